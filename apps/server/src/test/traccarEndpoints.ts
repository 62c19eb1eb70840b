/**
 * Every endpoint of Traccar's REST API (6.x: its `openapi.yaml` and the resources its code registers),
 * with what Fleetkit's `/api` does with it, plus the `/api` routes Fleetkit adds. The table of
 * docs/traccar-compatibility.md is this list; `traccarEndpoints.test.ts` checks the doc against it and
 * the list against the server's route table, so a new `/api` route must be classified here.
 *
 * `path` is in the server's route syntax (`/api/devices/:id`). `probe` is for GET endpoints Fleetkit
 * serves: the query an administrator's request carries to answer 2xx (`{deviceId}`, `{groupId}`,
 * `{from}`, `{to}` are filled in with the test's own device, group and a one-day span); `false` when a
 * plain request cannot show support (the socket needs an upgrade). GET endpoints with a path parameter
 * are not probed.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * `same`: Traccar's contract. `differs`: served, with the difference in `note`. `not supported`: no
 * route, or a route that refuses on purpose (501, or 404 with the reason); `note` says why.
 * `fleetkit only`: a route under `/api` that Traccar does not have.
 */
export type CompatStatus = 'same' | 'differs' | 'not supported' | 'fleetkit only';

export interface TraccarEndpoint {
  method: Method;
  path: string;
  status: CompatStatus;
  note: string;
  probe?: string | false;
}

const LIST_PARAMETERS =
  'list parameters `all`, `userId`, `deviceId`, `groupId`, `id` (repeated), `keyword`, `limit`, `offset`, `excludeAttributes` (attributes answered as `{}`); an administrator sees what is linked to it unless `all=true`, as Traccar (`decisions/traccar-admin-lists.md`)';

/** Traccar's five calls of an object collection (`BaseObjectResource`): list, one, create, update, delete. */
function collection(
  base: string,
  notes: { list?: string; create?: string; all?: string } = {},
): TraccarEndpoint[] {
  const all = notes.all ?? '';
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join('; ');
  return [
    { method: 'GET', path: base, status: 'same', note: join(notes.list ?? LIST_PARAMETERS, all) },
    { method: 'GET', path: `${base}/:id`, status: 'same', note: join('404 when invisible', all) },
    { method: 'POST', path: base, status: 'same', note: join(notes.create, all) },
    { method: 'PUT', path: `${base}/:id`, status: 'same', note: all },
    { method: 'DELETE', path: `${base}/:id`, status: 'same', note: join('204', all) },
  ];
}

/** A Traccar collection Fleetkit does not serve: every call listed as not supported, for one reason. */
function missingCollection(base: string, why: string): TraccarEndpoint[] {
  return (
    [
      ['GET', base],
      ['GET', `${base}/:id`],
      ['POST', base],
      ['PUT', `${base}/:id`],
      ['DELETE', `${base}/:id`],
    ] as const
  ).map(([method, path]) => ({ method, path, status: 'not supported', note: why }));
}

const SPAN = 'deviceId={deviceId}&from={from}&to={to}';
const REPORT_NAMES = ['route', 'events', 'trips', 'stops', 'summary'] as const;

/** A report: JSON (or XLSX by `Accept`), `/xlsx`, Traccar's `/mail`, and Fleetkit's `/csv`. */
function report(name: (typeof REPORT_NAMES)[number]): TraccarEndpoint[] {
  return [
    {
      method: 'GET',
      path: `/api/reports/${name}`,
      status: 'same',
      note: '`deviceId`/`groupId` repeated, `from`, `to`; JSON, or XLSX with the `Accept` header (CSV too)',
      probe: SPAN,
    },
    {
      method: 'GET',
      path: `/api/reports/${name}/xlsx`,
      status: 'same',
      note: 'the Excel workbook',
      probe: SPAN,
    },
    {
      method: 'GET',
      path: `/api/reports/${name}/mail`,
      status: 'same',
      note: "204; the Excel workbook e-mailed to the user's address (`--smtp-url`; without it the outbox keeps the text only)",
      probe: SPAN,
    },
    {
      method: 'GET',
      path: `/api/reports/${name}/csv`,
      status: 'fleetkit only',
      note: 'the report as CSV, formulas disarmed',
      probe: SPAN,
    },
  ];
}

