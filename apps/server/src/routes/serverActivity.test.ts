import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, startTestServer, type TestServer } from '../test/harness';

type Signed = Awaited<ReturnType<TestServer['signIn']>>;
let t: TestServer;
let osmandPort: number;
let admin: Signed;
let owner: Signed;
let ownerId: number;
let adminId: number;
let truck: number;
const started = new Date();

/** The report time of the next fix: ten seconds after the last, so each one is the truck's latest. */
let seconds = Math.floor(Date.now() / 1000) - 600;

/** A fix of the truck, at this speed (km/h). */
async function report(kmh: number) {
  seconds += 10;
  const response = await fetch(
    `http://127.0.0.1:${osmandPort}/?id=STAT-1&lat=27.7172&lon=85.324&timestamp=${seconds}&speed=${kmh / 1.852}`,
  );
  expect(response.status).toBe(200);
}

const range = () => {
  const to = new Date(Date.now() + 60_000);
  return `from=${encodeURIComponent(new Date(started.getTime() - 60_000).toISOString())}&to=${encodeURIComponent(to.toISOString())}`;
};

const sendEngine = (type: string) =>
  t.fetch('/api/commands/send', {
    method: 'POST',
    cookie: owner.cookie,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ deviceId: truck, type, attributes: {} }),
  });

beforeAll(async () => {
  t = await startTestServer({}, { devices: ['osmand'] });
  osmandPort = t.port('osmand');
  adminId = (await t.createUser({ email: 'admin@example.com', administrator: true })).id;
  ownerId = (await t.createUser({ email: 'owner@example.com' })).id;
  admin = await t.signIn('admin@example.com');
  owner = await t.signIn('owner@example.com');
  truck = (await owner.client.devices.create({ name: 'Stats truck', uniqueId: 'STAT-1' })).id;
  await report(0);
  await report(0);
  // An engine stop while parked is queued (the tracker holds no connection that takes commands).
  expect((await sendEngine('engineStop')).status).toBe(202);
  // Moving fast, the next one is refused for safety and audited as such.
  await report(90);
  await vi.waitFor(
    async () => {
      const [latest] = await owner.client.positions.list({ deviceId: truck });
      if (!latest || latest.speed < 40) throw new Error('the moving fix is not the latest yet');
    },
    { timeout: 10_000 },
  );
  expect((await sendEngine('engineStop')).status).toBe(409);
  // One mail through the server's notifier (the outbox, as no transport is set).
  expect(
    (await t.fetch('/api/notifications/test/mail', { method: 'POST', cookie: owner.cookie })).status,
  ).toBe(204);
});
afterAll(() => t.close());

describe('GET /api/statistics', () => {
  it("counts today's sign-ins, reporting devices, stored positions per protocol and mail", async () => {
    const response = await t.fetch(`/api/statistics?${range()}`, { cookie: admin.cookie });
    expect(response.status).toBe(200);
    const days = await json(response);
    const today = new Date(Date.UTC(started.getUTCFullYear(), started.getUTCMonth(), started.getUTCDate()));
    // A run across midnight UTC splits the figures over two days; they are summed here.
    const sum = (key: string) =>
      days.reduce((total: number, day: Record<string, number>) => total + (day[key] ?? 0), 0);
    expect(days[0]).toMatchObject({
      id: expect.any(Number),
      captureTime: today.toISOString(),
      geolocationRequests: 0,
      smsSent: 0,
      attributes: {},
    });
    expect(sum('activeUsers')).toBe(2);
    expect(sum('activeDevices')).toBe(1);
    expect(sum('messagesStored')).toBe(3);
    expect(sum('messagesReceived')).toBe(3);
    expect(sum('mailSent')).toBe(1);
    // The requests of this test (sign-ins, commands …); auditActions.test.ts counts them exactly.
    expect(sum('requests')).toBeGreaterThan(5);
    expect(days[0].protocols).toEqual({ osmand: 3 });
  });

  it('answers an empty list for a period without activity', async () => {
    const response = await t.fetch('/api/statistics?from=2020-01-01T00:00:00Z&to=2020-01-31T00:00:00Z', {
      cookie: admin.cookie,
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual([]);
  });
});

describe('GET /api/audit', () => {
  it("tells who signed in, and every command sent or refused with the address it came from, in Traccar's shape, oldest first", async () => {
    const response = await t.fetch(`/api/audit?${range()}`, { cookie: admin.cookie });
    expect(response.status).toBe(200);
    const actions = await json(response);
    const ids = actions.map((a: { id: number }) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    const times = actions.map((a: { actionTime: string }) => a.actionTime);
    expect(times).toEqual([...times].sort());
    expect(actions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          actionType: 'login',
          objectType: 'user',
          objectId: ownerId,
          userId: ownerId,
          userEmail: 'owner@example.com',
          address: expect.any(String),
        }),
        expect.objectContaining({ actionType: 'login', userId: adminId }),
        expect.objectContaining({
          actionType: 'command',
          objectType: 'device',
          objectId: truck,
          userId: ownerId,
          address: expect.stringMatching(/127\.0\.0\.1/),
          attributes: expect.objectContaining({ type: 'engineStop', result: 'queued' }),
        }),
        expect.objectContaining({
          actionType: 'command',
          objectType: 'device',
          objectId: truck,
          userId: ownerId,
          address: expect.stringMatching(/127\.0\.0\.1/),
          attributes: expect.objectContaining({ type: 'engineStop', result: 'refused', speedKmh: 90 }),
        }),
      ]),
    );
    // The queued engine stop appears once, not also as its audit line.
    expect(
      actions.filter(
        (a: { actionType: string; attributes: { result?: string } }) =>
          a.actionType === 'command' && a.attributes.result === 'queued',
      ),
    ).toHaveLength(1);
  });
});

describe('who may read them', () => {
  it('refuses everyone but administrators, and a bad period names the parameter', async () => {
    for (const path of ['/api/statistics', '/api/audit']) {
      const refused = await t.fetch(`${path}?${range()}`, { cookie: owner.cookie });
      expect(refused.status, path).toBe(403);
      expect(await refused.text()).toBe('Only administrators see the server statistics and audit');
      const missing = await t.fetch(`${path}?to=2026-01-01T00:00:00Z`, { cookie: admin.cookie });
      expect(missing.status, path).toBe(400);
      expect(await missing.text()).toBe('from: is required');
      const reversed = await t.fetch(`${path}?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z`, {
        cookie: admin.cookie,
      });
      expect(reversed.status, path).toBe(400);
      const tooLong = await t.fetch(`${path}?from=2024-01-01T00:00:00Z&to=2026-01-01T00:00:00Z`, {
        cookie: admin.cookie,
      });
      expect(await tooLong.text()).toMatch(/366 days/);
    }
  });
});
