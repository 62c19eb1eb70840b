import { circleToPolygon, formatArea, MESSAGES, POLYGON_CROSSES_ITSELF } from '@fleetkit/sdk-core';
import { describe, expect, it } from 'vitest';
import { geofenceShapeOf } from './geofenceShapeOf';

const ring = (points: [number, number][]) => ({ type: 'Polygon', coordinates: [[...points, points[0]]] });

describe('geofenceShapeOf', () => {
  it('reads a drawn polygon as a latitude-first polygon without the closing point', () => {
    const result = geofenceShapeOf({
      geometry: ring([
        [85.3, 27.7],
        [85.31, 27.7],
        [85.31, 27.71],
      ]),
      properties: { mode: 'polygon' },
    });
    expect('shape' in result && formatArea(result.shape)).toBe(
      'POLYGON ((27.7 85.3, 27.7 85.31, 27.71 85.31, 27.7 85.3))',
    );
  });

  it("answers 'Invalid polygon' for fewer than 3 points", () => {
    const result = geofenceShapeOf({
      geometry: ring([
        [85.3, 27.7],
        [85.31, 27.7],
      ]),
      properties: { mode: 'polygon' },
    });
    expect(result).toEqual({ error: MESSAGES.invalidPolygon });
  });

  it("answers 'Invalid polygon' for clicks A, B, A (drawn as A, B, A, B) and for points on one line", () => {
    const spike = geofenceShapeOf({
      geometry: ring([
        [85.3, 27.7],
        [85.31, 27.7],
        [85.3, 27.7],
        [85.31, 27.7],
      ]),
      properties: { mode: 'polygon' },
    });
    expect(spike).toEqual({ error: MESSAGES.invalidPolygon });
    const line = geofenceShapeOf({
      geometry: ring([
        [85.3, 27.7],
        [85.31, 27.7],
        [85.32, 27.7],
      ]),
      properties: { mode: 'polygon' },
    });
    expect(line).toEqual({ error: MESSAGES.invalidPolygon });
  });

  it('refuses a drawn polygon that crosses itself, saying so', () => {
    const bowTie = geofenceShapeOf({
      geometry: ring([
        [85.3, 27.7],
        [85.33, 27.72],
        [85.3, 27.72],
        [85.34, 27.69],
      ]),
      properties: { mode: 'polygon' },
    });
    expect(bowTie).toEqual({ error: POLYGON_CROSSES_ITSELF });
  });

  it('drops a point clicked twice and a point on a straight edge', () => {
    const result = geofenceShapeOf({
      geometry: ring([
        [85.3, 27.7],
        [85.305, 27.7],
        [85.31, 27.7],
        [85.31, 27.7],
        [85.31, 27.71],
      ]),
      properties: { mode: 'polygon' },
    });
    expect('shape' in result && formatArea(result.shape)).toBe(
      'POLYGON ((27.7 85.3, 27.7 85.31, 27.71 85.31, 27.7 85.3))',
    );
  });

  it('reads a drawn circle as its centre and radius in metres', () => {
    const points = circleToPolygon([27.7, 85.3], 500).map(([lat, lon]): [number, number] => [lon, lat]);
    const result = geofenceShapeOf({
      geometry: ring(points),
      properties: { mode: 'circle', radiusKilometers: 0.5 },
    });
    expect('shape' in result && result.shape.type).toBe('circle');
    if (!('shape' in result) || result.shape.type !== 'circle') return;
    expect(result.shape.radius).toBe(500);
    expect(result.shape.center[0]).toBeCloseTo(27.7, 4);
    expect(result.shape.center[1]).toBeCloseTo(85.3, 4);
  });
});
