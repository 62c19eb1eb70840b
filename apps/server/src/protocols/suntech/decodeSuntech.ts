import { ALARMS } from '../alarms';
import { knotsFromKph } from '../speedUnits';
import { numberField, type TextFrame, utcDate } from '../TextFrameSession';
import type { DecodedAttributes, DecodedMessage, DecodedPosition } from '../types';

/** EMG emergency codes. */
const EMERGENCIES: Readonly<Record<number, string>> = {
  1: ALARMS.sos,
  2: ALARMS.parking,
  3: ALARMS.powerCut,
  5: ALARMS.door,
  6: ALARMS.door,
  7: ALARMS.movement,
  8: ALARMS.vibration,
};

/** ALT alert codes. */
const ALERTS: Readonly<Record<number, string>> = {
  1: ALARMS.overspeed,
  5: ALARMS.geofenceExit,
  6: ALARMS.geofenceEnter,
  14: ALARMS.lowBattery,
  15: ALARMS.vibration,
  16: ALARMS.accident,
  40: ALARMS.powerRestored,
  41: ALARMS.powerCut,
  46: ALARMS.hardAcceleration,
  47: ALARMS.hardBraking,
  50: ALARMS.jamming,
};

/** `yyyymmdd` and `hh:mm:ss` as a UTC date. */
function dateTime(date: string | undefined, time: string | undefined): Date | undefined {
  const d = /^(\d{4})(\d\d)(\d\d)$/.exec(date ?? '');
  const t = /^(\d\d):(\d\d):(\d\d)$/.exec(time ?? '');
  if (!d || !t) return undefined;
  return utcDate(Number(d[1]), Number(d[2]), Number(d[3]), Number(t[1]), Number(t[2]), Number(t[3]));
}

/** A decimal coordinate within its range, or undefined. */
function coordinate(text: string | undefined, limit: number): number | undefined {
  const value = numberField(text);
  return value !== undefined && Math.abs(value) <= limit ? value : undefined;
}

function position(
  fixTime: Date,
  latitude: number,
  longitude: number,
  speedKmh: number,
  course: number,
  valid: boolean,
  attributes: DecodedAttributes,
): DecodedPosition {
  return {
    kind: 'position',
    fixTime,
    valid,
    latitude,
    longitude,
    speed: knotsFromKph(speedKmh),
    course,
    attributes,
  };
}

/**
 * The ST300/ST340/ST500/ST600 and SA200 reports `<model><type>;<id>;[<model no>;]<fw>;<yyyymmdd>;
 * <hh:mm:ss>;[<cell>;[<mcc>;<mnc>;<lac>;<rssi>;]]<lat>;<lon>;<speed km/h>;<course>;<sat>;<fix>;
 * <odometer>;<power>;<io>;…`, the fields after `io` by type: STT status and index, EMG emergency,
 * EVT event, ALT alert, UEX user data.
 */
function decodeClassic(
  model: string,
  type: string,
  values: string[],
): DecodedMessage | 'unknown' | undefined {
  let index = 2;
  const next = () => values[index++];
  const attributes: DecodedAttributes = { type };
  if (model.startsWith('ST3') || model === 'ST500' || model === 'ST600') index++;
  const firmware = next();
  if (firmware) attributes.versionFw = firmware;
  const fixTime = dateTime(next(), next());
  if (model !== 'ST500') {
    const cell = next() ?? '';
    if (model === 'ST600') {
      const [mcc, mnc, lac, rssi] = [next(), next(), next(), next()];
      if (/^[0-9a-fA-F]{1,8}$/.test(cell) && /^[0-9a-fA-F]{1,4}$/.test(lac ?? '')) {
        attributes.network = {
          cellTowers: [
            {
              mcc: numberField(mcc),
              mnc: numberField(mnc),
              lac: Number.parseInt(lac as string, 16),
              cid: Number.parseInt(cell, 16),
              rssi: numberField(rssi),
            },
          ],
        };
      }
    }
  }
  const latitude = coordinate(next(), 90);
  const longitude = coordinate(next(), 180);
  const speed = numberField(next());
  const course = numberField(next());
  if (!fixTime || latitude === undefined || longitude === undefined || speed === undefined) return undefined;
  const sat = numberField(next());
  if (sat !== undefined) attributes.sat = sat;
  const valid = next() === '1';
  const odometer = numberField(next());
  if (odometer !== undefined) attributes.odometer = odometer;
  const power = numberField(next());
  if (power !== undefined) attributes.power = power;
  const io = next() ?? '';
  if (/^[01]{6,}$/.test(io)) {
    attributes.ignition = io[0] === '1';
    attributes.in1 = io[1] === '1';
    attributes.in2 = io[2] === '1';
    attributes.in3 = io[3] === '1';
    attributes.out1 = io[4] === '1';
    attributes.out2 = io[5] === '1';
  }
  const code = numberField(values[index]);
  switch (type) {
    case 'STT': {
      if (code !== undefined) attributes.status = code;
      const messageIndex = numberField(values[index + 1]);
      if (messageIndex !== undefined) attributes.index = messageIndex;
      break;
    }
    case 'EMG':
      if (code !== undefined && EMERGENCIES[code]) attributes.alarm = EMERGENCIES[code];
      break;
    case 'EVT':
      if (code !== undefined) attributes.event = code;
      break;
    case 'ALT':
      if (code !== undefined && ALERTS[code]) attributes.alarm = ALERTS[code];
      break;
    default:
      readUserData(values.slice(index + 1), attributes);
  }
  return position(fixTime, latitude, longitude, speed, course ?? 0, valid, attributes);
}

