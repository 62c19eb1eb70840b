import { describe, expect, it } from 'vitest';
import type { DecodedPosition } from '../types';
import { decodeOsmAndJson, decodeOsmAndQuery, parseOsmAndTimestamp } from './decoder';
import { encodeOsmAndCommand } from './encoder';
import { OsmAndSession } from './OsmAndSession';
import type { OsmAndResult } from './osmAndResult';

const NOW = new Date('2024-03-05T06:07:08Z');
const query = (text: string) => decodeOsmAndQuery(new URLSearchParams(text), { now: NOW });

function only(result: OsmAndResult): DecodedPosition {
  if (!result.ok) throw new Error(result.error.message);
  expect(result.positions).toHaveLength(1);
  return result.positions[0] as DecodedPosition;
}

// Real requests from Traccar Client, OsmAnd and other clients (Traccar's OsmAnd decoder tests).
const CLIENT_JSON =
  '{"location":{"timestamp":"2025-06-15T13:45:12.862Z","coords":{"latitude":37.4219983,"longitude":-122.084,"accuracy":5,"speed":0,"heading":-1,"altitude":5},"is_moving":false,"odometer":0,"event":"motionchange","battery":{"level":1,"is_charging":false},"activity":{"type":"still"},"extras":{},"_":"&id=48241179&lat=37.4219983&lon=-122.084&timestamp=2025-06-15T13:45:12.862Z&"},"device_id":"48241179"}';
const CLIENT_JSON_EXTRAS =
  '{"location":{"timestamp":"2025-06-15T13:45:12.862Z","coords":{"latitude":37.4219983,"longitude":-122.084,"accuracy":5,"speed":0,"heading":-1,"altitude":5},"is_moving":false,"odometer":0,"event":"motionchange","battery":{"level":1,"is_charging":false},"activity":{"type":"still"},"extras":{"device_string_test":"long_device_id","device_bool_test":true,"device_bool_false_test":false,"device_integer_test":1,"device_double_test":1.345,"device_very_long_double_test":1763636.3442},"_":"&id=48241179&lat=37.4219983&lon=-122.084&timestamp=2025-06-15T13:45:12.862Z&"},"device_id":"48241179"}';
const IOS_JSON =
  '{"location":{"extras":{},"mock":true,"coords":{"speed_accuracy":-1,"speed":-1,"longitude":-122.406417,"ellipsoidal_altitude":0,"floor":null,"heading_accuracy":-1,"latitude":37.785834000000001,"accuracy":5,"altitude_accuracy":-1,"altitude":0,"heading":-1},"is_moving":false,"age":188,"odometer":0,"uuid":"2FB04C65-99CF-42AB-8DD3-EBCB4B108BF8","event":"motionchange","battery":{"level":-1,"is_charging":false},"activity":{"type":"unknown","confidence":100},"timestamp":"2025-05-09T04:11:30.579Z"},"device_id":"658765"}';
const MOVING_JSON =
  '{"location":{"event":"motionchange","is_moving":false,"uuid":"0e9a2473-a9a7-4c00-997b-fb97d2154e75","timestamp":"2021-07-21T08:06:34.444Z","odometer":0,"coords":{"latitude":-6.1148096,"longitude":106.6837015,"accuracy":3.8,"speed":18.67,"speed_accuracy":0.26,"heading":63,"heading_accuracy":0.28,"altitude":35.7,"altitude_accuracy":3.8},"activity":{"type":"still","confidence":100},"battery":{"is_charging":false,"level":0.79},"extras":{}},"device_id":"8737767034"}';

