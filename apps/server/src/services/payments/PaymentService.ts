import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { UserRow } from '../../auth/Access';
import type { ServerContext } from '../../context';
import { auditLog, devices, subscriptionPayments, subscriptionRenewals } from '../../db/schema';
import { HttpError } from '../../http/HttpError';
import { toDevice } from '../../http/serialize';
import { addMonths } from './addMonths';
import { decodeEsewaResponse } from './esewaResponse';
import type { PaymentGateway, PaymentRedirect } from './PaymentGateway';
import { PaymentRefused, type RefusalReason } from './PaymentRefused';
import type { SubscriptionPlans } from './SubscriptionPlans';

export type PaymentRow = typeof subscriptionPayments.$inferSelect;
export type RenewalRow = typeof subscriptionRenewals.$inferSelect;

/** At most this many vehicles in one renewal. */
export const MAX_VEHICLES_PER_RENEWAL = 500;

/** What a renewal asks for. */
export interface CheckoutInput {
  planId: number;
  deviceIds: number[];
  gateway: string;
}

/** A payment with what it renewed, as the API answers it. */
export function toPayment(row: PaymentRow, renewals: RenewalRow[] = []) {
  return {
    id: row.id,
    userId: row.userId,
    planId: row.planId,
    planName: row.planName,
    months: row.months,
    deviceIds: row.deviceIds,
    amount: row.amountMinor / 100,
    currency: row.currency,
    gateway: row.gateway,
    status: row.status,
    reference: row.reference,
    createdAt: row.createdAt,
    completedAt: row.completedAt,
    renewals: renewals.map((r) => ({
      deviceId: r.deviceId,
      previousExpiration: r.previousExpiration,
      newExpiration: r.newExpiration,
    })),
  };
}

const STATUS_OF_REASON: Record<RefusalReason, number> = {
  malformed: 400,
  bad_signature: 400,
  product_mismatch: 400,
  amount_mismatch: 400,
  not_complete: 400,
  unknown_payment: 404,
  replayed: 409,
  not_pending: 409,
};

/**
 * Renewals paid through a gateway. A checkout records a pending payment and the signed form for the
 * gateway; only a verified answer completes it, and completing it extends each chosen vehicle once:
 * the pending-to-completed change and the extensions are one transaction, and a second answer for the
 * same payment finds it completed. Refused answers are answered with their reason and logged.
 */
export class PaymentService {
  readonly #ctx: ServerContext;
  readonly #plans: SubscriptionPlans;
  readonly #gateways: Map<string, PaymentGateway>;

  constructor(ctx: ServerContext, plans: SubscriptionPlans, gateways: PaymentGateway[]) {
    this.#ctx = ctx;
    this.#plans = plans;
    this.#gateways = new Map(gateways.map((g) => [g.id, g]));
  }

