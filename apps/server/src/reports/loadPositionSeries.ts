import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/Database';

/**
 * One device's positions over a time window, column by column (typed arrays, no object per position),
 * ordered by fix time then id. Everything the one-pass report code reads for every position; the
 * rest (coordinates, odometer, engine hours, …) is loaded only for the few positions that end up at
 * the edge of a trip, stop or summary row (see `PositionDetails`).
 */
export interface PositionSeries {
  readonly length: number;
  /** Position ids. */
  readonly ids: Float64Array;
  /** Fix times, ms since the epoch. */
  readonly times: Float64Array;
  /** Speeds, knots. */
  readonly speeds: Float64Array;
  /** 1 where the position counts as moving (see {@link decodePositionSeries}), else 0. */
  readonly moving: Uint8Array;
  /** 1 where the position reports the ignition off, else 0 (only filled when asked for). */
  readonly ignitionOff: Uint8Array;
}

/** How a position's motion is decided while parsing. */
export interface MotionRule {
  /** Speed (knots) above which a position without a `motion` attribute is moving. */
  motionSpeedThreshold: number;
  /** Ignition off makes a position not moving (and is recorded in `ignitionOff`). */
  useIgnition: boolean;
}

/**
 * One position in the packed answer of the series query, big-endian as PostgreSQL's binary send
 * functions write it: id (int8), fix time (int8, µs since 2000-01-01 UTC), speed (float8), motion code
 * (int2, see {@link decodePositionSeries}).
 */
export const POSITION_RECORD_BYTES = 26;
/** 2000-01-01T00:00:00Z, the epoch of PostgreSQL timestamps, in ms since 1970. */
const POSTGRES_EPOCH_MS = 946_684_800_000;
const TWO_POW_32 = 4_294_967_296;

/** Motion code bits: the `motion` attribute starts with 't' (1) or 'f' (2); `ignition` starts with 'f' (4). */
const MOTION_TRUE = 1;
const MOTION_FALSE = 2;
const IGNITION_OFF = 4;

function emptySeries(): PositionSeries {
  return {
    length: 0,
    ids: new Float64Array(0),
    times: new Float64Array(0),
    speeds: new Float64Array(0),
    moving: new Uint8Array(0),
    ignitionOff: new Uint8Array(0),
  };
}

/** Restores (time, id) order when the database handed rows back otherwise (equal fix times). */
function sortSeries(series: PositionSeries): PositionSeries {
  const { length, ids, times } = series;
  let ordered = true;
  for (let i = 1; i < length && ordered; i++) {
    const a = times[i - 1] ?? 0;
    const b = times[i] ?? 0;
    if (b < a || (b === a && (ids[i] ?? 0) < (ids[i - 1] ?? 0))) ordered = false;
  }
  if (ordered) return series;
  const order = Array.from({ length }, (_, i) => i).sort(
    (x, y) => (times[x] ?? 0) - (times[y] ?? 0) || (ids[x] ?? 0) - (ids[y] ?? 0),
  );
  const pick = <T extends Float64Array | Uint8Array>(source: T, target: T): T => {
    for (let i = 0; i < length; i++) target[i] = source[order[i] ?? 0] ?? 0;
    return target;
  };
  return {
    length,
    ids: pick(ids, new Float64Array(length)),
    times: pick(times, new Float64Array(length)),
    speeds: pick(series.speeds, new Float64Array(length)),
    moving: pick(series.moving, new Uint8Array(length)),
    ignitionOff: pick(series.ignitionOff, new Uint8Array(length)),
  };
}

/** Reads a big-endian int64 as a number (exact below 2^53). */
function readInt64(view: DataView, offset: number): number {
  return view.getInt32(offset) * TWO_POW_32 + view.getUint32(offset + 4);
}

/**
 * Decodes the packed records of the series query ({@link POSITION_RECORD_BYTES} bytes a position).
 * Fix times are truncated to the millisecond (so a position inside `[from, to]` stays inside it).
 * A position is moving when its `motion` attribute says so (starts with 't' or 'f'); without one,
 * when its speed is above the threshold; with `useIgnition`, never while it reports the ignition off.
 */
