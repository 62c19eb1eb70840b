import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFICE_HOURS } from './accessWorld';
import { startTestServer, type TestServer } from './harness';

/**
 * Every write that stores the id of another object, tried by one fleet owner (B) with the ids of
 * another's (A's) objects: each is refused as if the object did not exist (404, the field named), and
 * nothing is stored. The same writes with B's own objects succeed, so the refusal is about ownership.
 * A group cannot be put inside itself or one of its subgroups.
 */

let t: TestServer;
let ownerA: string;
let ownerB: string;
let admin: string;
let ownerBId: number;

/** A's objects, one of each type, and B's own. */
const a: Record<string, number> = {};
const b: Record<string, number> = {};

async function call(session: string, method: string, path: string, body?: unknown) {
  const response = await t.fetch(path, {
    method,
    cookie: session,
    ...(body === undefined
      ? {}
      : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const text = await response.text();
  // Traccar's API answers errors with their message as plain text.
  const plain = !response.ok && !response.headers.get('content-type')?.includes('json');
  return {
    status: response.status,
    body: (plain ? { error: { message: text } } : text ? JSON.parse(text) : {}) as Record<string, unknown> & {
      id?: number;
      error?: { message: string; details?: { field: string }[] };
    },
  };
}

async function created(session: string, path: string, body: unknown): Promise<number> {
  const response = await call(session, 'POST', path, body);
  if (response.status !== 200)
    throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`);
  return Number(response.body.id);
}

let serial = 0;
const fence = () => ({ name: `Yard ${++serial}`, area: 'CIRCLE (27.7172 85.324, 300)' });
const device = (extra: Record<string, unknown> = {}) => ({
  name: `Truck ${++serial}`,
  uniqueId: `TEN-${serial}`,
  ...extra,
});
const vehicle = (extra: Record<string, unknown> = {}) => ({
  name: `Van ${++serial}`,
  category: 'van',
  uniqueId: `TEN-V${serial}`,
  phone: '9800000000',
  contact: '9800000001',
  ...extra,
});

async function objectsOf(session: string, into: Record<string, number>) {
  into.group = await created(session, '/api/groups', { name: `Depot ${++serial}` });
  into.device = await created(session, '/api/devices', device());
  into.geofence = await created(session, '/api/geofences', fence());
  into.driver = await created(session, '/api/drivers', { name: 'Ram', uniqueId: `DRV-T${++serial}` });
  into.maintenance = await created(session, '/api/maintenance', {
    name: 'Oil',
    type: 'totalDistance',
    start: 0,
    period: 5_000_000,
  });
  into.notification = await created(session, '/api/notifications', { type: 'alarm', notificators: 'web' });
  into.attribute = await created(session, '/api/attributes/computed', {
    description: 'Fuel',
    attribute: 'fuel',
    expression: 'io1 * 2',
    type: 'number',
  });
  into.calendar = await created(session, '/api/calendars', { name: 'Shifts', data: OFFICE_HOURS });
  into.command = await created(session, '/api/commands', { description: 'Status', type: 'custom' });
  into.report = await created(session, '/api/reports', { type: 'trips', calendarId: into.calendar });
  into.order = await created(session, '/api/orders', {
    uniqueId: `ORD-${++serial}`,
    geofenceId: into.geofence,
  });
}

beforeAll(async () => {
  t = await startTestServer({ paymentSandbox: true });
  await t.createUser({ email: 'a@example.com' });
  ownerBId = (await t.createUser({ email: 'b@example.com' })).id;
  await t.createUser({ email: 'admin@example.com', administrator: true });
  ownerA = (await t.signIn('a@example.com')).cookie;
  ownerB = (await t.signIn('b@example.com')).cookie;
  admin = (await t.signIn('admin@example.com')).cookie;
  await objectsOf(ownerA, a);
  await objectsOf(ownerB, b);
  await created(admin, '/api2/subscriptions/plans', { name: 'Year', months: 12, price: 1000 });
});
afterAll(() => t.close());

interface ReferenceWrite {
  /** What is written and which reference it carries. */
  name: string;
  field: string;
  /** The request, given whose objects it points at. */
  request: (target: Record<string, number>) => { method: string; path: string; body: unknown };
  /** Statuses of the same write pointing at B's own objects. */
  ok?: number[];
}

const PERMISSION_KEYS = {
  group: 'groupId',
  device: 'deviceId',
  geofence: 'geofenceId',
  driver: 'driverId',
  maintenance: 'maintenanceId',
  notification: 'notificationId',
  attribute: 'attributeId',
  calendar: 'calendarId',
  command: 'commandId',
  report: 'reportId',
  order: 'orderId',
} as const;

const WRITES: ReferenceWrite[] = [
  {
    name: 'POST /api/groups',
    field: 'groupId',
    request: (o) => ({ method: 'POST', path: '/api/groups', body: { name: 'Sub', groupId: o.group } }),
  },
  {
    name: 'PUT /api/groups/:id (re-parent)',
    field: 'groupId',
    request: (o) => ({
      method: 'PUT',
      path: `/api/groups/${b.group}`,
      body: { id: b.group, name: 'Moved', groupId: o === b ? 0 : o.group },
    }),
  },
  {
    name: 'POST /api/devices',
    field: 'groupId',
    request: (o) => ({ method: 'POST', path: '/api/devices', body: device({ groupId: o.group }) }),
  },
  {
    name: 'POST /api/devices',
    field: 'calendarId',
    request: (o) => ({ method: 'POST', path: '/api/devices', body: device({ calendarId: o.calendar }) }),
  },
  {
    name: 'PUT /api/devices/:id',
    field: 'groupId',
    request: (o) => ({
      method: 'PUT',
      path: `/api/devices/${b.device}`,
      body: { id: b.device, name: 'Mine', uniqueId: `TEN-B-${b.device}`, groupId: o.group },
    }),
  },
  {
    name: 'PUT /api/devices/:id',
    field: 'calendarId',
    request: (o) => ({
      method: 'PUT',
      path: `/api/devices/${b.device}`,
      body: { id: b.device, name: 'Mine', uniqueId: `TEN-B-${b.device}`, calendarId: o.calendar },
    }),
  },
  {
    name: 'POST /api/geofences',
    field: 'calendarId',
    request: (o) => ({
      method: 'POST',
      path: '/api/geofences',
      body: { ...fence(), calendarId: o.calendar },
    }),
  },
  {
    name: 'PUT /api/geofences/:id',
    field: 'calendarId',
    request: (o) => ({
      method: 'PUT',
      path: `/api/geofences/${b.geofence}`,
      body: { ...fence(), id: b.geofence, calendarId: o.calendar },
    }),
  },
  {
    name: 'POST /api/notifications',
    field: 'calendarId',
    request: (o) => ({
      method: 'POST',
      path: '/api/notifications',
      body: { type: 'alarm', notificators: 'web', calendarId: o.calendar },
    }),
  },
  {
    name: 'POST /api/reports',
    field: 'calendarId',
    request: (o) => ({
      method: 'POST',
      path: '/api/reports',
      body: { type: 'route', calendarId: o.calendar },
    }),
  },
  {
    name: 'PUT /api/reports/:id',
    field: 'calendarId',
    request: (o) => ({
      method: 'PUT',
      path: `/api/reports/${b.report}`,
      body: { id: b.report, type: 'route', calendarId: o.calendar },
    }),
  },
  {
    name: 'POST /api/notifications',
    field: 'commandId',
    request: (o) => ({
      method: 'POST',
      path: '/api/notifications',
      body: { type: 'alarm', notificators: 'command', commandId: o.command },
    }),
  },
  {
    name: 'PUT /api/notifications/:id',
    field: 'commandId',
    request: (o) => ({
      method: 'PUT',
      path: `/api/notifications/${b.notification}`,
      body: { id: b.notification, type: 'alarm', notificators: 'command', commandId: o.command },
    }),
  },
  {
    name: 'POST /api/commands/send',
    field: 'deviceId',
    request: (o) => ({
      method: 'POST',
      path: '/api/commands/send',
      body: { deviceId: o.device, type: 'custom', attributes: { data: 'STATUS#' } },
    }),
    ok: [200, 202],
  },
  {
    name: 'POST /api2/devices',
    field: 'groupId',
    request: (o) => ({ method: 'POST', path: '/api2/devices', body: vehicle({ groupId: o.group }) }),
  },
  {
    name: 'PUT /api2/devices/:id',
    field: 'groupId',
    request: (o) => ({
      method: 'PUT',
      path: `/api2/devices/${b.device}`,
      body: vehicle({ uniqueId: `TEN-B-${b.device}`, groupId: o.group }),
    }),
  },
  {
    name: 'POST /api2/computed/mileage',
    field: 'vehicleId',
    request: (o) => ({
      method: 'POST',
      path: '/api2/computed/mileage',
      body: { vehicleId: o.device, mileage: '12' },
    }),
    ok: [204],
  },
  {
    name: 'POST /api2/devices/share',
    field: 'deviceId',
    request: (o) => ({
      method: 'POST',
      path: '/api2/devices/share',
      body: { deviceId: o.device, expiration: 24 },
    }),
  },
  {
    name: 'POST /api2/documents (vehicle)',
    field: 'entityId',
    request: (o) => ({
      method: 'POST',
      path: '/api2/documents',
      body: { documentOf: 'vehicle', entityId: o.device, documentType: 'insurance', notes: 'Policy' },
    }),
  },
  {
    name: 'POST /api2/documents (driver)',
    field: 'entityId',
    request: (o) => ({
      method: 'POST',
      path: '/api2/documents',
      body: { documentOf: 'driver', entityId: o.driver, documentType: 'license', notes: 'Licence' },
    }),
  },
  {
    name: 'POST /api2/services/history',
    field: 'entityId',
    request: (o) => ({
      method: 'POST',
      path: '/api2/services/history',
      body: { entityId: o.device, documentType: 'oil-change', notes: 'Changed' },
    }),
  },
  {
    name: 'POST /api2/tickets',
    field: 'deviceId',
    request: (o) => ({
      method: 'POST',
      path: '/api2/tickets',
      body: { subject: 'GPS off', category: 'device', deviceId: o.device, description: 'No fix' },
    }),
  },
  {
    name: 'PUT /api2/installed-devices/:deviceId',
    field: 'deviceId',
    request: (o) => ({
      method: 'PUT',
      path: `/api2/installed-devices/${o.device}`,
      body: { notes: 'Under seat' },
    }),
  },
  {
    name: 'POST /api2/subscriptions/checkout',
    field: 'deviceIds',
    request: (o) => ({
      method: 'POST',
      path: '/api2/subscriptions/checkout',
      body: { planId: 1, deviceIds: [o.device], gateway: 'sandbox' },
    }),
  },
  // Permissions: each of A's objects as the linked property (of B's device, and of B), and as the owner.
  ...Object.entries(PERMISSION_KEYS).flatMap(([type, key]): ReferenceWrite[] => [
    {
      name: `POST /api/permissions { userId: B, ${key} }`,
      field: key,
      request: (o) => ({
        method: 'POST',
        path: '/api/permissions',
        body: { userId: ownerBId, [key]: o[type] },
      }),
      ok: [204],
    },
    ...(type === 'device'
      ? []
      : [
          {
            name: `POST /api/permissions { deviceId: B's, ${key} }`,
            field: key,
            request: (o: Record<string, number>) => ({
              method: 'POST',
              path: '/api/permissions',
              body: { deviceId: b.device, [key]: o[type] },
            }),
            ok: [204],
          },
        ]),
  ]),
  {
    name: 'POST /api/permissions { groupId: owner, deviceId }',
    field: 'groupId',
    request: (o) => ({
      method: 'POST',
      path: '/api/permissions',
      body: { groupId: o.group, deviceId: b.device },
    }),
    ok: [204],
  },
  {
    name: 'POST /api/permissions/bulk',
    field: 'geofenceId',
    request: (o) => ({
      method: 'POST',
      path: '/api/permissions/bulk',
      body: [
        { deviceId: b.device, geofenceId: b.geofence },
        { deviceId: b.device, geofenceId: o.geofence },
      ],
    }),
    ok: [204],
  },
];

