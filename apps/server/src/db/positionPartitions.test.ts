import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Db } from './Database';
import { monthOf, PositionPartitions, partitionName } from './positionPartitions';
import { devices, positions } from './schema';
import { createScratchDatabase } from './scratchDatabase';

// On the embedded database, and on PostgreSQL when DATABASE_URL is set (a fresh database, dropped after).

const MIGRATIONS = resolve(import.meta.dirname, '../../drizzle');

/** A copy of the migrations folder holding only the first `count` migrations. */
function migrationsUpTo(count: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'fleetkit-migrations-'));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
  journal.entries = journal.entries.slice(0, count);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

interface Raw {
  db: Db;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function rawDatabase(): Promise<Raw> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const client = new PGlite();
    const db = drizzlePglite(client) as unknown as Db;
    return {
      db,
      migrate: (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const database = await createScratchDatabase(base, 'fleetkit_test');
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  const db = drizzlePg(pool) as unknown as Db;
  return {
    db,
    migrate: (folder) => migratePg(drizzlePg(pool), { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await database.drop();
    },
  };
}

const row = (deviceId: number, fixTime: string, extra: Record<string, unknown> = {}) => ({
  deviceId,
  protocol: 'gt06',
  deviceTime: new Date(fixTime),
  fixTime: new Date(fixTime),
  latitude: 27.7,
  longitude: 85.3,
  attributes: { ignition: true, ...extra },
});

async function partitionOf(db: Db, id: number): Promise<string> {
  const result = (await db.execute(
    sql`SELECT tableoid::regclass::text AS name FROM positions WHERE id = ${id}`,
  )) as unknown as { rows: { name: string }[] };
  return result.rows[0]?.name ?? 'missing';
}

let raw: Raw;
let oldFolder: string;

beforeAll(async () => {
  raw = await rawDatabase();
  oldFolder = migrationsUpTo(2);
});
afterAll(async () => {
  await raw.close();
  rmSync(oldFolder, { recursive: true, force: true });
});

describe('positions partitioned by month of fix time', () => {
  const ids: Record<string, number> = {};
  let deviceId = 0;

  it('migrates the positions of an existing database into monthly partitions, keeping ids and the sequence', async () => {
    const { db } = raw;
    await raw.migrate(oldFolder);
    // Written in SQL: the schema in code has columns later migrations add.
    const created = (await db.execute(
      sql`INSERT INTO devices (name, unique_id) VALUES ('Truck', 'truck-1') RETURNING id`,
    )) as unknown as { rows: { id: number }[] };
    deviceId = Number(created.rows[0]?.id ?? 0);
    const before = await db
      .insert(positions)
      .values([
        row(deviceId, '2025-01-15T10:00:00Z'),
        row(deviceId, '2025-01-31T23:59:59Z'),
        row(deviceId, '2026-10-01T00:00:00Z', { odometer: 12 }),
      ])
      .returning({ id: positions.id });
    await db.execute(sql`UPDATE devices SET position_id = ${before[2]?.id} WHERE id = ${deviceId}`);

    await raw.migrate(MIGRATIONS);
    const stored = await db.select().from(positions).orderBy(positions.id);
    expect(stored.map((p) => p.id)).toEqual(before.map((p) => p.id));
    expect(stored[2]?.attributes).toEqual({ ignition: true, odometer: 12 });
    expect(await partitionOf(db, before[0]?.id ?? 0)).toBe('positions_2025_01');
    expect(await partitionOf(db, before[1]?.id ?? 0)).toBe('positions_2025_01');
    expect(await partitionOf(db, before[2]?.id ?? 0)).toBe('positions_2026_10');
    const partitions = new PositionPartitions(db);
    const months = await partitions.list();
    const now = monthOf(new Date());
    expect(months).toEqual(expect.arrayContaining([now, now + 1, now + 2]));
    // The latest position's fix time is filled in for the devices that had one.
    const [migrated] = await db.select().from(devices).where(eq(devices.id, deviceId));
    expect(migrated?.positionFixTime?.toISOString()).toBe('2026-10-01T00:00:00.000Z');
    const [next] = await db.insert(positions).values(row(deviceId, '2026-10-02T00:00:00Z')).returning();
    expect(next?.id).toBeGreaterThan(before[2]?.id ?? 0);
    ids.latest = before[2]?.id ?? 0;
  });

  it('never refuses a fix whose month has no partition, and gives the month one on demand', async () => {
    const { db } = raw;
    const partitions = new PositionPartitions(db);
    const now = new Date();
    const lateMonth = monthOf(now) - 5;
    const lateFix = new Date(Date.UTC(Math.floor(lateMonth / 12), lateMonth % 12, 10, 12)).toISOString();
    // A GPS week rollover puts a tracker 19.6 years back: stored, in the default partition.
    const [wrongClock] = await db.insert(positions).values(row(deviceId, '2006-04-01T00:00:00Z')).returning();
    const [late] = await db.insert(positions).values(row(deviceId, lateFix)).returning();
    expect(await partitionOf(db, wrongClock?.id ?? 0)).toBe('positions_default');
    expect(await partitionOf(db, late?.id ?? 0)).toBe('positions_default');

    await partitions.ensureFor([new Date(lateFix), new Date('2006-04-01T00:00:00Z')], now);
    expect(await partitionOf(db, late?.id ?? 0)).toBe(partitionName(lateMonth));
    expect(await partitionOf(db, wrongClock?.id ?? 0)).toBe('positions_default');
    const [again] = await db.insert(positions).values(row(deviceId, lateFix)).returning();
    expect(await partitionOf(db, again?.id ?? 0)).toBe(partitionName(lateMonth));
    // Idempotent: a second call (another instance) finds the partition made.
    await partitions.ensure(lateMonth);
    ids.wrongClock = wrongClock?.id ?? 0;
  });

  it('uses the partition indexes for the latest position and a device history, with pruning by fix time', async () => {
    const { db } = raw;
    await db.execute(sql`ANALYZE positions`);
    const plan = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(sql`EXPLAIN ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] }).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    await db.execute(sql`SET enable_seqscan = off`);
    const history = await plan(
      sql`SELECT * FROM positions WHERE device_id = ${deviceId} AND fix_time >= '2025-01-01T00:00:00Z' AND fix_time < '2025-02-01T00:00:00Z' ORDER BY fix_time`,
    );
    expect(history).toContain('positions_2025_01');
    expect(history).not.toContain('positions_2026_10');
    expect(history).not.toContain('positions_default');
    expect(history).toMatch(/Index (Only )?Scan|Bitmap Index Scan/);
    const latest = await plan(sql`SELECT * FROM positions WHERE id = ${ids.latest ?? 0}`);
    expect(latest).toMatch(/positions_pkey|Index Scan/);
    await db.execute(sql`RESET enable_seqscan`);
  });

  it('drops whole months past the retention period but keeps each device’s latest position', async () => {
    const { db } = raw;
    const partitions = new PositionPartitions(db);
    const now = new Date('2026-11-23T12:00:00Z');
    const { dropped } = await partitions.maintain({ retentionMonths: 1, now });
    expect(dropped).toBeGreaterThanOrEqual(2);
    const months = await partitions.list();
    expect(months).not.toContain(monthOf(new Date('2025-01-15T00:00:00Z')));
    expect(months).not.toContain(monthOf(new Date('2026-09-15T00:00:00Z')));
    expect(months).toContain(monthOf(new Date('2026-10-15T00:00:00Z')));
    const left = await db.select({ id: positions.id, fixTime: positions.fixTime }).from(positions);
    expect(left.every((p) => p.fixTime >= new Date('2026-10-01T00:00:00Z'))).toBe(true);
    expect(left.map((p) => p.id)).not.toContain(ids.wrongClock);
    // Months later the device has been silent since October: its latest position outlives its month.
    const [kept] = await db.insert(positions).values(row(deviceId, '2026-10-05T00:00:00Z')).returning();
    await db.execute(sql`UPDATE devices SET position_id = ${kept?.id} WHERE id = ${deviceId}`);
    await partitions.maintain({ retentionMonths: 1, now: new Date('2027-02-01T00:00:00Z') });
    const after = await db.select({ id: positions.id }).from(positions);
    expect(after.map((p) => p.id)).toEqual([kept?.id]);
    expect(await partitionOf(db, kept?.id ?? 0)).toBe('positions_default');
  });

  it('reads the retention setting from its flag and environment variable, and refuses a bad value', () => {
    expect(loadConfig({}, ['--position-retention-months', '13']).positionRetentionMonths).toBe(13);
    expect(loadConfig({ FLEETKIT_POSITION_RETENTION_MONTHS: '6' }).positionRetentionMonths).toBe(6);
    expect(loadConfig({}).positionRetentionMonths).toBeUndefined();
    expect(() => loadConfig({}, ['--position-retention-months', '0'])).toThrow(/position-retention-months/);
  });
});
