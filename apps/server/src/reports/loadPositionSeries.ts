import { sql } from 'drizzle-orm';
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
  /** 1 where the position counts as moving (see {@link parsePositionSeries}), else 0. */
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

const NEWLINE = 10;

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

/**
 * Parses the compact text the series query returns: one line per position,
 * `id,fixTimeMs,speed,motion,ignition` (motion and ignition are `true`, `false` or empty).
 * A position is moving when its `motion` attribute says so; without one, when its speed is above the
 * threshold; with `useIgnition`, never while it reports the ignition off.
 * @example parsePositionSeries('7,1767254400000,12.5,,true', rule).moving[0] // 1
 */
export function parsePositionSeries(text: string, count: number, rule: MotionRule): PositionSeries {
  if (count === 0 || text.length === 0) return emptySeries();
  const ids = new Float64Array(count);
  const times = new Float64Array(count);
  const speeds = new Float64Array(count);
  const moving = new Uint8Array(count);
  const ignitionOff = new Uint8Array(count);
  let pos = 0;
  let n = 0;
  const end = text.length;
  while (pos < end && n < count) {
    let lineEnd = text.indexOf('\n', pos);
    if (lineEnd < 0) lineEnd = end;
    const c1 = text.indexOf(',', pos);
    const c2 = text.indexOf(',', c1 + 1);
    const c3 = text.indexOf(',', c2 + 1);
    const c4 = text.indexOf(',', c3 + 1);
    ids[n] = Number(text.slice(pos, c1));
    times[n] = Number(text.slice(c1 + 1, c2));
    const parsed = Number(text.slice(c2 + 1, c3));
    const speed = Number.isFinite(parsed) ? parsed : 0;
    speeds[n] = speed;
    // 't' of true, 'f' of false, or the next separator when empty.
    const motion = text.charCodeAt(c3 + 1);
    const ignition = c4 + 1 < lineEnd ? text.charCodeAt(c4 + 1) : NEWLINE;
    let isMoving = motion === 116 ? true : motion === 102 ? false : speed > rule.motionSpeedThreshold;
    if (ignition === 102) {
      ignitionOff[n] = 1;
      if (rule.useIgnition) isMoving = false;
    }
    moving[n] = isMoving ? 1 : 0;
    n++;
    pos = lineEnd + 1;
  }
  const series = { length: n, ids, times, speeds, moving, ignitionOff };
  return sortSeries(n === count ? series : { ...series, length: n });
}

/**
 * Loads one device's positions with `from <= fixTime <= to` as a {@link PositionSeries} in ONE query.
 * The rows are folded into a single text value on the database side: moving one large value is far
 * cheaper than moving a quarter of a million rows, on the embedded database above all. The index
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
  // Ignition is read only when it decides motion: every attribute read costs time on every row.
  const ignition = rule.useIgnition ? sql`coalesce(attributes->>'ignition', '')` : sql`''`;
  const result = (await db.execute(sql`
    SELECT string_agg(line, E'\n') AS lines, count(*)::int AS count FROM (
      SELECT concat_ws(',', id, (date_part('epoch', fix_time) * 1000)::int8, speed,
          coalesce(attributes->>'motion', ''), ${ignition}) AS line
        FROM positions
        WHERE device_id = ${deviceId}
          AND fix_time >= ${from.toISOString()}::timestamptz AND fix_time <= ${to.toISOString()}::timestamptz
        ORDER BY fix_time
    ) AS ordered`)) as unknown as { rows: { lines: string | null; count: number | string }[] };
  const row = result.rows[0];
  return parsePositionSeries(row?.lines ?? '', Number(row?.count ?? 0), rule);
}