describe('decodeOsmAndQuery', () => {
  it('decodes id, lat, lon and a Unix-seconds timestamp', () => {
    const result = query('id=123456&timestamp=1377177267&lat=60.0&lon=30.0');
    expect(result).toMatchObject({ ok: true, uniqueId: '123456' });
    expect(only(result)).toEqual({
      kind: 'position',
      uniqueId: '123456',
      fixTime: new Date(1377177267000),
      valid: true,
      latitude: 60,
      longitude: 30,
      speed: 0,
      course: 0,
      attributes: {},
    });
  });

  it('reads speed as knots, bearing, altitude and hdop', () => {
    const position = only(
      query('id=123456&timestamp=1377177267&lat=60.0&lon=30.0&speed=12.5&bearing=87.5&altitude=120&hdop=0.9'),
    );
    expect(position).toMatchObject({ speed: 12.5, course: 87.5, altitude: 120, attributes: { hdop: 0.9 } });
  });

  it('reads millisecond and ISO timestamps', () => {
    expect(
      only(query('id=902064&lat=42.06288&lon=-88.23412&timestamp=1442068686579&hdop=6.0')).fixTime,
    ).toEqual(new Date(1442068686579));
    expect(
      only(
        query(
          'id=902064&lat=42.06288&lon=-88.23412&timestamp=2016-01-27T18%3A55%3A47Z&hdop=6.0&altitude=224.0&speed=0.0',
        ),
      ).fixTime,
    ).toEqual(new Date('2016-01-27T18:55:47Z'));
    expect(
      only(
        query(
          'lat=49.60688&lon=6.15788&timestamp=2014-06-04+09%3A10%3A11&altitude=384.7&speed=0.0&id=353861053849681',
        ),
      ).fixTime,
    ).toEqual(new Date('2014-06-04T09:10:11Z'));
  });

  it('accepts deviceid, heading and a missing timestamp (the request time)', () => {
    const position = only(
      query('lat=60.0&lon=30.0&speed=0.0&heading=45.0&vacc=0&hacc=0&altitude=0&deviceid=123456'),
    );
    expect(position).toMatchObject({ uniqueId: '123456', course: 45, attributes: { vacc: 0, hacc: 0 } });
    expect(position.fixTime).toEqual(NOW);
  });

  it('reads location=lat,lon', () => {
    expect(only(query('id=123456&timestamp=1377177267&location=60.0,30.0'))).toMatchObject({
      latitude: 60,
      longitude: 30,
    });
  });

  it('keeps batt as battery level, ignition as a boolean and other parameters as attributes', () => {
    const position = only(
      query(
        'id=123456789012345&timestamp=1504763810&lat=40.7232948571&lon=-74.0061408571&bearing=7.19889788244&speed=40&ignition=true&rpm=933&fuel=24&batt=87&driverUniqueId=0012&note=left+gate',
      ),
    );
    expect(position.attributes).toEqual({
      ignition: true,
      rpm: 933,
      fuel: 24,
      batteryLevel: 87,
      driverUniqueId: '0012',
      note: 'left gate',
    });
    expect(position.speed).toBe(40);
  });

  it('reads valid=false and valid=0 as an invalid fix', () => {
    expect(only(query('id=1&lat=1&lon=2&valid=false')).valid).toBe(false);
    expect(only(query('id=1&lat=1&lon=2&valid=0')).valid).toBe(false);
    expect(only(query('id=1&lat=1&lon=2&valid=1')).valid).toBe(true);
  });

  it('refuses a request without an id', () => {
    expect(query('timestamp=1377177267&lat=60.0&lon=30.0')).toEqual({
      ok: false,
      error: { code: 'missingId', message: 'the id parameter is required', parameter: 'id' },
    });
  });

  it('refuses a missing or unreadable latitude or longitude', () => {
    // Cells or Wi-Fi locate a request without coordinates (osmandCorpus.ts); nothing else does.
    expect(query('id=123456&timestamp=1377177267&batt=50')).toMatchObject({
      ok: false,
      error: { code: 'missingLocation' },
    });
    expect(query('id=1&lat=60.0')).toMatchObject({
      ok: false,
      error: { code: 'missingLocation', parameter: 'lon' },
    });
    expect(query('id=1&lat=abc&lon=30')).toMatchObject({ ok: false, error: { code: 'invalidLocation' } });
    expect(query('id=1&lat=&lon=30')).toMatchObject({ ok: false, error: { code: 'invalidLocation' } });
    expect(query('id=1&lat=91&lon=30')).toMatchObject({ ok: false, error: { code: 'invalidLocation' } });
    expect(query('id=1&location=60.0')).toMatchObject({ ok: false, error: { code: 'invalidLocation' } });
  });

  it('refuses an unreadable timestamp or speed', () => {
    expect(query('id=1&lat=1&lon=2&timestamp=yesterday')).toMatchObject({
      ok: false,
      error: { code: 'invalidValue', parameter: 'timestamp' },
    });
    expect(query('id=1&lat=1&lon=2&speed=fast')).toMatchObject({
      ok: false,
      error: { code: 'invalidValue', parameter: 'speed' },
    });
  });

  it('reads a negative speed, bearing or accuracy as unknown, as iOS phones send them', () => {
    const position = only(query('id=1&lat=1&lon=2&speed=-1.94384&bearing=-1&accuracy=-1&altitude=-20'));
    expect(position).toMatchObject({ speed: 0, course: 0, altitude: -20 });
    expect(position.accuracy).toBeUndefined();
  });

  it('refuses a timestamp beyond any date instead of accepting a fix without a time (found by fuzzing)', () => {
    for (const timestamp of ['99999999999999999999', '275760-09-14T00:00:00Z']) {
      expect(query(`id=1&lat=1&lon=2&timestamp=${timestamp}`)).toMatchObject({
        ok: false,
        error: { code: 'invalidValue', parameter: 'timestamp' },
      });
    }
    for (const timestamp of ['1e+308', '1e20', '"+999999-01-01T00:00:00Z"']) {
      const body = `{"device_id":"1","location":{"timestamp":${timestamp},"coords":{"latitude":1,"longitude":2}}}`;
      expect(decodeOsmAndJson(body)).toMatchObject({
        ok: false,
        error: { code: 'invalidValue', parameter: 'timestamp' },
      });
    }
  });
});

