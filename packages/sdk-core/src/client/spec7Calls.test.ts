import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RecordedRequest, startRecordingServer } from '../test/recordingServer';
import { createFleetClient, type FleetClient } from './createFleetClient';
import { FleetApiError } from './FleetApiError';

// Every call of SPEC §7 (and the account calls of the sign-in screens) as it goes over the wire:
// method, path, query and body, against a real HTTP server that answers valid data.

const device = { id: 7, name: 'Truck 12', uniqueId: '353419036066061', status: 'online' };
const position = { id: 901, deviceId: 7, latitude: 27.7172, longitude: 85.324 };
const user = { id: 1, name: 'Owner', email: 'owner@example.com' };
const driver = { id: 2, name: 'Ram', uniqueId: 'D2', attributes: { phone: '98' } };
const document = { $id: 'doc1', documentOf: 'vehicle', entityId: 7, documentType: 'insurance', fileIds: [] };
const event = { id: 55, type: 'alarm', eventTime: '2026-11-20T08:15:30Z', deviceId: 7 };
const trip = {
  deviceId: 7,
  deviceName: 'Truck 12',
  distance: 1520,
  averageSpeed: 12,
  maxSpeed: 30,
  startTime: '2026-11-20T08:00:00Z',
  endTime: '2026-11-20T08:20:00Z',
  startLat: 27.7,
  startLon: 85.3,
  endLat: 27.71,
  endLon: 85.31,
  duration: 1_200_000,
};
const stop = {
  deviceId: 7,
  deviceName: 'Truck 12',
  duration: 600_000,
  startTime: '2026-11-20T08:20:00Z',
  endTime: '2026-11-20T08:30:00Z',
  latitude: 27.71,
  longitude: 85.31,
};
const place = { display_name: 'Thamel, Kathmandu', lat: '27.7154', lon: '85.3123' };
const echo = (req: RecordedRequest) => ({ body: { ...JSON.parse(req.body), id: 7 } });
const echoVehicle = (req: RecordedRequest) => ({ body: { ...device, name: JSON.parse(req.body).name } });
const echoDocument = (req: RecordedRequest) => ({ body: { ...document, ...JSON.parse(req.body) } });

let server: Awaited<ReturnType<typeof startRecordingServer>>;
let client: FleetClient;

beforeAll(async () => {
  server = await startRecordingServer({
    'GET /api2/account/options': { body: { registration: true, demo: false } },
    'POST /api2/account/register/start': {
      body: { email: 'new@example.com', expiresAt: '2026-11-20T08:30:00Z' },
    },
    'POST /api2/account/register/verify': { body: user },
    'POST /api/password/reset': { status: 204 },
    'POST /api/password/update': { status: 204 },
    'POST /api2/account/demo': { body: { ...user, email: 'demo@demo.invalid' } },
    'GET /api2/account/login-history': {
      body: [{ time: '2026-11-20T08:00:00Z', ip: '127.0.0.1', userAgent: null, method: 'password' }],
    },
    'DELETE /api/session': { status: 204 },
    'POST /api/session/token': { body: 'signed.token\n' },
    'POST /api/session/token/revoke': { status: 204 },
    'GET /api/server': { body: { id: 1, forceSettings: true } },
    'PUT /api/server': (req) => ({ body: JSON.parse(req.body) }),
    'PUT /api/users/1': (req) => ({ body: JSON.parse(req.body) }),
    'GET /api/devices/7': { body: device },
    'POST /api/devices': echo,
    'PUT /api/devices/7': echo,
    'PUT /api/devices/7/accumulators': { status: 204 },
    'GET /api2/devices': { body: [{ ...device, position, driver }] },
    'POST /api2/devices': echoVehicle,
    'PUT /api2/devices/7': echoVehicle,
    'DELETE /api2/devices/7': { status: 204 },
    'GET /api2/devices/drivers': { body: [{ deviceId: 7, drivers: [driver] }] },
    'GET /api/drivers': { body: [driver] },
    'POST /api/drivers': (req) => ({ body: { ...JSON.parse(req.body), id: 2 } }),
    'DELETE /api/drivers/2': { status: 204 },
    'GET /api/groups': { body: [{ id: 4, name: 'Buses' }] },
    'POST /api/groups': (req) => ({ body: { ...JSON.parse(req.body), id: 4 } }),
    'GET /api/maintenance': { body: [{ id: 5, name: 'Oil', type: 'totalDistance', start: 0, period: 5e6 }] },
    'GET /api/geofences': { body: [{ id: 3, name: 'Depot', area: 'CIRCLE (27.7 85.3, 500)' }] },
    'DELETE /api/geofences/3': { status: 204 },
    'GET /api/attributes/computed': { body: [{ id: 6, attribute: 'fuel', expression: 'adc1' }] },
    'POST /api2/computed/mileage': { status: 204 },
    'DELETE /api/permissions': { status: 204 },
    'POST /api/permissions/bulk': { status: 204 },
    'DELETE /api/permissions/bulk': { status: 204 },
    'GET /api/positions': { body: [position] },
    'GET /api/events/55': { body: event },
    'GET /api/reports/trips': { body: [trip] },
    'GET /api/reports/stops': { body: [stop] },
    'GET /api/commands/types': { body: [{ type: 'custom' }, { type: 'engineStop' }] },
    'GET /api2/documents': { body: [document] },
    'GET /api2/documents/doc1': { body: document },
    'POST /api2/documents': echoDocument,
    'PUT /api2/documents/doc1': echoDocument,
    'DELETE /api2/documents/doc1': { status: 204 },
    'GET /api2/services/history/get/svc1': { body: { ...document, $id: 'svc1', documentType: 'service' } },
    'POST /api2/services/history': echoDocument,
    'PUT /api2/services/history/svc1': echoDocument,
    'DELETE /api2/services/history/svc1': { status: 204 },
    'GET /api2/geocode/search': { body: [place] },
    'GET /api2/geocode/reverse': { body: place },
    'GET /api2/map/styles': {
      body: {
        styles: [{ id: 'simple', name: 'Simple', url: '/style.json', offline: true, attribution: 'NE' }],
        traffic: { tiles: ['https://tiles.test/{z}/{x}/{y}.png'] },
      },
    },
  });
  client = createFleetClient({ baseUrl: server.url });
});

