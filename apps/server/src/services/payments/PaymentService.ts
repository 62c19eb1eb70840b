import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, lte, notExists, sql } from 'drizzle-orm';
import type { UserRow } from '../../auth/Access';
import type { ServerContext } from '../../context';
import { auditLog, devices, subscriptionPayments, subscriptionRenewals } from '../../db/schema';
import { HttpError } from '../../http/HttpError';
import { toDevice } from '../../http/serialize';
import { addMonths } from './addMonths';
import { decodeEsewaResponse } from './esewaResponse';
import type { GatewayStatus, PaymentGateway, PaymentRedirect } from './PaymentGateway';
import { PaymentRefused, type RefusalReason } from './PaymentRefused';
import type { SubscriptionPlans } from './SubscriptionPlans';

export type PaymentRow = typeof subscriptionPayments.$inferSelect;
export type RenewalRow = typeof subscriptionRenewals.$inferSelect;

/** At most this many vehicles in one renewal. */
export const MAX_VEHICLES_PER_RENEWAL = 500;

/** Audit action of each request to a gateway's status API (one per payment and occasion). */
export const PAYMENT_STATUS_CHECKED = 'payment_status_checked';

/** How long a payment may stay pending before the sweep asks the gateway about it (15 minutes). */
export const DEFAULT_PAYMENT_CHECK_AFTER_MS = 15 * 60_000;

/** At most this many abandoned payments are asked about in one sweep. */
const SWEEP_BATCH = 50;

/** Why the gateway's status API was asked. */
type StatusTrigger = 'return' | 'failure_return' | 'check' | 'sweep';

