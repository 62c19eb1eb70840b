import { ALARMS, type AlarmName } from '../alarms';
import { FrameReader } from '../FrameReader';
import { knotsFromKph } from '../speedUnits';
import type { DecodedAttributes, DecodedMessage, DecodedPosition } from '../types';
import { type Gt06LocationContext, gt06Position, readGt06Date, readGt06Fix } from './decodeGt06Location';
import { gt06AlarmFromCode, gt06BatteryLevel, gt06TerminalInfo } from './gt06Alarm';
import { readOperator, readWifi } from './gt06Network';

/** One unit of GT06 latitude and longitude is 1/30000 of a minute. */
const UNITS_PER_DEGREE = 60 * 30_000;

function heartbeat(
  context: Gt06LocationContext,
  attributes: DecodedAttributes,
  deviceTime?: Date,
): DecodedMessage {
  return {
    kind: 'heartbeat',
    ...(context.uniqueId === undefined ? {} : { uniqueId: context.uniqueId }),
    ...(deviceTime === undefined ? {} : { deviceTime }),
    attributes,
  };
}

/**
 * X1 GPS report (0x34 with a one-byte length): data and alarm word, fix, terminal information,
 * odometer (m), cell (four-byte id), driver id, battery and external voltage, port information,
 * inputs, outputs, then as many analog inputs (V) as bits 20-23 of the port information say.
 */
export function decodeX1Gps(content: Buffer, context: Gt06LocationContext): DecodedPosition {
  const reader = new FrameReader('gt06', content);
  const attributes: DecodedAttributes = {};
  reader.skip(4); // data and alarm
  const fix = readGt06Fix(reader, context, attributes);
  reader.skip(2); // terminal information
  attributes.odometer = reader.u32();
  const mcc = reader.u16();
  const mnc = reader.u8();
  const lac = reader.u16();
  const cid = reader.u32();
  attributes.network = { cellTowers: [{ mcc, mnc, lac, cid }] };
  const driver = reader.u32();
  if (driver > 0) attributes.driverUniqueId = String(driver);
  attributes.battery = reader.u16() / 100;
  attributes.power = reader.u16() / 100;
  const ports = reader.u32();
  attributes.input = reader.u8();
  attributes.output = reader.u8();
  const analogCount = (ports >>> 20) & 0x0f;
  for (let i = 1; i <= analogCount && reader.remaining >= 2; i++) attributes[`adc${i}`] = reader.u16() / 100;
  return gt06Position(fix, context, attributes);
}

/**
 * iButton report (0x61): the device's IMEI, fix, cell (four-byte id), then the driver key as a
 * six-byte number, stored in decimal as `driverUniqueId`.
 */
export function decodeIButton(content: Buffer, context: Gt06LocationContext): DecodedPosition {
  const reader = new FrameReader('gt06', content);
  const attributes: DecodedAttributes = {};
  reader.skip(8); // IMEI
  const fix = readGt06Fix(reader, context, attributes);
  const { mcc, mnc } = readOperator(reader);
  const lac = reader.u16();
  const cid = reader.u32();
  attributes.network = { cellTowers: [{ mcc, mnc, lac, cid }] };
  attributes.driverUniqueId = String(reader.u32() * 0x1_0000 + reader.u16());
  return gt06Position(fix, context, attributes);
}

/**
 * Status with modules (0x36 with a one-byte length, Jimi 4G): terminal information, battery level,
 * GSM signal, alarm extension, language, then modules (type 2, length 1): 0x18 battery (V), 0x32
 * start-up status, 0x6A battery level (%).
 */
export function decodeStatusModules(content: Buffer, context: Gt06LocationContext): DecodedMessage {
  const reader = new FrameReader('gt06', content);
  const attributes: DecodedAttributes = gt06TerminalInfo(reader.u8());
  const level = gt06BatteryLevel(reader.u8());
  if (level !== undefined) attributes.batteryLevel = level;
  attributes.rssi = reader.u8();
  reader.skip(2); // alarm extension, language
  while (reader.remaining >= 3) {
    const module = reader.u16();
    const size = reader.u8();
    if (size > reader.remaining) break;
    if (module === 0x18 && size >= 2) attributes.battery = reader.bytes(size).readUInt16BE(0) / 100;
    else if (module === 0x32 && size >= 1) attributes.startupStatus = reader.bytes(size)[0];
    else if (module === 0x6a && size >= 1) attributes.batteryLevel = reader.bytes(size)[0];
    else reader.skip(size);
  }
  return heartbeat(context, attributes);
}

