import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, outbox, pushSubscriptions } from '../../db/schema';
import { json, listenOnAnyPort, startTestServer, type TestServer } from '../../test/harness';
import { pushBrowser } from '../../test/pushBrowser';

type Signed = Awaited<ReturnType<TestServer['signIn']>>;
let t: TestServer;
let osmandPort: number;
let owner: Signed;
let other: Signed;
let reader: Signed;
let pushService: Server;
let pushPort: number;
let truckId: number;
const pushed: { url: string; headers: IncomingHttpHeaders; body: Buffer }[] = [];

const call = (path: string, cookie: string, method = 'GET', body?: unknown) =>
  t.fetch(path, {
    method,
    cookie,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
  });

async function report(uniqueId: string, second: number, ignition: boolean) {
  const response = await fetch(
    `http://127.0.0.1:${osmandPort}/?id=${uniqueId}&lat=27.7172&lon=85.324&timestamp=${second}&ignition=${ignition}`,
  );
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  // A push service on this machine: it records what it receives, and has forgotten `/gone`.
  pushService = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      pushed.push({ url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = request.url === '/gone' ? 410 : 201;
      response.end();
    });
  });
  pushPort = await listenOnAnyPort(pushService);
  t = await startTestServer(
    { webPushSubject: 'mailto:ops@example.com', documentReminderIntervalMs: 100 },
    { devices: ['osmand'] },
  );
  osmandPort = t.port('osmand');
  await t.createUser({ email: 'owner@example.com' });
  await t.createUser({ email: 'other@example.com' });
  await t.createUser({ email: 'reader@example.com', readonly: true });
  owner = await t.signIn('owner@example.com');
  other = await t.signIn('other@example.com');
  reader = await t.signIn('reader@example.com');
  truckId = (await owner.client.devices.create({ name: 'Notified truck', uniqueId: 'NOTIFY-1' })).id;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => pushService.close(resolve));
});

