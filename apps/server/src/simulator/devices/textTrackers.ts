import { kmhToKnots } from '@fleetkit/sdk-core';
import { meitrackChecksum } from '../../protocols/meitrack/decodeMeitrack';
import type { TrackerRecord, VehicleSnapshot } from '../types';
import { command, degreesMinutesText, pad2, type ServerSentence, TextTracker, utcParts } from './TextTracker';
import type { ReceivedCommand } from './TrackerProtocol';

/** The first line of `unread` ending with `end`, or null. */
function line(unread: string, end: string): string | null {
  const index = unread.indexOf(end);
  return index < 0 ? null : unread.slice(0, index + end.length);
}

/**
 * A GPS103 (Coban) tracker: logs in with `##,imei:<id>,A;` (answered `LOAD`), reports
 * `imei:<id>,<keyword>,…;` sentences (speed in knots) nobody answers (`tracker`, `help me`, `speed`, `acc on`/`acc off`),
 * sends its IMEI as a heartbeat (answered `ON`), and obeys `**,imei:<id>,J` / `K` (fuel cut / restore).
 */
export class Gps103Tracker extends TextTracker {
  readonly name = 'gps103' as const;
  override readonly recordsAnswered = false;

  protected helloText(): string {
    return `##,imei:${this.id},A;`;
  }

  protected recordText(record: TrackerRecord): string {
    const t = utcParts(record.time);
    const keyword =
      record.alarm === 'sos'
        ? 'help me'
        : record.alarm === 'overspeed'
          ? 'speed'
          : record.reason === 'ignition'
            ? record.ignition
              ? 'acc on'
              : 'acc off'
            : 'tracker';
    return [
      `imei:${this.id}`,
      keyword,
      `${String(t.year % 100).padStart(2, '0')}${t.month}${t.day}${t.hours}${t.minutes}`,
      '',
      'F',
      `${t.hours}${t.minutes}${t.seconds}.000`,
      record.satellites > 0 ? 'A' : 'V',
      degreesMinutesText(record.latitude, 2),
      record.latitude >= 0 ? 'N' : 'S',
      degreesMinutesText(record.longitude, 3),
      record.longitude >= 0 ? 'E' : 'W',
      kmhToKnots(record.speedKmh).toFixed(2),
      String(Math.round(record.course) % 360),
    ]
      .join(',')
      .concat(';');
  }

  protected statusText(): string {
    return `${this.id};`;
  }

  protected replyText(): undefined {
    return undefined;
  }

  protected nextSentence(unread: string): ServerSentence | null {
    if (unread.startsWith('LOAD')) return { length: 4, instruction: this.accepted() };
    if (unread.startsWith('ON')) return { length: 2, instruction: { kind: 'acknowledged' } };
    if (unread.startsWith('**,imei:')) {
      const next = unread.indexOf('**', 2);
      const text = next < 0 ? unread : unread.slice(0, next);
      const letter = text.split(',')[2] ?? '';
      // `E` stops an SOS from repeating; it is no command.
      if (letter === 'E') return { length: text.length, instruction: { kind: 'acknowledged' } };
      return {
        length: text.length,
        instruction: command(text, letter === 'J' ? 'lock' : letter === 'K' ? 'unlock' : undefined),
      };
    }
    if (['LOAD', 'ON', '**,imei:'].some((token) => token.startsWith(unread))) return null;
    return { length: 1 };
  }
}

/** The TK103 fixed-width location block: date, fix, coordinates, speed km/h, time, course, status, odometer. */
function tk103Block(record: VehicleSnapshot): string {
  const t = utcParts(record.time);
  return [
    `${String(t.year % 100).padStart(2, '0')}${t.month}${t.day}`,
    record.satellites > 0 ? 'A' : 'V',
    degreesMinutesText(record.latitude, 2),
    record.latitude >= 0 ? 'N' : 'S',
    degreesMinutesText(record.longitude, 3),
    record.longitude >= 0 ? 'E' : 'W',
    Math.min(record.speedKmh, 999.9).toFixed(1).padStart(5, '0'),
    `${t.hours}${t.minutes}${t.seconds}`,
    ((Math.round(record.course * 100) / 100) % 360).toFixed(2).padStart(6, '0'),
    `0${record.ignition ? 1 : 0}000000`,
    `L${Math.round(record.odometer).toString(16).toUpperCase().padStart(8, '0')}`,
  ].join('');
}

/** TK103 alarm codes of BO01. */
const TK103_ALARM_CODES: Readonly<Partial<Record<string, number>>> = { sos: 2, overspeed: 5 };

/**
 * A TK103 tracker (12-digit id): logs in with BP05 (answered `(<id>AP05)`), reports BR00 (BO01 with
 * its code for SOS and overspeed) that nobody answers, sends BP00 heartbeats, and obeys
 * `(<id>AV010)` / `(<id>AV011)`.
 */
