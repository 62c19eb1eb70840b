import { queryOptions } from '@tanstack/react-query';
import { fleetClient } from '../../fleetClient';

// The reads of the subscription pages. A verified renewal invalidates `['subscriptions']` and the
// vehicle lists (their expiry moved).

export const vehicleSubscriptionsQuery = queryOptions({
  queryKey: ['subscriptions', 'vehicles'],
  queryFn: () => fleetClient.subscriptions.list(),
});

export const subscriptionPlansQuery = queryOptions({
  queryKey: ['subscriptions', 'plans'],
  queryFn: () => fleetClient.subscriptions.plans(),
});

export const paymentGatewaysQuery = queryOptions({
  queryKey: ['subscriptions', 'gateways'],
  queryFn: () => fleetClient.subscriptions.gateways(),
});

export const paymentHistoryQuery = queryOptions({
  queryKey: ['subscriptions', 'history'],
  queryFn: () => fleetClient.subscriptions.history({ limit: 200 }),
});
