import { ALARMS } from '../alarms';
import type { FrameReader } from '../FrameReader';
import { ProtocolError } from '../ProtocolError';
import { knotsFromKph } from '../speedUnits';
import type { DecodedAttributes, DecodedMessage, DecodedPosition } from '../types';
import { gt06AlarmFromCode, gt06BatteryLevel, gt06TerminalInfo, readGt06Status } from './gt06Alarm';
import {
  type Gt06CellLayout,
  type Gt06CellListLayout,
  type Gt06Network,
  readCell,
  readCells,
  readOperator,
  readWifi,
} from './gt06Network';

/** How a GPS/cell/status report is laid out after its type byte. */
interface Gt06Layout {
  /** Date, satellites, coordinates, speed and the course/status word. */
  gps?: boolean;
  cell?: Gt06CellLayout;
  /** A length byte precedes the cell. */
  cellLength?: boolean;
  /** Terminal information, voltage level, GSM signal, alarm byte, language. */
  status?: boolean;
  /** A geofence number follows the language. */
  geofence?: boolean;
  /** ACC, upload reason and re-upload flag follow the cell (GT06N, JM-VL01 …). */
  accReason?: boolean;
  /** The status block has no alarm byte of its own (VXT01: an alarm extension, not read). */
  noAlarmByte?: boolean;
  /** Terminal bits 7 mean overspeed (VXT01). */
  overspeedBits?: boolean;
  /** Without room for it after the fix, the cell is left out instead of refusing the report. */
  optionalCell?: boolean;
  /** Altitude (m, signed) closes the report when two bytes are left for it (SL4X). */
  altitude?: boolean;
  /** ACC, upload reason, re-upload flag, odometer (m) and altitude follow the cell (SL4X 0x31). */
  sl4xTail?: boolean;
}

/** Every GPS, cell and status report this decoder reads, by type. */
const LAYOUTS: ReadonlyMap<number, Gt06Layout> = new Map<number, Gt06Layout>([
  [0x10, { gps: true }],
  // Some 0x11 senders stop after the fix (Traccar's suite has one); the fix is kept.
  [0x11, { gps: true, cell: 'long', optionalCell: true }],
  [0x12, { gps: true, cell: 'short' }],
  [0x22, { gps: true, cell: 'short', accReason: true }],
  [0x2d, { gps: true, cell: 'short', accReason: true }],
  [0x37, { gps: true, cell: 'short', accReason: true }],
  [0x31, { gps: true, cell: 'short' }],
  // AZ735's basic 0x32: the fix, its cell behind a length byte, the status block.
  [0x32, { gps: true, cell: 'short', cellLength: true, status: true }],
  [0x16, { gps: true, cell: 'short', cellLength: true, status: true }],
  [0x26, { gps: true, cell: 'short', cellLength: true, status: true }],
  [0x27, { gps: true, cell: 'short', cellLength: true, status: true, geofence: true }],
  [0x2a, { gps: true }],
  // GPS with a phone number (0x1A) and the JI09's extended report (0x1E): the fix is read, as the
  // reference decoder reads it; what follows it (number, cells) is not.
  [0x1a, { gps: true }],
  [0x1e, { gps: true }],
  // JM-VL03 adds ACC, upload mode and re-upload flag after the cell.
  [0xa0, { gps: true, cell: 'wide', accReason: true }],
  [0xa3, { gps: true, cell: 'wide', cellLength: true, status: true }],
  [0xa4, { gps: true, cell: 'wide', cellLength: true, status: true, geofence: true }],
  [0x19, { cell: 'short', status: true }],
  [0xa5, { cell: 'wide', status: true }],
  // GK310 address request by SMS (0xA7): its cell, then the phone number to answer, which is not kept.
  [0xa7, { cell: 'wide' }],
]);

/**
 * Layouts told apart from the standard one by the frame's length field, as the reference decoder
 * does: the same type byte carries a different layout on these device families.
 */
