import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { GeofenceAreaError } from './GeofenceAreaError';
import { parseArea } from './parseArea';

function parseError(area: unknown): GeofenceAreaError {
  try {
    parseArea(area as string);
  } catch (error) {
    if (error instanceof GeofenceAreaError) return error;
    throw new Error(`expected a GeofenceAreaError, got ${String(error)}`);
  }
  throw new Error(`expected "${String(area)}" to be rejected`);
}

describe('parseArea', () => {
  it('reads a Traccar circle latitude first', () => {
    expect(parseArea('CIRCLE (27.7172 85.3240, 500)')).toEqual({
      type: 'circle',
      center: [27.7172, 85.324],
      radius: 500,
    });
  });

  it('reads a closed Traccar polygon and drops the repeated closing point', () => {
    expect(parseArea('POLYGON ((27.70 85.30, 27.72 85.30, 27.72 85.33, 27.70 85.33, 27.70 85.30))')).toEqual({
      type: 'polygon',
      points: [
        [27.7, 85.3],
        [27.72, 85.3],
        [27.72, 85.33],
        [27.7, 85.33],
      ],
    });
  });

  it('accepts a polygon written without the closing point', () => {
    expect(parseArea('POLYGON((27.70 85.30, 27.72 85.30, 27.72 85.33))')).toEqual({
      type: 'polygon',
      points: [
        [27.7, 85.3],
        [27.72, 85.3],
        [27.72, 85.33],
      ],
    });
  });

  it('reads a LINESTRING as a polyline', () => {
    expect(parseArea('LINESTRING (27.70 85.30, 27.71 85.31, 27.72 85.33)')).toEqual({
      type: 'polyline',
      points: [
        [27.7, 85.3],
        [27.71, 85.31],
        [27.72, 85.33],
      ],
    });
  });

  it('ignores letter case and extra spacing, and reads signs and exponents', () => {
    expect(parseArea('  circle(  -33.8688   151.2093 ,  1.5e3 )  ')).toEqual({
      type: 'circle',
      center: [-33.8688, 151.2093],
      radius: 1500,
    });
    expect(parseArea('polygon ( ( 1 2,3 4 , 5 7 ) )')).toMatchObject({ type: 'polygon' });
    // The same three points on one line enclose nothing.
    expect(() => parseArea('polygon ( ( 1 2,3 4 , 5 6 ) )')).toThrow(MESSAGES.invalidPolygon);
  });

  it('rejects a polygon with fewer than 3 points with exactly the Invalid polygon message', () => {
    expect(parseError('POLYGON ((27.70 85.30, 27.72 85.30, 27.70 85.30))').message).toBe(
      MESSAGES.invalidPolygon,
    );
    expect(parseError('POLYGON ((27.70 85.30, 27.72 85.30))').message).toBe('Invalid polygon');
    expect(parseError('POLYGON (())').message).toBe(MESSAGES.invalidPolygon);
  });

  it('rejects empty or non-text areas', () => {
    expect(parseError('').message).toBe('The geofence area is empty');
    expect(parseError('   ').message).toBe('The geofence area is empty');
    expect(parseError(undefined).message).toBe('A geofence area must be text');
    expect(parseError(null).message).toBe('A geofence area must be text');
  });

  it('names an unknown shape', () => {
    expect(parseError('SQUARE (1 2, 3)').message).toBe(
      'Unknown geofence shape "SQUARE": expected CIRCLE, POLYGON or LINESTRING',
    );
    expect(parseError('(1 2, 3)').message).toContain('Unknown geofence shape "(1 2, 3)"');
  });

  it('says which parenthesis is missing', () => {
    expect(parseError('CIRCLE (27.7172 85.3240, 500').message).toBe(
      'The CIRCLE is missing a parenthesis: write CIRCLE (lat lon, radius)',
    );
    expect(parseError('CIRCLE 27.7172 85.3240, 500)').message).toContain('missing a parenthesis');
    expect(parseError('POLYGON (27.70 85.30, 27.72 85.30, 27.72 85.33)').message).toBe(
      'The POLYGON is missing a parenthesis: write POLYGON ((lat lon, lat lon, lat lon, lat lon))',
    );
    expect(parseError('POLYGON ((27.70 85.30, 27.72 85.30, 27.72 85.33)').message).toContain(
      'missing a parenthesis',
    );
    expect(parseError('LINESTRING 1 2, 3 4').message).toContain('The LINESTRING is missing a parenthesis');
  });

  it('rejects stray or nested parentheses', () => {
    expect(parseError('CIRCLE ((1 2), 3)').message).toBe(
      'The CIRCLE has unexpected parentheses: write CIRCLE (lat lon, radius)',
    );
    expect(parseError('POLYGON ((0 0, 0 1, 1 1), (0.2 0.2, 0.2 0.3, 0.3 0.3))').message).toBe(
      'A POLYGON must have exactly one ring: holes are not supported',
    );
  });

  it('rejects values that are not numbers', () => {
    expect(parseError('CIRCLE (NaN 85.3240, 500)').message).toBe('The latitude "NaN" is not a number');
    expect(parseError('CIRCLE (27.7 85.3, abc)').message).toBe('The radius "abc" is not a number');
    expect(parseError('CIRCLE (27.7 85.3, 1e999)').message).toBe('The radius "1e999" is not a number');
    expect(parseError('POLYGON ((1 2, 3 x, 5 6))').message).toBe('The longitude "x" is not a number');
  });

  it('rejects a circle without a radius or with a radius that is not positive', () => {
    expect(parseError('CIRCLE (27.7172 85.3240)').message).toBe(
      'A CIRCLE needs a centre and a radius: write CIRCLE (lat lon, radius)',
    );
    expect(parseError('CIRCLE (27.7172 85.3240, -5)').message).toBe(
      'Radius -5 is not valid: it must be a positive number of metres',
    );
    expect(parseError('CIRCLE (27.7172 85.3240, 0)').message).toContain('Radius 0 is not valid');
  });

  it('rejects points that are not a latitude and a longitude', () => {
    expect(parseError('CIRCLE (27.7172, 500)').message).toBe(
      'Expected a point as "latitude longitude" but found "27.7172"',
    );
    expect(parseError('POLYGON ((1 2 3, 3 4, 5 6))').message).toContain('but found "1 2 3"');
    expect(parseError('POLYGON ((1 2, , 5 6))').message).toContain('but found ""');
  });

  it('rejects coordinates out of range', () => {
    expect(parseError('CIRCLE (95 85.3240, 500)').message).toBe(
      'Latitude 95 is out of range: it must be between -90 and 90',
    );
    expect(parseError('POLYGON ((1 2, 3 190, 5 6))').message).toBe(
      'Longitude 190 is out of range: it must be between -180 and 180',
    );
  });

  it('rejects a LINESTRING with one point', () => {
    expect(parseError('LINESTRING (1 2)').message).toBe('A LINESTRING needs at least 2 points, got 1');
  });

  it('keeps the text that failed on the error and shortens long quotes', () => {
    const area = `CIRCLE (${'9'.repeat(60)}x 85.3, 500)`;
    const error = parseError(area);
    expect(error.name).toBe('GeofenceAreaError');
    expect(error.area).toBe(area);
    expect(error.message).toBe(`The latitude "${'9'.repeat(40)}…" is not a number`);
  });

  it('never fails with anything but a GeofenceAreaError, whatever the text', () => {
    const pieces = [
      'CIRCLE',
      'POLYGON',
      'LINESTRING',
      '(',
      ')',
      ',',
      ' ',
      '27.7',
      '-85.3',
      '500',
      'NaN',
      'e',
      '.',
      '+',
      '-',
      'x',
    ];
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let attempt = 0; attempt < 3000; attempt++) {
      const length = 1 + Math.floor(random() * 14);
      let text = '';
      for (let index = 0; index < length; index++) text += pieces[Math.floor(random() * pieces.length)];
      try {
        const shape = parseArea(text);
        expect(['circle', 'polygon', 'polyline']).toContain(shape.type);
      } catch (error) {
        expect(error, text).toBeInstanceOf(GeofenceAreaError);
      }
    }
  });
});
