import * as z from 'zod/mini';
import {
  checkoutSchema,
  paymentGatewaySchema,
  type SubscriptionPlanInput,
  subscriptionPaymentSchema,
  subscriptionPlanSchema,
  vehicleSubscriptionSchema,
} from '../schema/subscription';
import type { FleetHttp } from './FleetHttp';

const PATH = 'api2/subscriptions';

/**
 * Subscription calls (`/api2/subscriptions`): plans, each vehicle's subscription, renewals paid through
 * a gateway (eSewa or the sandbox) and their verification, and the payment history.
 *
 * @example
 * const { redirect } = await client.subscriptions.checkout({ planId: 1, deviceIds: [7, 9], gateway: 'esewa' });
 * // post redirect.fields to redirect.url; back on /dashboard/subscription/verify?data=…:
 * await client.subscriptions.verify(new URLSearchParams(location.search).get('data') ?? '');
 */
export function subscriptionsResource(http: FleetHttp) {
  return {
    /** Each vehicle the user sees with its expiry and state, soonest expiry first. */
    list: () => http.json(z.array(vehicleSubscriptionSchema), 'get', PATH),
    /** The active plans (administrators may pass `all` to include withdrawn ones). */
    plans: (all = false) =>
      http.json(z.array(subscriptionPlanSchema), 'get', `${PATH}/plans`, { query: all ? { all } : {} }),
    createPlan: (plan: SubscriptionPlanInput) =>
      http.json(subscriptionPlanSchema, 'post', `${PATH}/plans`, { json: plan }),
    updatePlan: (id: number, plan: SubscriptionPlanInput) =>
      http.json(subscriptionPlanSchema, 'put', `${PATH}/plans/${id}`, { json: plan }),
    /** Withdraws a plan: no longer offered; past payments keep its name. */
    withdrawPlan: (id: number) => http.empty('delete', `${PATH}/plans/${id}`),
    /** The payment gateways of the server. */
    gateways: () => http.json(z.array(paymentGatewaySchema), 'get', `${PATH}/gateways`),
    /** Starts a renewal of one or many vehicles: a pending payment and the form to post to the gateway. */
    checkout: (input: { planId: number; deviceIds: number[]; gateway: string }) =>
      http.json(checkoutSchema, 'post', `${PATH}/checkout`, { json: input }),
    /** Verifies the gateway's answer (`data` of the return address); extends the vehicles once. */
    verify: (data: string) =>
      http.json(subscriptionPaymentSchema, 'post', `${PATH}/verify`, { json: { data } }),
    /**
     * The gateway returned to the failure address: the payment becomes failed, unless the gateway's
     * status API reports it paid (then it is completed and the vehicles extended).
     */
    cancel: (paymentId: string) =>
      http.json(
        subscriptionPaymentSchema,
        'post',
        `${PATH}/payments/${encodeURIComponent(paymentId)}/cancel`,
      ),
    /** Asks the gateway's status API about a pending payment (the payer never came back) and settles it. */
    check: (paymentId: string) =>
      http.json(subscriptionPaymentSchema, 'post', `${PATH}/payments/${encodeURIComponent(paymentId)}/check`),
    payment: (paymentId: string) =>
      http.json(subscriptionPaymentSchema, 'get', `${PATH}/payments/${encodeURIComponent(paymentId)}`),
    /** Payments newest first: the user's own, or everyone's for an administrator (`userId` narrows). */
    history: (q: { limit?: number; offset?: number; userId?: number } = {}) =>
      http.json(z.array(subscriptionPaymentSchema), 'get', `${PATH}/history`, { query: q }),
  };
}
