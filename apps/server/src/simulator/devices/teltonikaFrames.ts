import { CRC16_ARC } from '../../protocols/checksum/crc16';
import type { TrackerRecord } from '../types';

/** Codec 8 Extended: AVL data with two-byte IO ids. */
export const CODEC_8_EXTENDED = 0x8e;
/** Codec 12: GPRS commands (type 0x05) and their responses (type 0x06). */
export const CODEC_12 = 0x0c;
export const CODEC_12_COMMAND = 0x05;
export const CODEC_12_RESPONSE = 0x06;

/** AVL IO element ids (FMB series). */
export const TELTONIKA_IO = {
  din1: 1,
  odometer: 16,
  gsmSignal: 21,
  externalVoltage: 66,
  batteryVoltage: 67,
  gnssStatus: 69,
  dout1: 179,
  pdop: 181,
  hdop: 182,
  ignition: 239,
  movement: 240,
  greenDrivingType: 253,
  overSpeeding: 255,
} as const;

/** Green driving type 2: harsh braking. */
const HARSH_BRAKING = 2;
/** Record priorities. */
const PRIORITY_LOW = 0;
const PRIORITY_HIGH = 1;
const PRIORITY_PANIC = 2;

/**
 * The IMEI handshake: two-byte length and the IMEI in ASCII.
 * @example buildTeltonikaHandshake('352094087654321') // 00 0f 33 35 32 …
 */
export function buildTeltonikaHandshake(imei: string): Buffer {
  const text = Buffer.from(imei, 'latin1');
  const frame = Buffer.alloc(2 + text.length);
  frame.writeUInt16BE(text.length, 0);
  text.copy(frame, 2);
  return frame;
}

/** `00000000 <data length> <data> <CRC-16/ARC of data, 4 bytes>`. */
function envelope(data: Buffer): Buffer {
  const frame = Buffer.alloc(8 + data.length + 4);
  frame.writeUInt32BE(data.length, 4);
  data.copy(frame, 8);
  frame.writeUInt32BE(CRC16_ARC.checksum(data), 8 + data.length);
  return frame;
}

/** IO elements of one record, by value size. */
interface IoElements {
  one: [number, number][];
  two: [number, number][];
  four: [number, number][];
}

/**
 * The IO elements a record carries: ignition (239), movement (240), GSM signal (21), GNSS status (69),
 * DOUT1 (179, the engine relay), external and battery voltage (66, 67, mV), PDOP and HDOP (181,
 * 182), the total odometer (16, m) and, for alarms, harsh braking (253 = 2), over speeding (255, km/h)
 * or the panic button on DIN1 (1).
 */
export function teltonikaIoElements(record: TrackerRecord): IoElements {
  const io = TELTONIKA_IO;
  const one: [number, number][] = [
    [io.ignition, record.ignition ? 1 : 0],
    [io.movement, record.motion ? 1 : 0],
    [io.gsmSignal, Math.min(5, record.gsmLevel + 1)],
    [io.gnssStatus, 1],
    [io.dout1, record.blocked ? 1 : 0],
  ];
  if (record.alarm === 'hardBraking') one.push([io.greenDrivingType, HARSH_BRAKING]);
  if (record.alarm === 'overspeed') one.push([io.overSpeeding, Math.min(255, Math.round(record.speedKmh))]);
  if (record.alarm === 'sos') one.push([io.din1, 1]);
  const hdop = Math.max(5, 20 - record.satellites);
  const two: [number, number][] = [
    [io.externalVoltage, Math.round(record.powerVolts * 1000)],
    [io.batteryVoltage, Math.round(3600 + record.batteryLevel * 6)],
    [io.pdop, hdop + 3],
    [io.hdop, hdop],
  ];
  const four: [number, number][] = [[io.odometer, record.odometer >>> 0]];
  return { one, two, four };
}

/** The event IO id and priority of a record: what made the tracker store it. */
function trigger(record: TrackerRecord): { eventId: number; priority: number } {
  const io = TELTONIKA_IO;
  if (record.alarm === 'sos') return { eventId: io.din1, priority: PRIORITY_PANIC };
  if (record.alarm === 'hardBraking') return { eventId: io.greenDrivingType, priority: PRIORITY_HIGH };
  if (record.alarm === 'overspeed') return { eventId: io.overSpeeding, priority: PRIORITY_HIGH };
  if (record.reason === 'ignition') return { eventId: io.ignition, priority: PRIORITY_HIGH };
  if (record.reason === 'output') return { eventId: io.dout1, priority: PRIORITY_HIGH };
  return { eventId: 0, priority: PRIORITY_LOW };
}

function encodeRecord(record: TrackerRecord): Buffer {
  const { one, two, four } = teltonikaIoElements(record);
  const { eventId, priority } = trigger(record);
  const count = one.length + two.length + four.length;
  const size =
    8 + 1 + 4 + 4 + 2 + 2 + 1 + 2 + 2 + 2 + 2 * 5 + one.length * 3 + two.length * 4 + four.length * 6;
  const data = Buffer.alloc(size);
  let at = data.writeBigUInt64BE(BigInt(record.time), 0);
  at = data.writeUInt8(priority, at);
  at = data.writeInt32BE(Math.round(record.longitude * 1e7), at);
  at = data.writeInt32BE(Math.round(record.latitude * 1e7), at);
  at = data.writeInt16BE(Math.round(record.altitude), at);
  at = data.writeUInt16BE(Math.round(record.course) % 360, at);
  at = data.writeUInt8(record.satellites, at);
  at = data.writeUInt16BE(Math.round(record.speedKmh), at);
  at = data.writeUInt16BE(eventId, at);
  at = data.writeUInt16BE(count, at);
  at = data.writeUInt16BE(one.length, at);
  for (const [id, value] of one) at = data.writeUInt8(value, data.writeUInt16BE(id, at));
  at = data.writeUInt16BE(two.length, at);
  for (const [id, value] of two) at = data.writeUInt16BE(value, data.writeUInt16BE(id, at));
  at = data.writeUInt16BE(four.length, at);
  for (const [id, value] of four) at = data.writeUInt32BE(value, data.writeUInt16BE(id, at));
  at = data.writeUInt16BE(0, at); // no 8-byte elements
  data.writeUInt16BE(0, at); // no variable-length elements
  return data;
}

/**
 * An AVL data packet in codec 8 Extended carrying `records` (1-255): the server answers with the
 * number of records it stored, as four bytes.
 */
export function buildTeltonikaRecords(records: readonly TrackerRecord[]): Buffer {
  if (records.length === 0 || records.length > 255)
    throw new RangeError('an AVL packet carries 1-255 records');
  const count = Buffer.from([records.length]);
  return envelope(
    Buffer.concat([Buffer.from([CODEC_8_EXTENDED]), count, ...records.map(encodeRecord), count]),
  );
}

/**
 * A codec 12 response (type 0x06) carrying the tracker's answer to a command.
 * @example buildTeltonikaResponse('DOUT1:1 DOUT2:IGNORED')
 */
export function buildTeltonikaResponse(text: string): Buffer {
  const body = Buffer.from(text, 'latin1');
  const data = Buffer.alloc(3 + 4 + body.length + 1);
  let at = data.writeUInt8(CODEC_12, 0);
  at = data.writeUInt8(1, at);
  at = data.writeUInt8(CODEC_12_RESPONSE, at);
  at = data.writeUInt32BE(body.length, at);
  body.copy(data, at);
  data.writeUInt8(1, at + body.length);
  return envelope(data);
}
