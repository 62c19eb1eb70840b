/**
 * The OsmAnd / Traccar Client protocol (HTTP, Traccar port 5055): the query form and the JSON form.
 */
export { decodeOsmAndJson } from './decodeOsmAndJson';
export { decodeOsmAndQuery, parseOsmAndTimestamp } from './decodeOsmAndQuery';
export type {
  OsmAndDecodeOptions,
  OsmAndError,
  OsmAndErrorCode,
  OsmAndFailure,
  OsmAndResult,
} from './osmAndResult';
