/**
 * Real OsmAnd / Traccar Client requests with the values each must decode to (see README.md for
 * sources and licences), plus malformed and cut variants. Each is decoded by `OsmAndSession` at
 * 2024-03-05T06:07:08Z (the time of requests without a timestamp).
 */
import type { OsmAndErrorCode } from './osmAndResult';

/** One position a request must decode to; speed in knots, as stored. */
export interface OsmAndExpectedPosition {
  fixTime?: string;
  valid?: boolean;
  latitude?: number;
  longitude?: number;
  altitude?: number;
  accuracy?: number;
  speed?: number;
  course?: number;
  /** Attribute values; `undefined` means the attribute must be absent. */
  attributes?: Record<string, unknown>;
}

export interface OsmAndCorpusRequest {
  name: string;
  /** The query string (GET, or POST with parameters in the URL). */
  query?: string;
  /** The body (JSON, or a form-encoded query). */
  body?: string;
  contentType?: string;
  expected:
    | { uniqueId: string; positions: readonly OsmAndExpectedPosition[] }
    | { error: OsmAndErrorCode; parameter?: string };
}

/** The clock of the corpus session. */
export const OSMAND_CORPUS_NOW = '2024-03-05T06:07:08.000Z';

const JSON_TYPE = 'application/json';

/** Traccar Client 9 (Android), Traccar's OsmAnd decoder tests. */
const CLIENT_JSON =
  '{"location":{"timestamp":"2025-06-15T13:45:12.862Z","coords":{"latitude":37.4219983,"longitude":-122.084,"accuracy":5,"speed":0,"heading":-1,"altitude":5},"is_moving":false,"odometer":0,"event":"motionchange","battery":{"level":1,"is_charging":false},"activity":{"type":"still"},"extras":{},"_":"&id=48241179&lat=37.4219983&lon=-122.084&timestamp=2025-06-15T13:45:12.862Z&"},"device_id":"48241179"}';

