import { writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { geoJSONToTile } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import { zxyToTileId } from 'pmtiles';

/** One tile of an archive: its address and its (uncompressed) bytes. */
export interface ArchiveTile {
  z: number;
  x: number;
  y: number;
  data: Uint8Array;
}

/** Options of {@link writePmtiles}. */
export interface PmtilesWriteOptions {
  /** Compress directories, metadata and tiles with gzip (as Protomaps builds do). @default true */
  gzip?: boolean;
  /** West, south, east, north. */
  bounds: [number, number, number, number];
  center: [number, number, number];
  metadata?: Record<string, unknown>;
}

const HEADER_BYTES = 127;

function pushVarint(out: number[], value: number): void {
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  out.push(rest);
}

/** A PMTiles v3 directory: entry count, then tile-id deltas, run lengths, lengths and offsets as varints. */
function serializeDirectory(entries: { tileId: number; offset: number; length: number }[]): Uint8Array {
  const out: number[] = [];
  pushVarint(out, entries.length);
  let lastId = 0;
  for (const entry of entries) {
    pushVarint(out, entry.tileId - lastId);
    lastId = entry.tileId;
  }
  for (const _ of entries) pushVarint(out, 1);
  for (const entry of entries) pushVarint(out, entry.length);
  entries.forEach((entry, index) => {
    const previous = entries[index - 1];
    const contiguous = previous !== undefined && entry.offset === previous.offset + previous.length;
    pushVarint(out, contiguous ? 0 : entry.offset + 1);
  });
  return Uint8Array.from(out);
}

/**
 * Writes a PMTiles v3 archive of vector tiles (the format's specification: a 127-byte header, a root
 * directory of varint-encoded entries, JSON metadata, then the tile data in tile-id order). Every tile
 * goes in the root directory, so this is for small archives such as the tests' (up to a few thousand
 * tiles); real extracts come from the `pmtiles` command-line tool.
 */
export function writePmtiles(tiles: readonly ArchiveTile[], options: PmtilesWriteOptions): Uint8Array {
  const gzip = options.gzip ?? true;
  const pack = (bytes: Uint8Array) => (gzip ? new Uint8Array(gzipSync(bytes)) : bytes);
  const sorted = tiles
    .map((tile) => ({ ...tile, tileId: zxyToTileId(tile.z, tile.x, tile.y), bytes: pack(tile.data) }))
    .sort((a, b) => a.tileId - b.tileId);
  const entries: { tileId: number; offset: number; length: number }[] = [];
  let offset = 0;
  for (const tile of sorted) {
    entries.push({ tileId: tile.tileId, offset, length: tile.bytes.length });
    offset += tile.bytes.length;
  }
  const root = pack(serializeDirectory(entries));
  const metadata = pack(new TextEncoder().encode(JSON.stringify(options.metadata ?? {})));
  const tileDataLength = offset;
  const rootOffset = HEADER_BYTES;
  const metadataOffset = rootOffset + root.length;
  const tileDataOffset = metadataOffset + metadata.length;
  if (rootOffset + root.length > 16_384) throw new Error('Too many tiles for a root-only archive');

  const header = new DataView(new ArrayBuffer(HEADER_BYTES));
  for (const [index, byte] of new TextEncoder().encode('PMTiles').entries()) header.setUint8(index, byte);
  header.setUint8(7, 3);
  const u64 = (at: number, value: number) => header.setBigUint64(at, BigInt(value), true);
  u64(8, rootOffset);
  u64(16, root.length);
  u64(24, metadataOffset);
  u64(32, metadata.length);
  u64(40, tileDataOffset); // no leaf directories
  u64(48, 0);
  u64(56, tileDataOffset);
  u64(64, tileDataLength);
  u64(72, sorted.length); // addressed tiles
  u64(80, sorted.length); // tile entries
  u64(88, sorted.length); // tile contents
  header.setUint8(96, 1); // clustered
  header.setUint8(97, gzip ? 2 : 1); // internal compression
  header.setUint8(98, gzip ? 2 : 1); // tile compression
  header.setUint8(99, 1); // MVT
  const zooms = sorted.map((tile) => tile.z);
  header.setUint8(100, Math.min(...zooms));
  header.setUint8(101, Math.max(...zooms));
  const e7 = (degrees: number) => Math.round(degrees * 1e7);
  const [west, south, east, north] = options.bounds;
  header.setInt32(102, e7(west), true);
  header.setInt32(106, e7(south), true);
  header.setInt32(110, e7(east), true);
  header.setInt32(114, e7(north), true);
  const [centerLon, centerLat, centerZoom] = options.center;
  header.setUint8(118, centerZoom);
  header.setInt32(119, e7(centerLon), true);
  header.setInt32(123, e7(centerLat), true);

  const archive = new Uint8Array(tileDataOffset + tileDataLength);
  archive.set(new Uint8Array(header.buffer), 0);
  archive.set(root, rootOffset);
  archive.set(metadata, metadataOffset);
  let at = tileDataOffset;
  for (const tile of sorted) {
    archive.set(tile.bytes, at);
    at += tile.bytes.length;
  }
  return archive;
}

/** Names of the features the test basemap draws, for tests that look for them on a rendered map. */
export const TEST_BASEMAP_NAMES = {
  majorRoad: 'Test Major Road',
  minorRoad: 'Test Minor Street',
  town: 'Testpur',
} as const;

/** Options of {@link buildTestBasemapArchive}. */
export interface TestBasemapOptions {
  /** Longitude and latitude of the centre of the test town. @default Kathmandu [85.324, 27.7172] */
  center?: [number, number];
  /** Zooms that get the tile holding the centre and its 8 neighbours. @default 0-15 */
  minZoom?: number;
  maxZoom?: number;
  gzip?: boolean;
}

/** A generated archive, the tiles in it (uncompressed) and where it is. */
export interface TestBasemapArchive {
  bytes: Uint8Array;
  tiles: ArchiveTile[];
  center: [number, number];
  bounds: [number, number, number, number];
  /** The tile holding the test town's centre at a zoom (its roads, buildings and label). */
  centerTile(z: number): ArchiveTile;
}

type Feature = { type: 'Feature'; properties: Record<string, string | number>; geometry: unknown };

function tileOf(lon: number, lat: number, z: number): [number, number] {
  const n = 2 ** z;
  const x = Math.floor(((lon + 180) / 360) * n);
  const rad = (lat * Math.PI) / 180;
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  return [Math.min(n - 1, Math.max(0, x)), Math.min(n - 1, Math.max(0, y))];
}

/** The test town's features by Protomaps basemap layer (earth, water, roads, buildings, places). */
function testTownLayers([lon, lat]: [number, number]): Record<string, Feature[]> {
  const box = (w: number, s: number, e: number, n: number) => ({
    type: 'Polygon',
    coordinates: [
      [
        [w, s],
        [e, s],
        [e, n],
        [w, n],
        [w, s],
      ],
    ],
  });
  const line = (coordinates: [number, number][]) => ({ type: 'LineString', coordinates });
  const buildings: Feature[] = [];
  for (let i = -3; i <= 3; i++) {
    for (const side of [-1, 1]) {
      const x = lon + i * 0.0015;
      const y = lat + side * 0.0008;
      buildings.push({
        type: 'Feature',
        properties: { kind: 'building', height: 10 },
        geometry: box(x - 0.0004, y - 0.0003, x + 0.0004, y + 0.0003),
      });
    }
  }
  return {
    earth: [
      {
        type: 'Feature',
        properties: { kind: 'earth' },
        geometry: box(lon - 0.6, lat - 0.6, lon + 0.6, lat + 0.6),
      },
    ],
    water: [
      {
        type: 'Feature',
        properties: { kind: 'water', kind_detail: 'lake', name: 'Test Lake' },
        geometry: box(lon + 0.02, lat + 0.01, lon + 0.04, lat + 0.02),
      },
    ],
    roads: [
      {
        type: 'Feature',
        properties: {
          kind: 'major_road',
          kind_detail: 'primary',
          name: TEST_BASEMAP_NAMES.majorRoad,
          'name:en': TEST_BASEMAP_NAMES.majorRoad,
          min_zoom: 7,
        },
        geometry: line([
          [lon - 0.05, lat],
          [lon + 0.05, lat],
        ]),
      },
      {
        type: 'Feature',
        properties: {
          kind: 'minor_road',
          kind_detail: 'residential',
          name: TEST_BASEMAP_NAMES.minorRoad,
          'name:en': TEST_BASEMAP_NAMES.minorRoad,
          min_zoom: 12,
        },
        geometry: line([
          [lon, lat - 0.02],
          [lon, lat + 0.02],
        ]),
      },
    ],
    buildings,
    places: [
      {
        type: 'Feature',
        properties: {
          kind: 'locality',
          name: TEST_BASEMAP_NAMES.town,
          'name:en': TEST_BASEMAP_NAMES.town,
          min_zoom: 4,
          population_rank: 10,
        },
        geometry: { type: 'Point', coordinates: [lon, lat + 0.003] },
      },
    ],
  };
}

/**
 * Builds a small PMTiles v3 archive in the Protomaps basemap schema: at each zoom, the tile holding a
 * test town and its neighbours, with earth, a lake, a major and a minor road, buildings and the
 * town's label. Made by the test suite, so tests need no download.
 */
export function buildTestBasemapArchive(options: TestBasemapOptions = {}): TestBasemapArchive {
  const center = options.center ?? [85.324, 27.7172];
  const minZoom = options.minZoom ?? 0;
  const maxZoom = options.maxZoom ?? 15;
  const layers = testTownLayers(center);
  const tiles: ArchiveTile[] = [];
  for (let z = minZoom; z <= maxZoom; z++) {
    const [cx, cy] = tileOf(center[0], center[1], z);
    const n = 2 ** z;
    const seen = new Set<string>();
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        const x = cx + dx;
        const y = cy + dy;
        if (x < 0 || y < 0 || x >= n || y >= n || seen.has(`${x}/${y}`)) continue;
        seen.add(`${x}/${y}`);
        const vtLayers: Record<string, NonNullable<ReturnType<typeof geoJSONToTile>>> = {};
        for (const [name, features] of Object.entries(layers)) {
          const tile = geoJSONToTile(
            { type: 'FeatureCollection', features } as GeoJSON.FeatureCollection,
            z,
            x,
            y,
            {
              extent: 4096,
              buffer: 64,
              tolerance: 1,
              maxZoom: 24,
              clip: true,
            },
          );
          if (tile && tile.features.length > 0) vtLayers[name] = tile;
        }
        if (Object.keys(vtLayers).length === 0) continue;
        tiles.push({ z, x, y, data: fromGeojsonVt(vtLayers, { version: 2, extent: 4096 }) });
      }
    }
  }
  const e7 = (degrees: number) => Math.round(degrees * 1e7) / 1e7;
  const bounds: [number, number, number, number] = [
    e7(center[0] - 0.6),
    e7(center[1] - 0.6),
    e7(center[0] + 0.6),
    e7(center[1] + 0.6),
  ];
  const bytes = writePmtiles(tiles, {
    gzip: options.gzip ?? true,
    bounds,
    center: [center[0], center[1], Math.min(maxZoom, 12)],
    metadata: {
      name: 'Fleetkit test basemap',
      attribution: '© Test Basemap Contributors',
      vector_layers: Object.keys(layers).map((id) => ({ id, fields: {} })),
    },
  });
  const centerTile = (z: number) => {
    const [x, y] = tileOf(center[0], center[1], z);
    const found = tiles.find((tile) => tile.z === z && tile.x === x && tile.y === y);
    if (!found) throw new Error(`The test basemap has no tile at zoom ${z}`);
    return found;
  };
  return { bytes, tiles, center, bounds, centerTile };
}

/** Builds the test basemap archive and writes it to `path`. */
export async function writeTestBasemapArchive(
  path: string,
  options: TestBasemapOptions = {},
): Promise<TestBasemapArchive> {
  const archive = buildTestBasemapArchive(options);
  await writeFile(path, archive.bytes);
  return archive;
}
