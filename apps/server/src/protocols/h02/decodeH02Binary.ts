import { ProtocolError } from '../ProtocolError';
import type { DecodedAttributes, DecodedPosition } from '../types';
import { h02BatteryLevel, h02StatusAttributes } from './h02Status';

/** A binary frame with its id and fix (no `uniqueId`; the session adds it). */
export interface H02BinaryFrame {
  id: string;
  position: DecodedPosition;
}

/** The BCD digits of `frame[start, end)`. */
function digits(frame: Buffer, start: number, end: number): string {
  return frame.toString('hex', start, end);
}

function decimal(text: string): number {
  if (!/^\d+$/.test(text)) throw new ProtocolError('h02', 'malformedFrame', `"${text}" is not BCD`);
  return Number(text);
}

/**
 * Decodes a binary H02 frame: `$`, the id in BCD (5 bytes, or 8 for 15-digit ids), time hhmmss,
 * date ddmmyy, latitude ddmm.mmmm, battery, longitude dddmm.mmmm and a flag nibble (bit 1 valid,
 * bit 2 north, bit 3 east), speed (knots, 3 digits), course (3 digits) and the status word.
 */
export function decodeH02Binary(frame: Buffer, idLength: 5 | 8): H02BinaryFrame {
  if (frame.length < 1 + idLength + 23) {
    throw new ProtocolError('h02', 'malformedFrame', `binary frame of ${frame.length} bytes`);
  }
  const idDigits = digits(frame, 1, 1 + idLength);
  const id = idLength === 8 ? idDigits.slice(0, 15) : idDigits;
  const at = 1 + idLength;
  const stamp = digits(frame, at, at + 6);
  const [hours, minutes, seconds, day, month, year] = [0, 2, 4, 6, 8, 10].map((i) =>
    decimal(stamp.slice(i, i + 2)),
  );
  const latitudeDigits = digits(frame, at + 6, at + 10);
  const latitude = decimal(latitudeDigits.slice(0, 2)) + decimal(latitudeDigits.slice(2)) / 10_000 / 60;
  const battery = h02BatteryLevel(frame[at + 10] as number);
  const longitudeDigits = digits(frame, at + 11, at + 16);
  const longitude = decimal(longitudeDigits.slice(0, 3)) + decimal(longitudeDigits.slice(3, 9)) / 10_000 / 60;
  const flags = Number.parseInt(longitudeDigits.slice(9), 16);
  const motion = digits(frame, at + 16, at + 19);
  const speed = decimal(motion.slice(0, 3));
  const course = decimal(motion.slice(3, 6));
  const attributes: DecodedAttributes = h02StatusAttributes(frame.readUInt32BE(at + 19));
  if (battery !== undefined) attributes.batteryLevel = battery;

  return {
    id,
    position: {
      kind: 'position',
      fixTime: new Date(
        Date.UTC(2000 + (year as number), (month as number) - 1, day, hours, minutes, seconds),
      ),
      valid: (flags & 0x02) !== 0,
      latitude: flags & 0x04 ? latitude : -latitude,
      longitude: flags & 0x08 ? longitude : -longitude,
      speed,
      course,
      attributes,
    },
  };
}
