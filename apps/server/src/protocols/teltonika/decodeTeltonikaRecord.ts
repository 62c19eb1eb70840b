import { ALARMS } from '../alarms';
import type { FrameReader } from '../FrameReader';
import { knotsFromKph } from '../speedUnits';
import type { DecodedAttributes, DecodedPosition } from '../types';
import { positionWithoutFix } from '../types';
import { addAlarm, applyTeltonikaIoElement, applyTeltonikaNetwork } from './teltonikaIoElement';
import { applyTeltonikaVariableElement } from './teltonikaVariableIo';

/** Codec 7 (GH3000 personal trackers): masks say which fields follow, coordinates as floats. */
export const CODEC_7 = 0x07;
/** Codec 8: one-byte IO ids and counts. */
export const CODEC_8 = 0x08;
/** Codec 8 Extended: two-byte IO ids and counts, variable-length elements. */
export const CODEC_8_EXTENDED = 0x8e;
/** Codec 16: two-byte IO ids, one-byte counts, generation type. */
export const CODEC_16 = 0x10;

/** Fixed element sizes, in the order a record lists them. */
const FIXED_SIZES = [1, 2, 4, 8] as const;
/** Size of the elements of the optional block some firmware appends after the 8-byte ones. */
const WIDE_ELEMENT = 16;
/** AVL record priority of a panic (SOS) record: 0 low, 1 high, 2 panic. */
const PANIC_PRIORITY = 2;
/** Codec 7 stamps count seconds from 2007-01-01 in their low 30 bits. */
const GH3000_EPOCH = 1_167_609_600;

/** How the records of a packet are laid out. */
export interface TeltonikaLayout {
  codec: number;
  /**
   * Each record ends with a block of 16-byte elements after the 8-byte ones (firmware with
   * Traccar's `teltonika.extended` layout). The decoder finds out which layout a packet uses.
   */
  wideBlock: boolean;
}

/**
 * Decodes one AVL record of codec 8, 8 Extended or 16: timestamp (ms), priority, longitude and
 * latitude (1e-7 degrees, signed), altitude, angle, satellites, speed (km/h), event IO id, then
 * the IO elements of 1, 2, 4 and 8 bytes, the optional 16-byte block and, for 8 Extended, the
 * variable-length ones. A fix is valid when satellites are in use. Codec 7 records go to
 * {@link decodeGh3000Record}.
 */
export function decodeTeltonikaRecord(
  reader: FrameReader,
  layout: TeltonikaLayout,
  uniqueId: string | undefined,
): DecodedPosition {
  const { codec } = layout;
  if (codec === CODEC_7) return decodeGh3000Record(reader, uniqueId);
  const extended = codec === CODEC_8_EXTENDED;
  const wideIds = extended || codec === CODEC_16;
  const readCount = extended ? () => reader.u16() : () => reader.u8();
  const readId = wideIds ? () => reader.u16() : () => reader.u8();

  const fixTime = new Date(reader.i64AsNumber());
  const attributes: DecodedAttributes = { priority: reader.u8() };
  const longitude = reader.i32() / 1e7;
  const latitude = reader.i32() / 1e7;
  const altitude = reader.i16();
  const course = reader.u16();
  const satellites = reader.u8();
  attributes.sat = satellites;
  const speed = knotsFromKph(reader.u16());
  attributes.event = readId();
  if (codec === CODEC_16) reader.skip(1); // generation type
  readCount(); // total IO elements

  for (const size of FIXED_SIZES) {
    const count = readCount();
    for (let i = 0; i < count; i++) {
      const id = readId();
      applyTeltonikaIoElement(attributes, id, reader.bytes(size));
    }
  }
  if (layout.wideBlock) {
    const count = readCount();
    for (let i = 0; i < count; i++) {
      const id = readId();
      attributes[`io${id}`] = reader.bytes(WIDE_ELEMENT).toString('hex');
    }
  }
  if (extended) {
    const count = reader.u16();
    for (let i = 0; i < count; i++) {
      const id = reader.u16();
      applyTeltonikaVariableElement(attributes, id, reader.bytes(reader.u16()));
    }
  }
  applyTeltonikaNetwork(attributes);

  // Priority 2 is Teltonika's "panic" record, which the SOS (panic) button produces.
  if (attributes.priority === PANIC_PRIORITY) addAlarm(attributes, ALARMS.sos);

  return {
    kind: 'position',
    ...(uniqueId === undefined ? {} : { uniqueId }),
    fixTime,
    valid: satellites !== 0,
    latitude,
    longitude,
    altitude,
    speed,
    course,
    attributes,
  };
}

/**
 * Decodes one codec 7 (GH3000) record: a 30-bit stamp in seconds since 2007, a global mask (bit 0
 * location, bits 1-3 the IO blocks of 1, 2 and 4 bytes) and, with a location, its own mask: float
 * latitude and longitude, altitude, course (1/256 turns), speed (km/h), satellites, and a cell
 * (area, cell id, signal, operator) or rssi and operator alone. A record without a location is a
 * position without coordinates, marked invalid, which is stored at the last known location.
 */
export function decodeGh3000Record(reader: FrameReader, uniqueId: string | undefined): DecodedPosition {
  const fixTime = new Date(((reader.u32() & 0x3fffffff) + GH3000_EPOCH) * 1000);
  const globalMask = reader.u8();
  const attributes: DecodedAttributes = {};
  const position = positionWithoutFix(fixTime, attributes, uniqueId);
  if (globalMask & 0x01) {
    const mask = reader.u8();
    if (mask & 0x01) {
      position.latitude = reader.bytes(4).readFloatBE(0);
      position.longitude = reader.bytes(4).readFloatBE(0);
      position.valid = true;
    }
    if (mask & 0x02) position.altitude = reader.u16();
    if (mask & 0x04) position.course = (reader.u8() * 360) / 256;
    if (mask & 0x08) position.speed = knotsFromKph(reader.u8());
    if (mask & 0x10) attributes.sat = reader.u8();
    if (mask & 0x20) {
      const tower: Record<string, number> = { lac: reader.u16(), cid: reader.u16() };
      if (mask & 0x40) tower.rssi = reader.u8();
      if (mask & 0x80) {
        const digits = String(reader.u32());
        if (digits.length >= 4) {
          tower.mcc = Number(digits.slice(0, 3));
          tower.mnc = Number(digits.slice(3));
        }
      }
      attributes.network = { cellTowers: [tower] };
    } else {
      if (mask & 0x40) attributes.rssi = reader.u8();
      if (mask & 0x80) attributes.operator = reader.u32();
    }
  }
  for (const [bit, size] of [
    [0x02, 1],
    [0x04, 2],
    [0x08, 4],
  ] as const) {
    if (!(globalMask & bit)) continue;
    const count = reader.u8();
    for (let i = 0; i < count; i++) {
      const id = reader.u8();
      applyTeltonikaIoElement(attributes, id, reader.bytes(size), true);
    }
  }
  return position;
}
