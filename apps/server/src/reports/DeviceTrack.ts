import { haversineDistance, KMH_PER_MPS } from '@fleetkit/sdk-core';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/Database';
import { positions } from '../db/schema';
import { MAX_ROAD_SPEED_KMH } from '../pipeline/stages/computeDistance';
import {
  loadPackedRows,
  loadPositionSeries,
  type MotionRule,
  type PositionSeries,
} from './loadPositionSeries';

/** What a report reads of a position at the edge of a trip, stop or summary row. */
export interface PositionDetail {
  id: number;
  latitude: number;
  longitude: number;
  address: string | null;
  /** Cumulative distance the server computed (m). */
  totalDistance: number | null;
  /** Cumulative engine hours (ms). */
  hours: number | null;
  /** Cumulative fuel used (litres). */
  fuelUsed: number | null;
  driverUniqueId: string | null;
}

const ID_CHUNK = 5000;
/** A packed step row: id (int8), latitude, longitude and `distance` attribute (float8, NaN without one). */
const STEP_RECORD_BYTES = 32;
const TWO_POW_32 = 4_294_967_296;

function readNumber(value: string | null): number | null {
  if (value === null || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/**
 * One device's positions over a window: the {@link PositionSeries} of every position, plus the full
 * details of the few positions a report needs, loaded on demand by index. Distances between two
 * positions come from the `totalDistance` difference; where a position lacks it or it is implausible, from
 * the sum of the steps between consecutive positions (their `distance` attribute, else the
 * great-circle distance between their coordinates), loaded once for the whole window.
 */
export class DeviceTrack {
  readonly series: PositionSeries;
  readonly #db: Db;
  readonly #deviceId: number;
  readonly #from: Date;
  readonly #to: Date;
  readonly #details = new Map<number, PositionDetail>();
  #cumulative: Float64Array | null = null;

  private constructor(db: Db, deviceId: number, from: Date, to: Date, series: PositionSeries) {
    this.#db = db;
    this.#deviceId = deviceId;
    this.#from = from;
    this.#to = to;
    this.series = series;
  }

  /** Loads the series of `deviceId` with `from <= fixTime <= to` (one query). */
  static async load(db: Db, deviceId: number, from: Date, to: Date, rule: MotionRule): Promise<DeviceTrack> {
    const series = await loadPositionSeries(db, deviceId, from, to, rule);
    return new DeviceTrack(db, deviceId, from, to, series);
  }

  /** Fix time (ms) of the position at `index`. */
  time(index: number): number {
    return this.series.times[index] ?? Number.NaN;
  }

  /** Details of the position at `index`; load them first with {@link loadDetails}. */
  detail(index: number): PositionDetail {
    const detail = this.#details.get(index);
    if (!detail) throw new Error(`Position details at index ${index} were not loaded`);
    return detail;
  }

  /** Loads the details of the positions at these indices (those not loaded yet), by id. */
  async loadDetails(indices: Iterable<number>): Promise<void> {
    const wanted = new Map<number, number>();
    for (const index of indices) {
      if (this.#details.has(index) || index < 0 || index >= this.series.length) continue;
      wanted.set(this.series.ids[index] ?? 0, index);
    }
    const ids = [...wanted.keys()];
    if (ids.length === 0) return;
    // Looked up by primary key (id, fix_time). Without statistics yet (a partition filled since the
    // last ANALYZE) the planner takes `id = ANY(…)` for most of the table and reads all of it: no
    // sequential scan, then.
    const chunks = await this.#db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const answers = [];
      for (let offset = 0; offset < ids.length; offset += ID_CHUNK) {
        answers.push(
          await tx
            .select({
              id: positions.id,
              latitude: positions.latitude,
              longitude: positions.longitude,
              address: positions.address,
              totalDistance: sql<string | null>`${positions.attributes}->>'totalDistance'`,
              hours: sql<string | null>`${positions.attributes}->>'hours'`,
              fuelUsed: sql<string | null>`${positions.attributes}->>'fuelUsed'`,
              driverUniqueId: sql<string | null>`${positions.attributes}->>'driverUniqueId'`,
            })
            .from(positions)
            .where(inArray(positions.id, ids.slice(offset, offset + ID_CHUNK))),
        );
      }
      return answers;
    });
    for (const rows of chunks) {
      for (const row of rows) {
        const index = wanted.get(Number(row.id));
        if (index === undefined) continue;
        this.#details.set(index, {
          id: Number(row.id),
          latitude: row.latitude,
          longitude: row.longitude,
          address: row.address ?? null,
          totalDistance: readNumber(row.totalDistance),
          hours: readNumber(row.hours),
          fuelUsed: readNumber(row.fuelUsed),
          driverUniqueId: row.driverUniqueId || null,
        });
      }
    }
  }

  /** Makes {@link distance} answer for these pairs of indices. */
  async prepareDistances(pairs: Iterable<readonly [number, number]>): Promise<void> {
    const list = [...pairs];
    await this.loadDetails(list.flat());
    if (this.#cumulative) return;
    if (list.some(([a, b]) => this.#counterDistance(a, b) === null)) await this.#loadSteps();
  }

  /** Metres travelled between the positions at indices `from` and `to` (prepared first). */
  distance(from: number, to: number): number {
    if (from === to) return 0;
    const counted = this.#counterDistance(from, to);
    if (counted !== null) return counted;
    if (!this.#cumulative) throw new Error('Step distances were not loaded');
    return Math.max(0, (this.#cumulative[to] ?? 0) - (this.#cumulative[from] ?? 0));
  }

  /**
   * The difference of the server's running `totalDistance` (the sum of the plausible steps the
   * pipeline counted); null without it at either end, or when the difference went back or is more than
   * any road vehicle covers in the time (the odometer was set through the accumulators in between), so
   * the steps are summed instead. The device's own `odometer` attribute is never read: the pipeline
   * already counted it where the vehicle trusts it (docs/decisions/distance-source.md).
   */
  #counterDistance(from: number, to: number): number | null {
    const a = this.#details.get(from);
    const b = this.#details.get(to);
    if (!a || !b || a.totalDistance === null || b.totalDistance === null) return null;
    const difference = b.totalDistance - a.totalDistance;
    const elapsed = this.time(to) - this.time(from);
    const ceiling = (elapsed / 1000) * (MAX_ROAD_SPEED_KMH / KMH_PER_MPS) + 1;
    return difference >= 0 && difference <= ceiling ? difference : null;
  }

  /**
   * Loads coordinates and step distances for the whole window: the fallback when counters are missing.
   * A `distance` attribute counts when it is a JSON number (the pipeline writes one) in float8's
   * normal range; otherwise the step is the great-circle distance from the previous position.
   */
  async #loadSteps(): Promise<void> {
    const records = await loadPackedRows(
      this.#db,
      sql`
        SELECT encode(string_agg(int8send(id) || float8send(latitude) || float8send(longitude) || float8send(step), ''::bytea), 'base64') AS records
          FROM (
            SELECT id, latitude, longitude,
                CASE WHEN jsonb_typeof(attributes->'distance') = 'number'
                    AND ((attributes->'distance')::numeric = 0
                      OR abs((attributes->'distance')::numeric) BETWEEN 1e-300 AND 1e300)
                  THEN (attributes->'distance')::float8 ELSE 'NaN'::float8 END AS step
              FROM positions
              WHERE device_id = ${this.#deviceId}
                AND fix_time >= ${this.#from.toISOString()}::timestamptz
                AND fix_time <= ${this.#to.toISOString()}::timestamptz
              ORDER BY fix_time
          ) AS ordered`,
    );
    const count = records.byteLength / STEP_RECORD_BYTES;
    if (!Number.isInteger(count))
      throw new Error(`The step rows are ${records.byteLength} bytes, not whole records`);
    const view = new DataView(records.buffer, records.byteOffset, records.byteLength);
    const { length, ids } = this.series;
    // The step row of each position: the same order as the series unless positions share a fix time
    // or rows came or went between the two queries; then by id.
    const rowOf = new Int32Array(length);
    let sameOrder = count === length;
    for (let i = 0; i < length && sameOrder; i++) {
      if (
        view.getInt32(i * STEP_RECORD_BYTES) * TWO_POW_32 + view.getUint32(i * STEP_RECORD_BYTES + 4) !==
        ids[i]
      ) {
        sameOrder = false;
      }
      rowOf[i] = i;
    }
    if (!sameOrder) {
      const byId = new Map<number, number>();
      for (let row = 0; row < count; row++) {
        const offset = row * STEP_RECORD_BYTES;
        byId.set(view.getInt32(offset) * TWO_POW_32 + view.getUint32(offset + 4), row);
      }
      for (let i = 0; i < length; i++) rowOf[i] = byId.get(ids[i] ?? 0) ?? -1;
    }
    const cumulative = new Float64Array(length);
    let previous = length > 0 ? (rowOf[0] ?? -1) : -1;
    for (let i = 1; i < length; i++) {
      const current = rowOf[i] ?? -1;
      let step = 0;
      if (current >= 0 && previous >= 0) {
        const at = current * STEP_RECORD_BYTES;
        step = view.getFloat64(at + 24);
        if (Number.isNaN(step)) {
          const from = previous * STEP_RECORD_BYTES;
          step = haversineDistance(
            [view.getFloat64(from + 8), view.getFloat64(from + 16)],
            [view.getFloat64(at + 8), view.getFloat64(at + 16)],
          );
        }
      }
      cumulative[i] = (cumulative[i - 1] ?? 0) + (Number.isFinite(step) ? step : 0);
      if (current >= 0) previous = current;
    }
    this.#cumulative = cumulative;
  }
}
