import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, devices, subscriptionPayments } from '../../db/schema';
import { json, listenOnAnyPort, startTestServer, type TestServer } from '../../test/harness';

// eSewa's test merchant (developer.esewa.com.np, ePay v2).
const PRODUCT = 'EPAYTEST';
const SECRET = '8gBm/:&EnhH.1/q';
const MONTH_MS = 30 * 24 * 3600_000;

/**
 * A stand-in for eSewa's status-check API on loopback: it answers each transaction as `answers` says
 * (its JSON, or a bare HTTP status), and records every request it gets.
 */
const asked: URLSearchParams[] = [];
const answers = new Map<string, Record<string, unknown> | number>();
let esewa: Server;
let esewaPort: number;

type Signed = Awaited<ReturnType<TestServer['signIn']>>;
let t: TestServer;
let owner: Signed;
let admin: Signed;
let planId: number;
let vehicle: number;

const call = (server: TestServer, path: string, cookie: string, method = 'GET', body?: unknown) =>
  server.fetch(path, {
    method,
    cookie,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
  });

/** eSewa's status answer for a transaction of 1500 NPR. */
const statusAnswer = (uuid: string, status: string, extra: Record<string, unknown> = {}) => ({
  product_code: PRODUCT,
  transaction_uuid: uuid,
  total_amount: 1500.0,
  status,
  ref_id: status === 'COMPLETE' ? '0007ABC' : null,
  ...extra,
});

/** A return answer signed with the merchant secret, as eSewa sends it (`data`). */
function signedReturn(uuid: string, status: string, secret = SECRET): string {
  const names = 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names';
  const fields: Record<string, string> = {
    transaction_code: '000AWEO',
    status,
    total_amount: '1500',
    transaction_uuid: uuid,
    product_code: PRODUCT,
    signed_field_names: names,
  };
  const message = names
    .split(',')
    .map((n) => `${n}=${fields[n]}`)
    .join(',');
  const signature = createHmac('sha256', secret).update(message).digest('base64');
  return Buffer.from(JSON.stringify({ ...fields, signature }), 'utf8').toString('base64');
}

const askedAbout = (uuid: string) => asked.filter((q) => q.get('transaction_uuid') === uuid);

async function expiry(server: TestServer, id: number): Promise<number> {
  const [row] = await server.server.ctx.db.select().from(devices).where(eq(devices.id, id));
  return row?.expirationTime?.getTime() ?? Number.NaN;
}

async function statusOf(server: TestServer, id: string): Promise<string | undefined> {
  const [row] = await server.server.ctx.db
    .select({ status: subscriptionPayments.status })
    .from(subscriptionPayments)
    .where(eq(subscriptionPayments.id, id));
  return row?.status;
}

async function checkout(server: TestServer, cookie: string, plan: number, deviceId: number): Promise<string> {
  const response = await call(server, '/api2/subscriptions/checkout', cookie, 'POST', {
    planId: plan,
    deviceIds: [deviceId],
    gateway: 'esewa',
  });
  expect(response.status).toBe(200);
  return (await json(response)).payment.id;
}

/** A server with eSewa pointed at the stand-in, an owner with a vehicle and a 12-month plan of 1500. */
async function esewaServer(overrides: Record<string, unknown> = {}) {
  const server = await startTestServer({
    esewaProductCode: PRODUCT,
    esewaSecretKey: SECRET,
    esewaStatusUrl: `http://127.0.0.1:${esewaPort}/api/epay/transaction/status/`,
    ...overrides,
  });
  await server.createUser({ email: 'owner@example.com' });
  await server.createUser({ email: 'admin@example.com', administrator: true });
  const signedOwner = await server.signIn('owner@example.com');
  const signedAdmin = await server.signIn('admin@example.com');
  const plan = await json(
    await call(server, '/api2/subscriptions/plans', signedAdmin.cookie, 'POST', {
      name: '1 year',
      months: 12,
      price: 1500,
    }),
  );
  const created = await call(server, '/api2/devices', signedOwner.cookie, 'POST', {
    name: 'eSewa truck',
    category: 'truck',
    uniqueId: `ESEWA-${Math.random()}`,
    phone: '9800000000',
    contact: '9800000001',
  });
  return {
    server,
    owner: signedOwner,
    admin: signedAdmin,
    planId: plan.id as number,
    vehicle: (await json(created)).id as number,
  };
}

