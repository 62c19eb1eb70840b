import { subscriptionState } from '@fleetkit/sdk-core';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../../context';
import { devices } from '../../db/schema';
import { ownOrigin } from '../../http/authHook';
import { parse, parseId } from '../../http/parse';
import {
  MAX_VEHICLES_PER_RENEWAL,
  type PaymentRow,
  PaymentService,
  type RenewalRow,
  toPayment,
} from '../../services/payments/PaymentService';
import { paymentGateways } from '../../services/payments/paymentGateways';
import { SubscriptionExpiries } from '../../services/payments/SubscriptionExpiries';
import { SubscriptionPlans, toPlan } from '../../services/payments/SubscriptionPlans';
import { INPUT_LIMITS } from '../inputLimits';
import { paymentSandboxRoutes } from './paymentSandbox';

const planBody = z.object({
  name: z.string().trim().min(1, 'Enter a plan name').max(80),
  months: z.number().int('months must be a whole number').min(1).max(60),
  price: z
    .number()
    .positive('price must be above 0')
    .max(10_000_000)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'price has at most 2 decimals'),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, 'currency is a 3-letter code such as NPR')
    .default('NPR'),
  active: z.boolean().default(true),
});

const checkoutBody = z.object({
  planId: z.number().int().positive(),
  deviceIds: z
    .array(z.number().int().positive())
    .min(1, 'Choose at least one vehicle')
    .max(MAX_VEHICLES_PER_RENEWAL),
  gateway: z.string().min(1).max(INPUT_LIMITS.identifier),
});

const verifyBody = z.object({
  data: z
    .string()
    .min(1, 'data is the gateway answer from the return address')
    .max(INPUT_LIMITS.description, `Use at most ${INPUT_LIMITS.description} characters`),
});

const historyQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  userId: z.coerce.number().int().positive().optional(),
});

const paymentOf = (r: { payment: PaymentRow; renewals: RenewalRow[] }) => toPayment(r.payment, r.renewals);

/**
 * Subscriptions (SPEC §2 subscription, subscription/verify, subscription/history): plans, the
 * subscription state of each vehicle, renewals of one or many vehicles paid through a gateway (eSewa
 * ePay v2 or the built-in sandbox), verification of the gateway's answer and the payment history.
 * See docs/api2-business.md.
 */
export async function subscriptionRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const plans = new SubscriptionPlans(ctx.db);
  const { config } = ctx;
  const { gateways, sandbox } = await paymentGateways(ctx);
  if (sandbox) await app.register(paymentSandboxRoutes, { sandbox });
  if (config.demo) await plans.seedDemoPlan();
  const payments = new PaymentService(ctx, plans, gateways, { checkAfterMs: config.paymentCheckAfterMs });
  const expiries = new SubscriptionExpiries();
  const stopFollowing = expiries.follow(ctx);
  await expiries.load(ctx);
  ctx.hub.setTrackingFilter((user, deviceId) => expiries.tracks(user, deviceId));
  app.addHook('onClose', async () => stopFollowing());
  /** The origin the gateway returns the browser to. */
  const returnBase = (request: FastifyRequest) => (config.publicUrl ?? ownOrigin(request)).replace(/\/$/, '');

  app.get('/api2/subscriptions/plans', async (request) => {
    const all = (request.query as { all?: string }).all === 'true';
    return (await plans.list(currentUser(request), all)).map(toPlan);
  });

  app.post('/api2/subscriptions/plans', async (request) => {
    const body = parse(planBody, request.body);
    const { price, ...rest } = body;
    return toPlan(await plans.create(currentUser(request), { ...rest, priceMinor: Math.round(price * 100) }));
  });

  app.put('/api2/subscriptions/plans/:id', async (request) => {
    const id = parseId((request.params as { id: string }).id);
    const { price, ...rest } = parse(planBody, request.body);
    return toPlan(
      await plans.update(currentUser(request), id, { ...rest, priceMinor: Math.round(price * 100) }),
    );
  });

  app.delete('/api2/subscriptions/plans/:id', async (request, reply) => {
    await plans.withdraw(currentUser(request), parseId((request.params as { id: string }).id));
    return reply.status(204).send();
  });

  app.get('/api2/subscriptions/gateways', async () => payments.gateways());

  /** The subscription of every vehicle the user sees, soonest expiry first. */
  app.get('/api2/subscriptions', async (request) => {
    const user = currentUser(request);
    const visible = await ctx.access.visibleIds(user, 'device');
    const rows = await ctx.db
      .select({
        id: devices.id,
        name: devices.name,
        uniqueId: devices.uniqueId,
        expirationTime: devices.expirationTime,
      })
      .from(devices)
      .where(visible === null ? undefined : inArray(devices.id, [...visible, -1]));
    const now = new Date();
    return rows
      .map((row) => ({
        deviceId: row.id,
        name: row.name,
        uniqueId: row.uniqueId,
        expirationTime: row.expirationTime,
        state: subscriptionState(row.expirationTime, now),
      }))
      .sort(
        (a, b) =>
          (a.expirationTime?.getTime() ?? Number.POSITIVE_INFINITY) -
            (b.expirationTime?.getTime() ?? Number.POSITIVE_INFINITY) || a.deviceId - b.deviceId,
      );
  });

  app.post('/api2/subscriptions/checkout', async (request) => {
    const user = currentUser(request);
    const body = parse(checkoutBody, request.body);
    await ctx.access.authorizeReferences(user, { deviceIds: body.deviceIds });
    const { payment, redirect } = await payments.checkout(user, body, returnBase(request));
    return { payment: toPayment(payment), redirect };
  });

  app.post('/api2/subscriptions/verify', async (request) => {
    const { data } = parse(verifyBody, request.body);
    return paymentOf(await payments.verify(currentUser(request), data));
  });

  app.get('/api2/subscriptions/history', async (request) => {
    const query = parse(historyQuery, request.query);
    return (await payments.history(currentUser(request), query)).map(paymentOf);
  });

  app.get('/api2/subscriptions/payments/:id', async (request) =>
    paymentOf(await payments.get(currentUser(request), (request.params as { id: string }).id)),
  );

  app.post('/api2/subscriptions/payments/:id/cancel', async (request) =>
    paymentOf(await payments.cancel(currentUser(request), (request.params as { id: string }).id)),
  );

  /** Asks the gateway's status API about a pending payment (the payer never came back). */
  app.post('/api2/subscriptions/payments/:id/check', async (request) =>
    paymentOf(await payments.check(currentUser(request), (request.params as { id: string }).id)),
  );
}
