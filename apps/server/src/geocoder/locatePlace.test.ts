import { describe, expect, it } from 'vitest';
import { Gazetteer, type GazetteerPlace, KM_PER_DEGREE } from './Gazetteer';
import { REVERSE_MAX_DISTANCE_KM } from './geocodingRules';
import { locatePlace } from './locatePlace';
import { placeFootprint } from './placeFootprint';

/** Degrees of longitude for `km` along the equator, where the places of these tests lie. */
const east = (km: number) => km / KM_PER_DEGREE;

let nextId = 1;
function place(name: string, population: number, longitude: number, latitude = 0): GazetteerPlace {
  return { id: nextId++, name, countryCode: 'XX', population, latitude, longitude };
}

function located(places: GazetteerPlace[], latitude: number, longitude: number) {
  const gazetteer = Gazetteer.fromPlaces(places);
  const fix = locatePlace(gazetteer, latitude, longitude);
  return fix && { name: gazetteer.name(fix.index), inside: fix.inside, km: fix.distanceKm };
}

describe('placeFootprint', () => {
  it('gives a place a built-up circle from its population, at least 1 km, and a weight growing with its size', () => {
    expect(placeFootprint(1000)).toEqual({ radiusKm: 1, weight: 1 });
    expect(placeFootprint(0)).toEqual({ radiusKm: 1, weight: 1 });
    const city = placeFootprint(1_000_000);
    expect(city.radiusKm).toBeCloseTo(5.64, 2);
    expect(city.weight).toBeCloseTo(2.5, 5);
  });
});

describe('locatePlace', () => {
  const city = place('City', 1_000_000, 0);

  it('puts a point in the place whose centre it is relatively closest to when inside several circles', () => {
    const village = place('Village', 1000, east(3.5));
    // 3 km from the city centre (0.53 of its radius), 0.5 km from the village (0.5 of its radius).
    expect(located([city, village], 0, east(3))).toMatchObject({ name: 'Village', inside: true });
    // 2.5 km from the city centre (0.44 of its radius), 1 km from the village (1.0 of its radius).
    expect(located([city, village], 0, east(2.5))).toMatchObject({ name: 'City', inside: true });
  });

  it('puts the centre of a town inside a city in the town', () => {
    const town = place('Town', 100_000, east(4));
    expect(located([city, town], 0, east(4))).toMatchObject({ name: 'Town', inside: true });
  });

  it('outside every circle, weighs distance by size: a city 9 km away beats a village 4 km away but not 3 km away', () => {
    const point = east(9);
    expect(located([city, place('Village', 1000, east(13))], 0, point)).toMatchObject({
      name: 'City',
      inside: false,
    });
    expect(located([city, place('Village', 1000, east(12))], 0, point)).toMatchObject({
      name: 'Village',
      inside: false,
    });
  });

  it('counts a place of unknown population (0) as one of 1000', () => {
    const unknown = place('Unknown', 0, 0);
    const small = place('Small', 1000, east(4));
    // Both weigh 1, so the nearer one is chosen on either side of the midpoint.
    expect(located([unknown, small], 0, east(1.9))).toMatchObject({ name: 'Unknown', inside: false });
    expect(located([unknown, small], 0, east(2.1))).toMatchObject({ name: 'Small', inside: false });
    expect(located([unknown], 0, east(0.9))).toMatchObject({ name: 'Unknown', inside: true });
  });

  it(`answers no place beyond ${REVERSE_MAX_DISTANCE_KM} km and a far place within it`, () => {
    const lonely = place('Lonely', 5000, 0);
    expect(located([lonely], 0, east(REVERSE_MAX_DISTANCE_KM - 5))).toMatchObject({ name: 'Lonely' });
    expect(located([lonely], 0, east(REVERSE_MAX_DISTANCE_KM + 5))).toBeNull();
    expect(located([], 0, 0)).toBeNull();
  });

  it('finds places across the antimeridian and near the poles', () => {
    const fiji = place('Across', 2000, 179.99, -17);
    expect(located([fiji], -17, -179.99)).toMatchObject({ name: 'Across', inside: false });
    expect(located([fiji], -17, -179.99)?.km).toBeCloseTo(
      2 * 0.01 * KM_PER_DEGREE * Math.cos((17 * Math.PI) / 180),
      1,
    );
    const north = place('North', 2000, 10, 89.5);
    expect(located([north], 89.6, -170)).toMatchObject({ name: 'North' });
  });
});

describe('Gazetteer', () => {
  it('keeps each place’s fields and finds only those within the radius', () => {
    const gazetteer = Gazetteer.fromPlaces([
      {
        id: 7,
        name: 'Near',
        countryCode: 'NP',
        population: 1200,
        latitude: 27.7,
        longitude: 85.3,
        featureCode: 'PPL',
      },
      { id: 8, name: 'Far', countryCode: 'IN', population: 0, latitude: 28.7, longitude: 77.1 },
    ]);
    expect(gazetteer.size).toBe(2);
    expect([gazetteer.id(0), gazetteer.name(0), gazetteer.countryCode(0), gazetteer.featureCode(0)]).toEqual([
      7,
      'Near',
      'NP',
      'PPL',
    ]);
    expect(gazetteer.maxPopulation).toBe(1200);
    const found: string[] = [];
    gazetteer.forEachNear(27.71, 85.31, 50, (index) => found.push(gazetteer.name(index)));
    expect(found).toEqual(['Near']);
  });
});