export class Tk103Tracker extends TextTracker {
  readonly name = 'tk103' as const;
  override readonly recordsAnswered = false;

  protected helloText(snapshot: VehicleSnapshot): string {
    return `(${this.id}BP05000${this.id}${tk103Block(snapshot)})`;
  }

  protected recordText(record: TrackerRecord): string {
    const code = record.alarm ? TK103_ALARM_CODES[record.alarm] : undefined;
    return code === undefined
      ? `(${this.id}BR00${tk103Block(record)})`
      : `(${this.id}BO01${code}${tk103Block(record)})`;
  }

  protected statusText(): string {
    return `(${this.id}BP00${this.id}HSO)`;
  }

  protected replyText(): undefined {
    return undefined;
  }

  protected nextSentence(unread: string): ServerSentence | null {
    const text = line(unread, ')');
    if (text === null) return null;
    const body = text.trim().replace(/^\(|\)$/g, '');
    const type = body.slice(this.id.length, this.id.length + 4);
    if (type === 'AP05') return { length: text.length, instruction: this.accepted() };
    if (type === 'AV01') {
      const flag = body.charAt(this.id.length + 4);
      return {
        length: text.length,
        instruction: command(text, flag === '0' ? 'lock' : flag === '1' ? 'unlock' : undefined),
      };
    }
    return {
      length: text.length,
      instruction:
        body.startsWith(this.id) && type.startsWith('A') ? { kind: 'acknowledged' } : command(text),
    };
  }
}

/**
 * A Suntech ST300 tracker: identifies itself with a keep-alive (`ST300ALV;<id>`), sends STT status
 * reports, EMG 1 for SOS, ALT 1 for overspeed and ALT 47 for hard braking; the server answers
 * nothing. It obeys `ST300CMD;<id>;02;Enable1` / `Disable1` (output 1: fuel cut).
 */
export class SuntechTracker extends TextTracker {
  readonly name = 'suntech' as const;
  override readonly helloAnswered = false;
  override readonly recordsAnswered = false;
  #index = 0;

  protected helloText(): string {
    return `ST300ALV;${this.id}\r`;
  }

