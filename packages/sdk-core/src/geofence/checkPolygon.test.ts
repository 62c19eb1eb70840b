import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { checkPolygon, POLYGON_CROSSES_ITSELF, simplifyRing } from './checkPolygon';
import { formatArea } from './formatArea';
import { GeofenceAreaError } from './GeofenceAreaError';
import { parseArea } from './parseArea';
import type { LatLon } from './shapes';
import { validateShape } from './validateShape';

const A: LatLon = [27.7, 85.3];
const B: LatLon = [27.72, 85.3];
const C: LatLon = [27.72, 85.33];
const D: LatLon = [27.7, 85.33];

function refusal(points: LatLon[]): string {
  try {
    checkPolygon(points);
  } catch (error) {
    expect(error).toBeInstanceOf(GeofenceAreaError);
    return (error as Error).message;
  }
  throw new Error(`checkPolygon accepted ${JSON.stringify(points)}`);
}

describe('checkPolygon', () => {
  it('refuses clicking A, B, A (saved as A, B, A, B, A) as Invalid polygon', () => {
    expect(refusal([A, B, A, B, A])).toBe(MESSAGES.invalidPolygon);
    expect(refusal([A, B, A])).toBe(MESSAGES.invalidPolygon);
    expect(() => formatArea({ type: 'polygon', points: [A, B, A, B] })).toThrow(MESSAGES.invalidPolygon);
    expect(() => parseArea('POLYGON ((27.7 85.3, 27.72 85.3, 27.7 85.3, 27.72 85.3, 27.7 85.3))')).toThrow(
      MESSAGES.invalidPolygon,
    );
  });

  it('refuses fewer than 3 distinct points and points on one line (no area)', () => {
    expect(refusal([])).toBe(MESSAGES.invalidPolygon);
    expect(refusal([A, A, A, A])).toBe(MESSAGES.invalidPolygon);
    expect(refusal([A, B, B, A])).toBe(MESSAGES.invalidPolygon);
    expect(refusal([A, [27.71, 85.3], B])).toBe(MESSAGES.invalidPolygon);
    expect(refusal([A, [27.71, 85.3], B, [27.705, 85.3]])).toBe(MESSAGES.invalidPolygon);
  });

  it('removes repeated points, the closing point and points on a straight edge, keeping the shape', () => {
    expect(checkPolygon([A, A, B, B, C, D, A])).toEqual([A, B, C, D]);
    expect(checkPolygon([A, [27.71, 85.3], B, C, [27.71, 85.33], D])).toEqual([A, B, C, D]);
    // A spike out and back along an edge is no shape either.
    expect(checkPolygon([A, B, [27.73, 85.3], B, C, D])).toEqual([A, B, C, D]);
    expect(simplifyRing([A, B, C, A])).toEqual([A, B, C]);
  });

  it('keeps a point off the line, however close to a straight angle', () => {
    expect(checkPolygon([A, [27.71, 85.3001], B, C])).toHaveLength(4);
  });

  it('refuses a polygon whose edges cross or touch, with a message that says so', () => {
    // A bow tie.
    expect(refusal([A, C, B, D])).toBe(POLYGON_CROSSES_ITSELF);
    // A ring that comes back to touch one of its own points.
    expect(refusal([A, B, [27.71, 85.32], C, D, [27.71, 85.32]])).toBe(POLYGON_CROSSES_ITSELF);
    expect(() => validateShape({ type: 'polygon', points: [A, C, B, D] })).toThrow(POLYGON_CROSSES_ITSELF);
  });

  it('lets a stored crossing polygon still be read (refused only on save)', () => {
    expect(parseArea('POLYGON ((27.7 85.3, 27.72 85.33, 27.72 85.3, 27.7 85.33))').type).toBe('polygon');
  });

  it('writes a polygon without the points it removed', () => {
    expect(formatArea({ type: 'polygon', points: [A, [27.71, 85.3], B, B, C, D] })).toBe(
      'POLYGON ((27.7 85.3, 27.72 85.3, 27.72 85.33, 27.7 85.33, 27.7 85.3))',
    );
  });
});
