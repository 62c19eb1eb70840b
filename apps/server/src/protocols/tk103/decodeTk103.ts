import { ALARMS } from '../alarms';
import { knotsFromKph } from '../speedUnits';
import { degreesMinutes, numberField, type TextFrame, utcDate } from '../TextFrameSession';
import type { DecodedAttributes, DecodedMessage, DecodedPosition } from '../types';
import { positionWithoutFix } from '../types';

/** The alarm or state each type code gives (the ZC, DW3x and DW5x families share their codes). */
const TYPE_ATTRIBUTES: Readonly<Record<string, DecodedAttributes>> = (() => {
  const table: Record<string, DecodedAttributes> = {};
  const families: [string, string, string, DecodedAttributes][] = [
    ['ZC11', 'DW31', 'DW51', { alarm: ALARMS.movement }],
    ['ZC12', 'DW32', 'DW52', { alarm: ALARMS.lowBattery }],
    ['ZC13', 'DW33', 'DW53', { alarm: ALARMS.powerCut }],
    ['ZC15', 'DW35', 'DW55', { ignition: true }],
    ['ZC16', 'DW36', 'DW56', { ignition: false }],
    ['ZC29', 'DW42', 'DW62', { ignition: true }],
    ['ZC17', 'DW37', 'DW57', { alarm: ALARMS.removing }],
    ['ZC25', 'DW3E', 'DW5E', { alarm: ALARMS.sos }],
    ['ZC26', 'DW3F', 'DW5F', { alarm: ALARMS.tampering }],
    ['ZC27', 'DW40', 'DW60', { alarm: ALARMS.lowPower }],
  ];
  for (const [zc, dw3, dw5, attributes] of families) {
    table[zc] = attributes;
    table[dw3] = attributes;
    table[dw5] = attributes;
  }
  return table;
})();

/** BO01 alarm digits. */
const BO01_ALARMS: readonly (string | undefined)[] = [
  undefined,
  ALARMS.accident,
  ALARMS.sos,
  ALARMS.vibration,
  ALARMS.lowspeed,
  ALARMS.overspeed,
  ALARMS.geofenceExit,
];

/** BQ81 alarm digits. */
const BQ81_ALARMS: readonly string[] = [
  ALARMS.lowBattery,
  ALARMS.overspeed,
  ALARMS.idle,
  ALARMS.hardAcceleration,
  ALARMS.hardBraking,
  ALARMS.temperature,
];

/** ZC20 battery level steps (6 full … 2 nearly empty). */
const BATTERY_STEPS: Readonly<Record<number, number>> = { 6: 100, 5: 80, 4: 50, 3: 20, 2: 10 };

/** The attributes of a type code and its data digit. */
function typeAttributes(type: string, data: string): DecodedAttributes {
  if (type === 'BO01') {
    const alarm = BO01_ALARMS[Number(data.charAt(0))];
    return alarm ? { alarm } : {};
  }
  if (type === 'BQ81') {
    const alarm = BQ81_ALARMS[Number(/ALARM,(\d)/.exec(data)?.[1] ?? '9')];
    return alarm ? { alarm } : {};
  }
  return { ...TYPE_ATTRIBUTES[type] };
}

/**
 * The classic fixed-width location block, found anywhere in the data after the type:
 * `<yymmdd><A|V><ddmm.mmmm><N|S><dddmm.mmmm><E|W><speed km/h, 5><hhmmss><course, 6><8 status
 * characters>L<odometer hex>`, then optionally a temperature `±ddd.d`. Fields may be padded with
 * spaces; some firmware writes the course in fewer characters and a comma before the status.
 */
