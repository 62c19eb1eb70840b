import { sql } from 'drizzle-orm';
import type { Db } from '../db/Database';
import type { DraftPosition } from './types';

type Executor = Pick<Db, 'execute'>;

/**
 * Inserts positions in one statement whose rows travel as a single JSON parameter, and returns their
 * ids in the order given. Binding thousands of separate parameters costs far more than the insert
 * itself, on the embedded database above all; one text value is parsed by PostgreSQL in one go.
 */
export async function insertPositions(db: Executor, rows: readonly DraftPosition[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const payload = JSON.stringify(
    rows.map((p) => ({
      device_id: p.deviceId,
      protocol: p.protocol,
      server_time: p.serverTime.toISOString(),
      device_time: p.deviceTime.toISOString(),
      fix_time: p.fixTime.toISOString(),
      valid: p.valid,
      latitude: p.latitude,
      longitude: p.longitude,
      altitude: p.altitude,
      speed: p.speed,
      course: p.course,
      address: p.address,
      accuracy: p.accuracy,
      geofence_ids: p.geofenceIds,
      attributes: p.attributes,
    })),
  );
  const result = (await db.execute(sql`
    INSERT INTO positions (device_id, protocol, server_time, device_time, fix_time, valid, latitude, longitude,
      altitude, speed, course, address, accuracy, geofence_ids, attributes)
    SELECT r.device_id, r.protocol, r.server_time, r.device_time, r.fix_time, r.valid, r.latitude, r.longitude,
      r.altitude, r.speed, r.course, r.address, r.accuracy, r.geofence_ids, r.attributes
    FROM ROWS FROM (jsonb_to_recordset(${payload}::jsonb) AS (device_id int, protocol text,
      server_time timestamptz, device_time timestamptz, fix_time timestamptz, valid boolean,
      latitude double precision, longitude double precision, altitude double precision,
      speed double precision, course double precision, address text, accuracy double precision,
      geofence_ids jsonb, attributes jsonb))
      WITH ORDINALITY AS r(device_id, protocol, server_time, device_time, fix_time, valid, latitude, longitude,
        altitude, speed, course, address, accuracy, geofence_ids, attributes, ordinality)
    ORDER BY r.ordinality
    RETURNING id`)) as unknown as { rows: { id: number | string }[] };
  return result.rows.map((r) => Number(r.id));
}
