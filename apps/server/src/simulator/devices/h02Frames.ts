import { kmhToKnots } from '@fleetkit/sdk-core';
import type { SimulatedAlarm, VehicleSnapshot } from '../types';

/**
 * The H02 status word with nothing active: its alarm bits are active when 0, and bit 10 (ACC) is
 * set when the ignition is on.
 */
const STATUS_IDLE = 0xfffffbff;
const STATUS_ACC = 1 << 10;
/** Alarm bits, cleared when the alarm is active. */
const ALARM_BITS: Readonly<Partial<Record<SimulatedAlarm, number>>> = { sos: 1 << 1, overspeed: 1 << 2 };

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** `hhmmss` in UTC. */
export function h02Time(time: number): string {
  const date = new Date(time);
  return pad(date.getUTCHours()) + pad(date.getUTCMinutes()) + pad(date.getUTCSeconds());
}

/** `ddmmyy` in UTC. */
function h02Date(time: number): string {
  const date = new Date(time);
  return pad(date.getUTCDate()) + pad(date.getUTCMonth() + 1) + pad(date.getUTCFullYear() % 100);
}

/** Degrees as `(d)ddmm.mmmm` with `degreeDigits` digits of degrees. */
function h02Coordinate(degrees: number, degreeDigits: number): string {
  const tenThousandthsOfMinute = Math.round(Math.abs(degrees) * 60 * 10_000);
  const whole = Math.floor(tenThousandthsOfMinute / 600_000);
  const minutes = (tenThousandthsOfMinute % 600_000) / 10_000;
  return pad(whole, degreeDigits) + minutes.toFixed(4).padStart(7, '0');
}

/**
 * The status word of a report: ACC (bit 10) from the ignition; SOS clears bit 1 and overspeed
 * bit 2. (H02 has no hard-braking bit.)
 * @example h02Status({ ignition: true }) // 0xffffffff
 */
export function h02Status(snapshot: Pick<VehicleSnapshot, 'ignition'>, alarm?: SimulatedAlarm): number {
  let status = STATUS_IDLE;
  if (snapshot.ignition) status |= STATUS_ACC;
  const bit = alarm ? ALARM_BITS[alarm] : undefined;
  if (bit !== undefined) status &= ~bit;
  return status >>> 0;
}

/** `<hhmmss>,A,<lat>,N,<lon>,E,<knots>,<course>,<ddmmyy>,<status>`: the fix fields of V1 and V4. */
function fixFields(snapshot: VehicleSnapshot, alarm?: SimulatedAlarm): string {
  return [
    h02Time(snapshot.time),
    snapshot.satellites > 0 ? 'A' : 'V',
    h02Coordinate(snapshot.latitude, 2),
    snapshot.latitude >= 0 ? 'N' : 'S',
    h02Coordinate(snapshot.longitude, 3),
    snapshot.longitude >= 0 ? 'E' : 'W',
    kmhToKnots(snapshot.speedKmh).toFixed(2).padStart(6, '0'),
    pad(Math.round(snapshot.course) % 360, 3),
    h02Date(snapshot.time),
    h02Status(snapshot, alarm).toString(16).toUpperCase().padStart(8, '0'),
  ].join(',');
}

/**
 * A V1 position report: `*HQ,<id>,V1,<hhmmss>,A,<ddmm.mmmm>,N,<dddmm.mmmm>,E,<knots>,<course>,
 * <ddmmyy>,<status>#` (UTC, speed in knots). The server answers `*HQ,<id>,V4,V1,<time>#`.
 * @example buildH02Location('4210051415', snapshot) // "*HQ,4210051415,V1,060708,A,2742.3360,N,08518.9120,E,…#"
 */
export function buildH02Location(id: string, snapshot: VehicleSnapshot, alarm?: SimulatedAlarm): string {
  return `*HQ,${id},V1,${fixFields(snapshot, alarm)}#`;
}

/** A heartbeat with the battery level, `*HQ,<id>,HTBT,<percent>#`, echoed by the server. */
export function buildH02Heartbeat(id: string, batteryLevel: number): string {
  return `*HQ,${id},HTBT,${Math.round(batteryLevel)}#`;
}

/**
 * A V4 command reply: `*HQ,<id>,V4,<command>,<result>,<command hhmmss>,<fix fields>#`, the command
 * time echoed from the command (the server's report is `<command>,<result>`).
 * @example buildH02Reply('4210051415', 'S20', 'DONE', '010203', snapshot)
 */
export function buildH02Reply(
  id: string,
  command: string,
  result: string,
  commandTime: string,
  snapshot: VehicleSnapshot,
): string {
  return `*HQ,${id},V4,${command},${result},${commandTime},${fixFields(snapshot)}#`;
}
