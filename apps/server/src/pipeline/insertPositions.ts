import { sql } from 'drizzle-orm';
import type { Db } from '../db/Database';
import { executePrepared } from '../db/executePrepared';
import type { events } from '../db/schema';
import type { DraftEvent, DraftPosition } from './types';

type Executor = Pick<Db, 'execute'>;
export type EventRow = typeof events.$inferSelect;

/** One position of a batch, with its events, and whether it becomes its device's latest. */
export interface BatchPosition {
  position: DraftPosition;
  events: DraftEvent[];
  latest: boolean;
}

export interface StoredBatch {
  /** The ids of the positions, in the order given. */
  positionIds: number[];
  /** Every event stored: those of the positions, the standalone ones, and `deviceOnline` for each device that was not online. */
  events: EventRow[];
  /** Devices that were not online before this batch (now online). */
  cameOnline: number[];
}

/** How the statement reads one element of a position's JSON array (`x.e`), by its index. */
const READ = {
  int: (i: number) => `(x.e->>${i})::int`,
  text: (i: number) => `x.e->>${i}`,
  /** Times travel as epoch milliseconds. */
  time: (i: number) => `timestamptz 'epoch' + (x.e->>${i})::bigint * interval '1 millisecond'`,
  boolean: (i: number) => `(x.e->>${i})::boolean`,
  double: (i: number) => `(x.e->>${i})::double precision`,
  json: (i: number) => `x.e->${i}`,
  /** JSON whose null is stored as SQL NULL. */
  jsonOrNull: (i: number) => `nullif(x.e->${i}, 'null'::jsonb)`,
} as const;

interface BatchColumn {
  /** The column of `positions`, or `latest` (whether the position becomes its device's latest). */
  column: string;
  read: keyof typeof READ;
  value: (p: DraftPosition, latest: boolean) => unknown;
}

/**
 * A position of a batch travels as one JSON array (a batch of positions is a quarter of a megabyte as
 * objects, and the keys and ISO dates were half of it). This list is its only layout: the array is
 * built from it, and the statement's column list and the SQL that reads each element are generated
 * from it, so the two cannot drift apart.
 */
export const BATCH_COLUMNS: readonly BatchColumn[] = [
  { column: 'device_id', read: 'int', value: (p) => p.deviceId },
  { column: 'protocol', read: 'text', value: (p) => p.protocol },
  { column: 'server_time', read: 'time', value: (p) => p.serverTime.getTime() },
  { column: 'device_time', read: 'time', value: (p) => p.deviceTime.getTime() },
  { column: 'fix_time', read: 'time', value: (p) => p.fixTime.getTime() },
  { column: 'valid', read: 'boolean', value: (p) => p.valid },
  { column: 'latitude', read: 'double', value: (p) => p.latitude },
  { column: 'longitude', read: 'double', value: (p) => p.longitude },
  { column: 'altitude', read: 'double', value: (p) => p.altitude },
  { column: 'speed', read: 'double', value: (p) => p.speed },
  { column: 'course', read: 'double', value: (p) => p.course },
  { column: 'address', read: 'text', value: (p) => p.address },
  { column: 'accuracy', read: 'double', value: (p) => p.accuracy },
  { column: 'geofence_ids', read: 'jsonOrNull', value: (p) => p.geofenceIds },
  { column: 'attributes', read: 'json', value: (p) => p.attributes },
  { column: 'latest', read: 'boolean', value: (_, latest) => latest },
];

const positionRow = (p: DraftPosition, latest: boolean) => BATCH_COLUMNS.map((c) => c.value(p, latest));

/** The columns of `positions` a batch inserts (every one but the id, which the statement draws). */
const INSERTED = BATCH_COLUMNS.filter((c) => c.column !== 'latest').map((c) => c.column);
/** `r`'s select list: each element of the array read as its column (constants only, no input). */
const READ_ROW = sql.raw(BATCH_COLUMNS.map((c, i) => `${READ[c.read](i)} AS ${c.column}`).join(', '));
const INSERT_COLUMNS = sql.raw(INSERTED.join(', '));

/**
 * Stores a batch in one statement, so it is atomic without a transaction and costs one round trip: the
 * positions, their events and the standalone ones, each device's latest position and online status,
 * and a `deviceOnline` event for each device that was not online. Rows travel as two JSON parameters
 * (binding thousands of separate parameters costs more than the insert, on the embedded database
 * above all). Ids come from the sequences inside the statement, so each position's events get its id.
 * On PostgreSQL it is a prepared statement, planned once per connection.
 */