export function decodePositionSeries(records: Uint8Array, rule: MotionRule): PositionSeries {
  const count = records.byteLength / POSITION_RECORD_BYTES;
  if (!Number.isInteger(count)) {
    throw new Error(
      `The position series is ${records.byteLength} bytes, not whole ${POSITION_RECORD_BYTES}-byte records`,
    );
  }
  if (count === 0) return emptySeries();
  const view = new DataView(records.buffer, records.byteOffset, records.byteLength);
  const ids = new Float64Array(count);
  const times = new Float64Array(count);
  const speeds = new Float64Array(count);
  const moving = new Uint8Array(count);
  const ignitionOff = new Uint8Array(count);
  const { motionSpeedThreshold, useIgnition } = rule;
  for (let i = 0, offset = 0; i < count; i++, offset += POSITION_RECORD_BYTES) {
    ids[i] = readInt64(view, offset);
    const micros = readInt64(view, offset + 8);
    let below = micros % 1000;
    if (below < 0) below += 1000;
    times[i] = (micros - below) / 1000 + POSTGRES_EPOCH_MS;
    const raw = view.getFloat64(offset + 16);
    const speed = Number.isFinite(raw) ? raw : 0;
    speeds[i] = speed;
    const code = view.getUint16(offset + 24);
    const motion = code & 3;
    let isMoving =
      motion === MOTION_TRUE ? true : motion === MOTION_FALSE ? false : speed > motionSpeedThreshold;
    if (code & IGNITION_OFF) {
      ignitionOff[i] = 1;
      if (useIgnition) isMoving = false;
    }
    moving[i] = isMoving ? 1 : 0;
  }
  return sortSeries({ length: count, ids, times, speeds, moving, ignitionOff });
}

/** The motion code of a position (see {@link decodePositionSeries}), computed on the database side. */
function motionCodeSql(useIgnition: boolean) {
  // ascii() is the first character's code: 116 't', 102 'f'; NULL for a missing attribute.
  // Ignition is read only when it decides motion: every attribute read costs time on every row.
  const ignition = useIgnition
    ? sql`CASE WHEN ascii(attributes->>'ignition') = 102 THEN ${sql.raw(String(IGNITION_OFF))} ELSE 0 END`
    : sql`0`;
  return sql`(CASE ascii(attributes->>'motion') WHEN 116 THEN ${sql.raw(String(MOTION_TRUE))} WHEN 102 THEN ${sql.raw(String(MOTION_FALSE))} ELSE 0 END + ${ignition})::int2`;
}

/**
 * Runs a query answering one row with one column, `records`: rows packed with the types' binary
 * send functions (`int8send(…) || float8send(…)`), folded with `string_agg` and sent as base64 text.
 * node-postgres cannot take binary results (its `binary` mode decodes them as UTF-8 and corrupts
 * them), PGlite decodes `bytea` slowly; base64 text goes through both untouched and Node decodes it
 * natively. Runs with sorts disabled: the query must read its rows in the order of the index
 * `(device_id, fix_time)`. Without statistics yet (a partition filled since the last ANALYZE) the
 * planner expects a handful of rows and picks a bitmap scan and a sort instead, which spills a month
 * of positions to disk and takes twice as long. See docs/decisions/report-scan.md.
 */
export async function loadPackedRows(db: Db, query: SQL): Promise<Uint8Array> {
  const result = (await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_sort = off`);
    return tx.execute(query);
  })) as unknown as { rows: { records: string | null }[] };
  const records = result.rows[0]?.records;
  return records ? Buffer.from(records, 'base64') : new Uint8Array(0);
}

/** The query of {@link loadPositionSeries} (run it through {@link loadPackedRows}). */
export function positionSeriesQuery(deviceId: number, from: Date, to: Date, rule: MotionRule): SQL {
  return sql`
    SELECT encode(string_agg(int8send(id) || timestamptz_send(fix_time) || float8send(speed) || int2send(code), ''::bytea), 'base64') AS records
      FROM (
        SELECT id, fix_time, speed, ${motionCodeSql(rule.useIgnition)} AS code
          FROM positions
          WHERE device_id = ${deviceId}
            AND fix_time >= ${from.toISOString()}::timestamptz AND fix_time <= ${to.toISOString()}::timestamptz
          ORDER BY fix_time
      ) AS ordered`;
}

/**
 * Loads one device's positions with `from <= fixTime <= to` as a {@link PositionSeries} in ONE query.
 * The rows are folded into a single value on the database side: moving one large value is far
 * cheaper than moving a quarter of a million rows, on the embedded database above all; packed in
 * binary, no number is formatted there nor parsed here (see {@link loadPackedRows}). The index
 * `(device_id, fix_time)` gives the order; positions with equal fix times are put in id order here.
 * `ignitionOff` is filled only with `useIgnition`.
 */
export async function loadPositionSeries(
  db: Db,
  deviceId: number,
  from: Date,
  to: Date,
  rule: MotionRule,
): Promise<PositionSeries> {
  const records = await loadPackedRows(db, positionSeriesQuery(deviceId, from, to, rule));
  return decodePositionSeries(records, rule);
}
