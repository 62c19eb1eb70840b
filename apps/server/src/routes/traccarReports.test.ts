import { haversineDistance, KMH_PER_KNOT, XLSX_MIME } from '@fleetkit/sdk-core';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, events, positions } from '../db/schema';
import { json, startTestServer, type TestServer } from '../test/harness';

type Signed = Awaited<ReturnType<TestServer['signIn']>>;
let t: TestServer;
let owner: Signed;
let stranger: Signed;
let truck: number;
let depot: number;
let yard: number;
let strangersYard: number;
const T0 = Date.UTC(2026, 10, 20, 6, 0, 0);
const MINUTE = 60_000;
const at = (minutes: number) => new Date(T0 + minutes * MINUTE);
const DAY = `from=${encodeURIComponent(at(-60).toISOString())}&to=${encodeURIComponent(at(600).toISOString())}`;

const geofence = async (who: Signed, name: string) => {
  const response = await t.fetch('/api/geofences', {
    method: 'POST',
    cookie: who.cookie,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, area: 'CIRCLE (27.7 85.3, 500)' }),
  });
  return (await json(response)).id as number;
};

beforeAll(async () => {
  t = await startTestServer();
  await t.createUser({ email: 'owner@example.com' });
  await t.createUser({ email: 'stranger@example.com' });
  owner = await t.signIn('owner@example.com');
  stranger = await t.signIn('stranger@example.com');
  truck = (await owner.client.devices.create({ name: 'Report truck', uniqueId: 'REP-1' })).id;
  depot = await geofence(owner, 'Depot');
  yard = await geofence(owner, 'Yard');
  strangersYard = await geofence(stranger, 'Their yard');
  const db = t.server.ctx.db;
  // The truck's day: four fixes, the second and fourth with events on them.
  const fixes = await db
    .insert(positions)
    .values(
      [0, 30, 90, 240].map((minute, index) => ({
        deviceId: truck,
        protocol: 'osmand',
        deviceTime: at(minute),
        fixTime: at(minute),
        latitude: [27.7, 27.701, 27.702, 27.703][index] ?? 0,
        longitude: [85.3, 85.301, 85.302, 85.303][index] ?? 0,
      })),
    )
    .returning();
  const fix = (index: number) => fixes[index]?.id ?? null;
  await db.insert(events).values([
    // A stay in the depot: 30 minutes to 90.
    { type: 'geofenceEnter', deviceId: truck, geofenceId: depot, eventTime: at(30), positionId: fix(1) },
    { type: 'geofenceExit', deviceId: truck, geofenceId: depot, eventTime: at(90), positionId: fix(2) },
    // An exit whose enter was before the period: no stay of the period.
    { type: 'geofenceExit', deviceId: truck, geofenceId: yard, eventTime: at(10) },
    // A stay in the yard, then one that is still open at the period's end.
    { type: 'geofenceEnter', deviceId: truck, geofenceId: yard, eventTime: at(100) },
    { type: 'geofenceExit', deviceId: truck, geofenceId: yard, eventTime: at(160) },
    { type: 'geofenceEnter', deviceId: truck, geofenceId: depot, eventTime: at(240), positionId: fix(3) },
    // Events the combined report shows or leaves out.
    { type: 'alarm', deviceId: truck, eventTime: at(0), positionId: fix(0), attributes: { alarm: 'sos' } },
    { type: 'deviceMoving', deviceId: truck, eventTime: at(30), positionId: fix(1) },
    { type: 'deviceOnline', deviceId: truck, eventTime: at(0) },
  ]);
});
afterAll(() => t.close());

/** Metres between the truck's fixes at 30 and 90 minutes, the depot stay's two positions. */
const DEPOT_STEP = haversineDistance([27.701, 85.301], [27.702, 85.302]);