type Settled = { payment: PaymentRow; renewals: RenewalRow[] };

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
  unconfirmed: 409,
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
  readonly #checkAfterMs: number;

  constructor(
    ctx: ServerContext,
    plans: SubscriptionPlans,
    gateways: PaymentGateway[],
    options: { checkAfterMs?: number } = {},
  ) {
    this.#ctx = ctx;
    this.#plans = plans;
    this.#gateways = new Map(gateways.map((g) => [g.id, g]));
    this.#checkAfterMs = options.checkAfterMs ?? DEFAULT_PAYMENT_CHECK_AFTER_MS;
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
  async verify(user: UserRow, data: string): Promise<Settled> {
    try {
      return await this.#verify(user, data);
    } catch (error) {
      throw await this.#refusal(user, error, transactionOf(data));
    }
  }

  /**
   * The gateway sent the browser to the failure URL. With a status API the gateway is asked first,
   * once: a payment it reports complete is completed (and the vehicles extended), one it still
   * reports pending stays pending (409 `payment_unconfirmed`); otherwise the payment becomes failed.
   */
  async cancel(user: UserRow, id: string): Promise<Settled> {
    const payment = await this.#ownPayment(user, id);
    if (!this.#ctx.access.canWriteAnything(user)) throw HttpError.forbidden('This account is read-only');
    const gateway = this.#gateways.get(payment.gateway);
    if (payment.status === 'pending' && gateway?.checkStatus) {
      const status = await this.#askStatus(payment, gateway, 'failure_return');
      if (status.outcome === 'completed') {
        try {
          return await this.#complete(payment, status.reference);
        } catch (error) {
          throw await this.#refusal(user, error, payment.id);
        }
      }
      if (status.outcome === 'unconfirmed') {
        throw await this.#refusal(user, unconfirmed(status), payment.id);
      }
    }
    const row = await this.#fail(payment);
    if (!row) throw HttpError.conflict(`The payment is already ${payment.status}`);
    return { payment: row, renewals: [] };
  }

  /**
   * Asks the gateway's status API about one of the user's pending payments (a payer who never came
   * back, or whose return did not settle it), once per call, and settles it by the answer. A payment
   * that is no longer pending is answered as it is, without asking.
   */
  async check(user: UserRow, id: string): Promise<Settled> {
    const payment = await this.#ownPayment(user, id);
    if (!this.#ctx.access.canWriteAnything(user)) throw HttpError.forbidden('This account is read-only');
    const gateway = this.#gateways.get(payment.gateway);
    if (!gateway?.checkStatus) {
      throw HttpError.badRequest(`The ${gateway?.name ?? payment.gateway} gateway has no status check`);
    }
    if (payment.status !== 'pending') return this.get(user, id);
    try {
      return await this.#settleByStatus(payment, gateway, 'check');
    } catch (error) {
      throw await this.#refusal(user, error, payment.id);
    }
  }

  /**
   * Payers who never came back: every pending payment older than the check delay, through a gateway
   * with a status API, that was never asked about is asked about once and settled by the answer. Runs
   * on the scheduler (one instance). Returns how many were asked about.
   */
  async sweep(now = Date.now()): Promise<number> {
    const ids = [...this.#gateways.values()].filter((g) => g.checkStatus).map((g) => g.id);
    if (ids.length === 0) return 0;
    const abandoned = await this.#ctx.db
      .select()
      .from(subscriptionPayments)
      .where(
        and(
          eq(subscriptionPayments.status, 'pending'),
          inArray(subscriptionPayments.gateway, ids),
          lte(subscriptionPayments.createdAt, new Date(now - this.#checkAfterMs)),
          notExists(
            this.#ctx.db
              .select({ id: auditLog.id })
              .from(auditLog)
              .where(
                and(
                  eq(auditLog.action, PAYMENT_STATUS_CHECKED),
                  sql`${auditLog.details}->>'paymentId' = ${subscriptionPayments.id}`,
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(subscriptionPayments.createdAt))
      .limit(SWEEP_BATCH);
    for (const payment of abandoned) {
      const gateway = this.#gateways.get(payment.gateway);
      if (!gateway) continue;
      await this.#settleByStatus(payment, gateway, 'sweep').catch((error: unknown) => {
        if (!(error instanceof PaymentRefused)) throw error;
      });
    }
    return abandoned.length;
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
    let answer: { transactionUuid: string; amountMinor: number; reference: string };
    try {
      answer = await gateway.verify(data);
    } catch (error) {
      // A genuine answer that does not say COMPLETE (eSewa may return PENDING or AMBIGUOUS): the
      // gateway's status API settles it, asked once, when the gateway has one.
      if (error instanceof PaymentRefused && error.answer && gateway.checkStatus) {
        const payment = await this.#payable(user, gateway, error.answer);
        return this.#settleByStatus(payment, gateway, 'return');
      }
      throw error;
    }
    return this.#complete(await this.#payable(user, gateway, answer), answer.reference);
  }

  /** The payment an answer is about, if it is the user's, through this gateway and for its amount. */
  async #payable(
    user: UserRow,
    gateway: PaymentGateway,
    answer: { transactionUuid: string; amountMinor: number },
  ): Promise<PaymentRow> {
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
    return payment;
  }

  /** Asks the gateway once and settles the payment by the answer; refuses what it does not complete. */
  async #settleByStatus(
    payment: PaymentRow,
    gateway: PaymentGateway,
    trigger: StatusTrigger,
  ): Promise<Settled> {
    if (payment.status !== 'pending') throw settledRefusal(payment.status);
    const status = await this.#askStatus(payment, gateway, trigger);
    if (status.outcome === 'completed') return this.#complete(payment, status.reference);
    if (status.outcome === 'failed') {
      await this.#fail(payment);
      throw new PaymentRefused(
        'not_complete',
        `${gateway.name} reports the payment as ${status.detail}; nothing was extended`,
      );
    }
    throw unconfirmed(status);
  }

  /** One request to the gateway's status API, written to the audit log with its answer. */
  async #askStatus(
    payment: PaymentRow,
    gateway: PaymentGateway,
    trigger: StatusTrigger,
  ): Promise<GatewayStatus> {
    if (!gateway.checkStatus) throw new Error(`${gateway.id} has no status check`);
    const status = await gateway.checkStatus({
      transactionUuid: payment.id,
      amountMinor: payment.amountMinor,
    });
    await this.#ctx.db.insert(auditLog).values({
      userId: payment.userId,
      action: PAYMENT_STATUS_CHECKED,
      details: {
        paymentId: payment.id,
        gateway: gateway.id,
        trigger,
        outcome: status.outcome,
        detail: status.detail,
      },
    });
    this.#ctx.log.info(
      { payment: payment.id, trigger, outcome: status.outcome, detail: status.detail },
      'Payment status asked of the gateway',
    );
    return status;
  }

  /** A pending payment becomes failed; undefined when it was no longer pending. */
  async #fail(payment: PaymentRow): Promise<PaymentRow | undefined> {
    const [row] = await this.#ctx.db
      .update(subscriptionPayments)
      .set({ status: 'failed', completedAt: new Date() })
      .where(and(eq(subscriptionPayments.id, payment.id), eq(subscriptionPayments.status, 'pending')))
      .returning();
    return row;
  }

  /**
   * Completes a pending payment and extends each of its vehicles, in one transaction, once: the
   * pending-to-completed change is conditional, so a second answer finds it completed.
   */
  async #complete(payment: PaymentRow, reference: string): Promise<Settled> {
    const now = new Date();
    const result = await this.#ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(subscriptionPayments)
        .set({ status: 'completed', reference: reference || null, completedAt: now })
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
      throw settledRefusal(
        payment.status === 'completed' ? 'completed' : ((await this.#statusOf(payment.id)) ?? 'failed'),
      );
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

  /** Logs a refusal and turns it into the HTTP answer; any other error passes through. */
  async #refusal(user: UserRow, error: unknown, transactionUuid: string | undefined): Promise<unknown> {
    if (!(error instanceof PaymentRefused)) return error;
    await this.#logRefusal(user, error, transactionUuid);
    return new HttpError(STATUS_OF_REASON[error.reason], `payment_${error.reason}`, error.message);
  }

  async #logRefusal(user: UserRow, error: PaymentRefused, transactionUuid: string | undefined) {
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

/** The transaction an answer names, when it can be read at all. */
function transactionOf(data: string): string | undefined {
  try {
    return decodeEsewaResponse(data).transaction_uuid;
  } catch {
    return undefined;
  }
}

/** Why a payment that is no longer pending cannot be completed. */
function settledRefusal(status: string): PaymentRefused {
  return status === 'completed'
    ? new PaymentRefused('replayed', 'This payment was already verified; nothing was extended again')
    : new PaymentRefused('not_pending', 'This payment was cancelled or failed');
}

function unconfirmed(status: GatewayStatus): PaymentRefused {
  return new PaymentRefused(
    'unconfirmed',
    `The payment is not confirmed yet (${status.detail}); nothing was extended. Check it again later from the payment history.`,
  );
}
