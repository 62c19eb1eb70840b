import { FrameReader } from '../FrameReader';
import { ProtocolError } from '../ProtocolError';
import { knotsFromKph } from '../speedUnits';
import type { TextFrame } from '../TextFrameSession';
import type { DecodedAttributes, DecodedMessage, DecodedPosition } from '../types';

/**
 * Queclink's binary report format (`AT+GTCFG` report format 1): `+RSP`/`+BSP` location reports (the
 * common layout, the LCB layout with a phone number, the GEO layout with two reserved bytes, and the
 * compressed layout of type 100) and `+EVT`/`+BVT` event reports, the fields each carries as its
 * report mask says (Queclink GV200 @Track protocol, `AT+GTHRM`'s `+RSP Mask`); `+INF` device
 * information (`GTINF`), `+ACK` command acknowledgements and `+HBD` heartbeats, each by its own mask.
 * The buffered variants (`+BSP`, `+BVT`, `+BNF`) have the live ones' layout. The unique id is the IMEI
 * as that documentation encodes it (two decimal digits a byte), or the device name when the mask says
 * so; such a frame names no device and belongs to the device the connection identified.
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

/** Checksum (2) and `0d 0a` after a frame's last field. */
const CHECKSUM_AND_END = 2 + 2;
/** A send time: year (2), month, day, hours, minutes, seconds. */
const TIME_SIZE = 7;

/**
 * Bits of the `+RSP`/`+EVT` report mask (GV200 @Track protocol, `+RSP Mask`): each includes a field.
 * Bit 11, reserved in that table, carries the battery percentage on the GL300 of every public capture.
 */
const RSP = {
  speed: 1 << 0,
  azimuth: 1 << 1,
  altitude: 1 << 2,
  cell: 1 << 3,
  sendTime: 1 << 4,
  count: 1 << 5,
  deviceName: 1 << 6,
  length: 1 << 7,
  deviceType: 1 << 8,
  protocolVersion: 1 << 9,
  firmwareVersion: 1 << 10,
  batteryLevel: 1 << 11,
  power: 1 << 12,
} as const;
/** The mask bits whose fields are documented and read; bits 0 to 12. */
const RSP_READ_BITS = 0x1fff;
/**
 * Bit 17, which the GV55 sets (mask `00FE0FBF`): two bytes after the battery level, before the
 * motion status. No public documentation names them; the GV55's captures place them there (every
 * other field of the report then falls where its mask says, the motion status is one of Queclink's
 * states and the frame ends where its length says), and they are skipped, not stored.
 */
const RSP_GV55_FIELD = 1 << 17;
/**
 * The other bits, as every public capture sets them: 18 to 23 add fields after the points (mileage,
 * hour meter …), which are not read. A report with any other of these bits set (besides bit 17)
 * carries fields whose place and size no public documentation or capture gives, so it is not guessed at.
 */
const RSP_OTHER_BITS = 0x00fc0000;

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
  mask: number;
  /** The IMEI; undefined when the report carries the device name instead. */
  uniqueId: string | undefined;
  /** Firmware version, as Traccar stores it (`versionFw`). */
  firmware: number | undefined;
  batteryLevel: number | undefined;
  /** External power, mV. */
  power: number | undefined;
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
  if (header === '+INF' || header === '+BNF') return decodeInformation(frame, header);
  if (header === '+ACK') return decodeAcknowledgement(frame);
  if (header !== '+RSP' && header !== '+BSP' && header !== '+EVT' && header !== '+BVT') {
    return { messages: [], unknownType: `binary${header.slice(1)}` };
  }
  let decoded: { head: ReportHead; messages: DecodedMessage[] };
  let count: number | undefined;
  try {
    if (frame.length < 9) throw new ProtocolError('queclink', 'malformedFrame', 'no report mask');
    const mask = frame.readUInt32BE(5);
    if ((mask & ~RSP_READ_BITS & ~RSP_GV55_FIELD) !== RSP_OTHER_BITS || !(mask & RSP.length)) {
      throw new ProtocolError('queclink', 'unsupported', 'report mask');
    }
    // Fields the mask adds after the points (mileage, hour meter …) are not read, as in Traccar.
    const tail = (mask & RSP.sendTime ? TIME_SIZE : 0) + (mask & RSP.count ? 2 : 0) + CHECKSUM_AND_END;
    const reader = new FrameReader('queclink', frame, 4, frame.length - tail);
    decoded = header === '+RSP' || header === '+BSP' ? readLocation(reader) : readEvent(reader);
    if (mask & RSP.count) count = frame.readUInt16BE(frame.length - CHECKSUM_AND_END - 2);
  } catch (error) {
    if (!(error instanceof ProtocolError)) throw error;
    return { messages: [], unknownType: `binary${header.slice(1)}` };
  }
  return {
    ...(decoded.head.uniqueId === undefined ? {} : { id: decoded.head.uniqueId }),
    messages: decoded.messages,
    // Reports are acknowledged with their count number, as text reports are, once stored.
    ...(decoded.messages.length > 0 && count !== undefined ? { ack: `+SACK:${hex(count, 4)}$` } : {}),
  };
}