describe('GET /api/reports/geofences', () => {
  it("answers each closed stay in Traccar's shape with its duration, oldest first", async () => {
    const response = await t.fetch(`/api/reports/geofences?deviceId=${truck}&${DAY}`, {
      cookie: owner.cookie,
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual([
      {
        deviceId: truck,
        deviceName: 'Report truck',
        geofenceId: depot,
        startTime: at(30).toISOString(),
        endTime: at(90).toISOString(),
        duration: 60 * MINUTE,
        // Its two positions, 30 and 90 minutes in, are about 145 m apart: measured as a trip is.
        distance: expect.closeTo(DEPOT_STEP, 1),
        averageSpeed: expect.closeTo((DEPOT_STEP / 3600) * (3.6 / KMH_PER_KNOT), 3),
        maxSpeed: 0,
        spentFuel: 0,
        startOdometer: 0,
        endOdometer: 0,
      },
      expect.objectContaining({
        geofenceId: yard,
        startTime: at(100).toISOString(),
        endTime: at(160).toISOString(),
        duration: 60 * MINUTE,
      }),
    ]);
  });

  it('keeps to the geofences asked for, and refuses one the user does not see', async () => {
    const yardOnly = await t.fetch(`/api/reports/geofences?deviceId=${truck}&geofenceId=${yard}&${DAY}`, {
      cookie: owner.cookie,
    });
    expect((await json(yardOnly)).map((stay: { geofenceId: number }) => stay.geofenceId)).toEqual([yard]);
    const theirs = await t.fetch(
      `/api/reports/geofences?deviceId=${truck}&geofenceId=${strangersYard}&${DAY}`,
      { cookie: owner.cookie },
    );
    expect(theirs.status).toBe(404);
    const notTheirTruck = await t.fetch(`/api/reports/geofences?deviceId=${truck}&${DAY}`, {
      cookie: stranger.cookie,
    });
    expect(notTheirTruck.status).toBe(404);
    const noPeriod = await t.fetch(`/api/reports/geofences?deviceId=${truck}`, { cookie: owner.cookie });
    expect(noPeriod.status).toBe(400);
    expect(await noPeriod.text()).toContain('from');
  });
});

/** The one worksheet of an XLSX answer: its name, header row and the rows below it (cell values). */
async function readWorkbook(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain(XLSX_MIME);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const [sheet, ...others] = workbook.worksheets;
  expect(others).toEqual([]);
  if (!sheet) throw new Error('The workbook has no sheet');
  const values = (row: number) =>
    (sheet.getRow(row).values as unknown[])
      .slice(1)
      .map((value) => (value instanceof Date ? value.toISOString() : value));
  const rows = [];
  for (let row = 2; row <= sheet.rowCount; row += 1) rows.push(values(row));
  return { name: sheet.name, header: values(1) as string[], rows };
}

describe('GET /api/reports/geofences/xlsx', () => {
  it("answers the geofence report's stays as a workbook, with the geofence's name", async () => {
    const response = await t.fetch(`/api/reports/geofences/xlsx?deviceId=${truck}&${DAY}`, {
      cookie: owner.cookie,
    });
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename=geofences-2026-11-20-2026-11-20.xlsx',
    );
    const sheet = await readWorkbook(response);
    expect(sheet.name).toBe('Geofences');
    const column = (name: string) => {
      const index = sheet.header.indexOf(name);
      expect(index, name).toBeGreaterThanOrEqual(0);
      return sheet.rows.map((row) => row[index]);
    };
    expect(column('Device')).toEqual(['Report truck', 'Report truck']);
    expect(column('Geofence')).toEqual(['Depot', 'Yard']);
    expect(column('Start time (UTC)')).toEqual([at(30).toISOString(), at(100).toISOString()]);
    expect(column('End time (UTC)')).toEqual([at(90).toISOString(), at(160).toISOString()]);
    // An [h]:mm time of one hour, which the reader gives back as a date of the spreadsheet's epoch.
    expect(column('Duration (h:mm)')).toEqual(['1899-12-30T01:00:00.000Z', '1899-12-30T01:00:00.000Z']);
    // The report rounds distances to the centimetre.
    expect(Number(column('Distance (km)')[0])).toBeCloseTo(DEPOT_STEP / 1000, 4);
  });

  it("takes the JSON report's parameters and refusals", async () => {
    const yardOnly = await readWorkbook(
      await t.fetch(`/api/reports/geofences/xlsx?deviceId=${truck}&geofenceId=${yard}&${DAY}`, {
        cookie: owner.cookie,
      }),
    );
    expect(yardOnly.rows).toHaveLength(1);
    const theirs = await t.fetch(
      `/api/reports/geofences/xlsx?deviceId=${truck}&geofenceId=${strangersYard}&${DAY}`,
      { cookie: owner.cookie },
    );
    expect(theirs.status).toBe(404);
    const notTheirTruck = await t.fetch(`/api/reports/geofences/xlsx?deviceId=${truck}&${DAY}`, {
      cookie: stranger.cookie,
    });
    expect(notTheirTruck.status).toBe(404);
  });
});

describe('GET /api/reports/devices/xlsx', () => {
  it('answers the devices the user sees with their latest position, and nothing of the others', async () => {
    const db = t.server.ctx.db;
    const [latest] = await db
      .select()
      .from(positions)
      .where(eq(positions.fixTime, at(240)));
    if (!latest) throw new Error('The fixture position is missing');
    await db
      .update(devices)
      .set({
        positionId: latest.id,
        positionFixTime: latest.fixTime,
        lastUpdate: at(240),
        phone: '+977 1 555',
      })
      .where(eq(devices.id, truck));
    const response = await t.fetch('/api/reports/devices/xlsx', { cookie: owner.cookie });
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename=devices-\d{4}-\d\d-\d\d\.xlsx$/,
    );
    const sheet = await readWorkbook(response);
    expect(sheet.name).toBe('Devices');
    const row = sheet.rows[0] ?? [];
    const cell = (name: string) => row[sheet.header.indexOf(name)];
    expect(sheet.rows).toHaveLength(1);
    expect(cell('Name')).toBe('Report truck');
    expect(cell('Identifier')).toBe('REP-1');
    expect(cell('Phone')).toBe('+977 1 555');
    expect(cell('Status')).toBe('offline');
    expect(cell('Last update (UTC)')).toBe(at(240).toISOString());
    expect(cell('Fix time (UTC)')).toBe(at(240).toISOString());
    expect(Number(cell('Latitude'))).toBeCloseTo(27.703, 6);
    expect(Number(cell('Longitude'))).toBeCloseTo(85.303, 6);

    const theirs = await readWorkbook(
      await t.fetch('/api/reports/devices/xlsx', { cookie: stranger.cookie }),
    );
    expect(theirs.rows).toEqual([]);
  });

  it('is refused to a user whose reports are disabled, and to anyone signed out', async () => {
    await t.createUser({ email: 'noreports@example.com', disableReports: true });
    const { cookie } = await t.signIn('noreports@example.com');
    expect((await t.fetch('/api/reports/devices/xlsx', { cookie })).status).toBe(403);
    expect((await t.fetch('/api/reports/devices/xlsx')).status).toBe(401);
  });
});

describe('GET /api/reports/combined', () => {
  it('answers the route as [longitude, latitude], the events with a position and those positions', async () => {
    const response = await t.fetch(`/api/reports/combined?deviceId=${truck}&${DAY}`, {
      cookie: owner.cookie,
    });
    expect(response.status).toBe(200);
    const [item, ...rest] = await json(response);
    expect(rest).toEqual([]);
    expect(item.deviceId).toBe(truck);
    expect(item.route).toEqual([
      [85.3, 27.7],
      [85.301, 27.701],
      [85.302, 27.702],
      [85.303, 27.703],
    ]);
    // deviceMoving and events without a position are left out, as Traccar.
    expect(item.events.map((e: { type: string }) => e.type)).toEqual([
      'alarm',
      'geofenceEnter',
      'geofenceExit',
      'geofenceEnter',
    ]);
    expect(item.positions.map((p: { fixTime: string }) => p.fixTime)).toEqual(
      [0, 30, 90, 240].map((minute) => at(minute).toISOString()),
    );
    const refused = await t.fetch(`/api/reports/combined?deviceId=${truck}&${DAY}`, {
      cookie: stranger.cookie,
    });
    expect(refused.status).toBe(404);
  });
});
