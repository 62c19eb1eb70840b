import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { formatDateTime } from '../../ui/formatDateTime';
import { Icon } from '../../ui/Icon';
import { PageHeader } from '../../ui/PageHeader';
import { QueryBoundary } from '../../ui/QueryBoundary';
import { OpenTicketDialog } from './OpenTicketDialog';
import { ticketsQuery } from './supportQueries';
import { TicketStatusBadge } from './TicketStatusBadge';
import { CATEGORY_LABEL } from './ticketLabels';
import { useTicketUpdates } from './useTicketUpdates';
import './support.css';

/** /dashboard/help-and-support/tickets: the user's tickets, newest activity first, and a new one. */
export function TicketsPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const tickets = useQuery(ticketsQuery);
  const [opening, setOpening] = useState(false);
  const reread = () => void queryClient.invalidateQueries({ queryKey: ticketsQuery.queryKey });
  useTicketUpdates(reread, reread);

  return (
    <>
      <PageHeader title="Support Tickets" description="Your conversations with our support team.">
        <button
          type="button"
          className="fleet-portal-button fleet-portal-button--primary"
          onClick={() => setOpening(true)}
        >
          <Icon name="plus" size={18} /> Open a ticket
        </button>
      </PageHeader>
      <QueryBoundary query={tickets}>
        {() => (
          <DataTable
            caption="Support tickets"
            rows={tickets.data ?? []}
            rowKey={(ticket) => ticket.id}
            empty={<EmptyState title="No tickets yet" hint="Open a ticket and our team will answer here." />}
            columns={[
              {
                header: 'Subject',
                cell: (ticket) => (
                  <Link to={`/dashboard/help-and-support/tickets/${ticket.id}`}>{ticket.subject}</Link>
                ),
              },
              { header: 'Category', cell: (ticket) => CATEGORY_LABEL[ticket.category] },
              { header: 'Status', cell: (ticket) => <TicketStatusBadge status={ticket.status} /> },
              { header: 'Opened by', cell: (ticket) => ticket.userName },
              { header: 'Last activity', cell: (ticket) => formatDateTime(ticket.updatedAt) },
            ]}
          />
        )}
      </QueryBoundary>
      <OpenTicketDialog
        open={opening}
        onClose={() => setOpening(false)}
        onOpened={(ticket) => {
          setOpening(false);
          reread();
          navigate(`/dashboard/help-and-support/tickets/${ticket.id}`);
        }}
      />
    </>
  );
}
