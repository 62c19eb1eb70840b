import {
  type FleetApiError,
  reportStopSchema,
  reportSummarySchema,
  reportTripSchema,
  XLSX_MIME,
} from '@fleetkit/sdk-core';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { devices, events, outbox, positions, users } from '../db/schema';
import { buildMovementReports } from '../reports/buildMovementReports';
import { DriveScript, type ScriptedPosition } from '../reports/DriveScript';
import { errorMessage, json, startTestServer, type TestServer } from '../test/harness';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const START = new Date('2026-03-10T00:00:00Z');

type Client = Awaited<ReturnType<TestServer['signIn']>>['client'];
let t: TestServer;
let owner: Client;
let ownerCookie: string;
let other: Client;
let admin: Client;
let truckId: number;
let rows: ScriptedPosition[];

const fail = (p: Promise<unknown>) =>
  p.then(() => null as unknown as FleetApiError).catch((e: FleetApiError) => e);

/**
 * The scripted drive, 30-second fixes from 2026-03-10 00:00Z: a 10 km trip 08:00-08:30, 2 h parked at
 * the depot, a 5 km trip 10:30-10:42 with a 2-minute halt at a light, a 3-minute 200 m hop at 11:42,
 * a 12 km trip 23:40-00:20 across midnight, a 4 km trip 08:00-08:10, 10 minutes idling, then parked.
 */
function scriptedDay(deviceId: number): DriveScript {
  const driver = { attributes: { driverUniqueId: 'DRV-7' } };
  return new DriveScript({ deviceId, start: START, intervalMs: 30_000 })
    .park(8 * HOUR, { address: 'Home yard' })
    .drive(10_000, 30 * MINUTE)
    .park(2 * HOUR, { address: 'Depot' })
    .drive(3000, 6 * MINUTE, driver)
    .idle(2 * MINUTE, driver)
    .drive(2000, 4 * MINUTE, driver)
    .park(HOUR)
    .drive(200, 3 * MINUTE)
    .park(11 * HOUR + 55 * MINUTE)
    .drive(12_000, 40 * MINUTE)
    .park(7 * HOUR + 40 * MINUTE)
    .drive(4000, 10 * MINUTE)
    .idle(10 * MINUTE)
    .park(50 * MINUTE);
}

async function insertPositions(list: ScriptedPosition[]) {
  for (let i = 0; i < list.length; i += 1000) {
    await t.server.ctx.db.insert(positions).values(list.slice(i, i + 1000));
  }
}

async function createDevice(
  client: Client,
  name: string,
  attributes: Record<string, unknown> = {},
  groupId?: number,
) {
  const device = await client.devices.create({ name, uniqueId: `${name}-${Math.random()}`, groupId });
  if (Object.keys(attributes).length > 0) {
    await t.server.ctx.db.update(devices).set({ attributes }).where(eq(devices.id, device.id));
  }
  return device.id;
}

const day = (date: string) => ({ from: `${date}T00:00:00.000Z`, to: `${date}T23:59:59.999Z` });
const clock = (iso: string) => iso.slice(11, 19);

beforeAll(async () => {
  t = await startTestServer();
  await t.createUser({ email: 'owner@example.com' });
  await t.createUser({ email: 'other@example.com' });
  await t.createUser({ email: 'admin@example.com', administrator: true });
  const signedIn = await t.signIn('owner@example.com');
  owner = signedIn.client;
  ownerCookie = signedIn.cookie;
  other = (await t.signIn('other@example.com')).client;
  admin = (await t.signIn('admin@example.com')).client;
  truckId = await createDevice(owner, 'Truck', { mileage: 10 });
  await owner.drivers.create({ name: 'Ram Bahadur', uniqueId: 'DRV-7' });
  rows = scriptedDay(truckId).positions();
  await insertPositions(rows);
  const [ignitionOn] = await t.server.ctx.db
    .insert(events)
    .values([
      { type: 'ignitionOn', deviceId: truckId, eventTime: new Date('2026-03-10T08:00:00Z') },
      { type: 'ignitionOff', deviceId: truckId, eventTime: new Date('2026-03-10T08:30:00Z') },
      {
        type: 'alarm',
        deviceId: truckId,
        eventTime: new Date('2026-03-10T09:00:00Z'),
        attributes: { alarm: 'sos' },
      },
      { type: 'ignitionOn', deviceId: truckId, eventTime: new Date('2026-03-11T08:00:00Z') },
    ])
    .returning();
  expect(ignitionOn).toBeDefined();
});
afterAll(() => t.close());