const CLASSIC = new RegExp(
  [
    '(\\d\\d)(\\d\\d)(\\d\\d)', // date yymmdd
    '([AV])',
    ' *(\\d*\\d\\d\\.\\d+)([NS])',
    ' *(\\d*\\d\\d\\.\\d+)([EW])',
    '([ \\d.]{5})', // speed
    '(\\d\\d)(\\d\\d)(\\d\\d)', // time
    '([ \\d.]{6}),?', // course
    '(?:([01])([01])([0-9A-Fa-f])([0-9A-Fa-f])([0-9A-Fa-f])([0-9A-Fa-f]{3})L([0-9A-Fa-f]+))?', // status, odometer
    '.*?([+-]\\d{3}\\.\\d)?$', // temperature
  ].join(''),
);

function bit(value: number, index: number): boolean {
  return ((value >> index) & 1) === 1;
}

function classicPosition(data: string, now: Date): DecodedPosition | undefined {
  const match = CLASSIC.exec(data);
  if (!match) return undefined;
  const part = (index: number) => match[index] ?? '';
  const latitude = degreesMinutes(part(5));
  const longitude = degreesMinutes(part(7));
  if (!(latitude <= 90 && longitude <= 180)) return undefined;
  const attributes: DecodedAttributes = {};
  if (part(14) !== '') {
    attributes.charge = part(14) === '0';
    attributes.ignition = part(15) === '1';
    const mask1 = Number.parseInt(part(16), 16);
    attributes.in2 = bit(mask1, 0) ? 1 : 0;
    attributes.panic = bit(mask1, 1) ? 1 : 0;
    attributes.out2 = bit(mask1, 2) ? 1 : 0;
    if (bit(mask1, 3)) attributes.blocked = 1;
    const mask2 = Number.parseInt(part(17), 16);
    for (let i = 0; i < 3; i++) if (bit(mask2, i)) attributes[`hs${3 - i}`] = 1;
    if (bit(mask2, 3)) attributes.door = 1;
    const mask3 = Number.parseInt(part(18), 16);
    for (let i = 1; i <= 3; i++) if (bit(mask3, i)) attributes[`ls${3 - i + 1}`] = 1;
    attributes.fuel = Number.parseInt(part(19), 16);
    attributes.odometer = Number.parseInt(part(20), 16);
  }
  if (part(21) !== '') attributes.temp1 = Number(part(21));
  const [year, month, day, hours, minutes, seconds] = [1, 2, 3, 10, 11, 12].map((i) => Number(part(i)));
  return {
    kind: 'position',
    fixTime: utcDate(year as number, month as number, day as number, hours, minutes, seconds) ?? now,
    valid: part(4) === 'A',
    latitude: part(6) === 'S' ? -latitude : latitude,
    longitude: part(8) === 'W' ? -longitude : longitude,
    speed: knotsFromKph(numberField(part(9)) ?? 0),
    course: numberField(part(13)) ?? 0,
    attributes,
  };
}

/**
 * The comma-separated location: `<ddmmyy>,<A|V>,<ddmm.mmmm><N|S>,<dddmm.mmmm><E|W>,<speed km/h>,
 * <hhmmss>,<course>,…`.
 */
function commaPosition(fields: string[], now: Date): DecodedPosition | undefined {
  const date = /^(\d\d)(\d\d)(\d\d)$/.exec(fields[0] ?? '');
  const latitude = /^(\d*\d\d\.\d+)([NS])$/.exec(fields[2] ?? '');
  const longitude = /^(\d*\d\d\.\d+)([EW])$/.exec(fields[3] ?? '');
  const time = /^(\d\d)(\d\d)(\d\d)$/.exec(fields[5] ?? '');
  if (!date || !latitude || !longitude || !time || !/^[AV]$/.test(fields[1] ?? '')) return undefined;
  const lat = degreesMinutes(latitude[1] as string);
  const lon = degreesMinutes(longitude[1] as string);
  if (!(lat <= 90 && lon <= 180)) return undefined;
  return {
    kind: 'position',
    fixTime:
      utcDate(
        Number(date[3]),
        Number(date[2]),
        Number(date[1]),
        Number(time[1]),
        Number(time[2]),
        Number(time[3]),
      ) ?? now,
    valid: fields[1] === 'A',
    latitude: latitude[2] === 'S' ? -lat : lat,
    longitude: longitude[2] === 'W' ? -lon : lon,
    speed: knotsFromKph(numberField(fields[4]) ?? 0),
    course: numberField(fields[6]) ?? 0,
    attributes: {},
  };
}

