import { afterEach, describe, expect, it } from 'vitest';
import { startRecordingServer } from '../test/recordingServer';
import { createFleetClient } from './createFleetClient';
import { FleetApiError, TOTP_REQUIRED } from './FleetApiError';

// Payloads as a Traccar 6 server sends them (extra fields included on purpose).
const traccarDevice = {
  id: 7,
  attributes: { speedLimit: 43.2, registration: 'BA 2 PA 4512' },
  groupId: 0,
  calendarId: 0,
  name: 'Truck 12',
  uniqueId: '353419036066061',
  status: 'online',
  lastUpdate: '2026-11-20T08:15:30.000+00:00',
  positionId: 901,
  phone: '+9779800000000',
  model: 'GT06N',
  contact: null,
  category: 'truck',
  disabled: false,
  expirationTime: null,
};
const traccarPosition = {
  id: 901,
  attributes: { ignition: true, motion: true, sat: 9, rssi: 4, totalDistance: 123456.7, hours: 3600000 },
  deviceId: 7,
  protocol: 'gt06',
  serverTime: '2026-11-20T08:15:31.000+00:00',
  deviceTime: '2026-11-20T08:15:30.000+00:00',
  fixTime: '2026-11-20T08:15:30.000+00:00',
  outdated: false,
  valid: true,
  latitude: 27.7172,
  longitude: 85.324,
  altitude: 1400,
  speed: 21.5,
  course: 90,
  address: null,
  accuracy: 0,
  network: null,
  geofenceIds: null,
};

