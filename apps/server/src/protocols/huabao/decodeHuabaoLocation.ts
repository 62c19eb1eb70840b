import { ALARMS, type AlarmName } from '../alarms';
import { FrameReader } from '../FrameReader';
import { ProtocolError } from '../ProtocolError';
import { knotsFromKph } from '../speedUnits';
import type { DecodedAttributes, DecodedPosition } from '../types';

/** JT/T 808 times are Beijing time (UTC+8) unless a device is set otherwise. */
const DEVICE_OFFSET_MS = 8 * 3600_000;

/** Two BCD digits as a number; a nibble above 9 makes the field unreadable. */
function bcd(byte: number): number {
  const high = byte >> 4;
  const low = byte & 0x0f;
  if (high > 9 || low > 9) return Number.NaN;
  return high * 10 + low;
}

/**
 * A `yyMMddHHmmss` BCD time. JT/T 808 devices send Beijing time, so 8 hours are taken off; the
 * JT600-style reports (0x5501) send UTC as `ddMMyyHHmmss`.
 */
export function readBcdTime(
  reader: FrameReader,
  order: 'ymd' | 'dmy' = 'ymd',
  offsetMs = DEVICE_OFFSET_MS,
): Date {
  const bytes = reader.bytes(6);
  const [a, b, c, hour, minute, second] = [...bytes].map(bcd) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const [year, month, day] = order === 'ymd' ? [a, b, c] : [c, b, a];
  return new Date(Date.UTC(2000 + year, month - 1, day, hour, minute, second) - offsetMs);
}

/**
 * The alarm flag word of a location report, as Traccar reads it: the first of SOS, overspeed,
 * GNSS antenna cut, module faults, low main power, power cut, tampering (illegal opening),
 * geofence, illegal movement and collision.
 */
export function jt808Alarm(flags: number): AlarmName | undefined {
  const bit = (n: number) => ((flags >>> n) & 1) === 1;
  if (bit(0)) return ALARMS.sos;
  if (bit(1)) return ALARMS.overspeed;
  if (bit(5)) return ALARMS.gpsAntennaCut;
  if (bit(4) || bit(9) || bit(10) || bit(11)) return ALARMS.fault;
  if (bit(7)) return ALARMS.lowBattery;
  if (bit(8)) return ALARMS.powerOff;
  if (bit(17)) return ALARMS.tampering;
  if (bit(20)) return ALARMS.geofence;
  if (bit(28)) return ALARMS.movement;
  if (bit(29)) return ALARMS.accident;
  return undefined;
}

/** The status word and coordinates shared by location reports and transparent OBD reports. */
function readCoordinates(reader: FrameReader, attributes: DecodedAttributes) {
  const status = reader.u32();
  attributes.ignition = (status & 0x01) !== 0;
  attributes.blocked = (status & 0x400) !== 0;
  const latitude = reader.u32() / 1e6;
  const longitude = reader.u32() / 1e6;
  return {
    valid: (status & 0x02) !== 0,
    latitude: status & 0x04 ? -latitude : latitude,
    longitude: status & 0x08 ? -longitude : longitude,
  };
}

/**
 * The body of a location report (0x0200), or one item of a batch (0x0704): alarm flags, status,
 * coordinates in millionths of a degree, altitude (m), speed (0.1 km/h), course, Beijing time, then
 * additional items (`id length value`) up to `end`.
 */
export function decodeJt808Location(reader: FrameReader, end: number): Omit<DecodedPosition, 'uniqueId'> {
  const attributes: DecodedAttributes = {};
  const alarm = jt808Alarm(reader.u32());
  if (alarm) attributes.alarm = alarm;
  const { valid, latitude, longitude } = readCoordinates(reader, attributes);
  const altitude = reader.i16();
  const speed = knotsFromKph(reader.u16() / 10);
  const course = reader.u16();
  const fixTime = readBcdTime(reader);
  if (end - reader.offset === 18) {
    const tail = reader.bytes(18);
    if (isItemList(tail)) {
      readAdditionalItems(new FrameReader('huabao', tail), tail.length, attributes);
    } else {
      // Firmware with a fixed tail instead of additional items (which never use item id 0).
      const fixed = new FrameReader('huabao', tail);
      fixed.skip(4); // remaining battery and mileage
      attributes.odometer = fixed.u32() * 1000;
      attributes.battery = fixed.u16() / 10;
      fixed.skip(4); // area id
      attributes.rssi = fixed.u8();
    }
  } else {
    readAdditionalItems(reader, end, attributes);
  }
  return { kind: 'position', fixTime, valid, latitude, longitude, altitude, speed, course, attributes };
}

