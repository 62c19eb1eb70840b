import { type AccessWorld, type MatrixRequest, type Principal, unique, uploadForm } from './accessWorld';
import { TEST_PASSWORD } from './harness';

/**
 * Who may use each route of the server, from the security rules (apps/server/CONTEXT.md,
 * docs/security): invisible objects answer 404, visible read-only ones 403; read-only and temporary
 * (share) users change nothing; a share guest sees its one device in the guest view (no IMEI, SIM,
 * contact, driver or installer notes); cross-tenant references are refused like the object itself.
 *
 * Keyed by `METHOD /url` exactly as Fastify's route table has it. Every route needs an entry (a
 * `HEAD` route that Fastify adds for a `GET` one takes the `GET` entry unless it has its own), so a
 * new route fails the authorization matrix test until its access is declared here.
 *
 * Outcomes: `'ok'` is any 2xx or 3xx answer (whose body must then not carry what the principal may not
 * read, see `MUST_NOT_READ`); a number is that status; a list accepts any of its outcomes (where two
 * refusals are equally right, e.g. a guest creating something with a reference it cannot see);
 * `'public'` is a public route whose answer depends on rate limits or input but never on a session
 * (anything but 401, 403 and 5xx).
 */
export type Outcome = 'ok' | 'public' | number | readonly (number | 'ok')[];
export type Expectations = Record<Principal, Outcome>;

export interface AccessCase {
  /** What the case tries, as the test names it. */
  what: string;
  /** The request (path with A's ids, a minimal valid body), built once per principal. */
  request: (w: AccessWorld, p: Principal) => MatrixRequest | Promise<MatrixRequest>;
  expect: Expectations;
  /** Open a WebSocket instead of a plain request (`ok` is the upgrade and its first message). */
  socket?: true;
  /** The answer is what anyone holding it may read (a share link's guest), not a leak of A's data. */
  shared?: true;
}

const everyone = (outcome: Outcome): Expectations => ({
  anonymous: outcome,
  other: outcome,
  reader: outcome,
  guest: outcome,
  demo: outcome,
  limited: outcome,
  admin: outcome,
});
const signedIn = (outcome: Outcome, exceptions: Partial<Expectations> = {}): Expectations => ({
  ...everyone(outcome),
  anonymous: 401,
  ...exceptions,
});

/** A list or a read of the principal's own things: every session, answers without A's objects. */
const LIST = signedIn('ok');
const ADMIN_ONLY = signedIn(403, { admin: 'ok' });
/**
 * Refusals that cannot depend on the object: a principal that may never make this kind of change
 * (read-only and guest sessions change nothing; only managers link users) may be answered 403
 * before the object is looked up, as that reveals nothing. Refusals that depend on the object are
 * 404 when it is invisible.
 */
const ANY_REFUSAL = [403, 404] as const;
/** A's object linked to no principal: only the administrator sees it. */
const A_HIDDEN = signedIn(404, { admin: 'ok' });
const A_HIDDEN_WRITE = signedIn(404, { reader: ANY_REFUSAL, guest: ANY_REFUSAL, admin: 'ok' });
/** A's object the read-only user is linked to. */
const A_LINKED_READ = signedIn(404, { reader: 'ok', admin: 'ok' });
const A_LINKED_WRITE = signedIn(404, { reader: 403, guest: ANY_REFUSAL, admin: 'ok' });
/** A's truck: linked to the read-only user, and the device of the share guest. */
const TRUCK_READ = signedIn(404, { reader: 'ok', guest: 'ok', admin: 'ok' });
const TRUCK_WRITE = signedIn(404, { reader: 403, guest: 403, admin: 'ok' });
/** Creating something of one's own: refused to read-only and temporary users. */
const CREATE_OWN = signedIn('ok', { reader: 403, guest: 403 });
/** Creating something that points at A's object the read-only user sees. */
const CREATE_WITH_A_REF = signedIn(404, { reader: 403, guest: ANY_REFUSAL, admin: 'ok' });
/** Reports on A's truck: the guest's reports are disabled. */
const TRUCK_REPORT = signedIn(404, { reader: 'ok', guest: 403, admin: 'ok' });

const RANGE = () => {
  const to = new Date(Date.now() + 60_000);
  const from = new Date(to.getTime() - 6 * 3_600_000);
  return `from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`;
};

