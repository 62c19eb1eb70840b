import { KM_PER_DEGREE } from './Gazetteer';
import type { Geocoder } from './Geocoder';
import { ADDRESS_CACHE_ENTRIES, ADDRESS_CELL_METERS, ADDRESS_LOOKUP_CONCURRENCY } from './geocodingRules';
import { LruCache } from './LruCache';

export interface AddressResolverOptions {
  /**
   * Side of a cache cell, metres: fixes in one cell share one lookup and one address.
   * @default 50
   */
  cellMeters?: number;
  /**
   * Cells whose address is kept (least recently used go first).
   * @default 10000
   */
  maxEntries?: number;
}

/** A position as the API sends it: Traccar's JSON with an optional `address`. */
export interface AddressablePosition {
  latitude: number;
  longitude: number;
  address?: string | null;
}

/**
 * Addresses of positions, computed on demand and cached by cells of about 50 m, so a vehicle parked for
 * a day, or a route sampled every few seconds, costs few lookups. Positions are stored without an
 * address; the API fills it in when it answers.
 *
 * @example
 * const addresses = new AddressResolver(geocoder);
 * await addresses.addressFor(27.6934, 85.4530); // '3.2 km NE of Bhaktapur, NP'
 * await addresses.fillAddresses(positions); // sets `address` on those without one
 */
export class AddressResolver {
  #geocoder: Geocoder;
  #cellDegrees: number;
  #cache: LruCache<string, Promise<string | null>>;

  constructor(geocoder: Geocoder, options: AddressResolverOptions = {}) {
    this.#geocoder = geocoder;
    this.#cellDegrees = (options.cellMeters ?? ADDRESS_CELL_METERS) / 1000 / KM_PER_DEGREE;
    this.#cache = new LruCache(options.maxEntries ?? ADDRESS_CACHE_ENTRIES);
  }

  /** Cells held in the cache. */
  get size(): number {
    return this.#cache.size;
  }

  /**
   * The cell of a point: rows of `cellMeters` of latitude; columns of `cellMeters` of longitude at the
   * row's latitude, so cells stay about square away from the equator.
   */
  #cell(latitude: number, longitude: number) {
    const row = Math.round(latitude / this.#cellDegrees);
    const centreLatitude = Math.max(-90, Math.min(90, row * this.#cellDegrees));
    const columnDegrees = this.#cellDegrees / Math.max(Math.cos((centreLatitude * Math.PI) / 180), 0.01);
    const column = Math.round(longitude / columnDegrees);
    const centreLongitude = Math.max(-180, Math.min(180, column * columnDegrees));
    return { key: `${row}:${column}`, latitude: centreLatitude, longitude: centreLongitude };
  }

  /**
   * The address of a point (of its cell's centre), or null when there is none. Concurrent calls for
   * one cell share one lookup; a failed lookup is not cached.
   */
  addressFor(latitude: number, longitude: number): Promise<string | null> {
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return Promise.resolve(null);
    const cell = this.#cell(latitude, longitude);
    const held = this.#cache.get(cell.key);
    if (held) return held;
    const pending = this.#geocoder.reverse(cell.latitude, cell.longitude);
    pending.catch(() => {
      if (this.#cache.has(cell.key) && this.#cache.get(cell.key) === pending) this.#cache.delete(cell.key);
    });
    this.#cache.set(cell.key, pending);
    return pending;
  }

  /**
   * Sets `address` on every position that has none (missing, null or empty), in place, and returns the
   * same array. Positions without an address anywhere near get `address: null`. At most four lookups
   * run at once.
   */
  async fillAddresses<P extends AddressablePosition>(positions: P[]): Promise<P[]> {
    const missing = positions.filter((position) => !position.address);
    let next = 0;
    const worker = async () => {
      while (next < missing.length) {
        const position = missing[next++];
        if (position) position.address = await this.addressFor(position.latitude, position.longitude);
      }
    };
    const workers = Math.min(ADDRESS_LOOKUP_CONCURRENCY, missing.length);
    await Promise.all(Array.from({ length: workers }, worker));
    return positions;
  }

  /** Empties the cache. */
  dispose(): void {
    this.#cache.clear();
  }
}
