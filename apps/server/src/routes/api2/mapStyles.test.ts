import { createFleetClient } from '@fleetkit/sdk-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config';
import { errorMessage, json, startTestServer, type TestServer } from '../../test/harness';

const SATELLITE = 'https://tiles.example.com/sat/{z}/{x}/{y}.jpg';
const TRAFFIC = 'https://traffic.example.com/{z}/{x}/{y}.png';
const MAPTILER = 'https://api.maptiler.com/maps/streets-v2/style.json?key=TEST_KEY';

describe('map styles with no tile service, extract or online basemap', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ mapOnline: false });
  });
  afterAll(() => t.close());

  it('lists Simple and Classic drawn from the world basemap, Satellite and Terrain as not available, no traffic', async () => {
    const response = await t.fetch('/api2/map/styles');
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body.styles.map((s: { name: string }) => s.name)).toEqual([
      'Simple',
      'Satellite',
      'Terrain',
      'Classic',
    ]);
    expect(body.styles[0]).toEqual({
      id: 'simple',
      name: 'Simple',
      url: `${t.url}/api2/map/styles/simple`,
      offline: true,
      attribution: 'Natural Earth, GeoNames',
      available: true,
      unavailableReason: null,
      source: 'world',
      fallbackUrl: null,
    });
    expect(body.styles[3]).toMatchObject({
      id: 'classic',
      url: `${t.url}/api2/map/styles/classic`,
      source: 'world',
      available: true,
    });
    expect(body.styles[1]).toEqual({
      id: 'satellite',
      name: 'Satellite',
      url: `${t.url}/api2/map/styles/simple`,
      offline: true,
      attribution: 'Natural Earth, GeoNames',
      available: false,
      unavailableReason: 'Satellite imagery is not configured on this server',
      source: null,
      fallbackUrl: null,
    });
    expect(body.styles[2]).toMatchObject({
      available: false,
      unavailableReason: 'Terrain maps are not configured on this server',
    });
    expect(body.traffic).toBeNull();
  });

  it('does not serve a recoloured world map as Satellite or Terrain', async () => {
    for (const id of ['satellite', 'terrain']) {
      const response = await t.fetch(`/api2/map/styles/${id}`);
      expect(response.status).toBe(404);
      expect(await errorMessage(response)).toContain('not configured on this server');
    }
  });

  it('serves the Simple style as maplibre style JSON over the server’s own GeoJSON basemap', async () => {
    const style = await json(await t.fetch('/api2/map/styles/simple'));
    expect(style.version).toBe(8);
    expect(style.glyphs).toBeUndefined();
    expect(Object.values(style.sources).map((s: unknown) => (s as { type: string }).type)).toEqual([
      'geojson',
      'geojson',
      'geojson',
    ]);
    expect(style.sources['basemap-land'].data).toBe(`${t.url}/api2/map/basemap/land`);
    expect(style.layers.map((l: { id: string }) => l.id)).toEqual([
      'basemap-water',
      'basemap-land',
      'basemap-borders',
      'basemap-places',
    ]);
  });

  it('draws Simple and Classic in their own colours, and serves each as its offline style too', async () => {
    const simple = await json(await t.fetch('/api2/map/styles/simple'));
    const classic = await json(await t.fetch('/api2/map/styles/classic'));
    expect(simple.layers[0].paint['background-color']).not.toBe(classic.layers[0].paint['background-color']);
    expect(await json(await t.fetch('/api2/map/styles/simple/offline'))).toEqual(simple);
    expect(await json(await t.fetch('/api2/map/styles/classic/offline'))).toEqual(classic);
    const satellite = await t.fetch('/api2/map/styles/satellite/offline');
    expect(satellite.status).toBe(404);
    expect(await errorMessage(satellite)).toContain('expected one of simple, classic');
  });

  it('serves land, borders and places as GeoJSON with world coverage and labelled cities', async () => {
    const land = await t.fetch('/api2/map/basemap/land');
    expect(land.headers.get('content-type')).toContain('application/geo+json');
    expect(land.headers.get('cache-control')).toContain('max-age=86400');
    const landJson = await json(land);
    expect(landJson.type).toBe('FeatureCollection');
    expect(landJson.features[0].geometry.type).toMatch(/Polygon/);

    const borders = await json(await t.fetch('/api2/map/basemap/borders'));
    expect(borders.features[0].geometry.type).toBe('MultiLineString');
    expect(borders.features[0].geometry.coordinates.length).toBeGreaterThan(100);

    const places = await json(await t.fetch('/api2/map/basemap/places'));
    const kathmandu = places.features.find(
      (f: { properties: { name: string } }) => f.properties.name === 'Kathmandu',
    );
    expect(kathmandu.properties.rank).toBe(1);
    expect(kathmandu.geometry.coordinates[0]).toBeCloseTo(85.32, 1);
    expect(kathmandu.geometry.coordinates[1]).toBeCloseTo(27.7, 1);
    const populations = places.features.map(
      (f: { properties: { population: number } }) => f.properties.population,
    );
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });

  it('answers an unknown style or basemap layer with 404 naming the choices', async () => {
    const style = await t.fetch('/api2/map/styles/watercolour');
    expect(style.status).toBe(404);
    expect((await json(style)).error.message).toContain('simple, satellite, terrain, classic');
    const layer = await t.fetch('/api2/map/basemap/roads');
    expect(layer.status).toBe(404);
    expect((await json(layer)).error.message).toContain('land, borders, places');
  });

  it('is what the sdk-core client’s mapStyles.list reads', async () => {
    const client = createFleetClient({ baseUrl: t.url });
    const list = await client.mapStyles.list();
    expect(list.styles.map((style) => style.id)).toEqual(['simple', 'satellite', 'terrain', 'classic']);
    expect(list.traffic).toBeNull();
  });
});