const get = (path: (w: AccessWorld) => string) => (w: AccessWorld) => ({ path: path(w) });

/** Fresh A's objects for rows that delete them, linked to the read-only user. */
const FRESH: Record<string, (w: AccessWorld) => Promise<number>> = {
  group: (w) => w.fresh('/api/groups', 'group', { name: 'ALPHA spare depot' }),
  driver: (w) => w.fresh('/api/drivers', 'driver', { name: 'ALPHA spare', uniqueId: unique('ALPHA-D') }),
  geofence: (w) =>
    w.fresh('/api/geofences', 'geofence', { name: 'ALPHA spare', area: 'CIRCLE (27.7 85.3, 100)' }),
  maintenance: (w) =>
    w.fresh('/api/maintenance', 'maintenance', {
      name: 'ALPHA spare',
      type: 'totalDistance',
      start: 0,
      period: 1000,
    }),
  notification: (w) =>
    w.fresh('/api/notifications', 'notification', { type: 'alarm', always: true, notificators: 'web' }),
  attribute: (w) =>
    w.fresh('/api/attributes/computed', 'attribute', {
      description: 'ALPHA spare',
      attribute: 'fuel',
      expression: 'io1',
      type: 'number',
    }),
};

interface CollectionSpec {
  path: string;
  type: keyof typeof FRESH;
  id: (w: AccessWorld) => number;
  body: () => Record<string, unknown>;
  /** A's body sent back unchanged by an update. */
  same: (w: AccessWorld) => Promise<Record<string, unknown>>;
  /** Extra create cases with references to A's objects. */
  withRefs?: AccessCase[];
}

function collection(spec: CollectionSpec): Record<string, AccessCase[]> {
  const item = `${spec.path}/:id`;
  return {
    [`GET ${spec.path}`]: [{ what: 'the list', request: get(() => spec.path), expect: LIST }],
    [`GET ${item}`]: [
      { what: "A's object", request: get((w) => `${spec.path}/${spec.id(w)}`), expect: A_LINKED_READ },
    ],
    [`POST ${spec.path}`]: [
      {
        what: 'a new own object',
        request: () => ({ path: spec.path, body: spec.body() }),
        expect: CREATE_OWN,
      },
      ...(spec.withRefs ?? []),
    ],
    [`PUT ${item}`]: [
      {
        what: "A's object, values unchanged",
        request: async (w) => ({ path: `${spec.path}/${spec.id(w)}`, body: await spec.same(w) }),
        expect: A_LINKED_WRITE,
      },
    ],
    [`DELETE ${item}`]: [
      {
        what: "a fresh object of A's",
        request: async (w) => ({ path: `${spec.path}/${await FRESH[spec.type]?.(w)}` }),
        expect: A_LINKED_WRITE,
      },
    ],
  };
}

const sameAs = (path: (w: AccessWorld) => string) => (w: AccessWorld) => w.asA('GET', path(w));

const groupRoutes = collection({
  path: '/api/groups',
  type: 'group',
  id: (w) => w.a.group,
  body: () => ({ name: 'Own depot' }),
  same: sameAs((w) => `/api/groups/${w.a.group}`),
  withRefs: [
    {
      what: "a group under A's group",
      request: (w) => ({ path: '/api/groups', body: { name: 'Sub depot', groupId: w.a.group } }),
      expect: CREATE_WITH_A_REF,
    },
  ],
});
groupRoutes['PUT /api/groups/:id']?.push({
  what: "the principal's own group moved under A's group",
  request: async (w, p) => {
    const id = w.own[p].group ?? w.a.group;
    const current = (await w.send('admin', 'GET', { path: `/api/groups/${id}` })).body;
    return { path: `/api/groups/${id}`, body: { ...current, groupId: w.a.group } };
  },
  expect: signedIn(404, { reader: 403, admin: 'ok' }),
});

const referencesOfA = (path: string, body: (w: AccessWorld) => Record<string, unknown>): AccessCase => ({
  what: "a new object on A's calendar (and command)",
  request: (w) => ({ path, body: body(w) }),
  expect: signedIn(404, { reader: 403, guest: ANY_REFUSAL, admin: 'ok' }),
});

