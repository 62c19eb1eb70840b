import { useTexts } from '@fleetkit/react-widgets';
import { MENU_TEXTS, SUPPORT_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { PageHeader } from '../../ui/PageHeader';
import { QueryBoundary } from '../../ui/QueryBoundary';
import { useDates } from '../../ui/useDates';
import { OpenTicketDialog } from './OpenTicketDialog';
import { ticketsQuery } from './supportQueries';
import { TicketStatusBadge } from './TicketStatusBadge';
import { useTicketUpdates } from './useTicketUpdates';
import './support.css';

/** /dashboard/help-and-support/tickets: the user's tickets, newest activity first, and a new one. */
export function TicketsPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const tickets = useQuery(ticketsQuery);
  const texts = useTexts(SUPPORT_TEXTS);
  const menu = useTexts(MENU_TEXTS);
  const dates = useDates();
  const [opening, setOpening] = useState(false);
  const reread = () => void queryClient.invalidateQueries({ queryKey: ticketsQuery.queryKey });
  useTicketUpdates(reread, reread);

  return (
    <>
      <PageHeader title={menu.supportTickets} description={texts.ticketsDescription}>
        <button
          type="button"
          className="fleet-portal-button fleet-portal-button--primary"
          onClick={() => setOpening(true)}
        >
          <Icon name="plus" size={18} /> {texts.openATicket}
        </button>
      </PageHeader>
      <QueryBoundary query={tickets}>
        {() => (
          <DataTable
            caption={texts.ticketsCaption}
            rows={tickets.data ?? []}
            rowKey={(ticket) => ticket.id}
            empty={<EmptyState title={texts.noTickets} hint={texts.noTicketsHint} />}
            columns={[
              {
                header: texts.subject,
                cell: (ticket) => (
                  <Link to={`/dashboard/help-and-support/tickets/${ticket.id}`}>{ticket.subject}</Link>
                ),
              },
              { header: texts.category, cell: (ticket) => texts.categories[ticket.category] },
              { header: texts.status, cell: (ticket) => <TicketStatusBadge status={ticket.status} /> },
              { header: texts.openedBy, cell: (ticket) => ticket.userName },
              { header: texts.lastActivity, cell: (ticket) => dates.dateTime(ticket.updatedAt) },
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