describe('trips and stops', () => {
  it('finds the scripted trips with exact distances, durations, fuel, addresses and driver', async () => {
    const trips = await owner.reports.trips({ ...day('2026-03-10'), deviceIds: [truckId] });
    expect(trips.map((trip) => [clock(trip.startTime), clock(trip.endTime), trip.duration])).toEqual([
      ['08:00:00', '08:30:00', 30 * MINUTE],
      ['10:30:00', '10:42:00', 12 * MINUTE],
      ['23:40:00', '00:20:00', 40 * MINUTE],
    ]);
    expect(trips.map((trip) => Math.round(trip.distance))).toEqual([10_000, 5000, 12_000]);
    const [first, second] = trips;
    expect(first?.deviceName).toBe('Truck');
    expect(first?.spentFuel).toBe(1);
    expect(first?.averageSpeed).toBeCloseTo(10_000 / 1800 / 0.514444, 3);
    expect(first?.maxSpeed).toBeCloseTo(10_000 / 1800 / 0.514444, 3);
    // No stored address at the start: the server's geocoder names the place (the scripted drive is in Kathmandu).
    expect(first?.startAddress).toBe('in Kathmandu, NP');
    expect(first?.endAddress).toBe('Depot');
    expect(first?.startOdometer).toBeCloseTo(0);
    expect(first?.endOdometer).toBeCloseTo(10_000);
    expect(second?.driverUniqueId).toBe('DRV-7');
    expect(second?.driverName).toBe('Ram Bahadur');
    const start = rows.find((row) => (row.fixTime as Date).toISOString() === '2026-03-10T08:00:00.000Z');
    expect(first?.startLat).toBe(start?.latitude);
  });

  it('lists the stops: the 2-minute light does not split a trip and the 200 m hop stays inside a stop', async () => {
    const stops = await owner.reports.stops({ ...day('2026-03-10'), deviceIds: [truckId] });
    expect(stops.map((stop) => [clock(stop.startTime), clock(stop.endTime)])).toEqual([
      ['00:00:00', '08:00:00'],
      ['08:30:00', '10:30:00'],
      ['10:42:00', '23:40:00'],
    ]);
    expect(stops[1]?.address).toBe('Depot');
    expect(stops[1]?.duration).toBe(2 * HOUR);
    expect(stops[1]?.engineHours).toBe(0);
    const nextDay = await owner.reports.stops({ ...day('2026-03-11'), deviceIds: [truckId] });
    const idling = nextDay.at(-1);
    expect([clock(idling?.startTime ?? ''), clock(idling?.endTime ?? '')]).toEqual(['08:10:00', '09:09:30']);
    // Ten minutes idling, less the last 30 s interval whose end fix has the ignition off.
    expect(idling?.engineHours).toBe(9.5 * MINUTE);
  });

  it('gives the same trips and stops for a day whether asked for alone or inside a 30-day period', async () => {
    const month = { from: '2026-02-16T00:00:00.000Z', to: '2026-03-17T23:59:59.999Z', deviceIds: [truckId] };
    const allTrips = await owner.reports.trips(month);
    const allStops = await owner.reports.stops(month);
    const overlapping = <T extends { startTime: string; endTime: string }>(
      items: T[],
      from: string,
      to: string,
    ) => items.filter((item) => item.startTime <= to && item.endTime >= from);
    for (const date of ['2026-03-10', '2026-03-11']) {
      const { from, to } = day(date);
      expect(await owner.reports.trips({ from, to, deviceIds: [truckId] })).toEqual(
        overlapping(allTrips, from, to),
      );
      expect(await owner.reports.stops({ from, to, deviceIds: [truckId] })).toEqual(
        overlapping(allStops, from, to),
      );
    }
    const midnight = allTrips.find((trip) => clock(trip.startTime) === '23:40:00');
    const secondDay = await owner.reports.trips({ ...day('2026-03-11'), deviceIds: [truckId] });
    expect(secondDay[0]).toEqual(midnight);
    const earlyHours = await owner.reports.trips({
      from: '2026-03-11T00:00:00Z',
      to: '2026-03-11T06:00:00Z',
      deviceIds: [truckId],
    });
    expect(earlyHours).toEqual([midnight]);
  });

  it('reports a stop that began long before the period from its true start (the context window grows)', async () => {
    const id = await createDevice(owner, 'Parked long');
    const script = new DriveScript({ deviceId: id, start: START, intervalMs: 60_000 });
    await insertPositions(
      script
        .drive(5000, 20 * MINUTE)
        .park(30 * HOUR)
        .drive(5000, 20 * MINUTE)
        .park(HOUR)
        .positions(),
    );
    const query = { from: '2026-03-11T05:00:00Z', to: '2026-03-11T06:00:00Z', deviceIds: [id] };
    const [stop, ...rest] = await owner.reports.stops(query);
    expect(rest).toEqual([]);
    expect([stop?.startTime, stop?.endTime]).toEqual([
      '2026-03-10T00:20:00.000Z',
      '2026-03-11T06:20:00.000Z',
    ]);
    expect(await owner.reports.trips(query)).toEqual([]);
  });

  it('reads per-device detection settings: a 60 s minimal parking duration splits the trip at the light', async () => {
    const id = await createDevice(owner, 'Van', { 'report.minimalParkingDuration': 60 });
    await insertPositions(scriptedDay(id).positions());
    const trips = await owner.reports.trips({ ...day('2026-03-10'), deviceIds: [id] });
    expect(trips.map((trip) => clock(trip.startTime))).toEqual([
      '08:00:00',
      '10:30:00',
      '10:38:00',
      '23:40:00',
    ]);
  });

  it('measures distance from coordinates when positions carry no totalDistance', async () => {
    const id = await createDevice(owner, 'Old tracker');
    const script = new DriveScript({ deviceId: id, start: START, intervalMs: 30_000, counters: false });
    await insertPositions(
      script
        .park(HOUR)
        .drive(10_000, 30 * MINUTE)
        .park(HOUR)
        .positions(),
    );
    const [trip] = await owner.reports.trips({ ...day('2026-03-10'), deviceIds: [id] });
    expect(trip?.distance).toBeCloseTo(10_000, 0);
    const [summary] = await owner.reports.summary({ ...day('2026-03-10'), deviceIds: [id] });
    expect(summary?.distance).toBeCloseTo(10_000, 0);
  });
});

