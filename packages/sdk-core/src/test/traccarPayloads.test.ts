import { describe, expect, it } from 'vitest';
import { accountOptionsSchema, placeSchema, signInSchema } from '../client/index';
import {
  apiErrorBodySchema,
  commandSchema,
  commandTypeSchema,
  computedAttributeSchema,
  deviceAccumulatorsSchema,
  deviceDriversSchema,
  deviceInputSchema,
  deviceSchema,
  documentExpiryInfoSchema,
  driverInputSchema,
  driverSchema,
  eventSchema,
  fleetDeviceSchema,
  fleetDocumentSchema,
  geofenceInputSchema,
  geofenceSchema,
  groupInputSchema,
  groupSchema,
  isoDateTime,
  maintenanceInputSchema,
  maintenanceSchema,
  notificationSchema,
  permissionSchema,
  positionSchema,
  reportStopSchema,
  reportSummarySchema,
  reportTripSchema,
  serverSchema,
  shareResponseSchema,
  socketMessageSchema,
  userInputSchema,
  userSchema,
} from '../schema/index';

// Payloads as Traccar 6 servers send them, each with a field newer than the schema on purpose.

const device = {
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
  motionStreak: false,
};

const position = {
  id: 901,
  attributes: { ignition: true, motion: true, sat: 9, totalDistance: 123456.7 },
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
  newerField: 1,
};

const event = {
  id: 55,
  attributes: { alarm: 'overspeed', speed: 48.2 },
  deviceId: 7,
  type: 'alarm',
  eventTime: '2026-11-20T08:15:30.000+00:00',
  positionId: 901,
  geofenceId: 0,
  maintenanceId: 0,
};

