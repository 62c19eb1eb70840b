// Positions at volume on PostgreSQL: generates positions into the monthly partitions of a fresh database,
// then prints bytes per position (table, indexes, TOAST) and the plans and times of the queries that
// must stay fast at 100 million rows: latest positions, one device's history, one device's latest fix.
// Usage: tsx bench/positionsAtScale.ts [devices=1000] [fixesPerDevice=3000] [months=3] [--plans]
// Needs DATABASE_URL (a fresh database is created and dropped afterwards).
import pg from 'pg';
import { openDatabase } from '../src/db/Database';
import { createScratchDatabase } from '../src/db/scratchDatabase';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const showPlans = process.argv.includes('--plans');
const deviceCount = Number(args[0] ?? 1000);
const fixesPerDevice = Number(args[1] ?? 3000);
const months = Number(args[2] ?? 3);

const base = process.env.DATABASE_URL;
if (!base) {
  console.log('\nPositions at volume: skipped, set DATABASE_URL to run it on PostgreSQL.');
  process.exit(0);
}

const database = await createScratchDatabase(base, 'fleetkit_scale');

try {
  // Migrations and this month's partitions; the months generated below get theirs as the server would.
  const handle = await openDatabase({ databaseUrl: database.url, dataDir: '' });
  const end = new Date();
  const start = new Date(end.getTime() - months * 30 * 86_400_000);
  for (let m = 0; m <= months + 1; m++) {
    const at = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + m, 1));
    await handle.positionPartitions.ensure(at.getUTCFullYear() * 12 + at.getUTCMonth());
  }
  await handle.close();

  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const spacingMs = (end.getTime() - start.getTime()) / fixesPerDevice;
  await client.query(
    `INSERT INTO devices (name, unique_id) SELECT 'V' || g, 'scale-' || g FROM generate_series(1, $1) g`,
    [deviceCount],
  );
  const total = deviceCount * fixesPerDevice;
  const generated = performance.now();
  const chunk = Math.max(1, Math.floor(200_000 / fixesPerDevice));
  for (let first = 1; first <= deviceCount; first += chunk) {
    // A position as the GT06 pipeline stores it (the same attributes, a realistic JSON size).
    await client.query(
      `INSERT INTO positions (device_id, protocol, server_time, device_time, fix_time, valid, latitude, longitude,
         altitude, speed, course, accuracy, attributes)
       SELECT d, 'gt06', t + interval '1 s', t, t, true, 27.6 + random() * 0.2, 85.2 + random() * 0.2, 1300,
         round((random() * 40)::numeric, 1), round((random() * 360)::numeric), 0,
         jsonb_build_object('sat', 9, 'rssi', 4, 'ignition', true, 'motion', true, 'power', 12.6,
           'batteryLevel', 100, 'odometer', s * 80, 'distance', 80.12, 'totalDistance', 1234567.89 + s * 80,
           'hours', 3600000 + s * 10000)
       FROM generate_series($1::int, $2::int) d, generate_series(0, $3::int - 1) s,
         LATERAL (SELECT $4::timestamptz + (s * $5::double precision) * interval '1 ms' AS t) ts`,
      [first, Math.min(deviceCount, first + chunk - 1), fixesPerDevice, start.toISOString(), spacingMs],
    );
  }
  const seconds = (performance.now() - generated) / 1000;
  await client.query('VACUUM ANALYZE positions');
  await client.query(`
    UPDATE devices d SET position_id = l.id, position_fix_time = l.fix_time
    FROM (SELECT DISTINCT ON (device_id) device_id, id, fix_time FROM positions ORDER BY device_id, fix_time DESC) l
    WHERE l.device_id = d.id`);
  await client.query('ANALYZE devices');

  const size = (
    await client.query(`
      SELECT sum(pg_total_relation_size(c.oid))::bigint AS total, sum(pg_relation_size(c.oid))::bigint AS heap,
        sum(pg_indexes_size(c.oid))::bigint AS indexes
      FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = 'positions'::regclass`)
  ).rows[0] as { total: string; heap: string; indexes: string };
  const columns = (
    await client.query(`
      SELECT avg(pg_column_size(p.*))::numeric(10, 1) AS row, avg(pg_column_size(p.attributes))::numeric(10, 1) AS attributes
      FROM (SELECT * FROM positions TABLESAMPLE SYSTEM (1)) p`)
  ).rows[0] as { row: string; attributes: string };
  const partitions = (
    await client.query(`SELECT count(*)::int AS n FROM pg_inherits WHERE inhparent = 'positions'::regclass`)
  ).rows[0] as { n: number };
  const perRow = (bytes: string) => (Number(bytes) / total).toFixed(0);
  console.log(
    `\nPositions at volume (PostgreSQL): ${total.toLocaleString('en')} positions, ${deviceCount} devices, ` +
      `${months} months, ${partitions.n} partitions (generated in ${seconds.toFixed(0)} s)`,
  );
  console.log(
    `  bytes per position   ${perRow(size.total)} in all (heap ${perRow(size.heap)}, indexes ${perRow(size.indexes)}); ` +
      `row ${columns.row} (attributes ${columns.attributes}) by pg_column_size`,
  );
  const perMonth = (30 * 86_400) / 10;
  console.log(
    `  at 10 s reporting    ${perMonth.toLocaleString('en')} positions per device per month, ` +
      `${((perMonth * Number(size.total)) / total / 1024 ** 2).toFixed(0)} MB per device per month, ` +
      `100 million positions = ${((1e8 * Number(size.total)) / total / 1024 ** 3).toFixed(1)} GB`,
  );

  const device = Math.ceil(deviceCount / 2);
  const dayFrom = new Date(end.getTime() - 2 * 86_400_000).toISOString();
  const dayTo = new Date(end.getTime() - 86_400_000).toISOString();
  const monthFrom = new Date(end.getTime() - 31 * 86_400_000).toISOString();
  const queries: [string, string][] = [
    [
      'latest positions of every device (GET /api/positions)',
      'SELECT p.* FROM devices d JOIN positions p ON p.id = d.position_id AND p.fix_time = d.position_fix_time',
    ],
    [
      'the same by position id alone (every partition probed)',
      'SELECT * FROM positions WHERE id IN (SELECT position_id FROM devices WHERE position_id IS NOT NULL)',
    ],
    [
      "one device's latest position (devices.position_id and position_fix_time)",
      `SELECT p.* FROM devices d JOIN positions p ON p.id = d.position_id AND p.fix_time = d.position_fix_time WHERE d.id = ${device}`,
    ],
    [
      "one device's latest fix by time",
      `SELECT * FROM positions WHERE device_id = ${device} ORDER BY fix_time DESC LIMIT 1`,
    ],
    [
      "one device's day of history (route report)",
      `SELECT * FROM positions WHERE device_id = ${device} AND fix_time >= '${dayFrom}' AND fix_time < '${dayTo}' ORDER BY fix_time`,
    ],
    [
      "one device's 30 days (trips and stops)",
      `SELECT id, fix_time, latitude, longitude, speed, attributes FROM positions WHERE device_id = ${device} AND fix_time >= '${monthFrom}' ORDER BY fix_time`,
    ],
  ];
  for (const [label, query] of queries) {
    // The second run is the one measured (the first reads the pages into the cache).
    await client.query(`EXPLAIN (ANALYZE) ${query}`);
    const plan = (await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${query}`)).rows.map(
      (r: { 'QUERY PLAN': string }) => r['QUERY PLAN'],
    );
    const time = plan.find((line) => line.startsWith('Execution Time'))?.replace('Execution Time: ', '');
    const scans = new Set(
      plan.flatMap((line) => /(Index Only Scan|Index Scan|Seq Scan|Bitmap Heap Scan)/.exec(line)?.[1] ?? []),
    );
    const touched = new Set(plan.flatMap((line) => / on (positions_\w+)/.exec(line)?.[1] ?? [])).size;
    console.log(
      `  ${label.padEnd(58)} ${time?.padStart(12)}  ${[...scans].join(', ')}; ${touched} partitions`,
    );
    if (showPlans) console.log(plan.map((line) => `      ${line}`).join('\n'));
  }
  await client.end();
} finally {
  await database.drop();
}
