import { type AccessWorld, type Principal, unique } from '../accessWorld';
import { TEST_PASSWORD } from '../harness';
import {
  A_HIDDEN,
  A_HIDDEN_WRITE,
  A_LINKED_WRITE,
  type AccessCase,
  ADMIN_ONLY,
  ANY_REFUSAL,
  everyone,
  get,
  LIST,
  onVictim,
  RANGE,
  signedIn,
  TRUCK_READ,
  TRUCK_REPORT,
  TRUCK_WRITE,
} from './outcomes';
import { COMMAND_SEND_ROWS, COMMAND_TYPES_ROWS } from './traccarAppAccess';

/** The principal's own user as the server answers it. */
async function self(w: AccessWorld, p: Principal) {
  if (p === 'anonymous') return { id: w.userIds.a };
  return (await w.send(p, 'GET', { path: '/api/session' })).body;
}

const truckBody = async (w: AccessWorld) => w.asA('GET', `/api/devices/${w.a.truck}`);

const ownLink = (w: AccessWorld, p: Principal) => ({
  userId: p === 'anonymous' ? w.userIds.other : w.userIds[p],
  deviceId: w.a.truck,
});

/** Unlinking a fresh device of A's from the read-only user. */
const unlinkFresh = async (w: AccessWorld) => ({ userId: w.userIds.reader, deviceId: await w.freshDevice() });

/** Only managers link and unlink other users: a refusal that does not depend on the link. */
const PERMISSION_UNLINK = signedIn(ANY_REFUSAL, { reader: 403, admin: 'ok' });
const PERMISSION_REFUSED = signedIn(404, { reader: 403, guest: ANY_REFUSAL, admin: 'ok' });

const reportRoutes = (): Record<string, AccessCase[]> => {
  const entries: Record<string, AccessCase[]> = {};
  const truck = (path: string): AccessCase => ({
    what: "A's truck",
    request: get((w) => `${path}?deviceId=${w.a.truck}&${RANGE()}`),
    expect: TRUCK_REPORT,
  });
  const group = (path: string): AccessCase => ({
    what: "A's group",
    request: get((w) => `${path}?groupId=${w.a.group}&${RANGE()}`),
    expect: TRUCK_REPORT,
  });
  for (const kind of ['route', 'events', 'trips', 'stops', 'summary']) {
    const path = `/api/reports/${kind}`;
    entries[`GET ${path}`] = [truck(path), group(path)];
    // The spreadsheet forms run the same query: one case each.
    for (const format of ['xlsx', 'csv', 'mail'])
      entries[`GET ${path}/${format}`] = [truck(`${path}/${format}`)];
  }
  entries['GET /api2/reports/movements'] = [
    truck('/api2/reports/movements'),
    group('/api2/reports/movements'),
  ];
  return entries;
};