describe.each(WRITES)('$name with $field', (write) => {
  it("refuses another fleet's object as if it did not exist, and accepts one's own", async () => {
    const { method, path, body } = write.request(a);
    const foreign = await call(ownerB, method, path, body);
    expect(foreign.status, JSON.stringify(foreign.body)).toBe(404);
    expect(foreign.body.error?.message).toMatch(/^(\w+: )?No \w[\w ]* with id \d+/);
    const own = write.request(b);
    const mine = await call(ownerB, own.method, own.path, own.body);
    expect(write.ok ?? [200], JSON.stringify(mine.body)).toContain(mine.status);
  });
});

describe('user links', () => {
  it("refuses a manager another fleet's user as a managed user or as the owner of a link", async () => {
    const manager = await t.createUser({ email: 'manager@example.com', userLimit: 5 });
    const session = (await t.signIn('manager@example.com')).cookie;
    const userA = (await call(ownerA, 'GET', '/api/session')).body.id as number;
    const managed = await call(session, 'POST', '/api/permissions', {
      userId: manager.id,
      managedUserId: userA,
    });
    expect(managed.status).toBe(404);
    expect(managed.body.error?.message).toBe(`managedUserId: No user with id ${userA}`);
    const grant = await call(session, 'POST', '/api/permissions', { userId: userA, groupId: a.group });
    expect(grant.status).toBe(404);
    expect(grant.body.error?.message).toBe(`userId: No user with id ${userA}`);
    const own = await created(session, '/api/users', {
      name: 'Driver desk',
      email: 'desk@example.com',
      password: 'long enough 1',
    });
    const mine = await call(session, 'POST', '/api/permissions', { userId: manager.id, managedUserId: own });
    expect(mine.status).toBe(204);
  });
});

