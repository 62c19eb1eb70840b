import { knotsFromMps } from '../speedUnits';
import type { DecodedAttributes, DecodedPosition } from '../types';
import { locatesByNetwork, type OsmAndNetwork, readNetworkJson } from './osmAndNetwork';
import {
  isOnGlobe,
  type OsmAndDecodeOptions,
  type OsmAndFailure,
  type OsmAndResult,
  osmAndError,
  osmAndSuccess,
} from './osmAndResult';

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function finite(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** A reading the client marks unknown with -1 (speed, heading, accuracy, battery level). */
function known(value: unknown): number | undefined {
  const number = finite(value);
  return number !== undefined && number >= 0 ? number : undefined;
}

type LocationResult = { ok: true; position: DecodedPosition } | OsmAndFailure;

function decodeLocation(
  location: unknown,
  uniqueId: string,
  now: Date,
  sharedNetwork: OsmAndNetwork | undefined,
): LocationResult {
  if (!isObject(location)) return osmAndError('invalidBody', 'location must be an object', 'location');
  const coords = isObject(location.coords) ? location.coords : {};
  const ownNetwork = readNetworkJson(location.network);
  if (typeof ownNetwork === 'string') return osmAndError('invalidValue', ownNetwork, 'network');
  const network = locatesByNetwork(ownNetwork) ? ownNetwork : sharedNetwork;
  let latitude = coords.latitude;
  let longitude = coords.longitude;
  let valid = true;
  const noCoordinates = (value: unknown) => value === undefined || value === null;
  if (noCoordinates(latitude) && noCoordinates(longitude) && locatesByNetwork(network)) {
    // Located by cells or Wi-Fi only: an invalid position at 0/0 that the pipeline places at the
    // device's last known location, as Traccar does.
    latitude = 0;
    longitude = 0;
    valid = false;
  }
  if (noCoordinates(latitude) || noCoordinates(longitude)) {
    return osmAndError(
      'missingLocation',
      'location.coords.latitude and longitude (or a network of cells or Wi-Fi) are required',
      'coords',
    );
  }
  if (typeof latitude !== 'number' || typeof longitude !== 'number' || !isOnGlobe(latitude, longitude)) {
    return osmAndError('invalidLocation', 'latitude must be -90..90 and longitude -180..180', 'coords');
  }

  let fixTime = now;
  if (location.timestamp !== undefined) {
    const time =
      typeof location.timestamp === 'number' ? location.timestamp : Date.parse(String(location.timestamp));
    fixTime = new Date(time);
    if (Number.isNaN(fixTime.getTime())) {
      return osmAndError('invalidValue', 'location.timestamp cannot be read', 'timestamp');
    }
  }

  const attributes: DecodedAttributes = {};
  if (isObject(location.extras)) {
    for (const [key, value] of Object.entries(location.extras)) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
        attributes[key] = value;
    }
  }
  if (typeof location.is_moving === 'boolean') attributes.motion = location.is_moving;
  const odometer = finite(location.odometer);
  if (odometer !== undefined) attributes.odometer = odometer;
  if (typeof location.event === 'string') attributes.event = location.event;
  if (typeof location.mock === 'boolean') attributes.mock = location.mock;
  if (isObject(location.activity) && typeof location.activity.type === 'string') {
    attributes.activity = location.activity.type;
  }
  if (locatesByNetwork(network)) attributes.network = network;
  if (isObject(location.battery)) {
    const level = known(location.battery.level);
    if (level !== undefined) attributes.batteryLevel = Math.round(level * 100);
    if (typeof location.battery.is_charging === 'boolean') attributes.charge = location.battery.is_charging;
  }

  const speed = known(coords.speed);
  const accuracy = known(coords.accuracy);
  const altitude = finite(coords.altitude);
  return {
    ok: true,
    position: {
      kind: 'position',
      uniqueId,
      fixTime,
      valid,
      latitude,
      longitude,
      ...(altitude === undefined ? {} : { altitude }),
      speed: speed === undefined ? 0 : knotsFromMps(speed),
      course: known(coords.heading) ?? 0,
      ...(accuracy === undefined ? {} : { accuracy }),
      attributes,
    },
  };
}

/**
 * Decodes the JSON the current Traccar Client posts to port 5055:
 * `{"location":{"timestamp","coords":{latitude,longitude,accuracy,speed,heading,altitude},"is_moving",
 * "odometer","event","battery":{level,is_charging},"activity":{type},"extras"},"device_id"}`.
 * Speed arrives in m/s and is stored in knots; -1 marks an unknown speed, heading, accuracy or
 * battery level. A batch (`location` as an array) yields one position per entry. `body` may be the
 * parsed JSON or its text. A `network` (in the location or beside it, Traccar's shape: `cellTowers`,
 * `wifiAccessPoints`) is kept in the attributes; a location with a network and no coordinates is a
 * position marked invalid at 0/0, which the pipeline places at the device's last known location.
 */
export function decodeOsmAndJson(body: unknown, options: OsmAndDecodeOptions = {}): OsmAndResult {
  let root = body;
  if (typeof body === 'string' || Buffer.isBuffer(body)) {
    try {
      root = JSON.parse(body.toString());
    } catch {
      return osmAndError('invalidBody', 'the body is not JSON');
    }
  }
  if (!isObject(root)) return osmAndError('invalidBody', 'the body must be a JSON object');
  const deviceId = root.device_id;
  const uniqueId =
    typeof deviceId === 'string' || typeof deviceId === 'number' ? String(deviceId).trim() : '';
  if (uniqueId === '') return osmAndError('missingId', 'device_id is required', 'device_id');
  if (root.location === undefined || root.location === null) {
    return osmAndError('missingLocation', 'location is required', 'location');
  }

  const now = options.now ?? new Date();
  const sharedNetwork = readNetworkJson(root.network);
  if (typeof sharedNetwork === 'string') return osmAndError('invalidValue', sharedNetwork, 'network');
  const locations = Array.isArray(root.location) ? root.location : [root.location];
  const positions: DecodedPosition[] = [];
  for (const location of locations) {
    const result = decodeLocation(location, uniqueId, now, sharedNetwork);
    if (!result.ok) return result;
    positions.push(result.position);
  }
  if (positions.length === 0) return osmAndError('missingLocation', 'location is empty', 'location');
  return osmAndSuccess(uniqueId, positions);
}
