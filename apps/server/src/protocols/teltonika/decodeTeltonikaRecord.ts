import { ALARMS } from '../alarms';
import type { FrameReader } from '../FrameReader';
import { knotsFromKph } from '../speedUnits';
import type { DecodedAttributes, DecodedPosition } from '../types';
import { applyTeltonikaIoElement } from './teltonikaIoElement';

/** Codec 8: one-byte IO ids and counts. */
export const CODEC_8 = 0x08;
/** Codec 8 Extended: two-byte IO ids and counts, variable-length elements. */
export const CODEC_8_EXTENDED = 0x8e;
/** Codec 16: two-byte IO ids, one-byte counts, generation type. */
export const CODEC_16 = 0x10;

/** Fixed element sizes, in the order a record lists them. */
const FIXED_SIZES = [1, 2, 4, 8] as const;
/** AVL record priority of a panic (SOS) record: 0 low, 1 high, 2 panic. */
const PANIC_PRIORITY = 2;
/** X element ids with a text value. */
const VIN = 256;

/**
 * Decodes one AVL record of codec 8, 8 Extended or 16: timestamp (ms), priority, longitude and
 * latitude (1e-7 degrees, signed), altitude, angle, satellites, speed (km/h), event IO id, then
 * the IO elements of 1, 2, 4 and 8 bytes and, for 8 Extended, the variable-length ones.
 * A fix is valid when satellites are in use.
 */
export function decodeTeltonikaRecord(
  reader: FrameReader,
  codec: number,
  uniqueId: string | undefined,
): DecodedPosition {
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
      const value =
        size === 1 ? reader.u8() : size === 2 ? reader.u16() : size === 4 ? reader.u32() : reader.u64();
      applyTeltonikaIoElement(attributes, id, value, size);
    }
  }
  if (extended) {
    const count = reader.u16();
    for (let i = 0; i < count; i++) {
      const id = reader.u16();
      const value = reader.bytes(reader.u16());
      attributes[id === VIN ? 'vin' : `io${id}`] =
        id === VIN ? value.toString('latin1') : value.toString('hex');
    }
  }

  // Priority 2 is Teltonika's "panic" record, which the SOS (panic) button produces.
  if (attributes.priority === PANIC_PRIORITY && attributes.alarm === undefined) attributes.alarm = ALARMS.sos;

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