afterAll(() => server.close());

function last(): { method: string; path: string; query: Record<string, string[]>; body: string } {
  const request = server.requests.at(-1) as RecordedRequest;
  const query: Record<string, string[]> = {};
  for (const key of new Set(request.query.keys())) query[key] = request.query.getAll(key);
  return { method: request.method, path: request.path, query, body: request.body };
}
const json = () => JSON.parse(last().body) as unknown;
const form = () => Object.fromEntries(new URLSearchParams(last().body));

describe('every call of SPEC §7 on the wire', () => {
  it('account: options, sign-up with a code, password reset by form, demo and login history', async () => {
    expect(await client.account.options()).toEqual({ registration: true, demo: false });
    await client.account.startSignUp({ name: 'New', email: 'new@example.com', password: 'secret123' });
    expect(json()).toEqual({ name: 'New', email: 'new@example.com', password: 'secret123' });
    expect((await client.account.verifySignUp('new@example.com', '123456')).id).toBe(1);
    expect(json()).toEqual({ email: 'new@example.com', code: '123456' });
    await client.account.requestPasswordReset('owner@example.com');
    expect(form()).toEqual({ email: 'owner@example.com' });
    await client.account.resetPassword('reset-token', 'new secret');
    expect(form()).toEqual({ token: 'reset-token', password: 'new secret' });
    expect((await client.account.demo()).email).toBe('demo@demo.invalid');
    const history = await client.account.loginHistory({ limit: 20, userId: 3 });
    expect(history[0]?.method).toBe('password');
    expect(last().query).toEqual({ limit: ['20'], userId: ['3'] });
  });

  it('session: logout with DELETE, tokens issued and revoked by form', async () => {
    await client.session.logout();
    expect(last()).toMatchObject({ method: 'DELETE', path: '/api/session' });
    expect(await client.session.createToken('2026-12-01T00:00:00Z')).toBe('signed.token');
    expect(form()).toEqual({ expiration: '2026-12-01T00:00:00.000Z' });
    await client.session.createToken();
    expect(last().body).toBe('');
    await client.session.revokeToken('signed.token');
    expect(form()).toEqual({ token: 'signed.token' });
  });

  it('server and users: read and update', async () => {
    expect((await client.server.get()).forceSettings).toBe(true);
    expect((await client.server.update({ id: 1, registration: true })).registration).toBe(true);
    expect(last()).toMatchObject({ method: 'PUT', path: '/api/server' });
    await client.users.update(1, {
      name: 'Owner',
      email: 'owner@example.com',
      attributes: { dateFormat: 'BS' },
    });
    expect(json()).toMatchObject({ id: 1, attributes: { dateFormat: 'BS' } });
  });

  it('devices: get, create, update and accumulators in metres and ms', async () => {
    expect((await client.devices.get(7)).name).toBe('Truck 12');
    expect((await client.devices.create({ name: 'Van 2', uniqueId: 'VAN-2' })).id).toBe(7);
    expect(last()).toMatchObject({ method: 'POST', path: '/api/devices' });
    await client.devices.update(7, { name: 'Van 3', uniqueId: 'VAN-2' });
    expect(json()).toMatchObject({ id: 7, name: 'Van 3' });
    await client.devices.accumulators({ deviceId: 7, totalDistance: 12_000, hours: 3_600_000 });
    expect(last()).toMatchObject({ method: 'PUT', path: '/api/devices/7/accumulators' });
    expect(json()).toEqual({ deviceId: 7, totalDistance: 12_000, hours: 3_600_000 });
  });

  it('vehicles (/api2): the list with positions and drivers, create, update, delete, drivers', async () => {
    const [vehicle] = await client.vehicles.list();
    expect(vehicle?.position?.id).toBe(901);
    expect(vehicle?.driver?.name).toBe('Ram');
    const input = {
      name: 'Truck 12',
      category: 'truck',
      uniqueId: '353419036066061',
      phone: '98',
      contact: '98',
      groupId: '4',
      attributes: { registration: 'BA 2 PA 4512' },
    };
    await client.vehicles.create(input);
    expect(json()).toEqual(input);
    await client.vehicles.update(7, input);
    expect(last()).toMatchObject({ method: 'PUT', path: '/api2/devices/7' });
    await client.vehicles.remove(7);
    expect(last()).toMatchObject({ method: 'DELETE', path: '/api2/devices/7' });
    expect((await client.vehicles.drivers())[0]?.drivers[0]?.id).toBe(2);
  });

  it('drivers, groups, maintenance, geofences and computed attributes with their filters', async () => {
    await client.drivers.list({ deviceId: 7 });
    expect(last()).toMatchObject({ path: '/api/drivers', query: { deviceId: ['7'] } });
    expect(
      (await client.drivers.create({ name: 'Sita', uniqueId: 'D3', attributes: { phone: '97' } })).id,
    ).toBe(2);
    await client.drivers.remove(2);
    expect(last()).toMatchObject({ method: 'DELETE', path: '/api/drivers/2' });
    await client.groups.create({ name: 'Buses' });
    expect(json()).toEqual({ name: 'Buses' });
    await client.groups.list({ all: true });
    expect(last().query).toEqual({ all: ['true'] });
    await client.maintenance.list({ deviceId: 7, groupId: 4 });
    expect(last().query).toEqual({ deviceId: ['7'], groupId: ['4'] });
    await client.geofences.list({ deviceId: 7 });
    expect(last()).toMatchObject({ path: '/api/geofences', query: { deviceId: ['7'] } });
    await client.geofences.remove(3);
    expect(last()).toMatchObject({ method: 'DELETE', path: '/api/geofences/3' });
    await client.computedAttributes.list({ deviceId: 7 });
    expect(last()).toMatchObject({ path: '/api/attributes/computed', query: { deviceId: ['7'] } });
    await client.computedAttributes.setMileage(7, '14.5');
    expect(last().path).toBe('/api2/computed/mileage');
    expect(json()).toEqual({ vehicleId: 7, mileage: '14.5' });
  });

  it('permissions: unlink with DELETE and a body, and in bulk', async () => {
    await client.permissions.unlink({ deviceId: 7, driverId: 2 });
    expect(last()).toMatchObject({ method: 'DELETE', path: '/api/permissions' });
    expect(json()).toEqual({ deviceId: 7, driverId: 2 });
    await client.permissions.linkMany([{ deviceId: 7, geofenceId: 3 }]);
    expect(last()).toMatchObject({ method: 'POST', path: '/api/permissions/bulk' });
    await client.permissions.unlinkMany([{ deviceId: 7, maintenanceId: 5 }]);
    expect(json()).toEqual([{ deviceId: 7, maintenanceId: 5 }]);
  });

  it('positions by id or by device and range, one event, trips and stops reports, command types', async () => {
    await client.positions.list({ id: [901, 902] });
    expect(last().query).toEqual({ id: ['901', '902'] });
    await client.positions.list({
      deviceId: 7,
      from: '2026-11-20T00:00:00+05:45',
      to: new Date(Date.UTC(2026, 10, 20)),
    });
    expect(last().query).toEqual({
      deviceId: ['7'],
      from: ['2026-11-19T18:15:00.000Z'],
      to: ['2026-11-20T00:00:00.000Z'],
    });
    expect((await client.events.get(55)).type).toBe('alarm');
    const range = { from: '2026-11-20T00:00:00Z', to: '2026-11-21T00:00:00Z', deviceIds: [7, 8] };
    expect((await client.reports.trips(range))[0]?.distance).toBe(1520);
    expect(last().query).toMatchObject({ deviceId: ['7', '8'], from: ['2026-11-20T00:00:00.000Z'] });
    expect((await client.reports.stops({ ...range, groupIds: [4] }))[0]?.duration).toBe(600_000);
    expect(last().query).toMatchObject({ groupId: ['4'] });
    expect((await client.commands.types(7)).map((t) => t.type)).toEqual(['custom', 'engineStop']);
    expect(last().query).toEqual({ deviceId: ['7'] });
  });

  it('documents and service history: list, get, create, update and delete by $id', async () => {
    await client.documents.list({ documentOf: 'vehicle', entityId: 7, documentType: 'insurance' });
    expect(last().query).toEqual({ documentOf: ['vehicle'], entityId: ['7'], documentType: ['insurance'] });
    expect((await client.documents.get('doc1')).$id).toBe('doc1');
    await client.documents.create({
      documentOf: 'vehicle',
      entityId: 7,
      documentType: 'insurance',
      issuedBy: 'Office',
    });
    expect(json()).toMatchObject({ issuedBy: 'Office' });
    const updated = await client.documents.update('doc1', {
      documentOf: 'vehicle',
      documentType: 'insurance',
      fileIds: ['f1'],
    });
    expect(updated.fileIds).toEqual(['f1']);
    await client.documents.remove('doc1');
    expect(last()).toMatchObject({ method: 'DELETE', path: '/api2/documents/doc1' });
    expect((await client.serviceHistory.get('svc1')).documentType).toBe('service');
    await client.serviceHistory.create({
      documentOf: 'vehicle',
      entityId: 7,
      documentType: 'service',
      notes: 'Oil',
    });
    expect(last()).toMatchObject({ method: 'POST', path: '/api2/services/history' });
    await client.serviceHistory.update('svc1', {
      documentOf: 'vehicle',
      documentType: 'service',
      notes: 'Tyres',
    });
    expect(last()).toMatchObject({ method: 'PUT', path: '/api2/services/history/svc1' });
    await client.serviceHistory.remove('svc1');
    expect(last()).toMatchObject({ method: 'DELETE', path: '/api2/services/history/svc1' });
  });

  it('geocoding: place search by text and the address of a point, coordinates read as numbers', async () => {
    const [found] = await client.geocode.search('Thamel');
    expect(found).toMatchObject({ lat: 27.7154, lon: 85.3123 });
    expect(last().query).toEqual({ q: ['Thamel'], limit: ['5'] });
    expect((await client.geocode.reverse(27.7154, 85.3123)).display_name).toBe('Thamel, Kathmandu');
    expect(last().query).toEqual({ lat: ['27.7154'], lon: ['85.3123'] });
  });

  it('map styles: the styles and the traffic overlay, with its tile defaults; bad answers fail', async () => {
    const styles = await client.mapStyles.list();
    expect(styles.styles.map((style) => style.id)).toEqual(['simple']);
    expect(styles.traffic).toMatchObject({ tileSize: 256, maxzoom: 19, attribution: '' });
    const broken = await startRecordingServer({
      'GET /api2/map/styles': { body: { styles: [{ id: 'hybrid' }], traffic: null } },
    });
    const notJson = await startRecordingServer({ 'GET /api2/map/styles': { body: 'Maintenance' } });
    try {
      const invalid = await createFleetClient({ baseUrl: broken.url })
        .mapStyles.list()
        .catch((error: unknown) => error);
      expect(invalid).toBeInstanceOf(FleetApiError);
      expect(invalid).toMatchObject({ code: 'invalid_response' });
      const text = await createFleetClient({ baseUrl: notJson.url })
        .mapStyles.list()
        .catch((error: unknown) => error);
      expect(text).toMatchObject({
        code: 'invalid_response',
        message: 'api2/map/styles did not answer with JSON',
      });
    } finally {
      await broken.close();
      await notJson.close();
    }
  });
});