  protected recordText(record: TrackerRecord): string {
    const t = utcParts(record.time);
    const type = record.alarm === 'sos' ? 'EMG' : record.alarm ? 'ALT' : 'STT';
    const code =
      record.alarm === 'sos' ? '1' : record.alarm === 'overspeed' ? '1' : record.alarm ? '47' : '1';
    const sign = (value: number) => (value >= 0 ? '+' : '-');
    this.#index = (this.#index + 1) % 10_000;
    return [
      `ST300${type}`,
      this.id,
      '03',
      '374',
      `${t.year}${t.month}${t.day}`,
      `${t.hours}:${t.minutes}:${t.seconds}`,
      '177b38',
      `${sign(record.latitude)}${Math.abs(record.latitude).toFixed(6).padStart(9, '0')}`,
      `${sign(record.longitude)}${Math.abs(record.longitude).toFixed(6).padStart(10, '0')}`,
      record.speedKmh.toFixed(3).padStart(7, '0'),
      (Math.round(record.course) % 360).toFixed(2).padStart(6, '0'),
      String(record.satellites),
      record.satellites > 0 ? '1' : '0',
      String(Math.round(record.odometer)),
      record.powerVolts.toFixed(2),
      `${record.ignition ? 1 : 0}000${record.blocked ? 1 : 0}0`,
      code,
      ...(type === 'STT' ? [String(this.#index).padStart(4, '0')] : []),
    ]
      .join(';')
      .concat('\r');
  }

  protected statusText(): string {
    return `ST300ALV;${this.id}\r`;
  }

  protected replyText(): undefined {
    return undefined;
  }

  protected nextSentence(unread: string): ServerSentence | null {
    const text = line(unread, '\r');
    if (text === null) return null;
    const fields = text.trim().split(';');
    const engine = fields[3] === 'Enable1' ? 'lock' : fields[3] === 'Disable1' ? 'unlock' : undefined;
    return {
      length: text.length,
      instruction: text.trim() === '' ? undefined : command(text.trim(), engine),
    };
  }
}

/** Meitrack event codes by alarm; 35 is the periodic report. */
const MEITRACK_EVENTS: Readonly<Partial<Record<string, number>>> = {
  sos: 1,
  overspeed: 19,
  hardBraking: 129,
};

/**
 * A Meitrack tracker: no login, AAA reports (`$$<flag><length>,<imei>,AAA,<event>,…*<sum>\r\n`) that
 * nobody answers, event 1 for SOS, 19 overspeed, 129 hard braking; obeys `@@…,C01,0,12222` /
 * `C01,0,02222` (output 1) and answers `C01,OK`.
 */
export class MeitrackTracker extends TextTracker {
  readonly name = 'meitrack' as const;
  override readonly recordsAnswered = false;
  #flag = 0;

  #frame(content: string): string {
    const length = 1 + this.id.length + 1 + content.length + 5;
    const flag = String.fromCharCode(0x41 + (this.#flag++ % 26));
    const head = `$$${flag}${length},${this.id},${content}*`;
    return `${head}${meitrackChecksum(head)}\r\n`;
  }

  protected helloText(): undefined {
    return undefined;
  }

  protected recordText(record: TrackerRecord): string {
    const t = utcParts(record.time);
    const event = (record.alarm ? MEITRACK_EVENTS[record.alarm] : undefined) ?? 35;
    return this.#frame(
      [
        'AAA',
        event,
        record.latitude.toFixed(6),
        record.longitude.toFixed(6),
        `${String(t.year % 100).padStart(2, '0')}${t.month}${t.day}${t.hours}${t.minutes}${t.seconds}`,
        record.satellites > 0 ? 'A' : 'V',
        record.satellites,
        20,
        Math.round(record.speedKmh),
        Math.round(record.course) % 360,
        '1.0',
        Math.round(record.altitude),
        Math.round(record.odometer),
        '0',
        '429|1|1A2B|3C4D',
        `${pad2(record.ignition ? 1 : 0)}${pad2(record.blocked ? 1 : 0)}`,
        `4.10|${record.powerVolts.toFixed(2)}`,
        '',
        '',
      ].join(','),
    );
  }

  protected statusText(): undefined {
    return undefined;
  }

  protected replyText(received: ReceivedCommand): string | undefined {
    const code = /,([A-F]\d\d),/.exec(received.text)?.[1];
    return code ? this.#frame(`${code},OK`) : undefined;
  }

  protected nextSentence(unread: string): ServerSentence | null {
    const text = line(unread, '\r\n');
    if (text === null) return null;
    const content = text
      .trim()
      .split(',')
      .slice(2)
      .join(',')
      .replace(/\*[0-9A-Fa-f]{2}$/, '');
    const engine = content === 'C01,0,12222' ? 'lock' : content === 'C01,0,02222' ? 'unlock' : undefined;
    return {
      length: text.length,
      instruction: text.trim() === '' ? undefined : command(text.trim(), engine),
    };
  }
}

/**
 * A Wialon IPS 1.1 tracker: logs in with `#L#<imei>;NA` (answered `#AL#1`), sends extended data
 * `#D#…` (answered `#AD#1`) and pings `#P#` (answered `#AP#`). Wialon IPS has no engine command;
 * other server lines are commands it takes note of.
 */
export class WialonTracker extends TextTracker {
  readonly name = 'wialon' as const;

  protected helloText(): string {
    return `#L#${this.id};NA\r\n`;
  }

  protected recordText(record: TrackerRecord): string {
    const t = utcParts(record.time);
    return `#D#${[
      `${t.day}${t.month}${String(t.year % 100).padStart(2, '0')}`,
      `${t.hours}${t.minutes}${t.seconds}`,
      degreesMinutesText(record.latitude, 2),
      record.latitude >= 0 ? 'N' : 'S',
      degreesMinutesText(record.longitude, 3),
      record.longitude >= 0 ? 'E' : 'W',
      Math.round(record.speedKmh),
      Math.round(record.course) % 360,
      Math.round(record.altitude),
      record.satellites,
      '1.0',
      record.ignition ? 1 : 0,
      record.blocked ? 1 : 0,
      '',
      'NA',
      `odometer:2:${Math.round(record.odometer)},power:2:${record.powerVolts.toFixed(2)}`,
    ].join(';')}\r\n`;
  }

  protected statusText(): string {
    return '#P#\r\n';
  }

  protected replyText(): undefined {
    return undefined;
  }

  protected nextSentence(unread: string): ServerSentence | null {
    const text = line(unread, '\r\n');
    if (text === null) return null;
    const body = text.trim();
    if (body === '#AL#1') return { length: text.length, instruction: this.accepted() };
    if (body.startsWith('#AL#')) return { length: text.length, instruction: { kind: 'helloRefused' } };
    if (body.startsWith('#AD#') || body.startsWith('#ASD#')) {
      return {
        length: text.length,
        instruction: body.endsWith('#1') ? { kind: 'recordsAcknowledged', count: 1 } : undefined,
      };
    }
    if (body.startsWith('#AP#')) return { length: text.length, instruction: { kind: 'acknowledged' } };
    return { length: text.length, instruction: body === '' ? undefined : command(body) };
  }
}
