import type { CommandResultMessage, DecodedAttributes, DecodedMessage, DecodedPosition } from '../types';
import { h02StatusAttributes } from './h02Status';

/** What one text sentence says. */
export interface H02TextSentence {
  /** The device id field (IMEI or the 10-digit id), possibly empty. */
  id: string;
  /** The message type: V1, V4, V0, HTBT, XT, LINK … */
  type: string;
  /** Messages without `uniqueId`; the session adds it. */
  messages: DecodedMessage[];
  /** The text to answer, if the sentence asks for one. */
  ack?: string;
}

const SIX_DIGITS = /^\d{6}$/;
const STATUS_WORD = /^[0-9A-Fa-f]{8}$/;
const NUMBER = /^-?\d+(?:\.\d+)?$/;

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** `yyyyMMddHHmmss` in UTC, as the V1 acknowledgement carries it. */
function compactTime(date: Date): string {
  return (
    pad(date.getUTCFullYear(), 4) +
    pad(date.getUTCMonth() + 1) +
    pad(date.getUTCDate()) +
    pad(date.getUTCHours()) +
    pad(date.getUTCMinutes()) +
    pad(date.getUTCSeconds())
  );
}

/**
 * Reads an H02 coordinate: `ddmm.mmmm` / `dddmm.mmmm`, `-dd-mm.mmmm`, or `dddmmmmmm` without a
 * point, as unsigned degrees (the hemisphere letter gives the sign). NaN when unreadable.
 */
export function parseH02Coordinate(text: string): number {
  const dashed = /^-(\d+)-(\d+(?:\.\d+)?)$/.exec(text);
  if (dashed) return Number(dashed[1]) + Number(dashed[2]) / 60;
  const pointed = /^(\d*)(\d\d\.\d+)$/.exec(text);
  if (pointed) return Number(pointed[1] || '0') + Number(pointed[2]) / 60;
  const packed = /^(\d+)(\d\d)(\d{4})$/.exec(text);
  if (packed) return Number(packed[1]) + Number(`${packed[2]}.${packed[3]}`) / 60;
  return Number.NaN;
}

/** The fix that starts at `fields[at]` (time, validity, lat, N/S, lon, E/W, speed, course, date, status). */
function readPosition(fields: string[], at: number, now: Date): DecodedPosition | undefined {
  const field = (index: number) => (fields[index] ?? '').trim();
  const northSouth = field(at + 3);
  const eastWest = field(at + 5);
  if ((northSouth !== 'N' && northSouth !== 'S') || (eastWest !== 'E' && eastWest !== 'W')) return undefined;
  const latitude = parseH02Coordinate(field(at + 2));
  const longitude = parseH02Coordinate(field(at + 4));
  const speed = Number(field(at + 6));
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || !NUMBER.test(field(at + 6)))
    return undefined;
  const course = NUMBER.test(field(at + 7)) ? Number(field(at + 7)) : 0;

  // An optional battery field may sit between course and date.
  let dateAt = at + 8;
  if (!SIX_DIGITS.test(field(dateAt)) && SIX_DIGITS.test(field(dateAt + 1))) dateAt++;
  const date = field(dateAt);
  const time = field(at);
  let fixTime = now;
  if (SIX_DIGITS.test(date)) {
    const [hours, minutes, seconds] = SIX_DIGITS.test(time)
      ? [0, 2, 4].map((i) => Number(time.slice(i, i + 2)))
      : [0, 0, 0];
    fixTime = new Date(
      Date.UTC(
        2000 + Number(date.slice(4, 6)),
        Number(date.slice(2, 4)) - 1,
        Number(date.slice(0, 2)),
        hours,
        minutes,
        seconds,
      ),
    );
  }

  const validity = field(at + 1);
  const attributes: DecodedAttributes = {};
  // The status word follows the date, or the SIM information of V19 frames.
  for (let i = dateAt + 1; i <= dateAt + 4 && i < fields.length; i++) {
    if (STATUS_WORD.test(field(i))) {
      Object.assign(attributes, h02StatusAttributes(Number.parseInt(field(i), 16)));
      readExtras(
        fields.slice(i + 1).map((value) => value.trim()),
        attributes,
      );
      break;
    }
  }

  return {
    kind: 'position',
    fixTime,
    valid: validity === 'A' || /^\d+$/.test(validity),
    latitude: northSouth === 'S' ? -latitude : latitude,
    longitude: eastWest === 'W' ? -longitude : longitude,
    speed,
    course,
    attributes,
  };
}

