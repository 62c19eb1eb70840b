import { ALARMS } from '../alarms';
import { knotsFromKph } from '../speedUnits';
import { degreesMinutes, numberField, type TextFrame, utcDate } from '../TextFrameSession';
import type { DecodedAttributes, DecodedMessage, DecodedPosition } from '../types';

/**
 * The `alarm` of a report's keyword (Traccar's names). `T:` (temperature) and `oil` (fuel) are read
 * by their prefix; other keywords such as `acc on` or `rfid` carry state, not an alarm.
 */
const KEYWORD_ALARMS: Readonly<Record<string, string>> = {
  'help me': ALARMS.sos,
  'low battery': ALARMS.lowBattery,
  stockade: ALARMS.geofence,
  move: ALARMS.movement,
  speed: ALARMS.overspeed,
  'door alarm': ALARMS.door,
  'ac alarm': ALARMS.powerCut,
  'accident alarm': ALARMS.accident,
  'sensor alarm': ALARMS.vibration,
  'bonnet alarm': ALARMS.bonnet,
  'footbrake alarm': ALARMS.footBrake,
  DTC: ALARMS.fault,
};

/** The attributes a report's keyword (its second field) gives. */
function keywordAttributes(keyword: string, rfid: string): DecodedAttributes {
  const attributes: DecodedAttributes = {};
  const alarm = keyword.startsWith('T:')
    ? ALARMS.temperature
    : keyword.startsWith('oil')
      ? ALARMS.fuelLeak
      : KEYWORD_ALARMS[keyword];
  if (alarm) attributes.alarm = alarm;
  if (keyword === 'acc on') attributes.ignition = true;
  else if (keyword === 'acc off') attributes.ignition = false;
  else if (keyword.startsWith('T:')) {
    const temperature = numberField(keyword.slice(2));
    if (temperature !== undefined) attributes.temp1 = temperature;
  } else if (keyword.startsWith('oil ')) {
    const fuel = numberField(keyword.slice(4));
    if (fuel !== undefined) attributes.fuel = fuel;
  } else if (keyword === 'rfid') {
    if (rfid !== '') attributes.driverUniqueId = rfid;
  } else if (!alarm && keyword !== 'tracker' && keyword !== '') {
    attributes.event = keyword;
  }
  return attributes;
}

/**
 * The UTC time of a fix from the device's local date and time (`yymmddhhmm[ss]`, or `yy/mm/dd hh:mm`)
 * and the receiver's UTC time of day (`hhmmss[.sss]`). The local clock gives the date; the difference
 * between the two times of day (within ±12 h) is the device's time zone, taken off.
 */
function fixTime(local: string, utc: string, now: Date): Date {
  const digits = local.replace(/[/: ]/g, '');
  const utcParts = /^(\d\d)(\d\d)(\d\d)(?:\.\d+)?$/.exec(utc);
  if (!/^\d{10,12}$/.test(digits)) {
    // No local date: the UTC time of day on today's date.
    if (!utcParts) return now;
    const [, hours, minutes, seconds] = utcParts.map(Number) as [number, number, number, number];
    return (
      utcDate(now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate(), hours, minutes, seconds) ?? now
    );
  }
  const part = (at: number) => Number(digits.slice(at, at + 2));
  const [year, month, day, localHours, localMinutes] = [0, 2, 4, 6, 8].map(part) as number[];
  const localSeconds = digits.length === 12 ? part(10) : 0;
  if (!utcParts) {
    return (
      utcDate(year as number, month as number, day as number, localHours, localMinutes, localSeconds) ?? now
    );
  }
  const [, utcHours, utcMinutes, utcSeconds] = utcParts.map(Number) as [number, number, number, number];
  const base = utcDate(year as number, month as number, day as number, localHours, localMinutes, utcSeconds);
  if (!base) return now;
  let zoneMinutes = ((localHours as number) - utcHours) * 60 + ((localMinutes as number) - utcMinutes);
  if (zoneMinutes <= -12 * 60) zoneMinutes += 24 * 60;
  else if (zoneMinutes > 12 * 60) zoneMinutes -= 24 * 60;
  return new Date(base.getTime() - zoneMinutes * 60_000);
}

/**
 * The fix of a regular report from field 5 on: `F,<utc>,<A|V>,<lat>,<N|S>,<lon>,<E|W>,<speed kn>,
 * <course>,<altitude>,<ignition>,<door>,<fuel1 %>,<fuel2 %>,<temperature>`. Some firmware puts each
 * hemisphere before its coordinate.
 */