/** Whether `tail` reads as additional items to its last byte, none of id 0 (no JT/T 808 item has it). */
function isItemList(tail: Buffer): boolean {
  let at = 0;
  while (at + 2 <= tail.length) {
    if (tail[at] === 0) return false;
    at += 2 + (tail[at + 1] as number);
  }
  return at === tail.length;
}

/** Additional information items; an item running past the frame ends the list (the rest is kept). */
function readAdditionalItems(reader: FrameReader, end: number, attributes: DecodedAttributes): void {
  while (end - reader.offset > 2) {
    const id = reader.u8();
    const length = reader.u8();
    if (id === 0x80) {
      // OBD extension: a content byte, then items of its own up to the checksum.
      if (end - reader.offset < 1) return;
      reader.u8();
      readObdExtension(reader, end, attributes);
      return;
    }
    if (reader.offset + length > end) return;
    const bytes = reader.bytes(length);
    try {
      readItem(id, length, new FrameReader('huabao', bytes), bytes, attributes);
    } catch (error) {
      // An item shorter than its type: leave it out and read on.
      if (!(error instanceof ProtocolError)) throw error;
    }
  }
}

function ascii(bytes: Buffer): string {
  return bytes.toString('latin1');
}

function readItem(
  id: number,
  length: number,
  item: FrameReader,
  bytes: Buffer,
  attributes: DecodedAttributes,
): void {
  switch (id) {
    case 0x01:
      attributes.odometer = item.u32() * 100;
      return;
    case 0x02:
      attributes.fuel = item.u16() / 10;
      return;
    case 0x03:
      attributes.obdSpeed = item.u16() / 10;
      return;
    case 0x30:
      attributes.rssi = item.u8();
      return;
    case 0x31:
      attributes.sat = item.u8();
      return;
    case 0x33: {
      // Electronic lock sentence `*M00,…`: battery in hundredths of a volt.
      const sentence = ascii(item.bytes(length));
      const digits = sentence.startsWith('*M00') ? sentence.slice(10, 13) : '';
      if (/^\d{3}$/.test(digits)) attributes.battery = Number(digits) / 100;
      return;
    }
    case 0x91:
      attributes.battery = item.u16() / 10;
      attributes.rpm = item.u16();
      attributes.obdSpeed = item.u8();
      attributes.throttle = Math.trunc((item.u8() * 100) / 255);
      attributes.engineLoad = Math.trunc((item.u8() * 100) / 255);
      attributes.coolantTemp = item.u8() - 40;
      item.skip(2);
      attributes.fuelConsumption = item.u16() / 100;
      item.skip(2 + 4 + 2);
      attributes.fuelUsed = item.u16() / 100;
      return;
    case 0x94:
      if (length > 0) attributes.vin = ascii(item.bytes(length));
      return;
    case 0xa7:
      attributes.adc1 = item.u16();
      attributes.adc2 = item.u16();
      return;
    case 0xac:
      attributes.odometer = item.u32();
      return;
    case 0xd0:
      if (item.u32() & 0x08) attributes.alarm = ALARMS.vibration;
      return;
    case 0xd3:
      attributes.power = item.u16() / 10;
      return;
    case 0xd4:
    case 0xfe:
      attributes.batteryLevel = item.u8();
      return;
    case 0xd5:
      if (length === 2) {
        attributes.battery = item.u16() / 100;
        return;
      }
      readLocks(item, attributes);
      return;
    case 0xda: {
      item.skip(2); // string cut count
      const status = item.u8();
      attributes.string = (status & 0x01) !== 0;
      attributes.motion = (status & 0x04) !== 0;
      attributes.cover = (status & 0x08) !== 0;
      return;
    }
    case 0xeb:
      readEb(item, bytes, attributes);
      return;
    case 0xed:
      attributes.driverLicense = ascii(item.bytes(length)).trim();
      return;
    case 0xee:
      attributes.rssi = item.u8();
      attributes.power = item.u16() / 1000;
      attributes.battery = item.u16() / 1000;
      attributes.sat = item.u8();
      return;
    default:
      return;
  }
}

/** Padlock devices: per lock its id, card, battery and whether it is locked. */
function readLocks(item: FrameReader, attributes: DecodedAttributes): void {
  const count = item.u8();
  for (let i = 1; i <= count; i++) {
    attributes[`lock${i}Id`] = item.bytes(5).toString('hex');
    attributes[`lock${i}Card`] = item.bytes(5).toString('hex');
    attributes[`lock${i}Battery`] = item.u8();
    attributes[`lock${i}Locked`] = (item.u16() & 0x20) === 0;
  }
}

