import { FrameReader } from '../FrameReader';
import { ProtocolError } from '../ProtocolError';
import { knotsFromKph } from '../speedUnits';
import type { TextFrame } from '../TextFrameSession';
import type { DecodedAttributes, DecodedMessage, DecodedPosition } from '../types';

/**
 * Queclink's binary report format (`AT+GTCFG` report format 1), read as Traccar's binary GL200
 * decoder reads it: `+RSP`/`+BSP` location reports (the common layout, the LCB layout with a phone
 * number, the GEO layout with two reserved bytes, and the compressed layout of type 100) and
 * `+EVT`/`+BVT` event reports. The buffered variants (`+BSP`, `+BVT`) have the live ones' layout.
 * Heartbeats (`+HBD`) as Queclink's @Track documentation lays them out. The unique id is the IMEI as
 * that documentation encodes it (two decimal digits a byte).
 */

/** Headers of binary frames and where each keeps its length (offset, size in bytes). */
export const QUECLINK_BINARY_LENGTH: Readonly<Record<string, readonly [number, 1 | 2]>> = {
  '+RSP': [9, 2],
  '+BSP': [9, 2],
  '+EVT': [9, 2],
  '+BVT': [9, 2],
  '+INF': [7, 2],
  '+BNF': [7, 2],
  '+HBD': [5, 1],
  '+CRD': [6, 2],
  '+BRD': [6, 2],
  '+ACK': [6, 1],
};

/** The shortest binary frame: header, type and the length field of any header. */
export const QUECLINK_BINARY_MINIMUM = 11;

/** Send time (7), count number (2), checksum (2) and `0d 0a` after a report's last field. */
const TAIL = 7 + 2 + 2 + 2;

/**
 * The report mask of the layout Traccar's binary decoder reads (and of every public capture). The
 * mask says which fields a report carries; with other bits the fields move (with bit 6 a device name
 * stands where the id is), so such reports are not guessed at.
 */
const READ_MASK = 0x00fc1fbf;

const RSP_LCB = 3;
const RSP_GEO = 8;
const RSP_COMPRESSED = 100;

/** Event types with fields of their own before the fix, and how many bytes they take. */
const EVENT_FIELDS: ReadonlyMap<number, number> = new Map([
  [6, 2], // BPL: backup battery voltage
  [45, 2 + 1 + 4], // VGN: reserved, report type, ignition duration
  [46, 2 + 1 + 4], // VGF
  [15, 2 + 1], // UPD: code, retry
  [17, 4], // IDF: idling duration
  [21, 1 + 4], // GSS: GPS signal status, reserved
  [26, 2 + 1 + 1 + 4 + 4], // GES: geofence id, enable, mode, radius, check interval
  [31, 1 + 1], // GPJ: jamming value and state
  [35, 1], // RMD: roaming state
  [33, 1], // JDS: jamming state
  [23, 1], // CRA: crash counter
  [34, 1 + 2], // UPC: command id, result
]);

/** The fields every location and event report starts with. */
interface ReportHead {
  type: number;
  uniqueId: string;
  /** Firmware version, as Traccar stores it (`versionFw`). */
  firmware: number;
  batteryLevel: number;
  /** External power, mV. */
  power: number;
  satellites: number;
}

/**
 * Decodes one binary frame (its bytes, `0d 0a` included). Reports Traccar's binary decoder does not
 * read, reports of another report mask and reports too short for their fields come back as an
 * unknown type: counted, logged, not answered (the device keeps them).
 */
export function decodeQueclinkBinary(frame: Buffer): TextFrame {
  const header = frame.toString('latin1', 0, 4);
  if (header === '+HBD') return decodeHeartbeat(frame);
  if (header !== '+RSP' && header !== '+BSP' && header !== '+EVT' && header !== '+BVT') {
    return { messages: [], unknownType: `binary${header.slice(1)}` };
  }
  const reader = new FrameReader('queclink', frame, 4, frame.length - TAIL);
  let decoded: { head: ReportHead; messages: DecodedMessage[] };
  try {
    // Fields the mask adds after the points (mileage, hour meter …) are not read, as in Traccar.
    decoded = header === '+RSP' || header === '+BSP' ? readLocation(reader) : readEvent(reader);
  } catch (error) {
    if (!(error instanceof ProtocolError)) throw error;
    return { messages: [], unknownType: `binary${header.slice(1)}` };
  }
  const count = frame.readUInt16BE(frame.length - 6);
  return {
    id: decoded.head.uniqueId,
    messages: decoded.messages,
    // Reports are acknowledged with their count number, as text reports are, once stored.
    ...(decoded.messages.length > 0 ? { ack: `+SACK:${hex(count, 4)}$` } : {}),
  };
}

