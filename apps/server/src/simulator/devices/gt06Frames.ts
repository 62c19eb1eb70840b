import { CRC16_X25 } from '../../protocols/checksum/crc16';
import type { SimulatedAlarm, TrackerRecord, VehicleSnapshot } from '../types';

/** Packet types a GT06 tracker sends. */
export const GT06_LOGIN = 0x01;
export const GT06_STATUS = 0x13;
export const GT06_COMMAND_REPLY = 0x15;
export const GT06_LOCATION = 0x22;
export const GT06_ALARM = 0x26;
/** The server's command packet. */
export const GT06_SERVER_COMMAND = 0x80;

/** Nepal time, UTC+05:45: the clock a tracker sold in Kathmandu keeps. */
export const NEPAL_OFFSET_MINUTES = 5 * 60 + 45;

/** Terminal type identification code sent in the login (a GT06N-class device). */
const TERMINAL_TYPE = 0x2208;
/** One unit of GT06 latitude and longitude is 1/30000 of a minute. */
const UNITS_PER_DEGREE = 60 * 30_000;
/** Nepal's mobile country code and NTC's network code. */
const MCC_NEPAL = 429;
const MNC = 1;
/** Language field: English. */
const ENGLISH = 0x02;
/** Terminal information bits. */
const INFO_ACC = 0x02;
const INFO_CHARGING = 0x04;
const INFO_SOS = 4 << 3;
const INFO_GPS_TRACKING = 0x40;
const INFO_OIL_CUT = 0x80;
/** Alarm codes of the 0x26 (and 0x13) alarm byte. */
const ALARM_CODES: Readonly<Record<SimulatedAlarm, number>> = {
  sos: 0x01,
  overspeed: 0x06,
  hardBraking: 0x30,
};
/** Upload reasons of the 0x22 packet. */
const UPLOAD_INTERVAL = 0x00;
const UPLOAD_ACC_CHANGE = 0x03;

/**
 * Builds a GT06 frame: `78 78 <length> <type> <content> <serial> <CRC-16/X-25> 0d 0a`, the CRC
 * covering length to serial.
 */
export function buildGt06Packet(type: number, content: Uint8Array, serial: number): Buffer {
  const frame = Buffer.alloc(2 + 1 + 1 + content.length + 2 + 2 + 2);
  let at = frame.writeUInt16BE(0x7878, 0);
  at = frame.writeUInt8(1 + content.length + 2 + 2, at);
  at = frame.writeUInt8(type, at);
  frame.set(content, at);
  at += content.length;
  at = frame.writeUInt16BE(serial & 0xffff, at);
  at = frame.writeUInt16BE(CRC16_X25.checksum(frame, 2, at), at);
  frame.writeUInt16BE(0x0d0a, at);
  return frame;
}

/**
 * The login packet (0x01): the IMEI as 8 BCD bytes (a leading 0 and 15 digits), the terminal type
 * and the time zone (minutes east as hours*100+minutes in bits 15-4, bit 3 set for west).
 * @example buildGt06Login('353419036066061', 1) // 78 78 11 01 03 53 41 90 36 06 60 61 22 08 22 10 00 01 …
 */
export function buildGt06Login(imei: string, serial: number, offsetMinutes = NEPAL_OFFSET_MINUTES): Buffer {
  if (!/^\d{1,15}$/.test(imei)) throw new RangeError('a GT06 IMEI is up to 15 digits');
  const content = Buffer.alloc(12);
  Buffer.from(imei.padStart(16, '0'), 'hex').copy(content, 0);
  content.writeUInt16BE(TERMINAL_TYPE, 8);
  const minutes = Math.abs(offsetMinutes);
  const zone = ((Math.trunc(minutes / 60) * 100 + (minutes % 60)) << 4) | (offsetMinutes < 0 ? 0x08 : 0);
  content.writeUInt16BE(zone, 10);
  return buildGt06Packet(GT06_LOGIN, content, serial);
}

/** Date (device local time), satellites, coordinates, speed and the course/status word: 18 bytes. */
function gpsBlock(record: VehicleSnapshot, offsetMinutes: number): Buffer {
  const block = Buffer.alloc(18);
  const local = new Date(record.time + offsetMinutes * 60_000);
  block.writeUInt8(local.getUTCFullYear() - 2000, 0);
  block.writeUInt8(local.getUTCMonth() + 1, 1);
  block.writeUInt8(local.getUTCDate(), 2);
  block.writeUInt8(local.getUTCHours(), 3);
  block.writeUInt8(local.getUTCMinutes(), 4);
  block.writeUInt8(local.getUTCSeconds(), 5);
  // High nibble: length of the GPS information (12); low nibble: satellites.
  block.writeUInt8(0xc0 | Math.min(15, record.satellites), 6);
  block.writeUInt32BE(Math.round(Math.abs(record.latitude) * UNITS_PER_DEGREE), 7);
  block.writeUInt32BE(Math.round(Math.abs(record.longitude) * UNITS_PER_DEGREE), 11);
  block.writeUInt8(Math.min(255, Math.round(record.speedKmh)), 15);
  // Bit 12 positioned, bit 11 west, bit 10 north, bits 9-0 course.
  let word = (Math.round(record.course) % 360) | 0x1000;
  if (record.longitude < 0) word |= 0x0800;
  if (record.latitude >= 0) word |= 0x0400;
  block.writeUInt16BE(word, 16);
  return block;
}