/**
 * GPS and cell report 0x38 (extended): fix, upload mode, re-upload flag, then a cell whose type
 * byte says its size (3 and above: LAC 4, cell id 8, signal 2), then modules (0x27 external
 * voltage, 0x2E odometer, 0x3B accuracy).
 */
export function decodeGpsLbs8(content: Buffer, context: Gt06LocationContext): DecodedPosition {
  const reader = new FrameReader('gt06', content);
  const attributes: DecodedAttributes = {};
  const fix = readGt06Fix(reader, context, attributes);
  reader.skip(1); // upload mode
  attributes.archive = reader.u8() > 0;
  const cellType = reader.u8();
  const { mcc, mnc } = readOperator(reader);
  const wide = cellType >= 3;
  const lac = wide ? reader.u32() : reader.u16();
  const cid = wide ? reader.u32() * 0x1_0000_0000 + reader.u32() : reader.u24();
  const rssi = wide ? reader.u16() : reader.u8();
  if (cid > 0) attributes.network = { cellTowers: [{ mcc, mnc, lac, cid, rssi }] };
  const position = gt06Position(fix, context, attributes);
  while (reader.remaining >= 3) {
    const module = reader.u16();
    const size = reader.u8();
    if (size > reader.remaining) break;
    const value = reader.bytes(size);
    if (module === 0x27 && size >= 2) attributes.power = value.readUInt16BE(0) / 100;
    else if (module === 0x2e && size >= 4) attributes.odometer = value.readUInt32BE(0);
    else if (module === 0x3b && size >= 2) position.accuracy = value.readUInt16BE(0) / 100;
  }
  return position;
}

/**
 * Wi-Fi report 0xF3 (framed like any other, with serial and CRC): date (binary, UTC), access point
 * count, then per access point two reserved bytes and its MAC (no signal strength). A position
 * without a fix, placed by the access points.
 */
export function decodeWifiList(content: Buffer, context: Gt06LocationContext): DecodedPosition {
  const reader = new FrameReader('gt06', content);
  const fixTime = readGt06Date(reader, 0);
  const count = reader.u8();
  const wifiAccessPoints: { macAddress: string }[] = [];
  for (let i = 0; i < count; i++) {
    reader.skip(2);
    const [point] = readWifi(new FrameReader('gt06', Buffer.concat([reader.bytes(6), ZERO])), 1);
    if (point) wifiAccessPoints.push({ macAddress: point.macAddress });
  }
  return gt06Position({ fixTime, valid: false, latitude: 0, longitude: 0, speed: 0, course: 0 }, context, {
    network: { cellTowers: [], wifiAccessPoints },
  });
}

const ZERO = Buffer.alloc(1);

/** Alarms of the modular report's event module (0x2B), by event code. */
const MODULAR_EVENT_ALARMS: ReadonlyMap<number, AlarmName> = new Map([
  [0x11, ALARMS.lowBattery],
  [0x12, ALARMS.lowPower],
  [0x13, ALARMS.powerCut],
  [0x14, ALARMS.removing],
]);

/**
 * Modular report 0x70 (extended): modules of type 2, length 2 until the serial. Read: 0x03 ICCID,
 * 0x09 satellites, 0x0A visible satellites, 0x11 cell, 0x18 battery (V), 0x28 HDOP, 0x29 index,
 * 0x2A door and tamper inputs, 0x2B event (with its alarm), 0x2E odometer, 0x33 the fix (Unix
 * time, satellites, altitude, coordinates, speed, course/status), 0x34 event, 0x7F a Bluetooth tag
 * (identifier, battery, level, temperature, humidity, status).
 * A report without a fix module is a heartbeat.
 */