/** Item 0xEB: cell towers (when it starts with a country code) or extended sensor items. */
function readEb(item: FrameReader, bytes: Buffer, attributes: DecodedAttributes): void {
  if (bytes.length >= 2 && bytes.readUInt16BE(0) > 200) {
    const mcc = item.u16();
    const mnc = item.u8();
    const cellTowers: { mcc: number; mnc: number; lac: number; cid: number; rssi: number }[] = [];
    while (item.remaining >= 5) {
      const tower = { mcc, mnc, lac: item.u16(), cid: item.u16(), rssi: item.u8() };
      // Unused slots of the fixed-size list are zeros.
      if (tower.lac !== 0 || tower.cid !== 0) cellTowers.push(tower);
    }
    attributes.network = { cellTowers };
    return;
  }
  while (item.remaining >= 4) {
    const size = item.u16();
    const type = item.u16();
    if (type === 0x0001) {
      attributes.fuel1 = item.u16() / 10;
      item.skip(1);
    } else if (type === 0x0023) {
      const value = Number.parseFloat(ascii(item.bytes(6)));
      if (Number.isFinite(value)) attributes.fuel2 = value;
    } else if (type === 0x00ce) {
      attributes.power = item.u16() / 100;
    } else {
      item.skip(size - 2);
    }
  }
}

/** Item 0x80 of OBD devices: items up to the checksum. */
function readObdExtension(reader: FrameReader, end: number, attributes: DecodedAttributes): void {
  while (end - reader.offset >= 2) {
    const type = reader.u8();
    const length = reader.u8();
    if (reader.offset + length > end) return;
    const item = new FrameReader('huabao', reader.bytes(length));
    try {
      readObdItem(type, length, item, attributes);
    } catch (error) {
      if (!(error instanceof ProtocolError)) throw error;
    }
  }
}

function readObdItem(type: number, length: number, item: FrameReader, attributes: DecodedAttributes): void {
  switch (type) {
    case 0x01:
      attributes.odometer = item.u32() * 100;
      return;
    case 0x02:
      attributes.fuel = item.u16() / 10;
      return;
    case 0x03:
      attributes.obdSpeed = item.u16() / 10;
      return;
    case 0x80:
      attributes.obdSpeed = item.u8();
      return;
    case 0x81:
      attributes.rpm = item.u16();
      return;
    case 0x82:
      attributes.power = item.u16() / 10;
      return;
    case 0x83:
      attributes.engineLoad = item.u8();
      return;
    case 0x84:
      attributes.coolantTemp = item.u8() - 40;
      return;
    case 0x85:
      attributes.fuelConsumption = item.u16();
      return;
    case 0x86:
      attributes.intakeTemp = item.u8() - 40;
      return;
    case 0x87:
      attributes.intakeFlow = item.u16();
      return;
    case 0x88:
      attributes.intakePressure = item.u8();
      return;
    case 0x89:
      attributes.throttle = item.u8();
      return;
    case 0x8b:
      attributes.vin = ascii(item.bytes(17));
      return;
    case 0x8c:
      attributes.obdOdometer = item.u32() * 100;
      return;
    case 0x8d:
      attributes.tripOdometer = item.u16() * 1000;
      return;
    case 0x8e:
      attributes.fuel = item.u8();
      return;
    case 0xa0:
      attributes.dtcs = ascii(item.bytes(length)).replaceAll(',', ' ');
      return;
    case 0xcc:
      attributes.iccid = ascii(item.bytes(20));
      return;
    default:
      return;
  }
}

/**
 * A batch (0x0704): count, kind (1 = reports kept while out of coverage, marked `archive`), then
 * each report after its length.
 */
export function decodeJt808Batch(reader: FrameReader, end: number): Omit<DecodedPosition, 'uniqueId'>[] {
  const count = reader.u16();
  const archive = reader.u8() > 0;
  const positions: Omit<DecodedPosition, 'uniqueId'>[] = [];
  for (let i = 0; i < count && end - reader.offset >= 2; i++) {
    const length = reader.u16();
    const itemEnd = reader.offset + length;
    if (itemEnd > end) break;
    const position = decodeJt808Location(new FrameReader('huabao', reader.bytes(length)), length);
    if (archive) position.attributes.archive = true;
    positions.push(position);
  }
  return positions;
}

/** A `ddmm.mmmm`-style BCD coordinate of JT600 reports: degrees then minutes in ten-thousandths. */
function jt600Coordinate(raw: number): number {
  const degrees = Math.trunc(raw / 1_000_000);
  return degrees + (raw % 1_000_000) / 10_000 / 60;
}

function bcdDigits(bytes: Buffer, digits: number): number {
  let value = 0;
  for (let i = 0; i < digits; i++) {
    const byte = bytes[i >> 1] as number;
    const nibble = i % 2 === 0 ? byte >> 4 : byte & 0x0f;
    if (nibble > 9) return Number.NaN;
    value = value * 10 + nibble;
  }
  return value;
}