const VARIANTS: ReadonlyMap<string, Gt06Layout> = new Map<string, Gt06Layout>([
  // VXT01 0x16: the cell has no length byte; the status block ends in an alarm extension.
  [
    variantKey(0x16, 0x24),
    { gps: true, cell: 'short', status: true, noAlarmByte: true, overspeedBits: true },
  ],
  // Seeworld 0x16: a four-byte cell id behind the cell length.
  [variantKey(0x16, 0x26), { gps: true, cell: 'wideId', cellLength: true, status: true }],
  // Seeworld 0x22: a four-byte cell id, then ACC, mode, re-upload, odometer, travel time, temperature, humidity.
  [variantKey(0x22, 0x2f), { gps: true, cell: 'wideId' }],
  // SL4X 0x31: a cell with a two-byte MNC and a four-byte id, then ACC, reason, re-upload, odometer, altitude.
  [variantKey(0x31, 0x2a), { gps: true, cell: 'sl4x', sl4xTail: true }],
  // SL4X 0x32: the same cell behind a length byte, the status block, and (length 0x29) the altitude.
  [variantKey(0x32, 0x27), { gps: true, cell: 'sl4x', cellLength: true, status: true }],
  [variantKey(0x32, 0x29), { gps: true, cell: 'sl4x', cellLength: true, status: true, altitude: true }],
  // Seeworld 0xA3: a status block only.
  [variantKey(0xa3, 0x0c), { status: true }],
]);

function variantKey(type: number, length: number): string {
  return `${type}:${length}`;
}

/** How a multi-cell report lays out its cells, how many it holds, and whether access points follow. */
interface CellReport {
  cell: Gt06CellListLayout;
  /** @default 7 */
  count?: number;
  wifi: boolean;
}

/** Multi-cell reports (date, operator, seven cells, timing advance …), by type. */
const CELL_REPORTS: ReadonlyMap<number, CellReport> = new Map<number, CellReport>([
  [0x18, { cell: 'short', wifi: false }],
  [0x24, { cell: 'short', wifi: false }],
  [0x28, { cell: 'short', wifi: false }],
  [0x2e, { cell: 'short', wifi: false }],
  [0x2c, { cell: 'short', wifi: true }],
  // AZ735's basic 0x33: six cells with four-byte ids, then its access points.
  [0x33, { cell: 'wideId', count: 6, wifi: true }],
  [0xa1, { cell: 'wide', wifi: false }],
  [0xa2, { cell: 'wide', wifi: true }],
]);

/** Smallest size of each cell layout (one-byte MNC). */
const CELL_SIZE: Readonly<Record<Gt06CellLayout, number>> = {
  short: 8,
  long: 10,
  wide: 15,
  wideId: 9,
  sl4x: 10,
};

/**
 * Refuses a report whose content ends before `size` more bytes: only the GPS block may run into the
 * serial number (firmware that leaves it out), never the fields after it.
 * @throws {ProtocolError} `malformedFrame`
 */
function need(reader: FrameReader, size: number): void {
  if (reader.remaining - TRAILER < size) {
    throw new ProtocolError('gt06', 'malformedFrame', `report ends ${size} bytes early`);
  }
}

/** Whether `type` is a location, cell or status report read by {@link decodeGt06Report}. */
export function isGt06Report(type: number, lengthField?: number): boolean {
  if (lengthField !== undefined) {
    const key = variantKey(type, lengthField);
    if (VARIANTS.has(key) || SPECIAL_LAYOUTS.has(key)) return true;
  }
  return LAYOUTS.has(type) || CELL_REPORTS.has(type);
}

/** Bytes of serial number and CRC after the content. */
const TRAILER = 4;
/** One unit of GT06 latitude and longitude is 1/30000 of a minute. */
const UNITS_PER_DEGREE = 60 * 30_000;
/** A 0x24 multi-cell report of this length (Wanway S20) puts the timing advance first and counts its cells. */
const WANWAY_S20_CONTENT = 0x31 - 5;

/** A 0x19 report at least this long comes from a Space10X. */
const SPACE10X_CONTENT = 0x17 - 5;