beforeAll(async () => {
  esewa = createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://stand-in').searchParams;
    asked.push(query);
    const answer = answers.get(query.get('transaction_uuid') ?? '');
    if (typeof answer === 'number' || answer === undefined) {
      response.statusCode = answer ?? 404;
      response.end(JSON.stringify({ code: 0, error_message: 'Service is currently unavailable' }));
      return;
    }
    response.setHeader('Content-Type', 'application/json');
    // eSewa writes the amount as 1500.0: keep it so.
    response.end(JSON.stringify(answer).replace('"total_amount":1500', '"total_amount":1500.0'));
  });
  esewaPort = await listenOnAnyPort(esewa);
  ({ server: t, owner, admin, planId, vehicle } = await esewaServer());
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => esewa.close(resolve));
});

describe("eSewa's status check", () => {
  it('settles a genuine PENDING return with one status request, extends once and refuses the replay', async () => {
    const before = await expiry(t, vehicle);
    const id = await checkout(t, owner.cookie, planId, vehicle);
    answers.set(id, statusAnswer(id, 'COMPLETE'));
    const verified = await call(t, '/api2/subscriptions/verify', owner.cookie, 'POST', {
      data: signedReturn(id, 'PENDING'),
    });
    expect(verified.status).toBe(200);
    expect(await json(verified)).toMatchObject({ id, status: 'completed', reference: '0007ABC' });
    const [request] = askedAbout(id);
    expect(askedAbout(id)).toHaveLength(1);
    expect(Object.fromEntries(request ?? [])).toEqual({
      product_code: PRODUCT,
      total_amount: '1500',
      transaction_uuid: id,
    });
    const extended = await expiry(t, vehicle);
    expect(extended - before).toBeGreaterThan(11 * MONTH_MS);

    // The same payment again, even with a COMPLETE answer: nothing is asked and nothing extended.
    for (const data of [signedReturn(id, 'PENDING'), signedReturn(id, 'COMPLETE')]) {
      const again = await call(t, '/api2/subscriptions/verify', owner.cookie, 'POST', { data });
      expect(again.status).toBe(409);
      expect((await json(again)).error.code).toBe('payment_replayed');
    }
    expect(askedAbout(id)).toHaveLength(1);
    expect(await expiry(t, vehicle)).toBe(extended);
    const audit = await t.server.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment_status_checked')));
    expect(
      audit.map((row) => row.details).filter((d) => (d as { paymentId?: string }).paymentId === id),
    ).toEqual([
      { paymentId: id, gateway: 'esewa', trigger: 'return', outcome: 'completed', detail: 'COMPLETE' },
    ]);
  });

  it('fails the payment when eSewa reports it cancelled, and extends nothing', async () => {
    const before = await expiry(t, vehicle);
    const id = await checkout(t, owner.cookie, planId, vehicle);
    answers.set(id, statusAnswer(id, 'CANCELED'));
    const refused = await call(t, '/api2/subscriptions/verify', owner.cookie, 'POST', {
      data: signedReturn(id, 'PENDING'),
    });
    expect(refused.status).toBe(400);
    expect((await json(refused)).error).toMatchObject({ code: 'payment_not_complete' });
    expect(await statusOf(t, id)).toBe('failed');
    expect(askedAbout(id)).toHaveLength(1);
    expect(await expiry(t, vehicle)).toBe(before);
  });

  it('leaves the payment pending when eSewa cannot confirm it, until a later check does', async () => {
    const before = await expiry(t, vehicle);
    const id = await checkout(t, owner.cookie, planId, vehicle);
    for (const [answer, detail] of [
      [503, 'HTTP 503'],
      [statusAnswer(id, 'AMBIGUOUS'), 'AMBIGUOUS'],
      [statusAnswer(id, 'COMPLETE', { total_amount: 15.0 }), 'not about this transaction'],
      [statusAnswer(id, 'COMPLETE', { product_code: 'OTHER' }), 'not about this transaction'],
    ] as const) {
      answers.set(id, answer);
      const response = await call(t, '/api2/subscriptions/verify', owner.cookie, 'POST', {
        data: signedReturn(id, 'PENDING'),
      });
      expect(response.status).toBe(409);
      const { error } = await json(response);
      expect(error.code).toBe('payment_unconfirmed');
      expect(error.message).toContain(detail);
    }
    expect(askedAbout(id)).toHaveLength(4);
    expect(await statusOf(t, id)).toBe('pending');
    expect(await expiry(t, vehicle)).toBe(before);

    // The payer (or support) asks again from the history once eSewa knows.
    answers.set(id, statusAnswer(id, 'COMPLETE'));
    const checked = await call(t, `/api2/subscriptions/payments/${id}/check`, owner.cookie, 'POST');
    expect(checked.status).toBe(200);
    expect(await json(checked)).toMatchObject({ status: 'completed', renewals: [{ deviceId: vehicle }] });
    expect(askedAbout(id)).toHaveLength(5);
    // A settled payment is answered as it is, without asking again.
    expect((await call(t, `/api2/subscriptions/payments/${id}/check`, owner.cookie, 'POST')).status).toBe(
      200,
    );
    expect(askedAbout(id)).toHaveLength(5);
    expect(await expiry(t, vehicle)).toBeGreaterThan(before);
  });

  it('completes a payment eSewa reports complete even when the browser came back to the failure address', async () => {
    const before = await expiry(t, vehicle);
    const id = await checkout(t, owner.cookie, planId, vehicle);
    answers.set(id, statusAnswer(id, 'COMPLETE'));
    const response = await call(t, `/api2/subscriptions/payments/${id}/cancel`, owner.cookie, 'POST');
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      id,
      status: 'completed',
      renewals: [{ deviceId: vehicle }],
    });
    expect(askedAbout(id)).toHaveLength(1);
    expect(await expiry(t, vehicle)).toBeGreaterThan(before);

    const unpaid = await checkout(t, owner.cookie, planId, vehicle);
    answers.set(unpaid, statusAnswer(unpaid, 'NOT_FOUND'));
    const cancelled = await call(t, `/api2/subscriptions/payments/${unpaid}/cancel`, owner.cookie, 'POST');
    expect(cancelled.status).toBe(200);
    expect((await json(cancelled)).status).toBe('failed');
    expect(askedAbout(unpaid)).toHaveLength(1);
  });

  it('asks nothing for an answer that is not genuine, and lets no one else ask about a payment', async () => {
    const id = await checkout(t, owner.cookie, planId, vehicle);
    answers.set(id, statusAnswer(id, 'COMPLETE'));
    const forged = await call(t, '/api2/subscriptions/verify', owner.cookie, 'POST', {
      data: signedReturn(id, 'PENDING', 'not the merchant secret'),
    });
    expect(forged.status).toBe(400);
    expect((await json(forged)).error.code).toBe('payment_bad_signature');
    await t.createUser({ email: 'stranger@example.com' });
    const stranger = await t.signIn('stranger@example.com');
    const foreign = await call(t, '/api2/subscriptions/verify', stranger.cookie, 'POST', {
      data: signedReturn(id, 'PENDING'),
    });
    expect(foreign.status).toBe(404);
    expect((await call(t, `/api2/subscriptions/payments/${id}/check`, stranger.cookie, 'POST')).status).toBe(
      404,
    );
    expect(askedAbout(id)).toHaveLength(0);
    expect(await statusOf(t, id)).toBe('pending');
    // Support may ask on the payer's behalf.
    expect((await call(t, `/api2/subscriptions/payments/${id}/check`, admin.cookie, 'POST')).status).toBe(
      200,
    );
    expect(askedAbout(id)).toHaveLength(1);
  });

  it('asks once about each payment whose payer never came back, and settles it by the answer', async () => {
    const swept = await esewaServer({ paymentCheckAfterMs: 200 });
    try {
      const before = await expiry(swept.server, swept.vehicle);
      const paid = await checkout(swept.server, swept.owner.cookie, swept.planId, swept.vehicle);
      const waiting = await checkout(swept.server, swept.owner.cookie, swept.planId, swept.vehicle);
      answers.set(paid, statusAnswer(paid, 'COMPLETE'));
      answers.set(waiting, statusAnswer(waiting, 'PENDING'));
      await expect.poll(() => statusOf(swept.server, paid)).toBe('completed');
      await expect.poll(() => askedAbout(waiting).length).toBe(1);
      expect(await expiry(swept.server, swept.vehicle)).toBeGreaterThan(before);
      // Later sweeps run (a newer abandoned payment is asked about) but ask nothing again.
      const later = await checkout(swept.server, swept.owner.cookie, swept.planId, swept.vehicle);
      answers.set(later, statusAnswer(later, 'CANCELED'));
      await expect.poll(() => statusOf(swept.server, later)).toBe('failed');
      await expect.poll(() => askedAbout(later).length).toBe(1);
      expect(askedAbout(paid)).toHaveLength(1);
      expect(askedAbout(waiting)).toHaveLength(1);
      expect(await statusOf(swept.server, waiting)).toBe('pending');
    } finally {
      await swept.server.close();
    }
  });
});