/**
 * The JT600-style location of 0x5501 (live) and 0x5502 (stored while out of coverage) reports:
 * UTC time `ddMMyyHHmmss`, BCD coordinates, a flag nibble (N/E), speed (knots, BCD), course/2,
 * then signal, satellites, odometer (km), battery, cell, product, status and alarm words.
 */
export function decodeJt600Location(reader: FrameReader, live: boolean): Omit<DecodedPosition, 'uniqueId'> {
  const fixTime = readBcdTime(reader, 'dmy', 0);
  const rawLatitude = bcdDigits(reader.bytes(4), 8);
  const longitudeBytes = reader.bytes(5);
  const rawLongitude = bcdDigits(longitudeBytes, 9);
  const flags = (longitudeBytes[4] as number) & 0x0f;
  const latitude = jt600Coordinate(rawLatitude) * (flags & 0x02 ? 1 : -1);
  const longitude = jt600Coordinate(rawLongitude) * (flags & 0x04 ? 1 : -1);
  const speed = bcdDigits(reader.bytes(1), 2);
  const course = reader.u8() * 2;
  const attributes: DecodedAttributes = {};
  attributes.rssi = reader.u8();
  attributes.sat = reader.u8();
  attributes.odometer = reader.u32() * 1000;
  const battery = reader.u8();
  if (battery <= 100) attributes.batteryLevel = battery;
  else if (battery === 0xaa) attributes.charge = true;
  const cid = reader.u32();
  const lac = reader.u16();
  attributes.network = { cellTowers: [{ cid, lac }] };
  const product = reader.u8();
  const status = reader.u16();
  const alarm = reader.u16();
  if (product === 1 || product === 2) {
    if (alarm & 0x01) attributes.alarm = ALARMS.lowPower;
  } else if (product === 3) {
    attributes.blocked = (status & 0x20) !== 0;
    if (alarm & 0x02) attributes.alarm = ALARMS.lowPower;
    if (alarm & 0x04) attributes.alarm = ALARMS.vibration;
    if (alarm & 0x08) attributes.alarm = ALARMS.lowBattery;
  }
  attributes.status = status;
  return { kind: 'position', fixTime, valid: live, latitude, longitude, speed, course, attributes };
}

/**
 * Transparent data (0x0900) of type 0xF0 (OBD boxes): time, archive flag, vehicle type, then
 * engine items (subtype 1) or driving-behaviour events (subtype 3) followed by status and
 * coordinates. Other types carry no position.
 */
export function decodeJt808Transparent(reader: FrameReader): Omit<DecodedPosition, 'uniqueId'> | undefined {
  if (reader.u8() !== 0xf0) return undefined;
  const fixTime = readBcdTime(reader);
  const attributes: DecodedAttributes = {};
  if (reader.u8() > 0) attributes.archive = true;
  reader.skip(1); // vehicle type
  const subtype = reader.u8();
  if (subtype !== 0x01 && subtype !== 0x03) return undefined;
  const count = reader.u8();
  for (let i = 0; i < count; i++) {
    const id = reader.u16();
    const length = reader.u8();
    const item = new FrameReader('huabao', reader.bytes(length));
    if (subtype === 0x03) {
      const alarm = TRANSPARENT_EVENTS.get(id);
      if (alarm) attributes.alarm = alarm;
      continue;
    }
    readEngineItem(id, length, item, attributes);
  }
  const { valid, latitude, longitude } = readCoordinates(reader, attributes);
  return { kind: 'position', fixTime, valid, latitude, longitude, speed: 0, course: 0, attributes };
}

const TRANSPARENT_EVENTS: ReadonlyMap<number, AlarmName> = new Map([
  [0x1a, ALARMS.hardAcceleration],
  [0x1b, ALARMS.hardBraking],
  [0x1c, ALARMS.hardCornering],
  [0x1d, ALARMS.laneChange],
  [0x1e, ALARMS.laneChange],
  [0x1f, ALARMS.laneChange],
  [0x23, ALARMS.fatigueDriving],
]);

function readEngineItem(id: number, length: number, item: FrameReader, attributes: DecodedAttributes): void {
  switch (id) {
    case 0x0102:
    case 0x0528:
    case 0x0546:
      attributes.odometer = item.u32() * 100;
      return;
    case 0x0103:
      attributes.fuel = item.u32() / 100;
      return;
    case 0x052a:
      attributes.fuel = item.u16() / 100;
      return;
    case 0x0105:
    case 0x052c:
      attributes.fuelUsed = item.u32() / 100;
      return;
    case 0x014a:
    case 0x0537:
    case 0x0538:
    case 0x0539:
      attributes.fuelConsumption = item.u16() / 100;
      return;
    default:
      if (length === 1) attributes[`io${id}`] = item.u8();
      else if (length === 2) attributes[`io${id}`] = item.u16();
      else if (length === 4) attributes[`io${id}`] = item.u32();
  }
}
