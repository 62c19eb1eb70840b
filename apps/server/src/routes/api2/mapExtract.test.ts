import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { FetchSource, PMTiles } from 'pmtiles';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorMessage, json, startTestServer, type TestServer } from '../../test/harness';
import {
  buildTestBasemapArchive,
  TEST_BASEMAP_NAMES,
  type TestBasemapArchive,
  writeTestBasemapArchive,
} from '../../test/testBasemapArchive';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'fleetkit-map-extract-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** The names of the features of one layer of an MVT tile. */
function namesIn(bytes: Uint8Array, layer: string): string[] {
  const tile = new VectorTile(new PbfReader(bytes));
  const found = tile.layers[layer];
  if (!found) return [];
  return Array.from({ length: found.length }, (_, i) => String(found.feature(i).properties.name ?? ''));
}

/** Collects the server's JSON log lines. */
function logLines() {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) } };
}

describe('an offline street map from a PMTiles extract', () => {
  let t: TestServer;
  let archive: TestBasemapArchive;
  let path: string;
  beforeAll(async () => {
    path = join(folder, 'region.pmtiles');
    archive = await writeTestBasemapArchive(path);
    // The extract wins over the online default.
    t = await startTestServer({ mapPmtiles: path, mapOnline: true });
  });
  afterAll(() => t.close());

  it('draws Simple and Classic from the extract, offline, with its credit', async () => {
    const body = await json(await t.fetch('/api2/map/styles'));
    expect(body.styles[0]).toEqual({
      id: 'simple',
      name: 'Simple',
      url: `${t.url}/api2/map/styles/simple`,
      offline: true,
      attribution: '© Test Basemap Contributors',
      available: true,
      unavailableReason: null,
      source: 'extract',
      fallbackUrl: null,
    });
    expect(body.styles[3]).toMatchObject({ id: 'classic', source: 'extract', fallbackUrl: null });
    expect(body.styles[1]).toMatchObject({
      id: 'satellite',
      available: false,
      url: `${t.url}/api2/map/styles/simple`,
    });
  });

  it('serves a style over the server’s vector tiles with Protomaps’ layers, needing no glyph server or sprite', async () => {
    const style = await json(await t.fetch('/api2/map/styles/simple'));
    expect(style.sources.protomaps).toEqual({
      type: 'vector',
      tiles: [`${t.url}/api2/map/tiles/{z}/{x}/{y}.mvt`],
      minzoom: 0,
      maxzoom: 15,
      bounds: archive.bounds,
      attribution: '© Test Basemap Contributors',
    });
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    const ids = style.layers.map((layer: { id: string }) => layer.id);
    expect(ids).toEqual(
      expect.arrayContaining(['earth', 'water', 'buildings', 'roads_major', 'roads_minor']),
    );
    expect(ids).toEqual(expect.arrayContaining(['roads_labels_major', 'places_locality']));
    expect(JSON.stringify(style.layers)).not.toContain('icon-image');
    // Outside the extract's region the world basemap's land is drawn, under the extract.
    expect(ids.slice(0, 3)).toEqual(['background', 'basemap-land', 'earth']);
    const classic = await json(await t.fetch('/api2/map/styles/classic'));
    const colour = (s: { layers: { id: string; paint?: Record<string, unknown> }[] }) =>
      s.layers.find((layer) => layer.id === 'roads_major')?.paint?.['line-color'];
    expect(colour(classic)).not.toEqual(colour(style));
    expect(await json(await t.fetch('/api2/map/styles/simple/offline'))).toEqual(style);
  });

  it('serves each tile of the archive as the MVT bytes it holds', async () => {
    const street = archive.centerTile(15);
    const response = await t.fetch(`/api2/map/tiles/${street.z}/${street.x}/${street.y}.mvt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.mapbox-vector-tile');
    expect(response.headers.get('cache-control')).toContain('max-age=86400');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes).equals(Buffer.from(street.data))).toBe(true);
    const roads = namesIn(bytes, 'roads');
    expect(roads).toContain(TEST_BASEMAP_NAMES.majorRoad);
    expect(namesIn(bytes, 'places')).toContain(TEST_BASEMAP_NAMES.town);
    expect(new VectorTile(new PbfReader(bytes)).layers.buildings?.length).toBeGreaterThan(0);
  });

  it('answers a tile the archive lacks with 204, and a bad address with 400', async () => {
    const empty = await t.fetch('/api2/map/tiles/15/0/0.mvt');
    expect(empty.status).toBe(204);
    const beyond = await t.fetch('/api2/map/tiles/3/8/1.mvt');
    expect(beyond.status).toBe(400);
    expect(await errorMessage(beyond)).toBe('Tile x and y must be whole numbers from 0 to 7 at zoom 3');
    const zoom = await t.fetch('/api2/map/tiles/31/0/0.mvt');
    expect(zoom.status).toBe(400);
    const text = await t.fetch('/api2/map/tiles/1/a/0.mvt');
    expect(text.status).toBe(400);
  });

  it('serves the archive itself with HTTP range requests', async () => {
    const size = archive.bytes.length;
    const whole = await t.fetch('/api2/map/extract.pmtiles');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-type')).toBe('application/vnd.pmtiles');
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(archive.bytes);

    const header = await t.fetch('/api2/map/extract.pmtiles', { headers: { Range: 'bytes=0-126' } });
    expect(header.status).toBe(206);
    expect(header.headers.get('content-range')).toBe(`bytes 0-126/${size}`);
    expect(new Uint8Array(await header.arrayBuffer())).toEqual(archive.bytes.subarray(0, 127));

    const tail = await t.fetch('/api2/map/extract.pmtiles', { headers: { Range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(archive.bytes.subarray(size - 10));

    const beyond = await t.fetch('/api2/map/extract.pmtiles', { headers: { Range: `bytes=${size}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${size}`);
    expect(await errorMessage(beyond)).toContain(`outside the archive's ${size} bytes`);
  });

  it('is read tile by tile by the pmtiles package’s HTTP reader', async () => {
    const reader = new PMTiles(new FetchSource(`${t.url}/api2/map/extract.pmtiles`));
    const header = await reader.getHeader();
    expect([header.minZoom, header.maxZoom]).toEqual([0, 15]);
    const street = archive.centerTile(14);
    const found = await reader.getZxy(street.z, street.x, street.y);
    expect(found && Buffer.from(new Uint8Array(found.data)).equals(Buffer.from(street.data))).toBe(true);
  });
});

describe('map source precedence and a broken extract', () => {
  it('lets a configured tile service win over the extract for its style only', async () => {
    const path = join(folder, 'precedence.pmtiles');
    await writeTestBasemapArchive(path, { maxZoom: 6 });
    vi.stubEnv('FLEETKIT_MAP_SIMPLE_TILES', 'https://tiles.example.com/streets/{z}/{x}/{y}.png');
    const t = await startTestServer({ mapPmtiles: path });
    try {
      const body = await json(await t.fetch('/api2/map/styles'));
      expect(body.styles[0]).toMatchObject({
        id: 'simple',
        source: 'tiles',
        offline: false,
        fallbackUrl: `${t.url}/api2/map/styles/simple/offline`,
      });
      expect(body.styles[3]).toMatchObject({ id: 'classic', source: 'extract', fallbackUrl: null });
      const fallback = await json(await t.fetch('/api2/map/styles/simple/offline'));
      expect(fallback.metadata['fleetkit:source']).toBe('extract');
      expect(fallback.sources.protomaps.maxzoom).toBe(6);
    } finally {
      await t.close();
      vi.unstubAllEnvs();
    }
  });

  it('finds basemap.pmtiles in the data directory without a setting', async () => {
    const dataDir = join(folder, 'data');
    await writeTestBasemapArchive(join(folder, 'data-basemap.pmtiles'));
    const { mkdir, rename } = await import('node:fs/promises');
    await mkdir(dataDir, { recursive: true });
    await rename(join(folder, 'data-basemap.pmtiles'), join(dataDir, 'basemap.pmtiles'));
    const t = await startTestServer({ dataDir });
    try {
      const body = await json(await t.fetch('/api2/map/styles'));
      expect(body.styles[0]).toMatchObject({ source: 'extract', offline: true });
    } finally {
      await t.close();
    }
  });

  it('logs a missing extract naming the setting, starts, and falls back to the online basemap', async () => {
    const log = logLines();
    const missing = join(folder, 'nowhere.pmtiles');
    const t = await startTestServer(
      { mapPmtiles: missing, mapOnline: true, logLevel: 'error' },
      { logStream: log.stream },
    );
    try {
      const line = log.lines.find((entry) => entry.includes('Map extract'));
      expect(line).toBeDefined();
      const message = JSON.parse(line ?? '{}').msg as string;
      expect(message).toBe(
        `Map extract named by FLEETKIT_MAP_PMTILES (--map-pmtiles) cannot be used: ${missing} does not exist. Drawing the online basemap instead.`,
      );
      const body = await json(await t.fetch('/api2/map/styles'));
      expect(body.styles[0]).toMatchObject({ source: 'online' });
      const tiles = await t.fetch('/api2/map/tiles/0/0/0.mvt');
      expect(tiles.status).toBe(404);
      expect(await errorMessage(tiles)).toContain('No offline map extract is configured');
      expect((await t.fetch('/api2/map/extract.pmtiles')).status).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('logs a file that is not a vector PMTiles archive and falls back to the world basemap', async () => {
    const log = logLines();
    const notAnArchive = join(folder, 'notes.pmtiles');
    await writeFile(
      notAnArchive,
      'these are not map tiles, just some text long enough to read a header from'.repeat(3),
    );
    const t = await startTestServer(
      { mapPmtiles: notAnArchive, logLevel: 'error' },
      { logStream: log.stream },
    );
    try {
      const message = JSON.parse(log.lines.find((entry) => entry.includes('Map extract')) ?? '{}').msg;
      expect(message).toContain(`${notAnArchive} is not a PMTiles archive`);
      expect(message).toContain('Drawing the world basemap instead.');
      const body = await json(await t.fetch('/api2/map/styles'));
      expect(body.styles[0]).toMatchObject({ source: 'world' });
    } finally {
      await t.close();
    }
  });
});

describe('the test basemap archive', () => {
  it('round-trips through the pmtiles package’s reader, compressed or not', async () => {
    for (const gzip of [true, false]) {
      const built = buildTestBasemapArchive({ minZoom: 10, maxZoom: 12, gzip });
      const path = join(folder, `roundtrip-${gzip}.pmtiles`);
      await writeFile(path, built.bytes);
      const { PmtilesArchive } = await import('../../services/basemap/PmtilesArchive');
      const opened = await PmtilesArchive.open(path);
      try {
        expect(opened.summary.minZoom).toBe(10);
        expect(opened.summary.maxZoom).toBe(12);
        for (const tile of built.tiles) {
          const read = await opened.tile(tile.z, tile.x, tile.y);
          expect(read && Buffer.from(read).equals(Buffer.from(tile.data))).toBe(true);
        }
      } finally {
        await opened.close();
      }
    }
  });
});