function readHead(reader: FrameReader): ReportHead {
  const type = reader.u8();
  const mask = reader.u32();
  reader.skip(2); // length (the mask's bit 7, required to frame the report)
  if (mask & RSP.deviceType) reader.skip(1);
  if (mask & RSP.protocolVersion) reader.skip(2);
  const firmware = mask & RSP.firmwareVersion ? reader.u16() : undefined;
  const uniqueId = mask & RSP.deviceName ? readDeviceName(reader) : readUniqueId(reader);
  const batteryLevel = mask & RSP.batteryLevel ? reader.u8() : undefined;
  const power = mask & RSP.power ? reader.u16() : undefined;
  if (mask & RSP_GV55_FIELD) reader.skip(2);
  return { type, mask, uniqueId, firmware, batteryLevel, power, satellites: 0 };
}

/** A device name of eight bytes (NUL padded): the frame names no device by IMEI. */
function readDeviceName(reader: FrameReader): undefined {
  reader.skip(8);
  return undefined;
}

/** The attributes every point of a report carries from its head. */
function headAttributes(head: ReportHead): DecodedAttributes {
  const attributes: DecodedAttributes = {};
  if (head.batteryLevel !== undefined) attributes.batteryLevel = head.batteryLevel;
  if (head.power !== undefined) attributes.power = head.power / 1000;
  attributes.sat = head.satellites;
  return attributes;
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
  for (let i = 0; i < count; i++) messages.push(readPoint(reader, head.mask, headAttributes(head)));
  return { head, messages };
}

function readEvent(reader: FrameReader): { head: ReportHead; messages: DecodedMessage[] } {
  const head = readHead(reader);
  reader.skip(1); // motion status
  head.satellites = reader.u8();
  reader.skip(EVENT_FIELDS.get(head.type) ?? 0);
  reader.skip(1); // count
  const attributes: DecodedAttributes = {
    ...(head.firmware === undefined ? {} : { versionFw: String(head.firmware) }),
    ...headAttributes(head),
  };
  return { head, messages: [readPoint(reader, head.mask, attributes)] };
}

/**
 * One point: HDOP (0: no fix), speed (km/h and tenths), course, altitude, longitude and latitude
 * (1e-6°), UTC time, cell; speed, course, altitude and cell only when the mask includes them.
 */
function readPoint(reader: FrameReader, mask: number, attributes: DecodedAttributes): DecodedPosition {
  const hdop = reader.u8();
  attributes.hdop = hdop;
  // Whole km/h, then tenths: read as one 0.1 km/h count (Traccar) a car's 22.1 km/h would be 563.3.
  const speed = mask & RSP.speed ? knotsFromKph(reader.u16() + reader.u8() / 10) : 0;
  const course = mask & RSP.azimuth ? reader.u16() : 0;
  const altitude = mask & RSP.altitude ? reader.i16() : undefined;
  const longitude = reader.i32() / 1_000_000;
  const latitude = reader.i32() / 1_000_000;
  const fixTime = readTime(reader);
  if (mask & RSP.cell) {
    const mcc = decimalDigits(reader.u16());
    const mnc = decimalDigits(reader.u16());
    const lac = reader.u16();
    const cid = reader.u16();
    reader.skip(1); // reserved
    attributes.network = { cellTowers: [{ mcc, mnc, lac, cid }] };
  }
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180 || Number.isNaN(fixTime.getTime())) {
    throw new ProtocolError('queclink', 'malformedFrame', 'point out of range');
  }
  return {
    kind: 'position',
    fixTime,
    valid: hdop > 0,
    latitude,
    longitude,
    ...(altitude === undefined ? {} : { altitude }),
    speed,
    course,
    attributes,
  };
}

/**
 * MCC and MNC as the text format writes them (`0460`), four hex digits that read as a decimal number:
 * `02 68` is Portugal's 268, `04 60` China's 460.
 */
