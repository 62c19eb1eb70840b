import { useTexts } from '@fleetkit/react-widgets';
import type { PaymentGatewayInfo, SubscriptionPlan, VehicleSubscription } from '@fleetkit/sdk-core';
import { MENU_TEXTS, SUBSCRIPTION_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormError } from '../../auth/FormError';
import { fleetClient } from '../../fleetClient';
import { EmptyState } from '../../ui/EmptyState';
import { errorMessage } from '../../ui/errorMessage';
import { PageHeader } from '../../ui/PageHeader';
import { QueryBoundary } from '../../ui/QueryBoundary';
import { useDates } from '../../ui/useDates';
import { useFormatNumber } from '../../ui/useFormatNumber';
import { formatMoney } from './formatMoney';
import { postToGateway } from './postToGateway';
import { SubscriptionBadge } from './SubscriptionBadge';
import {
  paymentGatewaysQuery,
  subscriptionPlansQuery,
  vehicleSubscriptionsQuery,
} from './subscriptionQueries';
import './subscription.css';

/** The vehicles asked for by `?deviceId=` (a Renew button), among those listed. */
function preselected(search: URLSearchParams, vehicles: readonly VehicleSubscription[]): Set<number> {
  const asked = new Set(search.getAll('deviceId').map(Number));
  return new Set(vehicles.filter((v) => asked.has(v.deviceId)).map((v) => v.deviceId));
}

