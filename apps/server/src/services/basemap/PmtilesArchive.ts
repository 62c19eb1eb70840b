import { type FileHandle, open } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { Compression, type Header, PMTiles, type RangeResponse, type Source, TileType } from 'pmtiles';

const gunzipAsync = promisify(gunzip);

/** The credit a Protomaps basemap build asks for, used when an archive's metadata names none. */
export const PROTOMAPS_ATTRIBUTION = '© OpenStreetMap contributors, Protomaps';

/** A PMTiles archive read from a local file: the `Source` the `pmtiles` reader asks bytes of. */
class FileHandleSource implements Source {
  readonly #handle: FileHandle;
  readonly #key: string;

  constructor(handle: FileHandle, key: string) {
    this.#handle = handle;
    this.#key = key;
  }

  getKey(): string {
    return this.#key;
  }

  async getBytes(offset: number, length: number): Promise<RangeResponse> {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await this.#handle.read(buffer, 0, length, offset);
    const bytes = buffer.subarray(0, bytesRead);
    return { data: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer };
  }
}

async function decompress(data: ArrayBuffer, compression: Compression): Promise<ArrayBuffer> {
  if (compression === Compression.None || compression === Compression.Unknown) return data;
  if (compression === Compression.Gzip) {
    const out = await gunzipAsync(new Uint8Array(data));
    return out.buffer.slice(out.byteOffset, out.byteOffset + out.byteLength) as ArrayBuffer;
  }
  throw new Error(`compression ${Compression[compression]} is not supported (gzip or none)`);
}

/** What the styles need to know of an archive. */
export interface PmtilesSummary {
  minZoom: number;
  maxZoom: number;
  /** West, south, east, north. */
  bounds: [number, number, number, number];
  attribution: string;
}

/**
 * A vector-tile extract (PMTiles v3 of Mapbox Vector Tiles, the Protomaps basemap schema) opened from
 * a file the configuration names. Tiles are read with the `pmtiles` package's reader; the file handle
 * stays open until {@link close}.
 */
export class PmtilesArchive {
  readonly path: string;
  readonly size: number;
  readonly summary: PmtilesSummary;
  readonly #reader: PMTiles;
  readonly #handle: FileHandle;

  private constructor(
    path: string,
    size: number,
    summary: PmtilesSummary,
    reader: PMTiles,
    handle: FileHandle,
  ) {
    this.path = path;
    this.size = size;
    this.summary = summary;
    this.#reader = reader;
    this.#handle = handle;
  }

  /**
   * Opens and checks an archive.
   * @throws Error saying what is wrong: missing file, not PMTiles v3, not vector tiles
   */
  static async open(path: string): Promise<PmtilesArchive> {
    const handle = await open(path, 'r').catch((error: NodeJS.ErrnoException) => {
      throw new Error(
        error.code === 'ENOENT' ? `${path} does not exist` : `${path} cannot be read (${error.code})`,
      );
    });
    try {
      const { size } = await handle.stat();
      const reader = new PMTiles(new FileHandleSource(handle, path), undefined, decompress);
      let header: Header;
      try {
        header = await reader.getHeader();
      } catch (error) {
        throw new Error(`${path} is not a PMTiles archive (${(error as Error).message})`);
      }
      if (header.specVersion !== 3) {
        throw new Error(`${path} is PMTiles version ${header.specVersion}; version 3 is needed`);
      }
      if (header.tileType !== TileType.Mvt) {
        throw new Error(
          `${path} holds ${TileType[header.tileType] ?? 'unknown'} tiles; a vector-tile (MVT) basemap is needed`,
        );
      }
      const metadata = (await reader.getMetadata().catch(() => ({}))) as { attribution?: unknown };
      const summary: PmtilesSummary = {
        minZoom: header.minZoom,
        maxZoom: header.maxZoom,
        bounds: [header.minLon, header.minLat, header.maxLon, header.maxLat].map(
          (degrees) => Math.round(degrees * 1e7) / 1e7,
        ) as PmtilesSummary['bounds'],
        attribution:
          typeof metadata?.attribution === 'string' && metadata.attribution.trim()
            ? metadata.attribution
            : PROTOMAPS_ATTRIBUTION,
      };
      return new PmtilesArchive(path, size, summary, reader, handle);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  /** The uncompressed MVT bytes of one tile, or null when the archive has none there. */
  async tile(z: number, x: number, y: number): Promise<Uint8Array | null> {
    if (z < this.summary.minZoom || z > this.summary.maxZoom) return null;
    const found = await this.#reader.getZxy(z, x, y);
    return found ? new Uint8Array(found.data) : null;
  }

  async close(): Promise<void> {
    await this.#handle.close();
  }
}
