import { ALARMS, type AlarmName } from '../alarms';
import type { FrameReader } from '../FrameReader';
import { ProtocolError } from '../ProtocolError';
import { knotsFromKph } from '../speedUnits';
import type { DecodedAttributes, DecodedPosition } from '../types';
import { positionWithoutFix } from '../types';

type Record = Omit<DecodedPosition, 'uniqueId'>;

/** A coordinate the device sends when it has no fix. */
const NO_COORDINATE = -0x80000000;

/** A value of 1, 2, 4 or 8 bytes; 8-byte values as numbers when exact, as text otherwise. */
function readValue(reader: FrameReader, size: number, signed = false): number | string {
  switch (size) {
    case 1:
      return signed ? reader.i8() : reader.u8();
    case 2:
      return signed ? reader.i16() : reader.u16();
    case 4:
      return signed ? reader.i32() : reader.u32();
    default:
      return reader.u64();
  }
}

/** Scales a number; an 8-byte value too large for a number stays as it is. */
function scaled(value: number | string, factor: number): number | string {
  return typeof value === 'number' ? value * factor : value;
}

/** IO elements whose non-zero value is an alarm. */
const ALARM_ELEMENTS: ReadonlyMap<number, AlarmName> = new Map([
  [88, ALARMS.jamming],
  [134, ALARMS.hardBraking],
  [136, ALARMS.hardAcceleration],
  [410, ALARMS.tow],
  [411, ALARMS.accident],
]);

/** One IO element under Traccar's keys; unknown ones as `io<id>`. */
function readElement(id: number, size: number, reader: FrameReader, attributes: DecodedAttributes): void {
  const alarm = ALARM_ELEMENTS.get(id);
  if (alarm) {
    if (readValue(reader, size) !== 0) attributes.alarm = alarm;
    return;
  }
  switch (id) {
    case 2:
    case 3:
    case 4:
    case 5:
      attributes[`in${id - 1}`] = readValue(reader, size);
      return;
    case 13:
    case 173:
      attributes.motion = readValue(reader, size) !== 0;
      return;
    case 20:
    case 21:
      attributes[`adc${id - 17}`] = readValue(reader, size);
      return;
    case 22:
    case 23:
      attributes[`adc${id - 21}`] = readValue(reader, size);
      return;
    case 29:
      attributes.power = scaled(readValue(reader, size), 0.001);
      return;
    case 30:
      attributes.battery = scaled(readValue(reader, size), 0.001);
      return;
    case 32:
      attributes.deviceTemp = readValue(reader, size, true);
      return;
    case 34:
      readIButton(reader.bytes(size), attributes);
      return;
    case 39:
      attributes.engineLoad = readValue(reader, size);
      return;
    case 65:
      attributes.odometer = readValue(reader, size);
      return;
    case 74:
      attributes.temp3 = scaled(readValue(reader, size, true), 0.1);
      return;
    case 78:
    case 79:
    case 80:
      attributes[`temp${id - 78}`] = scaled(readValue(reader, size, true), 0.1);
      return;
    case 94:
      attributes.rpm = scaled(readValue(reader, size), 0.25);
      return;
    case 95:
      attributes.obdSpeed = readValue(reader, size);
      return;
    case 98:
      attributes.fuel = scaled(readValue(reader, size), 100 / 255);
      return;
    case 100:
      attributes.fuelConsumption = scaled(readValue(reader, size), 1 / 20);
      return;
    case 150:
      attributes.operator = readValue(reader, size);
      return;
    case 163:
      attributes.odometer = scaled(readValue(reader, size), 5);
      return;
    case 164:
      attributes.tripOdometer = scaled(readValue(reader, size), 5);
      return;
    case 165:
      attributes.obdSpeed = scaled(readValue(reader, size), 1 / 256);
      return;
    case 166:
    case 197:
      attributes.rpm = scaled(readValue(reader, size), 0.125);
      return;
    case 170:
      attributes.charge = readValue(reader, size) !== 0;
      return;
    case 205:
      attributes.fuel = readValue(reader, size);
      return;
    case 207:
      attributes.fuel = scaled(readValue(reader, size), 0.4);
      return;
    case 208:
      attributes.fuelUsed = scaled(readValue(reader, size), 0.5);
      return;
    case 251:
    case 409:
      attributes.ignition = readValue(reader, size) !== 0;
      return;
    case 415:
      if (readValue(reader, size) === 0) attributes.alarm = ALARMS.gpsAntennaCut;
      return;
    case 645:
      attributes.obdOdometer = scaled(readValue(reader, size), 1000);
      return;
    case 758:
      if (readValue(reader, size) === 1) attributes.alarm = ALARMS.tampering;
      return;
    default:
      attributes[`io${id}`] = readValue(reader, size);
  }
}

/**
 * A driver key (iButton or an RFID reader in its place): family code, the 48-bit serial number least
 * significant byte first, CRC. The serial as a decimal number is the number on the card (`01 d0 42
 * f3 1d 00 00 30` is 502481616), as Traccar stores it; an element of another size stays as hex.
 */