describe('notification settings', () => {
  it('starts with every event in the web app and none by push or e-mail, and saves choices', async () => {
    const initial = await json(await call('/api2/notifications/settings', owner.cookie));
    expect(initial.channels.push).toEqual([]);
    expect(initial.channels.email).toEqual([]);
    expect(initial.channels.web).toEqual(initial.eventTypes);
    expect(initial.eventTypes).toContain('documentExpiry');
    const saved = await call('/api2/notifications/settings', owner.cookie, 'PUT', {
      channels: { push: ['ignitionOn'], email: ['ignitionOn', 'geofenceEnter'] },
    });
    expect((await json(saved)).channels).toMatchObject({
      push: ['ignitionOn'],
      email: ['ignitionOn', 'geofenceEnter'],
    });
    const again = await json(await call('/api2/notifications/settings', owner.cookie));
    expect(again.channels.email).toEqual(['ignitionOn', 'geofenceEnter']);
    expect(again.channels.web).toEqual(initial.eventTypes);
    const bad = await call('/api2/notifications/settings', owner.cookie, 'PUT', {
      channels: { push: ['party'] },
    });
    expect(bad.status).toBe(400);
    const readOnly = await call('/api2/notifications/settings', reader.cookie, 'PUT', {
      channels: { push: [] },
    });
    expect(readOnly.status).toBe(403);
  });

  it('keeps browser subscriptions in notificationTokens and removes them on request', async () => {
    const { publicKey } = await json(await call('/api2/notifications/push/key', owner.cookie));
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const gone = await call('/api2/notifications/push/subscriptions', owner.cookie, 'POST', {
      endpoint: `http://127.0.0.1:${pushPort}/gone`,
      keys: pushBrowser().keys,
    });
    const { token } = await json(gone);
    const session = await json(await call('/api/session', owner.cookie));
    expect(session.attributes.notificationTokens.split(',')).toContain(token);
    expect(
      (await call(`/api2/notifications/push/subscriptions/${token}`, other.cookie, 'DELETE')).status,
    ).toBe(404);
    const readOnly = await call('/api2/notifications/push/subscriptions', reader.cookie, 'POST', {
      endpoint: `http://127.0.0.1:${pushPort}/r`,
      keys: pushBrowser().keys,
    });
    expect(readOnly.status).toBe(403);
  });

  it("keeps a browser subscription its owner's when another user registers the same endpoint", async () => {
    const endpoint = `http://127.0.0.1:${pushPort}/taken`;
    const ownersKeys = pushBrowser().keys;
    const { token } = await json(
      await call('/api2/notifications/push/subscriptions', owner.cookie, 'POST', {
        endpoint,
        keys: ownersKeys,
      }),
    );
    const taken = await call('/api2/notifications/push/subscriptions', other.cookie, 'POST', {
      endpoint,
      keys: pushBrowser().keys,
    });
    expect(taken.status).toBe(200);
    const othersToken = (await json(taken)).token;
    expect(othersToken).not.toBe(token);
    const [row] = await t.server.ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.token, token));
    expect(row).toMatchObject({ endpoint, p256dh: ownersKeys.p256dh, auth: ownersKeys.auth });
    expect(
      (await call(`/api2/notifications/push/subscriptions/${token}`, other.cookie, 'DELETE')).status,
    ).toBe(404);
    expect(
      (await call(`/api2/notifications/push/subscriptions/${token}`, owner.cookie, 'DELETE')).status,
    ).toBe(204);
    expect(
      (await call(`/api2/notifications/push/subscriptions/${othersToken}`, other.cookie, 'DELETE')).status,
    ).toBe(204);
  });

  it('sends a chosen event by Web Push (VAPID, aes128gcm) and e-mail to the vehicle’s user only', async () => {
    const phone = pushBrowser();
    const subscribed = await call('/api2/notifications/push/subscriptions', owner.cookie, 'POST', {
      endpoint: `http://127.0.0.1:${pushPort}/browser-1`,
      keys: phone.keys,
    });
    expect(subscribed.status).toBe(200);
    // The other user chose the same event but does not see the truck.
    await call('/api2/notifications/settings', other.cookie, 'PUT', { channels: { email: ['ignitionOn'] } });

    const second = Math.floor(Date.now() / 1000) - 120;
    await report('NOTIFY-1', second, false);
    await report('NOTIFY-1', second + 10, true);
    await expect
      .poll(() => pushed.map((p) => p.url), { message: 'the push to the browser' })
      .toContain('/browser-1');
    const delivery = pushed.find((p) => p.url === '/browser-1');
    expect(delivery?.headers['content-encoding']).toBe('aes128gcm');
    expect(delivery?.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(phone.decrypt(delivery?.body ?? Buffer.alloc(0))).toMatchObject({
      title: 'Ignition On: Notified truck',
      type: 'ignitionOn',
    });

    const mails = async () =>
      t.server.ctx.db.select().from(outbox).where(eq(outbox.subject, 'Ignition On: Notified truck'));
    await expect.poll(mails, { message: 'the notification e-mail in the outbox' }).not.toEqual([]);
    expect((await mails()).map((m) => m.recipient)).toEqual(['owner@example.com']);

    // The push service said the first subscription is gone: it is forgotten.
    await expect
      .poll(() => pushed.map((p) => p.url), { message: 'the push to the subscription that is gone' })
      .toContain('/gone');
    const goneRows = () =>
      t.server.ctx.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, `http://127.0.0.1:${pushPort}/gone`));
    await expect.poll(goneRows, { message: 'the subscription that is gone forgotten' }).toEqual([]);
    const kept = await t.server.ctx.db.select().from(pushSubscriptions);
    expect(kept.map((k) => k.endpoint)).toEqual([`http://127.0.0.1:${pushPort}/browser-1`]);
  });

  it('turns expiring and expired vehicle documents into documentExpiry events, once each', async () => {
    await call('/api2/notifications/settings', owner.cookie, 'PUT', {
      channels: { email: ['documentExpiry'] },
    });
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const insurance = await owner.client.documents.create({
      documentOf: 'vehicle',
      entityId: truckId,
      documentType: 'insurance',
      expiryDate: day(5),
    });
    // Subjects and texts are sdk-core's formatEvent, as the portal shows the event.
    const expiring = async () =>
      (
        await t.server.ctx.db
          .select()
          .from(outbox)
          .where(eq(outbox.subject, 'Document Expiring: Notified truck'))
      ).filter((m) => m.body.includes(`Insurance expires on ${day(5)}`));
    await expect.poll(expiring, { message: 'the reminder of the expiring insurance' }).not.toEqual([]);
    await owner.client.documents.create({
      documentOf: 'vehicle',
      entityId: truckId,
      documentType: 'pollution',
      expiryDate: day(-2),
    });
    const expired = async () =>
      (
        await t.server.ctx.db
          .select()
          .from(outbox)
          .where(eq(outbox.subject, 'Document Expired: Notified truck'))
      ).filter((m) => m.body.includes(`Pollution expired on ${day(-2)}`));
    await expect
      .poll(expired, { message: 'the reminder of the expired pollution certificate' })
      .not.toEqual([]);
    // Later runs saw the insurance again and made nothing new.
    const reminders = await t.server.ctx.db.select().from(events).where(eq(events.type, 'documentExpiry'));
    expect(reminders.filter((e) => e.attributes.documentId === insurance.$id)).toHaveLength(1);
    expect(await expiring()).toHaveLength(1);
    expect(reminders.every((e) => e.deviceId === truckId)).toBe(true);
  });
});