/** The serving cell: MCC, MNC, LAC and a cell id that follows the position (8 bytes). */
function cellBlock(record: VehicleSnapshot): Buffer {
  const block = Buffer.alloc(8);
  block.writeUInt16BE(MCC_NEPAL, 0);
  block.writeUInt8(MNC, 2);
  const gridLat = Math.floor(record.latitude * 50);
  const gridLon = Math.floor(record.longitude * 50);
  block.writeUInt16BE(0x2000 + (((gridLat & 0x3f) << 6) | (gridLon & 0x3f)), 3);
  block.writeUIntBE(((gridLat * 7919 + gridLon * 104_729) >>> 0) & 0xffffff, 5, 3);
  return block;
}

/** The terminal information byte: ACC, charging, GPS tracking, an SOS alarm and the oil cut (relay). */
export function gt06TerminalInfoByte(snapshot: VehicleSnapshot, alarm?: SimulatedAlarm): number {
  let info = INFO_GPS_TRACKING | INFO_CHARGING;
  if (snapshot.ignition) info |= INFO_ACC;
  if (alarm === 'sos') info |= INFO_SOS;
  if (snapshot.blocked) info |= INFO_OIL_CUT;
  return info;
}

/** Battery as the 0-6 voltage level of status packets. */
function voltageLevel(snapshot: VehicleSnapshot): number {
  return Math.min(6, Math.max(0, Math.round((snapshot.batteryLevel * 6) / 100)));
}

/**
 * A location packet (0x22, GPS + cell + ACC): date, satellites, coordinates, speed km/h, course
 * and status, the cell, ACC, upload reason (interval or ACC change), re-upload flag (1 when the
 * record is sent again after a reconnect) and the odometer in metres.
 */
export function buildGt06Location(
  record: TrackerRecord,
  serial: number,
  offsetMinutes = NEPAL_OFFSET_MINUTES,
): Buffer {
  const tail = Buffer.alloc(7);
  tail.writeUInt8(record.ignition ? 1 : 0, 0);
  tail.writeUInt8(record.reason === 'ignition' ? UPLOAD_ACC_CHANGE : UPLOAD_INTERVAL, 1);
  tail.writeUInt8(record.resent ? 1 : 0, 2);
  tail.writeUInt32BE(record.odometer >>> 0, 3);
  const content = Buffer.concat([gpsBlock(record, offsetMinutes), cellBlock(record), tail]);
  return buildGt06Packet(GT06_LOCATION, content, serial);
}

/**
 * An alarm packet (0x26, GPS + cell + status): the location, the cell (with its length byte),
 * terminal information, voltage level, GSM signal, the alarm code (SOS 0x01, overspeed 0x06, hard
 * braking 0x30) and the language.
 */
export function buildGt06Alarm(
  record: TrackerRecord & { alarm: SimulatedAlarm },
  serial: number,
  offsetMinutes = NEPAL_OFFSET_MINUTES,
): Buffer {
  const status = Buffer.from([
    9, // cell block length, itself included
  ]);
  const tail = Buffer.from([
    gt06TerminalInfoByte(record, record.alarm),
    voltageLevel(record),
    Math.min(4, record.gsmLevel),
    ALARM_CODES[record.alarm],
    ENGLISH,
  ]);
  const content = Buffer.concat([gpsBlock(record, offsetMinutes), status, cellBlock(record), tail]);
  return buildGt06Packet(GT06_ALARM, content, serial);
}

/**
 * A status (heartbeat) packet (0x13): terminal information (ACC, oil cut …), voltage level 0-6,
 * GSM signal 0-4, alarm code (none) and language.
 */
export function buildGt06Status(snapshot: VehicleSnapshot, serial: number): Buffer {
  const content = Buffer.from([
    gt06TerminalInfoByte(snapshot),
    voltageLevel(snapshot),
    Math.min(4, snapshot.gsmLevel),
    0x00,
    ENGLISH,
  ]);
  return buildGt06Packet(GT06_STATUS, content, serial);
}

/**
 * The reply to a server command (0x15): length of flag and text, the server flag the command
 * carried, the ASCII text and the language.
 * @example buildGt06CommandReply('Cut off the fuel supply: Success!', 0x013b)
 * // 78 78 2d 15 25 00 00 00 00 43 75 74 … 21 00 02 01 3b 89 8a 0d 0a
 */
export function buildGt06CommandReply(text: string, serial: number, serverFlag = 0): Buffer {
  const body = Buffer.from(text, 'latin1');
  const content = Buffer.alloc(1 + 4 + body.length + 2);
  content.writeUInt8(4 + body.length, 0);
  content.writeUInt32BE(serverFlag >>> 0, 1);
  body.copy(content, 5);
  content.writeUInt16BE(ENGLISH, 5 + body.length);
  return buildGt06Packet(GT06_COMMAND_REPLY, content, serial);
}
