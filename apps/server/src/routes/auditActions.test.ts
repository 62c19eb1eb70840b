import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditAction } from '../services/serverActivity';
import { json, startTestServer, type TestServer } from '../test/harness';

let t: TestServer;
let admin: string;
let owner: string;
let adminId: number;
let ownerId: number;
const started = new Date();
/** Requests this test makes (each is answered by the server, so each must be counted). */
let requestsMade = 0;

const call = (path: string, cookie: string, method = 'GET', body?: unknown) => {
  requestsMade += 1;
  return t.fetch(path, {
    method,
    cookie,
    ...(body === undefined
      ? {}
      : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });
};

/** A write that must succeed; its JSON body, if any. */
async function write(path: string, cookie: string, method: string, body?: unknown) {
  const response = await call(path, cookie, method, body);
  expect(response.status, `${method} ${path}: ${response.status}`).toBeLessThan(300);
  return response.status === 204 ? null : json(response);
}

const range = () =>
  `from=${encodeURIComponent(new Date(started.getTime() - 60_000).toISOString())}&to=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`;

type Action = AuditAction;

async function trail(): Promise<Action[]> {
  const response = await call(`/api/audit?${range()}`, admin);
  expect(response.status).toBe(200);
  return json(response);
}

/** The entries of one object, oldest first. */
const entriesOf = (actions: Action[], objectType: string, objectId: number) =>
  actions.filter((a) => a.objectType === objectType && a.objectId === objectId);

beforeAll(async () => {
  t = await startTestServer();
  adminId = (await t.createUser({ email: 'admin@example.com', administrator: true })).id;
  ownerId = (await t.createUser({ email: 'owner@example.com' })).id;
  admin = (await t.signIn('admin@example.com')).cookie;
  owner = (await t.signIn('owner@example.com')).cookie;
  requestsMade += 2;
});
afterAll(() => t.close());

describe('object writes in GET /api/audit', () => {
  it('records create, edit and remove of a collection object, with who and from where', async () => {
    const fence = await write('/api/geofences', owner, 'POST', {
      name: 'Yard',
      area: 'CIRCLE (27.7 85.3, 100)',
    });
    await write(`/api/geofences/${fence.id}`, owner, 'PUT', {
      name: 'Yard east',
      area: 'CIRCLE (27.7 85.3, 120)',
    });
    await write(`/api/geofences/${fence.id}`, owner, 'DELETE');
    const entries = entriesOf(await trail(), 'geofence', fence.id);
    expect(entries.map((a) => a.actionType)).toEqual(['create', 'edit', 'remove']);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        userId: ownerId,
        userEmail: 'owner@example.com',
        address: expect.stringMatching(/127\.0\.0\.1/),
        attributes: {},
      });
    }
  });

  it('records devices through /api and /api2, and an accumulator reset', async () => {
    const device = await write('/api/devices', owner, 'POST', { name: 'Audit truck', uniqueId: 'AUDIT-1' });
    await write(`/api/devices/${device.id}`, owner, 'PUT', { name: 'Audit truck 2', uniqueId: 'AUDIT-1' });
    await write(`/api/devices/${device.id}/accumulators`, owner, 'PUT', {
      deviceId: device.id,
      totalDistance: 1000,
    });
    const vehicle = await write('/api2/devices', owner, 'POST', {
      name: 'Audit van',
      category: 'car',
      uniqueId: 'AUDIT-2',
      phone: '9800000000',
      contact: '9811111111',
    });
    await write('/api2/computed/mileage', owner, 'POST', { vehicleId: vehicle.id, mileage: 12.5 });
    expect(entriesOf(await trail(), 'device', vehicle.id).at(-1)).toMatchObject({
      actionType: 'edit',
      attributes: { mileage: 12.5 },
    });
    await write(`/api2/devices/${vehicle.id}`, owner, 'DELETE');
    await write(`/api/devices/${device.id}`, owner, 'DELETE');
    const actions = await trail();
    expect(entriesOf(actions, 'device', device.id).map((a) => [a.actionType, a.userId])).toEqual([
      ['create', ownerId],
      ['edit', ownerId],
      ['accumulators', ownerId],
      ['remove', ownerId],
    ]);
    expect(
      entriesOf(actions, 'device', device.id).find((a) => a.actionType === 'accumulators')?.attributes,
    ).toEqual({ totalDistance: 1000 });
    expect(entriesOf(actions, 'device', vehicle.id).map((a) => a.actionType)).toEqual([
      'create',
      'edit',
      'remove',
    ]);
  });

  it('records users without their password, and the server settings', async () => {
    const user = await write('/api/users', admin, 'POST', {
      name: 'Clerk',
      email: 'clerk@example.com',
      password: 'a long enough password',
    });
    await write(`/api/users/${user.id}`, admin, 'PUT', {
      name: 'Clerk',
      email: 'clerk@example.com',
      password: 'another long password',
    });
    await write(`/api/users/${user.id}`, admin, 'DELETE');
    const server = await json(await call('/api/server', admin));
    await write('/api/server', admin, 'PUT', { ...server, zoom: 7 });
    const actions = await trail();
    const userEntries = entriesOf(actions, 'user', user.id);
    expect(userEntries.map((a) => [a.actionType, a.userId])).toEqual([
      ['create', adminId],
      ['edit', adminId],
      ['remove', adminId],
    ]);
    expect(JSON.stringify(userEntries)).not.toMatch(/password/i);
    expect(entriesOf(actions, 'server', 1)).toEqual([
      expect.objectContaining({ actionType: 'edit', userId: adminId, userEmail: 'admin@example.com' }),
    ]);
  });

  it('records links and unlinks with both ends, one by one and in bulk', async () => {
    const device = await write('/api/devices', owner, 'POST', { name: 'Linked', uniqueId: 'AUDIT-3' });
    const fences = [];
    for (const name of ['North', 'South']) {
      fences.push(await write('/api/geofences', owner, 'POST', { name, area: 'CIRCLE (27.7 85.3, 50)' }));
    }
    const [north, south] = fences;
    await write('/api/permissions', owner, 'POST', { deviceId: device.id, geofenceId: north.id });
    await write('/api/permissions/bulk', owner, 'POST', [{ deviceId: device.id, geofenceId: south.id }]);
    await write('/api/permissions', owner, 'DELETE', { deviceId: device.id, geofenceId: north.id });
    await write('/api/permissions/bulk', owner, 'DELETE', [{ deviceId: device.id, geofenceId: south.id }]);
    const links = entriesOf(await trail(), 'device', device.id).filter((a) => a.actionType !== 'create');
    expect(links.map((a) => [a.actionType, a.userId, a.attributes])).toEqual([
      ['link', ownerId, { propertyType: 'geofence', propertyId: north.id }],
      ['link', ownerId, { propertyType: 'geofence', propertyId: south.id }],
      ['unlink', ownerId, { propertyType: 'geofence', propertyId: north.id }],
      ['unlink', ownerId, { propertyType: 'geofence', propertyId: south.id }],
    ]);
  });

  it('records a sign-out of the user whose session it was', async () => {
    await t.createUser({ email: 'leaver@example.com' });
    const leaver = await t.signIn('leaver@example.com');
    requestsMade += 1;
    const me = await json(await call('/api/session', leaver.cookie));
    await write('/api/session', leaver.cookie, 'DELETE');
    expect(entriesOf(await trail(), 'user', me.id)).toEqual([
      expect.objectContaining({ actionType: 'login', userId: me.id }),
      expect.objectContaining({ actionType: 'logout', userId: me.id, address: expect.any(String) }),
    ]);
  });

  it('leaves no entry for a refused write', async () => {
    const before = (await trail()).length;
    const fence = await write('/api/geofences', admin, 'POST', {
      name: "Admin's",
      area: 'CIRCLE (27.7 85.3, 10)',
    });
    const parent = await write('/api/groups', admin, 'POST', { name: 'Parent' });
    const child = await write('/api/groups', admin, 'POST', { name: 'Child', groupId: parent.id });
    const afterCreate = (await trail()).length;
    expect(afterCreate).toBe(before + 3);
    const refused = [
      // Refused inside the write's transaction (a group cycle): rolled back with its entry.
      await call(`/api/groups/${parent.id}`, admin, 'PUT', { name: 'Parent', groupId: child.id }),
      await call('/api/server', owner, 'PUT', { registration: true }),
      await call('/api/geofences', owner, 'POST', { name: '' }),
      await call('/api/devices', owner, 'POST', { name: 'No id' }),
      await call(`/api/geofences/${fence.id}`, owner, 'DELETE'),
      await call('/api/permissions', owner, 'POST', { userId: adminId, geofenceId: fence.id }),
      await call('/api/users', owner, 'POST', {
        name: 'Sneaky',
        email: 'sneaky@example.com',
        password: 'a long enough password',
      }),
    ];
    for (const response of refused) expect([400, 403, 404]).toContain(response.status);
    expect(refused.map((r) => r.status)).toEqual(expect.arrayContaining([400, 403]));
    expect((await trail()).length).toBe(afterCreate);
  });
});