/** The Traccar routes (`/api`) but the collections, and health, readiness and metrics. */
export const FLEET_ACCESS: Record<string, AccessCase[]> = {
  // Liveness, readiness and metrics (metrics answer only this machine: the test runs on it).
  'GET /health': [{ what: 'liveness', request: get(() => '/health'), expect: everyone('ok') }],
  'GET /api/health': [
    { what: "Traccar's liveness", request: get(() => '/api/health'), expect: everyone('ok') },
  ],
  'GET /ready': [{ what: 'readiness', request: get(() => '/ready'), expect: everyone('ok') }],
  'GET /metrics': [{ what: 'metrics from loopback', request: get(() => '/metrics'), expect: everyone('ok') }],
  // A preflight from a page that may not embed us; the allowed origins are embed.test.ts's.
  'OPTIONS /*': [
    {
      what: 'a preflight from another site',
      request: () => ({ path: '/api/devices', headers: { Origin: 'https://elsewhere.example' } }),
      expect: everyone(404),
    },
  ],
  // The portal (the test's two files): its files and its page for every other path, public.
  'GET /index.html': [{ what: 'the page', request: get(() => '/index.html'), expect: everyone('ok') }],
  'GET /portal.js': [{ what: 'a script', request: get(() => '/portal.js'), expect: everyone('ok') }],
  'GET /*': [
    { what: 'a deep link of the portal', request: get(() => '/dashboard/home'), expect: everyone('ok') },
  ],
  // The web component's bundle: static and public (404 with how to build it when it is not built).
  'GET /embed/*': [
    { what: 'the script', request: get(() => '/embed/fleetkit.js'), expect: everyone('public') },
  ],

  // Sessions.
  'POST /api/session': [
    {
      what: 'a sign-in with the right password',
      request: () => ({
        path: '/api/session',
        form: { email: 'other@example.com', password: TEST_PASSWORD },
      }),
      expect: everyone('ok'),
    },
  ],
  'GET /api/session': [
    {
      what: 'the own session',
      request: get(() => '/api/session'),
      expect: signedIn('ok', { anonymous: 404 }),
    },
    {
      what: "A's share link opened",
      request: (w) => ({ path: `/api/session?token=${encodeURIComponent(w.a.shareToken)}`, cookie: null }),
      expect: everyone('ok'),
      shared: true,
    },
  ],
  'DELETE /api/session': [
    {
      what: 'signing out a session of its own',
      request: async (w, p) => ({ path: '/api/session', cookie: await w.freshCookie(p) }),
      expect: signedIn('ok'),
    },
  ],
  'POST /api/session/token': [
    {
      what: 'an API token for itself',
      request: () => ({ path: '/api/session/token', form: {} }),
      expect: signedIn('ok', { guest: 403 }),
    },
  ],
  'POST /api/session/token/revoke': [
    {
      what: "A's API token",
      request: onVictim(
        (w) => w.freshAToken(),
        (token) => ({ path: '/api/session/token/revoke', form: { token } }),
      ),
      expect: signedIn(404, { guest: ANY_REFUSAL, admin: 'ok' }),
    },
    {
      what: "the token of A's share link",
      request: onVictim(
        (w) => w.freshShareToken(),
        (token) => ({ path: '/api/session/token/revoke', form: { token } }),
      ),
      expect: signedIn(404, { guest: ANY_REFUSAL, admin: 'ok' }),
    },
  ],

  // Server settings.
  'GET /api/server': [{ what: 'the settings', request: get(() => '/api/server'), expect: everyone('ok') }],
  'PUT /api/server': [
    {
      what: 'the settings unchanged',
      request: async (w) => ({ path: '/api/server', body: await w.asA('GET', '/api/server') }),
      expect: ADMIN_ONLY,
    },
  ],

  // Users.
  'GET /api/users': [{ what: 'the list', request: get(() => '/api/users'), expect: LIST }],
  'GET /api/users/:id': [
    { what: 'user A', request: get((w) => `/api/users/${w.userIds.a}`), expect: A_HIDDEN },
  ],
  'POST /api/users': [
    {
      what: 'a new user',
      request: () => ({
        path: '/api/users',
        body: { name: 'New', email: `${unique('new')}@example.com`, password: 'a long password' },
      }),
      expect: ADMIN_ONLY,
    },
  ],
  'PUT /api/users/:id': [
    {
      what: 'user A, unchanged',
      request: async (w) => ({
        path: `/api/users/${w.userIds.a}`,
        body: await w.asA('GET', `/api/users/${w.userIds.a}`),
      }),
      expect: A_HIDDEN_WRITE,
    },
    {
      what: 'itself made an administrator',
      request: async (w, p) => {
        const me = await self(w, p);
        return { path: `/api/users/${me.id}`, body: { ...me, administrator: true } };
      },
      expect: signedIn(403, { admin: 'ok' }),
    },
  ],
  'DELETE /api/users/:id': [
    {
      what: 'a user A manages',
      request: onVictim(
        async (w) => {
          const victim = await w.t.createUser({ email: `${unique('managed')}@example.com` });
          await w.link(w.userIds.a, 'user', victim.id);
          return victim.id;
        },
        (id) => ({ path: `/api/users/${id}` }),
      ),
      expect: A_HIDDEN_WRITE,
    },
  ],

  // Devices.
  'GET /api/devices': [{ what: 'the list', request: get(() => '/api/devices'), expect: LIST }],
  'GET /api/devices/:id': [
    { what: "A's truck", request: get((w) => `/api/devices/${w.a.truck}`), expect: TRUCK_READ },
    { what: "A's unshared van", request: get((w) => `/api/devices/${w.a.van}`), expect: A_HIDDEN },
  ],
  'POST /api/devices': [
    {
      what: 'a new own device',
      request: () => ({ path: '/api/devices', body: { name: 'New car', uniqueId: unique('NEW') } }),
      expect: signedIn('ok', { reader: 403, guest: 403, demo: 403, limited: 403 }),
    },
    {
      what: "a new device in A's group",
      request: (w) => ({
        path: '/api/devices',
        body: { name: 'Sneaky car', uniqueId: unique('SNEAK'), groupId: w.a.group },
      }),
      expect: signedIn(404, {
        reader: 403,
        guest: ANY_REFUSAL,
        demo: ANY_REFUSAL,
        limited: ANY_REFUSAL,
        admin: 'ok',
      }),
    },
  ],
  'PUT /api/devices/:id': [
    {
      what: "A's truck, unchanged",
      request: async (w) => ({ path: `/api/devices/${w.a.truck}`, body: await truckBody(w) }),
      expect: TRUCK_WRITE,
    },
    {
      what: "the principal's own device moved into A's group",
      request: async (w, p) => {
        const id = w.own[p].device ?? w.a.truck;
        const current = (await w.send('admin', 'GET', { path: `/api/devices/${id}` })).body;
        return { path: `/api/devices/${id}`, body: { ...current, groupId: w.a.group } };
      },
      expect: signedIn(404, { reader: 403, guest: 403, admin: 'ok' }),
    },
  ],
  'DELETE /api/devices/:id': [
    {
      what: "a fresh device of A's",
      request: onVictim(
        (w) => w.freshDevice(),
        (id) => ({ path: `/api/devices/${id}` }),
      ),
      expect: A_LINKED_WRITE,
    },
  ],
  'PUT /api/devices/:id/accumulators': [
    {
      what: "A's truck",
      request: (w) => ({
        path: `/api/devices/${w.a.truck}/accumulators`,
        body: { deviceId: w.a.truck, totalDistance: 1000 },
      }),
      expect: TRUCK_WRITE,
    },
  ],
  'POST /api/devices/share': [
    {
      what: "A's truck",
      request: (w) => ({
        path: '/api/devices/share',
        form: { deviceId: String(w.a.truck), expiration: new Date(Date.now() + 86_400_000).toISOString() },
      }),
      expect: TRUCK_WRITE,
    },
  ],
  'POST /api/share/device': [
    {
      what: "A's truck",
      request: (w) => ({
        path: '/api/share/device',
        form: { deviceId: String(w.a.truck), expiration: new Date(Date.now() + 86_400_000).toISOString() },
      }),
      expect: TRUCK_WRITE,
    },
  ],

  // Permissions.
  'POST /api/permissions': [
    {
      what: "itself linked to A's truck",
      request: (w, p) => ({ path: '/api/permissions', body: ownLink(w, p) }),
      expect: PERMISSION_REFUSED,
    },
    {
      what: "its own device linked to A's geofence",
      request: (w, p) => ({
        path: '/api/permissions',
        body: { deviceId: w.own[p].device ?? w.a.truck, geofenceId: w.a.geofence },
      }),
      expect: signedIn(404, { reader: 403, guest: 403, admin: 'ok' }),
    },
    {
      what: "its own device linked to A's scheduled report",
      request: (w, p) => ({
        path: '/api/permissions',
        body: { deviceId: w.own[p].device ?? w.a.truck, reportId: w.a.report },
      }),
      expect: signedIn(404, { reader: 403, guest: 403, admin: 'ok' }),
    },
    {
      what: "itself linked to A's calendar",
      request: (w, p) => ({
        path: '/api/permissions',
        body: { userId: p === 'anonymous' ? w.userIds.other : w.userIds[p], calendarId: w.a.calendar },
      }),
      expect: PERMISSION_REFUSED,
    },
  ],
  'DELETE /api/permissions': [
    {
      what: "a link of A's device to the read-only user",
      request: onVictim(unlinkFresh, (body) => ({ path: '/api/permissions', body })),
      expect: PERMISSION_UNLINK,
    },
  ],
  'POST /api/permissions/bulk': [
    {
      what: "itself linked to A's truck",
      request: (w, p) => ({ path: '/api/permissions/bulk', body: [ownLink(w, p)] }),
      expect: PERMISSION_REFUSED,
    },
  ],
  'DELETE /api/permissions/bulk': [
    {
      what: "a link of A's device to the read-only user",
      request: onVictim(unlinkFresh, (body) => ({ path: '/api/permissions/bulk', body: [body] })),
      expect: PERMISSION_UNLINK,
    },
  ],

  // Positions, events and commands.
  'GET /api/positions': [
    { what: 'the latest positions', request: get(() => '/api/positions'), expect: LIST },
    {
      what: "A's truck's latest",
      request: get((w) => `/api/positions?deviceId=${w.a.truck}`),
      expect: TRUCK_READ,
    },
    {
      what: "A's truck's history",
      request: get((w) => `/api/positions?deviceId=${w.a.truck}&${RANGE()}`),
      expect: TRUCK_READ,
    },
    { what: "A's position by id", request: get((w) => `/api/positions?id=${w.a.position}`), expect: LIST },
  ],
  'GET /api/events/:id': [
    { what: "A's truck's event", request: get((w) => `/api/events/${w.a.event}`), expect: TRUCK_READ },
  ],
  'POST /api/commands/send': [
    {
      what: "engineStop to A's truck",
      request: (w) => ({
        path: '/api/commands/send',
        body: { deviceId: w.a.truck, type: 'engineStop', attributes: {} },
      }),
      expect: signedIn(404, { reader: 403, guest: 403, demo: ANY_REFUSAL, admin: 'ok' }),
    },
    ...COMMAND_SEND_ROWS,
  ],
  'GET /api/commands/types': [
    {
      what: "A's truck",
      request: get((w) => `/api/commands/types?deviceId=${w.a.truck}`),
      expect: TRUCK_READ,
    },
    ...COMMAND_TYPES_ROWS,
  ],
  'GET /api/socket': [
    { what: 'the live socket', request: get(() => '/api/socket'), expect: signedIn('ok'), socket: true },
  ],

  ...reportRoutes(),
};