function readIButton(bytes: Buffer, attributes: DecodedAttributes): void {
  if (bytes.length !== 8) {
    attributes.driverUniqueId = bytes.toString('hex');
    return;
  }
  const serial = bytes.readUIntLE(1, 6);
  if (serial !== 0) attributes.driverUniqueId = String(serial);
}

/** A driver card split over two 8-byte elements, as ASCII; all zeros when no card is in. */
function joinDriver(attributes: DecodedAttributes, first: string, second: string): void {
  const a = attributes[first];
  const b = attributes[second];
  if (a === undefined || b === undefined) return;
  delete attributes[first];
  delete attributes[second];
  const bytes = Buffer.alloc(16);
  bytes.writeBigUInt64BE(BigInt(a as number | string), 0);
  bytes.writeBigUInt64BE(BigInt(b as number | string), 8);
  const driver = bytes.toString('latin1').replace(/\0+$/, '');
  if (driver !== '') attributes.driverUniqueId = driver;
}

/**
 * Records (command 1) and extended records (command 68): records left, count, then per record its
 * time, priority, coordinates in 1e-7 degrees, altitude (dm), course (0.01°), satellites, speed
 * (km/h), hdop, event id and IO elements of 1, 2, 4 and 8 bytes. Extended records use 2-byte event
 * and IO ids and may be parts of one record, merged here.
 */
export function decodeRuptelaRecords(reader: FrameReader, extended: boolean): Record[] {
  reader.skip(1); // records left in the device
  const count = reader.u8();
  const records: Record[] = [];
  try {
    for (let i = 0; i < count; i++) readRecord(reader, extended, records);
  } catch (error) {
    // A packet cut short (or counting more records than it holds) keeps the records it holds whole.
    if (!(error instanceof ProtocolError)) throw error;
  }
  return records;
}

/** One record, added to `records` or merged into the last of them. */
function readRecord(reader: FrameReader, extended: boolean, records: Record[]): void {
  const fixTime = new Date(reader.u32() * 1000);
  reader.skip(1); // timestamp extension
  let merge = false;
  if (extended) {
    const extension = reader.u8();
    const parts = extension >> 4;
    const part = extension & 0x0f;
    merge = part > 0 && part <= parts && records.length > 0;
  }
  reader.skip(1); // priority
  const longitude = reader.i32();
  const latitude = reader.i32();
  const attributes: DecodedAttributes = {};
  let record: Record;
  if (longitude > NO_COORDINATE && latitude > NO_COORDINATE) {
    const altitude = reader.u16() / 10;
    const course = reader.u16() / 100;
    const satellites = reader.u8();
    attributes.sat = satellites;
    const speed = knotsFromKph(reader.u16());
    attributes.hdop = reader.u8() / 10;
    record = {
      kind: 'position',
      fixTime,
      // Coordinates with no satellite in view are the last fix repeated: stored invalid, where they say.
      valid: satellites > 0,
      latitude: latitude / 1e7,
      longitude: longitude / 1e7,
      altitude,
      speed,
      course,
      attributes,
    };
  } else {
    // No fix: stored invalid, placed at the last known location by the pipeline.
    reader.skip(8);
    record = positionWithoutFix(fixTime, attributes);
  }
  attributes.event = extended ? reader.u16() : reader.u8();
  for (const size of [1, 2, 4, 8]) {
    const elements = reader.u8();
    for (let j = 0; j < elements; j++)
      readElement(extended ? reader.u16() : reader.u8(), size, reader, attributes);
  }
  joinDriver(attributes, 'io126', 'io127');
  joinDriver(attributes, 'io155', 'io156');
  const tag = [attributes.io760, attributes.io761];
  if (tag[0] !== undefined && tag[1] !== undefined) {
    delete attributes.io760;
    delete attributes.io761;
    attributes.tagId = tag.map((part) => BigInt(part as number | string).toString(16)).join('');
  }
  const previous = records.at(-1);
  if (merge && previous) previous.attributes = { ...previous.attributes, ...attributes };
  else records.push(record);
}

/** Diagnostic trouble codes (command 9): each a time, coordinates and a 5-character code. */
export function decodeRuptelaDtcs(reader: FrameReader): Record[] {
  const count = reader.u8();
  const records: Record[] = [];
  for (let i = 0; i < count; i++) {
    reader.skip(1);
    const fixTime = new Date(reader.u32() * 1000);
    const longitude = reader.i32() / 1e7;
    const latitude = reader.i32() / 1e7;
    const attributes: DecodedAttributes = {};
    if (reader.u8() === 2) attributes.archive = true;
    attributes.dtcs = reader.bytes(5).toString('latin1');
    records.push({
      kind: 'position',
      fixTime,
      valid: true,
      latitude,
      longitude,
      speed: 0,
      course: 0,
      attributes,
    });
  }
  return records;
}
