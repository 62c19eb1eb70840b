import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { auditLog, devices } from '../../db/schema';
import { errorMessage, json, startTestServer, type TestServer } from '../../test/harness';

type Signed = Awaited<ReturnType<TestServer['signIn']>>;
let t: TestServer;
let owner: Signed;
let other: Signed;
let reader: Signed;
let admin: Signed;
let truck: number;
let bus: number;
let othersCar: number;
let planId: number;
let osmandPort: number;

const call = (path: string, cookie: string, method = 'GET', body?: unknown) =>
  t.fetch(path, {
    method,
    cookie,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
  });

async function expiryOf(id: number): Promise<number> {
  const [row] = await t.server.ctx.db.select().from(devices).where(eq(devices.id, id));
  return row?.expirationTime?.getTime() ?? Number.NaN;
}

async function addVehicle(cookie: string, uniqueId: string): Promise<number> {
  const response = await call('/api2/devices', cookie, 'POST', {
    name: `Vehicle ${uniqueId}`,
    category: 'truck',
    uniqueId,
    phone: '9800000000',
    contact: '9800000001',
  });
  expect(response.status).toBe(200);
  return (await json(response)).id;
}

async function checkout(deviceIds: number[], cookie = owner.cookie, gateway = 'sandbox') {
  const response = await call('/api2/subscriptions/checkout', cookie, 'POST', { planId, deviceIds, gateway });
  return { response, body: await json(response) };
}

/** Posts the checkout form to the sandbox, presses Pay (or Cancel), and returns where it sends the browser. */
async function payInSandbox(fields: Record<string, string>, decision: 'pay' | 'cancel' = 'pay') {
  const page = await t.fetch('/api2/payments/sandbox/form', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Payment sandbox');
  const done = await t.fetch('/api2/payments/sandbox/complete', {
    method: 'POST',
    body: new URLSearchParams({ ...fields, decision }),
    redirect: 'manual',
  });
  expect(done.status).toBe(303);
  return new URL(done.headers.get('location') ?? '');
}

const verify = (data: string, cookie = owner.cookie) =>
  call('/api2/subscriptions/verify', cookie, 'POST', { data });

const decode = (data: string) => JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
const encode = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

const refusals = async () =>
  (await t.server.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'payment_refused'))).map(
    (r) => r.details,
  );

beforeAll(async () => {
  t = await startTestServer(
    { paymentSandbox: true, esewaProductCode: 'EPAYTEST', esewaSecretKey: '8gBm/:&EnhH.1/q' },
    { devices: ['osmand'] },
  );
  osmandPort = t.port('osmand');
  await t.createUser({ email: 'owner@example.com' });
  await t.createUser({ email: 'other@example.com' });
  await t.createUser({ email: 'admin@example.com', administrator: true });
  const readerRow = await t.createUser({ email: 'reader@example.com', readonly: true });
  [owner, other, reader, admin] = (await Promise.all(
    ['owner', 'other', 'reader', 'admin'].map((n) => t.signIn(`${n}@example.com`)),
  )) as [Signed, Signed, Signed, Signed];
  truck = await addVehicle(owner.cookie, 'SUB-TRUCK');
  bus = await addVehicle(owner.cookie, 'SUB-BUS');
  othersCar = await addVehicle(other.cookie, 'SUB-OTHER');
  const link = await call('/api/permissions', admin.cookie, 'POST', {
    userId: readerRow.id,
    deviceId: truck,
  });
  expect(link.status).toBeLessThan(300);
});
afterAll(() => t.close());

describe('plans', () => {
  it('lets administrators offer plans and everyone read the active ones', async () => {
    const refused = await call('/api2/subscriptions/plans', owner.cookie, 'POST', {
      name: 'x',
      months: 1,
      price: 1,
    });
    expect(refused.status).toBe(403);
    const created = await call('/api2/subscriptions/plans', admin.cookie, 'POST', {
      name: '1 year',
      months: 12,
      price: 1500,
    });
    expect(created.status).toBe(200);
    const plan = await json(created);
    expect(plan).toMatchObject({ name: '1 year', months: 12, price: 1500, currency: 'NPR', active: true });
    planId = plan.id;
    const old = await json(
      await call('/api2/subscriptions/plans', admin.cookie, 'POST', { name: 'Old', months: 6, price: 900.5 }),
    );
    expect((await call(`/api2/subscriptions/plans/${old.id}`, admin.cookie, 'DELETE')).status).toBe(204);
    const listed = await json(await call('/api2/subscriptions/plans', owner.cookie));
    expect(listed.map((p: { id: number }) => p.id)).toEqual([planId]);
    expect((await call('/api2/subscriptions/plans?all=true', owner.cookie)).status).toBe(403);
    const bad = await call('/api2/subscriptions/plans', admin.cookie, 'POST', {
      name: 'x',
      months: 0,
      price: 1,
    });
    expect(bad.status).toBe(400);
  });

  it('lists the gateways of the server', async () => {
    const gateways = await json(await call('/api2/subscriptions/gateways', owner.cookie));
    expect(gateways.map((g: { id: string }) => g.id).sort()).toEqual(['esewa', 'sandbox']);
  });
});

