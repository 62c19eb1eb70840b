import { beforeAll, describe, expect, it } from 'vitest';
import { KM_PER_DEGREE } from './Gazetteer';
import { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT } from './geocodingRules';
import { OfflineGeocoder } from './OfflineGeocoder';

/** A point `km` away from a place on a compass bearing (flat-earth step, plenty at these distances). */
function from(latitude: number, longitude: number, km: number, bearingDegrees: number): [number, number] {
  const degrees = km / KM_PER_DEGREE;
  const radians = (bearingDegrees * Math.PI) / 180;
  return [
    latitude + degrees * Math.cos(radians),
    longitude + (degrees * Math.sin(radians)) / Math.cos((latitude * Math.PI) / 180),
  ];
}

// Centres of the places as the gazetteer (GeoNames) has them.
const BHAKTAPUR: [number, number] = [27.67298, 85.43005];
const KATHMANDU: [number, number] = [27.70169, 85.3206];
const POKHARA: [number, number] = [28.26689, 83.96851];
const LONDON: [number, number] = [51.50853, -0.12574];

const geocoder = new OfflineGeocoder();
beforeAll(() => geocoder.preload());

describe('OfflineGeocoder reverse', () => {
  it('describes a point outside a place by distance and direction: "3.2 km NE of Bhaktapur, NP"', async () => {
    expect(await geocoder.reverse(...from(...BHAKTAPUR, 3.2, 45))).toBe('3.2 km NE of Bhaktapur, NP');
  });

  it('says "in Bhaktapur, NP" within a kilometre of a small place', async () => {
    expect(await geocoder.reverse(...from(...BHAKTAPUR, 0.3, 200))).toBe('in Bhaktapur, NP');
  });

  it('says "in Kathmandu, NP" anywhere in the capital’s built-up circle', async () => {
    expect(await geocoder.reverse(...KATHMANDU)).toBe('in Kathmandu, NP');
    expect(await geocoder.reverse(...from(...KATHMANDU, 3, 270))).toBe('in Kathmandu, NP');
  });

  it('describes points in and around Pokhara', async () => {
    expect(await geocoder.reverse(...from(...POKHARA, 0.5, 90))).toBe('in Pokhara, NP');
    expect(await geocoder.reverse(...from(...POKHARA, 4, 0))).toBe('4.0 km N of Pokhara, NP');
    expect(await geocoder.reverse(...from(...POKHARA, 5, 45))).toBe('5.0 km NE of Pokhara, NP');
  });

  it('says "in London, GB" in central London', async () => {
    expect(await geocoder.reverse(51.508, -0.1281)).toBe('in London, GB');
    expect(await geocoder.reverse(...from(...LONDON, 2, 0))).toBe('in London, GB');
  });

  it('answers null in mid-ocean and for coordinates off the globe', async () => {
    expect(await geocoder.reverse(0, -30)).toBeNull();
    expect(await geocoder.reverse(-40, -120)).toBeNull();
    expect(await geocoder.reverse(91, 0)).toBeNull();
    expect(await geocoder.reverse(Number.NaN, 0)).toBeNull();
  });

  it('answers in Nominatim’s reverse shape with the place’s address parts', async () => {
    const [lat, lon] = from(...BHAKTAPUR, 3.2, 45);
    expect(await geocoder.reversePlace(lat, lon)).toMatchObject({
      place_id: 1283617,
      lat: String(lat),
      lon: String(lon),
      display_name: '3.2 km NE of Bhaktapur, NP',
      address: { country: 'Nepal', country_code: 'np' },
    });
  });
});

