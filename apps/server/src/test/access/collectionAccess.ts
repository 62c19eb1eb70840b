import { type AccessWorld, OFFICE_HOURS, type Principal, unique } from '../accessWorld';
import {
  A_LINKED_READ,
  A_LINKED_WRITE,
  type AccessCase,
  ANY_REFUSAL,
  CREATE_OWN,
  CREATE_WITH_A_REF,
  get,
  LIST,
  onVictim,
  signedIn,
} from './outcomes';

/** Fresh A's objects for rows that delete them, linked to the read-only user. */
const FRESH = {
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
  calendar: (w) => w.fresh('/api/calendars', 'calendar', { name: 'ALPHA spare', data: OFFICE_HOURS }),
  command: (w) =>
    w.fresh('/api/commands', 'command', { description: 'ALPHA spare', type: 'custom', attributes: {} }),
  report: (w) => w.fresh('/api/reports', 'report', { type: 'route', calendarId: w.a.calendar }),
  order: (w) => w.fresh('/api/orders', 'order', { uniqueId: 'ALPHA-SPARE' }),
} satisfies Record<string, (w: AccessWorld) => Promise<number>>;

interface CollectionSpec {
  path: string;
  type: keyof typeof FRESH;
  id: (w: AccessWorld) => number;
  body: (w: AccessWorld, p: Principal) => Record<string, unknown>;
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
        request: (w, p) => ({ path: spec.path, body: spec.body(w, p) }),
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
        request: onVictim(FRESH[spec.type], (id) => ({ path: `${spec.path}/${id}` })),
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

/**
 * The Traccar collections: groups, drivers, geofences, maintenance, notifications, computed
 * attributes, calendars, scheduled reports and saved commands.
 */
export const COLLECTION_ACCESS: Record<string, AccessCase[]> = {
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
  ...collection({
    path: '/api/calendars',
    type: 'calendar',
    id: (w) => w.a.calendar,
    body: () => ({ name: 'Own shifts', data: OFFICE_HOURS }),
    same: sameAs((w) => `/api/calendars/${w.a.calendar}`),
  }),
  ...collection({
    path: '/api/reports',
    type: 'report',
    id: (w) => w.a.report,
    // A report needs a calendar: the principal's own where it has one.
    body: (w, p) => ({ type: 'summary', calendarId: w.own[p].calendar ?? w.a.calendar }),
    same: sameAs((w) => `/api/reports/${w.a.report}`),
    withRefs: [referencesOfA('/api/reports', (w) => ({ type: 'trips', calendarId: w.a.calendar }))],
  }),
  ...collection({
    path: '/api/orders',
    type: 'order',
    id: (w) => w.a.order,
    body: () => ({ uniqueId: 'OWN-ORDER', description: 'Own delivery', toAddress: 'Lakeside, Pokhara' }),
    same: sameAs((w) => `/api/orders/${w.a.order}`),
    withRefs: [referencesOfA('/api/orders', (w) => ({ uniqueId: 'ALPHA-REF', geofenceId: w.a.geofence }))],
  }),
  ...collection({
    path: '/api/commands',
    type: 'command',
    id: (w) => w.a.command,
    body: () => ({ description: 'Own status', type: 'custom', attributes: { data: 'STATUS#' } }),
    same: sameAs((w) => `/api/commands/${w.a.command}`),
    withRefs: [
      {
        what: "a saved command for A's truck",
        request: (w) => ({
          path: '/api/commands',
          body: { description: 'Truck status', type: 'custom', deviceId: w.a.truck },
        }),
        expect: signedIn(404, { reader: 403, guest: ANY_REFUSAL, admin: 'ok' }),
      },
    ],
  }),
};