/** UEX user data: `t_<n>=<hex>` temperatures, `N_<n>=<hex>` fuel, `GTSL|…|<driver>|` and `CabAVL"…"` fuel. */
function readUserData(fields: string[], attributes: DecodedAttributes): void {
  let fuelTotal = 0;
  for (const field of fields) {
    const pair = /^([tNQ])_(\w)=([0-9A-Fa-f]+)/.exec(field.trim());
    if (pair) {
      const value = Number.parseInt(pair[3] as string, 16);
      if (pair[1] === 't') attributes[`temp${pair[2]}`] = value;
      else if (pair[1] === 'N') {
        attributes[`fuel${pair[2]}`] = value;
        fuelTotal += value;
      } else attributes.drivingQuality = value;
      continue;
    }
    if (field.startsWith('GTSL')) {
      const driver = field.split('|')[4];
      if (driver) attributes.driverUniqueId = driver;
      continue;
    }
    const cab = /^CabAVL"CabMensaje,[^,]*,(-?[\d.]+),(-?[\d.]+)/.exec(field);
    if (cab) {
      for (const [key, text] of [
        ['fuel1', cab[1]],
        ['fuel2', cab[2]],
      ] as const) {
        const value = Number(text);
        if (value > 0) {
          attributes[key] = value;
          fuelTotal += value;
        }
      }
    }
  }
  if (fuelTotal > 0) attributes.fuel = fuelTotal;
}

/** ST910 (personal tracker): `ST910;<Location|Emergency|Alert>;<id>;<fw>;<yyyymmdd>;<hh:mm:ss>;<lat>;<lon>;<speed>;<course>;<fix>;…`. */
function decodeSt910(values: string[]): { id?: string; message: DecodedMessage | 'unknown' | undefined } {
  const kind = values[1] ?? '';
  if (kind !== 'Location' && kind !== 'Emergency' && kind !== 'Alert') return { message: 'unknown' };
  const id = values[2];
  const fixTime = dateTime(values[4], values[5]);
  const latitude = coordinate(values[6], 90);
  const longitude = coordinate(values[7], 180);
  const speed = numberField(values[8]);
  if (!fixTime || latitude === undefined || longitude === undefined || speed === undefined) {
    return { ...(id ? { id } : {}), message: undefined };
  }
  const attributes: DecodedAttributes = { versionFw: values[3] };
  if (kind !== 'Location') attributes.alarm = ALARMS.general;
  return {
    ...(id ? { id } : {}),
    message: position(
      fixTime,
      latitude,
      longitude,
      speed,
      numberField(values[9]) ?? 0,
      values[10] === '1',
      attributes,
    ),
  };
}

