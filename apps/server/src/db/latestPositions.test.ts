import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftPosition } from '../pipeline/draftPosition.testing';
import { storeBatch } from '../pipeline/insertPositions';
import { startTestServer, type TestServer } from '../test/harness';
import { latestPositionsOf } from './latestPositions';
import { devices } from './schema';

let t: TestServer;
let truck = 0;
let van = 0;
let idle = 0;

beforeAll(async () => {
  t = await startTestServer();
  const rows = await t.server.ctx.db
    .insert(devices)
    .values([
      { name: 'Truck', uniqueId: 'latest-truck' },
      { name: 'Van', uniqueId: 'latest-van' },
      { name: 'Parked', uniqueId: 'latest-idle' },
    ])
    .returning({ id: devices.id });
  [truck = 0, van = 0, idle = 0] = rows.map((row) => row.id);
});
afterAll(() => t.close());

describe('latest positions', () => {
  it('records the fix time of each latest position and finds it by id and fix time', async () => {
    const { db } = t.server.ctx;
    await t.server.ctx.database.positionPartitions.ensureFor([new Date('2026-10-05T00:00:00Z')]);
    const stored = await storeBatch(
      db,
      [
        { position: draftPosition(truck, '2026-10-05T08:00:00Z'), events: [], latest: true },
        { position: draftPosition(van, '2026-10-05T09:00:00Z'), events: [], latest: true },
        { position: draftPosition(truck, '2026-11-20T08:00:00Z'), events: [], latest: true },
      ],
      [],
    );
    const [truckRow] = await db.select().from(devices).where(eq(devices.id, truck));
    expect(truckRow?.positionId).toBe(stored.positionIds[2]);
    expect(truckRow?.positionFixTime?.toISOString()).toBe('2026-11-20T08:00:00.000Z');
    const latest = await latestPositionsOf(db, inArray(devices.id, [truck, van, idle]));
    expect([...latest.keys()].sort()).toEqual([truck, van].sort());
    expect(latest.get(truck)?.id).toBe(stored.positionIds[2]);
    expect(latest.get(van)?.id).toBe(stored.positionIds[1]);
  });

  it('falls back to the id alone when the fix time is missing or names another position', async () => {
    const { db } = t.server.ctx;
    const [truckRow] = await db.select().from(devices).where(eq(devices.id, truck));
    const [vanRow] = await db.select().from(devices).where(eq(devices.id, van));
    // As an instance older than the column would leave them: the id moved, the fix time did not.
    const older = await storeBatch(
      db,
      [{ position: draftPosition(truck, '2026-10-06T08:00:00Z'), events: [], latest: false }],
      [],
    );
    await db.update(devices).set({ positionId: older.positionIds[0] }).where(eq(devices.id, truck));
    await db.update(devices).set({ positionFixTime: null }).where(eq(devices.id, van));
    const latest = await latestPositionsOf(db, inArray(devices.id, [truck, van]));
    expect(latest.get(truck)?.id).toBe(older.positionIds[0]);
    expect(latest.get(truck)?.fixTime.toISOString()).toBe('2026-10-06T08:00:00.000Z');
    expect(latest.get(van)?.id).toBe(vanRow?.positionId);
    expect(truckRow?.positionFixTime).not.toBeNull();
  });
});
