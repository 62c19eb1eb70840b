/**
 * Report benchmark: trips, stops and summary of one device over 30 days of 10-second fixes
 * (30 × 8,640 = 259,200 positions of a plausible fleet day), on the embedded database (PGlite, in
 * memory) and, with DATABASE_URL set, on a fresh PostgreSQL database created and dropped here.
 * Prints figures (median of 5 runs); it passes or fails nothing.
 *
 *   pnpm exec tsx bench/reports.ts                      # PGlite only
 *   DATABASE_URL=postgres://… pnpm exec tsx bench/reports.ts
 *   … bench/reports.ts --plan                         # also the query plan of the position scan
 */
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '../src/db/Database';
import { monthOf } from '../src/db/positionPartitions';
import { devices } from '../src/db/schema';
import { openScratchDatabase } from '../src/db/scratchDatabase';
import { buildMovementReports, type MovementReportRequest } from '../src/reports/buildMovementReports';
import { DriveScript, type ScriptedPosition } from '../src/reports/DriveScript';
import { positionSeriesQuery } from '../src/reports/loadPositionSeries';

const DAYS = 30;
const INTERVAL_MS = 10_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const RUNS = 5;
const START = Date.UTC(2026, 0, 1);

/** A small seeded generator (mulberry32), so every run inserts the same days. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Minutes, rounded to whole fixes. */
const minutes = (value: number) => Math.round((value * MINUTE) / INTERVAL_MS) * INTERVAL_MS;

/**
 * One fleet day: parked overnight, a warm-up idle, delivery legs through town (with halts at lights),
 * deliveries parked or idling, a lunch break, the way back, parked until midnight: 8,640 fixes.
 */
function fleetDay(script: DriveScript, dayStart: number, next: () => number): void {
  const between = (low: number, high: number) => low + (high - low) * next();
  script.park(minutes(between(360, 420)));
  script.idle(minutes(between(4, 10)));
  const legs = 5 + Math.floor(next() * 4);
  for (let leg = 0; leg < legs; leg++) {
    const parts = 1 + Math.floor(next() * 3);
    for (let part = 0; part < parts; part++) {
      script.drive(between(2000, 9000), minutes(between(6, 20)));
      if (part + 1 < parts) script.idle(minutes(between(0.5, 2)));
    }
    if (leg === Math.floor(legs / 2)) script.park(minutes(between(40, 60)));
    else if (next() < 0.3) script.idle(minutes(between(3, 8)));
    else script.park(minutes(between(10, 35)));
  }
  script.drive(between(5000, 15_000), minutes(between(15, 30)));
  script.park(dayStart + DAY - script.time.getTime());
}

function fleetMonth(deviceId: number): ScriptedPosition[] {
  const script = new DriveScript({ deviceId, start: new Date(START), intervalMs: INTERVAL_MS });
  const next = random(42);
  for (let day = 0; day < DAYS; day++) fleetDay(script, START + day * DAY, next);
  return script.positions();
}