/** Where a GT06 report is decoded: who sent it and the device's clock offset. */
export interface Gt06LocationContext {
  uniqueId: string | undefined;
  /** Minutes the device clock runs ahead of UTC, as its login said. */
  timeZoneOffsetMinutes: number;
  /** The frame's length field, which tells some device families' layouts apart. */
  lengthField?: number | undefined;
  /**
   * What precedes the fix when the device repeats its IMEI in the report: `imei` (QH302R 0x12: the
   * IMEI), `ntHeader` (NT20, XT40 and the other NT models' 0x22/0x25: a location source byte, the
   * IMEI and the device's date).
   */
  prefix?: 'imei' | 'ntHeader' | undefined;
}

/** Reads a six-byte GT06 date (YY MM DD hh mm ss, device time zone) as UTC. */
export function readGt06Date(reader: FrameReader, timeZoneOffsetMinutes: number): Date {
  const year = 2000 + reader.u8();
  const month = reader.u8() - 1;
  const day = reader.u8();
  const hours = reader.u8();
  const minutes = reader.u8();
  const seconds = reader.u8();
  return new Date(Date.UTC(year, month, day, hours, minutes - timeZoneOffsetMinutes, seconds));
}

/** The fix fields every GPS report shares. */
export interface Gt06Fix {
  fixTime: Date;
  valid: boolean;
  latitude: number;
  longitude: number;
  speed: number;
  course: number;
}

/**
 * Reads the GPS block: date, satellites (low nibble), latitude, longitude, speed km/h, and the
 * course/status word (bit 10 north, bit 11 west, bit 12 fix valid, bit 14 ACC known, bit 15 ACC on).
 * The alarm packet (0x95) has neither satellites nor speed.
 */
export function readGt06Fix(
  reader: FrameReader,
  context: Gt06LocationContext,
  attributes: DecodedAttributes,
  full = true,
): Gt06Fix {
  const fixTime = readGt06Date(reader, context.timeZoneOffsetMinutes);
  if (full) attributes.sat = reader.u8() & 0x0f;
  let latitude = reader.u32() / UNITS_PER_DEGREE;
  let longitude = reader.u32() / UNITS_PER_DEGREE;
  const speed = full ? knotsFromKph(reader.u8()) : 0;
  const flags = reader.u16();
  if ((flags & 0x0400) === 0) latitude = -latitude;
  if ((flags & 0x0800) !== 0) longitude = -longitude;
  if ((flags & 0x4000) !== 0) attributes.ignition = (flags & 0x8000) !== 0;
  return { fixTime, valid: (flags & 0x1000) !== 0, latitude, longitude, speed, course: flags & 0x03ff };
}

/** A position from a fix, with the sender when known. */
export function gt06Position(
  fix: Gt06Fix,
  context: Gt06LocationContext,
  attributes: DecodedAttributes,
): DecodedPosition {
  return {
    kind: 'position',
    ...(context.uniqueId === undefined ? {} : { uniqueId: context.uniqueId }),
    ...fix,
    attributes,
  };
}

/** A report without a fix: no coordinates (0, 0), marked invalid, so it is stored at the last known location. */
function cellPosition(
  fixTime: Date,
  context: Gt06LocationContext,
  attributes: DecodedAttributes,
): DecodedPosition {
  return gt06Position(
    { fixTime, valid: false, latitude: 0, longitude: 0, speed: 0, course: 0 },
    context,
    attributes,
  );
}

/** Reads the cell of a layout; a length byte of 0 means the device had no cell. */
function readLayoutCell(
  reader: FrameReader,
  layout: Gt06Layout,
  cell: Gt06CellLayout,
): Gt06Network | undefined {
  let length = -1;
  if (layout.cellLength) {
    length = reader.u8();
    if (length === 0) return undefined;
  }
  const start = reader.offset;
  const tower = readCell(reader, cell);
  // Some firmware pads the cell; skip the padding when the status block still fits after it.
  const extra = length - 1 - (reader.offset - start);
  if (extra > 0 && reader.remaining - extra >= TRAILER + (layout.status ? 4 : 0)) reader.skip(extra);
  return { cellTowers: [tower] };
}

