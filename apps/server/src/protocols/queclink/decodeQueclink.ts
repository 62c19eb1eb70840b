import { ALARMS } from '../alarms';
import { knotsFromKph } from '../speedUnits';
import { numberField, type TextFrame, utcDate } from '../TextFrameSession';
import type { DecodedAttributes, DecodedMessage, DecodedPosition } from '../types';

/** The fields of one GPS point: accuracy, speed, course, altitude, longitude, latitude, time, cell, reserved. */
const POINT_FIELDS = 12;
/** Most points a multi-point report (GTFRI, GTERI) carries; the device's limit is 15. */
const MAX_POINTS = 15;
/** A protocol version: device type then firmware, 6 hex digits (10 on newer models). */
const VERSION = /^[0-9A-Fa-f]{6}(?:[0-9A-Fa-f]{4})?$/;
/** An IMEI (15 digits) or a CDMA MEID (14 hex digits). */
const DEVICE_ID = /^[0-9A-Fa-f]{14,16}$/;
/** A coordinate as Queclink sends it: signed degrees with decimals. */
const COORDINATE = /^-?\d{1,3}\.\d+$/;
const TIME = /^\d{14}$/;

/** The report types (after `GT`) this decoder reads. Any other report with a GPS point is read as a position too. */
const KNOWN_TYPES = new Set([
  'FRI',
  'ERI',
  'GEO',
  'SPD',
  'SOS',
  'RTL',
  'PNL',
  'NMR',
  'DIS',
  'DOG',
  'IGL',
  'HBM',
  'TOW',
  'EPN',
  'EPF',
  'MPN',
  'MPF',
  'BPL',
  'BTC',
  'STC',
  'STT',
  'IGN',
  'IGF',
  'VGN',
  'VGF',
  'LBC',
  'GCR',
  'IDA',
  'IDN',
  'IDF',
  'JDR',
  'JDS',
  'CRA',
  'STR',
  'STP',
  'LSW',
  'TSW',
  'TMP',
  'TEM',
  'SWG',
  'PNA',
  'PFA',
  'PDP',
  'INF',
  'VER',
  'HBD',
]);

/** Alarms a report type stands for. */
const TYPE_ALARMS: Readonly<Record<string, string>> = {
  SOS: ALARMS.sos,
  SPD: ALARMS.overspeed,
  TOW: ALARMS.tow,
  CRA: ALARMS.accident,
  JDR: ALARMS.jamming,
  JDS: ALARMS.jamming,
  EPF: ALARMS.powerCut,
  MPF: ALARMS.powerCut,
  EPN: ALARMS.powerRestored,
  MPN: ALARMS.powerRestored,
  BPL: ALARMS.lowBattery,
  PFA: ALARMS.powerOff,
  PNA: ALARMS.powerOn,
  TMP: ALARMS.temperature,
};

/** GTHBM harsh behaviour: the second digit of the report type. */
const HARSH_BEHAVIOUR: Readonly<Record<string, string>> = {
  '0': ALARMS.hardBraking,
  '1': ALARMS.hardAcceleration,
  '2': ALARMS.hardCornering,
};

/** What one Queclink frame says, with the protocol version the answers and commands need. */
export interface QueclinkFrame extends TextFrame {
  /** The protocol version (`060100`): device type, then firmware. */
  version?: string;
  /** The device name field (the model, unless the owner renamed the device). */
  deviceName?: string;
}

/** `yyyyMMddHHmmss` as a UTC date, or undefined. */
function timeField(text: string | undefined): Date | undefined {
  const match = /^(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)$/.exec(text ?? '');
  if (!match) return undefined;
  const [, year, month, day, hours, minutes, seconds] = match.map(Number) as number[];
  return utcDate(year as number, month as number, day as number, hours, minutes, seconds);
}

/**
 * The device state of GTSTT and GTINF (hex): 11/12 ignition off at rest/moving, 21/22 ignition on,
 * 41/42 at rest/moving (no ignition sensor), 16 and 1A towed.
 */
