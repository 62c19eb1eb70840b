import type { SubscriptionPayment } from '@fleetkit/sdk-core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { fleetClient } from '../../fleetClient';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { failureDescription } from '../../ui/errorMessage';
import { formatDate, formatDateTime } from '../../ui/formatDateTime';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/PageHeader';
import { QueryBoundary } from '../../ui/QueryBoundary';
import { formatMoney } from './formatMoney';
import { paymentHistoryQuery, vehicleSubscriptionsQuery } from './subscriptionQueries';

const STATUS: Record<SubscriptionPayment['status'], { text: string; tone: string }> = {
  completed: { text: 'Completed', tone: 'success' },
  pending: { text: 'Pending', tone: 'warning' },
  failed: { text: 'Failed', tone: 'error' },
};

/** Asks the gateway where a pending payment stands (the payer left the payment page without coming back). */
function CheckStatusButton({ payment }: { payment: SubscriptionPayment }) {
  const queryClient = useQueryClient();
  const check = useMutation({
    mutationFn: () => fleetClient.subscriptions.check(payment.id),
    onSuccess: (settled) => {
      void queryClient.invalidateQueries({ queryKey: ['subscriptions'] });
      void notify.success(settled.status === 'completed' ? 'Payment confirmed' : 'Payment status updated');
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: ['subscriptions'] });
      void notify.error('Payment not confirmed', failureDescription(error));
    },
  });
  return (
    <button
      type="button"
      className="fleet-portal-link-button"
      disabled={check.isPending}
      onClick={() => check.mutate()}
    >
      Check status
    </button>
  );
}

/** /dashboard/subscription/history: the renewals paid, newest first, with what each extended. */
export function SubscriptionHistoryPage() {
  const history = useQuery(paymentHistoryQuery);
  const vehicles = useQuery(vehicleSubscriptionsQuery);
  const names = new Map((vehicles.data ?? []).map((v) => [v.deviceId, v.name]));
  return (
    <>
      <PageHeader title="Payment history" description="Every renewal paid, newest first.">
        <Link className="fleet-portal-button fleet-portal-button--secondary" to="/dashboard/subscription">
          Renew vehicles
        </Link>
      </PageHeader>
      <QueryBoundary query={history}>
        {() => (
          <DataTable
            caption="Payments"
            rows={history.data ?? []}
            rowKey={(payment) => payment.id}
            empty={<EmptyState title="No payments yet" hint="Renewals you pay appear here." />}
            columns={[
              { header: 'Date', cell: (p) => formatDateTime(p.createdAt) },
              { header: 'Plan', cell: (p) => p.planName },
              {
                header: 'Vehicles',
                cell: (p) => p.deviceIds.map((id) => names.get(id) ?? `Vehicle ${id}`).join(', '),
              },
              { header: 'Amount', cell: (p) => formatMoney(p.amount, p.currency), align: 'end' },
              { header: 'Method', cell: (p) => p.gateway },
              {
                header: 'Status',
                cell: (p) => (
                  <span className={`fleet-portal-badge fleet-portal-badge--${STATUS[p.status].tone}`}>
                    {STATUS[p.status].text}
                  </span>
                ),
              },
              {
                header: 'Reference',
                cell: (p) =>
                  p.status === 'pending' && p.gateway !== 'sandbox' ? (
                    <CheckStatusButton payment={p} />
                  ) : (
                    (p.reference ?? '')
                  ),
              },
              {
                header: 'New expiry',
                cell: (p) =>
                  p.renewals
                    .map((r) => `${names.get(r.deviceId) ?? r.deviceId}: ${formatDate(r.newExpiration)}`)
                    .join('; '),
              },
            ]}
          />
        )}
      </QueryBoundary>
    </>
  );
}