/** The length field of WeTrust's 0x12, whose cell is followed by an odometer and a driver card. */
const WETRUST_LENGTH = 0x29;

/**
 * WeTrust 0x12 after its cell: odometer (m), the driver card behind its length, an alarm flag
 * (`general`), the card status and the driving time, under Traccar's keys.
 */
function readWetrustTail(reader: FrameReader, attributes: DecodedAttributes): void {
  attributes.odometer = reader.u32();
  attributes.card = reader.bytes(reader.u8()).toString('latin1');
  if (reader.u8() > 0) attributes.alarm = ALARMS.general;
  attributes.cardStatus = reader.u8();
  attributes.drivingTime = reader.u16();
}

/** What follows the cell of a 0x12 frame, told apart by its size (VXT01, S5, odometer). */
function readGpsLbsTail(reader: FrameReader, attributes: DecodedAttributes): void {
  const tail = reader.remaining - TRAILER;
  if (tail === 4) {
    attributes.odometer = reader.u32();
  } else if (tail === 5 || tail === 12) {
    // VXT01 / S5: terminal information, external voltage, GSM signal, alarm (S5: oil, temperature, odometer).
    const info = reader.u8();
    attributes.status = info;
    attributes.ignition = (info & 0x02) !== 0;
    attributes.charge = (info & 0x04) !== 0;
    attributes.blocked = (info & 0x80) !== 0;
    attributes.power = reader.u16() * 0.01;
    attributes.rssi = reader.u8();
    reader.skip(1);
    if (tail === 12) {
      attributes.oil = reader.u16();
      const temperature = reader.u8();
      attributes.temp1 = temperature & 0x80 ? -(temperature & 0x7f) : temperature;
      attributes.odometer = reader.u32() * 10;
    }
  }
}

/**
 * Decodes a GT06 location, cell or status report. `reader` spans the content and the serial and CRC
 * that follow it: like the reference decoder, fields are read from the start, so firmware that
 * counts its length differently still decodes. Reports with a fix are positions; cell-only reports
 * with a date are positions without coordinates, marked invalid, their cells in `network`; reports
 * without a date are heartbeats.
 * @throws {ProtocolError} `malformedFrame` when the frame is shorter than its type.
 */
export function decodeGt06Report(
  type: number,
  reader: FrameReader,
  context: Gt06LocationContext,
): DecodedMessage | undefined {
  // A 0x19 this long is a multi-cell report of the Space10X, whose layout is not published.
  if (type === 0x19 && reader.remaining - TRAILER >= SPACE10X_CONTENT) return undefined;
  if (context.prefix === 'ntHeader' && (type === 0x22 || type === 0x25))
    return decodeNtReport(type, reader, context);
  if (context.prefix === 'imei' && type === 0x12) reader.skip(8); // IMEI
  const length = context.lengthField;
  const special = length === undefined ? undefined : SPECIAL_LAYOUTS.get(variantKey(type, length));
  if (special) return special(reader, context);
  const variant = length === undefined ? undefined : VARIANTS.get(variantKey(type, length));
  const cellReport = variant ? undefined : CELL_REPORTS.get(type);
  if (cellReport) return decodeCellReport(type, reader, context, cellReport);
  const layout = variant ?? LAYOUTS.get(type) ?? {};
  const attributes: DecodedAttributes = {};
  const fix = layout.gps ? readGt06Fix(reader, context, attributes) : undefined;
  const cellFits = (cell: Gt06CellLayout) =>
    reader.remaining - TRAILER >= (layout.cellLength ? 1 : CELL_SIZE[cell]);
  if (layout.cell && (!layout.optionalCell || cellFits(layout.cell))) {
    need(reader, layout.cellLength ? 1 : CELL_SIZE[layout.cell]);
    const network = readLayoutCell(reader, layout, layout.cell);
    if (network) attributes.network = network;
  }
  if (layout.status) {
    need(reader, layout.noAlarmByte ? 3 : 4);
    readGt06Status(reader, attributes, {
      overspeedBits: layout.overspeedBits,
      alarmByte: !layout.noAlarmByte,
    });
    if (layout.noAlarmByte && reader.remaining > TRAILER) reader.skip(1); // alarm extension
    if (reader.remaining > TRAILER) reader.skip(1); // language
    if (layout.geofence && reader.remaining > TRAILER) {
      const geofence = reader.u8();
      if (geofence !== 0xff) attributes.geofence = geofence;
    }
  }
  let altitude: number | undefined;
  if (layout.altitude && reader.remaining - TRAILER >= 2) altitude = reader.i16();
  if (layout.sl4xTail && reader.remaining - TRAILER >= 3 + 4 + 2) {
    attributes.ignition = reader.u8() > 0;
    attributes.event = reader.u8();
    attributes.archive = reader.u8() > 0;
    attributes.odometer = reader.u32();
    altitude = reader.i16();
  }
  if (type === 0x12 && length === WETRUST_LENGTH) readWetrustTail(reader, attributes);
  else if (type === 0x12) readGpsLbsTail(reader, attributes);
  if (variant && type === 0x22) readSeeworldTail(reader, attributes);
  if (layout.accReason && reader.remaining >= TRAILER + 3) {
    attributes.ignition = reader.u8() > 0;
    attributes.event = reader.u8();
    attributes.archive = reader.u8() > 0;
    if (type === 0x22 && reader.remaining === TRAILER + 4) attributes.odometer = reader.u32();
  }
  if (fix) {
    const position = gt06Position(fix, context, attributes);
    if (altitude !== undefined) position.altitude = altitude;
    return position;
  }
  return {
    kind: 'heartbeat',
    ...(context.uniqueId === undefined ? {} : { uniqueId: context.uniqueId }),
    attributes,
  };
}