function RenewalForm({
  vehicles,
  plans,
  gateways,
}: {
  vehicles: readonly VehicleSubscription[];
  plans: readonly SubscriptionPlan[];
  gateways: readonly PaymentGatewayInfo[];
}) {
  const id = useId();
  const texts = useTexts(SUBSCRIPTION_TEXTS);
  const dates = useDates();
  const number = useFormatNumber();
  const [search] = useSearchParams();
  const [chosen, setChosen] = useState(() => preselected(search, vehicles));
  const [planId, setPlanId] = useState<number | null>(plans.length === 1 ? (plans[0]?.id ?? null) : null);
  const [gatewayId, setGatewayId] = useState<string | null>(gateways[0]?.id ?? null);
  const plan = plans.find((p) => p.id === planId) ?? null;
  const gateway = gateways.find((g) => g.id === gatewayId) ?? null;
  const total = plan ? plan.price * chosen.size : 0;
  const pay = useMutation({
    mutationFn: () => {
      if (!plan || !gateway) throw new Error(texts.choosePlanAndMethod);
      return fleetClient.subscriptions.checkout({
        planId: plan.id,
        deviceIds: [...chosen],
        gateway: gateway.id,
      });
    },
    // The browser leaves for the gateway's page; it comes back to /dashboard/subscription/verify.
    onSuccess: ({ redirect }) => postToGateway(redirect),
  });
  const allChosen = vehicles.length > 0 && chosen.size === vehicles.length;
  const toggle = (deviceId: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(deviceId)) next.delete(deviceId);
      else next.add(deviceId);
      return next;
    });
  const missing =
    chosen.size === 0
      ? texts.chooseVehicle
      : !plan
        ? texts.choosePlan
        : !gateway
          ? texts.noPaymentMethod
          : null;

  return (
    <form
      className="fleet-portal-subscription"
      onSubmit={(event) => {
        event.preventDefault();
        if (!missing) pay.mutate();
      }}
    >
      <section className="fleet-portal-card" aria-labelledby={`${id}-vehicles`}>
        <h3 id={`${id}-vehicles`}>{texts.stepVehicles(number(1))}</h3>
        {vehicles.length === 0 ? (
          <EmptyState title={texts.noVehicles} hint={texts.noVehiclesHint} />
        ) : (
          <div className="fleet-portal-table-wrap">
            <table className="fleet-portal-table">
              <caption className="fleet-portal-visually-hidden">{texts.vehiclesCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <input
                      type="checkbox"
                      aria-label={texts.chooseEveryVehicle}
                      checked={allChosen}
                      onChange={() =>
                        setChosen(allChosen ? new Set() : new Set(vehicles.map((v) => v.deviceId)))
                      }
                    />
                  </th>
                  <th scope="col">{texts.vehicle}</th>
                  <th scope="col">{texts.imei}</th>
                  <th scope="col">{texts.expiry}</th>
                  <th scope="col">{texts.status}</th>
                </tr>
              </thead>
              <tbody>
                {vehicles.map((vehicle) => (
                  <tr key={vehicle.deviceId}>
                    <td>
                      <input
                        type="checkbox"
                        id={`${id}-vehicle-${vehicle.deviceId}`}
                        checked={chosen.has(vehicle.deviceId)}
                        onChange={() => toggle(vehicle.deviceId)}
                      />
                    </td>
                    <td>
                      <label htmlFor={`${id}-vehicle-${vehicle.deviceId}`}>{vehicle.name}</label>
                    </td>
                    <td>{vehicle.uniqueId}</td>
                    <td data-testid="expiry">{dates.date(vehicle.expirationTime) || texts.noExpiry}</td>
                    <td>
                      <SubscriptionBadge state={vehicle.state} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <fieldset className="fleet-portal-card fleet-portal-subscription__choices">
        <legend>{texts.stepPlan(number(2))}</legend>
        {plans.length === 0 ? (
          <EmptyState title={texts.noPlans} hint={texts.noPlansHint} />
        ) : (
          plans.map((p) => (
            <label key={p.id} className="fleet-portal-subscription__choice">
              <input
                type="radio"
                name={`${id}-plan`}
                value={p.id}
                checked={planId === p.id}
                onChange={() => setPlanId(p.id)}
              />
              <span>
                <strong>{p.name}</strong>
                <span className="fleet-portal-muted">
                  {(p.months === 1 ? texts.planTermsOne : texts.planTermsOther)(
                    number(p.months),
                    formatMoney(p.price, p.currency),
                  )}
                </span>
              </span>
            </label>
          ))
        )}
      </fieldset>

      <fieldset className="fleet-portal-card fleet-portal-subscription__choices">
        <legend>{texts.stepPayment(number(3))}</legend>
        {gateways.length === 0 ? (
          <EmptyState title={texts.noGateways} hint={texts.noGatewaysHint} />
        ) : (
          gateways.map((g) => (
            <label key={g.id} className="fleet-portal-subscription__choice">
              <input
                type="radio"
                name={`${id}-gateway`}
                value={g.id}
                checked={gatewayId === g.id}
                onChange={() => setGatewayId(g.id)}
              />
              <strong>{g.name}</strong>
            </label>
          ))
        )}
      </fieldset>

      <section className="fleet-portal-card fleet-portal-subscription__summary" aria-live="polite">
        <p>
          {(chosen.size === 1 ? texts.chosenOne : texts.chosenOther)(number(chosen.size))}
          {plan ? ` × ${formatMoney(plan.price, plan.currency)} = ` : ''}
          {plan ? <strong>{formatMoney(total, plan.currency)}</strong> : null}
        </p>
        {missing ? <p className="fleet-portal-muted">{missing}</p> : null}
        <FormError message={pay.isError ? errorMessage(pay.error, texts.paymentNotStarted) : null} />
        <button
          type="submit"
          className="fleet-portal-button fleet-portal-button--primary"
          disabled={missing !== null || pay.isPending || pay.isSuccess}
        >
          {pay.isPending || pay.isSuccess
            ? texts.openingPaymentPage
            : gateway
              ? texts.payWith(gateway.name)
              : texts.pay}
        </button>
      </section>
    </form>
  );
}

/**
 * /dashboard/subscription: each vehicle's expiry, the plans, and a renewal of one or many vehicles
 * paid through the server's gateway (the browser goes to the gateway's page and comes back to verify).
 */
export function SubscriptionPage() {
  const texts = useTexts(SUBSCRIPTION_TEXTS);
  const menu = useTexts(MENU_TEXTS);
  const vehicles = useQuery(vehicleSubscriptionsQuery);
  const plans = useQuery(subscriptionPlansQuery);
  const gateways = useQuery(paymentGatewaysQuery);
  const all = {
    isPending: vehicles.isPending || plans.isPending || gateways.isPending,
    isError: vehicles.isError || plans.isError || gateways.isError,
    error: vehicles.error ?? plans.error ?? gateways.error,
    refetch: () => Promise.all([vehicles.refetch(), plans.refetch(), gateways.refetch()]),
  };
  return (
    <>
      <PageHeader title={menu.subscription} description={texts.description}>
        <Link
          className="fleet-portal-button fleet-portal-button--secondary"
          to="/dashboard/subscription/history"
        >
          {texts.paymentHistory}
        </Link>
      </PageHeader>
      <QueryBoundary query={all}>
        {() => (
          <RenewalForm
            vehicles={vehicles.data ?? []}
            plans={plans.data ?? []}
            gateways={gateways.data ?? []}
          />
        )}
      </QueryBoundary>
    </>
  );
}