describe('renewal through the sandbox gateway', () => {
  it('lists the subscription state of each vehicle the user sees', async () => {
    const list = await json(await call('/api2/subscriptions', owner.cookie));
    expect(list.map((s: { deviceId: number }) => s.deviceId).sort()).toEqual([truck, bus].sort());
    expect(list[0]).toMatchObject({ state: 'active' });
    const others = await json(await call('/api2/subscriptions', other.cookie));
    expect(others.map((s: { deviceId: number }) => s.deviceId)).toEqual([othersCar]);
  });

  it('refuses a checkout for another user’s vehicle, from a read-only user, or without vehicles', async () => {
    expect((await checkout([truck, othersCar])).response.status).toBe(404);
    expect((await checkout([truck], reader.cookie)).response.status).toBe(403);
    expect((await checkout([])).response.status).toBe(400);
    expect((await checkout([truck], owner.cookie, 'paypal')).response.status).toBe(400);
  });

  it('extends each chosen vehicle exactly once by the plan period, and a replay extends nothing', async () => {
    const before = { truck: await expiryOf(truck), bus: await expiryOf(bus) };
    const { response, body } = await checkout([truck, bus, truck]);
    expect(response.status).toBe(200);
    expect(body.payment).toMatchObject({ status: 'pending', amount: 3000, deviceIds: [truck, bus] });
    expect(body.redirect).toMatchObject({ url: '/api2/payments/sandbox/form', method: 'POST' });
    expect(body.redirect.fields).toMatchObject({
      total_amount: '3000',
      transaction_uuid: body.payment.id,
      product_code: 'FLEETKIT-SANDBOX',
      signed_field_names: 'total_amount,transaction_uuid,product_code',
      success_url: `${t.url}/dashboard/subscription/verify`,
    });

    const back = await payInSandbox(body.redirect.fields);
    expect(back.pathname).toBe('/dashboard/subscription/verify');
    const data = back.searchParams.get('data') ?? '';
    const verified = await verify(data);
    expect(verified.status).toBe(200);
    const payment = await json(verified);
    expect(payment).toMatchObject({ id: body.payment.id, status: 'completed', amount: 3000 });
    expect(payment.reference).toMatch(/^[0-9A-F]{7}$/);
    expect(payment.renewals).toHaveLength(2);

    const addYear = (ms: number) => {
      const d = new Date(ms);
      d.setUTCFullYear(d.getUTCFullYear() + 1);
      return d.getTime();
    };
    expect(await expiryOf(truck)).toBe(addYear(before.truck));
    expect(await expiryOf(bus)).toBe(addYear(before.bus));

    const replay = await verify(data);
    expect(replay.status).toBe(409);
    expect((await json(replay)).error.code).toBe('payment_replayed');
    expect(await expiryOf(truck)).toBe(addYear(before.truck));
    expect(await expiryOf(bus)).toBe(addYear(before.bus));
    expect(await refusals()).toContainEqual(
      expect.objectContaining({ reason: 'replayed', transactionUuid: body.payment.id }),
    );

    const history = await json(await call('/api2/subscriptions/history', owner.cookie));
    expect(history[0]).toMatchObject({ id: body.payment.id, status: 'completed' });
    expect(history[0].renewals.map((r: { deviceId: number }) => r.deviceId).sort()).toEqual(
      [truck, bus].sort(),
    );
    expect(await json(await call('/api2/subscriptions/history', other.cookie))).toEqual([]);
    const all = await json(await call('/api2/subscriptions/history', admin.cookie));
    expect(all.map((p: { id: string }) => p.id)).toContain(body.payment.id);
    expect((await call(`/api2/subscriptions/history?userId=1`, other.cookie)).status).toBe(403);
  });

  it('extends nothing when two verifications of one payment race', async () => {
    const before = await expiryOf(bus);
    const { body } = await checkout([bus]);
    const data = (await payInSandbox(body.redirect.fields)).searchParams.get('data') ?? '';
    const statuses = (await Promise.all([verify(data), verify(data), verify(data)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 409, 409]);
    const expected = new Date(before);
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect(await expiryOf(bus)).toBe(expected.getTime());
  });

  it('refuses a tampered answer, logs it, and leaves the payment pending', async () => {
    const before = await expiryOf(truck);
    const { body } = await checkout([truck]);
    const data = (await payInSandbox(body.redirect.fields)).searchParams.get('data') ?? '';
    const answer = decode(data);

    const cheaper = await verify(encode({ ...answer, total_amount: '1' }));
    expect(cheaper.status).toBe(400);
    expect((await json(cheaper)).error.code).toBe('payment_bad_signature');
    const forged = {
      ...answer,
      signature: createHmac('sha256', 'a guessed key').update('anything').digest('base64'),
    };
    expect((await verify(encode(forged))).status).toBe(400);
    expect((await verify('%%%not-base64')).status).toBe(400);
    expect(await expiryOf(truck)).toBe(before);
    const payment = await json(await call(`/api2/subscriptions/payments/${body.payment.id}`, owner.cookie));
    expect(payment.status).toBe('pending');
    expect(await refusals()).toContainEqual(
      expect.objectContaining({ reason: 'bad_signature', transactionUuid: body.payment.id }),
    );

    // Another user cannot use the genuine answer either; the owner still can.
    expect((await verify(data, other.cookie)).status).toBe(404);
    expect((await verify(data)).status).toBe(200);
    expect(await expiryOf(truck)).toBeGreaterThan(before);
  });

  it('refuses a payment form changed before it reached the sandbox', async () => {
    const { body } = await checkout([truck]);
    const page = await t.fetch('/api2/payments/sandbox/form', {
      method: 'POST',
      body: new URLSearchParams({ ...body.redirect.fields, total_amount: '1' }),
    });
    expect(page.status).toBe(400);
    const away = await t.fetch('/api2/payments/sandbox/form', {
      method: 'POST',
      body: new URLSearchParams({ ...body.redirect.fields, success_url: 'https://evil.example/' }),
    });
    expect(away.status).toBe(400);
  });

  it('marks a cancelled payment failed; its answer then extends nothing', async () => {
    const before = await expiryOf(truck);
    const { body } = await checkout([truck]);
    const failed = await payInSandbox(body.redirect.fields, 'cancel');
    expect(failed.searchParams.get('failed')).toBe(body.payment.id);
    const data = (await payInSandbox(body.redirect.fields)).searchParams.get('data') ?? '';
    expect(
      (await call(`/api2/subscriptions/payments/${body.payment.id}/cancel`, other.cookie, 'POST')).status,
    ).toBe(404);
    const cancelled = await call(
      `/api2/subscriptions/payments/${body.payment.id}/cancel`,
      owner.cookie,
      'POST',
    );
    expect((await json(cancelled)).status).toBe('failed');
    const late = await verify(data);
    expect(late.status).toBe(409);
    expect((await json(late)).error.code).toBe('payment_not_pending');
    expect(await expiryOf(truck)).toBe(before);
  });
});

describe('renewal through eSewa', () => {
  const secret = '8gBm/:&EnhH.1/q';
  const signAnswer = (fields: Record<string, string | number>, writtenAmount: string) => {
    const names = 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names';
    const all: Record<string, string | number> = { ...fields, signed_field_names: names };
    const message = names
      .split(',')
      .map((n) => `${n}=${n === 'total_amount' ? writtenAmount : all[n]}`)
      .join(',');
    const signature = createHmac('sha256', secret).update(message).digest('base64');
    // eSewa writes the amount as a JSON number (`1500.0`): keep it as written.
    const text = JSON.stringify({ ...all, signature }).replace(
      JSON.stringify(String(all.total_amount)),
      writtenAmount,
    );
    return Buffer.from(text).toString('base64');
  };

  it('posts a signed form to eSewa and verifies its signed answer once', async () => {
    const before = await expiryOf(bus);
    const { body } = await checkout([bus], owner.cookie, 'esewa');
    expect(body.redirect.url).toBe('https://rc-epay.esewa.com.np/api/epay/main/v2/form');
    const fields = body.redirect.fields;
    const message = `total_amount=${fields.total_amount},transaction_uuid=${fields.transaction_uuid},product_code=EPAYTEST`;
    expect(fields.signature).toBe(createHmac('sha256', secret).update(message).digest('base64'));

    const answer = {
      transaction_code: '000AWEO',
      status: 'COMPLETE',
      total_amount: 'AMOUNT',
      transaction_uuid: fields.transaction_uuid,
      product_code: 'EPAYTEST',
    };
    const data = signAnswer(answer, '1500.0');
    const verified = await verify(data);
    expect(verified.status).toBe(200);
    expect(await json(verified)).toMatchObject({
      status: 'completed',
      reference: '000AWEO',
      gateway: 'esewa',
    });
    const expected = new Date(before);
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect(await expiryOf(bus)).toBe(expected.getTime());
    expect((await verify(data)).status).toBe(409);
    expect(await expiryOf(bus)).toBe(expected.getTime());
  });

  it('refuses an eSewa answer for less than the amount asked', async () => {
    const before = await expiryOf(bus);
    const { body } = await checkout([bus], owner.cookie, 'esewa');
    const answer = {
      transaction_code: '000AWEP',
      status: 'COMPLETE',
      total_amount: 'AMOUNT',
      transaction_uuid: body.redirect.fields.transaction_uuid,
      product_code: 'EPAYTEST',
    };
    const short = await verify(signAnswer(answer, '15.0'));
    expect(short.status).toBe(400);
    expect((await json(short)).error.code).toBe('payment_amount_mismatch');
    expect(await expiryOf(bus)).toBe(before);
  });
});

describe('an expired vehicle', () => {
  let expired: number;
  let fixSecond = Math.floor(Date.now() / 1000) - 600;
  const report = async (uniqueId: string) => {
    fixSecond += 5;
    const response = await fetch(
      `http://127.0.0.1:${osmandPort}/?id=${uniqueId}&lat=27.7172&lon=85.324&timestamp=${fixSecond}&ignition=true`,
    );
    expect(response.status).toBe(200);
  };
  const listen = async (cookie: string) => {
    const socket = new WebSocket(`${t.url.replace('http', 'ws')}/api/socket`, {
      headers: { Cookie: cookie },
    });
    const seen: number[][] = [];
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { positions?: { deviceId: number }[] };
      if (message.positions) seen.push(message.positions.map((p) => p.deviceId));
    });
    await new Promise((resolve) => socket.once('open', resolve));
    return {
      seen,
      async until(deviceId: number) {
        await expect
          .poll(() => seen.flat(), { message: `a position of vehicle ${deviceId} on the socket` })
          .toContain(deviceId);
      },
      close: () => socket.close(4000),
    };
  };
  const latestIds = async (cookie: string) =>
    (await json(await call('/api/positions', cookie))).map((p: { deviceId: number }) => p.deviceId);

  it('is listed but not tracked for its owner until renewed; its positions are still stored', async () => {
    expired = await addVehicle(owner.cookie, 'SUB-EXPIRED');
    await report('SUB-EXPIRED');
    await report('SUB-TRUCK');
    const vehicle = await json(await call(`/api/devices?id=${expired}`, admin.cookie));
    const past = new Date(Date.now() - 86_400_000).toISOString();
    const edited = await call(`/api2/devices/${expired}`, admin.cookie, 'PUT', {
      ...vehicle[0],
      phone: '9800000000',
      contact: '9800000001',
      category: 'truck',
      expirationTime: past,
    });
    expect(edited.status).toBe(200);

    expect(await latestIds(owner.cookie)).not.toContain(expired);
    expect(await latestIds(owner.cookie)).toContain(truck);
    expect(await latestIds(admin.cookie)).toContain(expired);
    const listed = await json(await call('/api2/devices', owner.cookie));
    expect(listed.find((d: { id: number }) => d.id === expired)).toMatchObject({ position: null });
    const range = `from=${encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString())}&to=${encodeURIComponent(new Date().toISOString())}`;
    const history = await call(`/api/positions?deviceId=${expired}&${range}`, owner.cookie);
    expect(history.status).toBe(403);
    expect(await errorMessage(history)).toBe(
      'Subscription Expired - Please renew your subscription to track the vehicle.',
    );

    const ownerLive = await listen(owner.cookie);
    const adminLive = await listen(admin.cookie);
    try {
      await report('SUB-EXPIRED');
      await adminLive.until(expired);
      await report('SUB-TRUCK');
      await ownerLive.until(truck);
      expect(ownerLive.seen.flat()).not.toContain(expired);
      const stored = await call(`/api/positions?deviceId=${expired}&${range}`, admin.cookie);
      expect((await json(stored)).length).toBe(2);

      const { body } = await checkout([expired]);
      const data = (await payInSandbox(body.redirect.fields)).searchParams.get('data') ?? '';
      expect((await verify(data)).status).toBe(200);
      expect(await expiryOf(expired)).toBeGreaterThan(Date.now() + 300 * 86_400_000);
      expect(await latestIds(owner.cookie)).toContain(expired);
      expect((await call(`/api/positions?deviceId=${expired}&${range}`, owner.cookie)).status).toBe(200);
      await report('SUB-EXPIRED');
      await ownerLive.until(expired);
    } finally {
      ownerLive.close();
      adminLive.close();
    }
  });
});