/** Seeworld 0x22 after its cell: ACC, mode, re-upload, odometer (m), travel time, temperature, humidity. */
function readSeeworldTail(reader: FrameReader, attributes: DecodedAttributes): void {
  if (reader.remaining - TRAILER < 3 + 4 + 4 + 2 + 2) return;
  attributes.ignition = reader.u8() > 0;
  reader.skip(2); // reporting mode, re-upload
  attributes.odometer = reader.u32();
  reader.skip(4); // travel time
  const temperature = reader.u16();
  const magnitude = (temperature & 0x7fff) / 100;
  attributes.temp1 = temperature & 0x8000 ? -magnitude : magnitude;
  attributes.humidity = reader.u16() / 100;
}

/**
 * NT models' report (NT20, XT40 …; 0x22, and 0x25 with a driver): location source, IMEI, device
 * date, fix, cell behind a length byte (0x25: four-byte cell id), terminal information, external
 * voltage, battery (0.1 V), GSM signal, alarm, language, odometer (m, 3 bytes), engine hours
 * (minutes, 3 bytes), and for 0x25 a driver id behind its length and type.
 */
function decodeNtReport(type: number, reader: FrameReader, context: Gt06LocationContext): DecodedPosition {
  reader.skip(1 + 8); // location source, IMEI
  const deviceTime = readGt06Date(reader, context.timeZoneOffsetMinutes);
  const attributes: DecodedAttributes = {};
  const fix = readGt06Fix(reader, context, attributes);
  const cellLength = reader.u8();
  if (cellLength > 0) {
    const start = reader.offset;
    const tower = readCell(reader, type === 0x25 ? 'wideId' : 'short');
    attributes.network = { cellTowers: [tower] };
    const extra = cellLength - 1 - (reader.offset - start);
    if (extra > 0) reader.skip(extra);
  }
  Object.assign(attributes, gt06TerminalInfo(reader.u8()));
  attributes.power = reader.u16() / 100;
  attributes.battery = reader.u8() / 10;
  attributes.rssi = reader.u8();
  const alarm = gt06AlarmFromCode(reader.u8());
  if (alarm) attributes.alarm = alarm;
  reader.skip(1); // language
  attributes.odometer = reader.u24();
  attributes.hours = reader.u24() * 60_000;
  if (type === 0x25 && reader.remaining - TRAILER >= 1) {
    const driverLength = reader.u8();
    if (driverLength > 1) {
      reader.skip(1); // driver identifier type
      attributes.driverUniqueId = reader.bytes(driverLength - 1).toString('hex');
    }
  }
  const position = gt06Position(fix, context, attributes);
  position.deviceTime = deviceTime;
  return position;
}