describe('OfflineGeocoder search', () => {
  it('finds Pokhara, NP first for "pokh", in Nominatim’s search shape', async () => {
    const [first] = await geocoder.search('pokh');
    expect(first).toMatchObject({
      place_id: 1282898,
      display_name: 'Pokhara, Nepal',
      name: 'Pokhara',
      class: 'place',
      type: 'city',
      lat: '28.26689',
      lon: '83.96851',
      address: { city: 'Pokhara', country: 'Nepal', country_code: 'np' },
    });
    expect(first?.boundingbox).toHaveLength(4);
    const [south, north, west, east] = (first?.boundingbox ?? []).map(Number);
    expect(south).toBeLessThan(28.26689);
    expect(north).toBeGreaterThan(28.26689);
    expect(west).toBeLessThan(83.96851);
    expect(east).toBeGreaterThan(83.96851);
    expect(first?.importance).toBeGreaterThan(0);
    expect(first?.importance).toBeLessThanOrEqual(1);
  });

  it('ignores case and accents: Kathmandu, kathmandu, KATHMANDU and Kāṭhmāṇḍu find the same place', async () => {
    for (const query of ['Kathmandu', 'kathmandu', 'KATHMANDU', 'Kāṭhmāṇḍu', '  kathmandu  ']) {
      expect((await geocoder.search(query))[0]?.place_id, query).toBe(1283240);
    }
    expect((await geocoder.search('sao paulo'))[0]?.display_name).toBe('São Paulo, Brazil');
    expect((await geocoder.search('ZURICH'))[0]?.display_name).toBe('Zürich, Switzerland');
  });

  it('ranks exact names before longer names, and the most populous first among equals', async () => {
    const names = (await geocoder.search('london', { limit: 12 })).map((place) => place.name);
    const lastExact = names.lastIndexOf('London');
    expect(names.slice(0, lastExact + 1).every((name) => name === 'London')).toBe(true);
    expect(lastExact).toBeLessThan(names.length - 1);
    expect((await geocoder.search('london'))[0]?.display_name).toBe('London, United Kingdom');
    expect((await geocoder.search('london'))[1]?.display_name).toBe('London, Canada');
  });

  it('finds a place by a later word of its name after places whose name starts with it', async () => {
    const results = await geocoder.search('paulo', { limit: 20 });
    const saoPaulo = results.findIndex((place) => place.name === 'São Paulo');
    expect(saoPaulo).toBeGreaterThan(0);
    expect(results.slice(0, saoPaulo).every((place) => place.name?.startsWith('Paulo'))).toBe(true);
  });

  it('forgives a typo once the others run out: "katmandu", "pokahra"', async () => {
    expect((await geocoder.search('katmandu'))[0]?.name).toBe('Kathmandu');
    expect((await geocoder.search('pokahra'))[0]?.name).toBe('Pokhara');
    expect(await geocoder.search('xqzvw')).toEqual([]);
  });

  it(`returns ${SEARCH_DEFAULT_LIMIT} places by default and never more than ${SEARCH_MAX_LIMIT}`, async () => {
    expect(await geocoder.search('san')).toHaveLength(SEARCH_DEFAULT_LIMIT);
    expect(await geocoder.search('san', { limit: 12 })).toHaveLength(12);
    expect(await geocoder.search('san', { limit: 500 })).toHaveLength(SEARCH_MAX_LIMIT);
    expect(await geocoder.search('san', { limit: 0 })).toEqual([]);
    expect(await geocoder.search('   ')).toEqual([]);
  });

  it('puts places inside the viewbox first, and only those when bounded', async () => {
    const ontario = { west: -82, south: 42, east: -80, north: 44 };
    const biased = await geocoder.search('london', { viewbox: ontario });
    expect(biased[0]?.display_name).toBe('London, Canada');
    expect(biased[1]?.display_name).toBe('London, United Kingdom');
    const bounded = await geocoder.search('london', { viewbox: ontario, bounded: true });
    expect(bounded.map((place) => place.display_name)).toEqual(['London, Canada']);
  });

  it('keeps to the country named after a comma, by name or code', async () => {
    const american = await geocoder.search('london, united states', { limit: 10 });
    expect(american.length).toBeGreaterThan(3);
    expect(american.every((place) => place.address?.country_code === 'us')).toBe(true);
    expect((await geocoder.search('London, CA'))[0]?.display_name).toBe('London, Canada');
  });
});

describe('OfflineGeocoder loading', () => {
  const places = [
    {
      id: 1,
      name: 'Kathmandu',
      alternateNames: ['Kāṭhmāḍauṃ', 'Kantipur'],
      countryCode: 'NP',
      population: 1_442_271,
      latitude: 27.70169,
      longitude: 85.3206,
    },
    { id: 2, name: 'Bhaktapur', countryCode: 'NP', population: 0, latitude: 27.67298, longitude: 85.43005 },
  ];

  it('reads the gazetteer on the first lookup, not when created', async () => {
    let reads = 0;
    const lazy = new OfflineGeocoder({
      loadPlaces: async () => {
        reads++;
        return places;
      },
    });
    expect(lazy.loaded).toBe(false);
    expect(reads).toBe(0);
    expect(await lazy.reverse(27.67298, 85.43005)).toBe('in Bhaktapur, NP');
    await lazy.search('bhak');
    expect(lazy.loaded).toBe(true);
    expect(reads).toBe(1);
  });

  it('searches alternate names too, accents and all', async () => {
    const withAlternates = new OfflineGeocoder({ loadPlaces: async () => places });
    expect((await withAlternates.search('Kāṭhmāḍauṃ'))[0]?.name).toBe('Kathmandu');
    expect((await withAlternates.search('kathmadaum'))[0]?.name).toBe('Kathmandu');
    expect((await withAlternates.search('kanti'))[0]?.name).toBe('Kathmandu');
  });

  it('tries the read again after a failed one', async () => {
    let attempts = 0;
    const flaky = new OfflineGeocoder({
      loadPlaces: async () => {
        attempts++;
        if (attempts === 1) throw new Error('disk unavailable');
        return places;
      },
    });
    await expect(flaky.reverse(27.67298, 85.43005)).rejects.toThrow('disk unavailable');
    expect(await flaky.reverse(27.67298, 85.43005)).toBe('in Bhaktapur, NP');
    expect(attempts).toBe(2);
  });
});