export function decodeModular(content: Buffer, context: Gt06LocationContext): DecodedMessage {
  const reader = new FrameReader('gt06', content);
  const attributes: DecodedAttributes = {};
  let position: DecodedPosition | undefined;
  while (reader.remaining >= 4) {
    const module = reader.u16();
    const size = reader.u16();
    if (size > reader.remaining) break;
    const value = new FrameReader('gt06', reader.bytes(size));
    if (module === 0x03 && size >= 10) attributes.iccid = value.bytes(10).toString('hex');
    else if (module === 0x09 && size >= 1) attributes.sat = value.u8();
    else if (module === 0x0a && size >= 1) attributes.satVisible = value.u8();
    else if (module === 0x11 && size >= 9) {
      const cell = {
        mcc: value.u16(),
        mnc: value.u16(),
        lac: value.u16(),
        cid: value.u24(),
        rssi: value.u8(),
      };
      if (cell.cid > 0) attributes.network = { cellTowers: [cell] };
    } else if (module === 0x18 && size >= 2) attributes.battery = value.u16() / 100;
    else if (module === 0x28 && size >= 1) attributes.hdop = value.u8() / 10;
    else if (module === 0x29 && size >= 4) attributes.index = value.u32();
    else if (module === 0x2a && size >= 1) {
      const input = value.u8();
      attributes.door = (input & 0x0f) > 0;
      attributes.tamper = input >> 4 > 0;
    } else if (module === 0x2b && size >= 1) {
      const event = value.u8();
      const alarm = MODULAR_EVENT_ALARMS.get(event);
      if (alarm) attributes.alarm = alarm;
      attributes.event = event;
    } else if (module === 0x2e && size >= 4) {
      // Read big-endian like every other field: the little-endian reading of real frames gives
      // over a million kilometres (0000F25D is 62 045 m).
      attributes.odometer = value.u32();
    } else if (module === 0x33 && size >= 18) position = modularFix(value, context, attributes);
    else if (module === 0x34 && size >= 1) attributes.event = value.u8();
    else if (module === 0x7f && size >= 14) {
      attributes.tag1Id = value.bytes(6).toString('hex');
      attributes.tag1Battery = value.u16() / 1000;
      attributes.tag1BatteryLevel = value.u8();
      attributes.tag1Temp = value.i16() / 10;
      attributes.tag1Humidity = value.i16();
      attributes.tag1Status = value.u8();
    }
  }
  return position ?? heartbeat(context, attributes);
}

function modularFix(
  value: FrameReader,
  context: Gt06LocationContext,
  attributes: DecodedAttributes,
): DecodedPosition {
  const fixTime = new Date(value.u32() * 1000);
  attributes.sat = value.u8();
  const altitude = value.i16();
  let latitude = value.u32() / UNITS_PER_DEGREE;
  let longitude = value.u32() / UNITS_PER_DEGREE;
  const speed = knotsFromKph(value.u8());
  const flags = value.u16();
  if ((flags & 0x0400) === 0) latitude = -latitude;
  if ((flags & 0x0800) !== 0) longitude = -longitude;
  const position = gt06Position(
    { fixTime, valid: (flags & 0x1000) !== 0, latitude, longitude, speed, course: flags & 0x03ff },
    context,
    attributes,
  );
  position.altitude = altitude;
  return position;
}

/**
 * OBD keys of the 0x8C report: the first two hex digits of a key, read as a number (0x28 odometer,
 * 0x2B fuel, 0x2D coolant temperature, 0x35 OBD speed, 0x36 rpm, 0x47 fuel used, 0x49 hours), as
 * Traccar names them.
 */
const OBD_KEYS: ReadonlyMap<number, string> = new Map([
  [0x28, 'odometer'],
  [0x2b, 'fuel'],
  [0x2d, 'coolantTemp'],
  [0x35, 'obdSpeed'],
  [0x36, 'rpm'],
  [0x47, 'fuelUsed'],
  [0x49, 'hours'],
]);
/** The vehicle identification number key of the 0x8C report. */
const OBD_VIN = 0x4a;
/** Bytes after the OBD text of a 0x8C report (a position block the reference does not read either). */
const OBD_TAIL = 12;

/**
 * OBD report 0x8C (FM08ABC, extended): date, ACC, then `key=value` pairs in hexadecimal separated by
 * commas. Values are hundredths; the VIN is text. A heartbeat at the device's time.
 */