function readFix(fields: string[], keyword: DecodedAttributes, now: Date): DecodedPosition | undefined {
  const field = (index: number) => (fields[index] ?? '').trim();
  const validity = field(6);
  if (validity !== 'A' && validity !== 'V') return undefined;
  let latitudeText: string;
  let northSouth: string;
  let longitudeText: string;
  let eastWest: string;
  if (field(7) === 'N' || field(7) === 'S') {
    [northSouth, latitudeText, eastWest, longitudeText] = [field(7), field(8), field(9), field(10)];
  } else {
    [latitudeText, northSouth, longitudeText, eastWest] = [field(7), field(8), field(9), field(10)];
  }
  const latitude = degreesMinutes(latitudeText);
  const longitude = degreesMinutes(longitudeText);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || latitude > 90 || longitude > 180) {
    return undefined;
  }
  const rest = fields.slice(11).map((value) => value.trim());
  const attributes: DecodedAttributes = {};
  const altitude = numberField(rest[2]);
  if (rest[3] === '0' || rest[3] === '1') attributes.ignition = rest[3] === '1';
  if (rest[4] === '0' || rest[4] === '1') attributes.door = rest[4] === '1';
  const fuel1 = /^(\d+\.\d+)%$/.exec(rest[5] ?? '');
  if (fuel1) attributes.fuel1 = Number(fuel1[1]);
  const fuel2 = /^(\d+\.\d+)%$/.exec(rest[6] ?? '');
  if (fuel2) attributes.fuel2 = Number(fuel2[1]);
  if (/^[+-]?\d+$/.test(rest[7] ?? '')) attributes.temp1 = Number(rest[7]);
  // The keyword names what made the device report (`acc off`), so it wins over the status fields.
  Object.assign(attributes, keyword);
  return {
    kind: 'position',
    fixTime: fixTime(field(2), field(5), now),
    valid: validity === 'A',
    latitude: northSouth === 'S' ? -latitude : latitude,
    longitude: eastWest === 'W' ? -longitude : longitude,
    ...(altitude === undefined ? {} : { altitude }),
    speed: numberField(rest[0]) ?? 0,
    course: numberField(rest[1]) ?? 0,
    attributes,
  };
}

/**
 * A regular report `imei:<id>,<keyword>,<local time>,<rfid/phone>,F,…` with a fix, or `…,L,,,<lac>,,<cid>,…`
 * without one: the cell and the keyword's alarm go on the last position (a heartbeat), as the report
 * has no time of its own the server can trust.
 */
function decodeRegular(fields: string[], now: Date): DecodedMessage | 'unknown' | undefined {
  const field = (index: number) => (fields[index] ?? '').trim();
  const attributes = keywordAttributes(field(1), field(3));
  if (field(4) === 'F') return readFix(fields, attributes, now);
  if (field(4) === 'L') {
    const lac = field(7);
    const cid = field(9);
    if (/^[0-9A-Fa-f]{1,8}$/.test(lac) && /^[0-9A-Fa-f]{1,8}$/.test(cid)) {
      attributes.network = {
        cellTowers: [{ lac: Number.parseInt(lac, 16), cid: Number.parseInt(cid, 16) }],
      };
    }
    return Object.keys(attributes).length > 0 ? { kind: 'heartbeat', attributes } : { kind: 'heartbeat' };
  }
  return 'unknown';
}

/**
 * An OBD report `imei:<id>,OBD,<yymmddhhmmss>,<odometer>,<fuel now>,<fuel average>,<hours>,<speed>,
 * <load %>,<coolant>,<throttle %>,<rpm>,<battery>,<dtcs…>`: engine state on the last position.
 */
function decodeObd(fields: string[]): DecodedMessage {
  const field = (index: number) => (fields[index] ?? '').trim();
  const time = /^(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)$/.exec(field(2));
  const deviceTime = time
    ? utcDate(...(time.slice(1).map(Number) as [number, number, number, number, number, number]))
    : undefined;
  const attributes: DecodedAttributes = {};
  const set = (key: string, value: unknown) => {
    if (value !== undefined && value !== '') attributes[key] = value;
  };
  set('odometer', numberField(field(3)));
  set('fuelConsumption', numberField(field(5)));
  const hours = numberField(field(6));
  set('hours', hours === undefined ? undefined : hours * 3_600_000);
  set('obdSpeed', numberField(field(7)));
  set('engineLoad', /%$/.test(field(8)) ? field(8) : undefined);
  set('coolantTemp', numberField(field(9)));
  set('throttle', /%$/.test(field(10)) ? field(10) : undefined);
  set('rpm', numberField(field(11)));
  set('battery', numberField(field(12)));
  set(
    'dtcs',
    fields
      .slice(13)
      .map((code) => code.trim().replace(/;$/, ''))
      .filter((code) => code !== '')
      .join(' '),
  );
  return deviceTime ? { kind: 'heartbeat', deviceTime, attributes } : { kind: 'heartbeat', attributes };
}

/**
 * The sensor variant ending in `*`: `imei:<id>,<name>,<event>,<sensor id>,<sensor volts>,<hhmmss>,
 * <ddmmyy>,<rssi>,<gps 0/1>,<lat>,<lon>,<speed km/h>,<course>,<altitude>,<hdop>,<sat>,<ignition>,
 * <charge>,<error>,*` with decimal degrees.
 */
