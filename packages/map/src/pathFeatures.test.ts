import { DIRECTION_ARROW_EVERY } from '@fleetkit/sdk-core';
import { describe, expect, it } from 'vitest';
import { directionArrows, pathLine } from './pathFeatures';

const path = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ latitude: 27 + i / 100, longitude: 85, course: i * 10 }));

describe('directionArrows', () => {
  it('puts an arrow on every 9th point, turned to its course', () => {
    const arrows = directionArrows(path(30));
    expect(DIRECTION_ARROW_EVERY).toBe(9);
    expect(arrows.features.map((f) => f.properties.index)).toEqual([8, 17, 26]);
    expect(arrows.features[0]?.properties.course).toBe(80);
    expect(arrows.features[0]?.geometry.coordinates).toEqual([85, 27.08]);
  });

  it('has no arrow on a path shorter than 9 points', () => {
    expect(directionArrows(path(8)).features).toEqual([]);
  });
});

describe('pathLine', () => {
  it('is one line, longitude first, from two points on', () => {
    expect(pathLine(path(1)).features).toEqual([]);
    expect(pathLine(path(3)).features[0]?.geometry.coordinates).toEqual([
      [85, 27],
      [85, 27.01],
      [85, 27.02],
    ]);
  });
});
