import type {
  CommandResultMessage,
  DecodedAttributes,
  DecodedMessage,
  DecodedPosition,
  HeartbeatMessage,
} from '../types';
import { positionWithoutFix } from '../types';
import { type H02CellTower, h02StatusAttributes } from './h02Status';

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
  /** The type is none this decoder reads: the sentence only proves the device is alive. */
  unknown?: boolean;
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

/**
 * The UTC time of a `ddmmyy` date and an `hhmmss` time (midnight when the time is missing), as the
 * device stamps its reports; undefined when there is no date. Out-of-range digits roll over, as
 * some firmware sends second 60 and above.
 */
export function h02Time(date: string, time: string): Date | undefined {
  if (!SIX_DIGITS.test(date)) return undefined;
  const [hours, minutes, seconds] = SIX_DIGITS.test(time)
    ? [0, 2, 4].map((i) => Number(time.slice(i, i + 2)))
    : [0, 0, 0];
  return new Date(
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
  const fixTime = h02Time(field(dateAt), field(at)) ?? now;

  const validity = field(at + 1);
  const attributes: DecodedAttributes = {};
  let altitude: number | undefined;
  // The status word follows the date, or the SIM information of V19 frames.
  for (let i = dateAt + 1; i <= dateAt + 4 && i < fields.length; i++) {
    if (STATUS_WORD.test(field(i))) {
      Object.assign(attributes, h02StatusAttributes(Number.parseInt(field(i), 16)));
      altitude = readExtras(
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
    ...(altitude === undefined ? {} : { altitude }),
    speed,
    course,
    attributes,
  };
}

/**
 * Fields after the status word: odometer, temperature, fuel, altitude (metres), LAC and cell id, or
 * raw values kept as `io<n>`. Returns the altitude, which belongs to the fix rather than its attributes.
 */
function readExtras(extras: string[], attributes: DecodedAttributes): number | undefined {
  if (
    extras.length === 6 &&
    /^\d+$/.test(extras[0] ?? '') &&
    /^-?\d+$/.test(extras[1] ?? '') &&
    /^\d+\.\d+$/.test(extras[2] ?? '') &&
    /^-?\d+$/.test(extras[3] ?? '')
  ) {
    attributes.odometer = Number(extras[0]);
    attributes.temp1 = Number(extras[1]);
    attributes.fuel = Number(extras[2]);
    return Number(extras[3]);
  }
  extras.forEach((value, index) => {
    if (value !== '') attributes[`io${index + 1}`] = value;
  });
  return undefined;
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

const INTEGER = /^-?\d+$/;

/** The cells `lac,cid,rssi` of `values`, each an integer; undefined when one is not. */
function readCells(mcc: number, mnc: number, values: string[]): H02CellTower[] | undefined {
  if (values.length === 0 || values.length % 3 !== 0) return undefined;
  const cells: H02CellTower[] = [];
  for (let i = 0; i < values.length; i += 3) {
    const [lac, cid, rssi] = values.slice(i, i + 3).map((value) => value.trim());
    if (!INTEGER.test(lac ?? '') || !INTEGER.test(cid ?? '') || !INTEGER.test(rssi ?? '')) return undefined;
    cells.push({ mcc, mnc, lac: Number(lac), cid: Number(cid), rssi: Number(rssi) });
  }
  return cells;
}

/**
 * A report located by cells only: a position marked invalid at 0/0 with the report's own time and
 * the cells in `network`, which the pipeline places at the device's last known location (as the GT06
 * cell reports, docs/decisions/gt06-cell-reports.md).
 */
function cellPosition(fixTime: Date, cells: H02CellTower[], status: string): DecodedPosition {
  return positionWithoutFix(fixTime, {
    ...(STATUS_WORD.test(status) ? h02StatusAttributes(Number.parseInt(status, 16)) : {}),
    network: { cellTowers: cells },
  });
}

/**
 * NBR (neighbouring cells, sent when the receiver has no fix):
 * `NBR,<hhmmss>,<mcc>,<mnc>,<delay>,<count>,(<lac>,<cid>,<rssi>,)×count,<ddmmyy>,<status>`.
 */
function readNeighbours(fields: string[]): DecodedPosition | undefined {
  const field = (index: number) => (fields[index] ?? '').trim();
  const count = Number(field(7));
  if (!INTEGER.test(field(4)) || !INTEGER.test(field(5)) || !/^\d+$/.test(field(7)) || count === 0) {
    return undefined;
  }
  const cells = readCells(Number(field(4)), Number(field(5)), fields.slice(8, 8 + count * 3));
  const fixTime = h02Time(field(8 + count * 3), field(3));
  if (!cells || cells.length !== count || !fixTime) return undefined;
  return cellPosition(fixTime, cells, field(9 + count * 3));
}

/**
 * V3 (multi-cell location): `V3,<hhmmss>,<mcc><mnc>,<count>,(<lac>,<cid>,<level>,<rssi>)×count,
 * <battery hex>,<reboot>,X,<ddmmyy>,<status>`. The signal in dBm is kept when the device sends it.
 */
function readMultiCell(fields: string[]): DecodedPosition | undefined {
  const field = (index: number) => (fields[index] ?? '').trim();
  const operator = /^(\d{3})(\d+)$/.exec(field(4));
  const count = Number(field(5));
  if (!operator || !/^\d+$/.test(field(5)) || count === 0) return undefined;
  const end = 6 + count * 4;
  if (field(end + 2) !== 'X') return undefined;
  const fixTime = h02Time(field(end + 3), field(3));
  if (!fixTime) return undefined;
  const cells: H02CellTower[] = [];
  for (let i = 6; i < end; i += 4) {
    const [lac, cid, , rssi] = [field(i), field(i + 1), field(i + 2), field(i + 3)];
    if (!INTEGER.test(lac) || !INTEGER.test(cid)) return undefined;
    cells.push({
      mcc: Number(operator[1]),
      mnc: Number(operator[2]),
      lac: Number(lac),
      cid: Number(cid),
      ...(INTEGER.test(rssi) ? { rssi: Number(rssi) } : {}),
    });
  }
  return cellPosition(fixTime, cells, field(end + 4));
}

/**
 * VP1: either a fix without a time (`VP1,A,<lat>,N,<lon>,E,<speed>,<course>,<ddmmyy>`, A or B both
 * valid) or, without a fix, the serving and neighbour cells (`VP1,V,<mcc>,<mnc>,<lac>,<cid>,<rssi>Y…`).
 * The cells carry no time, so they are state for a copy of the last position.
 */
function readVp1(fields: string[], now: Date): DecodedMessage | undefined {
  const validity = (fields[3] ?? '').trim().toUpperCase();
  if (validity === 'A' || validity === 'B') {
    const position = readPosition(['', ...fields.slice(3)], 0, now);
    return position ? { ...position, valid: true } : undefined;
  }
  if (validity !== 'V') return undefined;
  const [mcc = '', mnc = ''] = [fields[4], fields[5]].map((value) => (value ?? '').trim());
  if (!INTEGER.test(mcc) || !INTEGER.test(mnc)) return undefined;
  const cells: H02CellTower[] = [];
  for (const cell of fields.slice(6).join(',').split('Y')) {
    const read = readCells(Number(mcc), Number(mnc), cell.split(','));
    if (!read) return undefined;
    cells.push(...read);
  }
  return { kind: 'heartbeat', attributes: { network: { cellTowers: cells } } };
}

/**
 * LINK (watch-type devices' link report): `LINK,<hhmmss>,<rssi>,<satellites>,<battery %>,<steps>,
 * <turnovers>,<ddmmyy>,<status>`. State without a fix, for a copy of the last position.
 */
function readLink(fields: string[]): HeartbeatMessage | undefined {
  const field = (index: number) => (fields[index] ?? '').trim();
  const numbers = [4, 5, 6, 7, 8].map(field);
  if (!numbers.every((value) => /^\d+$/.test(value))) return undefined;
  const [rssi, sat, batteryLevel, steps, turnovers] = numbers.map(Number);
  const status = field(10);
  const attributes: DecodedAttributes = {
    ...(STATUS_WORD.test(status) ? h02StatusAttributes(Number.parseInt(status, 16)) : {}),
    rssi,
    sat,
    batteryLevel,
    steps,
    turnovers,
  };
  const deviceTime = h02Time(field(9), field(3));
  return deviceTime ? { kind: 'heartbeat', deviceTime, attributes } : { kind: 'heartbeat', attributes };
}

/** A heartbeat with the status word the sentence ends with, if any. */
function statusHeartbeat(fields: string[]): HeartbeatMessage {
  const last = fields[fields.length - 1]?.trim() ?? '';
  return STATUS_WORD.test(last)
    ? { kind: 'heartbeat', attributes: h02StatusAttributes(Number.parseInt(last, 16)) }
    : { kind: 'heartbeat' };
}

/**
 * Decodes one H02 text sentence `*XX,<id>,<type>,…#`:
 * - V1, V2, VI1, V19 … (any `V` type with a fix) carry a fix; V1 is answered
 *   `*HQ,<id>,V4,V1,<yyyyMMddHHmmss>#`.
 * - NBR and V3 report cells without a fix: an invalid position with its own time and the cells in
 *   `network`; NBR is answered `*HQ,<id>,V4,NBR,<yyyyMMddHHmmss>#`.
 * - VP1 carries a fix, or cells without a time.
 * - LINK reports signal, satellites, battery and steps, answered `*HQ,<id>,V4,LINK,<yyyyMMddHHmmss>#`.
 * - V4 is a command reply (with the fix the device adds).
 * - V0 and HTBT are heartbeats echoed back; XT is a heartbeat.
 * Other types are heartbeats marked `unknown`. Times in answers are UTC.
 */
export function decodeH02Text(sentence: string, now: Date): H02TextSentence {
  const body = sentence.slice(1, sentence.endsWith('#') ? -1 : undefined).trim();
  const fields = body.split(',');
  const maker = fields[0] ?? '';
  const id = (fields[1] ?? '').trim();
  const type = (fields[2] ?? '').trim();
  const answer = (answered: string) => `*HQ,${id},V4,${answered},${compactTime(now)}#`;

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
      const link = readLink(fields);
      // An unreadable report is not answered, so the device sends it again.
      return link
        ? { id, type, messages: [link], ack: answer('LINK') }
        : { id, type, messages: [statusHeartbeat(fields)] };
    }
    case 'NBR': {
      const position = readNeighbours(fields);
      return position
        ? { id, type, messages: [position], ack: answer('NBR') }
        : { id, type, messages: [statusHeartbeat(fields)] };
    }
    case 'V3': {
      const position = readMultiCell(fields);
      return { id, type, messages: [position ?? statusHeartbeat(fields)] };
    }
    case 'VP1': {
      const message = readVp1(fields, now);
      return { id, type, messages: [message ?? { kind: 'heartbeat' }] };
    }
    case '':
      return { id, type, messages: [] };
    default: {
      if (!/^V/i.test(type)) return { id, type, messages: [statusHeartbeat(fields)], unknown: true };
      const position = readPosition(fields, 3, now);
      if (position) {
        return type === 'V1'
          ? { id, type, messages: [position], ack: answer('V1') }
          : { id, type, messages: [position] };
      }
      return { id, type, messages: [statusHeartbeat(fields)] };
    }
  }
}
