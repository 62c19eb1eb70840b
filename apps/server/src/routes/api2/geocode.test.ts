import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { geocodingFor } from '../../geocoder/geocodingFor';
import {
  GEOCODE_SEARCH_RATE_LIMIT,
  SEARCH_DEFAULT_LIMIT,
  SEARCH_MAX_LIMIT,
} from '../../geocoder/geocodingRules';
import { json, startTestServer, type TestServer } from '../../test/harness';

let t: TestServer;
let cookie: string;
beforeAll(async () => {
  t = await startTestServer();
  await t.createUser({ email: 'owner@example.com' });
  await t.createUser({ email: 'viewer@example.com', readonly: true });
  await t.createUser({ email: 'busy@example.com' });
  await t.createUser({ email: 'other@example.com' });
  cookie = (await t.signIn('owner@example.com')).cookie;
});
afterAll(() => t.close());

describe('GET /api2/geocode/search', () => {
  it('refuses a request without a session with 401', async () => {
    const response = await t.fetch('/api2/geocode/search?q=pokh');
    expect(response.status).toBe(401);
  });

  it('finds places for a signed-in user in Nominatim’s search shape, Pokhara first for "pokh"', async () => {
    const response = await t.fetch('/api2/geocode/search?q=pokh', { cookie });
    expect(response.status).toBe(200);
    const places = await json(response);
    expect(places[0]).toMatchObject({
      display_name: 'Pokhara, Nepal',
      lat: '28.26689',
      lon: '83.96851',
      class: 'place',
      type: 'city',
    });
    expect(places[0].boundingbox).toHaveLength(4);
    expect(typeof places[0].boundingbox[0]).toBe('string');
  });

  it('is what the sdk-core client’s geocode.search reads', async () => {
    const { client } = await t.signIn('viewer@example.com');
    const [first] = await client.geocode.search('Kāṭhmāṇḍu');
    expect(first).toMatchObject({ display_name: 'Kathmandu, Nepal', lat: 27.70169, lon: 85.3206 });
  });

  it(`returns ${SEARCH_DEFAULT_LIMIT} places by default, the limit asked for, and at most ${SEARCH_MAX_LIMIT}`, async () => {
    expect(await json(await t.fetch('/api2/geocode/search?q=san', { cookie }))).toHaveLength(
      SEARCH_DEFAULT_LIMIT,
    );
    expect(await json(await t.fetch('/api2/geocode/search?q=san&limit=8', { cookie }))).toHaveLength(8);
    expect(await json(await t.fetch('/api2/geocode/search?q=san&limit=100', { cookie }))).toHaveLength(
      SEARCH_MAX_LIMIT,
    );
  });

  it('prefers places in the viewbox and keeps to it when bounded', async () => {
    const viewbox = encodeURIComponent('-80,44,-82,42');
    const biased = await json(await t.fetch(`/api2/geocode/search?q=london&viewbox=${viewbox}`, { cookie }));
    expect(biased[0].display_name).toBe('London, Canada');
    const bounded = await json(
      await t.fetch(`/api2/geocode/search?q=london&viewbox=${viewbox}&bounded=1`, { cookie }),
    );
    expect(bounded.map((place: { display_name: string }) => place.display_name)).toEqual(['London, Canada']);
  });

  it('answers an empty or missing q, a bad limit and a bad viewbox with 400 naming the field', async () => {
    for (const [query, field] of [
      ['q=', 'q must not be empty'],
      ['q=%20%20', 'q must not be empty'],
      ['', 'q is required'],
      ['q=pokh&limit=0', 'limit'],
      ['q=pokh&limit=many', 'limit'],
      ['q=pokh&viewbox=1,2,3', 'viewbox'],
      ['q=pokh&bounded=yes', 'bounded'],
    ] as const) {
      const response = await t.fetch(`/api2/geocode/search?${query}`, { cookie });
      expect(response.status, query).toBe(400);
      expect((await json(response)).error.message, query).toContain(field);
    }
  });

  it(`rate-limits each user to ${GEOCODE_SEARCH_RATE_LIMIT.max} searches a minute with 429, not the others`, async () => {
    const busy = (await t.signIn('busy@example.com')).cookie;
    for (let i = 0; i < GEOCODE_SEARCH_RATE_LIMIT.max; i++) {
      expect((await t.fetch(`/api2/geocode/search?q=pok${i % 3}`, { cookie: busy })).status).toBe(200);
    }
    const limited = await t.fetch('/api2/geocode/search?q=pokh', { cookie: busy });
    expect(limited.status).toBe(429);
    expect((await json(limited)).error.message).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/);
    const other = (await t.signIn('other@example.com')).cookie;
    expect((await t.fetch('/api2/geocode/search?q=pokh', { cookie: other })).status).toBe(200);
  });
});

describe('GET /api2/geocode/reverse', () => {
  it('refuses a request without a session with 401', async () => {
    expect((await t.fetch('/api2/geocode/reverse?lat=27.69333&lon=85.45303')).status).toBe(401);
  });

  it('answers the address of a point in Nominatim’s reverse shape', async () => {
    const response = await t.fetch('/api2/geocode/reverse?lat=27.69333&lon=85.45303', { cookie });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      display_name: '3.2 km NE of Bhaktapur, NP',
      lat: '27.69333',
      lon: '85.45303',
      address: { country: 'Nepal', country_code: 'np' },
    });
  });

  it('answers 404 "Unable to geocode" in mid-ocean', async () => {
    const response = await t.fetch('/api2/geocode/reverse?lat=0&lon=-30', { cookie });
    expect(response.status).toBe(404);
    expect((await json(response)).error.message).toBe('Unable to geocode');
  });

  it('answers missing or impossible coordinates with 400 naming the field', async () => {
    for (const [query, field] of [
      ['lon=85', 'lat is required'],
      ['lat=27', 'lon is required'],
      ['lat=91&lon=85', 'lat must be a number from -90 to 90'],
      ['lat=27&lon=east', 'lon must be a number from -180 to 180'],
    ] as const) {
      const response = await t.fetch(`/api2/geocode/reverse?${query}`, { cookie });
      expect(response.status, query).toBe(400);
      expect((await json(response)).error.message, query).toContain(field);
    }
  });
});

describe('geocodingFor', () => {
  it('gives the server one geocoder and one address cache that fills positions', async () => {
    const geocoding = geocodingFor(t.server.ctx);
    expect(geocodingFor(t.server.ctx)).toBe(geocoding);
    const positions = [{ latitude: 27.67298, longitude: 85.43005, address: null }];
    await geocoding.addresses.fillAddresses(positions);
    expect(positions[0]?.address).toBe('in Bhaktapur, NP');
  });
});
