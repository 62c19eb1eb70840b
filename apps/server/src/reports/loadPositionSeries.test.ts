import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/Database';
import { monthOf } from '../db/positionPartitions';
import { devices } from '../db/schema';
import { openScratchDatabase } from '../db/scratchDatabase';
import {
  decodePositionSeries,
  loadPositionSeries,
  type MotionRule,
  POSITION_RECORD_BYTES,
  type PositionSeries,
} from './loadPositionSeries';
import { type PackedPosition, packPositions } from './positionRecords.testing';

const DATABASE_URL = process.env.DATABASE_URL;
const RULE: MotionRule = { motionSpeedThreshold: 1, useIgnition: false };
const IGNITION_RULE: MotionRule = { motionSpeedThreshold: 1, useIgnition: true };

/** The series as plain arrays, for readable comparisons. */
function columns(series: PositionSeries) {
  return {
    ids: [...series.ids],
    times: [...series.times],
    speeds: [...series.speeds],
    moving: [...series.moving],
    ignitionOff: [...series.ignitionOff],
  };
}

describe('decodePositionSeries', () => {
  it('decodes ids, times and speeds exactly, and decides motion from the attributes, then speed', () => {
    const rows: PackedPosition[] = [
      { id: 1, time: Date.UTC(2026, 0, 1), speed: 0, motion: true },
      { id: 2 ** 53 - 1, time: Date.UTC(2026, 0, 1, 0, 0, 10), speed: 0.1 + 0.2, motion: false },
      { id: 2 ** 32, time: Date.UTC(2026, 0, 1, 0, 0, 20), speed: 1e-5 },
      { id: 2 ** 32 - 1, time: Date.UTC(2026, 0, 1, 0, 0, 30), speed: 1.0000000000000002 },
      { id: 5, time: Date.UTC(2026, 0, 1, 0, 0, 40), speed: -3.5, motion: 'yes' },
      { id: 6, time: Date.UTC(2026, 0, 1, 0, 0, 50), speed: 1.7976931348623157e308, motion: '' },
      { id: 7, time: Date.UTC(2026, 0, 1, 0, 1), speed: Number.NaN },
      { id: 8, time: Date.UTC(2026, 0, 1, 0, 1, 10), speed: Number.POSITIVE_INFINITY },
      { id: 9, time: Date.UTC(2026, 0, 1, 0, 1, 20), speed: 5e-324, motion: 'true' },
    ];
    expect(columns(decodePositionSeries(packPositions(rows), RULE))).toEqual({
      ids: rows.map((row) => row.id),
      times: rows.map((row) => row.time),
      speeds: [0, 0.30000000000000004, 1e-5, 1.0000000000000002, -3.5, 1.7976931348623157e308, 0, 0, 5e-324],
      moving: [1, 0, 0, 1, 0, 1, 0, 0, 1],
      ignitionOff: [0, 0, 0, 0, 0, 0, 0, 0, 0],
    });
  });

  it('truncates fix times to the millisecond, before 2000 and before 1970 as well', () => {
    const rows: PackedPosition[] = [
      { id: 1, time: Date.UTC(2026, 0, 1), micros: 999, speed: 0 },
      { id: 2, time: Date.UTC(1999, 11, 31, 23, 59, 59, 999), micros: 1, speed: 0 },
      { id: 3, time: Date.UTC(2000, 0, 1), micros: 0, speed: 0 },
      { id: 4, time: -1, micros: 500, speed: 0 },
    ].sort((a, b) => a.time - b.time);
    expect([...decodePositionSeries(packPositions(rows), RULE).times]).toEqual(rows.map((row) => row.time));
  });

  it('records the ignition off, and with useIgnition never counts such a position as moving', () => {
    const rows: PackedPosition[] = [
      { id: 1, time: 1_000, speed: 20, motion: true, ignition: false },
      { id: 2, time: 2_000, speed: 20, ignition: 'false' },
      { id: 3, time: 3_000, speed: 20, ignition: true },
      { id: 4, time: 4_000, speed: 20, motion: true },
    ];
    const packed = packPositions(rows);
    expect(columns(decodePositionSeries(packed, IGNITION_RULE))).toMatchObject({
      moving: [0, 0, 1, 1],
      ignitionOff: [1, 1, 0, 0],
    });
    expect(columns(decodePositionSeries(packed, RULE))).toMatchObject({
      moving: [1, 1, 1, 1],
      ignitionOff: [1, 1, 0, 0],
    });
  });

  it('puts positions in (fix time, id) order, keeping each column with its position', () => {
    const rows: PackedPosition[] = [
      { id: 30, time: 2_000, speed: 3, motion: true },
      { id: 20, time: 2_000, speed: 2 },
      { id: 10, time: 1_000, speed: 1, motion: false },
    ];
    expect(
      columns(decodePositionSeries(packPositions(rows), { motionSpeedThreshold: 2.5, useIgnition: false })),
    ).toEqual({
      ids: [10, 20, 30],
      times: [1_000, 2_000, 2_000],
      speeds: [1, 2, 3],
      moving: [0, 0, 1],
      ignitionOff: [0, 0, 0],
    });
  });

  it('answers an empty series for no bytes and refuses a partial record', () => {
    expect(decodePositionSeries(new Uint8Array(0), RULE).length).toBe(0);
    expect(() => decodePositionSeries(new Uint8Array(POSITION_RECORD_BYTES + 3), RULE)).toThrow(/whole/);
  });

  it('reads records from a view that does not start at the beginning of its buffer', () => {
    const packed = packPositions([{ id: 42, time: 5_000, speed: 7.25, motion: true }]);
    const shifted = new Uint8Array(packed.length + 5);
    shifted.set(packed, 5);
    expect(columns(decodePositionSeries(shifted.subarray(5), RULE))).toEqual({
      ids: [42],
      times: [5_000],
      speeds: [7.25],
      moving: [1],
      ignitionOff: [0],
    });
  });
});

