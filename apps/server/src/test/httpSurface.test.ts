import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { errorMessage, json, startTestServer, type TestServer } from './harness';

let t: TestServer;
let cookie: string;
let portalDir: string;

beforeAll(async () => {
  portalDir = mkdtempSync(join(tmpdir(), 'fleetkit-portal-'));
  writeFileSync(join(portalDir, 'index.html'), '<!doctype html><title>Fleetkit</title>');
  writeFileSync(join(portalDir, 'app.js'), 'console.log(1)');
  t = await startTestServer({ portalDir, embedOrigins: ['https://partner.example'] });
  await t.createUser({ email: 'owner@example.com' });
  cookie = (await t.signIn('owner@example.com')).cookie;
});
afterAll(async () => {
  await t.close();
  rmSync(portalDir, { recursive: true, force: true });
});

const post = (path: string, body: unknown) =>
  t.fetch(path, {
    method: 'POST',
    cookie,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('configuration', () => {
  it('refuses a bad value with a message naming the flag, the variable and the rule', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/--port \(PORT\): must be 0-65535/);
    expect(() => loadConfig({}, ['--public-url', 'not a url'])).toThrow(
      /--public-url \(FLEETKIT_PUBLIC_URL\): must be a URL/,
    );
    expect(() => loadConfig({}, ['--no-such-flag'])).toThrow(/Unknown option --no-such-flag/);
  });

  it('reads --trust-proxy as a list of addresses, CIDRs or range names, and refuses anything else', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(
      loadConfig({ FLEETKIT_TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,loopback,fd00::/8' }).trustProxy,
    ).toEqual(['10.0.0.5', '10.1.0.0/16', 'loopback', 'fd00::/8']);
    expect(() => loadConfig({}, ['--trust-proxy', '10.0.0.0/33'])).toThrow(
      /--trust-proxy \(FLEETKIT_TRUST_PROXY\): "10.0.0.0\/33" is not an address or CIDR/,
    );
    expect(() => loadConfig({}, ['--trust-proxy', 'nginx'])).toThrow(ConfigError);
  });

  it('reads flags over environment variables over defaults', () => {
    const config = loadConfig({ PORT: '9000', FLEETKIT_REGISTRATION: 'yes' }, ['--port', '9001']);
    expect(config).toMatchObject({ port: 9001, registration: true, gt06Port: 5023, dataDir: './data' });
  });
});

describe('security headers and the portal', () => {
  it('sends CSP with the configured frame-ancestors and nosniff on API answers and pages', async () => {
    for (const path of ['/api/server', '/dashboard/home']) {
      const response = await t.fetch(path);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'self' https://partner.example");
      expect(csp, path).toContain("default-src 'self'");
    }
  });

  it('answers every non-API path with the portal page, and API paths and missing files with 404', async () => {
    const page = await t.fetch('/dashboard/vehicle/all-vehicles/12?tab=history');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Fleetkit</title>');
    expect(await (await t.fetch('/app.js')).text()).toBe('console.log(1)');
    for (const path of ['/api2/nothing-here', '/missing.js']) {
      const response = await t.fetch(path, { cookie });
      expect(response.status, path).toBe(404);
      expect((await json(response)).error.code, path).toBe('not_found');
    }
    // Traccar's API answers errors as plain text (docs/decisions/traccar-error-bodies.md).
    const traccar = await t.fetch('/api/nothing-here', { cookie });
    expect(traccar.status).toBe(404);
    expect(await traccar.text()).toBe('No route GET /api/nothing-here');
  });
});

describe('Traccar extras', () => {
  it('pages the device list with limit and offset, and refuses a bad limit', async () => {
    for (const n of [1, 2, 3]) await post('/api/devices', { name: `Page ${n}`, uniqueId: `PAGE-${n}` });
    const page = await json(await t.fetch('/api/devices?keyword=Page&limit=2&offset=1', { cookie }));
    expect(page.map((d: { name: string }) => d.name)).toEqual(['Page 2', 'Page 3']);
    const bad = await t.fetch('/api/devices?limit=0', { cookie });
    expect(bad.status).toBe(400);
    expect(await errorMessage(bad)).toContain('limit');
  });

  it('answers every list without attributes when asked with excludeAttributes, and the users of a device to a manager', async () => {
    await post('/api/devices', { name: 'Heavy', uniqueId: 'HEAVY-1', attributes: { speedLimit: 40 } });
    await post('/api/groups', { name: 'Heavy group', attributes: { note: 'x' } });
    const named = (list: { name: string; attributes: unknown }[], name: string) =>
      list.find((item) => item.name === name);
    for (const [path, name] of [
      ['/api/devices', 'Heavy'],
      ['/api/groups', 'Heavy group'],
    ] as const) {
      const full = await json(await t.fetch(path, { cookie }));
      expect(named(full, name)?.attributes, path).not.toEqual({});
      const light = await json(await t.fetch(`${path}?excludeAttributes=true`, { cookie }));
      expect(named(light, name)?.attributes, `${path}?excludeAttributes=true`).toEqual({});
      expect(light.length, path).toBe(full.length);
    }
    const self = await json(await t.fetch('/api/users?excludeAttributes=true', { cookie }));
    expect(self.map((user: { attributes: unknown }) => user.attributes)).toEqual([{}]);

    await t.createUser({ email: 'fleet-manager@example.com', userLimit: 5 });
    const manager = (await t.signIn('fleet-manager@example.com')).cookie;
    const send = (path: string, body: unknown) =>
      t.fetch(path, {
        method: 'POST',
        cookie: manager,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const device = await json(await send('/api/devices', { name: 'Managed', uniqueId: 'MANAGED-1' }));
    const driver = await json(
      await send('/api/users', {
        name: 'Driver',
        email: 'managed-driver@example.com',
        password: 'a long password 1',
      }),
    );
    await send('/api/users', {
      name: 'Other',
      email: 'managed-other@example.com',
      password: 'a long password 2',
    });
    expect((await send('/api/permissions', { userId: driver.id, deviceId: device.id })).status).toBe(204);
    const holders = await json(await t.fetch(`/api/users?deviceId=${device.id}`, { cookie: manager }));
    expect(holders.map((user: { email: string }) => user.email).sort()).toEqual([
      'fleet-manager@example.com',
      'managed-driver@example.com',
    ]);
    expect((await t.fetch(`/api/users?deviceId=${device.id}`, { cookie })).status).toBe(403);
  });

  it("keeps Traccar's orders, linked to devices, and refuses one without its reference", async () => {
    const van = await json(await post('/api/devices', { name: 'Courier', uniqueId: 'COURIER-1' }));
    const order = await json(
      await post('/api/orders', {
        uniqueId: 'ORD-1001',
        description: 'Two boxes',
        fromAddress: 'Thamel, Kathmandu',
        toAddress: 'Lakeside, Pokhara',
      }),
    );
    expect(order).toMatchObject({ uniqueId: 'ORD-1001', toAddress: 'Lakeside, Pokhara', attributes: {} });
    await post('/api/orders', { uniqueId: 'ORD-1002' });
    expect((await post('/api/permissions', { deviceId: van.id, orderId: order.id })).status).toBe(204);
    const forVan = await json(await t.fetch(`/api/orders?deviceId=${van.id}`, { cookie }));
    expect(forVan.map((o: { uniqueId: string }) => o.uniqueId)).toEqual(['ORD-1001']);
    const missing = await post('/api/orders', { description: 'No reference' });
    expect(missing.status).toBe(400);
    expect(await errorMessage(missing)).toContain('uniqueId');
  });

  it('shares a device through the Traccar 6.13 alias /api/share/device, answering the token as text', async () => {
    const device = await json(await post('/api/devices', { name: 'Alias', uniqueId: 'ALIAS-1' }));
    const response = await t.fetch('/api/share/device', {
      method: 'POST',
      cookie,
      body: new URLSearchParams({
        deviceId: String(device.id),
        expiration: new Date(Date.now() + 24 * 3_600_000).toISOString(),
      }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const token = await response.text();
    const guest = await t.fetch('/api/devices', { headers: { Authorization: `Bearer ${token}` } });
    expect((await json(guest)).map((d: { id: number }) => d.id)).toEqual([device.id]);
  });

  it('links and unlinks in bulk', async () => {
    const device = await json(await post('/api/devices', { name: 'Bulk', uniqueId: 'BULK-1' }));
    const fences = [];
    for (const n of [1, 2]) {
      fences.push(
        await json(await post('/api/geofences', { name: `F${n}`, area: 'CIRCLE (27.7 85.3, 50)' })),
      );
    }
    const links = fences.map((f: { id: number }) => ({ deviceId: device.id, geofenceId: f.id }));
    expect((await post('/api/permissions/bulk', links)).status).toBe(204);
    const linked = await json(await t.fetch(`/api/geofences?deviceId=${device.id}`, { cookie }));
    expect(linked.map((f: { id: number }) => f.id)).toEqual(fences.map((f: { id: number }) => f.id));
    const removed = await t.fetch('/api/permissions/bulk', {
      method: 'DELETE',
      cookie,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(links),
    });
    expect(removed.status).toBe(204);
    expect(await json(await t.fetch(`/api/geofences?deviceId=${device.id}`, { cookie }))).toEqual([]);
  });

  it('stores a mileage above 0 for a vehicle and refuses 0 or text with 400 (SPEC §5)', async () => {
    const device = await json(await post('/api/devices', { name: 'Mileage', uniqueId: 'MILE-1' }));
    expect((await post('/api2/computed/mileage', { vehicleId: device.id, mileage: '14.5' })).status).toBe(
      204,
    );
    const stored = await json(await t.fetch(`/api/devices/${device.id}`, { cookie }));
    expect(stored.attributes.mileage).toBe(14.5);
    for (const mileage of ['0', 'abc', '-3']) {
      const response = await post('/api2/computed/mileage', { vehicleId: device.id, mileage });
      expect(response.status, mileage).toBe(400);
      expect(await errorMessage(response), mileage).toContain('mileage');
    }
  });
});