/** `<ddmmyy>,<hhmmss>` as a UTC date. */
function dayTime(date: string | undefined, time: string | undefined): Date | undefined {
  const d = /^(\d\d)(\d\d)(\d\d)$/.exec(date ?? '');
  const t = /^(\d\d)(\d\d)(\d\d)$/.exec(time ?? '');
  if (!d || !t) return undefined;
  return utcDate(Number(d[3]), Number(d[2]), Number(d[1]), Number(t[1]), Number(t[2]), Number(t[3]));
}

/** ZC20: `<ddmmyy>,<hhmmss>,<level step>,<battery cV>,<power dV>,<installed>`; 255/65535 mean absent. */
function batteryReport(fields: string[]): DecodedMessage | undefined {
  const deviceTime = dayTime(fields[0], fields[1]);
  const [level, battery, power] = [2, 3, 4].map((i) => numberField(fields[i]));
  if (!deviceTime || level === undefined || battery === undefined || power === undefined) return undefined;
  const attributes: DecodedAttributes = {};
  const step = BATTERY_STEPS[level];
  if (level !== 255 && step !== undefined) attributes.batteryLevel = step;
  if (battery !== 65535) attributes.battery = battery * 0.01;
  if (power !== 65535) attributes.power = power * 0.1;
  return { kind: 'heartbeat', deviceTime, attributes };
}

/** BZ00: `<mcc>,<mnc>,<lac hex>,<cid hex>,…` — the serving cell, on the last position. */
function networkReport(fields: string[]): DecodedMessage | undefined {
  const [mcc, mnc] = [fields[0], fields[1]].map((value) => numberField(value));
  const [lac, cid] = [fields[2], fields[3]];
  if (
    mcc === undefined ||
    mnc === undefined ||
    !/^[0-9a-fA-F]{1,8}$/.test(lac ?? '') ||
    !/^[0-9a-fA-F]{1,8}$/.test(cid ?? '')
  )
    return undefined;
  return {
    kind: 'heartbeat',
    attributes: {
      network: {
        cellTowers: [
          { mcc, mnc, lac: Number.parseInt(lac as string, 16), cid: Number.parseInt(cid as string, 16) },
        ],
      },
    },
  };
}

/**
 * DW5x: `<mcc>,<mnc>,<lac>,<cid>,<n>,<mac*rssi*channel>…,<ddmmyy>,<hhmmss>` — a report without a fix
 * located by its cell and Wi-Fi access points: a position marked invalid at 0/0 with its date, which
 * the pipeline places at the last known location.
 */
function lbsWifiReport(type: string, fields: string[]): DecodedMessage | undefined {
  const [mcc, mnc, lac, cid, count] = fields.slice(0, 5).map((value) => numberField(value));
  const fixTime = dayTime(fields.at(-2), fields.at(-1));
  if (mcc === undefined || mnc === undefined || lac === undefined || cid === undefined || count === undefined)
    return undefined;
  if (!fixTime || fields.length !== 7 + count) return undefined;
  const wifiAccessPoints = [];
  for (const entry of fields.slice(5, 5 + count)) {
    const match = /^((?:[0-9A-Fa-f]{2}:){5}[0-9A-Fa-f]{2})\*([+-]?\d+)\*(\d+)$/.exec(entry);
    if (!match) return undefined;
    wifiAccessPoints.push({
      macAddress: match[1],
      signalStrength: Number(match[2]),
      channel: Number(match[3]),
    });
  }
  const network: DecodedAttributes = { cellTowers: [{ mcc, mnc, lac, cid }] };
  if (wifiAccessPoints.length > 0) network.wifiAccessPoints = wifiAccessPoints;
  return positionWithoutFix(fixTime, { ...typeAttributes(type, ''), network });
}