function readState(state: string | undefined, attributes: DecodedAttributes): void {
  switch ((state ?? '').toUpperCase()) {
    case '11':
      attributes.ignition = false;
      attributes.motion = false;
      break;
    case '12':
    case '16':
    case '1A':
      attributes.ignition = false;
      attributes.motion = true;
      break;
    case '21':
      attributes.ignition = true;
      attributes.motion = false;
      break;
    case '22':
      attributes.ignition = true;
      attributes.motion = true;
      break;
    case '41':
      attributes.motion = false;
      break;
    case '42':
      attributes.motion = true;
      break;
  }
}

/** Whether the 12 fields from `start` hold a point with a time and coordinates. */
function isPoint(fields: readonly string[], start: number): boolean {
  if (start < 0 || start + 6 >= fields.length) return false;
  const longitude = fields[start + 4] ?? '';
  const latitude = fields[start + 5] ?? '';
  return (
    TIME.test(fields[start + 6] ?? '') &&
    COORDINATE.test(longitude) &&
    COORDINATE.test(latitude) &&
    Math.abs(Number(longitude)) <= 180 &&
    Math.abs(Number(latitude)) <= 90
  );
}

/** The index of the first point: the first time field after a longitude and a latitude. */
function firstPoint(fields: readonly string[], from: number): number {
  for (let start = from; start + 6 < fields.length - 2; start++) {
    if (isPoint(fields, start)) return start;
  }
  return -1;
}

/** Whether a GPS time before the send time follows two filled fields that are no coordinates. */
function hasUnreadablePoint(fields: readonly string[], from: number): boolean {
  for (let index = from + 2; index < fields.length - 2; index++) {
    if (TIME.test(fields[index] ?? '') && fields[index - 1] !== '' && fields[index - 2] !== '') return true;
  }
  return false;
}

/** The cell tower of a point, in Traccar's `network` shape, when all four fields are there. */
function cellTower(fields: readonly string[], start: number): DecodedAttributes['network'] {
  const [mcc, mnc, lac, cid] = [7, 8, 9, 10].map((offset) => fields[start + offset] ?? '');
  if (!/^\d{1,4}$/.test(mcc as string) || !/^\d{1,4}$/.test(mnc as string)) return undefined;
  if (!/^[0-9A-Fa-f]{1,8}$/.test(lac as string) || !/^[0-9A-Fa-f]{1,8}$/.test(cid as string))
    return undefined;
  const tower = {
    mcc: Number(mcc),
    mnc: Number(mnc),
    lac: Number.parseInt(lac as string, 16),
    cid: Number.parseInt(cid as string, 16),
  };
  return tower.mcc === 0 && tower.cid === 0 ? undefined : { cellTowers: [tower] };
}

function point(
  fields: readonly string[],
  start: number,
  attributes: DecodedAttributes,
): DecodedPosition | undefined {
  const fixTime = timeField(fields[start + 6]);
  if (!fixTime) return undefined;
  const accuracy = numberField(fields[start]);
  const own: DecodedAttributes = { ...attributes };
  if (accuracy !== undefined) own.hdop = accuracy;
  const network = cellTower(fields, start);
  if (network) own.network = network;
  const altitude = numberField(fields[start + 3]);
  return {
    kind: 'position',
    fixTime,
    // 0 is the last known fix, repeated while the receiver has none.
    valid: accuracy === undefined || accuracy > 0,
    latitude: Number(fields[start + 5]),
    longitude: Number(fields[start + 4]),
    ...(altitude !== undefined ? { altitude } : {}),
    speed: knotsFromKph(numberField(fields[start + 1]) ?? 0),
    course: numberField(fields[start + 2]) ?? 0,
    attributes: own,
  };
}

/**
 * The fields after the last point, up to the send time: GL personal trackers send the battery level
 * alone (or after one reserved field); GV vehicle trackers send mileage (km), hour meter, two analog
 * inputs, battery level and the device status (state, inputs, outputs as hex).
 */
