import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGeocoder } from './createGeocoder';
import { NominatimGeocoder } from './NominatimGeocoder';
import { OfflineGeocoder } from './OfflineGeocoder';

/** What the local service answers: its real JSON, a 500, nothing at all, or something that is not JSON. */
type Behaviour = 'answer' | 'fail' | 'hang' | 'garbage';

interface Received {
  path: string;
  query: URLSearchParams;
  userAgent: string | undefined;
}

// Bodies as Nominatim 4.x sends them with format=jsonv2.
const REVERSE_BODY = {
  place_id: 129114596,
  licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
  osm_type: 'way',
  osm_id: 27345123,
  lat: '27.6722152',
  lon: '85.4279633',
  category: 'tourism',
  type: 'attraction',
  place_rank: 30,
  importance: 0.00000999999999995449,
  addresstype: 'tourism',
  name: 'Bhaktapur Durbar Square',
  display_name: 'Bhaktapur Durbar Square, Bhaktapur, Bagmati Province, 44800, Nepal',
  address: {
    tourism: 'Bhaktapur Durbar Square',
    town: 'Bhaktapur',
    postcode: '44800',
    country: 'Nepal',
    country_code: 'np',
  },
  boundingbox: ['27.6716', '27.6728', '85.4272', '85.4287'],
};
const SEARCH_BODY = [
  {
    place_id: 53412345,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
    osm_type: 'relation',
    osm_id: 4583245,
    lat: '28.2095831',
    lon: '83.9855674',
    category: 'boundary',
    type: 'administrative',
    place_rank: 14,
    importance: 0.5834,
    addresstype: 'city',
    name: 'Pokhara',
    display_name: 'Pokhara, Kaski, Gandaki Province, Nepal',
    address: { city: 'Pokhara', county: 'Kaski', country: 'Nepal', country_code: 'np' },
    boundingbox: ['28.1221', '28.3577', '83.8541', '84.1395'],
  },
];

let behaviour: Behaviour = 'answer';
let received: Received[] = [];
let server: Server;
let baseUrl: string;
const offline = new OfflineGeocoder();

