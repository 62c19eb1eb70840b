import * as z from 'zod/mini';
import { idSchema, isoDateTime } from './common';

/** A subscription plan: a period in months and a price per vehicle (`/api2/subscriptions/plans`). */
export const subscriptionPlanSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  months: z.int().check(z.positive()),
  /** Price per vehicle, in major units of `currency` (e.g. 1500 NPR). */
  price: z.number(),
  currency: z.string(),
  active: z.boolean(),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

/** What an administrator sends to offer or change a plan. */
export interface SubscriptionPlanInput {
  name: string;
  months: number;
  price: number;
  /** @default 'NPR' */
  currency?: string;
  /** @default true */
  active?: boolean;
}

/** A payment gateway the server offers (`esewa`, `sandbox`). */
export const paymentGatewaySchema = z.looseObject({ id: z.string(), name: z.string() });
export type PaymentGatewayInfo = z.infer<typeof paymentGatewaySchema>;

/** A vehicle's subscription (`GET /api2/subscriptions`); `state` as sdk-core's `subscriptionState`. */
export const vehicleSubscriptionSchema = z.looseObject({
  deviceId: idSchema,
  name: z.string(),
  uniqueId: z.string(),
  expirationTime: z.nullable(isoDateTime),
  state: z.enum(['active', 'expiring', 'expired']),
});
export type VehicleSubscription = z.infer<typeof vehicleSubscriptionSchema>;

/** What a verified payment did to one vehicle. */
export const subscriptionRenewalSchema = z.looseObject({
  deviceId: idSchema,
  previousExpiration: z.nullable(isoDateTime),
  newExpiration: isoDateTime,
});
export type SubscriptionRenewal = z.infer<typeof subscriptionRenewalSchema>;

/** Payment statuses: waiting for the gateway, verified (vehicles extended), failed or cancelled. */
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed'] as const;

/** A renewal payment with what it renewed (`/api2/subscriptions/history`). */
export const subscriptionPaymentSchema = z.looseObject({
  /** Also the gateway's transaction id (eSewa's `transaction_uuid`). */
  id: z.string(),
  userId: idSchema,
  planId: idSchema,
  planName: z.string(),
  months: z.int(),
  deviceIds: z.array(idSchema),
  amount: z.number(),
  currency: z.string(),
  gateway: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  /** The gateway's reference once verified (eSewa's `transaction_code`). */
  reference: z.nullable(z.string()),
  createdAt: isoDateTime,
  completedAt: z.nullable(isoDateTime),
  renewals: z.array(subscriptionRenewalSchema),
});
export type SubscriptionPayment = z.infer<typeof subscriptionPaymentSchema>;

/** The form the browser posts to the gateway: build a `<form method="post">` with these hidden fields. */
export const paymentRedirectSchema = z.looseObject({
  url: z.string(),
  method: z.literal('POST'),
  fields: z.record(z.string(), z.string()),
});
export type PaymentRedirect = z.infer<typeof paymentRedirectSchema>;

/** Answer of `POST /api2/subscriptions/checkout`. */
export const checkoutSchema = z.looseObject({
  payment: subscriptionPaymentSchema,
  redirect: paymentRedirectSchema,
});
export type Checkout = z.infer<typeof checkoutSchema>;