describe('a fleet keeps its group tree', () => {
  it("does not let another user's group or vehicle into A's fleet by re-parenting", async () => {
    const before = await call(ownerA, 'GET', '/api/devices');
    const groupB = await created(ownerB, '/api/groups', { name: 'B depot' });
    const deviceB = await created(ownerB, '/api/devices', device({ groupId: groupB }));
    const moved = await call(ownerB, 'PUT', `/api/groups/${groupB}`, {
      id: groupB,
      name: 'B depot',
      groupId: a.group,
    });
    expect(moved.status).toBe(404);
    expect(moved.body.error?.message).toBe(`groupId: No group with id ${a.group}`);
    const after = await call(ownerA, 'GET', '/api/devices');
    expect(after.body).toEqual(before.body);
    expect((await call(ownerA, 'GET', `/api/devices/${deviceB}`)).status).toBe(404);
    expect((await call(ownerA, 'GET', `/api/groups/${groupB}`)).status).toBe(404);
    expect((await call(ownerB, 'GET', `/api/groups/${groupB}`)).body).toMatchObject({ groupId: null });
  });

  it('refuses a group inside itself or one of its subgroups with 400', async () => {
    const region = await created(ownerA, '/api/groups', { name: 'Region' });
    const depot = await created(ownerA, '/api/groups', { name: 'Depot', groupId: region });
    const bay = await created(ownerA, '/api/groups', { name: 'Bay', groupId: depot });
    for (const parent of [region, depot, bay]) {
      const response = await call(ownerA, 'PUT', `/api/groups/${region}`, {
        id: region,
        name: 'Region',
        groupId: parent,
      });
      expect(response.status, `parent ${parent}`).toBe(400);
      expect(response.body.error?.message).toBe(
        'groupId: A group cannot be inside itself or one of its own subgroups',
      );
    }
    expect((await call(ownerA, 'GET', `/api/groups/${region}`)).body).toMatchObject({ groupId: null });
    const moved = await call(ownerA, 'PUT', `/api/groups/${bay}`, { id: bay, name: 'Bay', groupId: region });
    expect(moved.status).toBe(200);
  });

  it('lets only one of two moves sent at once put two groups inside each other', async () => {
    const east = await created(ownerA, '/api/groups', { name: 'East' });
    const west = await created(ownerA, '/api/groups', { name: 'West' });
    const statuses = await Promise.all([
      call(ownerA, 'PUT', `/api/groups/${east}`, { id: east, name: 'East', groupId: west }),
      call(ownerA, 'PUT', `/api/groups/${west}`, { id: west, name: 'West', groupId: east }),
    ]).then((responses) => responses.map((r) => r.status));
    expect(statuses.sort()).toEqual([200, 400]);
  });

  it('refuses an id that names nothing, for an administrator too', async () => {
    const response = await call(admin, 'POST', '/api/groups', { name: 'Orphan', groupId: 999_999 });
    expect(response.status).toBe(404);
    expect(response.body.error?.message).toBe('groupId: No group with id 999999');
  });
});
