import { createFleetClient } from '@fleetkit/sdk-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, startTestServer, type TestServer } from '../../test/harness';

const SATELLITE = 'https://tiles.example.com/sat/{z}/{x}/{y}.jpg';
const TRAFFIC = 'https://traffic.example.com/{z}/{x}/{y}.png';

describe('map styles with no tile service configured', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('lists Simple, Satellite, Terrain and Classic without a session, all drawn offline, no traffic', async () => {
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
    });
    expect(body.traffic).toBeNull();
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

  it('draws each offline style in its own colours', async () => {
    const colours = new Set<string>();
    for (const id of ['simple', 'satellite', 'terrain', 'classic']) {
      const style = await json(await t.fetch(`/api2/map/styles/${id}`));
      colours.add(style.layers[0].paint['background-color']);
    }
    expect(colours.size).toBe(4);
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

describe('map styles with tile services configured', () => {
  let t: TestServer;
  beforeAll(async () => {
    vi.stubEnv('FLEETKIT_MAP_SATELLITE_TILES', SATELLITE);
    vi.stubEnv('FLEETKIT_MAP_SATELLITE_ATTRIBUTION', '© Example Imagery');
    vi.stubEnv('FLEETKIT_MAP_TRAFFIC_TILES', TRAFFIC);
    vi.stubEnv('FLEETKIT_MAP_TRAFFIC_ATTRIBUTION', '© Example Traffic');
    vi.stubEnv('FLEETKIT_MAP_TRAFFIC_TILE_SIZE', '512');
    t = await startTestServer();
  });
  afterAll(async () => {
    await t.close();
    vi.unstubAllEnvs();
  });

  it('lists the configured style as tiles with its attribution, and the traffic template', async () => {
    const body = await json(await t.fetch('/api2/map/styles'));
    expect(body.styles[1]).toMatchObject({
      id: 'satellite',
      offline: false,
      attribution: '© Example Imagery',
    });
    expect(body.styles[0]).toMatchObject({ id: 'simple', offline: true });
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
});
