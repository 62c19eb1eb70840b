import { FrameReader } from '../FrameReader';
import { knotsFromKph } from '../speedUnits';
import type { DecodedAttributes, DecodedPosition } from '../types';
import { gt06AlarmFromCode, gt06TerminalInfo } from './gt06Alarm';

/** Location types: GPS only. */
export const GT06_GPS = 0x10;
/** GPS and a long cell (two-byte MNC, four-byte cell id). */
export const GT06_GPS_LBS_LONG = 0x11;
/** GPS and cell: the classic GT06 location. */
export const GT06_GPS_LBS = 0x12;
/** GPS, cell, ACC and upload reason (GT06N, JM-VL01 …). */
export const GT06_GPS_LBS_ACC = 0x22;
/** GPS, cell and status with an alarm byte. */
export const GT06_GPS_LBS_STATUS = 0x16;
/** The same as 0x16, sent by newer firmware. */
export const GT06_GPS_LBS_STATUS_2 = 0x26;

/** The location types this decoder reads. */
export const GT06_LOCATION_TYPES: ReadonlySet<number> = new Set([
  GT06_GPS,
  GT06_GPS_LBS_LONG,
  GT06_GPS_LBS,
  GT06_GPS_LBS_ACC,
  GT06_GPS_LBS_STATUS,
  GT06_GPS_LBS_STATUS_2,
]);

/** One unit of GT06 latitude and longitude is 1/30000 of a minute. */
const UNITS_PER_DEGREE = 60 * 30_000;

/** Where a GT06 location is decoded: who sent it and the device's clock offset. */
export interface Gt06LocationContext {
  uniqueId: string | undefined;
  /** Minutes the device clock runs ahead of UTC, as its login said. */
  timeZoneOffsetMinutes: number;
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

/**
 * Decodes the information content of a GT06 location frame (types 0x10, 0x11, 0x12, 0x16, 0x22,
 * 0x26): date, satellites, coordinates, speed km/h, the course/status word (bit 10 north, bit 11
 * west, bit 12 fix valid, bit 14 ACC known, bit 15 ACC on), the cell, and by type the terminal
 * status and alarm (0x16/0x26), ACC and upload reason (0x22) or odometer.
 */
export function decodeGt06Location(
  type: number,
  content: Buffer,
  context: Gt06LocationContext,
): DecodedPosition {
  const reader = new FrameReader('gt06', content);
  const attributes: DecodedAttributes = {};
  const fixTime = readGt06Date(reader, context.timeZoneOffsetMinutes);
  attributes.sat = reader.u8() & 0x0f;
  let latitude = reader.u32() / UNITS_PER_DEGREE;
  let longitude = reader.u32() / UNITS_PER_DEGREE;
  const speed = knotsFromKph(reader.u8());
  const flags = reader.u16();
  if ((flags & 0x0400) === 0) latitude = -latitude;
  if ((flags & 0x0800) !== 0) longitude = -longitude;
  if ((flags & 0x4000) !== 0) attributes.ignition = (flags & 0x8000) !== 0;

  if (type === GT06_GPS_LBS_LONG) {
    reader.skip(2 + 2 + 2 + 4);
  } else if (type === GT06_GPS_LBS_STATUS || type === GT06_GPS_LBS_STATUS_2) {
    reader.skip(Math.max(reader.u8(), 1) - 1);
    Object.assign(attributes, gt06TerminalInfo(reader.u8()));
    attributes.batteryLevel = Math.trunc((reader.u8() * 100) / 6);
    attributes.rssi = reader.u8();
    const alarm = gt06AlarmFromCode(reader.u8());
    if (alarm) attributes.alarm = alarm;
  } else if (type !== GT06_GPS) {
    const mcc = reader.u16();
    reader.skip((mcc & 0x8000 ? 2 : 1) + 2 + 3);
  }

  if (type === GT06_GPS_LBS_ACC && reader.remaining >= 3) {
    attributes.ignition = reader.u8() > 0;
    attributes.event = reader.u8();
    attributes.archive = reader.u8() > 0;
  }
  if ((type === GT06_GPS_LBS || type === GT06_GPS_LBS_ACC) && reader.remaining === 4) {
    attributes.odometer = reader.u32();
  }

  return {
    kind: 'position',
    ...(context.uniqueId === undefined ? {} : { uniqueId: context.uniqueId }),
    fixTime,
    valid: (flags & 0x1000) !== 0,
    latitude,
    longitude,
    speed,
    course: flags & 0x03ff,
    attributes,
  };
}