describe('the report builder', () => {
  it('asks the address hook only for trip ends without a stored address', async () => {
    const asked: [number, number][] = [];
    const address = async (latitude: number, longitude: number) => {
      asked.push([latitude, longitude]);
      return `near ${latitude.toFixed(3)}`;
    };
    const device = { id: truckId, name: 'Truck', attributes: {} };
    const { trips } = await buildMovementReports(
      t.server.ctx.db,
      device,
      { from: new Date('2026-03-10T08:00:00Z'), to: new Date('2026-03-10T08:10:00Z'), trips: true },
      { address },
    );
    expect(trips).toHaveLength(1);
    expect(trips[0]?.endAddress).toBe('Depot');
    expect(trips[0]?.startAddress).toBe(`near ${trips[0]?.startLat.toFixed(3)}`);
    expect(asked).toEqual([[trips[0]?.startLat, trips[0]?.startLon]]);
  });
});

describe('summary', () => {
  it('sums the period: distance, speeds over moving positions, engine hours and readings', async () => {
    const { from, to } = day('2026-03-10');
    const [summary] = await owner.reports.summary({ from, to, deviceIds: [truckId] });
    const inDay = rows.filter((row) => (row.fixTime as Date).toISOString() <= to);
    const reading = (row: ScriptedPosition | undefined, key: string) =>
      Number((row?.attributes as Record<string, unknown> | undefined)?.[key]);
    const moving = inDay.filter((row) => (row.attributes as Record<string, unknown>).motion === true);
    expect(summary?.distance).toBeCloseTo(reading(inDay.at(-1), 'totalDistance'), 2);
    expect(summary?.distance).toBeCloseTo(21_050, 0);
    expect(summary?.averageSpeed).toBeCloseTo(
      moving.reduce((sum, row) => sum + (row.speed ?? 0), 0) / moving.length,
      6,
    );
    expect(summary?.maxSpeed).toBeCloseTo(Math.max(...inDay.map((row) => row.speed ?? 0)), 6);
    expect(summary?.engineHours).toBe(reading(inDay.at(-1), 'hours'));
    expect(summary?.startTime).toBe('2026-03-10T00:00:00.000Z');
    expect(summary?.endTime).toBe('2026-03-10T23:59:30.000Z');
    expect(summary?.spentFuel).toBeCloseTo(2.11, 2);
    expect(reportSummarySchema.parse(summary)).toBeTruthy();
  });

  it("splits daily rows at the user's midnight (Asia/Kathmandu, UTC+05:45)", async () => {
    const user = await t.createUser({ email: 'ktm@example.com', attributes: { timezone: 'Asia/Kathmandu' } });
    await admin.permissions.link({ userId: user.id, deviceId: truckId });
    const client = (await t.signIn('ktm@example.com')).client;
    const query = {
      from: '2026-03-10T00:00:00+05:45',
      to: '2026-03-12T00:00:00+05:45',
      deviceIds: [truckId],
    };
    const daily = await client.reports.summary({ ...query, daily: true });
    expect(daily.map((row) => [row.startTime, row.endTime, Math.round(row.distance)])).toEqual([
      ['2026-03-10T00:00:00.000Z', '2026-03-10T18:14:30.000Z', 15_200],
      ['2026-03-10T18:15:00.000Z', '2026-03-11T09:09:30.000Z', 16_000],
    ]);
    // In UTC the days split at 00:00Z, inside the midnight trip; the 30 s step across midnight
    // (150 m) lies between the last fix of one day and the first of the next, so neither counts it.
    const utcDaily = await owner.reports.summary({ ...query, daily: true });
    expect(utcDaily.map((row) => Math.round(row.distance))).toEqual([21_050, 10_000]);
    const whole = await client.reports.summary(query);
    expect(whole).toHaveLength(1);
  });
});