/** Where the type code sits in a classic sentence: after a 12-character id, a 15-digit IMEI, or an 11-digit one. */
function classicSplit(body: string): { id: string; type: string; data: string } | undefined {
  for (const at of [12, 15, 11]) {
    const type = body.slice(at, at + 4);
    if (/^[A-Z]{2}[0-9A-F]{2}$/.test(type) && /^[0-9A-Za-z]+$/.test(body.slice(0, at))) {
      return { id: body.slice(0, at), type, data: body.slice(at + 4) };
    }
  }
  return undefined;
}

/**
 * Decodes one TK103 sentence `(…)`, parentheses included. Two layouts exist: the classic one,
 * `(<12-character id><type><data>)` with a fixed-width location block, and the comma-separated
 * one, `(<IMEI>,<type>,<ddmmyy>,<A|V>,…)`. BP00 (handshake) is answered `(<id>AP01HSO)` and BP05
 * (login with a fix) `(<id>AP05)`, as the devices expect; ZC20 is battery state, BZ00 the serving
 * cell, DW5x a cell and Wi-Fi report, ZC03 a command's answer (`$…$`), BV00 the vehicle's VIN.
 * Any other type carrying a location block is a position with the type's alarm; a type without one
 * is unknown.
 */
export function decodeTk103(text: string, now: Date): TextFrame {
  const body = text.slice(text.startsWith('(') ? 1 : 0, text.endsWith(')') ? -1 : undefined);
  const classic = classicSplit(body);
  const comma = /^([0-9A-Za-z]{1,32}),([0-9A-Z]{4}),?(.*)$/s.exec(body);
  let id: string;
  let type: string;
  let data: string;
  if (classic) {
    ({ id, type, data } = classic);
    // Some types put a comma between the type and their data.
    data = data.replace(/^,/, '');
  } else if (comma) [id, type, data] = [comma[1] as string, comma[2] as string, comma[3] as string];
  else return { messages: [], unknownType: body.slice(0, 16) };

  const result = (message: DecodedMessage | undefined, ack?: string): TextFrame => {
    const frame: TextFrame = { id, messages: message ? [message] : [] };
    if (ack !== undefined) frame.ack = ack;
    return frame;
  };
  const fields = data.split(',');

  if (type === 'BP00') return result({ kind: 'heartbeat' }, classic ? `(${id}AP01HSO)` : undefined);
  if (type === 'ZC20') return result(batteryReport(fields));
  if (type === 'BZ00') return result(networkReport(fields));
  if (type === 'ZC03') {
    const reply = /^(\d{6}),(\d{6}),\$([\s\S]*?)(?:\$|$)/.exec(data);
    if (!reply) return result(undefined);
    const deviceTime = dayTime(reply[1], reply[2]);
    return result({
      kind: 'commandResult',
      result: reply[3] as string,
      ...(deviceTime ? { deviceTime } : {}),
    });
  }
  if (type.startsWith('DW5')) return result(lbsWifiReport(type, fields));
  if (type === 'BV00' && /^[0-9A-Z]{17}$/.test(data))
    return result({ kind: 'heartbeat', attributes: { vin: data } });

  const position = classic ? classicPosition(data, now) : commaPosition(fields, now);
  const ack = type === 'BP05' && classic ? `(${id}AP05)` : undefined;
  if (position) {
    Object.assign(position.attributes, typeAttributes(type, data));
    return result(position, ack);
  }
  // A type that carries no location block this decoder reads.
  const frame = result(undefined, ack);
  if (!/^(?:BR0\d|BP0[245]|BO01|BQ81|ZC\w\w|DW\w\w)$/.test(type)) frame.unknownType = type;
  return frame;
}