let server: Awaited<ReturnType<typeof startRecordingServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('createFleetClient', () => {
  it('reports a sign-in the server answers with WWW-Authenticate: TOTP as totp_required, and sends the code when given', async () => {
    server = await startRecordingServer({
      'POST /api/session': (request) =>
        new URLSearchParams(request.body).get('code') === '123456'
          ? { body: { id: 1, name: 'Owner', email: 'owner@example.com', administrator: false } }
          : {
              status: 401,
              headers: { 'WWW-Authenticate': 'TOTP' },
              body: 'Enter the code from your authenticator app',
            },
    });
    const client = createFleetClient({ baseUrl: server.url });
    const failure = await client.session.login('owner@example.com', 'secret').catch((error) => error);
    expect(failure).toBeInstanceOf(FleetApiError);
    expect(failure).toMatchObject({ status: 401, code: TOTP_REQUIRED });
    expect(failure.message).toBe('Enter the code from your authenticator app');
    expect((await client.session.login('owner@example.com', 'secret', '123456')).name).toBe('Owner');
  });

  it('signs in with a form post of email and password, as Traccar expects', async () => {
    server = await startRecordingServer({
      'POST /api/session': {
        body: { id: 1, name: 'Owner', email: 'owner@example.com', administrator: false },
      },
    });
    const client = createFleetClient({ baseUrl: server.url });
    const user = await client.session.login('owner@example.com', 'pa ss&word');
    expect(user.name).toBe('Owner');
    const req = server.requests[0]!;
    expect(req.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(new URLSearchParams(req.body).get('password')).toBe('pa ss&word');
    expect(new URLSearchParams(req.body).get('email')).toBe('owner@example.com');
  });

  it('parses real Traccar device and position payloads, keeping unknown fields', async () => {
    server = await startRecordingServer({
      'GET /api/devices': { body: [{ ...traccarDevice, futureField: 'kept' }] },
      'GET /api/positions': { body: [traccarPosition] },
    });
    const client = createFleetClient({ baseUrl: server.url });
    const [device] = await client.devices.list();
    expect(device?.uniqueId).toBe('353419036066061');
    expect((device as Record<string, unknown>).futureField).toBe('kept');
    const [position] = await client.positions.list();
    expect(position?.speed).toBe(21.5);
    expect(position?.attributes.ignition).toBe(true);
  });

  it('repeats deviceId, groupId and type and sends UTC ISO dates with Z for reports', async () => {
    server = await startRecordingServer({ 'GET /api/reports/events': { body: [] } });
    const client = createFleetClient({ baseUrl: server.url });
    await client.reports.events({
      from: new Date('2026-11-01T00:00:00+05:45'),
      to: '2026-11-02T00:00:00.000Z',
      deviceIds: [1, 2],
      groupIds: [5],
      types: ['ignitionOn', 'alarm'],
    });
    const req = server.requests[0]!;
    expect(req.query.getAll('deviceId')).toEqual(['1', '2']);
    expect(req.query.getAll('groupId')).toEqual(['5']);
    expect(req.query.getAll('type')).toEqual(['ignitionOn', 'alarm']);
    expect(req.query.get('from')).toBe('2026-10-31T18:15:00.000Z');
    expect(req.query.get('to')).toBe('2026-11-02T00:00:00.000Z');
    expect(req.headers.accept).toBe('application/json');
  });

  it('sends the daily flag for summary and asks for XLSX on export', async () => {
    server = await startRecordingServer({
      'GET /api/reports/summary': (req) =>
        req.headers.accept?.includes('spreadsheetml')
          ? { body: 'PK-binary', headers: { 'Content-Type': 'application/octet-stream' } }
          : { body: [] },
    });
    const client = createFleetClient({ baseUrl: server.url });
    await client.reports.summary({ from: '2026-11-01T00:00:00Z', to: '2026-11-02T00:00:00Z', daily: true });
    expect(server.requests[0]!.query.get('daily')).toBe('true');
    const blob = await client.reports.xlsx('summary', {
      from: '2026-11-01T00:00:00Z',
      to: '2026-11-02T00:00:00Z',
    });
    expect(await blob.text()).toBe('PK-binary');
  });

  it('treats a route report answer that is not valid data as a failure', async () => {
    server = await startRecordingServer({
      'GET /api/reports/route': { body: [{ id: 'x', latitude: 'north' }] },
    });
    const client = createFleetClient({ baseUrl: server.url });
    const error = await client.reports
      .route({ from: '2026-11-01T00:00:00Z', to: '2026-11-02T00:00:00Z' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FleetApiError);
    expect((error as FleetApiError).code).toBe('invalid_response');
    expect((error as FleetApiError).message).toContain('0.id: expected number');
    expect((error as FleetApiError).message).toContain('0.deviceId: expected number');
  });

  it("turns the server's JSON error envelope into a FleetApiError with status, code and message", async () => {
    server = await startRecordingServer({
      'POST /api2/devices': {
        status: 400,
        body: { error: { code: 'validation_failed', message: 'name: Enter valid name' } },
      },
    });
    const client = createFleetClient({ baseUrl: server.url });
    const error = (await client.vehicles
      .create({ name: 'x', category: 'car', uniqueId: '1' })
      .catch((e: unknown) => e)) as FleetApiError;
    expect(error).toBeInstanceOf(FleetApiError);
    expect(error.status).toBe(400);
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe('name: Enter valid name');
  });

  it("uses Traccar's plain-text error line as the message", async () => {
    server = await startRecordingServer({
      'DELETE /api/devices/9': { status: 400, body: 'SecurityException: Operation not allowed\n - at stack' },
    });
    const client = createFleetClient({ baseUrl: server.url });
    const error = (await client.devices.remove(9).catch((e: unknown) => e)) as FleetApiError;
    expect(error.message).toBe('SecurityException: Operation not allowed');
    expect(error.code).toBe('bad_request');
  });

  it('reports 401 as unauthorized and an unreachable server as a network error', async () => {
    server = await startRecordingServer({ 'GET /api/session': { status: 401, body: '' } });
    const client = createFleetClient({ baseUrl: server.url });
    const error = (await client.session.get().catch((e: unknown) => e)) as FleetApiError;
    expect(error.isUnauthorized).toBe(true);
    const url = server.url;
    await server.close();
    server = undefined;
    const offline = (await createFleetClient({ baseUrl: url })
      .session.get()
      .catch((e: unknown) => e)) as FleetApiError;
    expect(offline.status).toBe(0);
    expect(offline.code).toBe('network');
  });

  it('sends a bearer token when given one and the token query for token sessions', async () => {
    server = await startRecordingServer({
      'GET /api/session': { body: { id: 3, name: 'Guest', email: 'g', temporary: true } },
    });
    const client = createFleetClient({ baseUrl: server.url, token: 'abc.def' });
    const user = await client.session.get('share-token');
    expect(user.temporary).toBe(true);
    expect(server.requests[0]!.headers.authorization).toBe('Bearer abc.def');
    expect(server.requests[0]!.query.get('token')).toBe('share-token');
  });

  it('shares a device the Traccar way (form, token text) and the api2 way (JSON, url)', async () => {
    server = await startRecordingServer({
      'POST /api/devices/share': { body: 'eyJhbGciOi.token' },
      'POST /api2/devices/share': { body: { url: 'http://fleet.test/short/Ab3dE9' } },
      'POST /api2/misc/resolve-short': { body: { url: '/?token=eyJhbGciOi.token' } },
    });
    const client = createFleetClient({ baseUrl: server.url });
    const expiry = new Date('2026-11-25T00:00:00Z');
    expect(await client.devices.share(7, expiry)).toBe('eyJhbGciOi.token');
    const form = new URLSearchParams(server.requests[0]!.body);
    expect(form.get('deviceId')).toBe('7');
    expect(form.get('expiration')).toBe('2026-11-25T00:00:00.000Z');
    expect(await client.vehicles.share(7, expiry)).toEqual({ url: 'http://fleet.test/short/Ab3dE9' });
    expect(JSON.parse(server.requests[1]!.body)).toEqual({
      deviceId: 7,
      expiration: '2026-11-25T00:00:00.000Z',
    });
    expect((await client.vehicles.resolveShort('Ab3dE9')).url).toBe('/?token=eyJhbGciOi.token');
  });

  it('locks the engine with RELAY,1# and tells a queued command from a sent one', async () => {
    server = await startRecordingServer({
      'POST /api/commands/send': (req) => ({ status: 202, body: JSON.parse(req.body) }),
    });
    const client = createFleetClient({ baseUrl: server.url });
    const result = await client.commands.engine(7, 'lock');
    expect(result.queued).toBe(true);
    expect(JSON.parse(server.requests[0]!.body)).toMatchObject({
      deviceId: 7,
      type: 'custom',
      attributes: { data: 'RELAY,1#' },
    });
    await client.commands.engine(7, 'unlock');
    expect(JSON.parse(server.requests[1]!.body).attributes.data).toBe('RELAY,0#');
  });

  it('links objects with exactly the two keys given and updates with the id in the body', async () => {
    server = await startRecordingServer({
      'POST /api/permissions': { status: 204 },
      'PUT /api/geofences/4': (req) => ({ body: JSON.parse(req.body) }),
    });
    const client = createFleetClient({ baseUrl: server.url });
    await client.permissions.link({ deviceId: 7, geofenceId: 4 });
    expect(JSON.parse(server.requests[0]!.body)).toEqual({ deviceId: 7, geofenceId: 4 });
    const updated = await client.geofences.update(4, { name: 'Depot', area: 'CIRCLE (27.7 85.3, 200)' });
    expect(updated.id).toBe(4);
  });

  it('reads the service history list from its documents field', async () => {
    server = await startRecordingServer({
      'GET /api2/services/history': {
        body: {
          documents: [
            { $id: 'svc1', documentOf: 'vehicle', entityId: 7, documentType: 'service', notes: 'Oil' },
          ],
        },
      },
    });
    const client = createFleetClient({ baseUrl: server.url });
    const records = await client.serviceHistory.list();
    expect(records[0]?.notes).toBe('Oil');
  });
});