describe('wire schemas on real Traccar payloads', () => {
  it('read a device, keeping unknown fields and the nulls Traccar sends', () => {
    const parsed = deviceSchema.parse(device);
    expect(parsed).toMatchObject({
      id: 7,
      status: 'online',
      contact: null,
      expirationTime: null,
      groupId: 0,
    });
    expect((parsed as Record<string, unknown>).motionStreak).toBe(false);
  });

  it("read a device status the product does not know, or none, as 'unknown' and default the rest", () => {
    expect(deviceSchema.parse({ ...device, status: 'sleeping' }).status).toBe('unknown');
    const minimal = deviceSchema.parse({ id: 1, name: 'Bike', uniqueId: 'B1' });
    expect(minimal).toEqual({
      id: 1,
      name: 'Bike',
      uniqueId: 'B1',
      status: 'unknown',
      disabled: false,
      attributes: {},
    });
  });

  it('refuse a device without its identity or with a date that has no zone', () => {
    expect(deviceSchema.safeParse({ ...device, uniqueId: undefined }).success).toBe(false);
    expect(deviceSchema.safeParse({ ...device, id: -1 }).success).toBe(false);
    expect(deviceSchema.safeParse({ ...device, id: 1.5 }).success).toBe(false);
    expect(deviceSchema.safeParse({ ...device, lastUpdate: '2026-11-20T08:15:30' }).success).toBe(false);
    expect(isoDateTime.safeParse('2026-11-20T08:15:30+05:45').success).toBe(true);
    expect(isoDateTime.safeParse('2026-11-20T08:15:30Z').success).toBe(true);
  });

  it('read a position, with the defaults of the fields old servers leave out', () => {
    const parsed = positionSchema.parse(position);
    expect(parsed.speed).toBe(21.5);
    expect((parsed as Record<string, unknown>).newerField).toBe(1);
    const sparse = positionSchema.parse({ id: 1, deviceId: 7, latitude: 0.5, longitude: 1.5 });
    expect(sparse).toMatchObject({
      valid: true,
      altitude: 0,
      speed: 0,
      course: 0,
      accuracy: 0,
      attributes: {},
    });
    expect(positionSchema.safeParse({ ...position, latitude: 90.5 }).success).toBe(false);
    expect(positionSchema.safeParse({ ...position, longitude: -180.5 }).success).toBe(false);
  });

  it('read an event, a geofence, a driver, a group and a maintenance', () => {
    expect(eventSchema.parse(event).attributes.alarm).toBe('overspeed');
    expect(eventSchema.parse({ ...event, type: 'deviceFuelTheft' }).type).toBe('deviceFuelTheft');
    const geofence = geofenceSchema.parse({
      id: 3,
      attributes: {},
      calendarId: 0,
      name: 'Depot',
      description: null,
      area: 'CIRCLE (27.7172 85.324, 500)',
    });
    expect(geofence.area).toBe('CIRCLE (27.7172 85.324, 500)');
    expect(
      driverSchema.parse({ id: 2, attributes: { phone: '98' }, name: 'Ram', uniqueId: 'D2' }).attributes,
    ).toEqual({
      phone: '98',
    });
    expect(groupSchema.parse({ id: 4, attributes: {}, groupId: 0, name: 'Buses' }).name).toBe('Buses');
    const maintenance = maintenanceSchema.parse({
      id: 5,
      attributes: {},
      name: 'Oil',
      type: 'totalDistance',
      start: 0,
      period: 5_000_000,
    });
    expect(maintenance.period).toBe(5_000_000);
  });

  it('read the session user and the server with the defaults Traccar implies', () => {
    const user = userSchema.parse({
      id: 1,
      attributes: { dateFormat: 'BS', 'ui.disableDrivers': true },
      name: 'Owner',
      login: null,
      email: 'owner@example.com',
      phone: null,
      readonly: false,
      administrator: false,
      map: null,
      latitude: 27.7,
      longitude: 85.3,
      zoom: 12,
      coordinateFormat: null,
      disabled: false,
      expirationTime: null,
      deviceLimit: -1,
      userLimit: 0,
      deviceReadonly: false,
      limitCommands: false,
      disableReports: false,
      fixedEmail: false,
      poiLayer: null,
      totpKey: null,
      temporary: false,
      password: null,
    });
    expect(user).toMatchObject({ temporary: false, zoom: 12, login: null });
    expect(userSchema.parse({ id: 2, name: 'Guest', email: 'g' })).toMatchObject({
      administrator: false,
      readonly: false,
      temporary: false,
      deviceLimit: -1,
    });
    const server = serverSchema.parse({
      id: 1,
      attributes: {},
      forceSettings: true,
      registration: false,
      newFlag: 1,
    });
    expect(server).toMatchObject({ forceSettings: true, readonly: false, latitude: 0 });
  });

  it('read trips, stops and summary rows in Traccar units', () => {
    const trip = reportTripSchema.parse({
      deviceId: 7,
      deviceName: 'Truck 12',
      distance: 1520.4,
      averageSpeed: 12.3,
      maxSpeed: 30.1,
      spentFuel: 0,
      startOdometer: 1000,
      endOdometer: 2520.4,
      startTime: '2026-11-20T08:00:00.000+00:00',
      endTime: '2026-11-20T08:20:00.000+00:00',
      startPositionId: 1,
      endPositionId: 9,
      startLat: 27.7,
      startLon: 85.3,
      endLat: 27.71,
      endLon: 85.31,
      startAddress: null,
      endAddress: 'Thamel',
      duration: 1_200_000,
      driverUniqueId: null,
      driverName: null,
    });
    expect(trip.duration).toBe(1_200_000);
    const stop = reportStopSchema.parse({
      deviceId: 7,
      deviceName: 'Truck 12',
      duration: 600_000,
      startTime: '2026-11-20T08:20:00.000+00:00',
      endTime: '2026-11-20T08:30:00.000+00:00',
      latitude: 27.71,
      longitude: 85.31,
      address: null,
    });
    expect(stop).toMatchObject({ engineHours: 0, spentFuel: 0 });
    const summary = reportSummarySchema.parse({
      deviceId: 7,
      deviceName: 'Truck 12',
      distance: 1520.4,
      averageSpeed: 12.3,
      maxSpeed: 30.1,
      engineHours: 3_600_000,
      spentFuel: 1.25,
      startTime: null,
      endTime: null,
    });
    expect(summary).toMatchObject({ engineHours: 3_600_000, startOdometer: 0 });
    expect(reportTripSchema.safeParse({ ...trip, startTime: 'morning' }).success).toBe(false);
  });

  it('read commands, notifications, computed attributes and socket messages', () => {
    const command = commandSchema.parse({ deviceId: 7, type: 'custom', attributes: { data: 'RELAY,1#' } });
    expect(command).toEqual({
      deviceId: 7,
      type: 'custom',
      textChannel: false,
      attributes: { data: 'RELAY,1#' },
    });
    expect(commandSchema.safeParse({ deviceId: 7, type: '' }).success).toBe(false);
    expect(commandTypeSchema.parse({ type: 'engineStop' }).type).toBe('engineStop');
    expect(notificationSchema.parse({ id: 1, type: 'alarm' })).toMatchObject({
      always: false,
      notificators: 'web',
    });
    expect(
      computedAttributeSchema.parse({ id: 1, attribute: 'fuel', expression: 'adc1 * 0.1' }),
    ).toMatchObject({
      type: 'number',
      priority: 0,
      description: '',
    });
    const message = socketMessageSchema.parse({
      devices: [device],
      positions: [position],
      events: [event],
      logs: [],
    });
    expect(message.positions?.[0]?.id).toBe(901);
    expect((message as Record<string, unknown>).logs).toEqual([]);
    expect(socketMessageSchema.parse({})).toEqual({});
    expect(socketMessageSchema.safeParse({ positions: [{ id: 'x' }] }).success).toBe(false);
  });

  it('read the /api2 answers: vehicles with position and driver, documents, share links, errors', () => {
    const vehicle = fleetDeviceSchema.parse({ ...device, position, driver: null });
    expect(vehicle.position?.id).toBe(901);
    expect(fleetDeviceSchema.parse(device)).toMatchObject({ position: null, driver: null });
    expect(deviceDriversSchema.parse({ deviceId: 7, drivers: [] }).drivers).toEqual([]);
    const document = fleetDocumentSchema.parse({
      $id: 'Xq3v9LmT2pQa7RkB0cWz',
      documentOf: 'vehicle',
      entityId: 7,
      documentType: 'insurance',
      expiryDate: '2026-03-01',
      $createdAt: '2026-01-01T00:00:00.000+00:00',
    });
    expect(document.fileIds).toEqual([]);
    expect(fleetDocumentSchema.safeParse({ ...document, fileIds: ['a', 'b', 'c', 'd', 'e'] }).success).toBe(
      false,
    );
    expect(fleetDocumentSchema.safeParse({ ...document, documentOf: 'truck' }).success).toBe(false);
    expect(documentExpiryInfoSchema.parse({ expired: [document], expiring: [] }).expired).toHaveLength(1);
    expect(shareResponseSchema.parse({ url: '/short/abc' }).url).toBe('/short/abc');
    expect(shareResponseSchema.safeParse({ url: '' }).success).toBe(false);
    expect(
      apiErrorBodySchema.parse({ error: { code: 'not_found', message: 'No such device' } }).error.code,
    ).toBe('not_found');
    expect(accountOptionsSchema.parse({ registration: false, demo: true }).demo).toBe(true);
    expect(
      signInSchema.parse({ time: '2026-11-20T08:00:00Z', ip: null, userAgent: null, method: 'password' }).ip,
    ).toBe(null);
    const place = placeSchema.parse({
      display_name: 'Thamel',
      lat: '27.7154',
      lon: '85.3123',
      boundingbox: ['1', '2'],
    });
    expect(place).toMatchObject({ lat: 27.7154, lon: 85.3123, boundingbox: [1, 2] });
  });
});

