import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { events, positions } from '../db/schema';
import { errorMessage, startTestServer, type TestServer } from './harness';

/**
 * The security rules of every Traccar collection, over real HTTP: another user's object is refused
 * (404, its existence not revealed), a read-only user reads what it is linked to and changes nothing
 * (403), a share token sees only its device and stops working at its expiry, and bad input is a 400
 * whose message names the field.
 */

let t: TestServer;
let owner: string;
let other: string;
let reader: string;
let readerId: number;
let admin: string;
let sharedDeviceId: number;
let privateDeviceId: number;

/** A JSON request with a session cookie (or a bearer token). */
async function call(
  session: string | { bearer: string },
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> & { error?: { message: string } } }> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (typeof session !== 'string') headers.Authorization = `Bearer ${session.bearer}`;
  const response = await t.fetch(path, {
    method,
    headers,
    ...(typeof session === 'string' ? { cookie: session } : {}),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  // Traccar's API answers errors with their message as plain text.
  if (!response.ok && !response.headers.get('content-type')?.includes('json')) {
    return { status: response.status, body: { error: { message: text } } };
  }
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

interface Resource {
  path: string;
  /** The permission key that links a user to it. */
  key: string;
  valid: () => Record<string, unknown>;
  /** A body the schema refuses, and a field the message must name. */
  invalid: Record<string, unknown>;
  field: string;
}

let serial = 0;
const RESOURCES: Resource[] = [
  {
    path: '/api/devices',
    key: 'deviceId',
    valid: () => ({ name: `Truck ${++serial}`, uniqueId: `SEC-${serial}` }),
    invalid: { name: '', uniqueId: 'SEC-X' },
    field: 'name',
  },
  {
    path: '/api/groups',
    key: 'groupId',
    valid: () => ({ name: `Depot ${++serial}` }),
    invalid: { name: '' },
    field: 'name',
  },
  {
    path: '/api/drivers',
    key: 'driverId',
    valid: () => ({ name: `Driver ${++serial}`, uniqueId: `DRV-S${serial}` }),
    invalid: { name: ' ', uniqueId: 'D' },
    field: 'name',
  },
  {
    path: '/api/geofences',
    key: 'geofenceId',
    valid: () => ({ name: `Yard ${++serial}`, area: 'CIRCLE (27.7172 85.324, 300)' }),
    invalid: { name: 'Bad', area: 'POLYGON ((27.7 85.3, 27.8 85.3))' },
    field: 'area',
  },
  {
    path: '/api/maintenance',
    key: 'maintenanceId',
    valid: () => ({ name: `Oil ${++serial}`, type: 'totalDistance', start: 0, period: 5_000_000 }),
    invalid: { name: 'Oil', type: 'totalDistance', start: 0, period: 0 },
    field: 'period',
  },
  {
    path: '/api/notifications',
    key: 'notificationId',
    valid: () => ({ type: 'alarm', always: true, notificators: 'web' }),
    invalid: { always: true },
    field: 'type',
  },
  {
    path: '/api/attributes/computed',
    key: 'attributeId',
    valid: () => ({
      description: `Fuel ${++serial}`,
      attribute: 'fuel',
      expression: 'io1 * 2',
      type: 'number',
    }),
    invalid: { description: 'No expression', attribute: 'fuel' },
    field: 'expression',
  },
];

beforeAll(async () => {
  t = await startTestServer();
  await t.createUser({ email: 'owner@example.com' });
  await t.createUser({ email: 'other@example.com' });
  readerId = (await t.createUser({ email: 'reader@example.com', readonly: true })).id;
  await t.createUser({ email: 'admin@example.com', administrator: true });
  owner = (await t.signIn('owner@example.com')).cookie;
  other = (await t.signIn('other@example.com')).cookie;
  reader = (await t.signIn('reader@example.com')).cookie;
  admin = (await t.signIn('admin@example.com')).cookie;
  sharedDeviceId = Number((await call(owner, 'POST', '/api/devices', RESOURCES[0]?.valid())).body.id);
  privateDeviceId = Number((await call(owner, 'POST', '/api/devices', RESOURCES[0]?.valid())).body.id);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

describe.each(RESOURCES)('$path', (resource) => {
  it("refuses another user's object with 404 on read, update and delete, and leaves it out of lists", async () => {
    const created = await call(owner, 'POST', resource.path, resource.valid());
    expect(created.status).toBe(200);
    const id = created.body.id as number;
    const url = `${resource.path}/${id}`;
    expect((await call(other, 'GET', url)).status).toBe(404);
    expect((await call(other, 'PUT', url, { ...created.body, ...resource.valid() })).status).toBe(404);
    expect((await call(other, 'DELETE', url)).status).toBe(404);
    const list = (await call(other, 'GET', resource.path)).body as unknown as { id: number }[];
    expect(list.map((row) => row.id)).not.toContain(id);
    expect((await call(other, 'GET', `${resource.path}?id=${id}`)).body).toEqual([]);
    expect((await call(owner, 'GET', url)).status).toBe(200);
  });

  it('lets a read-only user read what it is linked to, and refuses its changes with 403', async () => {
    const created = await call(owner, 'POST', resource.path, resource.valid());
    const id = created.body.id as number;
    const url = `${resource.path}/${id}`;
    const link = await call(admin, 'POST', '/api/permissions', { userId: readerId, [resource.key]: id });
    expect(link.status).toBe(204);
    expect((await call(reader, 'GET', url)).status).toBe(200);
    expect((await call(reader, 'POST', resource.path, resource.valid())).status).toBe(403);
    const update = await call(reader, 'PUT', url, { ...created.body, ...resource.valid() });
    expect(update.status).toBe(403);
    expect(update.body.error?.message).toBe('This account is read-only');
    expect((await call(reader, 'DELETE', url)).status).toBe(403);
    expect((await call(owner, 'GET', url)).body).toEqual(created.body);
  });

  it('answers bad input with 400 and a message naming the field', async () => {
    const response = await call(owner, 'POST', resource.path, resource.invalid);
    expect(response.status).toBe(400);
    expect(response.body.error?.message).toContain(resource.field);
    const notJson = await t.fetch(resource.path, {
      method: 'POST',
      cookie: owner,
      headers: { 'Content-Type': 'application/json' },
      body: '{',
    });
    expect(notJson.status).toBe(400);
    expect(await errorMessage(notJson)).toBe('The body is not valid JSON');
    expect((await call(owner, 'GET', `${resource.path}/abc`)).status).toBe(400);
  });

  it('shows a share token only its device, refuses its changes, and stops it at its expiry', async () => {
    const created = await call(owner, 'POST', resource.path, resource.valid());
    const id = created.body.id as number;
    if (resource.key !== 'deviceId') {
      await call(owner, 'POST', '/api/permissions', { deviceId: sharedDeviceId, [resource.key]: id });
    }
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await shareToken(sharedDeviceId, 24);
    const guest = { bearer: token };
    const listed = await call(guest, 'GET', resource.path);
    const list = listed.body as unknown as { id: number }[];
    // The guest view has the shared device only; other collections are outside it (403).
    if (resource.key === 'deviceId') expect(list.map((row) => row.id)).toEqual([sharedDeviceId]);
    else expect(listed.status).toBe(403);
    expect(
      (await call(guest, 'GET', `${resource.path}/${resource.key === 'deviceId' ? privateDeviceId : id}`))
        .status,
    ).toBe(resource.key === 'deviceId' ? 404 : 403);
    expect((await call(guest, 'POST', resource.path, resource.valid())).status).toBe(403);
    const own = resource.key === 'deviceId' ? sharedDeviceId : id;
    const current = await call(owner, 'GET', `${resource.path}/${own}`);
    const update = await call(guest, 'PUT', `${resource.path}/${own}`, {
      ...current.body,
      ...resource.valid(),
    });
    expect([403, 404]).toContain(update.status);
    vi.setSystemTime(Date.now() + 25 * 3_600_000);
    expect((await call(guest, 'GET', resource.path)).status).toBe(401);
  });
});

/** A Traccar share token for `deviceId`, valid for `hours`. */
async function shareToken(deviceId: number, hours: number): Promise<string> {
  const response = await t.fetch('/api/devices/share', {
    method: 'POST',
    cookie: owner,
    body: new URLSearchParams({
      deviceId: String(deviceId),
      expiration: new Date(Date.now() + hours * 3_600_000).toISOString(),
    }),
  });
  expect(response.status).toBe(200);
  return response.text();
}

describe('device-scoped calls', () => {
  it("refuses another user's positions, events, accumulators, mileage and share links", async () => {
    const [position] = await t.server.ctx.db
      .insert(positions)
      .values({
        deviceId: privateDeviceId,
        deviceTime: new Date(),
        fixTime: new Date(),
        latitude: 27.7,
        longitude: 85.3,
        attributes: {},
      })
      .returning();
    const [event] = await t.server.ctx.db
      .insert(events)
      .values({
        type: 'ignitionOn',
        deviceId: privateDeviceId,
        eventTime: new Date(),
        positionId: position?.id,
      })
      .returning();
    expect((await call(other, 'GET', `/api/events/${event?.id}`)).status).toBe(404);
    expect((await call(owner, 'GET', `/api/events/${event?.id}`)).body).toMatchObject({ type: 'ignitionOn' });
    const history = `/api/positions?deviceId=${privateDeviceId}&from=2020-01-01T00:00:00Z&to=2030-01-01T00:00:00Z`;
    expect((await call(other, 'GET', history)).status).toBe(404);
    expect((await call(other, 'GET', `/api/positions?deviceId=${privateDeviceId}`)).status).toBe(404);
    expect((await call(other, 'GET', `/api/positions?id=${position?.id}`)).body).toEqual([]);
    expect((await call(owner, 'GET', `/api/positions?id=${position?.id}`)).body).toHaveLength(1);
    const accumulators = { deviceId: privateDeviceId, totalDistance: 1000, hours: 0 };
    expect(
      (await call(other, 'PUT', `/api/devices/${privateDeviceId}/accumulators`, accumulators)).status,
    ).toBe(404);
    const mileage = { vehicleId: privateDeviceId, mileage: '12' };
    expect((await call(other, 'POST', '/api2/computed/mileage', mileage)).status).toBe(404);
    const expiration = new Date(Date.now() + 86_400_000).toISOString();
    const share = await call(other, 'POST', '/api2/devices/share', { deviceId: privateDeviceId, expiration });
    expect(share.status).toBe(404);
    expect((await call(other, 'DELETE', `/api2/devices/${privateDeviceId}`)).status).toBe(404);
    expect((await call(other, 'GET', '/api2/devices')).body).toEqual([]);
    expect((await call(other, 'GET', `/api/commands/types?deviceId=${privateDeviceId}`)).status).toBe(404);
  });

  it('refuses a read-only user the device writes and share links of a device it sees', async () => {
    await call(admin, 'POST', '/api/permissions', { userId: readerId, deviceId: privateDeviceId });
    const accumulators = { deviceId: privateDeviceId, totalDistance: 1000, hours: 0 };
    expect(
      (await call(reader, 'PUT', `/api/devices/${privateDeviceId}/accumulators`, accumulators)).status,
    ).toBe(403);
    expect(
      (await call(reader, 'POST', '/api2/computed/mileage', { vehicleId: privateDeviceId, mileage: '12' }))
        .status,
    ).toBe(403);
    const vehicle = await call(reader, 'PUT', `/api2/devices/${privateDeviceId}`, {
      name: 'Renamed',
      category: 'truck',
      uniqueId: 'SEC-RENAMED',
      phone: '9800000000',
      contact: '9800000001',
    });
    expect(vehicle.status).toBe(403);
    expect((await call(reader, 'DELETE', `/api2/devices/${privateDeviceId}`)).status).toBe(403);
    const expiration = new Date(Date.now() + 86_400_000).toISOString();
    expect(
      (await call(reader, 'POST', '/api2/devices/share', { deviceId: privateDeviceId, expiration })).status,
    ).toBe(403);
    const form = await t.fetch('/api/devices/share', {
      method: 'POST',
      cookie: reader,
      body: new URLSearchParams({ deviceId: String(privateDeviceId), expiration }),
    });
    expect(form.status).toBe(403);
    expect((await call(reader, 'GET', '/api2/devices')).body).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: privateDeviceId })]),
    );
  });

  it('refuses a permission that links objects the caller does not own, and one from a read-only user', async () => {
    const fence = await call(other, 'POST', '/api/geofences', RESOURCES[3]?.valid());
    const foreign = await call(owner, 'POST', '/api/permissions', {
      deviceId: sharedDeviceId,
      geofenceId: fence.body.id,
    });
    expect(foreign.status).toBe(404);
    const mine = await call(other, 'POST', '/api/permissions', {
      deviceId: sharedDeviceId,
      geofenceId: fence.body.id,
    });
    expect(mine.status).toBe(404);
    const own = await call(owner, 'POST', '/api/geofences', RESOURCES[3]?.valid());
    await call(admin, 'POST', '/api/permissions', { userId: readerId, geofenceId: own.body.id });
    const byReader = await call(reader, 'POST', '/api/permissions', {
      deviceId: privateDeviceId,
      geofenceId: own.body.id,
    });
    expect(byReader.status).toBe(403);
    const selfGrant = await call(other, 'POST', '/api/permissions', {
      userId: readerId,
      deviceId: sharedDeviceId,
    });
    expect(selfGrant.status).toBe(403);
  });

  it('answers a missing session with 401 on every protected family', async () => {
    for (const path of [
      '/api/devices',
      '/api/positions',
      '/api2/devices',
      '/api2/documents',
      '/api/reports/trips',
    ]) {
      const response = await t.fetch(path);
      expect(response.status, path).toBe(401);
      expect(await errorMessage(response)).toBe('Sign in to continue');
    }
  });
});