export function decodeObd(content: Buffer, context: Gt06LocationContext): DecodedMessage {
  const reader = new FrameReader('gt06', content);
  const deviceTime = readGt06Date(reader, context.timeZoneOffsetMinutes);
  const attributes: DecodedAttributes = { ignition: reader.u8() > 0 };
  const text = reader.bytes(Math.max(0, reader.remaining - OBD_TAIL)).toString('latin1');
  for (const pair of text.split(',')) {
    const [key = '', value] = pair.split('=');
    if (value === undefined || value === '' || key.length < 2) continue;
    const code = Number.parseInt(key.slice(0, 2), 16);
    if (code === OBD_VIN) {
      attributes.vin = value;
      continue;
    }
    const name = OBD_KEYS.get(code);
    const number = Number.parseInt(value, 16);
    if (name && Number.isFinite(number)) attributes[name] = number / 100;
  }
  return heartbeat(context, attributes, deviceTime);
}

/**
 * JC400 alarm packet (0x95 starting `FF FF`): marker, version, date, satellites, coordinates, the
 * course/status word before a two-byte speed, external voltage (0.1 V), event, event data, and the
 * names of the video files recorded for it.
 */
export function decodeJc400Alarm(content: Buffer, context: Gt06LocationContext): DecodedPosition {
  const reader = new FrameReader('gt06', content);
  reader.skip(3); // marker, version
  const attributes: DecodedAttributes = {};
  const fixTime = readGt06Date(reader, context.timeZoneOffsetMinutes);
  attributes.sat = reader.u8() & 0x0f;
  let latitude = reader.u32() / UNITS_PER_DEGREE;
  let longitude = reader.u32() / UNITS_PER_DEGREE;
  const flags = reader.u16();
  const speed = knotsFromKph(reader.u16());
  if ((flags & 0x0400) === 0) latitude = -latitude;
  if ((flags & 0x0800) !== 0) longitude = -longitude;
  if ((flags & 0x4000) !== 0) attributes.ignition = (flags & 0x8000) !== 0;
  attributes.power = reader.u16() / 10;
  const event = reader.u8();
  attributes.event = event;
  attributes.eventData = reader.u16();
  attributes.alarm = jc400Alarm(event);
  if (reader.remaining > 0) attributes.eventFiles = reader.bytes(reader.remaining).toString('latin1');
  return gt06Position(
    { fixTime, valid: (flags & 0x1000) !== 0, latitude, longitude, speed, course: flags & 0x03ff },
    context,
    attributes,
  );
}

/** JC400 event codes with an alarm; others are `general`. */
const JC400_ALARMS: ReadonlyMap<number, AlarmName> = new Map([
  [0x01, ALARMS.sos],
  [0x0e, ALARMS.lowPower],
  [0x80, ALARMS.vibration],
  [0x87, ALARMS.overspeed],
  [0x88, ALARMS.powerCut],
  [0x90, ALARMS.hardAcceleration],
  [0x91, ALARMS.hardBraking],
  [0x92, ALARMS.hardCornering],
  [0x93, ALARMS.accident],
]);

function jc400Alarm(event: number): AlarmName {
  return JC400_ALARMS.get(event) ?? ALARMS.general;
}

/**
 * OBD status variant of 0x13 (14 bytes of content, OBD6): terminal information, a signal word
 * (satellites, GSM signal), alarm, language, battery level (%), working mode, external voltage,
 * reserved, working time, and in mode 4 a temperature (0.1 °C).
 */
export function decodeObdStatus(content: Buffer): DecodedAttributes {
  const reader = new FrameReader('gt06', content);
  const attributes = gt06TerminalInfo(reader.u8());
  const signal = reader.u16();
  attributes.sat = ((signal >> 10) & 0x1f) + ((signal >> 5) & 0x1f);
  attributes.rssi = signal & 0x1f;
  const alarm = gt06AlarmFromCode(reader.u8());
  if (alarm) attributes.alarm = alarm;
  reader.skip(1); // language
  attributes.batteryLevel = reader.u8();
  const mode = reader.u8();
  attributes.power = reader.u16() / 100;
  reader.skip(1 + 2); // reserved, working time
  if (mode === 4 && reader.remaining >= 2) attributes.temp1 = reader.i16() / 10;
  return attributes;
}