describe('trips, stops and summary in one request', () => {
  it('answers /api2/reports/movements with exactly what the three reports answer one by one', async () => {
    const query = { from: '2026-03-10T00:00:00.000Z', to: '2026-03-11T23:59:59.999Z', deviceIds: [truckId] };
    const params = `from=${query.from}&to=${query.to}&deviceId=${truckId}`;
    const response = await t.fetch(`/api2/reports/movements?${params}`, { cookie: ownerCookie });
    expect(response.status).toBe(200);
    const together = (await json(response)) as { trips: unknown[]; stops: unknown[]; summary: unknown[] };
    expect(together.trips).toEqual(await owner.reports.trips(query));
    expect(together.stops).toEqual(await owner.reports.stops(query));
    expect(together.summary).toEqual(await owner.reports.summary(query));
    expect(together.trips.length).toBeGreaterThan(2);
    const daily = (await json(
      await t.fetch(`/api2/reports/movements?${params}&daily=true`, { cookie: ownerCookie }),
    )) as { summary: unknown[] };
    expect(daily.summary).toEqual(await owner.reports.summary({ ...query, daily: true }));
    // The SDK's call checks the same answer against the report schemas.
    expect(await owner.reports.movements(query)).toEqual(together);
  });

  it('refuses a vehicle the user may not see, and a period without its end', async () => {
    const otherCookie = (await t.signIn('other@example.com')).cookie;
    const hidden = await t.fetch(
      `/api2/reports/movements?from=2026-03-10T00:00:00Z&to=2026-03-11T00:00:00Z&deviceId=${truckId}`,
      { cookie: otherCookie },
    );
    expect(hidden.status).toBe(404);
    const open = await t.fetch(`/api2/reports/movements?from=2026-03-10T00:00:00Z&deviceId=${truckId}`, {
      cookie: ownerCookie,
    });
    expect(open.status).toBe(400);
  });
});

