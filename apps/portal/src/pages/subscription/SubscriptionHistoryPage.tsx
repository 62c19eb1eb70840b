import { useTexts } from '@fleetkit/react-widgets';
import type { SubscriptionPayment } from '@fleetkit/sdk-core';
import { SUBSCRIPTION_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { fleetClient } from '../../fleetClient';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { failureDescription } from '../../ui/errorMessage';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/PageHeader';
import { QueryBoundary } from '../../ui/QueryBoundary';
import { useDates } from '../../ui/useDates';
import { formatMoney } from './formatMoney';
import { paymentHistoryQuery, vehicleSubscriptionsQuery } from './subscriptionQueries';

const STATUS_TONE: Record<SubscriptionPayment['status'], string> = {
  completed: 'success',
  pending: 'warning',
  failed: 'error',
};

/** Asks the gateway where a pending payment stands (the payer left the payment page without coming back). */
function CheckStatusButton({ payment }: { payment: SubscriptionPayment }) {
  const queryClient = useQueryClient();
  const texts = useTexts(SUBSCRIPTION_TEXTS);
  const check = useMutation({
    mutationFn: () => fleetClient.subscriptions.check(payment.id),
    onSuccess: (settled) => {
      void queryClient.invalidateQueries({ queryKey: ['subscriptions'] });
      void notify.success(
        settled.status === 'completed' ? texts.paymentConfirmed : texts.paymentStatusUpdated,
      );
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: ['subscriptions'] });
      void notify.error(texts.paymentNotConfirmed, failureDescription(error));
    },
  });
  return (
    <button
      type="button"
      className="fleet-portal-link-button"
      disabled={check.isPending}
      onClick={() => check.mutate()}
    >
      {texts.checkStatus}
    </button>
  );
}

/** /dashboard/subscription/history: the renewals paid, newest first, with what each extended. */
export function SubscriptionHistoryPage() {
  const history = useQuery(paymentHistoryQuery);
  const texts = useTexts(SUBSCRIPTION_TEXTS);
  const dates = useDates();
  const vehicles = useQuery(vehicleSubscriptionsQuery);
  const names = new Map((vehicles.data ?? []).map((v) => [v.deviceId, v.name]));
  return (
    <>
      <PageHeader title={texts.paymentHistory} description={texts.historyDescription}>
        <Link className="fleet-portal-button fleet-portal-button--secondary" to="/dashboard/subscription">
          {texts.renewVehicles}
        </Link>
      </PageHeader>
      <QueryBoundary query={history}>
        {() => (
          <DataTable
            caption={texts.payments}
            rows={history.data ?? []}
            rowKey={(payment) => payment.id}
            empty={<EmptyState title={texts.noPayments} hint={texts.noPaymentsHint} />}
            columns={[
              { header: texts.date, cell: (p) => dates.dateTime(p.createdAt) },
              { header: texts.plan, cell: (p) => p.planName },
              {
                header: texts.vehicles,
                cell: (p) => p.deviceIds.map((id) => names.get(id) ?? texts.vehicleNumber(id)).join(', '),
              },
              { header: texts.amount, cell: (p) => formatMoney(p.amount, p.currency), align: 'end' },
              { header: texts.method, cell: (p) => p.gateway },
              {
                header: texts.status,
                cell: (p) => (
                  <span className={`fleet-portal-badge fleet-portal-badge--${STATUS_TONE[p.status]}`}>
                    {texts[p.status]}
                  </span>
                ),
              },
              {
                header: texts.reference,
                cell: (p) =>
                  p.status === 'pending' && p.gateway !== 'sandbox' ? (
                    <CheckStatusButton payment={p} />
                  ) : (
                    (p.reference ?? '')
                  ),
              },
              {
                header: texts.newExpiry,
                cell: (p) =>
                  p.renewals
                    .map((r) => `${names.get(r.deviceId) ?? r.deviceId}: ${dates.date(r.newExpiration)}`)
                    .join('; '),
              },
            ]}
          />
        )}
      </QueryBoundary>
    </>
  );
}