describe('map styles with the online basemap (the default)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ mapOnline: true });
  });
  afterAll(() => t.close());

  it('draws Simple and Classic from OpenFreeMap and names the offline style to fall back to', async () => {
    const body = await json(await t.fetch('/api2/map/styles'));
    expect(body.styles[0]).toEqual({
      id: 'simple',
      name: 'Simple',
      url: 'https://tiles.openfreemap.org/styles/positron',
      offline: false,
      attribution: 'OpenFreeMap © OpenMapTiles Data from OpenStreetMap',
      available: true,
      unavailableReason: null,
      source: 'online',
      fallbackUrl: `${t.url}/api2/map/styles/simple/offline`,
    });
    expect(body.styles[3]).toMatchObject({
      id: 'classic',
      url: 'https://tiles.openfreemap.org/styles/liberty',
      source: 'online',
      fallbackUrl: `${t.url}/api2/map/styles/classic/offline`,
    });
    // OpenFreeMap has no imagery or relief: Satellite and Terrain still need a configured source.
    expect(body.styles[1]).toMatchObject({
      id: 'satellite',
      available: false,
      url: 'https://tiles.openfreemap.org/styles/positron',
      fallbackUrl: `${t.url}/api2/map/styles/simple/offline`,
    });
  });

  it('redirects the style URL to the online style, and serves the world basemap as the offline style', async () => {
    const style = await t.fetch('/api2/map/styles/classic', { redirect: 'manual' });
    expect(style.status).toBe(302);
    expect(style.headers.get('location')).toBe('https://tiles.openfreemap.org/styles/liberty');
    const offline = await json(await t.fetch('/api2/map/styles/simple/offline'));
    expect(offline.metadata['fleetkit:source']).toBe('world');
    expect(offline.sources['basemap-land'].data).toBe(`${t.url}/api2/map/basemap/land`);
  });

  it('is turned off by FLEETKIT_MAP_ONLINE=false', () => {
    expect(loadConfig({ FLEETKIT_MAP_ONLINE: 'false' }).mapOnline).toBe(false);
    expect(loadConfig({}).mapOnline).toBe(true);
    expect(loadConfig({}, ['--map-online=false']).mapOnline).toBe(false);
  });
});

