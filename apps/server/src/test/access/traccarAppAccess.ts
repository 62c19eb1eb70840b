import { DeviceMediaStore } from '../../services/files/DeviceMediaStore';
import {
  type AccessCase,
  ADMIN_ONLY,
  ANY_REFUSAL,
  everyone,
  get,
  LIST,
  RANGE,
  signedIn,
  TRUCK_READ,
  TRUCK_REPORT,
  TRUCK_WRITE,
} from './outcomes';

/** A route export of A's truck's last hours, in one format. */
const routeExport = (format: string): AccessCase[] => [
  {
    what: `A's truck's route as ${format}`,
    request: get((w) => `/api/positions/${format}?deviceId=${w.a.truck}&${RANGE()}`),
    expect: TRUCK_READ,
  },
];

/** A 1×1 PNG: a device picture as Traccar's web app uploads it. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The smallest JPEG-looking bytes the device media store keeps (its type is read from the bytes). */
const PHOTO = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0xff, 0xd9]);

/** A notification test goes to the principal itself; a share link's guest has nothing to test. */
const NOTIFICATION_TEST = signedIn('ok', { guest: 403 });

/**
 * The calls of Traccar's web app beyond the collections: notification types, notificators and
 * tests, saved commands a device accepts, group commands, route exports and time zones.
 */
