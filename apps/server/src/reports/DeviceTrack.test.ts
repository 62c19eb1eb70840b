import { haversineDistance } from '@fleetkit/sdk-core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/Database';
import { monthOf } from '../db/positionPartitions';
import { devices } from '../db/schema';
import { openScratchDatabase } from '../db/scratchDatabase';
import { DeviceTrack } from './DeviceTrack';

const DATABASE_URL = process.env.DATABASE_URL;
const T = Date.UTC(2026, 0, 10);
const RULE = { motionSpeedThreshold: 1, useIgnition: false };

/**
 * Positions without counters (no odometer, no totalDistance): [id, seconds after T, latitude, attributes].
 * Ids 4 and 3 share a fix time and go in that order (the series puts 3 first).
 */
const ROWS: [number, number, number, string][] = [
  [1, 0, 0, '{}'],
  [2, 10, 0.001, '{"distance": 50}'],
  [4, 20, 0.002, '{}'],
  [3, 20, 0.003, '{"distance": "70"}'],
  [5, 30, 0.004, '{"distance": 1e400}'],
  [6, 40, 0.005, '{"distance": 0}'],
];
const at = (latitude: number) => [latitude, 0] as const;

function describeSteps(
  name: string,
  open: () => Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }>,
) {
  describe(name, () => {
    let opened: { handle: DatabaseHandle; drop: () => Promise<void> } | null = null;
    let deviceId = 0;

    beforeAll(async () => {
      opened = await open();
      const { handle } = opened;
      await handle.positionPartitions.ensure(monthOf(new Date(T)));
      const [device] = await handle.db
        .insert(devices)
        .values({ name: 'Old tracker', uniqueId: 'STEPS-1' })
        .returning();
      deviceId = device?.id ?? 0;
      for (const [id, seconds, latitude, attributes] of ROWS) {
        const fixTime = new Date(T + seconds * 1000).toISOString();
        await handle.db.execute(sql`
          INSERT INTO positions (id, device_id, device_time, fix_time, latitude, longitude, speed, attributes)
          VALUES (${id}, ${deviceId}, ${fixTime}::timestamptz, ${fixTime}::timestamptz, ${latitude}, 0, 0, ${attributes}::jsonb)`);
      }
    });
    afterAll(async () => {
      await opened?.handle.close();
      await opened?.drop();
    });

    it('sums step distances where counters are missing: the distance number, else the great circle', async () => {
      if (!opened) throw new Error('The database is not open');
      const track = await DeviceTrack.load(
        opened.handle.db,
        deviceId,
        new Date(T),
        new Date(T + 60_000),
        RULE,
      );
      expect([...track.series.ids]).toEqual([1, 2, 3, 4, 5, 6]);
      await track.prepareDistances([
        [0, 1],
        [1, 5],
      ]);
      // Series order: 1, 2, 3, 4, 5, 6. A string distance (id 3) and one beyond float8 (id 5) do not count.
      const steps = [
        50,
        haversineDistance(at(0.001), at(0.003)),
        haversineDistance(at(0.003), at(0.002)),
        haversineDistance(at(0.002), at(0.004)),
        0,
      ];
      expect(track.distance(0, 1)).toBe(50);
      expect(track.distance(1, 5)).toBeCloseTo(
        steps.slice(1).reduce((a, b) => a + b, 0),
        6,
      );
      expect(track.distance(1, 4)).toBeCloseTo(
        steps.slice(1, 4).reduce((a, b) => a + b, 0),
        6,
      );
      expect(track.distance(4, 5)).toBe(0);
      expect(track.distance(3, 3)).toBe(0);
    });
  });
}

describeSteps('DeviceTrack step distances on PGlite', async () => ({
  handle: await openDatabase({ databaseUrl: 'memory', dataDir: '' }),
  drop: async () => {},
}));

describe.skipIf(!DATABASE_URL)(
  DATABASE_URL
    ? 'PostgreSQL'
    : 'PostgreSQL (skipped: set DATABASE_URL to load the steps from PostgreSQL too)',
  () => {
    describeSteps('DeviceTrack step distances on PostgreSQL', () =>
      openScratchDatabase(DATABASE_URL as string, 'fleetkit_steps'),
    );
  },
);