function decimalDigits(value: number): number {
  const digits = value.toString(16);
  return /^\d+$/.test(digits) ? Number(digits) : value;
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

/** Bits of the `+INF` mask: fields, then (bits 8 to 15) the groups of items the report carries. */
const INF = {
  length: 1 << 0,
  deviceName: 1 << 1,
  deviceType: 1 << 2,
  protocolVersion: 1 << 3,
  firmwareVersion: 1 << 4,
  sendTime: 1 << 5,
  count: 1 << 6,
  version: 1 << 8,
  inputs: 1 << 9,
  gps: 1 << 10,
  battery: 1 << 11,
  iccid: 1 << 12,
  signal: 1 << 13,
  timeZone: 1 << 14,
  cells: 1 << 15,
} as const;
/** Information report type 1: `GTINF`, the periodic device information. */
const INF_GTINF = 1;

/**
 * A binary device information report (`+INF` type 1, `GTINF`; `+BNF` buffered): its mask's bits 0 to
 * 6 include the length, the device name in place of the IMEI, device type, protocol and firmware
 * versions, send time and count; bits 8 to 15 the groups of items, read in their order: versions
 * (hardware, MCU, reserved), GPS (motion state, reserved, satellites, mode, last fix time and 13
 * bytes of settings), battery (charge state, external power mV, backup battery mV, battery %), ICCID
 * (10 bytes BCD), signal (RSSI, BER), time zone (3 bytes) and cells (trigger, count, then per cell
 * MCC, MNC, LAC, cell id, TA and RX level). Becomes a heartbeat with the device's state, answered
 * `+SACK:<count>$` as reports are. A report of another type, with analog inputs (bit 9, whose size
 * varies by model) or whose groups do not end where its send time begins, is an unknown type.
 */
function decodeInformation(frame: Buffer, header: string): TextFrame {
  const unknown = { messages: [], unknownType: `binary${header.slice(1)}` };
  try {
    const reader = new FrameReader('queclink', frame, 4, frame.length - CHECKSUM_AND_END);
    const type = reader.u8();
    const mask = reader.u16();
    if (type !== INF_GTINF || mask & INF.inputs || !(mask & INF.length)) return unknown;
    reader.skip(2); // length
    const id = mask & INF.deviceName ? readDeviceName(reader) : readUniqueId(reader);
    if (mask & INF.deviceType) reader.skip(1);
    if (mask & INF.protocolVersion) reader.skip(2);
    const attributes: DecodedAttributes = {};
    if (mask & INF.firmwareVersion) attributes.versionFw = String(reader.u16());
    if (mask & INF.version) {
      attributes.versionHw = hex(reader.u16(), 4);
      reader.skip(2 + 2); // MCU version, reserved
    }
    if (mask & INF.gps) {
      readState(reader.u8(), attributes);
      reader.skip(1); // reserved
      attributes.sat = reader.u8();
      reader.skip(1); // GPS mode
      reader.skip(TIME_SIZE); // last fix time
      reader.skip(13); // reserved, response report mask, ignition on and off intervals, reserved
    }
    if (mask & INF.battery) {
      reader.skip(1); // charge state bits
      attributes.power = reader.u16() / 1000;
      attributes.battery = reader.u16() / 1000;
      attributes.batteryLevel = reader.u8();
    }
    if (mask & INF.iccid) {
      const iccid = reader.bytes(10).toString('hex').replace(/f+$/i, '');
      if (/^\d{19,20}$/.test(iccid)) attributes.iccid = iccid;
    }
    if (mask & INF.signal) {
      attributes.rssi = reader.u8();
      reader.skip(1); // BER
    }
    if (mask & INF.timeZone) reader.skip(3);
    if (mask & INF.cells) {
      reader.skip(1); // trigger
      const cells = reader.u8();
      const cellTowers = [];
      for (let i = 0; i < cells; i++) {
        const mcc = decimalDigits(reader.u16());
        const mnc = decimalDigits(reader.u16());
        const lac = reader.u16();
        const cid = reader.u16();
        reader.skip(2); // TA, RX level
        cellTowers.push({ mcc, mnc, lac, cid });
      }
      if (cellTowers.length > 0) attributes.network = { cellTowers };
    }
    const tail = (mask & INF.sendTime ? TIME_SIZE : 0) + (mask & INF.count ? 2 : 0);
    if (reader.remaining !== tail) return unknown;
    const count = mask & INF.count ? frame.readUInt16BE(frame.length - CHECKSUM_AND_END - 2) : undefined;
    return {
      ...(id === undefined ? {} : { id }),
      messages: [{ kind: 'heartbeat', attributes }],
      ...(count === undefined ? {} : { ack: `+SACK:${hex(count, 4)}$` }),
    };
  } catch (error) {
    if (!(error instanceof ProtocolError)) throw error;
    return unknown;
  }
}

/** The device state of `GTINF` (`0x41`: at rest, no ignition sensor), as the text format's. */
function readState(state: number, attributes: DecodedAttributes): void {
  const high = state >> 4;
  const moving = (state & 0x0f) === 2 || state === 0x16 || state === 0x1a;
  if (high === 1) attributes.ignition = false;
  if (high === 2) attributes.ignition = true;
  if (high === 1 || high === 2 || high === 4) attributes.motion = moving;
}

/** Bits of the `+ACK` mask. */
const ACK = {
  length: 1 << 0,
  deviceType: 1 << 1,
  protocolVersion: 1 << 2,
  firmwareVersion: 1 << 3,
  deviceName: 1 << 4,
  sendTime: 1 << 5,
  count: 1 << 6,
} as const;

/** The commands of binary acknowledgements, by their type number. */
const ACK_COMMANDS: ReadonlyMap<number, string> = new Map([
  [0, 'BSI'],
  [1, 'SRI'],
  [2, 'QSS'],
  [4, 'CFG'],
  [5, 'TOW'],
  [6, 'EPS'],
  [7, 'DIS'],
  [8, 'OUT'],
  [9, 'IOB'],
  [10, 'TMA'],
  [11, 'FRI'],
  [12, 'GEO'],
  [13, 'SPD'],
  [14, 'SOS'],
  [15, 'MON'],
  [16, 'RTO'],
  [21, 'UPD'],
  [22, 'PIN'],
  [23, 'DAT'],
  [24, 'OWH'],
  [25, 'DOG'],
  [26, 'AIS'],
  [27, 'JDC'],
  [28, 'IDL'],
  [29, 'HBM'],
  [30, 'HMC'],
  [32, 'URT'],
  [34, 'WLT'],
  [35, 'HRM'],
  [36, 'FFC'],
  [37, 'JBS'],
  [38, 'SSR'],
  [41, 'EFS'],
  [43, 'IDA'],
  [44, 'ACD'],
  [45, 'PDS'],
  [46, 'CRA'],
  [47, 'BZA'],
  [48, 'SPA'],
  [53, 'RMD'],
  [57, 'PGD'],
  [62, 'SSI'],
  [63, 'ASC'],
  [64, 'TRF'],
]);

/**
 * A binary command acknowledgement (`+ACK`): type (the command), mask (bit 0 length, 1 device type,
 * 2 protocol version, 3 firmware version, 4 the device name in place of the IMEI, 5 send time, 6
 * count), the fields it includes, the command's id and serial number. Becomes a `commandResult`
 * like the text `+ACK:GTOUT,…,<serial>,…$`: `GTOUT,0001` (`ACK1F,0001` for a command not in the
 * table), not answered. One whose fields do not end where its checksum begins is an unknown type.
 */
function decodeAcknowledgement(frame: Buffer): TextFrame {
  try {
    const reader = new FrameReader('queclink', frame, 4, frame.length - CHECKSUM_AND_END);
    const type = reader.u8();
    const mask = reader.u8();
    if (mask & ACK.length) reader.skip(1);
    if (mask & ACK.deviceType) reader.skip(1);
    if (mask & ACK.protocolVersion) reader.skip(2);
    if (mask & ACK.firmwareVersion) reader.skip(2);
    const id = mask & ACK.deviceName ? readDeviceName(reader) : readUniqueId(reader);
    reader.skip(1); // id of the item the command set (geofence, output …)
    const serial = reader.u16();
    if (mask & ACK.sendTime) reader.skip(TIME_SIZE);
    if (mask & ACK.count) reader.skip(2);
    if (reader.remaining !== 0) throw new ProtocolError('queclink', 'malformedFrame', 'fields left over');
    const command = ACK_COMMANDS.get(type);
    return {
      ...(id === undefined ? {} : { id }),
      messages: [
        {
          kind: 'commandResult',
          result: `${command ? `GT${command}` : `ACK${hex(type, 2)}`},${hex(serial, 4)}`,
        },
      ],
    };
  } catch (error) {
    if (!(error instanceof ProtocolError)) throw error;
    return { messages: [], unknownType: 'binaryACK' };
  }
}