/** A layout decoded by its own function, by type and length field. */
type SpecialLayout = (reader: FrameReader, context: Gt06LocationContext) => DecodedMessage;

const SPECIAL_LAYOUTS: ReadonlyMap<string, SpecialLayout> = new Map<string, SpecialLayout>([
  [variantKey(0xa2, 0x40), decodeLw4g],
  [variantKey(0x17, 0x28), decodeRfidReport],
  [variantKey(0x24, 0x2e), decodeSr411],
]);

/**
 * LW4G 0xA2 (length 0x40): fix, wide cell, network indicator, terminal information, external
 * voltage, battery %, GSM signal, alarm, language, odometer (m), engine hours, terminal id, inputs.
 */
function decodeLw4g(reader: FrameReader, context: Gt06LocationContext): DecodedMessage {
  const attributes: DecodedAttributes = {};
  const fix = readGt06Fix(reader, context, attributes);
  attributes.network = { cellTowers: [readCell(reader, 'wide')] };
  reader.skip(1); // network indicator
  Object.assign(attributes, gt06TerminalInfo(reader.u8()));
  attributes.power = reader.u16() / 100;
  const level = gt06BatteryLevel(reader.u8());
  if (level !== undefined) attributes.batteryLevel = level;
  attributes.rssi = reader.u8();
  const alarm = gt06AlarmFromCode(reader.u8());
  if (alarm) attributes.alarm = alarm;
  reader.skip(1); // language
  attributes.odometer = reader.u32();
  attributes.hours = reader.u32() * 1000;
  reader.skip(8); // terminal id
  attributes.input = reader.u16();
  return gt06Position(fix, context, attributes);
}

/** A 0x17 of length 0x28 is a GPS report with an RFID card (8 bytes, then a validity byte), not Wi-Fi. */
function decodeRfidReport(reader: FrameReader, context: Gt06LocationContext): DecodedMessage {
  const attributes: DecodedAttributes = {};
  const fix = readGt06Fix(reader, context, attributes);
  attributes.network = { cellTowers: [readCell(reader, 'short')] };
  attributes.driverUniqueId = reader.bytes(8).toString('hex');
  return gt06Position(fix, context, attributes);
}

/** SR411 mini 0x24 (length 0x2E): fix, cell, ACC, external and battery voltage. */
function decodeSr411(reader: FrameReader, context: Gt06LocationContext): DecodedMessage {
  const attributes: DecodedAttributes = {};
  const fix = readGt06Fix(reader, context, attributes);
  attributes.network = { cellTowers: [readCell(reader, 'short')] };
  attributes.ignition = reader.u8() > 0;
  attributes.power = reader.u16() / 100;
  attributes.battery = reader.u16() / 100;
  return gt06Position(fix, context, attributes);
}

/** Multi-cell (and Wi-Fi) reports: date, operator, cells, timing advance, access points. */
function decodeCellReport(
  type: number,
  reader: FrameReader,
  context: Gt06LocationContext,
  report: CellReport,
): DecodedPosition {
  const wanway = type === 0x24 && reader.remaining - TRAILER === WANWAY_S20_CONTENT;
  const fixTime = readGt06Date(reader, context.timeZoneOffsetMinutes);
  if (wanway) reader.skip(1); // timing advance
  const operator = readOperator(reader);
  const count = wanway ? reader.u8() : (report.count ?? 7);
  const network: Gt06Network = { cellTowers: readCells(reader, operator, count, report.cell) };
  if (!wanway) reader.skip(1); // timing advance
  if (report.wifi) network.wifiAccessPoints = readWifi(reader, reader.u8());
  return cellPosition(fixTime, context, { network });
}
