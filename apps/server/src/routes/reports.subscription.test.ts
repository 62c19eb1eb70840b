import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, positions } from '../db/schema';
import { DriveScript } from '../reports/DriveScript';
import { json, startTestServer, type TestServer } from '../test/harness';

const MINUTE = 60_000;
const START = new Date('2026-03-10T07:00:00Z');
const DAY = { from: '2026-03-10T00:00:00.000Z', to: '2026-03-10T23:59:59.999Z' };

let t: TestServer;
let ownerCookie: string;
let adminCookie: string;
let active: number;
let lapsed: number;
let groupId: number;

const report = async (kind: string, cookie: string, params: Record<string, string | number[]>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...DAY, ...params })) {
    for (const v of Array.isArray(value) ? value : [value]) query.append(key, String(v));
  }
  const response = await t.fetch(`/api/reports/${kind}?${query}`, { cookie });
  // A refusal on Traccar's API is its message as plain text.
  if (!response.ok) return { status: response.status, body: null, message: await response.text() };
  return { status: response.status, body: await json(response), message: null };
};

const deviceIdsOf = (items: { deviceId: number }[]) =>
  [...new Set(items.map((item) => item.deviceId))].sort();

async function setExpiry(id: number, expirationTime: Date) {
  await t.server.ctx.db.update(devices).set({ expirationTime }).where(eq(devices.id, id));
}

beforeAll(async () => {
  t = await startTestServer();
  await t.createUser({ email: 'owner@example.com' });
  await t.createUser({ email: 'admin@example.com', administrator: true });
  const owner = await t.signIn('owner@example.com');
  ownerCookie = owner.cookie;
  adminCookie = (await t.signIn('admin@example.com')).cookie;
  groupId = (await owner.client.groups.create({ name: 'Depot fleet' })).id;
  active = (await owner.client.devices.create({ name: 'Active truck', uniqueId: 'ACTIVE-1', groupId })).id;
  lapsed = (await owner.client.devices.create({ name: 'Lapsed truck', uniqueId: 'LAPSED-1', groupId })).id;
  for (const deviceId of [active, lapsed]) {
    const drive = new DriveScript({ deviceId, start: START, intervalMs: 30_000 })
      .park(10 * MINUTE)
      .drive(6000, 20 * MINUTE)
      .park(30 * MINUTE);
    await t.server.ctx.db.insert(positions).values(drive.positions());
  }
  await setExpiry(lapsed, new Date(Date.now() - 24 * 60 * MINUTE));
});
afterAll(() => t.close());

describe('reports and expired subscriptions', () => {
  it('refuses a report asked for an expired vehicle with the Subscription Expired message', async () => {
    for (const kind of ['route', 'events', 'trips', 'stops', 'summary']) {
      const { status, message } = await report(kind, ownerCookie, { deviceId: [lapsed] });
      expect({ kind, status }).toEqual({ kind, status: 403 });
      expect(message).toBe('Subscription Expired - Please renew your subscription to track the vehicle.');
    }
    // Asked together with an active vehicle, the whole report is refused rather than silently cut.
    expect((await report('trips', ownerCookie, { deviceId: [active, lapsed] })).status).toBe(403);
  });

  it('leaves expired vehicles out of a report of a group or of every vehicle', async () => {
    const byGroup = await report('route', ownerCookie, { groupId: [groupId] });
    expect(byGroup.status).toBe(200);
    expect(deviceIdsOf(byGroup.body)).toEqual([active]);
    const all = await report('summary', ownerCookie, {});
    expect(all.status).toBe(200);
    expect(deviceIdsOf(all.body)).toEqual([active]);
    const trips = await report('trips', ownerCookie, { groupId: [groupId] });
    expect(deviceIdsOf(trips.body)).toEqual([active]);
    expect(trips.body).toHaveLength(1);
    // The spreadsheet export runs the same report.
    const csv = await t.fetch(`/api/reports/route/csv?${new URLSearchParams(DAY)}`, { cookie: ownerCookie });
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text).toContain('Active truck');
    expect(text).not.toContain('Lapsed truck');
  });

  it('lets support (administrators) report on an expired vehicle', async () => {
    const { status, body } = await report('trips', adminCookie, { deviceId: [lapsed] });
    expect(status).toBe(200);
    expect(deviceIdsOf(body)).toEqual([lapsed]);
  });

  it('shows the stored positions again once the vehicle is renewed', async () => {
    await setExpiry(lapsed, new Date(Date.now() + 365 * 24 * 60 * MINUTE));
    const { status, body } = await report('trips', ownerCookie, { groupId: [groupId] });
    expect(status).toBe(200);
    expect(deviceIdsOf(body)).toEqual([active, lapsed].sort());
    await setExpiry(lapsed, new Date(Date.now() - 24 * 60 * MINUTE));
  });
});
