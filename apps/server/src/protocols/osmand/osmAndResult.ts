import { storableMessage, storableText } from '../storableMessage';
import type { DecodedPosition } from '../types';

/** Why an OsmAnd request was refused; answer it with HTTP 400. */
export type OsmAndErrorCode =
  /** Neither `id` nor `deviceid` (query) nor `device_id` (JSON). */
  | 'missingId'
  /** No latitude or longitude. */
  | 'missingLocation'
  /** A latitude or longitude that is not a number in range. */
  | 'invalidLocation'
  /** A timestamp, speed, course or other number that cannot be read. */
  | 'invalidValue'
  /** A body that is not the JSON the Traccar Client posts. */
  | 'invalidBody';

/** A refused request: a stable code, a sentence for logs, and the parameter at fault. */
export interface OsmAndError {
  code: OsmAndErrorCode;
  message: string;
  /** The query parameter or JSON field at fault. */
  parameter?: string;
}

/** A refused request. */
export interface OsmAndFailure {
  ok: false;
  error: OsmAndError;
}

/** The outcome of decoding one OsmAnd request. */
export type OsmAndResult = { ok: true; uniqueId: string; positions: DecodedPosition[] } | OsmAndFailure;

/** Options of the OsmAnd decoders. */
export interface OsmAndDecodeOptions {
  /**
   * The time given to fixes that carry none.
   * @default new Date()
   */
  now?: Date;
}

/** Builds a refusal. */
export function osmAndError(code: OsmAndErrorCode, message: string, parameter?: string): OsmAndFailure {
  return { ok: false, error: parameter === undefined ? { code, message } : { code, message, parameter } };
}

/** Whether a latitude and longitude are numbers on the globe. */
export function isOnGlobe(latitude: number, longitude: number): boolean {
  return (
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}

/**
 * Builds an accepted request, its identifier and positions made storable (no NUL, no lone
 * surrogate, see `storableMessage`); an identifier that is nothing else is missing.
 */
export function osmAndSuccess(uniqueId: string, positions: DecodedPosition[]): OsmAndResult {
  const id = storableText(uniqueId).trim();
  if (id === '') return osmAndError('missingId', 'the device identifier is required', 'id');
  return {
    ok: true,
    uniqueId: id,
    positions: positions.map((position) => storableMessage({ ...position, uniqueId: id })),
  };
}