function answer(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://localhost');
  received.push({ path: url.pathname, query: url.searchParams, userAgent: request.headers['user-agent'] });
  if (behaviour === 'hang') return; // never answers: the client's timeout must end the call
  if (behaviour === 'fail') {
    response.writeHead(500, { 'Content-Type': 'text/html' }).end('<h1>Internal Server Error</h1>');
    return;
  }
  if (behaviour === 'garbage') {
    response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"lat": ');
    return;
  }
  let body: unknown = { error: 'Unable to geocode' };
  if (url.pathname === '/nominatim/reverse' && url.searchParams.get('lat') !== '0') body = REVERSE_BODY;
  if (url.pathname === '/nominatim/search') body = url.searchParams.get('q') === 'nowhere' ? [] : SEARCH_BODY;
  response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer(answer);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/nominatim`;
  await offline.preload();
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await once(server, 'close');
});
beforeEach(() => {
  behaviour = 'answer';
  received = [];
});

function geocoder(options: { timeoutMs?: number; errors?: unknown[] } = {}) {
  return new NominatimGeocoder({
    baseUrl,
    fallback: offline,
    userAgent: 'Fleetkit test suite',
    timeoutMs: options.timeoutMs ?? 5000,
    onError: (error) => options.errors?.push(error),
  });
}

describe('NominatimGeocoder', () => {
  it('asks /reverse with format=jsonv2 and a User-Agent, and answers the service’s address', async () => {
    const nominatim = geocoder();
    expect(await nominatim.reverse(27.6722, 85.428)).toBe(REVERSE_BODY.display_name);
    expect(received).toHaveLength(1);
    expect(received[0]?.path).toBe('/nominatim/reverse');
    expect(Object.fromEntries(received[0]?.query ?? [])).toEqual({
      format: 'jsonv2',
      lat: '27.6722',
      lon: '85.428',
    });
    expect(received[0]?.userAgent).toBe('Fleetkit test suite');
    expect(await nominatim.reversePlace(27.6722, 85.428)).toEqual({
      place_id: REVERSE_BODY.place_id,
      licence: REVERSE_BODY.licence,
      lat: REVERSE_BODY.lat,
      lon: REVERSE_BODY.lon,
      display_name: REVERSE_BODY.display_name,
      address: REVERSE_BODY.address,
    });
  });

  it('keeps answers in memory: the same question is asked of the service once', async () => {
    const nominatim = geocoder();
    await nominatim.reverse(27.6722, 85.428);
    await nominatim.reverse(27.6722, 85.428);
    await Promise.all([nominatim.search('pokhara'), nominatim.search('pokhara')]);
    await nominatim.search('pokhara');
    expect(received.map((r) => r.path)).toEqual(['/nominatim/reverse', '/nominatim/search']);
  });

  it('answers null where the service is "Unable to geocode", without asking the fallback', async () => {
    const errors: unknown[] = [];
    const nominatim = geocoder({ errors });
    expect(await nominatim.reverse(0, 85.43005)).toBeNull();
    expect(errors).toEqual([]);
  });

  it('searches with q, limit, viewbox and bounded, and answers in the search shape of format=json', async () => {
    const nominatim = geocoder();
    const places = await nominatim.search(' pokhara ', {
      limit: 3,
      viewbox: { west: 83, south: 27, east: 85, north: 29 },
      bounded: true,
    });
    expect(Object.fromEntries(received[0]?.query ?? [])).toEqual({
      format: 'jsonv2',
      q: 'pokhara',
      limit: '3',
      addressdetails: '1',
      viewbox: '83,29,85,27',
      bounded: '1',
    });
    expect(places).toEqual([
      {
        place_id: 53412345,
        licence: SEARCH_BODY[0]?.licence,
        lat: '28.2095831',
        lon: '83.9855674',
        display_name: 'Pokhara, Kaski, Gandaki Province, Nepal',
        name: 'Pokhara',
        boundingbox: ['28.1221', '28.3577', '83.8541', '84.1395'],
        class: 'boundary',
        type: 'administrative',
        importance: 0.5834,
        addresstype: 'city',
        address: SEARCH_BODY[0]?.address,
      },
    ]);
    expect(await nominatim.search('nowhere')).toEqual([]);
  });

  it('answers from the offline gazetteer when the service fails with a 500, and asks it again next time', async () => {
    const errors: unknown[] = [];
    const nominatim = geocoder({ errors });
    behaviour = 'fail';
    expect(await nominatim.reverse(27.69333, 85.45303)).toBe('3.2 km NE of Bhaktapur, NP');
    expect((await nominatim.search('pokh'))[0]?.display_name).toBe('Pokhara, Nepal');
    expect(errors).toHaveLength(2);
    expect(String(errors[0])).toContain('500');
    behaviour = 'answer';
    expect(await nominatim.reverse(27.69333, 85.45303)).toBe(REVERSE_BODY.display_name);
    expect(received).toHaveLength(3);
  });

  it('answers from the offline gazetteer when the service does not answer in time', async () => {
    const errors: unknown[] = [];
    const nominatim = geocoder({ timeoutMs: 150, errors });
    behaviour = 'hang';
    expect(await nominatim.reverse(27.69333, 85.45303)).toBe('3.2 km NE of Bhaktapur, NP');
    expect(errors).toHaveLength(1);
    expect((errors[0] as Error).name).toBe('TimeoutError');
  });

  it('answers from the offline gazetteer when the service sends something that is not its JSON', async () => {
    const errors: unknown[] = [];
    const nominatim = geocoder({ errors });
    behaviour = 'garbage';
    expect((await nominatim.search('kathmandu'))[0]?.display_name).toBe('Kathmandu, Nepal');
    expect(errors).toHaveLength(1);
  });

  it('ends pending calls on dispose without asking the fallback', async () => {
    const errors: unknown[] = [];
    const nominatim = new NominatimGeocoder({
      baseUrl,
      fallback: new OfflineGeocoder(),
      onError: (error) => errors.push(error),
    });
    behaviour = 'hang';
    const pending = nominatim.reverse(27.69333, 85.45303);
    await expect.poll(() => received.length).toBe(1);
    nominatim.dispose();
    expect(await pending).toBeNull();
    expect(await nominatim.search('pokhara')).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('createGeocoder', () => {
  it('is the offline gazetteer without a URL and the service with one', async () => {
    const withoutUrl = createGeocoder();
    expect(withoutUrl).toBeInstanceOf(OfflineGeocoder);
    withoutUrl.dispose();
    const withUrl = createGeocoder({ nominatimUrl: `${baseUrl}/`, userAgent: 'Fleetkit test suite' });
    expect(await withUrl.reverse(27.6722, 85.428)).toBe(REVERSE_BODY.display_name);
    expect(received[0]?.path).toBe('/nominatim/reverse');
    withUrl.dispose();
  });
});
