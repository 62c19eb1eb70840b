import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';

// The sdk-core calls of subscriptions, tickets, installed devices and vehicle states against the real
// server: every answer must pass the client's wire schema.

type Signed = Awaited<ReturnType<TestServer['signIn']>>;
let t: TestServer;
let owner: Signed;
let admin: Signed;
let vehicleId: number;

beforeAll(async () => {
  t = await startTestServer({ paymentSandbox: true });
  await t.createUser({ email: 'owner@example.com' });
  await t.createUser({ email: 'admin@example.com', administrator: true });
  owner = await t.signIn('owner@example.com');
  admin = await t.signIn('admin@example.com');
  vehicleId = (
    await owner.client.vehicles.create({
      name: 'Client truck',
      category: 'truck',
      uniqueId: 'CLIENT-1',
      phone: '9800000000',
      contact: '9800000001',
    })
  ).id;
});
afterAll(() => t.close());

describe('sdk-core business calls', () => {
  it('renews a vehicle through the sandbox with the subscription calls', async () => {
    const plan = await admin.client.subscriptions.createPlan({ name: '6 months', months: 6, price: 800 });
    expect(await owner.client.subscriptions.plans()).toEqual([plan]);
    expect(await owner.client.subscriptions.gateways()).toEqual([
      { id: 'sandbox', name: 'Sandbox (no real payment)' },
    ]);
    const [before] = await owner.client.subscriptions.list();
    expect(before).toMatchObject({ deviceId: vehicleId, state: 'active' });

    const { payment, redirect } = await owner.client.subscriptions.checkout({
      planId: plan.id,
      deviceIds: [vehicleId],
      gateway: 'sandbox',
    });
    expect(payment).toMatchObject({ status: 'pending', amount: 800, renewals: [] });
    const done = await t.fetch('/api2/payments/sandbox/complete', {
      method: 'POST',
      body: new URLSearchParams({ ...redirect.fields, decision: 'pay' }),
      redirect: 'manual',
    });
    const data = new URL(done.headers.get('location') ?? '').searchParams.get('data') ?? '';
    const verified = await owner.client.subscriptions.verify(data);
    expect(verified.renewals).toEqual([
      expect.objectContaining({ deviceId: vehicleId, previousExpiration: before?.expirationTime }),
    ]);
    expect((await owner.client.subscriptions.history())[0]?.id).toBe(payment.id);
    expect((await owner.client.subscriptions.payment(payment.id)).status).toBe('completed');

    const second = await owner.client.subscriptions.checkout({
      planId: plan.id,
      deviceIds: [vehicleId],
      gateway: 'sandbox',
    });
    expect((await owner.client.subscriptions.cancel(second.payment.id)).status).toBe('failed');
    await admin.client.subscriptions.withdrawPlan(plan.id);
    expect(await owner.client.subscriptions.plans()).toEqual([]);
    expect((await admin.client.subscriptions.plans(true))[0]).toMatchObject({ active: false });
  });

  it('opens and answers a ticket with the ticket calls', async () => {
    const ticket = await owner.client.tickets.open({
      subject: 'No data',
      category: 'technical',
      deviceId: vehicleId,
      description: 'The truck shows no data.',
    });
    const answer = await admin.client.tickets.reply(ticket.id, 'We are looking into it.');
    expect(answer.fromSupport).toBe(true);
    expect((await owner.client.tickets.get(ticket.id)).messages).toEqual([answer]);
    expect((await owner.client.tickets.list({ status: 'pending' })).map((x) => x.id)).toEqual([ticket.id]);
    expect((await owner.client.tickets.setStatus(ticket.id, 'closed')).status).toBe('closed');
  });

  it('reads the inventory, vehicle states and driver performance', async () => {
    const [unit] = await owner.client.installedDevices.list('CLIENT');
    expect(unit).toMatchObject({ deviceId: vehicleId, imei: 'CLIENT-1' });
    const updated = await owner.client.installedDevices.update(vehicleId, { installer: 'Ram' });
    expect(updated.installer).toBe('Ram');
    expect((await owner.client.installedDevices.get(vehicleId)).installer).toBe('Ram');
    const csv = await (await owner.client.installedDevices.exportCsv()).text();
    expect(csv.split('\r\n')[1]).toContain('CLIENT-1');
    const to = new Date();
    const [states] = await owner.client.vehicleStates.list({
      from: new Date(to.getTime() - 3_600_000),
      to,
      deviceIds: [vehicleId],
    });
    expect(states).toMatchObject({ deviceId: vehicleId, moving: 0, offline: 3_600_000 });
    const driver = await owner.client.drivers.create({ name: 'Client driver', uniqueId: 'CLIENT-DRV' });
    const scores = await owner.client.driverPerformance.list({
      from: new Date(to.getTime() - 3_600_000),
      to,
      timeZone: 'Asia/Kathmandu',
    });
    expect(scores).toEqual([expect.objectContaining({ driverId: driver.id, score: null, distance: 0 })]);
    const settings = await owner.client.notificationSettings.update({ email: ['alarm'] });
    expect(settings.channels.email).toEqual(['alarm']);
    expect((await owner.client.notificationSettings.get()).channels.push).toEqual([]);
    const { publicKey } = await owner.client.notificationSettings.pushKey();
    expect(publicKey).toMatch(/^[\w-]{87}$/);
    const { token } = await owner.client.notificationSettings.subscribePush({
      endpoint: 'https://push.example.net/x',
      keys: { p256dh: publicKey, auth: 'BTBZMqHH6r4Tts7J_aSIgg' },
    });
    await owner.client.notificationSettings.unsubscribePush(token);
  });
});
