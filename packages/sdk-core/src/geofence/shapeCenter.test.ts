import { describe, expect, it } from 'vitest';
import { parseArea } from './parseArea';
import { shapeCenter } from './shapeCenter';

describe('shapeCenter', () => {
  it('is the centre of a circle', () => {
    expect(shapeCenter(parseArea('CIRCLE (27.7172 85.3240, 500)'))).toEqual([27.7172, 85.324]);
  });

  it('is the area centroid of a polygon, not the mean of its points', () => {
    const [lat, lon] = shapeCenter(parseArea('POLYGON ((0 0, 0 2, 2 2, 2 0, 0 0))'));
    expect(lat).toBeCloseTo(1, 12);
    expect(lon).toBeCloseTo(1, 12);
    // An L shape of a 4x1 and a 3x1 block: centroid (4 * 2 + 3 * 0.5) / 7 on both axes. The extra
    // corners on one edge would pull a mean of the points towards them.
    const [llat, llon] = shapeCenter(
      parseArea('POLYGON ((0 0, 0 4, 1 4, 1 1, 1.01 1, 1.02 1, 1.03 1, 4 1, 4 0))'),
    );
    expect(llat).toBeCloseTo(9.5 / 7, 12);
    expect(llon).toBeCloseTo(9.5 / 7, 12);
  });

  it('finds the centroid of a polygon across the antimeridian', () => {
    const [lat, lon] = shapeCenter(parseArea('POLYGON ((-17 179, -17 -179, -16 -179, -16 179))'));
    expect(lat).toBeCloseTo(-16.5, 12);
    expect(Math.abs(lon)).toBeCloseTo(180, 12);
  });

  it('falls back to the mean of the points for a flat polygon and uses it for a polyline', () => {
    expect(
      shapeCenter({
        type: 'polygon',
        points: [
          [0, 0],
          [1, 1],
          [2, 2],
        ],
      }),
    ).toEqual([1, 1]);
    expect(shapeCenter(parseArea('LINESTRING (0 170, 2 -170)'))).toEqual([1, 180]);
    expect(shapeCenter(parseArea('LINESTRING (0 10, 2 20)'))).toEqual([1, 15]);
  });
});