export const OSMAND_CORPUS: readonly OsmAndCorpusRequest[] = [
  // Query form: Traccar's OsmAnd decoder tests.
  {
    name: 'cells and Wi-Fi without coordinates: invalid, at the last location, towers in network',
    query:
      'id=123456&timestamp=1377177267&cell=257,02,16,2224&cell=257,02,16,2223,-90&wifi=00-14-22-01-23-45,-80&wifi=00-1C-B3-09-85-15,-70',
    expected: {
      uniqueId: '123456',
      positions: [
        {
          fixTime: '2013-08-22T13:14:27.000Z',
          valid: false,
          latitude: 0,
          longitude: 0,
          attributes: {
            network: {
              cellTowers: [
                { mcc: 257, mnc: 2, lac: 16, cid: 2224 },
                { mcc: 257, mnc: 2, lac: 16, cid: 2223, rssi: -90 },
              ],
              wifiAccessPoints: [
                { macAddress: '00:14:22:01:23:45', signalStrength: -80 },
                { macAddress: '00:1C:B3:09:85:15', signalStrength: -70 },
              ],
            },
          },
        },
      ],
    },
  },
  {
    name: 'no id: refused',
    query: 'timestamp=1377177267&lat=60.0&lon=30.0',
    expected: { error: 'missingId', parameter: 'id' },
  },
  {
    name: 'ISO timestamp, hdop, altitude (OsmAnd)',
    query:
      'id=902064&lat=42.06288&lon=-88.23412&timestamp=2016-01-27T18%3A55%3A47Z&hdop=6.0&altitude=224.0&speed=0.0',
    expected: {
      uniqueId: '902064',
      positions: [
        {
          fixTime: '2016-01-27T18:55:47.000Z',
          valid: true,
          latitude: 42.06288,
          longitude: -88.23412,
          altitude: 224,
          speed: 0,
          attributes: { hdop: 6 },
        },
      ],
    },
  },
  {
    name: 'millisecond timestamp',
    query: 'id=902064&lat=42.06288&lon=-88.23412&timestamp=1442068686579&hdop=6.0&altitude=224.0&speed=0.0',
    expected: { uniqueId: '902064', positions: [{ fixTime: '2015-09-12T14:38:06.579Z' }] },
  },
  {
    name: 'date-time with a space, id last',
    query:
      'lat=49.60688&lon=6.15788&timestamp=2014-06-04+09%3A10%3A11&altitude=384.7&speed=0.0&id=353861053849681',
    expected: {
      uniqueId: '353861053849681',
      positions: [
        { fixTime: '2014-06-04T09:10:11.000Z', latitude: 49.60688, longitude: 6.15788, altitude: 384.7 },
      ],
    },
  },
  {
    name: 'seconds timestamp with speed, bearing, altitude, hdop',
    query: 'id=123456&timestamp=1377177267&lat=60.0&lon=30.0&speed=0.0&bearing=0.0&altitude=0&hdop=0.0',
    expected: {
      uniqueId: '123456',
      positions: [
        {
          fixTime: '2013-08-22T13:14:27.000Z',
          latitude: 60,
          longitude: 30,
          course: 0,
          attributes: { hdop: 0 },
        },
      ],
    },
  },
  {
    name: 'the minimal request',
    query: 'id=123456&timestamp=1377177267&lat=60.0&lon=30.0',
    expected: {
      uniqueId: '123456',
      positions: [{ fixTime: '2013-08-22T13:14:27.000Z', valid: true, latitude: 60, longitude: 30 }],
    },
  },
  {
    name: 'deviceid, heading and no timestamp (the request time)',
    query: 'lat=60.0&lon=30.0&speed=0.0&heading=0.0&vacc=0&hacc=0&altitude=0&deviceid=123456',
    expected: {
      uniqueId: '123456',
      positions: [
        { fixTime: OSMAND_CORPUS_NOW, latitude: 60, longitude: 30, attributes: { vacc: 0, hacc: 0 } },
      ],
    },
  },
  {
    name: 'battery level (batt)',
    query: 'id=861001000719969&lat=41.666667&lon=-0.883333&altitude=350.059479&speed=0.000000&batt=87',
    expected: {
      uniqueId: '861001000719969',
      positions: [
        { latitude: 41.666667, longitude: -0.883333, altitude: 350.059479, attributes: { batteryLevel: 87 } },
      ],
    },
  },
  {
    name: 'location=lat,lon',
    query: 'id=123456&timestamp=1377177267&location=60.0,30.0',
    expected: { uniqueId: '123456', positions: [{ latitude: 60, longitude: 30 }] },
  },
  {
    name: 'vehicle data: ignition, rpm, fuel',
    query:
      'id=123456789012345&timestamp=1504763810&lat=40.7232948571&lon=-74.0061408571&bearing=7.19889788244&speed=40&ignition=true&rpm=933&fuel=24',
    expected: {
      uniqueId: '123456789012345',
      positions: [
        {
          fixTime: '2017-09-07T05:56:50.000Z',
          latitude: 40.7232948571,
          longitude: -74.0061408571,
          speed: 40,
          course: 7.19889788244,
          attributes: { ignition: true, rpm: 933, fuel: 24 },
        },
      ],
    },
  },
  // Query form: requests published with Traccar's documentation and forum answers.
  {
    name: 'the OsmAnd app template with hdop and speed',
    query: 'id=123458&lat=50&lon=65&timestamp=1559806980&hdop=5&altitude=35&speed=0',
    expected: {
      uniqueId: '123458',
      positions: [
        {
          fixTime: '2019-06-06T07:43:00.000Z',
          latitude: 50,
          longitude: 65,
          altitude: 35,
          attributes: { hdop: 5 },
        },
      ],
    },
  },
  {
    name: 'a mesh-radio bridge with its own parameters',
    query:
      'id=2901897364&lat=58.8613911&lon=20.4433516&altitude=84&battery_level=0&hdop=0&accuracy=0.0&short_name=lnY&snr=-12.0&hop_limit=2',
    expected: {
      uniqueId: '2901897364',
      positions: [
        {
          latitude: 58.8613911,
          longitude: 20.4433516,
          accuracy: 0,
          attributes: { battery_level: 0, short_name: 'lnY', snr: -12, hop_limit: 2 },
        },
      ],
    },
  },
  {
    name: 'Traccar Client (Android): accuracy, battery, charging',
    query:
      'id=48241179&timestamp=1718459112&lat=37.4219983&lon=-122.084&speed=0.0&bearing=0.0&altitude=5.0&accuracy=5.0&batt=100.0&charge=true',
    expected: {
      uniqueId: '48241179',
      positions: [
        {
          fixTime: '2024-06-15T13:45:12.000Z',
          accuracy: 5,
          altitude: 5,
          attributes: { batteryLevel: 100, charge: true },
        },
      ],
    },
  },
  {
    name: 'Traccar Client (Android): SOS alarm',
    query:
      'id=48241179&timestamp=1718459112&lat=37.4219983&lon=-122.084&speed=0.0&bearing=0.0&altitude=5.0&accuracy=5.0&batt=64.0&alarm=sos',
    expected: {
      uniqueId: '48241179',
      positions: [{ valid: true, attributes: { alarm: 'sos', batteryLevel: 64 } }],
    },
  },
  {
    name: 'iOS: unknown speed, course and accuracy sent as -1',
    query:
      'id=658765&timestamp=1746763890&lat=37.785834&lon=-122.406417&speed=-1.0&bearing=-1.0&altitude=0.0&accuracy=-1.0&batt=100.0',
    expected: {
      uniqueId: '658765',
      positions: [{ speed: 0, course: 0, accuracy: undefined, attributes: { batteryLevel: 100 } }],
    },
  },
  {
    name: 'valid=false marks the fix invalid',
    query: 'id=123456&timestamp=1377177267&lat=60.0&lon=30.0&valid=false',
    expected: { uniqueId: '123456', positions: [{ valid: false, latitude: 60, longitude: 30 }] },
  },
  {
    name: 'driver identifier',
    query: 'id=123456&timestamp=1377177267&lat=60.0&lon=30.0&driverUniqueId=0012',
    expected: { uniqueId: '123456', positions: [{ attributes: { driverUniqueId: '0012' } }] },
  },
  // Cell and Wi-Fi only, one of each.
  {
    name: 'one cell without coordinates',
    query: 'id=123456&timestamp=1377177267&cell=257,02,16,2224',
    expected: {
      uniqueId: '123456',
      positions: [
        {
          fixTime: '2013-08-22T13:14:27.000Z',
          valid: false,
          latitude: 0,
          longitude: 0,
          attributes: { network: { cellTowers: [{ mcc: 257, mnc: 2, lac: 16, cid: 2224 }] } },
        },
      ],
    },
  },
  {
    name: 'one Wi-Fi access point without coordinates, with battery',
    query: 'id=123456&timestamp=1377177267&wifi=00-14-22-01-23-45,-80&batt=42',
    expected: {
      uniqueId: '123456',
      positions: [
        {
          valid: false,
          latitude: 0,
          longitude: 0,
          attributes: {
            batteryLevel: 42,
            network: { wifiAccessPoints: [{ macAddress: '00:14:22:01:23:45', signalStrength: -80 }] },
          },
        },
      ],
    },
  },
  {
    name: 'a fix with the serving cell kept in network',
    query: 'id=123456&timestamp=1377177267&lat=60.0&lon=30.0&cell=250,01,7840,20042,-71',
    expected: {
      uniqueId: '123456',
      positions: [
        {
          valid: true,
          latitude: 60,
          longitude: 30,
          attributes: { network: { cellTowers: [{ mcc: 250, mnc: 1, lac: 7840, cid: 20042, rssi: -71 }] } },
        },
      ],
    },
  },
  {
    name: 'form body (POST) with cells only',
    body: 'id=123456&timestamp=1377177267&cell=257,02,16,2224',
    contentType: 'application/x-www-form-urlencoded',
    expected: { uniqueId: '123456', positions: [{ valid: false, latitude: 0, longitude: 0 }] },
  },
  // JSON form: Traccar's OsmAnd decoder tests.
  {
    name: 'JSON: Traccar Client 9 (Android)',
    body: CLIENT_JSON,
    contentType: JSON_TYPE,
    expected: {
      uniqueId: '48241179',
      positions: [
        {
          fixTime: '2025-06-15T13:45:12.862Z',
          valid: true,
          latitude: 37.4219983,
          longitude: -122.084,
          accuracy: 5,
          altitude: 5,
          speed: 0,
          course: 0,
          attributes: {
            motion: false,
            odometer: 0,
            event: 'motionchange',
            batteryLevel: 100,
            charge: false,
            activity: 'still',
          },
        },
      ],
    },
  },
  {
    name: 'JSON: extras of every type',
    body: '{"location":{"timestamp":"2025-06-15T13:45:12.862Z","coords":{"latitude":37.4219983,"longitude":-122.084,"accuracy":5,"speed":0,"heading":-1,"altitude":5},"is_moving":false,"odometer":0,"event":"motionchange","battery":{"level":1,"is_charging":false},"activity":{"type":"still"},"extras":{"device_string_test":"long_device_id","device_bool_test":true,"device_bool_false_test":false,"device_integer_test":1,"device_double_test":1.345,"device_very_long_double_test":1763636.3442},"_":"&id=48241179&lat=37.4219983&lon=-122.084&timestamp=2025-06-15T13:45:12.862Z&"},"device_id":"48241179"}',
    contentType: JSON_TYPE,
    expected: {
      uniqueId: '48241179',
      positions: [
        {
          attributes: {
            device_string_test: 'long_device_id',
            device_bool_test: true,
            device_bool_false_test: false,
            device_integer_test: 1,
            device_double_test: 1.345,
            device_very_long_double_test: 1763636.3442,
          },
        },
      ],
    },
  },
  {
    name: 'JSON: iOS simulator, mock location, unknown readings as -1',
    body: '{"location":{"extras":{},"mock":true,"coords":{"speed_accuracy":-1,"speed":-1,"longitude":-122.406417,"ellipsoidal_altitude":0,"floor":null,"heading_accuracy":-1,"latitude":37.785834000000001,"accuracy":5,"altitude_accuracy":-1,"altitude":0,"heading":-1},"is_moving":false,"age":188,"odometer":0,"uuid":"2FB04C65-99CF-42AB-8DD3-EBCB4B108BF8","event":"motionchange","battery":{"level":-1,"is_charging":false},"activity":{"type":"unknown","confidence":100},"timestamp":"2025-05-09T04:11:30.579Z"},"device_id":"658765"}',
    contentType: JSON_TYPE,
    expected: {
      uniqueId: '658765',
      positions: [
        {
          fixTime: '2025-05-09T04:11:30.579Z',
          latitude: 37.785834,
          longitude: -122.406417,
          speed: 0,
          course: 0,
          attributes: { mock: true, batteryLevel: undefined },
        },
      ],
    },
  },
  {
    name: 'JSON: moving, speed in m/s stored in knots',
    body: '{"location":{"event":"motionchange","is_moving":false,"uuid":"0e9a2473-a9a7-4c00-997b-fb97d2154e75","timestamp":"2021-07-21T08:06:34.444Z","odometer":0,"coords":{"latitude":-6.1148096,"longitude":106.6837015,"accuracy":3.8,"speed":18.67,"speed_accuracy":0.26,"heading":63,"heading_accuracy":0.28,"altitude":35.7,"altitude_accuracy":3.8},"activity":{"type":"still","confidence":100},"battery":{"is_charging":false,"level":0.79},"extras":{}},"device_id":"8737767034"}',
    contentType: JSON_TYPE,
    expected: {
      uniqueId: '8737767034',
      positions: [
        {
          fixTime: '2021-07-21T08:06:34.444Z',
          latitude: -6.1148096,
          longitude: 106.6837015,
          accuracy: 3.8,
          altitude: 35.7,
          speed: 36.291576,
          course: 63,
          attributes: { batteryLevel: 79 },
        },
      ],
    },
  },
  {
    name: 'JSON without a content type is recognised by its brace',
    body: CLIENT_JSON,
    expected: { uniqueId: '48241179', positions: [{ latitude: 37.4219983 }] },
  },
  // JSON form with cells or Wi-Fi (Traccar's network shape).
  {
    name: 'JSON: cell towers only, in Traccar network names',
    body: '{"device_id":"48241179","location":{"timestamp":"2025-06-15T13:45:12.862Z","network":{"cellTowers":[{"mobileCountryCode":257,"mobileNetworkCode":2,"locationAreaCode":16,"cellId":2224,"signalStrength":-90}]},"battery":{"level":0.5,"is_charging":true}}}',
    contentType: JSON_TYPE,
    expected: {
      uniqueId: '48241179',
      positions: [
        {
          fixTime: '2025-06-15T13:45:12.862Z',
          valid: false,
          latitude: 0,
          longitude: 0,
          attributes: {
            batteryLevel: 50,
            charge: true,
            network: { cellTowers: [{ mcc: 257, mnc: 2, lac: 16, cid: 2224, rssi: -90 }] },
          },
        },
      ],
    },
  },
  {
    name: 'JSON: Wi-Fi only, network beside the location',
    body: '{"device_id":"48241179","network":{"wifiAccessPoints":[{"macAddress":"00-1C-B3-09-85-15","signalStrength":-70}]},"location":{"timestamp":"2025-06-15T13:45:12.862Z","extras":{}}}',
    contentType: JSON_TYPE,
    expected: {
      uniqueId: '48241179',
      positions: [
        {
          valid: false,
          latitude: 0,
          longitude: 0,
          attributes: {
            network: { wifiAccessPoints: [{ macAddress: '00:1C:B3:09:85:15', signalStrength: -70 }] },
          },
        },
      ],
    },
  },
  {
    name: 'JSON: batch of a fix and a cell-only location',
    body: '{"device_id":"48241179","location":[{"timestamp":"2025-06-15T13:45:12.862Z","coords":{"latitude":37.4219983,"longitude":-122.084}},{"timestamp":"2025-06-15T13:50:12.862Z","network":{"cellTowers":[{"mcc":257,"mnc":2,"lac":16,"cid":2223}]}}]}',
    contentType: JSON_TYPE,
    expected: {
      uniqueId: '48241179',
      positions: [
        { valid: true, latitude: 37.4219983, attributes: { network: undefined } },
        { fixTime: '2025-06-15T13:50:12.862Z', valid: false, latitude: 0, longitude: 0 },
      ],
    },
  },
  // Malformed and cut.
  {
    name: 'malformed: one coordinate only',
    query: 'id=1&lat=60.0',
    expected: { error: 'missingLocation', parameter: 'lon' },
  },
  {
    name: 'malformed: letters for a latitude',
    query: 'id=1&lat=abc&lon=30',
    expected: { error: 'invalidLocation' },
  },
  {
    name: 'malformed: placeholders left in a forum example',
    query: 'id=123456&lat=xxx&lon=yyy&batterylevel=99&missiontime=1:02:30',
    expected: { error: 'invalidLocation' },
  },
  {
    name: 'malformed: latitude off the globe',
    query: 'id=1&lat=91&lon=30',
    expected: { error: 'invalidLocation' },
  },
  {
    name: 'malformed: a cell without its id',
    query: 'id=123456&timestamp=1377177267&cell=257,02,16',
    expected: { error: 'invalidValue', parameter: 'cell' },
  },
  {
    name: 'malformed: a Wi-Fi MAC cut short',
    query: 'id=123456&timestamp=1377177267&wifi=00-14-22-01-23,-80',
    expected: { error: 'invalidValue', parameter: 'wifi' },
  },
  {
    name: 'malformed: neither coordinates nor cells',
    query: 'id=123456&timestamp=1377177267&batt=50',
    expected: { error: 'missingLocation' },
  },
  {
    name: 'malformed: unreadable timestamp',
    query: 'id=1&lat=1&lon=2&timestamp=yesterday',
    expected: { error: 'invalidValue', parameter: 'timestamp' },
  },
  {
    name: 'malformed: JSON cut in half',
    body: CLIENT_JSON.slice(0, CLIENT_JSON.length / 2),
    contentType: JSON_TYPE,
    expected: { error: 'invalidBody' },
  },
  {
    name: 'malformed: JSON cell tower without a cell id',
    body: '{"device_id":"48241179","location":{"network":{"cellTowers":[{"mcc":257,"mnc":2,"lac":16}]}}}',
    contentType: JSON_TYPE,
    expected: { error: 'invalidValue', parameter: 'network' },
  },
  {
    name: 'malformed: JSON without device_id',
    body: CLIENT_JSON.replace(',"device_id":"48241179"', ''),
    contentType: JSON_TYPE,
    expected: { error: 'missingId' },
  },
];
