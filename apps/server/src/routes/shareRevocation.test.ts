import { createFleetClient } from '@fleetkit/sdk-core';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { users } from '../db/schema';
import { purgeEndedShareGuests } from '../services/share';
import { errorMessage, json, startTestServer, type TestServer } from '../test/harness';
import { startTwinServers } from '../test/twinServers';

const HOUR = 3_600_000;
let t: TestServer;
let owner: string;
let admin: string;
let other: string;
let truckId: number;

const call = (
  server: TestServer,
  path: string,
  cookie: string | { bearer: string },
  method = 'GET',
  body?: unknown,
) => {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (typeof cookie !== 'string') headers.Authorization = `Bearer ${cookie.bearer}`;
  return server.fetch(path, {
    method,
    headers,
    ...(typeof cookie === 'string' ? { cookie } : {}),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
};

/** A Traccar share token (`POST /api/devices/share`) made by `cookie`. */
async function shareToken(server: TestServer, cookie: string, deviceId: number, hours = 24) {
  const response = await server.fetch('/api/devices/share', {
    method: 'POST',
    cookie,
    body: new URLSearchParams({
      deviceId: String(deviceId),
      expiration: new Date(Date.now() + hours * HOUR).toISOString(),
    }),
  });
  expect(response.status).toBe(200);
  return response.text();
}

/** The cookie session a share link's `/?token=` opens in the portal. */
async function guestCookie(server: TestServer, token: string) {
  const response = await server.fetch(`/api/session?token=${encodeURIComponent(token)}`);
  expect(response.status).toBe(200);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** A live socket on the token, and the code it closes with. */
async function openSocket(server: TestServer, token: string) {
  const socket = new WebSocket(
    `${server.url.replace('http', 'ws')}/api/socket?token=${encodeURIComponent(token)}`,
  );
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return { socket, closed };
}

async function makeDevice(server: TestServer, cookie: string, uniqueId: string) {
  const response = await call(server, '/api/devices', cookie, 'POST', {
    name: `Truck ${uniqueId}`,
    uniqueId,
  });
  expect(response.status).toBe(200);
  return (await json(response)).id as number;
}

beforeAll(async () => {
  t = await startTestServer();
  await t.createUser({ email: 'owner@example.com' });
  await t.createUser({ email: 'admin@example.com', administrator: true });
  await t.createUser({ email: 'other@example.com' });
  owner = (await t.signIn('owner@example.com')).cookie;
  admin = (await t.signIn('admin@example.com')).cookie;
  other = (await t.signIn('other@example.com')).cookie;
  truckId = await makeDevice(t, owner, 'REVOKE-1');
});
afterAll(() => t.close());

describe('share expiries', () => {
  it('makes Traccar share tokens only for 24 hours, 3, 7 or 30 days, and refuses other expiries with 400', async () => {
    // A day within 30 days (what Traccar's date field sends) becomes the nearest of them; see share.test.ts.
    for (const expiration of ['2099-01-01', new Date(Date.now() - 5 * HOUR).toISOString(), 'soon']) {
      const response = await t.fetch('/api/devices/share', {
        method: 'POST',
        cookie: owner,
        body: new URLSearchParams({ deviceId: String(truckId), expiration }),
      });
      expect(response.status).toBe(400);
      expect(await errorMessage(response)).toMatch(/24 hours, 3 days, 7 days or 30 days/);
    }
    for (const hours of [24, 72, 168, 720]) expect(await shareToken(t, owner, truckId, hours)).toMatch(/\./);
    const far = await call(t, '/api2/devices/share', owner, 'POST', {
      deviceId: truckId,
      expiration: '2099-01-01',
    });
    expect(far.status).toBe(400);
  });
});

describe('a share guest mints nothing', () => {
  it('refuses a guest new tokens, new share links and new users, by token and by cookie', async () => {
    const token = await shareToken(t, owner, truckId);
    const cookie = await guestCookie(t, token);
    for (const guest of [{ bearer: token }, cookie]) {
      const minted = await t.fetch('/api/session/token', {
        method: 'POST',
        ...(typeof guest === 'string'
          ? { cookie: guest }
          : { headers: { Authorization: `Bearer ${guest.bearer}` } }),
        body: new URLSearchParams({ expiration: new Date(Date.now() + HOUR).toISOString() }),
      });
      expect(minted.status).toBe(403);
      const link = await call(t, '/api2/devices/share', guest, 'POST', { deviceId: truckId, expiration: 24 });
      expect(link.status).toBe(403);
      const user = await call(t, '/api/users', guest, 'POST', {
        name: 'Sneaky',
        email: 's@example.com',
        password: 'long enough secret',
      });
      expect(user.status).toBe(403);
    }
  });
});

describe('revoking a share', () => {
  it("lets the sharer revoke the share token, which ends the guest's cookie session and live socket at once", async () => {
    const token = await shareToken(t, owner, truckId);
    const cookie = await guestCookie(t, token);
    const { closed } = await openSocket(t, token);
    const revoke = await t.fetch('/api/session/token/revoke', {
      method: 'POST',
      cookie: owner,
      body: new URLSearchParams({ token }),
    });
    expect(revoke.status).toBe(204);
    expect((await call(t, '/api/devices', cookie)).status).toBe(401);
    expect((await call(t, '/api/devices', { bearer: token })).status).toBe(401);
    expect((await t.fetch(`/api/session?token=${encodeURIComponent(token)}`)).status).toBe(401);
    expect(await closed).toBe(4001);
  });

  it("lists a vehicle's active share links with who made them, and revokes one without touching the others", async () => {
    const deviceId = await makeDevice(t, owner, 'REVOKE-2');
    const before = Date.now();
    const made = await call(t, '/api2/devices/share', owner, 'POST', { deviceId, expiration: 72 });
    const { url } = await json(made);
    const code = url.split('/short/')[1];
    const resolved = await json(await call(t, '/api2/misc/resolve-short', owner, 'POST', { code }));
    const linkToken = decodeURIComponent(resolved.url.slice('/?token='.length));
    const linkGuest = await guestCookie(t, linkToken);
    const keptToken = await shareToken(t, admin, deviceId, 168);

    const listed = await call(t, `/api2/devices/${deviceId}/shares`, owner);
    expect(listed.status).toBe(200);
    const shares = (await json(listed)) as {
      id: number;
      deviceId: number;
      sharedBy: { id: number; name: string; email: string };
      createdAt: string;
      expiresAt: string;
    }[];
    expect(shares).toHaveLength(2);
    const mine = shares.find((s) => s.sharedBy.email === 'owner@example.com');
    expect(mine).toMatchObject({ deviceId, sharedBy: { name: 'owner' } });
    expect(Date.parse(mine?.createdAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(mine?.expiresAt ?? '') - before).toBeGreaterThan(71 * HOUR);
    expect(shares.find((s) => s.sharedBy.email === 'admin@example.com')).toBeDefined();

    // Another user neither sees nor revokes them.
    expect((await call(t, `/api2/devices/${deviceId}/shares`, other)).status).toBe(404);
    expect((await call(t, `/api2/devices/${deviceId}/shares/${mine?.id}`, other, 'DELETE')).status).toBe(404);

    expect((await call(t, `/api2/devices/${deviceId}/shares/${mine?.id}`, owner, 'DELETE')).status).toBe(204);
    expect((await call(t, '/api/devices', linkGuest)).status).toBe(401);
    expect((await call(t, '/api2/misc/resolve-short', owner, 'POST', { code })).status).toBe(404);
    expect((await call(t, '/api/devices', { bearer: keptToken })).status).toBe(200);
    const after = (await json(await call(t, `/api2/devices/${deviceId}/shares`, owner))) as { id: number }[];
    expect(after.map((s) => s.id)).not.toContain(mine?.id);
    expect(after).toHaveLength(1);
    expect((await call(t, `/api2/devices/${deviceId}/shares/${mine?.id}`, owner, 'DELETE')).status).toBe(404);
  });

  it("lets an administrator revoke another user's share", async () => {
    const token = await shareToken(t, owner, truckId);
    const [share] = (
      (await json(await call(t, `/api2/devices/${truckId}/shares`, admin))) as { id: number }[]
    ).slice(-1);
    expect((await call(t, `/api2/devices/${truckId}/shares/${share?.id}`, admin, 'DELETE')).status).toBe(204);
    expect((await call(t, '/api/devices', { bearer: token })).status).toBe(401);
  });
});

describe('revoking a share on one instance', () => {
  it('ends the guest on the other instance at once: its requests are refused and its socket closes', async () => {
    const [a, b] = await startTwinServers();
    try {
      await a.createUser({ email: 'sharer@example.com' });
      const sharer = (await a.signIn('sharer@example.com')).cookie;
      const deviceId = await makeDevice(a, sharer, 'TWIN-1');
      const token = await shareToken(a, sharer, deviceId);
      const cookieOnB = await guestCookie(b, token);
      const { closed } = await openSocket(b, token);
      expect((await call(b, '/api/devices', cookieOnB)).status).toBe(200);
      const [share] = (await json(await call(a, `/api2/devices/${deviceId}/shares`, sharer))) as {
        id: number;
      }[];
      expect((await call(a, `/api2/devices/${deviceId}/shares/${share?.id}`, sharer, 'DELETE')).status).toBe(
        204,
      );
      expect((await call(b, '/api/devices', cookieOnB)).status).toBe(401);
      expect((await call(b, '/api/positions', { bearer: token })).status).toBe(401);
      expect(await closed).toBe(4001);
    } finally {
      await b.close();
      await a.close();
    }
  });
});

describe('share links in the client', () => {
  it('lists and revokes share links through sdk-core', async () => {
    const client = createFleetClient({ baseUrl: t.url, headers: { Cookie: owner } });
    const deviceId = await makeDevice(t, owner, 'REVOKE-3');
    await client.vehicles.share(deviceId, new Date(Date.now() + 24 * HOUR));
    const [share] = await client.vehicles.shares(deviceId);
    expect(share?.sharedBy?.email).toBe('owner@example.com');
    expect(Date.parse(share?.expiresAt ?? '') - Date.now()).toBeGreaterThan(23 * HOUR);
    await client.vehicles.revokeShare(deviceId, share?.id ?? 0);
    expect(await client.vehicles.shares(deviceId)).toEqual([]);
  });
});

describe('ended shares', () => {
  it('leave no guest account behind once the purge has run; running shares keep theirs', async () => {
    const deviceId = await makeDevice(t, owner, 'REVOKE-PURGE');
    await shareToken(t, owner, deviceId);
    const kept = await shareToken(t, owner, deviceId, 72);
    const [revoked] = (await json(await call(t, `/api2/devices/${deviceId}/shares`, owner))) as {
      id: number;
    }[];
    expect((await call(t, `/api2/devices/${deviceId}/shares/${revoked?.id}`, owner, 'DELETE')).status).toBe(
      204,
    );
    // A share's guest is named after its sharer and device (services/share.ts).
    const guestsOf = async () =>
      (
        await t.server.ctx.db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.temporary, true), like(users.email, `share.%.${deviceId}.%@share.invalid`)))
      ).map((row) => row.id);
    expect(await guestsOf()).toHaveLength(2);

    expect(await purgeEndedShareGuests(t.server.ctx)).toBeGreaterThanOrEqual(1);
    const left = await guestsOf();
    expect(left).toHaveLength(1);
    expect(left).not.toContain(revoked?.id);
    expect((await call(t, '/api/devices', { bearer: kept })).status).toBe(200);

    // A share past its expiry goes at the next run as well.
    expect(
      await purgeEndedShareGuests(t.server.ctx, new Date(Date.now() + 73 * HOUR)),
    ).toBeGreaterThanOrEqual(1);
    expect(await guestsOf()).toHaveLength(0);
  });
});