/** Inserts one day (8,640 rows) per statement, the rows passed as one JSON value. */
async function insertPositions(handle: DatabaseHandle, rows: ScriptedPosition[]): Promise<void> {
  const batch = DAYS > 0 ? rows.length / DAYS : rows.length;
  for (let offset = 0; offset < rows.length; offset += batch) {
    const json = JSON.stringify(
      rows.slice(offset, offset + batch).map((row) => ({
        device_id: row.deviceId,
        protocol: row.protocol,
        server_time: row.serverTime,
        device_time: row.deviceTime,
        fix_time: row.fixTime,
        latitude: row.latitude,
        longitude: row.longitude,
        speed: row.speed,
        course: row.course,
        address: row.address,
        attributes: row.attributes,
      })),
    );
    await handle.db.execute(sql`
      INSERT INTO positions (device_id, protocol, server_time, device_time, fix_time, latitude, longitude, speed, course, address, attributes)
      SELECT device_id, protocol, server_time, device_time, fix_time, latitude, longitude, speed, course, address, attributes
        FROM jsonb_to_recordset(${json}::jsonb) AS r(device_id int, protocol text, server_time timestamptz,
          device_time timestamptz, fix_time timestamptz, latitude float8, longitude float8, speed float8,
          course float8, address text, attributes jsonb)`);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function time(run: () => Promise<unknown>): Promise<number> {
  const timings: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    timings.push(performance.now() - started);
  }
  return median(timings);
}

/** Issue targets for trips + stops + summary of this month: under 500 ms embedded, 300 ms on PostgreSQL. */
const TARGET_MS = { embedded: 500, postgres: 300 } as const;

async function measure(label: string, handle: DatabaseHandle, targetMs: number): Promise<void> {
  const [device] = await handle.db
    .insert(devices)
    .values({ name: 'Bench truck', uniqueId: 'BENCH-1' })
    .returning();
  if (!device) throw new Error('The bench device was not created');
  const rows = fleetMonth(device.id);
  // The month's partition, as the pipeline makes it when the month's first fix arrives.
  await handle.positionPartitions.ensure(monthOf(new Date(START)));
  let started = performance.now();
  await insertPositions(handle, rows);
  console.log(
    `\n${label}: inserted ${rows.length.toLocaleString('en')} positions in ${Math.round(performance.now() - started)} ms`,
  );
  const from = new Date(START);
  const to = new Date(START + DAYS * DAY - 1);
  const reportDevice = { id: device.id, name: device.name, attributes: device.attributes };
  const report = (request: Omit<MovementReportRequest, 'from' | 'to'>) =>
    buildMovementReports(handle.db, reportDevice, { from, to, ...request });
  const once = await report({ trips: true, stops: true, summary: 'period' });
  console.log(
    `  30 days: ${once.trips.length} trips, ${once.stops.length} stops, ` +
      `${Math.round((once.summary[0]?.distance ?? 0) / 1000)} km`,
  );
  const cases: [string, Omit<MovementReportRequest, 'from' | 'to'>][] = [
    ['trips', { trips: true }],
    ['stops', { stops: true }],
    ['summary', { summary: 'period' }],
    ['trips + stops + summary, one request', { trips: true, stops: true, summary: 'period' }],
  ];
  for (const pass of ['before ANALYZE', 'after ANALYZE']) {
    if (pass === 'after ANALYZE') {
      started = performance.now();
      await handle.db.execute(sql`ANALYZE positions`);
      console.log(`  ANALYZE positions: ${Math.round(performance.now() - started)} ms`);
    }
    const figures: number[] = [];
    for (const [name, request] of cases) {
      const ms = await time(() => report(request));
      figures.push(ms);
      console.log(
        `  ${pass.padEnd(15)} ${name.padEnd(34)} ${ms.toFixed(0).padStart(6)} ms (median of ${RUNS})`,
      );
    }
    const separate = (figures[0] ?? 0) + (figures[1] ?? 0) + (figures[2] ?? 0);
    console.log(
      `  ${pass.padEnd(15)} ${'three separate requests, summed'.padEnd(34)} ${separate.toFixed(0).padStart(6)} ms`,
    );
    if (pass === 'after ANALYZE' && process.argv.includes('--plan')) {
      // The scan behind all three reports, as src/reports/loadPositionSeries.ts runs it.
      const query = positionSeriesQuery(device.id, from, to, {
        motionSpeedThreshold: 0.01,
        useIgnition: false,
      });
      const plan = (await handle.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_sort = off`);
        return tx.execute(sql`EXPLAIN (ANALYZE, BUFFERS) ${query}`);
      })) as unknown as { rows: { 'QUERY PLAN': string }[] };
      console.log(plan.rows.map((r) => `      ${r['QUERY PLAN']}`).join('\n'));
    }
    const combined = figures[3] ?? Number.NaN;
    console.log(
      `  ${pass.padEnd(15)} target trips + stops + summary < ${targetMs} ms: together ${combined < targetMs ? 'met' : 'MISSED'}, three requests summed ${separate < targetMs ? 'met' : 'MISSED'}`,
    );
  }
}

const embedded = await openDatabase({ databaseUrl: 'memory', dataDir: '' });
try {
  await measure('PGlite (embedded, in memory)', embedded, TARGET_MS.embedded);
} finally {
  await embedded.close();
}

const base = process.env.DATABASE_URL;
if (base) {
  const { handle, drop } = await openScratchDatabase(base, 'fleetkit_bench');
  try {
    await measure('PostgreSQL', handle, TARGET_MS.postgres);
  } finally {
    await handle.close();
    await drop();
  }
} else {
  console.log('\nSet DATABASE_URL to measure PostgreSQL as well.');
}
