import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { addLink } from '../services/links';
import { json, startTestServer, type TestServer } from '../test/harness';

/**
 * A device's tracker password (`attributes.devicePassword`) lets a phone collect engine commands: only
 * users who may change the device read it. A read-only user linked to the device sees everything else.
 */

let t: TestServer;
let owner: string;
let viewer: string;
let deviceId: number;

beforeAll(async () => {
  t = await startTestServer();
  await t.createUser({ email: 'owner@example.com' });
  const viewerRow = await t.createUser({ email: 'viewer@example.com', readonly: true });
  owner = (await t.signIn('owner@example.com')).cookie;
  viewer = (await t.signIn('viewer@example.com')).cookie;
  const created = await t.fetch('/api/devices', {
    method: 'POST',
    cookie: owner,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Phone van',
      uniqueId: 'phone-van-1',
      attributes: { devicePassword: 'tracker-secret', registration: 'BA 1 PA 2' },
    }),
  });
  deviceId = (await json(created)).id;
  await addLink(t.server.ctx, 'user', viewerRow.id, 'device', deviceId);
});
afterAll(async () => {
  await t?.close();
});

describe("a device's tracker password", () => {
  it('is read by its owner, who may change the device', async () => {
    const device = await json(await t.fetch(`/api/devices/${deviceId}`, { cookie: owner }));
    expect(device.attributes.devicePassword).toBe('tracker-secret');
  });

  it.each(['/api/devices', '/api/devices/:id', '/api2/devices'])(
    'is left out for a read-only user on %s',
    async (route) => {
      const path = route.replace(':id', String(deviceId));
      const body = await json(await t.fetch(path, { cookie: viewer }));
      const list = Array.isArray(body) ? body : [body];
      const device = list.find((d: { id: number }) => d.id === deviceId);
      expect(device?.attributes.registration).toBe('BA 1 PA 2');
      expect(device?.attributes).not.toHaveProperty('devicePassword');
    },
  );

  it('is left out of the read-only user’s live socket', async () => {
    const issued = await t.fetch('/api/session/token', {
      method: 'POST',
      cookie: viewer,
      body: new URLSearchParams({ expiration: new Date(Date.now() + 3_600_000).toISOString() }),
    });
    expect(issued.status).toBe(200);
    const tokenText = await issued.text();
    const socket = new WebSocket(
      `${t.url.replace('http', 'ws')}/api/socket?token=${encodeURIComponent(tokenText)}`,
    );
    const devices: { id: number; attributes: Record<string, unknown> }[] = [];
    socket.on('message', (data) =>
      devices.push(...((JSON.parse(String(data)).devices ?? []) as typeof devices)),
    );
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    await t.fetch(`/api/devices/${deviceId}`, {
      method: 'PUT',
      cookie: owner,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        id: deviceId,
        name: 'Phone van 2',
        uniqueId: 'phone-van-1',
        attributes: { devicePassword: 'tracker-secret', registration: 'BA 1 PA 2' },
      }),
    });
    await expect
      .poll(() => devices.find((d) => d.id === deviceId), { timeout: 15_000, message: 'the device change' })
      .toBeDefined();
    socket.close();
    for (const device of devices) expect(device.attributes).not.toHaveProperty('devicePassword');
  });
});