const T = Date.UTC(2026, 0, 10);
const iso = (ms: number, micros = '') => new Date(ms).toISOString().replace('Z', `${micros}Z`);

/**
 * Rows that exercise every rule of the series query: [id, fix time, speed, attributes (JSON)].
 * Inserted in this order (id 30 before id 20 at the same fix time).
 */
const ROWS: [number, string, number | string, string][] = [
  [40, iso(T - 1), 50, '{"motion": true}'], // before the window
  [10, iso(T), 0, '{"motion": true, "ignition": true}'],
  [11, iso(T + 10_000), 20, '{"motion": false}'],
  [12, iso(T + 20_000), 20, '{"sat": 9}'],
  [13, iso(T + 30_000), 0, '{"motion": null}'],
  [14, iso(T + 40_000), 5, '{"motion": "true"}'],
  [15, iso(T + 50_000), 5, '{"motion": "yes"}'],
  [16, iso(T + 60_000), 5, '{"motion": ""}'],
  [17, iso(T + 70_000), 5, '{"motion": true, "ignition": false}'],
  [18, iso(T + 80_000), 5, '{"ignition": "false"}'],
  [30, iso(T + 90_000), 1.5, '{}'],
  [20, iso(T + 90_000), 2.25, '{}'],
  [21, iso(T + 100_000, '999'), 0.30000000000000004, '{"motion": "f,t", "ignition": ",f"}'],
  [22, iso(T + 110_000), 'NaN', '{"motion": 1}'],
  [23, iso(T + 120_000), 1e-5, '{"motion": {"value": true}}'],
  [24, iso(T + 130_000), 123456789.12345679, '{"motion": "é"}'],
  [25, iso(T + 200_000), -2, '{"ignition": false}'], // exactly at the end of the window
  [41, iso(T + 200_000, '500'), 50, '{"motion": true}'], // after it, by half a millisecond
];
const WINDOW = [new Date(T), new Date(T + 200_000)] as const;
const INSIDE = ROWS.filter(([id]) => id !== 40 && id !== 41);