function decodeAlternative(fields: string[]): DecodedPosition | undefined {
  const field = (index: number) => (fields[index] ?? '').trim();
  const time = /^(\d\d)(\d\d)(\d\d)$/.exec(field(5));
  const date = /^(\d\d)(\d\d)(\d\d)$/.exec(field(6));
  const latitude = numberField(field(9));
  const longitude = numberField(field(10));
  if (!time || !date || latitude === undefined || longitude === undefined) return undefined;
  const fix = utcDate(
    Number(date[3]),
    Number(date[2]),
    Number(date[1]),
    Number(time[1]),
    Number(time[2]),
    Number(time[3]),
  );
  if (!fix || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  const attributes: DecodedAttributes = {};
  const dashes = (value: string) => /^-*$/.test(value);
  if (!dashes(field(2))) attributes.event = field(2);
  if (!dashes(field(3))) attributes.sensorId = field(3);
  const sensorVoltage = numberField(field(4));
  if (sensorVoltage !== undefined) attributes.sensorVoltage = sensorVoltage;
  const rssi = numberField(field(7));
  if (rssi !== undefined) attributes.rssi = rssi;
  const hdop = numberField(field(14));
  if (hdop !== undefined) attributes.hdop = hdop;
  const sat = numberField(field(15));
  if (sat !== undefined) attributes.sat = sat;
  attributes.ignition = field(16) === '1';
  attributes.charge = field(17) === '1';
  if (!dashes(field(18))) attributes.error = field(18);
  const altitude = numberField(field(13));
  return {
    kind: 'position',
    fixTime: fix,
    valid: Number(field(8)) > 0,
    latitude,
    longitude,
    ...(altitude === undefined ? {} : { altitude }),
    speed: knotsFromKph(numberField(field(11)) ?? 0),
    course: numberField(field(12)) ?? 0,
    attributes,
  };
}

/**
 * Decodes one GPS103 (Coban) sentence, its delimiter (`;`, `*` or a line break) included:
 * - `##,imei:<id>,A;` logs in and is answered `LOAD`;
 * - `<id>;` (digits only) is a heartbeat answered `ON`; a report glued after it is decoded too;
 * - `imei:<id>,<keyword>,…` is a regular report (fix, or cell without a fix), an `OBD` report, the
 *   `*`-terminated sensor variant, or a photo chunk (`vr`, not stored);
 * - `help me` (SOS) is answered `**,imei:<id>,E` so the device stops repeating it.
 * A sentence of none of these shapes is an unknown type; it is counted and nothing is answered.
 */
export function decodeGps103(text: string, now: Date): TextFrame {
  let sentence = text.replace(/[\r\n]+$/, '').trim();
  if (sentence === '' || sentence === ';' || sentence === '*') return { messages: [] };

  if (sentence.includes('imei:') && sentence.length <= 30) {
    const id = /imei:(\d+),/.exec(sentence)?.[1];
    return id
      ? { id, messages: [{ kind: 'login', uniqueId: id }], ack: 'LOAD' }
      : { messages: [], ack: 'LOAD' };
  }

  const sensorVariant = sentence.endsWith('*');
  sentence = sentence.replace(/[;*]$/, '');
  let ack: string | undefined;
  // The heartbeat is the IMEI alone (15 digits, some firmware 16-17); other digits are no heartbeat.
  const heartbeat = /^(\d{15,17})(imei:|$)/.exec(sentence);
  if (heartbeat) {
    ack = 'ON';
    if (!heartbeat[2]) return { id: heartbeat[1] as string, messages: [{ kind: 'heartbeat' }], ack };
    sentence = sentence.slice((heartbeat[1] as string).length);
  }

  if (!sentence.startsWith('imei:')) {
    const frame: TextFrame = { messages: [], unknownType: sentence.split(',')[0]?.slice(0, 16) ?? '' };
    if (ack !== undefined) frame.ack = ack;
    return frame;
  }
  const fields = sentence.split(',');
  const id = (fields[0] as string).slice(5).trim();
  const keyword = (fields[1] ?? '').trim();
  // A sentence of a known shape whose fields cannot be read stores nothing; the connection stays.
  const with_ = (message: DecodedMessage | 'unknown' | undefined, extraAck?: string): TextFrame => {
    const reply = extraAck ?? ack;
    const frame: TextFrame = { id, messages: message && message !== 'unknown' ? [message] : [] };
    if (reply !== undefined) frame.ack = reply;
    if (message === 'unknown') frame.unknownType = keyword;
    return frame;
  };

  if (keyword.startsWith('vr')) return { id, messages: [], ...(ack ? { ack } : {}) };
  if (keyword === 'OBD') return with_(decodeObd(fields));
  if (sensorVariant) return with_(decodeAlternative(fields));
  const message = decodeRegular(fields, now);
  const sosAck = keyword === 'help me' ? `**,imei:${id},E` : undefined;
  return with_(message, sosAck === undefined ? undefined : ack === undefined ? sosAck : `${ack}${sosAck}`);
}