  gateways(): { id: string; name: string }[] {
    return [...this.#gateways.values()].map((g) => ({ id: g.id, name: g.name }));
  }

  /** Records a pending payment for the renewal and returns the form the browser posts to the gateway. */
  async checkout(
    user: UserRow,
    input: CheckoutInput,
    returnBase: string,
  ): Promise<{ payment: PaymentRow; redirect: PaymentRedirect }> {
    const { access } = this.#ctx;
    if (!access.canWriteAnything(user)) throw HttpError.forbidden('This account is read-only');
    const gateway = this.#gateways.get(input.gateway);
    if (!gateway) throw HttpError.badRequest(`No payment gateway ${input.gateway} on this server`);
    const deviceIds = [...new Set(input.deviceIds)];
    for (const id of deviceIds) await access.authorize(user, 'device', id, 'read');
    const plan = await this.#plans.active(input.planId);
    const [payment] = await this.#ctx.db
      .insert(subscriptionPayments)
      .values({
        id: randomUUID(),
        userId: user.id,
        planId: plan.id,
        planName: plan.name,
        months: plan.months,
        deviceIds,
        amountMinor: plan.priceMinor * deviceIds.length,
        currency: plan.currency,
        gateway: gateway.id,
      })
      .returning();
    if (!payment) throw new Error('payment insert returned nothing');
    const verifyUrl = `${returnBase}/dashboard/subscription/verify`;
    const redirect = gateway.redirect({
      transactionUuid: payment.id,
      amountMinor: payment.amountMinor,
      successUrl: verifyUrl,
      failureUrl: `${verifyUrl}?failed=${payment.id}`,
    });
    return { payment, redirect };
  }

  /**
   * Verifies a gateway's answer (`data` from the success URL) and, once, extends the vehicles. A
   * refused answer throws an HttpError with the reason and is written to the audit log.
   */
  async verify(user: UserRow, data: string): Promise<{ payment: PaymentRow; renewals: RenewalRow[] }> {
    try {
      return await this.#verify(user, data);
    } catch (error) {
      if (!(error instanceof PaymentRefused)) throw error;
      await this.#logRefusal(user, error, data);
      throw new HttpError(STATUS_OF_REASON[error.reason], `payment_${error.reason}`, error.message);
    }
  }

  /** Marks the user's pending payment failed (the gateway sent the browser to the failure URL). */
  async cancel(user: UserRow, id: string): Promise<PaymentRow> {
    const payment = await this.#ownPayment(user, id);
    if (!this.#ctx.access.canWriteAnything(user)) throw HttpError.forbidden('This account is read-only');
    const [row] = await this.#ctx.db
      .update(subscriptionPayments)
      .set({ status: 'failed', completedAt: new Date() })
      .where(and(eq(subscriptionPayments.id, payment.id), eq(subscriptionPayments.status, 'pending')))
      .returning();
    if (!row) throw HttpError.conflict(`The payment is already ${payment.status}`);
    return row;
  }

  async get(user: UserRow, id: string): Promise<{ payment: PaymentRow; renewals: RenewalRow[] }> {
    const payment = await this.#ownPayment(user, id);
    const renewals = await this.#ctx.db
      .select()
      .from(subscriptionRenewals)
      .where(eq(subscriptionRenewals.paymentId, id));
    return { payment, renewals };
  }

  /** Payments newest first with their renewals: the user's own, or any user's for an administrator. */
  async history(
    user: UserRow,
    query: { userId?: number; limit: number; offset: number },
  ): Promise<{ payment: PaymentRow; renewals: RenewalRow[] }[]> {
    const subject = query.userId ?? (user.administrator ? undefined : user.id);
    if (subject !== undefined && subject !== user.id && !user.administrator) {
      throw HttpError.forbidden("Only administrators read another user's payments");
    }
    const rows = await this.#ctx.db
      .select()
      .from(subscriptionPayments)
      .where(subject === undefined ? undefined : eq(subscriptionPayments.userId, subject))
      .orderBy(desc(subscriptionPayments.createdAt), desc(subscriptionPayments.id))
      .limit(query.limit)
      .offset(query.offset);
    const renewals = rows.length
      ? await this.#ctx.db
          .select()
          .from(subscriptionRenewals)
          .where(
            inArray(
              subscriptionRenewals.paymentId,
              rows.map((r) => r.id),
            ),
          )
      : [];
    return rows.map((payment) => ({
      payment,
      renewals: renewals.filter((r) => r.paymentId === payment.id),
    }));
  }

  async #verify(user: UserRow, data: string): Promise<{ payment: PaymentRow; renewals: RenewalRow[] }> {
    if (!this.#ctx.access.canWriteAnything(user)) throw HttpError.forbidden('This account is read-only');
    const productCode = decodeEsewaResponse(data).product_code;
    const gateway = [...this.#gateways.values()].find((g) => g.productCode === productCode);
    if (!gateway) throw new PaymentRefused('product_mismatch', 'The payment was made to another merchant');
    const answer = await gateway.verify(data);
    const [payment] = await this.#ctx.db
      .select()
      .from(subscriptionPayments)
      .where(eq(subscriptionPayments.id, answer.transactionUuid));
    if (!payment || (payment.userId !== user.id && !user.administrator)) {
      throw new PaymentRefused('unknown_payment', 'No such payment');
    }
    if (payment.gateway !== gateway.id) {
      throw new PaymentRefused('product_mismatch', 'The payment was made through another gateway');
    }
    if (answer.amountMinor !== payment.amountMinor) {
      throw new PaymentRefused('amount_mismatch', 'The amount paid is not the amount asked');
    }
    const now = new Date();
    const result = await this.#ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(subscriptionPayments)
        .set({ status: 'completed', reference: answer.reference || null, completedAt: now })
        .where(and(eq(subscriptionPayments.id, payment.id), eq(subscriptionPayments.status, 'pending')))
        .returning();
      if (!claimed) return null;
      const renewals: RenewalRow[] = [];
      for (const deviceId of claimed.deviceIds) {
        const [device] = await tx.select().from(devices).where(eq(devices.id, deviceId)).for('update');
        if (!device) continue;
        const previous = device.expirationTime;
        const base = previous && previous.getTime() > now.getTime() ? previous : now;
        const next = addMonths(base, claimed.months);
        await tx.update(devices).set({ expirationTime: next }).where(eq(devices.id, deviceId));
        const [renewal] = await tx
          .insert(subscriptionRenewals)
          .values({ paymentId: claimed.id, deviceId, previousExpiration: previous, newExpiration: next })
          .returning();
        if (renewal) renewals.push(renewal);
      }
      return { payment: claimed, renewals };
    });
    if (!result) {
      throw payment.status === 'completed' || (await this.#statusOf(payment.id)) === 'completed'
        ? new PaymentRefused('replayed', 'This payment was already verified; nothing was extended again')
        : new PaymentRefused('not_pending', 'This payment was cancelled or failed');
    }
    await this.#publishDevices(result.renewals.map((r) => r.deviceId));
    this.#ctx.log.info(
      { payment: result.payment.id, devices: result.payment.deviceIds },
      'Subscription renewal verified',
    );
    return result;
  }

  async #statusOf(id: string): Promise<string | undefined> {
    const [row] = await this.#ctx.db
      .select({ status: subscriptionPayments.status })
      .from(subscriptionPayments)
      .where(eq(subscriptionPayments.id, id));
    return row?.status;
  }

  async #ownPayment(user: UserRow, id: string): Promise<PaymentRow> {
    const [payment] = await this.#ctx.db
      .select()
      .from(subscriptionPayments)
      .where(eq(subscriptionPayments.id, id));
    if (!payment || (payment.userId !== user.id && !user.administrator)) {
      throw HttpError.notFound(`No payment with id ${id}`);
    }
    return payment;
  }

  async #publishDevices(ids: number[]) {
    if (ids.length === 0) return;
    const rows = await this.#ctx.db.select().from(devices).where(inArray(devices.id, ids));
    await this.#ctx.bus.publish('devices', { devices: rows.map(toDevice) });
  }

  async #logRefusal(user: UserRow, error: PaymentRefused, data: string) {
    let transactionUuid: string | undefined;
    try {
      transactionUuid = decodeEsewaResponse(data).transaction_uuid;
    } catch {
      transactionUuid = undefined;
    }
    await this.#ctx.db.insert(auditLog).values({
      userId: user.id,
      action: 'payment_refused',
      details: { reason: error.reason, message: error.message, transactionUuid: transactionUuid ?? null },
    });
    this.#ctx.log.warn(
      { userId: user.id, reason: error.reason, transactionUuid },
      `Payment response refused: ${error.message}`,
    );
  }
}