function readHead(reader: FrameReader): ReportHead {
  const type = reader.u8();
  if (reader.u32() !== READ_MASK) throw new ProtocolError('queclink', 'unsupported', 'report mask');
  reader.skip(2); // length
  reader.skip(1); // device type
  reader.skip(2); // protocol version
  const firmware = reader.u16();
  const uniqueId = readUniqueId(reader);
  const batteryLevel = reader.u8();
  const power = reader.u16();
  return { type, uniqueId, firmware, batteryLevel, power, satellites: 0 };
}

/**
 * The unique id field, as Queclink's binary protocol encodes the IMEI: seven bytes of two decimal
 * digits each, then the last digit (`0D 39 5A 18 44 0B 16 00` is 135790246811220).
 * @throws {ProtocolError} when the bytes are no such digits (a device name in the field).
 */
function readUniqueId(reader: FrameReader): string {
  const bytes = reader.bytes(8);
  let id = '';
  for (let i = 0; i < 7; i++) {
    const pair = bytes[i] as number;
    if (pair > 99) throw new ProtocolError('queclink', 'unsupported', 'unique id is no IMEI');
    id += String(pair).padStart(2, '0');
  }
  const last = bytes[7] as number;
  if (last > 9) throw new ProtocolError('queclink', 'unsupported', 'unique id is no IMEI');
  return id + String(last);
}

function readLocation(reader: FrameReader): { head: ReportHead; messages: DecodedMessage[] } {
  const head = readHead(reader);
  if (head.type === RSP_GEO) reader.skip(2); // reserved
  reader.skip(1); // motion status
  head.satellites = reader.u8();
  if (head.type !== RSP_COMPRESSED) reader.skip(1); // index
  if (head.type === RSP_LCB) {
    reader.skip(1); // phone number length
    // The BCD phone number ends with a nibble 0xF.
    for (let byte = reader.u8(); (byte & 0x0f) !== 0x0f && (byte & 0xf0) !== 0xf0; byte = reader.u8());
  }
  if (head.type === RSP_COMPRESSED) return { head, messages: readCompressed(reader) };
  const count = reader.u8();
  const messages: DecodedMessage[] = [];
  for (let i = 0; i < count; i++) {
    const attributes: DecodedAttributes = {
      batteryLevel: head.batteryLevel,
      power: head.power / 1000,
      sat: head.satellites,
    };
    messages.push(readPoint(reader, attributes));
  }
  return { head, messages };
}

function readEvent(reader: FrameReader): { head: ReportHead; messages: DecodedMessage[] } {
  const head = readHead(reader);
  reader.skip(1); // motion status
  head.satellites = reader.u8();
  reader.skip(EVENT_FIELDS.get(head.type) ?? 0);
  reader.skip(1); // count
  const attributes: DecodedAttributes = {
    versionFw: String(head.firmware),
    batteryLevel: head.batteryLevel,
    power: head.power / 1000,
    sat: head.satellites,
  };
  return { head, messages: [readPoint(reader, attributes)] };
}

/** One point: HDOP (0: no fix), speed (km/h and tenths), course, altitude, longitude and latitude (1e-6°), UTC time, cell. */
function readPoint(reader: FrameReader, attributes: DecodedAttributes): DecodedPosition {
  const hdop = reader.u8();
  attributes.hdop = hdop;
  // Whole km/h, then tenths: read as one 0.1 km/h count (Traccar) a car's 22.1 km/h would be 563.3.
  const speed = knotsFromKph(reader.u16() + reader.u8() / 10);
  const course = reader.u16();
  const altitude = reader.i16();
  const longitude = reader.i32() / 1_000_000;
  const latitude = reader.i32() / 1_000_000;
  const fixTime = readTime(reader);
  const mcc = reader.u16();
  const mnc = reader.u16();
  const lac = reader.u16();
  const cid = reader.u16();
  reader.skip(1); // reserved
  attributes.network = { cellTowers: [{ mcc, mnc, lac, cid }] };
  return {
    kind: 'position',
    fixTime,
    valid: hdop > 0,
    latitude,
    longitude,
    altitude,
    speed,
    course,
    attributes,
  };
}

/** Year (2 bytes), month, day, hours, minutes, seconds, UTC. */
function readTime(reader: FrameReader): Date {
  const year = reader.u16();
  const month = reader.u8();
  const day = reader.u8();
  const hours = reader.u8();
  const minutes = reader.u8();
  const seconds = reader.u8();
  return new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds));
}

/**
 * The compressed layout (type 100): a point count, then points of which the first two bits say the
 * kind: 1 a full point (speed, heading, longitude, latitude, and the Unix time on the first one), 2
 * a point as differences from the one before, anything else one byte without a point. Each point
 * after the first is a second later.
 */