describe('map styles with tile services configured', () => {
  let t: TestServer;
  beforeAll(async () => {
    vi.stubEnv('FLEETKIT_MAP_CLASSIC_STYLE', MAPTILER);
    vi.stubEnv('FLEETKIT_MAP_CLASSIC_ATTRIBUTION', '© MapTiler © OpenStreetMap contributors');
    vi.stubEnv('FLEETKIT_MAP_SATELLITE_TILES', SATELLITE);
    vi.stubEnv('FLEETKIT_MAP_SATELLITE_ATTRIBUTION', '© Example Imagery');
    vi.stubEnv('FLEETKIT_MAP_TRAFFIC_TILES', TRAFFIC);
    vi.stubEnv('FLEETKIT_MAP_TRAFFIC_ATTRIBUTION', '© Example Traffic');
    vi.stubEnv('FLEETKIT_MAP_TRAFFIC_TILE_SIZE', '512');
    t = await startTestServer({ mapOnline: true });
  });
  afterAll(async () => {
    await t.close();
    vi.unstubAllEnvs();
  });

  it('lists the configured style as tiles with its attribution, and the traffic template', async () => {
    const body = await json(await t.fetch('/api2/map/styles'));
    expect(body.styles[1]).toMatchObject({
      id: 'satellite',
      url: `${t.url}/api2/map/styles/satellite`,
      offline: false,
      attribution: '© Example Imagery',
      available: true,
      source: 'tiles',
      fallbackUrl: `${t.url}/api2/map/styles/simple/offline`,
    });
    expect(body.styles[0]).toMatchObject({ id: 'simple', source: 'online' });
    expect(body.styles[3]).toMatchObject({
      id: 'classic',
      url: MAPTILER,
      offline: false,
      attribution: '© MapTiler © OpenStreetMap contributors',
      source: 'style',
      fallbackUrl: `${t.url}/api2/map/styles/classic/offline`,
    });
    const classic = await t.fetch('/api2/map/styles/classic', { redirect: 'manual' });
    expect(classic.headers.get('location')).toBe(MAPTILER);
    expect(body.traffic).toEqual({
      tiles: [TRAFFIC],
      tileSize: 512,
      maxzoom: 19,
      attribution: '© Example Traffic',
    });
  });

  it('serves the configured style as a raster style over the tile template', async () => {
    const style = await json(await t.fetch('/api2/map/styles/satellite'));
    expect(style.sources['tiles-satellite']).toEqual({
      type: 'raster',
      tiles: [SATELLITE],
      tileSize: 256,
      maxzoom: 19,
      attribution: '© Example Imagery',
    });
    expect(style.layers).toEqual([{ id: 'tiles-satellite', type: 'raster', source: 'tiles-satellite' }]);
  });
});

describe('readMapTileSources', () => {
  it('refuses a template without {z}/{x}/{y}, naming the variable', async () => {
    const { readMapTileSources } = await import('../../services/basemap/mapTileSources');
    expect(() =>
      readMapTileSources({ FLEETKIT_MAP_TERRAIN_TILES: 'https://tiles.example.com/terrain.png' }),
    ).toThrow('FLEETKIT_MAP_TERRAIN_TILES must contain {z}, {x} and {y}');
  });

  it('refuses a provider style that is not a URL, or given beside tiles', async () => {
    const { readMapTileSources } = await import('../../services/basemap/mapTileSources');
    expect(() => readMapTileSources({ FLEETKIT_MAP_SIMPLE_STYLE: 'streets-v2' })).toThrow(
      'FLEETKIT_MAP_SIMPLE_STYLE must be the http(s) URL of a style JSON',
    );
    expect(() =>
      readMapTileSources({ FLEETKIT_MAP_SIMPLE_STYLE: MAPTILER, FLEETKIT_MAP_SIMPLE_TILES: SATELLITE }),
    ).toThrow('set FLEETKIT_MAP_SIMPLE_STYLE or FLEETKIT_MAP_SIMPLE_TILES, not both');
  });
});
