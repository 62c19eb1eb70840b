import { describe, expect, it } from 'vitest';
import { compassPoint } from './compassPoint';
import { formatAddressDistance, formatRelativeAddress } from './formatRelativeAddress';

describe('compassPoint', () => {
  it('names the nearest of 8 points, wrapping past north', () => {
    expect(compassPoint(0)).toBe('N');
    expect(compassPoint(44)).toBe('NE');
    expect(compassPoint(100)).toBe('E');
    expect(compassPoint(200)).toBe('S');
    expect(compassPoint(230)).toBe('SW');
    expect(compassPoint(350)).toBe('N');
    expect(compassPoint(-45)).toBe('NW');
    expect(compassPoint(720 + 135)).toBe('SE');
  });

  it('names the nearest of 16 points when asked', () => {
    expect(compassPoint(22.5, 16)).toBe('NNE');
    expect(compassPoint(30, 16)).toBe('NNE');
    expect(compassPoint(247.5, 16)).toBe('WSW');
    expect(compassPoint(349, 16)).toBe('N');
  });
});

describe('formatAddressDistance', () => {
  it('writes one decimal under 10 km and whole km from 10 km on', () => {
    expect(formatAddressDistance(3.24)).toBe('3.2 km');
    expect(formatAddressDistance(0.04)).toBe('0.0 km');
    expect(formatAddressDistance(9.94)).toBe('9.9 km');
    expect(formatAddressDistance(9.96)).toBe('10 km');
    expect(formatAddressDistance(12.4)).toBe('12 km');
    expect(formatAddressDistance(187.6)).toBe('188 km');
  });
});

describe('formatRelativeAddress', () => {
  const bhaktapur = { name: 'Bhaktapur', countryCode: 'NP' };

  it('says "3.2 km NE of Bhaktapur, NP" for a point outside the place', () => {
    expect(formatRelativeAddress({ ...bhaktapur, distanceKm: 3.21, bearingDegrees: 46, inside: false })).toBe(
      '3.2 km NE of Bhaktapur, NP',
    );
    expect(
      formatRelativeAddress({ ...bhaktapur, distanceKm: 23.7, bearingDegrees: 268, inside: false }),
    ).toBe('24 km W of Bhaktapur, NP');
  });

  it('says "in Bhaktapur, NP" for a point inside the place, whatever the distance', () => {
    expect(formatRelativeAddress({ ...bhaktapur, distanceKm: 0.6, bearingDegrees: 46, inside: true })).toBe(
      'in Bhaktapur, NP',
    );
  });

  it('leaves the country out when the place has none', () => {
    expect(
      formatRelativeAddress({
        name: 'Atlantis',
        countryCode: '',
        distanceKm: 2,
        bearingDegrees: 180,
        inside: false,
      }),
    ).toBe('2.0 km S of Atlantis');
  });
});