describe('GET /api/statistics', () => {
  it('counts the API requests answered and the reverse-geocoder lookups of the day', async () => {
    const geocoded = await call('/api/server/geocode?latitude=27.6934&longitude=85.453', owner);
    expect(geocoded.status).toBe(200);
    const response = await call(`/api/statistics?${range()}`, admin);
    expect(response.status).toBe(200);
    const days: { requests: number; geocoderRequests: number }[] = await json(response);
    const sum = (key: 'requests' | 'geocoderRequests') => days.reduce((n, day) => n + day[key], 0);
    // This request itself is counted once answered, so the count is of those before it.
    expect(sum('requests')).toBeGreaterThanOrEqual(requestsMade - 1);
    expect(sum('geocoderRequests')).toBeGreaterThanOrEqual(1);
  });

  it("adds each instance's counts to the day's row, also those of an instance that shut down", async () => {
    const before = await json(await call(`/api/statistics?${range()}`, admin));
    const requestsBefore = before.reduce((n: number, day: { requests: number }) => n + day.requests, 0);
    // A second instance on the same database answers a few requests, then stops before a minute is up.
    const twin = await startTestServer({}, { sameDatabaseAs: t });
    for (let i = 0; i < 5; i++) expect((await twin.fetch('/api/server')).status).toBe(200);
    await twin.close();
    const after = await json(await call(`/api/statistics?${range()}`, admin));
    const requestsAfter = after.reduce((n: number, day: { requests: number }) => n + day.requests, 0);
    // The twin's five, and the first statistics request of this instance.
    expect(requestsAfter).toBeGreaterThanOrEqual(requestsBefore + 6);
  });

  it("leaves the portal's files out of the count", async () => {
    const portalDir = mkdtempSync(join(tmpdir(), 'portal-'));
    writeFileSync(join(portalDir, 'index.html'), '<!doctype html><title>Portal</title>');
    writeFileSync(join(portalDir, 'app.js'), 'console.log(1);');
    const site = await startTestServer({ portalDir });
    try {
      await site.createUser({ email: 'admin@example.com', administrator: true });
      const { cookie } = await site.signIn('admin@example.com');
      for (const path of ['/app.js', '/app.js', '/', '/dashboard/home']) {
        expect((await site.fetch(path)).status, path).toBe(200);
      }
      // An API path answered by the portal's fallback route (404) is still an API request.
      expect((await site.fetch('/api/no-such-call')).status).toBe(404);
      const days = await json(await site.fetch(`/api/statistics?${range()}`, { cookie }));
      // The sign-in and the 404; this request is counted once answered.
      expect(days.reduce((n: number, day: { requests: number }) => n + day.requests, 0)).toBe(2);
    } finally {
      await site.close();
      rmSync(portalDir, { recursive: true, force: true });
    }
  });
});