function readTail(tail: readonly string[], attributes: DecodedAttributes): void {
  if (tail.length >= 1 && tail.length <= 2) {
    const level = numberField(tail[tail.length - 1]);
    if (level !== undefined && level <= 100) attributes.batteryLevel = level;
    return;
  }
  const hours = tail[1] ?? '';
  const status = tail[5] ?? '';
  if (tail.length < 6 || !(hours === '' || /^\d+:\d\d:\d\d$/.test(hours))) return;
  if (!/^[0-9A-Fa-f]{2}(?:[0-9A-Fa-f]{4})?$/.test(status)) return;
  const mileage = numberField(tail[0]);
  if (mileage !== undefined) attributes.odometer = Math.round(mileage * 1000);
  if (hours !== '') attributes.hours = hourMeter(hours);
  const level = numberField(tail[4]);
  if (level !== undefined && level <= 100) attributes.batteryLevel = level;
  readState(status.slice(0, 2), attributes);
}

/** `hhhhh:mm:ss` as milliseconds, Traccar's unit for `hours`. */
function hourMeter(text: string): number {
  const [hours, minutes, seconds] = text.split(':').map(Number) as [number, number, number];
  return ((hours * 60 + minutes) * 60 + seconds) * 1000;
}

/** What a report's type says whatever its fix: alarms, ignition, harsh behaviour, state. */
function typeAttributes(type: string, fields: readonly string[], start: number): DecodedAttributes {
  const attributes: DecodedAttributes = {};
  const alarm = TYPE_ALARMS[type];
  if (alarm) attributes.alarm = alarm;
  if (type === 'IGN' || type === 'VGN') attributes.ignition = true;
  if (type === 'IGF' || type === 'VGF') attributes.ignition = false;
  if (type === 'HBM' && start >= 2) {
    const harsh = HARSH_BEHAVIOUR[(fields[start - 2] ?? '').charAt(1)];
    if (harsh) attributes.alarm = harsh;
  }
  if (type === 'STT') readState(fields[4], attributes);
  // GTIDA: `<reserved>,<driver id>,<report type>,<number>` before the point.
  if (type === 'IDA' && start >= 3 && /^[0-9A-Fa-f]{4,16}$/.test(fields[start - 3] ?? '')) {
    attributes.driverUniqueId = fields[start - 3];
  }
  if (type === 'BPL' && /^\d\.\d{1,2}$/.test(fields[4] ?? '')) attributes.battery = Number(fields[4]);
  return attributes;
}

/** GTINF: device state, ICCID, signal, external power (mV) and backup battery (V). */
function information(fields: readonly string[]): DecodedAttributes {
  const attributes: DecodedAttributes = {};
  readState(fields[4], attributes);
  if (/^[0-9A-Fa-f]{19,20}$/.test(fields[5] ?? '')) attributes.iccid = fields[5];
  const rssi = numberField(fields[6]);
  if (rssi !== undefined) attributes.rssi = rssi;
  const power = fields[9] ?? '';
  if (/^\d{4,5}$/.test(power)) attributes.power = Number(power) / 1000;
  const battery = fields[11] ?? '';
  if (/^\d\.\d{1,2}$/.test(battery)) attributes.battery = Number(battery);
  const charge = fields[12];
  if (charge === '0' || charge === '1') attributes.charge = charge === '1';
  return attributes;
}

/**
 * Decodes one Queclink @Track text frame: `+RESP:GT<type>,<version>,<imei>,<device name>,…,<send
 * time>,<count>$` (`+BUFF:` for buffered reports, `+ACK:` for heartbeats and command acknowledgements).
 * Reports carrying GPS points (`<accuracy>,<speed km/h>,<course>,<altitude>,<longitude>,<latitude>,
 * <UTC time>,<mcc>,<mnc>,<lac>,<cell id>,<reserved>`, several in GTFRI/GTERI) become positions; those
 * without a fix put their state on the last position; GTINF and GTVER are device information.
 */