describe('parseOsmAndTimestamp', () => {
  it('reads seconds, milliseconds, ISO with and without zone, and the space form as UTC', () => {
    expect(parseOsmAndTimestamp('1377177267')).toEqual(new Date(1377177267000));
    expect(parseOsmAndTimestamp('1442068686579')).toEqual(new Date(1442068686579));
    expect(parseOsmAndTimestamp('2016-01-27T18:55:47+02:00')).toEqual(new Date('2016-01-27T16:55:47Z'));
    expect(parseOsmAndTimestamp('2016-01-27T18:55:47')).toEqual(new Date('2016-01-27T18:55:47Z'));
    expect(parseOsmAndTimestamp('2014-06-04 09:10:11')).toEqual(new Date('2014-06-04T09:10:11Z'));
    expect(parseOsmAndTimestamp('')).toBeUndefined();
  });
});

describe('decodeOsmAndJson', () => {
  it('decodes the Traccar Client JSON: coordinates, accuracy, motion, event, battery, activity', () => {
    const result = decodeOsmAndJson(CLIENT_JSON, { now: NOW });
    expect(result).toMatchObject({ ok: true, uniqueId: '48241179' });
    expect(only(result)).toEqual({
      kind: 'position',
      uniqueId: '48241179',
      fixTime: new Date('2025-06-15T13:45:12.862Z'),
      valid: true,
      latitude: 37.4219983,
      longitude: -122.084,
      altitude: 5,
      speed: 0,
      course: 0,
      accuracy: 5,
      attributes: {
        motion: false,
        odometer: 0,
        event: 'motionchange',
        batteryLevel: 100,
        charge: false,
        activity: 'still',
      },
    });
  });

  it('converts speed from m/s to knots and keeps the heading', () => {
    const position = only(decodeOsmAndJson(MOVING_JSON));
    expect(position.speed).toBeCloseTo((18.67 * 3.6) / 1.852, 9);
    expect(position).toMatchObject({ course: 63, altitude: 35.7, accuracy: 3.8, latitude: -6.1148096 });
    expect(position.attributes.batteryLevel).toBe(79);
  });

  it('leaves out readings the client marks unknown with -1 and keeps the mock flag', () => {
    const position = only(decodeOsmAndJson(IOS_JSON));
    expect(position.speed).toBe(0);
    expect(position.course).toBe(0);
    expect(position.attributes).not.toHaveProperty('batteryLevel');
    expect(position.attributes).toMatchObject({ mock: true, activity: 'unknown' });
  });

  it('copies extras into the attributes', () => {
    expect(only(decodeOsmAndJson(JSON.parse(CLIENT_JSON_EXTRAS))).attributes).toMatchObject({
      device_string_test: 'long_device_id',
      device_bool_test: true,
      device_bool_false_test: false,
      device_integer_test: 1,
      device_double_test: 1.345,
    });
  });

  it('decodes a batch of locations into one position each', () => {
    const body = JSON.parse(CLIENT_JSON);
    body.location = [body.location, { ...body.location, timestamp: '2025-06-15T13:46:12.862Z' }];
    const result = decodeOsmAndJson(body);
    expect(result.ok && result.positions.map((position) => position.fixTime.toISOString())).toEqual([
      '2025-06-15T13:45:12.862Z',
      '2025-06-15T13:46:12.862Z',
    ]);
  });

  it('refuses a body without device_id, location or coordinates, and text that is not JSON', () => {
    const body = JSON.parse(CLIENT_JSON);
    expect(decodeOsmAndJson({ location: body.location })).toMatchObject({
      ok: false,
      error: { code: 'missingId' },
    });
    expect(decodeOsmAndJson({ device_id: '1' })).toMatchObject({
      ok: false,
      error: { code: 'missingLocation' },
    });
    expect(decodeOsmAndJson({ device_id: '1', location: { coords: {} } })).toMatchObject({
      ok: false,
      error: { code: 'missingLocation' },
    });
    expect(
      decodeOsmAndJson({ device_id: '1', location: { coords: { latitude: '37', longitude: -122 } } }),
    ).toMatchObject({ ok: false, error: { code: 'invalidLocation' } });
    expect(
      decodeOsmAndJson({ device_id: 1, location: { coords: { latitude: 100, longitude: 0 } } }),
    ).toMatchObject({
      ok: false,
      error: { code: 'invalidLocation' },
    });
    expect(decodeOsmAndJson('{"device_id":')).toMatchObject({ ok: false, error: { code: 'invalidBody' } });
    expect(decodeOsmAndJson([1, 2])).toMatchObject({ ok: false, error: { code: 'invalidBody' } });
  });
});

