import type { SubscriptionPayment } from '@fleetkit/sdk-core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { fleetClient } from '../../fleetClient';
import { errorMessage } from '../../ui/errorMessage';
import { formatDate } from '../../ui/formatDateTime';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { PageHeader } from '../../ui/PageHeader';
import { formatMoney } from './formatMoney';
import { vehicleSubscriptionsQuery } from './subscriptionQueries';
import './subscription.css';

/** The gateway's return, verified once: the key is the answer itself, never refetched or retried. */
const verifyQuery = (data: string) => ({
  queryKey: ['payment-return', 'verify', data],
  queryFn: () => fleetClient.subscriptions.verify(data),
  retry: false,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  refetchOnWindowFocus: false,
});

/** The gateway's failure return: the pending payment is marked failed, once. */
const cancelQuery = (paymentId: string) => ({
  queryKey: ['payment-return', 'cancel', paymentId],
  queryFn: () => fleetClient.subscriptions.cancel(paymentId),
  retry: false,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  refetchOnWindowFocus: false,
});

function Links() {
  return (
    <div className="fleet-portal-subscription__links">
      <Link className="fleet-portal-button fleet-portal-button--primary" to="/dashboard/subscription/history">
        View payment history
      </Link>
      <Link className="fleet-portal-button fleet-portal-button--secondary" to="/dashboard/subscription">
        Back to subscriptions
      </Link>
    </div>
  );
}

function Verified({ payment }: { payment: SubscriptionPayment }) {
  const vehicles = useQuery(vehicleSubscriptionsQuery);
  const names = new Map((vehicles.data ?? []).map((v) => [v.deviceId, v.name]));
  return (
    <section className="fleet-portal-card fleet-portal-subscription__result" aria-labelledby="payment-result">
      <h3 id="payment-result" className="fleet-portal-subscription__ok">
        Payment successful
      </h3>
      <p>
        {payment.planName}: {formatMoney(payment.amount, payment.currency)}
        {payment.reference ? ` · reference ${payment.reference}` : ''}
      </p>
      <div className="fleet-portal-table-wrap">
        <table className="fleet-portal-table">
          <caption>Renewed vehicles</caption>
          <thead>
            <tr>
              <th scope="col">Vehicle</th>
              <th scope="col">Previous expiry</th>
              <th scope="col">New expiry</th>
            </tr>
          </thead>
          <tbody>
            {payment.renewals.map((renewal) => (
              <tr key={renewal.deviceId}>
                <td>{names.get(renewal.deviceId) ?? `Vehicle ${renewal.deviceId}`}</td>
                <td>{formatDate(renewal.previousExpiration) || 'None'}</td>
                <td>{formatDate(renewal.newExpiration)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Links />
    </section>
  );
}

function Refused({ title, message }: { title: string; message: string }) {
  return (
    <section className="fleet-portal-card fleet-portal-subscription__result" role="alert">
      <h3 className="fleet-portal-subscription__refused">{title}</h3>
      <p>{message}</p>
      <p className="fleet-portal-muted">No vehicle was extended by this attempt.</p>
      <Links />
    </section>
  );
}

function VerifyReturn({ data }: { data: string }) {
  const queryClient = useQueryClient();
  const verify = useQuery(verifyQuery(data));
  useEffect(() => {
    if (!verify.isSuccess) return;
    // The expiries moved: the subscription list, the history and the vehicles are read again.
    void queryClient.invalidateQueries({ queryKey: ['subscriptions'] });
    void queryClient.invalidateQueries({ queryKey: ['vehicles'] });
    void queryClient.invalidateQueries({ queryKey: ['devices'] });
  }, [verify.isSuccess, queryClient]);
  if (verify.isPending) return <LoadingScreen />;
  if (verify.isError) {
    return (
      <Refused
        title="Payment not verified"
        message={errorMessage(verify.error, 'The payment could not be verified. Please try again later.')}
      />
    );
  }
  return <Verified payment={verify.data} />;
}

function FailedReturn({ paymentId }: { paymentId: string }) {
  const queryClient = useQueryClient();
  const cancel = useQuery(cancelQuery(paymentId));
  const paid = cancel.data?.status === 'completed';
  useEffect(() => {
    if (paid) void queryClient.invalidateQueries({ queryKey: ['subscriptions'] });
  }, [paid, queryClient]);
  if (cancel.isPending) return <LoadingScreen />;
  if (cancel.isError) {
    return (
      <Refused
        title="Payment not completed"
        message={errorMessage(cancel.error, 'The payment was not completed.')}
      />
    );
  }
  // The gateway's status API found the money taken after all: the renewal went through.
  if (cancel.data.status === 'completed') return <Verified payment={cancel.data} />;
  return (
    <Refused
      title="Payment cancelled"
      message="The payment was cancelled or refused at the payment page, so nothing was charged."
    />
  );
}

/**
 * /dashboard/subscription/verify: where the gateway sends the browser back. `?data=` is its signed
 * answer, which the server verifies (and extends the vehicles once); `?failed=` is its failure return.
 */
export function SubscriptionVerifyPage() {
  const [search] = useSearchParams();
  const data = search.get('data');
  const failed = search.get('failed');
  return (
    <>
      <PageHeader title="Payment verification" />
      {data ? (
        <VerifyReturn data={data} />
      ) : failed ? (
        <FailedReturn paymentId={failed} />
      ) : (
        <Refused
          title="Nothing to verify"
          message="This page is where the payment page returns after a payment."
        />
      )}
    </>
  );
}