const COLLECTIONS = {
  ...groupRoutes,
  ...collection({
    path: '/api/drivers',
    type: 'driver',
    id: (w) => w.a.driver,
    body: () => ({ name: 'Own driver', uniqueId: unique('DRV') }),
    same: sameAs((w) => `/api/drivers/${w.a.driver}`),
  }),
  ...collection({
    path: '/api/geofences',
    type: 'geofence',
    id: (w) => w.a.geofence,
    body: () => ({ name: 'Own yard', area: 'CIRCLE (27.7 85.3, 100)' }),
    same: sameAs((w) => `/api/geofences/${w.a.geofence}`),
    withRefs: [
      referencesOfA('/api/geofences', (w) => ({
        name: 'Yard',
        area: 'CIRCLE (27.7 85.3, 100)',
        calendarId: w.a.calendar,
      })),
    ],
  }),
  ...collection({
    path: '/api/maintenance',
    type: 'maintenance',
    id: (w) => w.a.maintenance,
    body: () => ({ name: 'Own oil', type: 'totalDistance', start: 0, period: 1000 }),
    same: sameAs((w) => `/api/maintenance/${w.a.maintenance}`),
  }),
  ...collection({
    path: '/api/notifications',
    type: 'notification',
    id: (w) => w.a.notification,
    body: () => ({ type: 'alarm', always: true, notificators: 'web' }),
    same: sameAs((w) => `/api/notifications/${w.a.notification}`),
    withRefs: [
      referencesOfA('/api/notifications', (w) => ({
        type: 'alarm',
        always: true,
        notificators: 'web',
        calendarId: w.a.calendar,
        commandId: w.a.command,
      })),
    ],
  }),
  ...collection({
    path: '/api/attributes/computed',
    type: 'attribute',
    id: (w) => w.a.attribute,
    body: () => ({ description: 'Own fuel', attribute: 'fuel', expression: 'io1', type: 'number' }),
    same: sameAs((w) => `/api/attributes/computed/${w.a.attribute}`),
  }),
};

/** The principal's own user as the server answers it. */
async function self(w: AccessWorld, p: Principal) {
  if (p === 'anonymous') return { id: w.userIds.a };
  return (await w.send(p, 'GET', { path: '/api/session' })).body;
}

const truckBody = async (w: AccessWorld) => w.asA('GET', `/api/devices/${w.a.truck}`);
const vehicleBody = async (w: AccessWorld) => {
  const truck = await truckBody(w);
  return { ...truck, category: 'truck' };
};

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
    for (const format of ['xlsx', 'csv']) entries[`GET ${path}/${format}`] = [truck(`${path}/${format}`)];
  }
  entries['GET /api2/reports/movements'] = [
    truck('/api2/reports/movements'),
    group('/api2/reports/movements'),
  ];
  return entries;
};

/** A fresh document (or service record) of A's truck, with a fresh file of A's. */
async function freshRecord(w: AccessWorld, path: '/api2/documents' | '/api2/services/history') {
  const body =
    path === '/api2/documents'
      ? { documentOf: 'vehicle', entityId: w.a.truck, documentType: 'insurance', identificationNo: 'ALPHA' }
      : { entityId: w.a.truck, notes: 'ALPHA-PRIVATE service' };
  return (await w.asA('POST', path, body)).$id as string;
}

async function freshFile(w: AccessWorld): Promise<string> {
  const upload = await w.send('other', 'POST', {
    path: '/v1/storage/buckets/documents/files',
    multipart: uploadForm(),
    cookie: w.aCookie,
  });
  const id = upload.body.$id as string;
  await w.asA('POST', '/api2/documents', {
    documentOf: 'vehicle',
    entityId: w.a.truck,
    documentType: 'insurance',
    identificationNo: 'ALPHA-PRIVATE-PHOTO',
    fileIds: [id],
  });
  return id;
}

const FILE = (w: AccessWorld) => `/v1/storage/buckets/documents/files/${w.a.file}`;
const A_FILE_READ = signedIn(404, { reader: 'ok', admin: 'ok' });

const freshPushToken = async (w: AccessWorld) =>
  (
    await w.asA('POST', '/api2/notifications/push/subscriptions', {
      endpoint: `https://push.example.com/send/${unique('alpha')}`,
      keys: { p256dh: 'ALPHAkey', auth: 'ALPHAauth' },
    })
  ).token as string;

