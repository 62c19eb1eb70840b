import { describe, expect, it } from 'vitest';
import { encodeOsmAndCommand, OsmAndSession } from '../../protocols/index';
import { SAMPLE_TIME, sampleRecord } from '../test/fixtures';
import { buildOsmAndQuery, readOsmAndCommand } from './osmandRequest';

const ID = 'osm-van-005';

function decode(query: URLSearchParams) {
  const result = new OsmAndSession().decode({ query: `?${query}` });
  if (!result.ok) throw new Error(result.error.message);
  return result;
}

describe('OsmAnd reports decoded by the server', () => {
  it.each([
    ['driving', {}],
    ['parked with the relay on', { speedKmh: 0, motion: false, ignition: false, blocked: true }],
    ['south-west', { latitude: -22.9068, longitude: -43.1729, altitude: 11 }],
  ])('sends the query form the server reads back exactly (%s)', (_name, overrides) => {
    const record = sampleRecord(overrides);
    const result = decode(buildOsmAndQuery(ID, record));
    expect(result.uniqueId).toBe(ID);
    const [position] = result.positions;
    expect(position).toMatchObject({
      uniqueId: ID,
      fixTime: new Date(SAMPLE_TIME),
      valid: true,
      altitude: Math.round(record.altitude),
      course: record.course,
      accuracy: 5,
      attributes: {
        batteryLevel: 100,
        ignition: record.ignition,
        motion: record.motion,
        blocked: record.blocked,
        odometer: record.odometer,
      },
    });
    expect(position?.latitude).toBeCloseTo(record.latitude, 6);
    expect(position?.longitude).toBeCloseTo(record.longitude, 6);
    expect(position?.speed).toBeCloseTo(record.speedKmh / 1.852, 2);
    expect(position?.attributes.alarm).toBeUndefined();
  });

  it.each(['sos', 'overspeed', 'hardBraking'] as const)(
    'reports the %s alarm under its Traccar name',
    (alarm) => {
      const [position] = decode(buildOsmAndQuery(ID, sampleRecord({ alarm }))).positions;
      expect(position?.attributes.alarm).toBe(alarm);
    },
  );
});

describe('readOsmAndCommand', () => {
  it('reads the engine commands the server puts in the response body', () => {
    expect(readOsmAndCommand(encodeOsmAndCommand({ type: 'engineStop' }))).toEqual({
      text: 'RELAY,1#',
      engine: 'lock',
    });
    expect(readOsmAndCommand(encodeOsmAndCommand({ type: 'engineResume' }))).toEqual({
      text: 'RELAY,0#',
      engine: 'unlock',
    });
    expect(readOsmAndCommand(' relay,1# \n')).toEqual({ text: 'relay,1#', engine: 'lock' });
  });

  it('reads other text as a command without an engine action, and an empty body as none', () => {
    expect(readOsmAndCommand('STATUS#')).toEqual({ text: 'STATUS#' });
    expect(readOsmAndCommand('')).toBeUndefined();
    expect(readOsmAndCommand('  \n')).toBeUndefined();
  });
});