export const TRACCAR_APP_ACCESS: Record<string, AccessCase[]> = {
  'GET /api/notifications/types': [
    { what: 'the event types', request: get(() => '/api/notifications/types'), expect: LIST },
  ],
  'GET /api/notifications/notificators': [
    { what: 'the notificators', request: get(() => '/api/notifications/notificators'), expect: LIST },
  ],
  'POST /api/notifications/test': [
    {
      what: 'a test to oneself',
      request: () => ({ path: '/api/notifications/test' }),
      expect: NOTIFICATION_TEST,
    },
  ],
  'POST /api/notifications/test/:notificator': [
    {
      what: 'a web test to oneself',
      request: () => ({ path: '/api/notifications/test/web' }),
      expect: NOTIFICATION_TEST,
    },
  ],
  'POST /api/notifications/send/:notificator': [
    {
      what: 'an announcement to A by mail',
      request: (w) => ({
        path: `/api/notifications/send/mail?userId=${w.userIds.a}`,
        body: { subject: 'Maintenance', body: 'The server restarts at noon' },
      }),
      expect: ADMIN_ONLY,
    },
  ],
  'POST /api/devices/:id/image': [
    {
      what: "a picture of A's truck",
      request: (w) => ({
        path: `/api/devices/${w.a.truck}/image`,
        raw: { type: 'image/png', bytes: PICTURE },
      }),
      expect: TRUCK_WRITE,
    },
  ],
  'GET /api/media/:uniqueId/:file': [
    {
      what: "the picture of A's truck",
      request: async (w) => {
        const uploaded = await w.send('other', 'POST', {
          path: `/api/devices/${w.a.truck}/image`,
          raw: { type: 'image/png', bytes: PICTURE },
          cookie: w.aCookie,
        });
        if (uploaded.status !== 200) throw new Error(`A's picture upload answered ${uploaded.status}`);
        return { path: '/api/media/ALPHA-PRIVATE-IMEI-1/device.png' };
      },
      expect: TRUCK_READ,
    },
    {
      what: "a photo A's truck sent",
      request: async (w) => {
        const name = await new DeviceMediaStore(w.t.server.ctx).store(w.a.truck, PHOTO);
        return { path: `/api/media/ALPHA-PRIVATE-IMEI-1/${name}` };
      },
      expect: TRUCK_READ,
    },
  ],
  'GET /api/commands/send': [
    {
      what: "the saved commands A's truck accepts",
      request: get((w) => `/api/commands/send?deviceId=${w.a.truck}`),
      expect: TRUCK_READ,
    },
  ],
  'GET /api/positions/csv': routeExport('csv'),
  'GET /api/positions/gpx': routeExport('gpx'),
  'GET /api/positions/kml': routeExport('kml'),
  'GET /api/positions/kmz': routeExport('kmz'),
  'GET /api/server/timezones': [
    { what: 'the time zone names', request: get(() => '/api/server/timezones'), expect: LIST },
  ],
  // Reports on A's truck: the guest's reports are disabled; A's geofence is linked to the reader.
  'GET /api/reports/geofences': [
    {
      what: "A's truck in A's geofence",
      request: get(
        (w) => `/api/reports/geofences?deviceId=${w.a.truck}&geofenceId=${w.a.geofence}&${RANGE()}`,
      ),
      expect: TRUCK_REPORT,
    },
  ],
  'GET /api/reports/geofences/xlsx': [
    {
      what: "A's truck in A's geofence, as a workbook",
      request: get(
        (w) => `/api/reports/geofences/xlsx?deviceId=${w.a.truck}&geofenceId=${w.a.geofence}&${RANGE()}`,
      ),
      expect: TRUCK_REPORT,
    },
  ],
  'GET /api/reports/geofences/mail': [
    {
      what: "A's truck in A's geofence, mailed as a workbook",
      request: get(
        (w) => `/api/reports/geofences/mail?deviceId=${w.a.truck}&geofenceId=${w.a.geofence}&${RANGE()}`,
      ),
      expect: TRUCK_REPORT,
    },
  ],
  'GET /api/reports/devices/mail': [
    {
      what: 'the device list workbook, mailed',
      request: get(() => '/api/reports/devices/mail'),
      expect: signedIn('ok', { guest: 403 }),
    },
  ],
  // The devices each principal sees: its own list; the guest's reports are disabled.
  'GET /api/reports/devices/xlsx': [
    {
      what: 'the device list workbook',
      request: get(() => '/api/reports/devices/xlsx'),
      expect: signedIn('ok', { guest: 403 }),
    },
  ],
  'GET /api/reports/combined': [
    {
      what: "A's truck",
      request: get((w) => `/api/reports/combined?deviceId=${w.a.truck}&${RANGE()}`),
      expect: TRUCK_REPORT,
    },
    {
      what: "A's group",
      request: get((w) => `/api/reports/combined?groupId=${w.a.group}&${RANGE()}`),
      expect: TRUCK_REPORT,
    },
  ],
  'GET /api/server/geocode': [
    {
      what: 'the address of a point in Kathmandu',
      request: get(() => '/api/server/geocode?latitude=27.7172&longitude=85.324'),
      expect: LIST,
    },
  ],
  // Features this server does not offer answer the same to everyone (docs/decisions/traccar-extras.md).
  'GET /api/session/openid/auth': [
    { what: 'OpenID sign-in', request: get(() => '/api/session/openid/auth'), expect: everyone(404) },
  ],
  'GET /api/session/openid/callback': [
    {
      what: 'an OpenID answer',
      request: get(() => '/api/session/openid/callback?code=x'),
      expect: everyone(404),
    },
  ],
  // Public, as Traccar's; the matrix's server does not offer TOTP (`totpEnable` off): everyone is told so.
  'POST /api/users/totp': [
    { what: 'a TOTP key', request: () => ({ path: '/api/users/totp' }), expect: everyone(403) },
  ],
  'POST /api/attributes/computed/test': [
    {
      what: "an expression on A's truck",
      request: (w) => ({
        path: `/api/attributes/computed/test?deviceId=${w.a.truck}`,
        body: { description: 'Speed', attribute: 'speedKmh', expression: 'speed * 1.852', type: 'number' },
      }),
      // Reading the device is enough; a share link's guest tests nothing.
      expect: signedIn(404, { reader: 'ok', guest: 403, admin: 'ok' }),
    },
  ],
  // The server's figures and its audit trail concern every user: administrators only.
  'GET /api/statistics': [
    {
      what: "the last hours' statistics",
      request: get(() => `/api/statistics?${RANGE()}`),
      expect: ADMIN_ONLY,
    },
  ],
  'GET /api/audit': [
    { what: "the last hours' audit trail", request: get(() => `/api/audit?${RANGE()}`), expect: ADMIN_ONLY },
  ],
};

/** Rows added to `POST /api/commands/send` and `GET /api/commands/types` (fleetAccess.ts). */
export const COMMAND_SEND_ROWS: AccessCase[] = [
  {
    what: "A's saved command to A's truck",
    request: (w) => ({ path: '/api/commands/send', body: { id: w.a.command, deviceId: w.a.truck } }),
    expect: signedIn(404, { reader: 403, guest: ANY_REFUSAL, demo: ANY_REFUSAL, admin: 'ok' }),
  },
  {
    what: "a status request to A's group",
    request: (w) => ({
      path: `/api/commands/send?groupId=${w.a.group}`,
      body: { type: 'custom', attributes: { data: 'STATUS#' } },
    }),
    expect: signedIn(404, { reader: 403, guest: ANY_REFUSAL, demo: ANY_REFUSAL, admin: 'ok' }),
  },
];

export const COMMAND_TYPES_ROWS: AccessCase[] = [
  { what: 'the types of a protocol', request: get(() => '/api/commands/types?protocol=gt06'), expect: LIST },
];
