import type { DecodedAttributes } from '../types';
import {
  type OsmAndCellTower,
  type OsmAndWifiAccessPoint,
  readCellText,
  readWifiText,
} from './osmAndNetwork';
import {
  isOnGlobe,
  type OsmAndDecodeOptions,
  type OsmAndResult,
  osmAndError,
  osmAndSuccess,
} from './osmAndResult';

const NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;
/** Unix timestamps below this are seconds, above it milliseconds (as Traccar reads them). */
const SECONDS_LIMIT = 2_147_483_647;

/** Reads a number strictly: `''`, `'abc'` and `'1,5'` are not numbers. */
function strictNumber(text: string): number {
  const trimmed = text.trim();
  return NUMBER.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * Reads `timestamp` as Unix seconds or milliseconds, ISO 8601, or `yyyy-MM-dd HH:mm:ss` (UTC).
 * Zone-less date-times are read as UTC. Returns undefined when unreadable or beyond any date.
 */
export function parseOsmAndTimestamp(text: string): Date | undefined {
  const trimmed = text.trim();
  let time: number;
  if (/^\d+(?:\.\d+)?$/.test(trimmed)) {
    const value = Number(trimmed);
    time = value < SECONDS_LIMIT ? value * 1000 : value;
  } else {
    const iso = trimmed.replace(' ', 'T');
    const zoned = /(?:Z|[+-]\d\d:?\d\d)$/i.test(iso) ? iso : `${iso}Z`;
    time = /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(zoned) ? Date.parse(zoned) : Number.NaN;
  }
  // Beyond ±8.64e15 ms (year 275760) a number is no date.
  const date = new Date(Math.round(time));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A parameter value kept as an attribute: a number, a boolean, or the text itself. */
function attributeValue(text: string): unknown {
  if (text === 'true') return true;
  if (text === 'false') return false;
  const value = strictNumber(text);
  return Number.isNaN(value) ? text : value;
}

/**
 * Decodes the query form of the OsmAnd protocol (Traccar Client and OsmAnd live tracking, HTTP
 * port 5055): `id` or `deviceid`, `lat` and `lon` or `location=lat,lon`, `timestamp` (Unix s or ms,
 * or ISO), `speed` (knots), `bearing` or `heading`, `altitude`, `accuracy`, `hdop`, `batt`,
 * `valid`, `driverUniqueId`, `cell=mcc,mnc,lac,cid[,signal]` and `wifi=mac,signal` (each may repeat;
 * they go to `network`); any other parameter becomes an attribute (`ignition=true` included). A
 * request with cells or Wi-Fi and no coordinates is a position marked invalid at 0/0, which the
 * pipeline places at the device's last known location.
 * A negative speed, bearing or accuracy is a reading the phone does not have, as in the JSON form.
 * @example decodeOsmAndQuery(new URLSearchParams('id=123456&lat=60&lon=30&timestamp=1377177267'))
 */
export function decodeOsmAndQuery(params: URLSearchParams, options: OsmAndDecodeOptions = {}): OsmAndResult {
  const uniqueId = (params.get('id') ?? params.get('deviceid') ?? '').trim();
  if (uniqueId === '') return osmAndError('missingId', 'the id parameter is required', 'id');

  let latitude: number | undefined;
  let longitude: number | undefined;
  let fixTime = options.now ?? new Date();
  let valid = true;
  let speed = 0;
  let course = 0;
  let altitude: number | undefined;
  let accuracy: number | undefined;
  const attributes: DecodedAttributes = {};
  const cellTowers: OsmAndCellTower[] = [];
  const wifiAccessPoints: OsmAndWifiAccessPoint[] = [];

  for (const [key, text] of params) {
    const number = strictNumber(text);
    switch (key) {
      case 'id':
      case 'deviceid':
        break;
      case 'lat':
        latitude = number;
        break;
      case 'lon':
        longitude = number;
        break;
      case 'location': {
        const [lat = '', lon = ''] = text.split(',');
        latitude = strictNumber(lat);
        longitude = strictNumber(lon);
        break;
      }
      case 'timestamp': {
        const time = parseOsmAndTimestamp(text);
        if (!time) return osmAndError('invalidValue', `timestamp "${text}" cannot be read`, key);
        fixTime = time;
        break;
      }
      case 'valid':
        valid = text === 'true' || text === '1';
        break;
      case 'speed':
      case 'bearing':
      case 'heading':
      case 'altitude':
      case 'accuracy':
      case 'hdop':
      case 'batt': {
        if (text.trim() === '') break; // an empty value says nothing
        if (!Number.isFinite(number))
          return osmAndError('invalidValue', `${key} "${text}" is not a number`, key);
        // A phone marks a reading it does not have as negative (iOS: -1 speed, course and accuracy).
        if (number < 0 && (key === 'speed' || key === 'bearing' || key === 'heading' || key === 'accuracy'))
          break;
        if (key === 'speed') speed = number;
        else if (key === 'bearing' || key === 'heading') course = number;
        else if (key === 'altitude') altitude = number;
        else if (key === 'accuracy') accuracy = number;
        else if (key === 'hdop') attributes.hdop = number;
        else attributes.batteryLevel = number;
        break;
      }
      case 'driverUniqueId':
        attributes.driverUniqueId = text;
        break;
      case 'cell': {
        const cell = readCellText(text);
        if (!cell) {
          return osmAndError('invalidValue', `cell "${text}" is not mcc,mnc,lac,cid[,signal]`, key);
        }
        cellTowers.push(cell);
        break;
      }
      case 'wifi': {
        const accessPoint = readWifiText(text);
        if (!accessPoint) return osmAndError('invalidValue', `wifi "${text}" is not mac,signal`, key);
        wifiAccessPoints.push(accessPoint);
        break;
      }
      default:
        attributes[key] = attributeValue(text);
    }
  }

  if (cellTowers.length > 0 || wifiAccessPoints.length > 0) {
    attributes.network = {
      ...(cellTowers.length > 0 ? { cellTowers } : {}),
      ...(wifiAccessPoints.length > 0 ? { wifiAccessPoints } : {}),
    };
    // Located by cells or Wi-Fi only: an invalid position at 0/0 that the pipeline places at the
    // device's last known location, as Traccar does.
    if (latitude === undefined && longitude === undefined) {
      latitude = 0;
      longitude = 0;
      valid = false;
    }
  }
  if (latitude === undefined || longitude === undefined) {
    return osmAndError(
      'missingLocation',
      'lat and lon (or location, cell or wifi) are required',
      latitude === undefined ? 'lat' : 'lon',
    );
  }
  if (!isOnGlobe(latitude, longitude)) {
    return osmAndError('invalidLocation', 'lat must be -90..90 and lon -180..180', 'lat');
  }
  return osmAndSuccess(uniqueId, [
    {
      kind: 'position',
      uniqueId,
      fixTime,
      valid,
      latitude,
      longitude,
      ...(altitude === undefined ? {} : { altitude }),
      speed,
      course,
      ...(accuracy === undefined ? {} : { accuracy }),
      attributes,
    },
  ]);
}
