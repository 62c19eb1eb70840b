import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { geofences, groups, links, sessions, users } from '../../db/schema';
import { DEMO_ACCOUNT_TTL_MS, DEMO_LOGIN_RATE_LIMIT } from '../../services/accounts/accountRules';
import { DEMO_FLEET_OWNER_EMAIL, purgeExpiredDemoUsers } from '../../services/accounts/demoUsers';
import { json, startTestServer, type TestServer } from '../../test/harness';

let t: TestServer;
let fleetIds: number[];
let strangerDeviceId: number;
let nextIp = 1;
const freshIp = () => `192.0.2.${nextIp++}`;

beforeAll(async () => {
  t = await startTestServer({ demo: true, trustProxy: ['loopback'] });
  await t.createUser({ email: DEMO_FLEET_OWNER_EMAIL, name: 'Demo fleet' });
  const owner = (await t.signIn(DEMO_FLEET_OWNER_EMAIL)).client;
  const group = await owner.groups.create({ name: 'Demo trucks' });
  const truck = await owner.devices.create({ name: 'Demo truck', uniqueId: 'DEMO-1', groupId: group.id });
  const van = await owner.devices.create({ name: 'Demo van', uniqueId: 'DEMO-2' });
  fleetIds = [truck.id, van.id].sort();
  await t.createUser({ email: 'stranger@example.com' });
  const stranger = (await t.signIn('stranger@example.com')).client;
  strangerDeviceId = (await stranger.devices.create({ name: 'Private car', uniqueId: 'PRIVATE-1' })).id;
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** Opens a demo account from an address and returns its user and session cookie. */
async function demoLogin(ip = freshIp()) {
  const response = await t.fetch('/api2/account/demo', {
    method: 'POST',
    headers: { 'X-Forwarded-For': ip },
  });
  expect(response.status).toBe(200);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { user: await json(response), cookie };
}

const call = (method: string, path: string, cookie: string, body?: unknown) =>
  t.fetch(path, {
    method,
    cookie,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const area = 'CIRCLE (27.7 85.3, 100)';

describe('demo login', () => {
  it('opens a 24-hour demo account that sees the demo fleet and nothing else', async () => {
    const before = Date.now();
    const { user, cookie } = await demoLogin();
    expect(user).toMatchObject({
      name: 'Demo user',
      temporary: false,
      deviceReadonly: true,
      administrator: false,
    });
    expect(user).not.toHaveProperty('passwordHash');
    const expires = new Date(user.expirationTime).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + DEMO_ACCOUNT_TTL_MS);
    expect(expires).toBeLessThanOrEqual(Date.now() + DEMO_ACCOUNT_TTL_MS);
    const session = await json(await t.fetch('/api/session', { cookie }));
    expect(session.id).toBe(user.id);
    const seen = (await json(await t.fetch('/api/devices', { cookie })))
      .map((d: { id: number }) => d.id)
      .sort();
    expect(seen).toEqual(fleetIds);
    expect((await t.fetch(`/api/devices/${strangerDeviceId}`, { cookie })).status).toBe(404);
    const history = await json(await t.fetch('/api2/account/login-history', { cookie }));
    expect(history[0].method).toBe('demo');
  });

  it('cannot change, remove or command the shared devices, add devices or lift its own limits', async () => {
    const { user, cookie } = await demoLogin();
    const [deviceId] = fleetIds;
    const device = await json(await t.fetch(`/api/devices/${deviceId}`, { cookie }));
    expect(
      (await call('PUT', `/api/devices/${deviceId}`, cookie, { ...device, name: 'Renamed' })).status,
    ).toBe(403);
    expect((await call('DELETE', `/api/devices/${deviceId}`, cookie)).status).toBe(403);
    expect((await call('POST', '/api/devices', cookie, { name: 'Mine', uniqueId: 'DEMO-NEW' })).status).toBe(
      403,
    );
    const command = { deviceId, type: 'custom', attributes: { data: 'RELAY,1#' } };
    expect((await call('POST', '/api/commands/send', cookie, command)).status).toBe(403);
    const geofence = await json(await call('POST', '/api/geofences', cookie, { name: 'Mine', area }));
    expect(
      (await call('POST', '/api/permissions', cookie, { deviceId, geofenceId: geofence.id })).status,
    ).toBe(403);
    const lifted = await call('PUT', `/api/users/${user.id}`, cookie, { ...user, deviceReadonly: false });
    expect(lifted.status).toBe(403);
    const owner = (await t.signIn(DEMO_FLEET_OWNER_EMAIL)).client;
    expect((await owner.devices.get(deviceId ?? 0)).name).not.toBe('Renamed');
  });

  it("keeps each demo user's own geofences private to it", async () => {
    const first = await demoLogin();
    const second = await demoLogin();
    const created = await call('POST', '/api/geofences', first.cookie, { name: 'Depot', area });
    expect(created.status).toBe(200);
    const geofence = await json(created);
    const mine = (await json(await t.fetch('/api/geofences', { cookie: first.cookie }))).map(
      (g: { id: number }) => g.id,
    );
    expect(mine).toEqual([geofence.id]);
    expect(await json(await t.fetch('/api/geofences', { cookie: second.cookie }))).toEqual([]);
    expect((await t.fetch(`/api/geofences/${geofence.id}`, { cookie: second.cookie })).status).toBe(404);
    expect((await call('DELETE', `/api/geofences/${geofence.id}`, second.cookie)).status).toBe(404);
    const owner = await t.signIn(DEMO_FLEET_OWNER_EMAIL);
    expect((await t.fetch(`/api/geofences/${geofence.id}`, { cookie: owner.cookie })).status).toBe(404);
  });

  it('removes expired demo users with their links, sessions, share guests and private objects, and keeps the rest', async () => {
    const start = Date.now();
    const old = await demoLogin();
    const oldGeofence = await json(await call('POST', '/api/geofences', old.cookie, { name: 'Old', area }));
    const oldGroup = await json(await call('POST', '/api/groups', old.cookie, { name: 'Old group' }));
    const shared = await call('POST', '/api2/devices/share', old.cookie, {
      deviceId: fleetIds[0],
      expiration: 24,
    });
    expect(shared.status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start + DEMO_ACCOUNT_TTL_MS / 2);
    const young = await demoLogin();
    const youngGeofence = await json(
      await call('POST', '/api/geofences', young.cookie, { name: 'Young', area }),
    );
    vi.setSystemTime(start + DEMO_ACCOUNT_TTL_MS + 60_000);

    expect((await t.fetch('/api/session', { cookie: old.cookie })).status).toBe(404);
    const { db } = t.server.ctx;
    const guestsOf = (userId: number) =>
      db
        .select()
        .from(users)
        .where(sql`${users.email} LIKE ${`share.${userId}.%`}`);
    expect(await guestsOf(old.user.id)).toHaveLength(1);

    expect(await purgeExpiredDemoUsers(t.server.ctx)).toBeGreaterThanOrEqual(2);
    expect(await db.select().from(users).where(eq(users.id, old.user.id))).toEqual([]);
    expect(await guestsOf(old.user.id)).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, old.user.id))).toEqual([]);
    expect(
      await db
        .select()
        .from(links)
        .where(and(eq(links.ownerType, 'user'), eq(links.ownerId, old.user.id))),
    ).toEqual([]);
    expect(await db.select().from(geofences).where(eq(geofences.id, oldGeofence.id))).toEqual([]);
    expect(await db.select().from(groups).where(eq(groups.id, oldGroup.id))).toEqual([]);

    // The younger demo user, its geofence, and the shared fleet stay.
    const youngGeofences = await json(await t.fetch('/api/geofences', { cookie: young.cookie }));
    expect(youngGeofences.map((g: { id: number }) => g.id)).toEqual([youngGeofence.id]);
    const stillSeen = (await json(await t.fetch('/api/devices', { cookie: young.cookie }))).map(
      (d: { id: number }) => d.id,
    );
    expect(stillSeen.sort()).toEqual(fleetIds);
    const owner = await t.signIn(DEMO_FLEET_OWNER_EMAIL);
    expect(
      (await json(await t.fetch('/api/groups', { cookie: owner.cookie }))).map(
        (g: { name: string }) => g.name,
      ),
    ).toEqual(['Demo trucks']);
  });

  it('tells demo users by their account, not by their login: a regular account on the demo domain is not one', async () => {
    // An administrator may give any login to an account; only a demo login makes a demo user.
    const regular = await t.createUser({
      email: 'fleet-manager@demo.invalid',
      password: 'a regular account 1',
      expirationTime: new Date(Date.now() - 60_000),
    });
    const visitor = await demoLogin();
    const { db } = t.server.ctx;
    const [stored] = await db.select().from(users).where(eq(users.id, visitor.user.id));
    expect(stored?.demo).toBe(true);
    const [plain] = await db.select().from(users).where(eq(users.id, regular.id));
    expect(plain?.demo).toBe(false);
    // Expired, yet not a demo user: the purge keeps it.
    await purgeExpiredDemoUsers(t.server.ctx);
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, regular.id))).toHaveLength(1);
    // A demo visitor whose login an administrator changed is still a demo user: still purged when expired.
    await db.update(users).set({ email: 'renamed-visitor@example.com' }).where(eq(users.id, visitor.user.id));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + DEMO_ACCOUNT_TTL_MS + 60_000);
    await purgeExpiredDemoUsers(t.server.ctx);
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, visitor.user.id))).toEqual([]);
  });

  it(`rate-limits demo logins to ${DEMO_LOGIN_RATE_LIMIT.max} per IP with 429`, async () => {
    const ip = freshIp();
    for (let i = 0; i < DEMO_LOGIN_RATE_LIMIT.max; i++) await demoLogin(ip);
    const blocked = await t.fetch('/api2/account/demo', {
      method: 'POST',
      headers: { 'X-Forwarded-For': ip },
    });
    expect(blocked.status).toBe(429);
  });

  it('takes the number of demo logins per address and hour from the server setting', async () => {
    const strict = await startTestServer({ demo: true, demoLoginsPerHour: 1 });
    try {
      // The first gets past the limit (503: this server has no demo fleet); the second does not.
      expect((await strict.fetch('/api2/account/demo', { method: 'POST' })).status).toBe(503);
      expect((await strict.fetch('/api2/account/demo', { method: 'POST' })).status).toBe(429);
    } finally {
      await strict.close();
    }
  });

  it('answers 503 with a message while the demo fleet is not set up', async () => {
    const bare = await startTestServer({ demo: true, trustProxy: ['loopback'] });
    try {
      const response = await bare.fetch('/api2/account/demo', { method: 'POST' });
      expect(response.status).toBe(503);
      expect((await json(response)).error.message).toMatch(/demo fleet is not set up/);
      expect(await json(await bare.fetch('/api2/account/options'))).toEqual({
        registration: false,
        demo: true,
        totpForce: false,
      });
    } finally {
      await bare.close();
    }
  });
});