export function decodeQueclink(text: string): QueclinkFrame {
  const body = text.replace(/[\s\0]+$/, '').replace(/\$$/, '');
  const fields = body.split(',');
  const header = /^\+(RESP|BUFF|ACK):GT([0-9A-Z]{3})$/.exec(fields[0] ?? '');
  if (!header) return { messages: [], unknownType: (fields[0] ?? '').slice(0, 16) };
  const kind = header[1] as string;
  const type = header[2] as string;
  // Most frames: version, IMEI, device name. GTTRI and early firmware: the IMEI first.
  let version: string | undefined;
  let id: string | undefined;
  let from: number;
  if (VERSION.test(fields[1] ?? '') && DEVICE_ID.test(fields[2] ?? '')) {
    version = fields[1];
    id = fields[2];
    from = 4;
  } else if (/^\d{15}$/.test(fields[1] ?? '')) {
    id = fields[1];
    from = 2;
  } else {
    return { messages: [] };
  }
  const count = (fields[fields.length - 1] ?? '').trim();
  const deviceName = from === 4 ? fields[3] : undefined;
  const base = { id, ...(version ? { version } : {}), ...(deviceName ? { deviceName } : {}) };

  if (kind === 'ACK') {
    if (type === 'HBD') {
      return {
        ...base,
        messages: [{ kind: 'heartbeat' }],
        ...(version && /^[0-9A-Fa-f]{4}$/.test(count) ? { ack: `+SACK:GTHBD,${version},${count}$` } : {}),
      };
    }
    const detail = fields.slice(from, Math.max(from, fields.length - 2)).join(',');
    return {
      ...base,
      messages: [{ kind: 'commandResult', result: detail ? `GT${type},${detail}` : `GT${type}` }],
    };
  }

  // Reports are acknowledged with their count (SACK), after they are stored.
  const ack = /^[0-9A-Fa-f]{4}$/.test(count) ? { ack: `+SACK:${count}$` } : {};
  if (type === 'INF')
    return { ...base, ...ack, messages: [{ kind: 'heartbeat', attributes: information(fields) }] };
  if (type === 'VER') {
    const attributes: DecodedAttributes = {};
    if (fields[4]) attributes.deviceType = fields[4];
    if (/^[0-9A-Fa-f]{4}$/.test(fields[5] ?? '')) attributes.versionFw = fields[5];
    if (/^[0-9A-Fa-f]{4}$/.test(fields[6] ?? '')) attributes.versionHw = fields[6];
    return { ...base, ...ack, messages: [{ kind: 'heartbeat', attributes }] };
  }

  const start = firstPoint(fields, from);
  if (start < 0) {
    if (!KNOWN_TYPES.has(type)) return { ...base, messages: [], unknownType: `GT${type}` };
    // A point whose coordinates cannot be read (latitude past the pole): nothing is stored or answered.
    if (hasUnreadablePoint(fields, from)) return { ...base, messages: [] };
    // No fix: the report's send time is the device's local time, so its state goes on the last position.
    const attributes = typeAttributes(type, fields, -1);
    return {
      ...base,
      ...ack,
      messages: [
        Object.keys(attributes).length > 0 ? { kind: 'heartbeat', attributes } : { kind: 'heartbeat' },
      ],
    };
  }
  const attributes = typeAttributes(type, fields, start);
  const declared = numberField(fields[start - 1]);
  const limit = declared !== undefined && declared >= 1 && declared <= MAX_POINTS ? declared : 1;
  const messages: DecodedMessage[] = [];
  let next = start;
  while (messages.length < limit && isPoint(fields, next)) {
    const position = point(fields, next, attributes);
    if (!position) break;
    messages.push(position);
    next += POINT_FIELDS;
  }
  // The report's own fields (battery, mileage, status) belong to its latest point.
  const last = messages.at(-1);
  if (last?.kind === 'position') readTail(fields.slice(next, fields.length - 2), last.attributes);
  // A report none of whose points can be read is not answered, so the device sends it again.
  return messages.length > 0 ? { ...base, ...ack, messages } : { ...base, messages };
}