/** AZ735 alarm status byte (0x33), by value. */
const AZ735_STATUS_ALARMS: ReadonlyMap<number, AlarmName> = new Map([
  [0xa2, ALARMS.lowBattery],
  [0xa3, ALARMS.lowBattery],
  [0xa4, ALARMS.general],
  [0xa5, ALARMS.door],
]);

/**
 * AZ735 report (extended 0x32) and alarm (extended 0x33): date, the fix behind a length byte (0: no
 * fix), the cell behind a length byte (0: none) and its signal, neighbour cells and access points
 * (skipped by their lengths), a status byte (0x33: armed, disarmed, low battery, door …) and a
 * reserved block. Without a fix, a position at the last location with the report's date.
 */
export function decodeAz735(type: number, content: Buffer, context: Gt06LocationContext): DecodedPosition {
  const reader = new FrameReader('gt06', content);
  const attributes: DecodedAttributes = {};
  const fixTime = readGt06Date(reader, context.timeZoneOffsetMinutes);
  let fix = { fixTime, valid: false, latitude: 0, longitude: 0, speed: 0, course: 0 };
  const gpsLength = reader.u8();
  if (gpsLength > 0) {
    const gps = reader.bytes(gpsLength);
    const dated = Buffer.concat([content.subarray(0, 6), gps]);
    fix = readGt06Fix(new FrameReader('gt06', dated), context, attributes);
  }
  const cellLength = reader.u8();
  if (cellLength > 0) {
    const cell = new FrameReader('gt06', reader.bytes(cellLength - 1));
    const { mcc, mnc } = readOperator(cell);
    attributes.network = { cellTowers: [{ mcc, mnc, lac: cell.u16(), cid: cell.u24() }] };
    attributes.rssi = reader.u8();
  }
  reader.skip(reader.u8()); // neighbour cells
  reader.skip(reader.u8()); // access points
  const status = reader.u8();
  attributes.status = status;
  if (type === 0x33) {
    if (status === 0xa0 || status === 0xa1) attributes.armed = status === 0xa0;
    const alarm = AZ735_STATUS_ALARMS.get(status);
    if (alarm) attributes.alarm = alarm;
  }
  return gt06Position(fix, context, attributes);
}

/**
 * Battery management report of electric two-wheelers (0x40, WD-209): the battery's serial number,
 * its time (Unix seconds), capacities, health, temperature, current, voltage, cycles, fourteen cell
 * voltages, charge intervals, barcode, version, manufacturer and status words, with Traccar's keys.
 * A report without a fix: its state goes on the last position.
 */
export function decodeBms(content: Buffer, context: Gt06LocationContext): DecodedMessage {
  const reader = new FrameReader('gt06', content);
  const attributes: DecodedAttributes = {};
  reader.skip(8); // serial number
  const deviceTime = new Date(reader.u32() * 1000);
  attributes.relativeCapacity = reader.u8();
  attributes.remainingCapacity = reader.u16();
  attributes.absoluteCapacity = reader.u8();
  attributes.fullCapacity = reader.u16();
  attributes.batteryHealth = reader.u8();
  attributes.batteryTemp = Math.round((reader.u16() * 0.1 - 273.1) * 10) / 10;
  attributes.current = reader.u16();
  attributes.battery = reader.u16() / 1000;
  attributes.cycleIndex = reader.u16();
  for (let cell = 1; cell <= 14; cell++) attributes[`batteryCell${cell}`] = reader.u16() / 1000;
  attributes.currentChargeInterval = reader.u16();
  attributes.maxChargeInterval = reader.u16();
  attributes.barcode = reader.bytes(16).toString('latin1').replace(/\0/g, '').trim();
  attributes.batteryVersion = reader.u16();
  attributes.manufacturer = reader.bytes(16).toString('latin1').replace(/\0/g, '').trim();
  attributes.batteryStatus = reader.u32();
  attributes.controllerStatus = reader.u32();
  attributes.controllerFault = reader.u32();
  return heartbeat(context, attributes, deviceTime);
}
