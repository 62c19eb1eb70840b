import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { formatArea } from './formatArea';
import { parseArea } from './parseArea';
import type { GeofenceShape } from './shapes';

describe('formatArea', () => {
  it('writes a circle latitude first', () => {
    expect(formatArea({ type: 'circle', center: [27.7172, 85.324], radius: 500 })).toBe(
      'CIRCLE (27.7172 85.324, 500)',
    );
  });

  it('closes a polygon ring by repeating the first point, as Traccar writes it', () => {
    expect(
      formatArea({
        type: 'polygon',
        points: [
          [27.7, 85.3],
          [27.72, 85.3],
          [27.72, 85.33],
        ],
      }),
    ).toBe('POLYGON ((27.7 85.3, 27.72 85.3, 27.72 85.33, 27.7 85.3))');
  });

  it('does not close a ring twice when the shape already repeats the first point', () => {
    expect(
      formatArea({
        type: 'polygon',
        points: [
          [0, 0],
          [0, 1],
          [1, 1],
          [0, 0],
        ],
      }),
    ).toBe('POLYGON ((0 0, 0 1, 1 1, 0 0))');
  });

  it('writes a polyline as a LINESTRING', () => {
    expect(
      formatArea({
        type: 'polyline',
        points: [
          [1, 2],
          [3, 4],
        ],
      }),
    ).toBe('LINESTRING (1 2, 3 4)');
  });

  it('round-trips every shape through parseArea', () => {
    const shapes: GeofenceShape[] = [
      { type: 'circle', center: [-33.868812345, 151.209312345], radius: 123.45 },
      {
        type: 'polygon',
        points: [
          [27.7, 85.3],
          [27.72, 85.3],
          [27.72, 85.33],
          [27.7, 85.33],
        ],
      },
      {
        type: 'polyline',
        points: [
          [10.1, -20.2],
          [10.3, -20.4],
          [10.5, -20.1],
        ],
      },
    ];
    for (const shape of shapes) expect(parseArea(formatArea(shape))).toEqual(shape);
    const text = 'POLYGON ((27.7 85.3, 27.72 85.3, 27.72 85.33, 27.7 85.33, 27.7 85.3))';
    expect(formatArea(parseArea(text))).toBe(text);
  });

  it('refuses to write a polygon with fewer than 3 points', () => {
    expect(() =>
      formatArea({
        type: 'polygon',
        points: [
          [1, 2],
          [3, 4],
        ],
      }),
    ).toThrow(MESSAGES.invalidPolygon);
  });

  it('refuses a shape with a coordinate or radius out of range', () => {
    expect(() => formatArea({ type: 'circle', center: [27.7, 200], radius: 500 })).toThrow(
      'Longitude 200 is out of range',
    );
    expect(() => formatArea({ type: 'circle', center: [27.7, 85.3], radius: Number.NaN })).toThrow(
      'Radius NaN is not valid',
    );
    expect(() => formatArea({ type: 'polyline', points: [[1, 2]] })).toThrow('at least 2 points');
    expect(() => formatArea({ type: 'square' } as unknown as GeofenceShape)).toThrow(
      'Unknown geofence shape type "square"',
    );
  });
});
