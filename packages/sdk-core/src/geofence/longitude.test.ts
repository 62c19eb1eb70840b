import { describe, expect, it } from 'vitest';
import { crossesAntimeridian, normalizeLongitude, unwrapLongitudes } from './longitude';

describe('normalizeLongitude', () => {
  it('keeps longitudes already in range', () => {
    expect(normalizeLongitude(85.3)).toBe(85.3);
    expect(normalizeLongitude(-180)).toBe(-180);
    expect(normalizeLongitude(180)).toBe(180);
  });

  it('wraps longitudes past the antimeridian', () => {
    expect(normalizeLongitude(190)).toBe(-170);
    expect(normalizeLongitude(-190)).toBe(170);
    expect(normalizeLongitude(540)).toBe(-180);
    expect(normalizeLongitude(725)).toBe(5);
  });
});

describe('unwrapLongitudes', () => {
  it('leaves a ring that does not cross the antimeridian alone', () => {
    const longitudes = [85.3, 85.33, 85.31];
    expect(unwrapLongitudes(longitudes, true)).toBe(longitudes);
  });

  it('shifts negative longitudes when an edge jumps across the antimeridian', () => {
    expect(unwrapLongitudes([179, -179, -178], false)).toEqual([179, 181, 182]);
  });

  it('checks the closing edge only for rings', () => {
    expect(crossesAntimeridian([-179, -100, -20, 60, 179], false)).toBe(false);
    expect(crossesAntimeridian([-179, -100, -20, 60, 179], true)).toBe(true);
  });
});
