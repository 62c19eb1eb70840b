import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { json, startTestServer, type TestServer } from '../test/harness';

/**
 * A share guest sees the guest view of SPEC §2 and §6 only: the shared vehicle on a map with its name,
 * type, model, registration, status and position. Identifiers, SIM and contact numbers, drivers,
 * documents, installer notes and every other part of the owner's account stay hidden.
 */

const IMEI = '352094087650001';
const SIM = '9801234567';
const CONTACT = '9800000001';
let t: TestServer;
let owner: string;
let truckId: number;
let token: string;

const call = (path: string, auth: string | { bearer: string }, method = 'GET', body?: unknown) =>
  t.fetch(path, {
    method,
    ...(typeof auth === 'string' ? { cookie: auth } : {}),
    headers: {
      ...(typeof auth === 'string' ? {} : { Authorization: `Bearer ${auth.bearer}` }),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

beforeAll(async () => {
  t = await startTestServer();
  await t.createUser({ email: 'owner@example.com' });
  owner = (await t.signIn('owner@example.com')).cookie;
  const created = await call('/api2/devices', owner, 'POST', {
    name: 'Tipper 21',
    category: 'truck',
    uniqueId: IMEI,
    phone: SIM,
    contact: CONTACT,
    model: 'FMB920',
    attributes: { registration: 'BA 2 KHA 1234', notes: 'spare key under the seat' },
  });
  truckId = (await json(created)).id;
  const driver = await json(
    await call('/api/drivers', owner, 'POST', {
      name: 'Ram Bahadur',
      uniqueId: 'DRV-1',
      attributes: { phone: '9811111111' },
    }),
  );
  await call('/api/permissions', owner, 'POST', { deviceId: truckId, driverId: driver.id });
  await call(`/api2/installed-devices/${truckId}`, owner, 'PUT', { notes: 'relay on the blue wire' });
  const share = await t.fetch('/api/devices/share', {
    method: 'POST',
    cookie: owner,
    body: new URLSearchParams({
      deviceId: String(truckId),
      expiration: new Date(Date.now() + 24 * 3_600_000).toISOString(),
    }),
  });
  token = await share.text();
});
afterAll(() => t.close());

const SECRETS = [IMEI, SIM, CONTACT, 'spare key', 'relay on the blue wire', 'Ram Bahadur', '9811111111'];
const expectNoSecrets = (text: string) => {
  for (const secret of SECRETS) expect(text, `the guest view shows "${secret}"`).not.toContain(secret);
};

describe('the guest view', () => {
  it('shows the shared vehicle on /api/devices and /api2/devices without its IMEI, SIM, contact, notes or driver', async () => {
    for (const path of ['/api/devices', `/api/devices/${truckId}`, '/api2/devices']) {
      const response = await call(path, { bearer: token });
      expect(response.status).toBe(200);
      const text = await response.text();
      expectNoSecrets(text);
      const body = JSON.parse(text);
      const device = Array.isArray(body) ? body[0] : body;
      expect(device).toMatchObject({
        id: truckId,
        name: 'Tipper 21',
        category: 'truck',
        model: 'FMB920',
        attributes: { registration: 'BA 2 KHA 1234' },
      });
    }
  });

  it('refuses a guest every route outside the guest view with 403', async () => {
    const paths = [
      '/api/drivers',
      `/api/drivers?deviceId=${truckId}`,
      '/api/geofences',
      '/api/groups',
      '/api/maintenance',
      '/api/notifications',
      '/api/attributes/computed',
      '/api/users',
      '/api/commands/types',
      `/api/reports/route?deviceId=${truckId}&from=2024-01-01T00:00:00Z&to=2024-01-02T00:00:00Z`,
      '/api2/devices/drivers',
      '/api2/documents',
      '/api2/documents/expiry-info',
      '/api2/services/history',
      '/api2/installed-devices',
      `/api2/installed-devices/${truckId}`,
      '/api2/installed-devices/export.csv',
      '/api2/driver-performance',
      '/api2/vehicle-states',
      '/api2/subscriptions',
      '/api2/tickets',
      '/api2/account/login-history',
      '/api2/notifications/settings',
      `/api2/devices/${truckId}/shares`,
    ];
    for (const path of paths) {
      const response = await call(path, { bearer: token });
      expect(response.status, path).toBe(403);
      expectNoSecrets(await response.text());
    }
  });

  it('streams the shared vehicle on the socket without its IMEI, SIM or contact', async () => {
    const socket = new WebSocket(
      `${t.url.replace('http', 'ws')}/api/socket?token=${encodeURIComponent(token)}`,
    );
    const messages: string[] = [];
    socket.on('message', (data) => messages.push(String(data)));
    await new Promise((resolve) => socket.once('open', resolve));
    const current = await json(await call(`/api/devices/${truckId}`, owner));
    await call(`/api/devices/${truckId}`, owner, 'PUT', { ...current, name: 'Tipper 22' });
    await expect.poll(() => messages.some((m) => m.includes('Tipper 22')), { timeout: 5000 }).toBe(true);
    for (const message of messages) expectNoSecrets(message);
    socket.close(4000);
  });
});