describe('OsmAndSession', () => {
  const session = new OsmAndSession({ now: () => NOW });

  it('prefers query parameters, as Traccar does', () => {
    const result = session.decode({
      query: '?id=42&lat=1&lon=2',
      body: CLIENT_JSON,
      contentType: 'application/json',
    });
    expect(result).toMatchObject({ ok: true, uniqueId: '42' });
  });

  it('reads a JSON body by content type or by its first character', () => {
    expect(session.decode({ body: Buffer.from(CLIENT_JSON), contentType: 'application/json' })).toMatchObject(
      {
        ok: true,
        uniqueId: '48241179',
      },
    );
    expect(session.decode({ query: '', body: CLIENT_JSON })).toMatchObject({
      ok: true,
      uniqueId: '48241179',
    });
    expect(session.decode({ body: JSON.parse(MOVING_JSON) })).toMatchObject({
      ok: true,
      uniqueId: '8737767034',
    });
  });

  it('reads a form-encoded body as the query form', () => {
    const result = session.decode({
      body: 'id=7&lat=10.5&lon=20.25',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(result).toMatchObject({ ok: true, uniqueId: '7', positions: [{ latitude: 10.5, fixTime: NOW }] });
  });

  it('refuses an empty request', () => {
    expect(session.decode({})).toMatchObject({ ok: false, error: { code: 'missingId' } });
  });
});

describe('encodeOsmAndCommand', () => {
  it('answers custom text as it is and engine commands as the RELAY texts', () => {
    expect(encodeOsmAndCommand({ type: 'custom', data: 'hello' })).toBe('hello');
    expect(encodeOsmAndCommand({ type: 'engineStop' })).toBe('RELAY,1#');
    expect(new OsmAndSession().encodeCommand({ type: 'engineResume' })).toBe('RELAY,0#');
  });
});