describe('formats', () => {
  it('answers XLSX when the Accept header asks for it: one sheet, a header row with units, the rows', async () => {
    const response = await t.fetch(
      `/api/reports/trips?from=2026-03-10T00:00:00Z&to=2026-03-10T23:59:59Z&deviceId=${truckId}`,
      {
        cookie: ownerCookie,
        headers: { Accept: XLSX_MIME },
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain(XLSX_MIME);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename=trips-2026-03-10-2026-03-10.xlsx',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Trips']);
    const sheet = workbook.getWorksheet('Trips');
    if (!sheet) throw new Error('The Trips sheet is missing');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain('Distance (km)');
    expect(header).toContain('Duration (h:mm)');
    expect(header).toContain('Average speed (km/h)');
    expect(header).toContain('Start time (UTC)');
    expect(sheet.rowCount).toBe(4);
    const distance = sheet.getRow(2).getCell(header.indexOf('Distance (km)') + 1);
    expect(Number(distance?.value)).toBeCloseTo(10, 6);
    const duration = sheet.getRow(2).getCell(header.indexOf('Duration (h:mm)') + 1);
    expect(duration?.numFmt).toBe('[h]:mm');
    const start = sheet.getRow(2).getCell(header.indexOf('Start time (UTC)') + 1).value;
    expect(start instanceof Date ? start.toISOString() : start).toBe('2026-03-10T08:00:00.000Z');
    expect(sheet.getRow(2).getCell(header.indexOf('Start time (UTC)') + 1).numFmt).toBe(
      'yyyy-mm-dd hh:mm:ss',
    );
    expect(distance?.numFmt).toBe('0.00');
    // What a spreadsheet application shows: a bold header kept on screen while scrolling, and
    // columns wide enough for their values.
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual(10);
  });

  it('answers XLSX under /xlsx too, and CSV for Accept: text/csv', async () => {
    const query = `from=2026-03-10T00:00:00Z&to=2026-03-10T23:59:59Z&deviceId=${truckId}`;
    const xlsx = await t.fetch(`/api/reports/summary/xlsx?${query}`, { cookie: ownerCookie });
    expect(xlsx.headers.get('content-type')).toContain(XLSX_MIME);
    const csv = await t.fetch(`/api/reports/trips?${query}`, {
      cookie: ownerCookie,
      headers: { Accept: 'text/csv' },
    });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename=trips-2026-03-10-2026-03-10.csv',
    );
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toContain('Distance (km)');
    expect(lines[1]).toBe(
      'Truck,2026-03-10 08:00:00,"in Kathmandu, NP",2026-03-10 08:30:00,Depot,10.00,0:30,20.0,20.0,0.00,10.00,1.00,',
    );
  });

  it("writes the files and their e-mail in the user's language, numbers and times as spreadsheets read them", async () => {
    const [user] = await t.server.ctx.db.select().from(users).where(eq(users.email, 'owner@example.com'));
    if (!user) throw new Error('The owner is missing');
    await t.server.ctx.db
      .update(users)
      .set({ attributes: { ...user.attributes, language: 'ne' } })
      .where(eq(users.id, user.id));
    try {
      const query = `from=2026-03-10T00:00:00Z&to=2026-03-10T23:59:59Z&deviceId=${truckId}`;
      const xlsx = await t.fetch(`/api/reports/trips/xlsx?${query}`, { cookie: ownerCookie });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await xlsx.arrayBuffer());
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['यात्राहरू']);
      const [sheet] = workbook.worksheets;
      if (!sheet) throw new Error('The workbook has no sheet');
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      expect(header.slice(0, 6)).toEqual([
        'उपकरण',
        'सुरु समय (UTC)',
        'सुरु ठेगाना',
        'अन्त्य समय (UTC)',
        'अन्त्य ठेगाना',
        'दूरी (किमि)',
      ]);
      const csv = await t.fetch(`/api/reports/trips/csv?${query}`, { cookie: ownerCookie });
      const lines = (await csv.text()).trim().split('\r\n');
      expect(lines[0]?.startsWith('उपकरण,सुरु समय (UTC),सुरु ठेगाना,')).toBe(true);
      // The values stay as a spreadsheet or a script reads them: Latin digits, ISO-like times.
      expect(lines[1]).toBe(
        'Truck,2026-03-10 08:00:00,"in Kathmandu, NP",2026-03-10 08:30:00,Depot,10.00,0:30,20.0,20.0,0.00,10.00,1.00,',
      );

      expect((await t.fetch(`/api/reports/trips/mail?${query}`, { cookie: ownerCookie })).status).toBe(204);
      const mailed = await t.server.ctx.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, 'owner@example.com'));
      const mail = mailed.at(-1);
      expect(mail?.subject).toBe('रिपोर्ट: यात्रा रिपोर्ट');
      expect(mail?.body).toContain('संलग्न वर्कबुकमा 3 पङ्क्तिहरू');
    } finally {
      await t.server.ctx.db.update(users).set({ attributes: user.attributes }).where(eq(users.id, user.id));
    }
    // Back in English, the same files speak English again.
    const csv = await t.fetch(
      `/api/reports/trips/csv?from=2026-03-10T00:00:00Z&to=2026-03-10T23:59:59Z&deviceId=${truckId}`,
      { cookie: ownerCookie },
    );
    expect((await csv.text()).startsWith('Device,Start time (UTC),')).toBe(true);
  });

  it('neutralises a vehicle name a spreadsheet would run as a formula in the CSV', async () => {
    const [truck] = await t.server.ctx.db.select().from(devices).where(eq(devices.id, truckId));
    await t.server.ctx.db.update(devices).set({ name: '=cmd|"/c calc"!A1' }).where(eq(devices.id, truckId));
    try {
      const query = `from=2026-03-10T00:00:00Z&to=2026-03-10T23:59:59Z&deviceId=${truckId}`;
      const csv = await t.fetch(`/api/reports/trips/csv?${query}`, { cookie: ownerCookie });
      const lines = (await csv.text()).trim().split('\r\n');
      expect(lines[1]?.startsWith(`"'=cmd|""/c calc""!A1",`)).toBe(true);
    } finally {
      await t.server.ctx.db
        .update(devices)
        .set({ name: truck?.name ?? 'Truck' })
        .where(eq(devices.id, truckId));
    }
  });
});