function readCompressed(reader: FrameReader): DecodedMessage[] {
  const count = reader.u16();
  const messages: DecodedMessage[] = [];
  let speed = 0;
  let heading = 0;
  let latitude = 0;
  let longitude = 0;
  let time = 0;
  for (let i = 0; i < count; i++) {
    if (time > 0) time += 1;
    const kind = reader.peekU8() >> 6;
    if (kind === 1) {
      const bits = new BitReader(reader.bytes(3));
      bits.unsigned(3); // point attribute, fix type
      speed = bits.unsigned(12);
      heading = bits.unsigned(9);
      longitude = reader.i32();
      latitude = reader.i32();
      if (time === 0) time = reader.u32();
    } else if (kind === 2) {
      const bits = new BitReader(reader.bytes(5));
      bits.unsigned(3); // point attribute, fix type
      speed += bits.signed(7);
      heading += bits.signed(7);
      longitude += bits.signed(12);
      latitude += bits.signed(11);
    } else {
      reader.skip(1); // no point, or the same as before
      continue;
    }
    messages.push({
      kind: 'position',
      fixTime: new Date(time * 1000),
      valid: true,
      latitude: latitude / 1_000_000,
      longitude: longitude / 1_000_000,
      speed: knotsFromKph(speed / 10),
      course: heading,
      attributes: {},
    });
  }
  return messages;
}

/** Reads bit fields, most significant bit first. */
class BitReader {
  #bit = 0;
  constructor(readonly bytes: Buffer) {}

  unsigned(size: number): number {
    let value = 0;
    for (let i = 0; i < size; i++, this.#bit++) {
      const byte = this.bytes[this.#bit >> 3] as number;
      value = value * 2 + ((byte >> (7 - (this.#bit & 7))) & 1);
    }
    return value;
  }

  /** Two's complement. */
  signed(size: number): number {
    const value = this.unsigned(size);
    return value >= 2 ** (size - 1) ? value - 2 ** size : value;
  }
}

/** Fields of a binary heartbeat, by the bit of its mask that includes them (Queclink's `+HBD Mask`). */
const HBD_DEVICE_TYPE = 0x02;
const HBD_PROTOCOL_VERSION = 0x04;
const HBD_FIRMWARE_VERSION = 0x08;
const HBD_DEVICE_NAME = 0x10;
const HBD_SEND_TIME = 0x20;
const HBD_COUNT = 0x40;
const HBD_UNIQUE_ID = 0x80;

/**
 * A binary heartbeat: `+HBD`, its mask, its length, then the fields the mask includes (device type,
 * protocol version, firmware version, unique id: the IMEI, or with bit 4 the device name; send time,
 * count number), a checksum and `0d 0a`. Answered `+SACK:GTHBD,<protocol version>,<count>$` as a text
 * heartbeat is (the version empty when the heartbeat has none, which the devices accept), so the
 * device keeps its connection. A heartbeat whose fields do not end where its checksum begins is an
 * unknown type.
 */
function decodeHeartbeat(frame: Buffer): TextFrame {
  const reader = new FrameReader('queclink', frame, 4, frame.length - 4);
  try {
    const mask = reader.u8();
    reader.skip(1); // length
    const deviceType = mask & HBD_DEVICE_TYPE ? reader.u8() : undefined;
    const protocolVersion = mask & HBD_PROTOCOL_VERSION ? reader.u16() : undefined;
    if (mask & HBD_FIRMWARE_VERSION) reader.skip(2);
    let id: string | undefined;
    if (mask & HBD_UNIQUE_ID) {
      if (mask & HBD_DEVICE_NAME) reader.skip(8);
      else id = readUniqueId(reader);
    }
    if (mask & HBD_SEND_TIME) reader.skip(7);
    const count = mask & HBD_COUNT ? reader.u16() : undefined;
    if (reader.remaining !== 0) throw new ProtocolError('queclink', 'malformedFrame', 'fields left over');
    const version =
      deviceType !== undefined && protocolVersion !== undefined
        ? hex(deviceType, 2) + hex(protocolVersion, 4)
        : '';
    return {
      ...(id === undefined ? {} : { id }),
      messages: [{ kind: 'heartbeat' }],
      ...(count === undefined ? {} : { ack: `+SACK:GTHBD,${version},${hex(count, 4)}$` }),
    };
  } catch (error) {
    if (!(error instanceof ProtocolError)) throw error;
    return { messages: [], unknownType: 'binaryHBD' };
  }
}

function hex(value: number, digits: number): string {
  return value.toString(16).toUpperCase().padStart(digits, '0');
}