export const TRACCAR_ENDPOINTS: readonly TraccarEndpoint[] = [
  // Server
  {
    method: 'GET',
    path: '/api/server',
    status: 'same',
    note: 'public; `openIdEnabled`, `newServer` (the first administrator comes from the command line), `fixedEmail` and `disableReports` are false',
  },
  { method: 'PUT', path: '/api/server', status: 'same', note: 'administrators only' },
  {
    method: 'GET',
    path: '/api/server/geocode',
    status: 'same',
    note: '`latitude`, `longitude`: the address as text, from the server\'s geocoder (offline gazetteer by default); 404 "Unable to geocode" (`decisions/traccar-extras.md`)',
    probe: 'latitude=48.8566&longitude=2.3522',
  },
  {
    method: 'GET',
    path: '/api/server/timezones',
    status: 'same',
    note: 'IANA names, current and former (`Asia/Kathmandu`, `Asia/Katmandu`)',
  },
  {
    method: 'POST',
    path: '/api/server/file/:path',
    status: 'not supported',
    note: 'no request writes files on the server: no input ever becomes a path',
  },
  {
    method: 'GET',
    path: '/api/server/gc',
    status: 'not supported',
    note: 'a Java runtime control; Fleetkit has no such call',
  },
  {
    method: 'GET',
    path: '/api/server/cache',
    status: 'not supported',
    note: "a dump of Traccar's in-memory cache; `GET /metrics` reports Fleetkit's state",
  },
  {
    method: 'POST',
    path: '/api/server/reboot',
    status: 'not supported',
    note: 'the process is restarted by its service manager, not through the API',
  },
  {
    method: 'GET',
    path: '/api/health',
    status: 'same',
    note: 'public; 200 and the text `OK`; `GET /ready` (outside `/api`) also checks the database and Redis',
  },

  // Session
  {
    method: 'GET',
    path: '/api/session',
    status: 'same',
    note: '404 without a session; `?token=` opens a cookie session that ends when the token does',
  },
  {
    method: 'POST',
    path: '/api/session',
    status: 'same',
    note: 'form `email`, `password`, `code` (TOTP, for a user with a `totpKey`: 401 with `WWW-Authenticate: TOTP` without it); HttpOnly, SameSite=Lax cookie `fleetkit_session`; 401 "Wrong email or password"; wrong passwords and codes rate-limited (429)',
  },
  { method: 'DELETE', path: '/api/session', status: 'same', note: '204' },
  {
    method: 'GET',
    path: '/api/session/:id',
    status: 'not supported',
    note: "an administrator does not take over another user's session",
  },
  {
    method: 'POST',
    path: '/api/session/token',
    status: 'same',
    note: 'form `expiration`; signed, revocable tokens that never outlive the account; refused (403) to share guests',
  },
  {
    method: 'POST',
    path: '/api/session/token/revoke',
    status: 'same',
    note: 'form `token`',
  },
  {
    method: 'GET',
    path: '/api/session/openid/auth',
    status: 'not supported',
    note: '404 "OpenID sign-in is not configured on this server"; `GET /api/server` says `openIdEnabled: false`',
  },
  {
    method: 'GET',
    path: '/api/session/openid/callback',
    status: 'not supported',
    note: '404 "OpenID sign-in is not configured on this server"',
  },
  ...(['authorize', 'userinfo', 'jwks'] as const).map(
    (name): TraccarEndpoint => ({
      method: 'GET',
      path: `/api/oidc/${name}`,
      status: 'not supported',
      note: 'Fleetkit is not an OpenID provider for other applications',
    }),
  ),
  {
    method: 'POST',
    path: '/api/oidc/token',
    status: 'not supported',
    note: 'Fleetkit is not an OpenID provider for other applications',
  },
  {
    method: 'POST',
    path: '/api/password/reset',
    status: 'same',
    note: 'form `email`; 204 whether or not the address is known',
  },
  {
    method: 'POST',
    path: '/api/password/update',
    status: 'differs',
    note: 'form `token`, `password`; ends every session and token of the user (Traccar keeps tokens)',
  },

  // Users
  {
    method: 'GET',
    path: '/api/users',
    status: 'differs',
    note: 'every user for an administrator, the users one manages otherwise; `userId`, `id` (repeated), `deviceId` (the users linked to a device, for managers), `excludeAttributes`',
  },
  ...collection('/api/users', {
    create:
      'within `userLimit` for a manager, who is linked to the new user; registration goes through `/api2/account/register/*`, an unauthenticated call is refused',
  }).filter((e) => !(e.method === 'GET' && e.path === '/api/users')),
  {
    method: 'POST',
    path: '/api/users/totp',
    status: 'same',
    note: 'public; a new base32 key as text, for the user (or a registration, where the server attribute `totpForce` requires one) to store as `totpKey`; 403 "TOTP is disabled" unless the server attribute `totpEnable` is on',
  },

  // Devices
  ...collection('/api/devices', {
    list: `${LIST_PARAMETERS}; \`uniqueId\` (repeated)`,
  }),
  {
    method: 'PUT',
    path: '/api/devices/:id/accumulators',
    status: 'same',
    note: '`totalDistance` m, `hours` ms',
  },
  {
    method: 'POST',
    path: '/api/devices/:id/image',
    status: 'same',
    note: "the picture as the body (JPEG, PNG or WebP by its content; at most `--max-upload-bytes`, in the uploader's storage quota); answers its name (`device.png`) for the `deviceImage` attribute",
  },
  {
    method: 'POST',
    path: '/api/devices/share',
    status: 'differs',
    note: 'form `deviceId`, `expiration`: a date within 30 days, made the nearest of 24 hours, 3, 7 or 30 days from now (Traccar takes any date); answers the token as text; refused (403) to read-only users too (`decisions/share-links.md`)',
  },
  {
    method: 'POST',
    path: '/api/share/device',
    status: 'differs',
    note: 'as `POST /api/devices/share`',
  },
  {
    method: 'POST',
    path: '/api/share/group',
    status: 'not supported',
    note: 'a share link shows one device; share each vehicle of the group',
  },

  // Object collections
  ...collection('/api/groups'),
  ...collection('/api/drivers'),
  ...collection('/api/geofences', {
    all: 'WKT areas, latitude first, as Traccar; with a `calendarId`, enter and exit events only while the calendar is active at the fix time, as Traccar',
  }),
  ...collection('/api/maintenance'),
  ...collection('/api/calendars', {
    all: "`data` must be a base64 iCalendar with events (400 naming `data` otherwise); at most 128 KB; followed by notifications and geofences (active while an occurrence covers the event's time) and scheduled reports, floating times and whole days in the server's `timezone`",
  }),
  ...collection('/api/attributes/computed', {
    all: "applied to each new position of the devices (and groups) they are linked to, highest `priority` first, by Fleetkit's own evaluator of Traccar's JEXL expressions (`decisions/computed-attributes.md`)",
  }),
  {
    method: 'POST',
    path: '/api/attributes/computed/test',
    status: 'differs',
    note: "`deviceId`: the value on the device's latest position (number or boolean as JSON, text as text; 204 when none); 400 \"Device has no last position\", or the expression's error; any user who sees the device (Traccar: administrators), not a share link's guest",
  },
  ...collection('/api/notifications', {
    all: "an event of its `type` is sent to the linked users who see the device when `always` or linked to the device or one of its groups (parents too), of the listed `alarms` (none listed: no alarm, as Traccar), while its calendar is active; notificator `mail` e-mails them (once per event and user, with the user's own settings), `web` is the live socket; other notificators are kept, not delivered (`decisions/traccar-notifications.md`)",
  }),
  {
    method: 'GET',
    path: '/api/notifications/types',
    status: 'same',
    note: 'the event types',
  },
  {
    method: 'GET',
    path: '/api/notifications/notificators',
    status: 'same',
    note: 'notificators `web` and `mail`, those that deliver notifications here; with `announcement=true` those that carry announcements (`mail`)',
  },
  {
    method: 'POST',
    path: '/api/notifications/test',
    status: 'same',
    note: "204; to the caller's live sockets (event `test`, device 0) and e-mail; refused to a share link's guest",
  },
  {
    method: 'POST',
    path: '/api/notifications/test/:notificator',
    status: 'same',
    note: '204; through that notificator only',
  },
  {
    method: 'POST',
    path: '/api/notifications/send/:notificator',
    status: 'same',
    note: 'an announcement (`subject`, `body`) to the users named by `userId` (repeated; none: every user one may see), by `mail`; administrators, and managers to the users they manage; 204; six a minute',
  },
  ...collection('/api/orders', {
    create: '`uniqueId` required; `description`, `fromAddress`, `toAddress`, `geofenceId`',
    all: 'deliveries: link users, devices and groups with `orderId`; stored and listed, the server does not act on them (as Traccar)',
  }),

  // Permissions
  {
    method: 'POST',
    path: '/api/permissions',
    status: 'same',
    note: 'exactly two keys, owner first; every id must be visible to the caller',
  },
  { method: 'DELETE', path: '/api/permissions', status: 'same', note: 'exactly two keys, owner first' },
  { method: 'POST', path: '/api/permissions/bulk', status: 'same', note: 'an array of links' },
  { method: 'DELETE', path: '/api/permissions/bulk', status: 'same', note: 'an array of links' },

  // Positions and events
  {
    method: 'GET',
    path: '/api/positions',
    status: 'differs',
    note: "latest of every device; `deviceId`; `deviceId&from&to`; `id` repeated; an administrator's latest positions cover every device it may see (Traccar: linked devices only)",
  },
  {
    method: 'DELETE',
    path: '/api/positions',
    status: 'not supported',
    note: 'stored positions are not deleted through the API',
  },
  {
    method: 'DELETE',
    path: '/api/positions/:id',
    status: 'not supported',
    note: 'stored positions are not deleted through the API',
  },
  ...(['csv', 'gpx', 'kml'] as const).map(
    (format): TraccarEndpoint => ({
      method: 'GET',
      path: `/api/positions/${format}`,
      status: 'same',
      note: "`deviceId`, `from`, `to`: one device, at most the reports' 30 days; CSV columns as Traccar's, formulas disarmed",
      probe: SPAN,
    }),
  ),
  {
    method: 'GET',
    path: '/api/positions/kmz',
    status: 'fleetkit only',
    note: 'the KML export zipped',
    probe: SPAN,
  },
  {
    method: 'GET',
    path: '/api/events/:id',
    status: 'same',
    note: "`attributes.message`: Traccar's short text of the event, in the reader's time zone",
  },
  {
    method: 'GET',
    path: '/api/media/:uniqueId/:file',
    status: 'differs',
    note: "the device picture (`deviceImage`) and the photos trackers send (GT06 X1 and WD-209, Ruptela file transfer; named in positions' `image`) to whoever may read the device, share guests included; only JPEG, PNG or WebP by their content, recordings are not stored",
  },
  {
    method: 'GET',
    path: '/api/stream/:uniqueId/live.m3u8',
    status: 'not supported',
    note: 'live video from devices is not relayed',
  },
  {
    method: 'GET',
    path: '/api/stream/:uniqueId/:segment',
    status: 'not supported',
    note: 'live video from devices is not relayed (`{index}.ts` segments)',
  },

  // Commands
  ...collection('/api/commands', {
    list: `saved commands; ${LIST_PARAMETERS}`,
  }),
  {
    method: 'GET',
    path: '/api/commands/send',
    status: 'same',
    note: "`deviceId`: the saved commands the device's protocol takes",
    probe: 'deviceId={deviceId}',
  },
  {
    method: 'POST',
    path: '/api/commands/send',
    status: 'differs',
    note: "a command, or a saved command's `id`; `?groupId=` for every device of a group; 200 when sent, 202 when queued; a group's moving vehicles are refused engine commands (`decisions/traccar-app-calls.md`); a saved command needs the right to send commands (Traccar lets `limitCommands` users send saved ones)",
  },
  {
    method: 'GET',
    path: '/api/commands/types',
    status: 'same',
    note: "`deviceId`, `protocol`, `textChannel`: from the protocol of the device's latest position; `custom` only before its first report; no text-channel (SMS) types",
    probe: 'deviceId={deviceId}',
  },

  // Reports
  ...REPORT_NAMES.flatMap(report),
  {
    method: 'GET',
    path: '/api/reports/combined',
    status: 'same',
    note: '`deviceId`, `groupId`, `from`, `to`: route as `[longitude, latitude]`, events with a position (not `deviceMoving`) and their positions; JSON only, as Traccar',
    probe: SPAN,
  },
  {
    method: 'GET',
    path: '/api/reports/geofences',
    status: 'differs',
    note: "`deviceId`, `groupId`, `geofenceId`, `from`, `to`: stays from enter to exit, Traccar's item plus `duration` (ms); without `geofenceId` every geofence the user sees (Traccar: none); JSON, or the workbook under `/xlsx`",
    probe: SPAN,
  },
  {
    method: 'GET',
    path: '/api/reports/geofences/xlsx',
    status: 'differs',
    note: "the geofence report's workbook: device, geofence, start and end, duration, distance, speeds, fuel, odometer; the JSON report's parameters and differences",
    probe: SPAN,
  },
  {
    method: 'GET',
    path: '/api/reports/geofences/mail',
    status: 'differs',
    note: "204; the geofence report's workbook e-mailed to the user's address; the JSON report's parameters and differences",
    probe: SPAN,
  },
  {
    method: 'GET',
    path: '/api/reports/devices/xlsx',
    status: 'same',
    note: 'no parameters; the devices the user sees, by name, with group, status and latest position; refused to users whose reports are disabled',
  },
  {
    method: 'GET',
    path: '/api/reports/devices/mail',
    status: 'same',
    note: "204; the device list workbook e-mailed to the user's address",
  },
  ...collection('/api/reports', {
    create:
      '`type` one of `route`, `events`, `trips`, `stops`, `summary` (as Traccar schedules); `calendarId` required',
    all: "scheduled reports: link devices, groups and users with `reportId`; when a period of the calendar ends, each linked user receives the report of that period (the linked devices and groups it sees) as an Excel attachment by e-mail, once across instances; checked every `--scheduled-report-interval-ms` (15 minutes); a calendar's deletion removes its reports (`decisions/scheduled-reports.md`)",
  }),

  // Administration
  {
    method: 'GET',
    path: '/api/statistics',
    status: 'differs',
    note: '`from`, `to`; administrators; per UTC day: sign-ins, positions, mail and SMS from stored records; `requests` (every API request answered) and `geocoderRequests` (reverse lookups) counted by each instance and added to the day once a minute; `geolocationRequests` reads 0 (`decisions/traccar-admin-activity.md`)',
    probe: 'from={from}&to={to}',
  },
  {
    method: 'GET',
    path: '/api/audit',
    status: 'differs',
    note: '`from`, `to`; administrators; sign-ins and sign-outs, commands (sent, queued, refused), every `create`/`edit`/`remove` of an object, `link`/`unlink` (linked object in `attributes.propertyType`/`propertyId`), `accumulators`, and audited payments (`decisions/traccar-admin-activity.md`)',
    probe: 'from={from}&to={to}',
  },

  // Live socket
  {
    method: 'GET',
    path: '/api/socket',
    status: 'same',
    note: 'WebSocket; cookie, bearer or `?token=`; `{positions}` on open, then `{devices}`, `{positions}`, `{events}` (with `attributes.message`); `{}` every 55 s; an administrator that sends `{"logs":true}` receives `{"logs":[{host, protocol, uniqueId, deviceId, data}]}` (data in hex) of every device on any instance, an unknown one with `deviceId` 0 and the identifier it gave; other users asking receive nothing',
    probe: false,
  },
];

const STATUS_LABEL: Record<CompatStatus, string> = {
  same: 'same',
  differs: 'differs',
  'not supported': 'not supported',
  'fleetkit only': 'Fleetkit only',
};

/** The endpoint as Traccar's documentation writes it: `GET /api/devices/{id}`. */
export function traccarName(endpoint: Pick<TraccarEndpoint, 'method' | 'path'>): string {
  return `${endpoint.method} ${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
}

/** The rows of the doc's table: endpoint (code span), status label, note. */
export function tableRows(): string[][] {
  return TRACCAR_ENDPOINTS.map((e) => [`\`${traccarName(e)}\``, STATUS_LABEL[e.status], e.note]);
}

/** The doc's table as Markdown, its columns padded to line up. */
export function renderTable(): string {
  const rows = [['Traccar', 'Fleetkit', 'Notes'], ...tableRows()];
  const widths = [0, 1, 2].map((i) => Math.max(3, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  const [header = [], ...body] = rows;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

/** Where the table starts and ends in docs/traccar-compatibility.md. */
export const TABLE_START = '<!-- traccar-endpoints:start -->';
export const TABLE_END = '<!-- traccar-endpoints:end -->';
