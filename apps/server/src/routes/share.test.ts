import { createFleetClient, type FleetApiError } from '@fleetkit/sdk-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { json, startTestServer, type TestServer } from '../test/harness';

let t: TestServer;
let owner: ReturnType<typeof createFleetClient>;
let ownerCookie: string;
let sharedId: number;
let otherId: number;

const fail = (p: Promise<unknown>) =>
  p.then(() => null as unknown as FleetApiError).catch((e: FleetApiError) => e);

beforeAll(async () => {
  t = await startTestServer();
  await t.createUser({ email: 'owner@example.com' });
  ({ client: owner, cookie: ownerCookie } = await t.signIn('owner@example.com'));
  sharedId = (await owner.devices.create({ name: 'Shared truck', uniqueId: 'SHARE-1' })).id;
  otherId = (await owner.devices.create({ name: 'Private van', uniqueId: 'SHARE-2' })).id;
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const DAY = 24 * 3_600_000;

/** Opens the share link's token as a guest: the cookie session the portal's `/?token=` would start. */
async function guestFromToken(token: string) {
  const response = await t.fetch(`/api/session?token=${encodeURIComponent(token)}`);
  expect(response.status).toBe(200);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return {
    user: await json(response),
    client: createFleetClient({ baseUrl: t.url, headers: { Cookie: cookie } }),
  };
}

describe('share links', () => {
  it('makes a short link that resolves to a token session seeing only the shared device, read-only', async () => {
    const { url } = await owner.vehicles.share(sharedId, new Date(Date.now() + 24 * 3_600_000));
    expect(url).toMatch(/\/short\/[A-Za-z0-9]{12}$/);
    const code = url.split('/short/')[1] ?? '';
    const resolved = await createFleetClient({ baseUrl: t.url }).vehicles.resolveShort(code);
    expect(resolved.url).toMatch(/^\/\?token=/);
    const token = decodeURIComponent(resolved.url.slice('/?token='.length));
    const guest = await guestFromToken(token);
    expect(guest.user).toMatchObject({ temporary: true, readonly: true });
    expect((await guest.client.devices.list()).map((d) => d.id)).toEqual([sharedId]);
    expect((await fail(guest.client.devices.get(otherId))).status).toBe(404);
    const device = await guest.client.devices.get(sharedId);
    expect((await fail(guest.client.devices.update(sharedId, { ...device, name: 'x' }))).status).toBe(403);
    expect((await fail(guest.client.geofences.create({ name: 'G', area: 'CIRCLE (1 1, 10)' }))).status).toBe(
      403,
    );
    expect((await fail(guest.client.commands.engine(sharedId, 'lock'))).status).toBe(403);
    expect(
      (await fail(guest.client.vehicles.share(sharedId, new Date(Date.now() + 86_400_000)))).status,
    ).toBe(403);
  });

  it('accepts only the offered expiries on /api2 and answers an unknown code with 404 and a message', async () => {
    const fiveHours = await fail(owner.vehicles.share(sharedId, new Date(Date.now() + 5 * 3_600_000)));
    expect(fiveHours.status).toBe(400);
    const unknown = await fail(createFleetClient({ baseUrl: t.url }).vehicles.resolveShort('nope'));
    expect(unknown.status).toBe(404);
    expect(unknown.message).toContain('Failed to resolve share link');
  });

  it("takes the day Traccar's web app picks (midnight, a week ahead) as the nearest offered expiry", async () => {
    const weekAhead = new Date(Date.now() + 7 * DAY);
    const midnight = Date.UTC(weekAhead.getUTCFullYear(), weekAhead.getUTCMonth(), weekAhead.getUTCDate());
    const share = (expiration: number) =>
      t.fetch('/api/devices/share', {
        method: 'POST',
        cookie: ownerCookie,
        body: new URLSearchParams({
          deviceId: String(sharedId),
          expiration: new Date(expiration).toISOString(),
        }),
      });
    const response = await share(midnight);
    expect(response.status).toBe(200);
    const { user: session } = await guestFromToken(await response.text());
    // Seven days from now: the offered expiry nearest to the day picked.
    expect(Math.abs(Date.parse(session.expirationTime) - (Date.now() + 7 * DAY))).toBeLessThan(60_000);
    // A day past the longest offer, or one gone by, is still refused.
    expect((await share(Date.now() + 31 * DAY + 3_600_000)).status).toBe(400);
    expect((await share(Date.now() - 3_600_000)).status).toBe(400);
  });

  it('returns a Traccar share token as text, and the token stops working at its expiry', async () => {
    const token = await owner.devices.share(sharedId, new Date(Date.now() + DAY));
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    const guest = await guestFromToken(token);
    expect((await guest.client.devices.list()).length).toBe(1);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + DAY + 1000);
    expect((await t.fetch(`/api/session?token=${encodeURIComponent(token)}`)).status).toBe(401);
    expect((await fail(guest.client.devices.list())).status).toBe(401);
  });

  it('streams only the shared device on the socket of a share token', async () => {
    const token = await owner.devices.share(sharedId, new Date(Date.now() + DAY));
    const socket = new WebSocket(
      `${t.url.replace('http', 'ws')}/api/socket?token=${encodeURIComponent(token)}`,
    );
    const messages: Record<string, unknown[]>[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    await new Promise((resolve) => socket.once('open', resolve));
    // Both devices change; the guest hears of the shared one only.
    const admin = await t.createUser({ email: 'admin@example.com', administrator: true });
    void admin;
    const adminClient = (await t.signIn('admin@example.com')).client;
    const shared = await adminClient.devices.get(sharedId);
    const other = await adminClient.devices.get(otherId);
    await adminClient.devices.update(otherId, { ...other, name: 'Private van 2' });
    await adminClient.devices.update(sharedId, { ...shared, name: 'Shared truck 2' });
    await expect
      .poll(() => messages.some((m) => m.devices), { message: "a device update on the share token's socket" })
      .toBe(true);

    const deviceIds = messages.flatMap((m) => (m.devices ?? []) as { id: number }[]).map((d) => d.id);
    expect(deviceIds).toEqual([sharedId]);
    socket.close(4000);
  });

  it('closes the socket of a share token when the token expires', async () => {
    const token = await owner.devices.share(sharedId, new Date(Date.now() + DAY));
    const socket = new WebSocket(
      `${t.url.replace('http', 'ws')}/api/socket?token=${encodeURIComponent(token)}`,
    );
    const closed = new Promise<number>((resolve) => socket.on('close', (c) => resolve(c)));
    await new Promise((resolve) => socket.once('open', resolve));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + DAY + 1000);
    // The next change streamed finds the session over.
    const device = await owner.devices.get(sharedId);
    await owner.devices.update(sharedId, { ...device, name: 'Shared truck 3' });
    expect(await closed).toBe(4001);
  });

  it('refuses the socket upgrade without a session', async () => {
    const socket = new WebSocket(`${t.url.replace('http', 'ws')}/api/socket`);
    const status = await new Promise<number>((resolve) =>
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)),
    );
    expect(status).toBe(401);
  });
});