describe('route and events', () => {
  it('lists the positions of the period in time order', async () => {
    const route = await owner.reports.route({
      from: '2026-03-10T08:00:00Z',
      to: '2026-03-10T08:30:00Z',
      deviceIds: [truckId],
    });
    expect(route).toHaveLength(61);
    expect(route[0]?.fixTime).toBe('2026-03-10T08:00:00.000Z');
    expect(route.at(-1)?.fixTime).toBe('2026-03-10T08:30:00.000Z');
  });

  it('filters events by type; allEvents or no type lists them all', async () => {
    const query = { ...day('2026-03-10'), deviceIds: [truckId] };
    expect(
      (await owner.reports.events({ ...query, types: ['ignitionOn', 'alarm'] })).map((e) => e.type),
    ).toEqual(['ignitionOn', 'alarm']);
    expect(await owner.reports.events({ ...query, types: ['allEvents'] })).toHaveLength(3);
    expect(await owner.reports.events(query)).toHaveLength(3);
    const response = await t.fetch(
      `/api/reports/events/xlsx?from=${query.from}&to=${query.to}&deviceId=${truckId}&type=alarm`,
      { cookie: ownerCookie },
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet('Events');
    expect(sheet?.getRow(2).values).toEqual([
      undefined,
      'Truck',
      new Date('2026-03-10T09:00:00Z'),
      'alarm',
      'sos',
    ]);
  });
});

describe('access and validation', () => {
  it('refuses a period over 30 days, from after to, and missing or malformed dates with 400', async () => {
    const over = await fail(
      owner.reports.trips({ from: '2026-02-01T00:00:00Z', to: '2026-03-03T00:00:01Z', deviceIds: [truckId] }),
    );
    expect(over.status).toBe(400);
    expect(over.message).toContain('Date range cannot be longer than 30 days');
    const reversed = await fail(
      owner.reports.stops({ from: '2026-03-11T00:00:00Z', to: '2026-03-10T00:00:00Z' }),
    );
    expect(reversed.status).toBe(400);
    expect(reversed.message).toContain('Start date cannot be after end date');
    const missing = await t.fetch(`/api/reports/summary?to=2026-03-10T00:00:00Z&deviceId=${truckId}`, {
      cookie: ownerCookie,
    });
    expect(missing.status).toBe(400);
    expect(await errorMessage(missing)).toContain('from');
    const zoneless = await t.fetch(`/api/reports/route?from=2026-03-10T00:00:00&to=2026-03-10T01:00:00Z`, {
      cookie: ownerCookie,
    });
    expect(zoneless.status).toBe(400);
  });

  it("refuses another user's device or group with 404", async () => {
    expect((await fail(other.reports.trips({ ...day('2026-03-10'), deviceIds: [truckId] }))).status).toBe(
      404,
    );
    expect((await fail(other.reports.route({ ...day('2026-03-10'), deviceIds: [truckId] }))).status).toBe(
      404,
    );
    const group = await owner.groups.create({ name: 'Private' });
    expect((await fail(other.reports.summary({ ...day('2026-03-10'), groupIds: [group.id] }))).status).toBe(
      404,
    );
    expect(await other.reports.trips(day('2026-03-10'))).toEqual([]);
  });

  it('expands a group to the devices of its nested groups', async () => {
    const region = await owner.groups.create({ name: 'Region' });
    const depot = await owner.groups.create({ name: 'Depot', groupId: region.id });
    const id = await createDevice(owner, 'Grouped', {}, depot.id);
    await insertPositions(
      new DriveScript({ deviceId: id, start: START, intervalMs: 30_000 })
        .park(HOUR)
        .drive(5000, 15 * MINUTE)
        .park(HOUR)
        .positions(),
    );
    const trips = await owner.reports.trips({ ...day('2026-03-10'), groupIds: [region.id] });
    expect(trips.map((trip) => trip.deviceId)).toEqual([id]);
    const all = await owner.reports.summary(day('2026-03-10'));
    expect(all.map((row) => row.deviceId)).toContain(id);
    expect(all.map((row) => row.deviceId)).toContain(truckId);
  });

  it('lets a read-only user read reports, which change nothing', async () => {
    const user = await t.createUser({ email: 'ro@example.com', readonly: true });
    await admin.permissions.link({ userId: user.id, deviceId: truckId });
    const client = (await t.signIn('ro@example.com')).client;
    const before = await t.server.ctx.db.select().from(devices).where(eq(devices.id, truckId));
    const trips = await client.reports.trips({ ...day('2026-03-10'), deviceIds: [truckId] });
    const ownerTrips = await owner.reports.trips({ ...day('2026-03-10'), deviceIds: [truckId] });
    // Driver names come only from drivers the reader may see; the owner's driver is not shared.
    expect(trips).toEqual(ownerTrips.map((trip) => ({ ...trip, driverName: null })));
    expect(z.array(reportTripSchema).parse(trips)).toHaveLength(3);
    expect(
      z
        .array(reportStopSchema)
        .parse(await client.reports.stops({ ...day('2026-03-10'), deviceIds: [truckId] })),
    ).toHaveLength(3);
    expect(await t.server.ctx.db.select().from(devices).where(eq(devices.id, truckId))).toEqual(before);
  });

  it('refuses users whose reports are disabled with 403', async () => {
    const user = await t.createUser({ email: 'noreports@example.com' });
    await t.server.ctx.db.update(users).set({ disableReports: true }).where(eq(users.id, user.id));
    await admin.permissions.link({ userId: user.id, deviceId: truckId });
    const client = (await t.signIn('noreports@example.com')).client;
    expect((await fail(client.reports.trips({ ...day('2026-03-10'), deviceIds: [truckId] }))).status).toBe(
      403,
    );
    expect((await fail(client.reports.route({ ...day('2026-03-10'), deviceIds: [truckId] }))).status).toBe(
      403,
    );
  });
});