export async function storeBatch(
  db: Executor,
  batch: readonly BatchPosition[],
  standalone: readonly DraftEvent[],
  now: Date = new Date(),
): Promise<StoredBatch> {
  if (batch.length === 0 && standalone.length === 0) return { positionIds: [], events: [], cameOnline: [] };
  const positionsPayload = JSON.stringify(batch.map((b) => positionRow(b.position, b.latest)));
  const drafts: (DraftEvent & { positionIndex: number | null })[] = [];
  batch.forEach((b, i) => {
    for (const event of b.events) drafts.push({ ...event, positionIndex: i + 1 });
  });
  for (const event of standalone) drafts.push({ ...event, positionIndex: null });
  const eventsPayload = JSON.stringify(
    drafts.map((e) => ({
      type: e.type,
      event_time: e.eventTime.toISOString(),
      device_id: e.deviceId,
      position_index: e.positionIndex,
      geofence_id: e.geofenceId ?? null,
      maintenance_id: e.maintenanceId ?? null,
      attributes: e.attributes,
    })),
  );
  const result = (await executePrepared(
    db,
    'fleetkit_store_batch',
    sql`
    WITH r AS MATERIALIZED (
      SELECT nextval('positions_id_seq') AS id, ${READ_ROW}, x.ord
      FROM jsonb_array_elements(${positionsPayload}::jsonb) WITH ORDINALITY AS x(e, ord)
    ),
    stored AS (
      INSERT INTO positions (id, ${INSERT_COLUMNS})
      SELECT id, ${INSERT_COLUMNS} FROM r
    ),
    e AS MATERIALIZED (
      SELECT nextval('events_id_seq') AS id, x.type, x.event_time, x.device_id, r.id AS position_id,
        x.geofence_id, x.maintenance_id, x.attributes, x.ord
      FROM ROWS FROM (jsonb_to_recordset(${eventsPayload}::jsonb) AS (type text, event_time timestamptz,
        device_id int, position_index int, geofence_id int, maintenance_id int, attributes jsonb))
        WITH ORDINALITY AS x(type, event_time, device_id, position_index, geofence_id, maintenance_id, attributes, ord)
      LEFT JOIN r ON r.ord = x.position_index
    ),
    stored_events AS (
      INSERT INTO events (id, type, event_time, device_id, position_id, geofence_id, maintenance_id, attributes)
      SELECT id, type, event_time, device_id, position_id, geofence_id, maintenance_id, attributes FROM e
    ),
    latest AS (
      SELECT DISTINCT ON (device_id) device_id, id, fix_time FROM r WHERE latest ORDER BY device_id, ord DESC
    ),
    old AS (SELECT d.id, d.status FROM devices d JOIN latest l ON d.id = l.device_id),
    moved AS (
      UPDATE devices d SET position_id = l.id, position_fix_time = l.fix_time, last_update = now(), status = 'online'
      FROM latest l JOIN old ON old.id = l.device_id
      WHERE d.id = l.device_id
      RETURNING d.id, old.status AS old_status
    ),
    online AS (
      INSERT INTO events (type, event_time, device_id, attributes)
      SELECT 'deviceOnline', ${now.toISOString()}::timestamptz, id, '{}'::jsonb FROM moved WHERE old_status <> 'online'
      RETURNING id, device_id
    )
    SELECT
      (SELECT coalesce(json_agg(id ORDER BY ord), '[]') FROM r) AS position_ids,
      (SELECT coalesce(json_agg(id ORDER BY ord), '[]') FROM e) AS event_ids,
      (SELECT coalesce(json_agg(json_build_array(id, device_id)), '[]') FROM online) AS online`,
  )) as unknown as {
    rows: { position_ids: unknown; event_ids: unknown; online: unknown }[];
  };
  const row = result.rows[0];
  // PGlite and node-postgres both parse json columns; a driver that does not would hand back text.
  const parse = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  const positionIds = parse<(number | string)[]>(row?.position_ids).map(Number);
  const eventIds = parse<(number | string)[]>(row?.event_ids).map(Number);
  const online = parse<[number | string, number][]>(row?.online).map(([id, deviceId]) => ({
    id: Number(id),
    deviceId: Number(deviceId),
  }));
  const storedEvents: EventRow[] = drafts.map((e, i) => ({
    id: eventIds[i] as number,
    type: e.type,
    eventTime: e.eventTime,
    deviceId: e.deviceId,
    positionId: e.positionIndex === null ? null : (positionIds[e.positionIndex - 1] ?? null),
    geofenceId: e.geofenceId ?? null,
    maintenanceId: e.maintenanceId ?? null,
    attributes: e.attributes,
  }));
  for (const { id, deviceId } of online) {
    storedEvents.push({
      id,
      type: 'deviceOnline',
      eventTime: now,
      deviceId,
      positionId: null,
      geofenceId: null,
      maintenanceId: null,
      attributes: {},
    });
  }
  return { positionIds, events: storedEvents, cameOnline: online.map((o) => o.deviceId) };
}