describe('input schemas', () => {
  it('need a name with text, trimmed, on groups, drivers, geofences and maintenance', () => {
    for (const schema of [groupInputSchema, driverInputSchema, geofenceInputSchema] as const) {
      const result = schema.safeParse({ name: '   ', uniqueId: 'D1', area: 'CIRCLE (1 2, 3)' });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ['name'], message: 'Enter a name' });
    }
    expect(groupInputSchema.parse({ name: '  Buses ' }).name).toBe('Buses');
    const maintenance = maintenanceInputSchema.safeParse({ name: 'Oil', type: 'hours', start: 0, period: 0 });
    expect(maintenance.error?.issues[0]).toMatchObject({
      path: ['period'],
      message: 'Enter a period above 0',
    });
  });

  it('take a device body without the fields the server sets, keeping unknown ones', () => {
    expect(deviceInputSchema.parse({ name: 'Van 2', uniqueId: 'VAN-2' })).toEqual({
      name: 'Van 2',
      uniqueId: 'VAN-2',
      disabled: false,
      attributes: {},
    });
    expect(deviceInputSchema.parse({ ...device, id: undefined })).toMatchObject({
      name: 'Truck 12',
      motionStreak: false,
    });
    expect(deviceInputSchema.safeParse({ name: 'Van 2' }).success).toBe(false);
    expect(deviceAccumulatorsSchema.safeParse({ deviceId: 7, totalDistance: -1 }).success).toBe(false);
    expect(deviceAccumulatorsSchema.parse({ deviceId: 7, hours: 3_600_000 })).toEqual({
      deviceId: 7,
      hours: 3_600_000,
    });
  });

  it('take a user body with a login and a password of at least 8 characters', () => {
    expect(
      userInputSchema.parse({ name: 'Owner', email: ' owner@example.com ', password: '12345678' }).email,
    ).toBe('owner@example.com');
    const short = userInputSchema.safeParse({ name: 'Owner', email: 'o@example.com', password: 'short' });
    expect(short.error?.issues[0]).toMatchObject({
      path: ['password'],
      message: 'Use at least 8 characters',
    });
    const noEmail = userInputSchema.safeParse({ name: 'Owner', email: '' });
    expect(noEmail.error?.issues[0]?.message).toBe('Enter an email or login');
  });

  it('link exactly two objects in a permission', () => {
    expect(permissionSchema.parse({ deviceId: 1, geofenceId: 7 })).toEqual({ deviceId: 1, geofenceId: 7 });
    const one = permissionSchema.safeParse({ deviceId: 1 });
    expect(one.error?.issues[0]?.message).toBe(
      'A permission links exactly two objects, such as { deviceId, geofenceId }',
    );
    expect(permissionSchema.safeParse({ deviceId: 1, geofenceId: 7, driverId: 2 }).success).toBe(false);
    expect(permissionSchema.safeParse({ deviceId: 1, planetId: 7 }).success).toBe(false);
  });
});