/** What both databases must answer for ROWS over WINDOW. */
const EXPECTED = {
  ids: [10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 30, 21, 22, 23, 24, 25],
  times: [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 90, 100, 110, 120, 130, 200].map((s) => T + s * 1000),
  speeds: [0, 20, 20, 0, 5, 5, 5, 5, 5, 2.25, 1.5, 0.30000000000000004, 0, 1e-5, 123456789.12345679, -2],
  moving: [1, 0, 1, 0, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1, 0],
};
const WITH_IGNITION = {
  ...EXPECTED,
  moving: [1, 0, 1, 0, 1, 1, 1, 0, 0, 1, 1, 0, 0, 0, 1, 0],
  ignitionOff: [0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 1],
};

function describeLoader(
  name: string,
  open: () => Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }>,
) {
  describe(name, () => {
    let opened: { handle: DatabaseHandle; drop: () => Promise<void> } | null = null;
    let deviceId = 0;
    const db = () => {
      if (!opened) throw new Error('The database is not open');
      return opened.handle.db;
    };

    beforeAll(async () => {
      opened = await open();
      const { handle } = opened;
      await handle.positionPartitions.ensure(monthOf(new Date(T)));
      const made = await handle.db
        .insert(devices)
        .values([
          { name: 'Series truck', uniqueId: 'SERIES-1' },
          { name: 'Other truck', uniqueId: 'SERIES-2' },
        ])
        .returning();
      deviceId = made[0]?.id ?? 0;
      const otherId = made[1]?.id ?? 0;
      const values = [
        ...ROWS.map((row) => [deviceId, ...row] as const),
        [otherId, 50, iso(T + 5_000), 9, '{}'] as const,
      ];
      for (const [device, id, fixTime, speed, attributes] of values) {
        await handle.db.execute(sql`
          INSERT INTO positions (id, device_id, device_time, fix_time, latitude, longitude, speed, attributes)
          VALUES (${id}, ${device}, ${fixTime}::timestamptz, ${fixTime}::timestamptz, 0, 0, ${String(speed)}::float8, ${attributes}::jsonb)`);
      }
    });
    afterAll(async () => {
      await opened?.handle.close();
      await opened?.drop();
    });

    it('loads the window in (fix time, id) order, with motion from the attributes, then speed', async () => {
      const series = await loadPositionSeries(db(), deviceId, WINDOW[0], WINDOW[1], RULE);
      expect(series.length).toBe(INSIDE.length);
      expect(columns(series)).toEqual({ ...EXPECTED, ignitionOff: EXPECTED.ids.map(() => 0) });
    });

    it('with useIgnition, records the ignition off and counts those positions as not moving', async () => {
      const series = await loadPositionSeries(db(), deviceId, WINDOW[0], WINDOW[1], IGNITION_RULE);
      expect(columns(series)).toEqual(WITH_IGNITION);
    });

    it('answers an empty series for a window without positions', async () => {
      const series = await loadPositionSeries(db(), deviceId, new Date(T + DAY), new Date(T + 2 * DAY), RULE);
      expect(columns(series)).toEqual({ ids: [], times: [], speeds: [], moving: [], ignitionOff: [] });
    });
  });
}

const DAY = 86_400_000;

describeLoader('loadPositionSeries on PGlite', async () => ({
  handle: await openDatabase({ databaseUrl: 'memory', dataDir: '' }),
  drop: async () => {},
}));

describe.skipIf(!DATABASE_URL)(
  DATABASE_URL
    ? 'PostgreSQL'
    : 'PostgreSQL (skipped: set DATABASE_URL to load the series from PostgreSQL too)',
  () => {
    describeLoader('loadPositionSeries on PostgreSQL', () =>
      openScratchDatabase(DATABASE_URL as string, 'fleetkit_series'),
    );
  },
);