/** The universal format `<STT|ALT>;<id>;<mask hex>;…`, whose mask says which fields follow. */
function decodeUniversal(type: string, values: string[]): DecodedMessage | 'unknown' | undefined {
  if (type !== 'STT' && type !== 'ALT') return 'unknown';
  const mask = Number.parseInt(values[2] ?? '', 16);
  if (!/^[0-9A-Fa-f]{1,8}$/.test(values[2] ?? '')) return undefined;
  const has = (bit: number) => ((mask >>> bit) & 1) === 1;
  let index = 3;
  const next = () => values[index++];
  const attributes: DecodedAttributes = { type };
  if (has(1)) next();
  if (has(2)) attributes.versionFw = next();
  if (has(3) && next() === '0') attributes.archive = true;
  const fixTime = has(4) && has(5) ? dateTime(next(), next()) : undefined;
  const cell: Record<string, number> = {};
  if (has(6)) cell.cid = Number.parseInt(next() ?? '', 16);
  if (has(7)) cell.mcc = Number(next());
  if (has(8)) cell.mnc = Number(next());
  if (has(9)) cell.lac = Number.parseInt(next() ?? '', 16);
  if (cell.cid !== undefined && Number.isFinite(cell.cid)) attributes.network = { cellTowers: [cell] };
  if (has(10)) {
    const rssi = numberField(next());
    if (rssi !== undefined) attributes.rssi = rssi;
  }
  const latitude = has(11) ? coordinate(next(), 90) : undefined;
  const longitude = has(12) ? coordinate(next(), 180) : undefined;
  if (!fixTime || latitude === undefined || longitude === undefined) return undefined;
  const speed = has(13) ? (numberField(next()) ?? 0) : 0;
  const course = has(14) ? (numberField(next()) ?? 0) : 0;
  if (has(15)) {
    const sat = numberField(next());
    if (sat !== undefined) attributes.sat = sat;
  }
  const valid = has(16) ? next() === '1' : true;
  if (has(17)) {
    const input = numberField(next());
    if (input !== undefined) attributes.input = input;
  }
  if (has(18)) {
    const output = numberField(next());
    if (output !== undefined) attributes.output = output;
  }
  if (type === 'ALT') {
    if (has(19)) {
      const alert = next() ?? '';
      attributes.alertId = alert;
      const alarm = ALERTS[Number(alert)];
      if (alarm) attributes.alarm = alarm;
    }
    if (has(20)) attributes.alertModifier = next();
    if (has(21)) attributes.alertData = next();
  } else {
    const read = (key: string) => {
      const value = numberField(next());
      if (value !== undefined) attributes[key] = value;
    };
    if (has(19)) read('mode');
    if (has(20)) read('reason');
    if (has(21)) read('index');
  }
  return position(fixTime, latitude, longitude, speed, course, valid, attributes);
}

/**
 * Decodes one Suntech report (its `\r` removed): the classic `ST300STT;…` family (ST300, ST340,
 * ST500, ST600, SA200), the ST910 personal tracker, the universal `STT;<id>;<mask>;…` format, the
 * `…ALV;<id>` keep-alive and the `…HTE` travel report (driver on the last position). Binary
 * reports (second byte 0) and other types are unknown types. Suntech devices expect no answer.
 */
export function decodeSuntech(text: string): TextFrame {
  if (text.charCodeAt(1) === 0) {
    return { messages: [], unknownType: `0x${text.charCodeAt(0).toString(16).padStart(2, '0')}` };
  }
  const values = text.replace(/[\r\n]+$/, '').split(';');
  const prefix = values[0] ?? '';
  const frame = (
    id: string | undefined,
    message: DecodedMessage | 'unknown' | undefined,
    type: string,
  ): TextFrame => {
    const result: TextFrame = { messages: message && message !== 'unknown' ? [message] : [] };
    if (id && /^[0-9A-Za-z]{1,32}$/.test(id)) result.id = id;
    if (message === 'unknown') result.unknownType = type;
    return result;
  };

  if (prefix.startsWith('ST9')) {
    const { id, message } = decodeSt910(values);
    return frame(id, message, `${prefix};${values[1] ?? ''}`);
  }
  if (/^[A-Z]{3}$/.test(prefix)) return frame(values[1], decodeUniversal(prefix, values), prefix);
  const classic = /^([A-Z]{2}\d{3})([A-Z]{3})$/.exec(prefix);
  if (!classic) return { messages: [], unknownType: prefix.slice(0, 16) };
  const [, model, type] = classic as unknown as [string, string, string];
  const id = values[1];
  if (type === 'ALV') return frame(id, { kind: 'heartbeat' }, prefix);
  if (type === 'HTE') {
    const driver = values.at(-1) ?? '';
    return frame(
      id,
      driver ? { kind: 'heartbeat', attributes: { driverUniqueId: driver } } : { kind: 'heartbeat' },
      prefix,
    );
  }
  if (!['STT', 'EMG', 'EVT', 'ALT', 'UEX'].includes(type)) return frame(id, 'unknown', prefix);
  if (model.startsWith('ST4')) return frame(id, 'unknown', prefix);
  return frame(id, decodeClassic(model, type, values), prefix);
}
