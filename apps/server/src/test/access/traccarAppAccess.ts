import { type AccessCase, ANY_REFUSAL, get, LIST, signedIn, TRUCK_READ } from './outcomes';

/** The calls of Traccar's web app beyond the collections: the saved commands a device accepts. */
export const TRACCAR_APP_ACCESS: Record<string, AccessCase[]> = {
  'GET /api/commands/send': [
    {
      what: "the saved commands A's truck accepts",
      request: get((w) => `/api/commands/send?deviceId=${w.a.truck}`),
      expect: TRUCK_READ,
    },
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