/** Sandbox checkout fields of a fresh payment of A's. */
const sandboxForm = async (w: AccessWorld, extra: Record<string, string> = {}) => ({
  path: '/api2/payments/sandbox/form',
  form: { ...(await w.freshPayment()).fields, ...extra },
  cookie: null,
});

/** A's fresh payment, paid in the sandbox: the signed answer the gateway sends the browser back with. */
async function paidAnswer(w: AccessWorld): Promise<string> {
  const { fields } = await w.freshPayment();
  const response = await fetch(`${w.t.url}/api2/payments/sandbox/complete`, {
    method: 'POST',
    body: new URLSearchParams({ ...fields, decision: 'pay' }),
    redirect: 'manual',
  });
  return new URL(response.headers.get('location') ?? '').searchParams.get('data') ?? '';
}

export const ROUTE_ACCESS: Record<string, AccessCase[]> = {
  // Liveness, readiness and metrics (metrics answer only this machine: the test runs on it).
  'GET /health': [{ what: 'liveness', request: get(() => '/health'), expect: everyone('ok') }],
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
      request: async (w) => ({ path: '/api/session/token/revoke', form: { token: await w.freshAToken() } }),
      expect: signedIn(404, { guest: ANY_REFUSAL, admin: 'ok' }),
    },
    {
      what: "the token of A's share link",
      request: async (w) => ({
        path: '/api/session/token/revoke',
        form: { token: await w.freshShareToken() },
      }),
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
      request: async (w) => {
        const victim = await w.t.createUser({ email: `${unique('managed')}@example.com` });
        await w.link(w.userIds.a, 'user', victim.id);
        return { path: `/api/users/${victim.id}` };
      },
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
      request: async (w) => ({ path: `/api/devices/${await w.freshDevice()}` }),
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

  ...COLLECTIONS,

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
      request: async (w) => ({ path: '/api/permissions', body: await unlinkFresh(w) }),
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
      request: async (w) => ({ path: '/api/permissions/bulk', body: [await unlinkFresh(w)] }),
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
  ],
  'GET /api/commands/types': [
    {
      what: "A's truck",
      request: get((w) => `/api/commands/types?deviceId=${w.a.truck}`),
      expect: TRUCK_READ,
    },
  ],
  'GET /api/socket': [
    { what: 'the live socket', request: get(() => '/api/socket'), expect: signedIn('ok'), socket: true },
  ],
  'HEAD /api/socket': [
    { what: 'without an upgrade', request: get(() => '/api/socket'), expect: signedIn([400, 404, 426]) },
  ],

  ...reportRoutes(),

  // /api2 vehicles.
  'GET /api2/devices': [{ what: 'the vehicle list', request: get(() => '/api2/devices'), expect: LIST }],
  'GET /api2/devices/drivers': [
    { what: 'drivers per vehicle', request: get(() => '/api2/devices/drivers'), expect: LIST },
  ],
  'POST /api2/devices': [
    {
      what: 'a new own vehicle',
      request: () => ({
        path: '/api2/devices',
        body: {
          name: 'New car',
          category: 'car',
          uniqueId: unique('V'),
          phone: '9800000000',
          contact: '9800000001',
        },
      }),
      expect: signedIn('ok', { reader: 403, guest: 403, demo: 403, limited: 403 }),
    },
    {
      what: "a new vehicle in A's group",
      request: (w) => ({
        path: '/api2/devices',
        body: {
          name: 'Sneaky car',
          category: 'car',
          uniqueId: unique('V'),
          phone: '9800000000',
          contact: '9800000001',
          groupId: w.a.group,
        },
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
  'PUT /api2/devices/:id': [
    {
      what: "A's truck, unchanged",
      request: async (w) => ({ path: `/api2/devices/${w.a.truck}`, body: await vehicleBody(w) }),
      expect: TRUCK_WRITE,
    },
  ],
  'DELETE /api2/devices/:id': [
    {
      what: "a fresh vehicle of A's",
      request: async (w) => ({ path: `/api2/devices/${await w.freshDevice()}` }),
      expect: A_LINKED_WRITE,
    },
  ],
  'POST /api2/devices/share': [
    {
      what: "A's truck for 24 hours",
      request: (w) => ({ path: '/api2/devices/share', body: { deviceId: w.a.truck, expiration: 24 } }),
      expect: TRUCK_WRITE,
    },
  ],
  'POST /api2/misc/resolve-short': [
    {
      what: "A's short link",
      request: (w) => ({ path: '/api2/misc/resolve-short', body: { code: w.a.shortCode } }),
      expect: everyone('ok'),
    },
  ],
  'POST /api2/computed/mileage': [
    {
      what: "A's truck",
      request: (w) => ({ path: '/api2/computed/mileage', body: { vehicleId: w.a.truck, mileage: 12 } }),
      expect: TRUCK_WRITE,
    },
  ],

  // Documents and service records.
  'GET /api2/documents': [{ what: 'the list', request: get(() => '/api2/documents'), expect: LIST }],
  'GET /api2/documents/expiry-info': [
    { what: 'expiry info', request: get(() => '/api2/documents/expiry-info'), expect: LIST },
  ],
  'GET /api2/documents/:id': [
    {
      what: "A's truck's document",
      request: get((w) => `/api2/documents/${w.a.document}`),
      expect: A_LINKED_READ,
    },
  ],
  'POST /api2/documents': [
    {
      what: 'a new own document',
      request: () => ({
        path: '/api2/documents',
        body: { documentOf: 'others', documentType: 'others', notes: 'own' },
      }),
      expect: CREATE_OWN,
    },
    {
      what: "a new document on A's truck",
      request: (w) => ({
        path: '/api2/documents',
        body: {
          documentOf: 'vehicle',
          entityId: w.a.truck,
          documentType: 'insurance',
          identificationNo: 'X',
        },
      }),
      expect: TRUCK_WRITE,
    },
    {
      what: "a new own document listing A's file",
      request: (w) => ({
        path: '/api2/documents',
        body: { documentOf: 'others', documentType: 'others', notes: 'own', fileIds: [w.a.file] },
      }),
      expect: signedIn(404, { reader: 403, guest: 403, admin: 'ok' }),
    },
  ],
  'PUT /api2/documents/:id': [
    {
      what: "A's truck's document, unchanged",
      request: async (w) => ({
        path: `/api2/documents/${w.a.document}`,
        body: await w.asA('GET', `/api2/documents/${w.a.document}`),
      }),
      expect: A_LINKED_WRITE,
    },
  ],
  'DELETE /api2/documents/:id': [
    {
      what: "a fresh document of A's truck",
      request: async (w) => ({ path: `/api2/documents/${await freshRecord(w, '/api2/documents')}` }),
      expect: A_LINKED_WRITE,
    },
  ],
  'GET /api2/services/history': [
    { what: 'the list', request: get(() => '/api2/services/history'), expect: LIST },
  ],
  'GET /api2/services/history/get/:id': [
    {
      what: "A's truck's service record",
      request: get((w) => `/api2/services/history/get/${w.a.service}`),
      expect: A_LINKED_READ,
    },
  ],
  'POST /api2/services/history': [
    {
      what: "a service record of A's truck",
      request: (w) => ({ path: '/api2/services/history', body: { entityId: w.a.truck, notes: 'x' } }),
      expect: TRUCK_WRITE,
    },
  ],
  'PUT /api2/services/history/:id': [
    {
      what: "A's truck's service record, unchanged",
      request: async (w) => ({
        path: `/api2/services/history/${w.a.service}`,
        body: await w.asA('GET', `/api2/services/history/get/${w.a.service}`),
      }),
      expect: A_LINKED_WRITE,
    },
  ],
  'DELETE /api2/services/history/:id': [
    {
      what: "a fresh service record of A's truck",
      request: async (w) => ({
        path: `/api2/services/history/${await freshRecord(w, '/api2/services/history')}`,
      }),
      expect: A_LINKED_WRITE,
    },
  ],

  // Files.
  'POST /v1/storage/buckets/:bucketId/files': [
    {
      what: 'an own upload',
      request: () => ({ path: '/v1/storage/buckets/documents/files', multipart: uploadForm() }),
      expect: CREATE_OWN,
    },
  ],
  'GET /v1/storage/buckets/:bucketId/files/:fileId': [
    { what: "A's document photo", request: get(FILE), expect: A_FILE_READ },
  ],
  'GET /v1/storage/buckets/:bucketId/files/:fileId/view': [
    { what: "A's document photo", request: get((w) => `${FILE(w)}/view`), expect: A_FILE_READ },
  ],
  'GET /v1/storage/buckets/:bucketId/files/:fileId/preview': [
    { what: "A's document photo", request: get((w) => `${FILE(w)}/preview`), expect: A_FILE_READ },
  ],
  'GET /v1/storage/buckets/:bucketId/files/:fileId/download': [
    { what: "A's document photo", request: get((w) => `${FILE(w)}/download`), expect: A_FILE_READ },
  ],
  'DELETE /v1/storage/buckets/:bucketId/files/:fileId': [
    {
      what: "a fresh document photo of A's",
      request: async (w) => ({ path: `/v1/storage/buckets/documents/files/${await freshFile(w)}` }),
      expect: A_LINKED_WRITE,
    },
  ],

  // Driver performance, vehicle states, geocoding and maps.
  // Driver scores and vehicle states are reports: refused (403) where reports are disabled, as for guests.
  'GET /api2/driver-performance': [
    {
      what: 'own drivers',
      request: get(() => `/api2/driver-performance?${RANGE()}`),
      expect: signedIn('ok', { guest: 403 }),
    },
    {
      what: "A's driver",
      request: get((w) => `/api2/driver-performance?driverId=${w.a.driver}&${RANGE()}`),
      expect: signedIn(404, { reader: 'ok', guest: ANY_REFUSAL, admin: 'ok' }),
    },
  ],
  'GET /api2/vehicle-states': [
    {
      what: "A's truck",
      request: get((w) => `/api2/vehicle-states?deviceId=${w.a.truck}&${RANGE()}`),
      expect: TRUCK_REPORT,
    },
    {
      what: 'own vehicles',
      request: get(() => `/api2/vehicle-states?${RANGE()}`),
      expect: signedIn('ok', { guest: 403 }),
    },
  ],
  'GET /api2/geocode/search': [
    { what: 'a place', request: get(() => '/api2/geocode/search?q=Kathmandu'), expect: LIST },
  ],
  'GET /api2/geocode/reverse': [
    {
      what: 'a point',
      request: get(() => '/api2/geocode/reverse?lat=27.7&lon=85.3'),
      expect: signedIn(['ok', 404]),
    },
  ],
  'GET /api2/map/styles': [
    { what: 'the styles', request: get(() => '/api2/map/styles'), expect: everyone('ok') },
  ],
  'GET /api2/map/styles/:id': [
    { what: 'one style', request: get(() => '/api2/map/styles/simple'), expect: everyone('ok') },
  ],
  'GET /api2/map/basemap/:layer': [
    { what: 'the land layer', request: get(() => '/api2/map/basemap/borders'), expect: everyone('ok') },
  ],

  // Subscriptions and payments.
  'GET /api2/subscriptions': [
    { what: 'own vehicles', request: get(() => '/api2/subscriptions'), expect: LIST },
  ],
  'GET /api2/subscriptions/plans': [
    { what: 'active plans', request: get(() => '/api2/subscriptions/plans'), expect: LIST },
  ],
  'POST /api2/subscriptions/plans': [
    {
      what: 'a new plan',
      request: () => ({ path: '/api2/subscriptions/plans', body: { name: 'Plan', months: 1, price: 10 } }),
      expect: ADMIN_ONLY,
    },
  ],
  'PUT /api2/subscriptions/plans/:id': [
    {
      what: 'the plan, unchanged',
      request: (w) => ({
        path: `/api2/subscriptions/plans/${w.planId}`,
        body: { name: '1 year', months: 12, price: 1500 },
      }),
      expect: ADMIN_ONLY,
    },
  ],
  'DELETE /api2/subscriptions/plans/:id': [
    {
      what: 'a fresh plan',
      request: async (w) => {
        const plan = await w.send('admin', 'POST', {
          path: '/api2/subscriptions/plans',
          body: { name: 'Spare', months: 1, price: 10 },
        });
        return { path: `/api2/subscriptions/plans/${plan.body.id}` };
      },
      expect: ADMIN_ONLY,
    },
  ],
  'GET /api2/subscriptions/gateways': [
    { what: 'the gateways', request: get(() => '/api2/subscriptions/gateways'), expect: LIST },
  ],
  'POST /api2/subscriptions/checkout': [
    {
      what: "a renewal of A's truck",
      request: (w) => ({
        path: '/api2/subscriptions/checkout',
        body: { planId: w.planId, deviceIds: [w.a.truck], gateway: 'sandbox' },
      }),
      expect: TRUCK_WRITE,
    },
  ],
  'POST /api2/subscriptions/verify': [
    {
      what: "the paid answer of A's payment",
      request: async (w) => ({ path: '/api2/subscriptions/verify', body: { data: await paidAnswer(w) } }),
      expect: signedIn(404, { reader: 403, guest: 403, admin: 'ok' }),
    },
  ],
  'GET /api2/subscriptions/history': [
    { what: 'own payments', request: get(() => '/api2/subscriptions/history'), expect: LIST },
    {
      what: "A's payments",
      request: get((w) => `/api2/subscriptions/history?userId=${w.userIds.a}`),
      expect: ADMIN_ONLY,
    },
  ],
  'GET /api2/subscriptions/payments/:id': [
    {
      what: "A's payment",
      request: get((w) => `/api2/subscriptions/payments/${w.a.payment}`),
      expect: A_HIDDEN,
    },
  ],
  'POST /api2/subscriptions/payments/:id/cancel': [
    {
      what: "a fresh payment of A's",
      request: async (w) => ({ path: `/api2/subscriptions/payments/${(await w.freshPayment()).id}/cancel` }),
      expect: A_HIDDEN_WRITE,
    },
  ],
  'POST /api2/subscriptions/payments/:id/check': [
    {
      what: "a fresh payment of A's",
      request: async (w) => ({ path: `/api2/subscriptions/payments/${(await w.freshPayment()).id}/check` }),
      // The sandbox has no status API: the administrator passes the access check and hears so (400).
      expect: { ...A_HIDDEN_WRITE, admin: 400 },
    },
  ],
  'POST /api2/payments/sandbox/form': [
    { what: "the form of A's payment", request: (w) => sandboxForm(w), expect: everyone('ok') },
  ],
  'POST /api2/payments/sandbox/complete': [
    {
      what: "cancelling A's payment at the gateway",
      request: async (w) => ({
        ...(await sandboxForm(w, { decision: 'cancel' })),
        path: '/api2/payments/sandbox/complete',
      }),
      expect: everyone('ok'),
    },
  ],

  // Accounts.
  'GET /api2/account/options': [
    { what: 'sign-up options', request: get(() => '/api2/account/options'), expect: everyone('ok') },
  ],
  'GET /api2/account/outbox': [
    { what: 'the outbox', request: get(() => '/api2/account/outbox'), expect: ADMIN_ONLY },
  ],
  'POST /api2/account/register/start': [
    {
      what: 'a sign-up',
      request: () => ({
        path: '/api2/account/register/start',
        body: { name: 'New', email: `${unique('signup')}@example.com`, password: 'a long password' },
      }),
      expect: everyone('public'),
    },
  ],
  'POST /api2/account/register/verify': [
    {
      what: 'a wrong code',
      request: () => ({
        path: '/api2/account/register/verify',
        body: { email: 'nobody@example.com', code: '000000' },
      }),
      expect: everyone('public'),
    },
  ],
  'POST /api2/account/demo': [
    {
      what: 'a demo login',
      request: (w) => ({
        path: '/api2/account/demo',
        headers: { 'X-Forwarded-For': w.nextDemoIp() },
        cookie: null,
      }),
      expect: everyone('public'),
    },
  ],
  'GET /api2/account/login-history': [
    { what: 'own sign-ins', request: get(() => '/api2/account/login-history'), expect: LIST },
    {
      what: "A's sign-ins",
      request: get((w) => `/api2/account/login-history?userId=${w.userIds.a}`),
      expect: ADMIN_ONLY,
    },
  ],
  'POST /api/password/reset': [
    {
      what: "a reset of A's password",
      request: () => ({ path: '/api/password/reset', form: { email: 'alpha@example.com' } }),
      expect: everyone('public'),
    },
  ],
  'POST /api/password/update': [
    {
      what: 'a made-up reset token',
      request: () => ({
        path: '/api/password/update',
        form: { token: 'made-up', password: 'a long password' },
      }),
      expect: everyone('public'),
    },
  ],

  // Support tickets.
  'GET /api2/tickets': [{ what: 'own tickets', request: get(() => '/api2/tickets'), expect: LIST }],
  'POST /api2/tickets': [
    {
      what: 'a new own ticket',
      request: () => ({
        path: '/api2/tickets',
        body: { subject: 'Help me', category: 'other', description: 'Something' },
      }),
      expect: CREATE_OWN,
    },
    {
      what: "a ticket about A's truck",
      request: (w) => ({
        path: '/api2/tickets',
        body: { subject: 'Help me', category: 'device', description: 'Something', deviceId: w.a.truck },
      }),
      expect: TRUCK_WRITE,
    },
  ],
  'GET /api2/tickets/:id': [
    { what: "A's ticket", request: get((w) => `/api2/tickets/${w.a.ticket}`), expect: A_HIDDEN },
  ],
  'POST /api2/tickets/:id/messages': [
    {
      what: "A's ticket",
      request: (w) => ({ path: `/api2/tickets/${w.a.ticket}/messages`, body: { body: 'Hello' } }),
      expect: A_HIDDEN_WRITE,
    },
  ],
  'PUT /api2/tickets/:id/status': [
    {
      what: "A's ticket",
      request: (w) => ({ path: `/api2/tickets/${w.a.ticket}/status`, body: { status: 'pending' } }),
      expect: A_HIDDEN_WRITE,
    },
  ],

  // Installed devices.
  'GET /api2/installed-devices': [
    { what: 'the inventory', request: get(() => '/api2/installed-devices'), expect: LIST },
  ],
  'GET /api2/installed-devices/export.csv': [
    { what: 'the inventory as CSV', request: get(() => '/api2/installed-devices/export.csv'), expect: LIST },
  ],
  'GET /api2/installed-devices/:deviceId': [
    { what: "A's truck", request: get((w) => `/api2/installed-devices/${w.a.truck}`), expect: TRUCK_READ },
  ],
  'PUT /api2/installed-devices/:deviceId': [
    {
      what: "A's truck, unchanged",
      request: (w) => ({
        path: `/api2/installed-devices/${w.a.truck}`,
        body: {
          installer: 'ALPHA-PRIVATE-INSTALLER',
          notes: 'ALPHA-PRIVATE-NOTES',
          simNumber: 'ALPHA-PRIVATE-SIM',
        },
      }),
      expect: TRUCK_WRITE,
    },
  ],

  // Notification settings and Web Push.
  'GET /api2/notifications/settings': [
    { what: 'own settings', request: get(() => '/api2/notifications/settings'), expect: LIST },
  ],
  'PUT /api2/notifications/settings': [
    {
      what: 'own settings',
      request: () => ({ path: '/api2/notifications/settings', body: { channels: { web: ['alarm'] } } }),
      expect: CREATE_OWN,
    },
  ],
  'GET /api2/notifications/push/key': [
    { what: 'the VAPID key', request: get(() => '/api2/notifications/push/key'), expect: LIST },
  ],
  'POST /api2/notifications/push/subscriptions': [
    {
      what: 'an own browser',
      request: () => ({
        path: '/api2/notifications/push/subscriptions',
        body: {
          endpoint: `https://push.example.com/send/${unique('own')}`,
          keys: { p256dh: 'key', auth: 'auth' },
        },
      }),
      expect: CREATE_OWN,
    },
    {
      what: "A's browser endpoint with other keys",
      request: async (w) => {
        const endpoint = `https://push.example.com/send/${unique('alpha')}`;
        await w.asA('POST', '/api2/notifications/push/subscriptions', {
          endpoint,
          keys: { p256dh: 'ALPHAkey', auth: 'ALPHAauth' },
        });
        return {
          path: '/api2/notifications/push/subscriptions',
          body: { endpoint, keys: { p256dh: 'thief', auth: 'thief' } },
        };
      },
      expect: signedIn(404, { reader: 403, guest: 403 }),
    },
  ],
  'DELETE /api2/notifications/push/subscriptions/:token': [
    {
      what: "A's browser",
      request: async (w) => ({ path: `/api2/notifications/push/subscriptions/${await freshPushToken(w)}` }),
      expect: signedIn(404, { reader: ANY_REFUSAL, guest: ANY_REFUSAL }),
    },
  ],
};
