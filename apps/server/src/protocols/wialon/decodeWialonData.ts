import { CRC16_ARC } from '../checksum/crc16';
import { knotsFromKph } from '../speedUnits';
import type { DecodedAttributes, DecodedPosition, HeartbeatMessage } from '../types';

/** What a data message decoded to: a fix, state without coordinates, or why it was refused. */
export type WialonData =
  | {
      ok: true;
      message: Omit<DecodedPosition, 'uniqueId'> | Omit<HeartbeatMessage, 'uniqueId'>;
      badChecksum: boolean;
    }
  | { ok: false; reason: string };

const NA = 'NA';
const DATE = /^(\d{2})(\d{2})(\d{2})$/;
const NUMBER = /^-?\d+(?:\.\d*)?$/;
const CRC = /^(?:0x)?[0-9A-Fa-f]{1,4}$/;

function present(field: string | undefined): field is string {
  return field !== undefined && field !== NA && field !== '';
}

/** A number field; `null` when it is not given (`NA` or empty), `undefined` when it is not a number. */
function numberField(field: string | undefined): number | null | undefined {
  if (!present(field)) return null;
  return NUMBER.test(field) ? Number(field) : undefined;
}

/** `ddmm.mmmm` / `dddmm.mmmm` and its hemisphere, in degrees; `undefined` when unreadable. */
function coordinate(value: string, hemisphere: string | undefined, negative: string, max: number) {
  if (!NUMBER.test(value) || value.startsWith('-')) return undefined;
  const raw = Number(value);
  const degrees = Math.trunc(raw / 100);
  const result = degrees + (raw - degrees * 100) / 60;
  if (result > max) return undefined;
  if (hemisphere === negative) return -result;
  return hemisphere === undefined || /^[NSEW]$/.test(hemisphere) ? result : undefined;
}

/** `ddmmyy` and `hhmmss` in UTC; `null` when not given, `undefined` when unreadable. */
function dateTime(date: string | undefined, time: string | undefined): Date | null | undefined {
  if (!present(date) || !present(time)) return null;
  const d = DATE.exec(date);
  const t = DATE.exec(time);
  if (!d || !t) return undefined;
  const [day, month, hour, minute, second] = [d[1], d[2], t[1], t[2], t[3]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (!(day >= 1 && day <= 31 && month >= 1 && month <= 12 && hour < 24 && minute < 60 && second < 60)) {
    return undefined;
  }
  const value = new Date(Date.UTC(2000 + Number(d[3]), month - 1, day, hour, minute, second));
  return Number.isNaN(value.getTime()) ? undefined : value;
}

/**
 * Additional parameters `name:type:value` (type 1 integer, 2 real, 3 text; `true`/`false` booleans),
 * keys lowercased as Traccar stores them.
 */
function readParameters(text: string, attributes: DecodedAttributes): void {
  for (const parameter of text.split(',')) {
    const match = /^(.+?):([1-3]):(.*)$/s.exec(parameter);
    if (!match) continue;
    const [, name = '', type, value = ''] = match;
    const key = name.toLowerCase();
    if (key === '__proto__') continue;
    const number = Number(value);
    if (type !== '3' && value.trim() !== '' && Number.isFinite(number)) attributes[key] = number;
    // `true`/`false` (any case) are booleans, as Traccar reads them (`motion:3:false`).
    else if (/^(?:true|false)$/i.test(value)) attributes[key] = value.toLowerCase() === 'true';
    else attributes[key] = value;
  }
}

/**
 * One data message of Wialon IPS 1.1/2.0: `#SD#` (short) or `#D#` (extended) fields after the type,
 * or one item of a `#B#` batch. Fields: date; time; lat; N/S; lon; E/W; speed km/h; course;
 * altitude; satellites; then (extended) hdop; inputs; outputs; adc list; iButton; parameters; and in
 * 2.0 a CRC-16 of everything before it. A message without coordinates is the device's state.
 * @param now the time of a message that gives none
 */
export function decodeWialonData(body: string, extended: boolean, now: Date): WialonData {
  const fields = body.split(';');
  if (fields.length < 10) return { ok: false, reason: `${fields.length} fields` };
  let badChecksum = false;
  const crcAt = extended ? 16 : 10;
  const crc = fields[crcAt];
  if (fields.length === crcAt + 1 && crc !== undefined && CRC.test(crc)) {
    const covered = Buffer.from(body.slice(0, body.length - crc.length), 'utf8');
    badChecksum = CRC16_ARC.checksum(covered) !== Number.parseInt(crc.replace(/^0x/, ''), 16);
  }
  const time = dateTime(fields[0], fields[1]);
  if (time === undefined) return { ok: false, reason: 'unreadable date or time' };
  const attributes: DecodedAttributes = {};
  const satellites = numberField(fields[9]);
  if (satellites === undefined) return { ok: false, reason: 'unreadable satellites' };
  if (satellites !== null) attributes.sat = satellites;
  if (extended && fields.length >= 16) {
    const hdop = numberField(fields[10]);
    const inputs = numberField(fields[11]);
    const outputs = numberField(fields[12]);
    if (hdop === undefined || inputs === undefined || outputs === undefined) {
      return { ok: false, reason: 'unreadable hdop, inputs or outputs' };
    }
    if (hdop !== null) attributes.hdop = hdop;
    if (inputs !== null) attributes.input = inputs;
    if (outputs !== null) attributes.output = outputs;
    const adc = fields[13];
    if (present(adc)) {
      adc.split(',').forEach((value, index) => {
        const number = numberField(value);
        if (number !== null) attributes[`adc${index + 1}`] = number ?? value;
      });
    }
    if (present(fields[14])) attributes.driverUniqueId = fields[14];
    if (present(fields[15])) readParameters(fields[15], attributes);
  }
  const [latitudeText, north, longitudeText, east] = [fields[2], fields[3], fields[4], fields[5]];
  if (!present(latitudeText) || !present(longitudeText)) {
    // No coordinates: the state goes on the last known position, as Traccar does.
    return { ok: true, badChecksum, message: { kind: 'heartbeat', deviceTime: time ?? now, attributes } };
  }
  const latitude = coordinate(latitudeText, present(north) ? north : undefined, 'S', 90);
  const longitude = coordinate(longitudeText, present(east) ? east : undefined, 'W', 180);
  const speed = numberField(fields[6]);
  const course = numberField(fields[7]);
  const altitude = numberField(fields[8]);
  if (latitude === undefined || longitude === undefined)
    return { ok: false, reason: 'unreadable coordinates' };
  if (speed === undefined || course === undefined || altitude === undefined) {
    return { ok: false, reason: 'unreadable speed, course or altitude' };
  }
  const position: Omit<DecodedPosition, 'uniqueId'> = {
    kind: 'position',
    fixTime: time ?? now,
    // Like Traccar: a fix needs three satellites.
    valid: satellites !== null && satellites >= 3,
    latitude,
    longitude,
    speed: knotsFromKph(speed ?? 0),
    course: course ?? 0,
    attributes,
  };
  if (altitude !== null) position.altitude = altitude;
  return { ok: true, badChecksum, message: position };
}
