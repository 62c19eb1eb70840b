import { FrameReader } from '../FrameReader';
import { ProtocolError } from '../ProtocolError';
import type { CommandResultMessage, DecodedMessage, DecodedPosition, HeartbeatMessage } from '../types';
import { CODEC_7, CODEC_8, CODEC_8_EXTENDED, CODEC_16, decodeTeltonikaRecord } from './decodeTeltonikaRecord';

/** Codec 12: GPRS commands and their responses. */
const CODEC_12 = 0x0c;
/** Codec 13: command responses with a timestamp. */
const CODEC_13 = 0x0d;
/** Codec 14: command responses carrying the device's IMEI. */
const CODEC_14 = 0x0e;
/** Response types: a device's answer, and codec 14's "command was for another IMEI". */
const RESPONSE = 0x06;
/** Codec 12 type of camera image transfers, which the server does not request. */
const CAMERA = 0x0d;
/** 2000-01-01 in Unix seconds: a smaller four-byte stamp is the high half of milliseconds. */
const SECONDS_2000 = 946_684_800;
/** Codecs whose records are positions, answered with their count. */
const POSITION_CODECS: ReadonlySet<number> = new Set([CODEC_7, CODEC_8, CODEC_8_EXTENDED, CODEC_16]);
/** An axle-load report (codec 12 from weighing accessories): `UUUUww<values;…>SSS`. */
const AXLE_LOAD = /^UUUUww(.*)SSS$/s;

/** What the data field of one AVL packet holds. */
export type TeltonikaData =
  /** Records to store; the device waits for their count. */
  | { kind: 'records'; codec: number; count: number; messages: DecodedMessage[]; wideBlock: boolean }
  /** Command responses and accessory data; nothing to answer. */
  | { kind: 'responses'; codec: number; messages: DecodedMessage[] }
  /** A codec this server does not read. */
  | { kind: 'unknownCodec'; codec: number };

/**
 * Decodes the data field of an AVL packet, `<codec> <count> <records> <count>`, between `start`
 * and `end` (TCP: inside the envelope; UDP: after the IMEI). Position records of codecs 7, 8,
 * 8 Extended and 16; responses of codecs 12, 13 and 14.
 * @param preferWide try the layout with a 16-byte element block first (what the connection used last).
 * @throws {ProtocolError} when the records are not what the codec says.
 */
export function decodeTeltonikaData(
  data: Buffer,
  start: number,
  end: number,
  uniqueId: string | undefined,
  preferWide = false,
): TeltonikaData {
  const header = new FrameReader('teltonika', data, start, end);
  const codec = header.u8();
  const count = header.u8();
  const from = <T extends DecodedMessage>(message: T): T =>
    uniqueId === undefined ? message : { ...message, uniqueId };
  if (POSITION_CODECS.has(codec)) {
    const { positions, wideBlock } = decodeRecords(
      data,
      header.offset,
      end,
      codec,
      count,
      uniqueId,
      preferWide,
    );
    return { kind: 'records', codec, count, messages: positions, wideBlock };
  }
  if (codec === CODEC_12 || codec === CODEC_13 || codec === CODEC_14) {
    const messages: DecodedMessage[] = [];
    for (let i = 0; i < count; i++) {
      const message =
        codec === CODEC_12 ? codec12(header) : codec === CODEC_13 ? codec13(header) : codec14(header);
      if (message) messages.push(from(message));
    }
    return { kind: 'responses', codec, messages };
  }
  return { kind: 'unknownCodec', codec };
}

/**
 * Reads `count` position records. Firmware may append a block of 16-byte elements to every record
 * (Traccar's `teltonika.extended`), which nothing in the packet announces: the layout that ends
 * exactly at the closing record count is the one the device used. When neither does, a layout that
 * reads without error is taken, as the reference decoder reads such packets.
 */
function decodeRecords(
  data: Buffer,
  start: number,
  end: number,
  codec: number,
  count: number,
  uniqueId: string | undefined,
  preferWide: boolean,
): { positions: DecodedPosition[]; wideBlock: boolean } {
  const layouts = codec === CODEC_7 ? [false] : preferWide ? [true, false] : [false, true];
  let readable: { positions: DecodedPosition[]; wideBlock: boolean } | undefined;
  let firstError: unknown;
  for (const wideBlock of layouts) {
    try {
      const reader = new FrameReader('teltonika', data, start, end);
      const positions: DecodedPosition[] = [];
      for (let i = 0; i < count; i++)
        positions.push(decodeTeltonikaRecord(reader, { codec, wideBlock }, uniqueId));
      if (reader.remaining === 1) return { positions, wideBlock };
      readable ??= { positions, wideBlock };
    } catch (error) {
      if (!(error instanceof ProtocolError)) throw error;
      firstError ??= error;
    }
  }
  if (readable) return readable;
  throw firstError;
}

/** A codec 12 response: text, an axle-load report, or hex when it is not printable. */
function codec12(reader: FrameReader): CommandResultMessage | HeartbeatMessage | null {
  const type = reader.u8();
  const body = reader.bytes(reader.u32());
  if (type === CAMERA) return null;
  const text = responseText(body);
  const axles = AXLE_LOAD.exec(text)?.[1]?.split(';');
  if (axles && axles.length >= 12) {
    const values = axles.map(Number);
    if (values.slice(0, 12).every(Number.isFinite)) {
      const attributes: Record<string, number> = {};
      for (let i = 0; i < 8; i++) attributes[`axle${i + 1}`] = values[i] as number;
      attributes.loadTruck = values[8] as number;
      attributes.loadTrailer = values[9] as number;
      attributes.totalTruck = values[10] as number;
      attributes.totalTrailer = values[11] as number;
      return { kind: 'heartbeat', attributes };
    }
  }
  return { kind: 'commandResult', result: text };
}

/** A codec 13 response: type, size, a timestamp (seconds; some firmware: milliseconds), text. */
function codec13(reader: FrameReader): CommandResultMessage {
  reader.skip(1); // type
  const size = reader.u32();
  const body = reader.bytes(size);
  const millisecondStamp = size >= 8 && body.readUInt32BE(0) < SECONDS_2000;
  const stampSize = millisecondStamp ? 8 : 4;
  if (size < stampSize)
    throw new ProtocolError('teltonika', 'malformedFrame', `codec 13 response of ${size} bytes`);
  const deviceTime = new Date(
    millisecondStamp ? Number(body.readBigUInt64BE(0)) : body.readUInt32BE(0) * 1000,
  );
  const result = responseText(body.subarray(stampSize));
  // A stamp beyond any date leaves the reply without a device time (the server's time is used).
  return Number.isNaN(deviceTime.getTime())
    ? { kind: 'commandResult', result }
    : { kind: 'commandResult', result, deviceTime };
}

/** A codec 14 response: type, size, the IMEI (8 bytes), text; only answers (type 6) are results. */
function codec14(reader: FrameReader): CommandResultMessage | null {
  const type = reader.u8();
  const size = reader.u32();
  if (size < 8) throw new ProtocolError('teltonika', 'malformedFrame', `codec 14 response of ${size} bytes`);
  const body = reader.bytes(size);
  return type === RESPONSE ? { kind: 'commandResult', result: responseText(body.subarray(8)) } : null;
}

/** A response as text when it is printable, as hex otherwise (as Traccar reports it). */
export function responseText(bytes: Buffer): string {
  for (const byte of bytes) {
    if (byte < 0x20 && byte !== 0x0d && byte !== 0x0a) return bytes.toString('hex');
  }
  return bytes.toString('latin1').trim();
}
