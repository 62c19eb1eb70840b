import type { TrackerRecord, VehicleSnapshot } from '../types';
import { command, type ServerSentence, TextTracker, utcParts } from './TextTracker';
import type { ReceivedCommand } from './TrackerProtocol';

/** The protocol version the simulated tracker reports: a GV300 (device type 06). */
export const QUECLINK_VERSION = '060228';

/** Report types by alarm. */
const ALARM_TYPES: Readonly<Record<string, string>> = {
  sos: 'GTSOS',
  overspeed: 'GTSPD',
  hardBraking: 'GTHBM',
};

/** `yyyyMMddHHmmss` in UTC. */
function queclinkTime(time: number): string {
  const t = utcParts(time);
  return `${t.year}${t.month}${t.day}${t.hours}${t.minutes}${t.seconds}`;
}

/**
 * A Queclink GV300 tracker in the @Track text format: identifies itself with a heartbeat
 * (`+ACK:GTHBD`, answered `+SACK:GTHBD,<version>,<count>$`), reports one point per GTFRI (GTSOS,
 * GTSPD, GTHBM for alarms, GTIGN/GTIGF on an ignition change), each answered `+SACK:<count>$`, and
 * obeys `AT+GTOUT=<password>,1|0,…$` (output 1: fuel cut), acknowledged `+ACK:GTOUT`.
 */
export class QueclinkTracker extends TextTracker {
  readonly name = 'queclink' as const;
  #count = 0;

  #nextCount(): string {
    this.#count = (this.#count + 1) % 0x10000;
    return this.#count.toString(16).toUpperCase().padStart(4, '0');
  }

  protected helloText(snapshot: VehicleSnapshot): string {
    return this.#heartbeat(snapshot);
  }

  #heartbeat(snapshot: VehicleSnapshot): string {
    return `+ACK:GTHBD,${QUECLINK_VERSION},${this.id},,${queclinkTime(snapshot.time)},${this.#nextCount()}$`;
  }

  protected recordText(record: TrackerRecord): string {
    const type =
      (record.alarm ? ALARM_TYPES[record.alarm] : undefined) ??
      (record.reason === 'ignition' ? (record.ignition ? 'GTIGN' : 'GTIGF') : 'GTFRI');
    const time = queclinkTime(record.time);
    const point = [
      record.satellites > 0 ? 1 : 0,
      record.speedKmh.toFixed(1),
      Math.round(record.course) % 360,
      record.altitude.toFixed(1),
      record.longitude.toFixed(6),
      record.latitude.toFixed(6),
      time,
      '0429',
      '0001',
      '1A2B',
      '3C4D',
      '00',
    ].join(',');
    const state = `${record.ignition ? 2 : 1}${record.motion ? 2 : 1}`;
    const status = `${state}00${record.blocked ? '01' : '00'}`;
    const head =
      type === 'GTIGN' || type === 'GTIGF'
        ? '0'
        : `${Math.round(record.powerVolts * 1000)},${type === 'GTHBM' ? '10' : '10'},1`;
    const tail =
      type === 'GTIGN' || type === 'GTIGF'
        ? `,${(record.odometer / 1000).toFixed(1)}`
        : `,${(record.odometer / 1000).toFixed(1)},,,,${Math.round(record.batteryLevel)},${status},,,`;
    return `+RESP:${type},${QUECLINK_VERSION},${this.id},,${head},${point}${tail},${time},${this.#nextCount()}$`;
  }

  protected statusText(snapshot: VehicleSnapshot): string {
    return this.#heartbeat(snapshot);
  }

  protected replyText(received: ReceivedCommand, snapshot: VehicleSnapshot): string | undefined {
    const name = /^AT\+(GT[A-Z]{3})=/.exec(received.text)?.[1];
    if (!name) return undefined;
    const serial = /,([0-9A-Fa-f]{4})\$$/.exec(received.text)?.[1] ?? 'FFFF';
    return `+ACK:${name},${QUECLINK_VERSION},${this.id},,${serial},${queclinkTime(snapshot.time)},${this.#nextCount()}$`;
  }

  protected nextSentence(unread: string): ServerSentence | null {
    const end = unread.indexOf('$');
    if (end < 0) return null;
    const text = unread.slice(0, end + 1);
    const body = text.trim();
    if (body.startsWith('+SACK:GTHBD,')) return { length: text.length, instruction: this.accepted() };
    if (body.startsWith('+SACK:'))
      return { length: text.length, instruction: { kind: 'recordsAcknowledged', count: 1 } };
    const output = /^AT\+GTOUT=[^,]*,([01]),/.exec(body);
    if (output)
      return { length: text.length, instruction: command(body, output[1] === '1' ? 'lock' : 'unlock') };
    return { length: text.length, instruction: body === '' ? undefined : command(body) };
  }
}