/** Fields after the status word: odometer, temperature, fuel, altitude, LAC, cell, or raw values. */
function readExtras(extras: string[], attributes: DecodedAttributes): void {
  if (extras.length === 6 && /^\d+\.\d+$/.test(extras[2] ?? '')) {
    attributes.odometer = Number(extras[0]);
    attributes.temp1 = Number(extras[1]);
    attributes.fuel = Number(extras[2]);
    attributes.altitude = Number(extras[3]);
    return;
  }
  extras.forEach((value, index) => {
    if (value !== '') attributes[`io${index + 1}`] = value;
  });
}

/** The reply and fix of a V4 sentence: `V4,<command>,<result…>,<command time>,<time>,A,<lat>…`. */
function readReply(fields: string[], now: Date): DecodedMessage[] {
  for (let at = 4; at + 5 < fields.length; at++) {
    const time = fields[at] ?? '';
    const validity = fields[at + 1] ?? '';
    const northSouth = fields[at + 3] ?? '';
    if (SIX_DIGITS.test(time) && /^[ABV]$/.test(validity) && (northSouth === 'N' || northSouth === 'S')) {
      const reply = fields.slice(3, at);
      // The device echoes the time of the command it answers; it is not part of the result.
      if (reply.length > 1 && SIX_DIGITS.test(reply[reply.length - 1] ?? '')) reply.pop();
      const result: CommandResultMessage = { kind: 'commandResult', result: reply.join(',') };
      const position = readPosition(fields, at, now);
      return position ? [result, position] : [result];
    }
  }
  return [{ kind: 'commandResult', result: fields.slice(3).join(',') }];
}

/**
 * Decodes one H02 text sentence `*XX,<id>,<type>,…#`. V1 (and V2, VI1, V19 …) carry a fix and V1
 * is answered `*HQ,<id>,V4,V1,<yyyyMMddHHmmss>#`; V4 is a command reply; V0 and HTBT are
 * heartbeats echoed back; XT is a heartbeat; LINK reports signal, satellites and battery. Other
 * types count as heartbeats, with the status word when they end with one.
 */
export function decodeH02Text(sentence: string, now: Date): H02TextSentence {
  const body = sentence.slice(1, sentence.endsWith('#') ? -1 : undefined).trim();
  const fields = body.split(',');
  const maker = fields[0] ?? '';
  const id = (fields[1] ?? '').trim();
  const type = (fields[2] ?? '').trim();

  switch (type) {
    case 'V0':
    case 'HTBT': {
      const battery = fields[3]?.trim() ?? '';
      const attributes =
        type === 'HTBT' && /^\d+$/.test(battery) ? { batteryLevel: Number(battery) } : undefined;
      return {
        id,
        type,
        messages: [attributes ? { kind: 'heartbeat', attributes } : { kind: 'heartbeat' }],
        ack: `*${maker},${id},${type}#`,
      };
    }
    case 'XT':
      return { id, type, messages: [{ kind: 'heartbeat' }] };
    case 'V4':
      return { id, type, messages: readReply(fields, now) };
    case 'LINK': {
      const [rssi, satellites, battery] = [4, 5, 6].map((i) => Number(fields[i]));
      const status = fields[10]?.trim() ?? '';
      const attributes: DecodedAttributes = STATUS_WORD.test(status)
        ? h02StatusAttributes(Number.parseInt(status, 16))
        : {};
      if (Number.isFinite(rssi)) attributes.rssi = rssi;
      if (Number.isFinite(satellites)) attributes.sat = satellites;
      if (Number.isFinite(battery)) attributes.batteryLevel = battery;
      return { id, type, messages: [{ kind: 'heartbeat', attributes }] };
    }
    case '':
      return { id, type, messages: [] };
    default: {
      const position = readPosition(fields, 3, now);
      if (position) {
        const ack = type === 'V1' ? `*HQ,${id},V4,V1,${compactTime(now)}#` : undefined;
        return ack ? { id, type, messages: [position], ack } : { id, type, messages: [position] };
      }
      const last = fields[fields.length - 1]?.trim() ?? '';
      return {
        id,
        type,
        messages: [
          STATUS_WORD.test(last)
            ? { kind: 'heartbeat', attributes: h02StatusAttributes(Number.parseInt(last, 16)) }
            : { kind: 'heartbeat' },
        ],
      };
    }
  }
}
