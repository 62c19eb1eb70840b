import { kmhToKnots } from '@fleetkit/sdk-core';
import { resolveEngineCommand } from '../../protocols/resolveEngineCommand';
import type { TrackerRecord } from '../types';
import type { ReceivedCommand } from './TrackerProtocol';

/** Horizontal accuracy a phone reports with a good fix, metres. */
const ACCURACY_M = 5;

/**
 * The query of an OsmAnd / Traccar Client report:
 * `id, timestamp (Unix s), lat, lon, speed (knots), bearing, altitude, accuracy, batt, ignition,
 * motion, odometer, blocked`; for an alarm, `alarm` with Traccar's alarm name; and the device's
 * `password` when it has one (engine commands go only to requests that carry it).
 * @example `/?${buildOsmAndQuery('osm-van-005', record)}`
 */
export function buildOsmAndQuery(
  uniqueId: string,
  record: TrackerRecord,
  password?: string,
): URLSearchParams {
  const params = new URLSearchParams({
    id: uniqueId,
    timestamp: String(Math.floor(record.time / 1000)),
    lat: record.latitude.toFixed(6),
    lon: record.longitude.toFixed(6),
    speed: kmhToKnots(record.speedKmh).toFixed(2),
    bearing: String(Math.round(record.course) % 360),
    altitude: String(Math.round(record.altitude)),
    accuracy: String(ACCURACY_M),
    batt: String(record.batteryLevel),
    ignition: String(record.ignition),
    motion: String(record.motion),
    odometer: String(record.odometer),
    blocked: String(record.blocked),
  });
  if (record.alarm) params.set('alarm', record.alarm);
  if (password) params.set('password', password);
  return params;
}

/**
 * Reads the body of the server's 200 response: empty, or a queued command as text (`RELAY,1#`
 * locks the engine, `RELAY,0#` unlocks it).
 */
export function readOsmAndCommand(body: string): ReceivedCommand | undefined {
  const text = body.trim();
  if (text === '') return undefined;
  const resolved = resolveEngineCommand({ type: 'custom', data: text });
  if (resolved.type === 'engineStop') return { text, engine: 'lock' };
  if (resolved.type === 'engineResume') return { text, engine: 'unlock' };
  return { text };
}
