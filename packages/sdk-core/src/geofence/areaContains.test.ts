import { describe, expect, it } from 'vitest';
import { areaContains, POLYLINE_DISTANCE_M } from './areaContains';
import { parseArea } from './parseArea';

const KATHMANDU_CIRCLE = parseArea('CIRCLE (27.7172 85.3240, 500)');
const KATHMANDU_POLYGON = parseArea(
  'POLYGON ((27.70 85.30, 27.72 85.30, 27.72 85.33, 27.70 85.33, 27.70 85.30))',
);
// One degree of latitude is about 111.19 km, so 0.0045° is about 500 m.
const METRES_PER_DEGREE = 111_194.93;

describe('areaContains', () => {
  it('finds points within the radius of a circle and not beyond it', () => {
    expect(areaContains(KATHMANDU_CIRCLE, 27.7172, 85.324)).toBe(true);
    expect(areaContains(KATHMANDU_CIRCLE, 27.7172 + 490 / METRES_PER_DEGREE, 85.324)).toBe(true);
    expect(areaContains(KATHMANDU_CIRCLE, 27.7172 + 510 / METRES_PER_DEGREE, 85.324)).toBe(false);
    expect(areaContains(KATHMANDU_CIRCLE, 27.6, 85.1)).toBe(false);
  });

  it('reads a polygon latitude first', () => {
    expect(areaContains(KATHMANDU_POLYGON, 27.71, 85.31)).toBe(true);
    // The same numbers swapped would be inside if the order were mixed up.
    expect(areaContains(KATHMANDU_POLYGON, 85.31, 27.71)).toBe(false);
    expect(areaContains(KATHMANDU_POLYGON, 27.73, 85.31)).toBe(false);
    expect(areaContains(KATHMANDU_POLYGON, 27.71, 85.34)).toBe(false);
  });

  it('counts a point on an edge or a corner of a polygon as inside', () => {
    expect(areaContains(KATHMANDU_POLYGON, 27.7, 85.31)).toBe(true);
    expect(areaContains(KATHMANDU_POLYGON, 27.71, 85.33)).toBe(true);
    expect(areaContains(KATHMANDU_POLYGON, 27.72, 85.3)).toBe(true);
    const triangle = parseArea('POLYGON ((0 0, 2 2, 0 4))');
    expect(areaContains(triangle, 1, 1)).toBe(true);
    expect(areaContains(triangle, 1, 3)).toBe(true);
    expect(areaContains(triangle, 0.9999, 1)).toBe(true);
    expect(areaContains(triangle, 1.0001, 1)).toBe(false);
    expect(areaContains(triangle, 2.0001, 2)).toBe(false);
  });

  it('counts a concave polygon by its outline, not its box', () => {
    const notch = parseArea('POLYGON ((0 0, 0 3, 3 3, 3 2, 1 2, 1 1, 3 1, 3 0))');
    expect(areaContains(notch, 0.5, 1.5)).toBe(true);
    expect(areaContains(notch, 2, 1.5)).toBe(false);
    expect(areaContains(notch, 2.5, 0.5)).toBe(true);
    expect(areaContains(notch, 2.5, 2.5)).toBe(true);
  });

  it('handles a polygon across the antimeridian', () => {
    const pacific = parseArea('POLYGON ((-17 179.5, -17 -179.5, -16 -179.5, -16 179.5))');
    expect(areaContains(pacific, -16.5, 179.9)).toBe(true);
    expect(areaContains(pacific, -16.5, -179.9)).toBe(true);
    expect(areaContains(pacific, -16.5, 180)).toBe(true);
    expect(areaContains(pacific, -16.5, 0)).toBe(false);
    expect(areaContains(pacific, -16.5, -179)).toBe(false);
    expect(areaContains(pacific, -16.5, 179)).toBe(false);
  });

  it('handles a circle near the antimeridian', () => {
    const circle = parseArea('CIRCLE (-16.5 179.999, 1000)');
    expect(areaContains(circle, -16.5, -179.995)).toBe(true);
    expect(areaContains(circle, -16.5, -179.98)).toBe(false);
  });

  it('finds points within the corridor of a polyline', () => {
    const road = parseArea('LINESTRING (27.70 85.30, 27.70 85.31, 27.71 85.31)');
    expect(areaContains(road, 27.7 + 20 / METRES_PER_DEGREE, 85.305)).toBe(true);
    expect(areaContains(road, 27.7 + 30 / METRES_PER_DEGREE, 85.305)).toBe(false);
    expect(areaContains(road, 27.7 + 30 / METRES_PER_DEGREE, 85.305, { polylineDistance: 40 })).toBe(true);
    expect(areaContains(road, 27.705, 85.31)).toBe(true);
    // Past the end of the line the distance is to the end point.
    expect(areaContains(road, 27.71 + 20 / METRES_PER_DEGREE, 85.31)).toBe(true);
    expect(areaContains(road, 27.71 + 40 / METRES_PER_DEGREE, 85.31)).toBe(false);
    expect(POLYLINE_DISTANCE_M).toBe(25);
  });

  it('handles a polyline across the antimeridian and a line with a repeated point', () => {
    const route = parseArea('LINESTRING (0 179.9, 0 -179.9)');
    expect(areaContains(route, 0, 180)).toBe(true);
    expect(areaContains(route, 0, -179.95)).toBe(true);
    expect(areaContains(route, 0.01, 180)).toBe(false);
    const still = parseArea('LINESTRING (0 -179.9, 0 -179.9)');
    expect(areaContains(still, 0, -179.9)).toBe(true);
    const back = parseArea('LINESTRING (0 -179.9, 0 179.9)');
    expect(areaContains(back, 0, 179.95)).toBe(true);
  });

  it('says no for points that are not numbers and for degenerate polygons', () => {
    expect(areaContains(KATHMANDU_CIRCLE, Number.NaN, 85.324)).toBe(false);
    expect(areaContains(KATHMANDU_POLYGON, 27.71, Number.POSITIVE_INFINITY)).toBe(false);
    expect(
      areaContains(
        {
          type: 'polygon',
          points: [
            [0, 0],
            [1, 1],
          ],
        },
        0.5,
        0.5,
      ),
    ).toBe(false);
  });
});
