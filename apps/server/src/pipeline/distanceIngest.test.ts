import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positions } from '../db/schema';
import { startTestServer, type TestServer } from '../test/harness';

/**
 * Distance through the real ingest path: OsmAnd requests to the gateway, the pipeline, the database,
 * then the summary report the dashboard's "Distance today" and the live panel add up.
 */

let t: TestServer;
let osmandPort: number;
type Client = Awaited<ReturnType<TestServer['signIn']>>['client'];
let client: Client;

/** Whole seconds an hour ago, so every fix is in the past and inside today's report window. */
const START_S = Math.floor(Date.now() / 1000) - 3600;

/**
 * One van's drive north at 20 knots, a fix every 20 s (0.0015° of latitude, 166.8 m, a step): its GPS
 * jumps 3 km away and back at 40 s, and its odometer is reset to 0 at 80 s and leaps to 44,666 km
 * (the restart of a demo tracker) at 100 s. [seconds, latitude, odometer (m)].
 */
const DRIVE: [number, number, number][] = [
  [0, 27.7, 5_000_000],
  [20, 27.7015, 5_000_170],
  [40, 27.73, 5_000_340],
  [60, 27.703, 5_000_510],
  [80, 27.7045, 0],
  [100, 27.706, 44_666_000_000],
  [120, 27.7075, 44_666_000_170],
];
const STEP = 166.8;

async function send(uniqueId: string, [seconds, latitude, odometer]: [number, number, number]) {
  const query = new URLSearchParams({
    id: uniqueId,
    lat: String(latitude),
    lon: '85.3',
    timestamp: String(START_S + seconds),
    speed: '20',
    odometer: String(odometer),
  });
  const response = await fetch(`http://127.0.0.1:${osmandPort}/?${query}`);
  expect(response.status, `fix at ${seconds} s acknowledged`).toBe(200);
}

async function storedSteps(deviceId: number) {
  const rows = await t.server.ctx.db
    .select({ attributes: positions.attributes })
    .from(positions)
    .where(and(eq(positions.deviceId, deviceId)))
    .orderBy(asc(positions.fixTime));
  return rows.map((row) => {
    const attributes = row.attributes as Record<string, number>;
    return { distance: attributes.distance, totalDistance: attributes.totalDistance };
  });
}

const window = () => ({ from: new Date((START_S - 60) * 1000), to: new Date((START_S + 600) * 1000) });

beforeAll(async () => {
  t = await startTestServer({}, { devices: ['osmand'] });
  osmandPort = t.port('osmand');
  await t.createUser({ email: 'distance@example.com' });
  ({ client } = await t.signIn('distance@example.com'));
});
afterAll(() => t.close());

describe('distance at ingest', () => {
  it('counts GPS steps, not a jump and not the odometer, for a vehicle that does not trust its odometer', async () => {
    const van = await client.devices.create({ name: 'Van', uniqueId: 'distance-van' });
    for (const fix of DRIVE) await send('distance-van', fix);

    const steps = await storedSteps(van.id);
    expect(steps.map((s) => s.distance)).toEqual([
      0,
      expect.closeTo(STEP, 0),
      0, // 3.3 km in 20 s at 20 knots: a jump
      0, // and the way back from it
      expect.closeTo(STEP, 0),
      expect.closeTo(STEP, 0),
      expect.closeTo(STEP, 0),
    ]);
    expect(steps.at(-1)?.totalDistance).toBeCloseTo(4 * STEP, 0);

    const [summary] = await client.reports.summary({ ...window(), deviceIds: [van.id] });
    expect(summary?.distance).toBeCloseTo(4 * STEP, 0);
    expect(summary?.endOdometer).toBeCloseTo(4 * STEP, 0);
  });

  it("counts a trusted odometer's plausible increases, and GPS steps across its reset and its leap", async () => {
    const trusting = await client.devices.create({
      name: 'Trusting van',
      uniqueId: 'distance-trusting',
      attributes: { 'distance.useOdometer': true },
    });
    for (const fix of DRIVE) await send('distance-trusting', fix);

    const steps = await storedSteps(trusting.id);
    expect(steps.map((s) => s.distance)).toEqual([
      0,
      170,
      170, // the odometer, whatever the GPS did
      170,
      expect.closeTo(STEP, 0), // reset to 0: the GPS step
      expect.closeTo(STEP, 0), // leap to 44,666 km: the GPS step
      170,
    ]);
    const expected = 4 * 170 + 2 * STEP;
    expect(steps.at(-1)?.totalDistance).toBeCloseTo(expected, 0);

    // The dashboard's "Distance today" is the sum of the summary rows of every vehicle.
    const rows = await client.reports.summary({ ...window(), deviceIds: [] });
    const byName = new Map(rows.map((row) => [row.deviceName, row.distance]));
    expect(byName.get('Trusting van')).toBeCloseTo(expected, 0);
    const fleet = rows.reduce((total, row) => total + row.distance, 0);
    expect(fleet).toBeCloseTo(expected + 4 * STEP, 0);
  });
});
