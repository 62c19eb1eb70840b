import { circleToPolygon, formatArea, MESSAGES } from '@fleetkit/sdk-core';
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
