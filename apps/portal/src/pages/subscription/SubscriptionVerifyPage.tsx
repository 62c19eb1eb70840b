import { useTexts } from '@fleetkit/react-widgets';
import type { SubscriptionPayment } from '@fleetkit/sdk-core';
import { SUBSCRIPTION_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { fleetClient } from '../../fleetClient';
import { errorMessage } from '../../ui/errorMessage';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { PageHeader } from '../../ui/PageHeader';
import { useDates } from '../../ui/useDates';
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
  const texts = useTexts(SUBSCRIPTION_TEXTS);
  return (
    <div className="fleet-portal-subscription__links">
      <Link className="fleet-portal-button fleet-portal-button--primary" to="/dashboard/subscription/history">
        {texts.viewPaymentHistory}
      </Link>
      <Link className="fleet-portal-button fleet-portal-button--secondary" to="/dashboard/subscription">
        {texts.backToSubscriptions}
      </Link>
    </div>
  );
}

function Verified({ payment }: { payment: SubscriptionPayment }) {
  const vehicles = useQuery(vehicleSubscriptionsQuery);
  const texts = useTexts(SUBSCRIPTION_TEXTS);
  const dates = useDates();
  const names = new Map((vehicles.data ?? []).map((v) => [v.deviceId, v.name]));
  return (
    <section className="fleet-portal-card fleet-portal-subscription__result" aria-labelledby="payment-result">
      <h3 id="payment-result" className="fleet-portal-subscription__ok">
        {texts.paymentSuccessful}
      </h3>
      <p>
        {payment.planName}: {formatMoney(payment.amount, payment.currency)}
        {payment.reference ? texts.withReference(payment.reference) : ''}
      </p>
      <div className="fleet-portal-table-wrap">
        <table className="fleet-portal-table">
          <caption>{texts.renewedVehicles}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.vehicle}</th>
              <th scope="col">{texts.previousExpiry}</th>
              <th scope="col">{texts.newExpiry}</th>
            </tr>
          </thead>
          <tbody>
            {payment.renewals.map((renewal) => (
              <tr key={renewal.deviceId}>
                <td>{names.get(renewal.deviceId) ?? texts.vehicleNumber(renewal.deviceId)}</td>
                <td>{dates.date(renewal.previousExpiration) || texts.none}</td>
                <td>{dates.date(renewal.newExpiration)}</td>
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
  const texts = useTexts(SUBSCRIPTION_TEXTS);
  return (
    <section className="fleet-portal-card fleet-portal-subscription__result" role="alert">
      <h3 className="fleet-portal-subscription__refused">{title}</h3>
      <p>{message}</p>
      <p className="fleet-portal-muted">{texts.nothingExtended}</p>
      <Links />
    </section>
  );
}

function VerifyReturn({ data }: { data: string }) {
  const queryClient = useQueryClient();
  const verify = useQuery(verifyQuery(data));
  const texts = useTexts(SUBSCRIPTION_TEXTS);
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
      <Refused title={texts.notVerified} message={errorMessage(verify.error, texts.notVerifiedMessage)} />
    );
  }
  return <Verified payment={verify.data} />;
}

function FailedReturn({ paymentId }: { paymentId: string }) {
  const queryClient = useQueryClient();
  const cancel = useQuery(cancelQuery(paymentId));
  const texts = useTexts(SUBSCRIPTION_TEXTS);
  const paid = cancel.data?.status === 'completed';
  useEffect(() => {
    if (paid) void queryClient.invalidateQueries({ queryKey: ['subscriptions'] });
  }, [paid, queryClient]);
  if (cancel.isPending) return <LoadingScreen />;
  if (cancel.isError) {
    return (
      <Refused title={texts.notCompleted} message={errorMessage(cancel.error, texts.notCompletedMessage)} />
    );
  }
  // The gateway's status API found the money taken after all: the renewal went through.
  if (cancel.data.status === 'completed') return <Verified payment={cancel.data} />;
  return <Refused title={texts.cancelled} message={texts.cancelledMessage} />;
}

/**
 * /dashboard/subscription/verify: where the gateway sends the browser back. `?data=` is its signed
 * answer, which the server verifies (and extends the vehicles once); `?failed=` is its failure return.
 */
export function SubscriptionVerifyPage() {
  const [search] = useSearchParams();
  const data = search.get('data');
  const failed = search.get('failed');
  const texts = useTexts(SUBSCRIPTION_TEXTS);
  return (
    <>
      <PageHeader title={texts.verification} />
      {data ? (
        <VerifyReturn data={data} />
      ) : failed ? (
        <FailedReturn paymentId={failed} />
      ) : (
        <Refused title={texts.nothingToVerify} message={texts.nothingToVerifyMessage} />
      )}
    </>
  );
}
