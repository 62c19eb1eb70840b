import { describe, expect, it } from 'vitest';
import { bearing } from './bearing';

describe('bearing', () => {
  it('points to the four compass directions', () => {
    expect(bearing(0, 0, 1, 0)).toBeCloseTo(0, 9);
    expect(bearing(0, 0, 0, 1)).toBeCloseTo(90, 9);
    expect(bearing(0, 0, -1, 0)).toBeCloseTo(180, 9);
    expect(bearing(0, 0, 0, -1)).toBeCloseTo(270, 9);
  });

  it('points north-east at 45 degrees on the equator', () => {
    expect(bearing(0, 0, 0.001, 0.001)).toBeCloseTo(45, 3);
  });

  it('heads east across the antimeridian', () => {
    expect(bearing(0, 179.9, 0, -179.9)).toBeCloseTo(90, 9);
  });
});
