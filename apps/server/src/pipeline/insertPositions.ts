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

/**
 * A position as one JSON array, in the order the statement reads it (times as epoch milliseconds): a
 * batch of positions is a quarter of a megabyte as objects, and the keys and ISO dates were half of it.
 */
const positionRow = (p: DraftPosition, latest: boolean) => [
  p.deviceId,
  p.protocol,
  p.serverTime.getTime(),
  p.deviceTime.getTime(),
  p.fixTime.getTime(),
  p.valid,
  p.latitude,
  p.longitude,
  p.altitude,
  p.speed,
  p.course,
  p.address,
  p.accuracy,
  p.geofenceIds,
  p.attributes,
  latest,
];

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
      SELECT nextval('positions_id_seq') AS id, (x.e->>0)::int AS device_id, x.e->>1 AS protocol,
        timestamptz 'epoch' + (x.e->>2)::bigint * interval '1 millisecond' AS server_time,
        timestamptz 'epoch' + (x.e->>3)::bigint * interval '1 millisecond' AS device_time,
        timestamptz 'epoch' + (x.e->>4)::bigint * interval '1 millisecond' AS fix_time,
        (x.e->>5)::boolean AS valid, (x.e->>6)::double precision AS latitude,
        (x.e->>7)::double precision AS longitude, (x.e->>8)::double precision AS altitude,
        (x.e->>9)::double precision AS speed, (x.e->>10)::double precision AS course, x.e->>11 AS address,
        (x.e->>12)::double precision AS accuracy, nullif(x.e->13, 'null'::jsonb) AS geofence_ids,
        x.e->14 AS attributes, (x.e->>15)::boolean AS latest, x.ord
      FROM jsonb_array_elements(${positionsPayload}::jsonb) WITH ORDINALITY AS x(e, ord)
    ),
    stored AS (
      INSERT INTO positions (id, device_id, protocol, server_time, device_time, fix_time, valid, latitude,
        longitude, altitude, speed, course, address, accuracy, geofence_ids, attributes)
      SELECT id, device_id, protocol, server_time, device_time, fix_time, valid, latitude, longitude, altitude,
        speed, course, address, accuracy, geofence_ids, attributes
      FROM r
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
