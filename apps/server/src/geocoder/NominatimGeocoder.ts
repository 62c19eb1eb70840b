import * as z from 'zod';
import type {
  Geocoder,
  NominatimAddress,
  NominatimPlace,
  NominatimReversePlace,
  PlaceSearchOptions,
} from './Geocoder';
import {
  NOMINATIM_CACHE_ENTRIES,
  NOMINATIM_TIMEOUT_MS,
  NOMINATIM_USER_AGENT,
  SEARCH_DEFAULT_LIMIT,
  SEARCH_MAX_LIMIT,
} from './geocodingRules';
import { LruCache } from './LruCache';

export interface NominatimGeocoderOptions {
  /** Base URL of a Nominatim-compatible service: `https://nominatim.example.com` or `http://host/nominatim/`. */
  baseUrl: string;
  /**
   * Answers every call the service fails (network error, timeout, non-2xx status, unreadable JSON).
   * It belongs to this geocoder from then on: `dispose()` disposes it too.
   */
  fallback: Geocoder;
  /**
   * Sent as User-Agent (Nominatim's usage policy asks every application to identify itself).
   * @default 'Fleetkit server (geocoding)'
   */
  userAgent?: string;
  /**
   * A call is abandoned after this long (ms) and answered by the fallback.
   * @default 5000
   */
  timeoutMs?: number;
  /**
   * Answers kept in memory, for reverse lookups and searches each.
   * @default 1000
   */
  cacheEntries?: number;
  /** Told of every failed call before the fallback answers it (the server logs it). */
  onError?: (error: unknown, call: 'reverse' | 'search') => void;
}

const coordinate = z.union([z.string(), z.number()]).transform(String);
const address = z.record(z.string(), z.unknown()).transform((parts) => {
  const strings: NominatimAddress = {};
  for (const [part, value] of Object.entries(parts)) if (typeof value === 'string') strings[part] = value;
  return strings;
});
/** One place as Nominatim sends it, in `format=json` (`class`) or `format=jsonv2` (`category`). */
const wirePlace = z
  .object({
    place_id: z.union([z.number(), z.string()]).optional(),
    licence: z.string().optional(),
    lat: coordinate,
    lon: coordinate,
    display_name: z.string(),
    name: z.string().nullish(),
    boundingbox: z.array(coordinate).length(4).optional(),
    class: z.string().optional(),
    category: z.string().optional(),
    type: z.string().optional(),
    importance: z.number().nullish(),
    addresstype: z.string().optional(),
    address: address.optional(),
  })
  .loose();
type WirePlace = z.infer<typeof wirePlace>;
/** Nominatim answers a reverse lookup with nothing there as `{ "error": "Unable to geocode" }`. */
const wireReverse = z.union([z.object({ error: z.unknown() }), wirePlace]);
const wireSearch = z.array(wirePlace);

function placeId(place: WirePlace): number {
  const id = Number(place.place_id);
  return Number.isFinite(id) ? id : 0;
}

/** A place in the shape this server answers with (Nominatim's `format=json`), whichever format came. */
function toPlace(place: WirePlace): NominatimPlace {
  const [south = place.lat, north = place.lat, west = place.lon, east = place.lon] = place.boundingbox ?? [];
  return {
    place_id: placeId(place),
    ...(place.licence ? { licence: place.licence } : {}),
    lat: place.lat,
    lon: place.lon,
    display_name: place.display_name,
    ...(place.name ? { name: place.name } : {}),
    boundingbox: [south, north, west, east],
    class: place.class ?? place.category ?? 'place',
    type: place.type ?? 'yes',
    importance: place.importance ?? 0,
    ...(place.addresstype ? { addresstype: place.addresstype } : {}),
    ...(place.address ? { address: place.address } : {}),
  };
}

/**
 * Geocoding through a Nominatim-compatible service (`/reverse` and `/search` with `format=jsonv2`),
 * with an in-memory cache of answers. Any failure is answered by the fallback geocoder (the offline
 * gazetteer) and not cached, so the service is asked again next time.
 *
 * @example
 * const geocoder = new NominatimGeocoder({ baseUrl: 'https://nominatim.example.com', fallback: new OfflineGeocoder() });
 */
export class NominatimGeocoder implements Geocoder {
  #base: URL;
  #fallback: Geocoder;
  #userAgent: string;
  #timeoutMs: number;
  #onError: NominatimGeocoderOptions['onError'];
  #reverseCache: LruCache<string, Promise<NominatimReversePlace | null>>;
  #searchCache: LruCache<string, Promise<NominatimPlace[]>>;
  #stopped = new AbortController();

  constructor(options: NominatimGeocoderOptions) {
    this.#base = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
    this.#fallback = options.fallback;
    this.#userAgent = options.userAgent ?? NOMINATIM_USER_AGENT;
    this.#timeoutMs = options.timeoutMs ?? NOMINATIM_TIMEOUT_MS;
    this.#onError = options.onError;
    const entries = options.cacheEntries ?? NOMINATIM_CACHE_ENTRIES;
    this.#reverseCache = new LruCache(entries);
    this.#searchCache = new LruCache(entries);
  }

  async reverse(latitude: number, longitude: number): Promise<string | null> {
    return (await this.reversePlace(latitude, longitude))?.display_name ?? null;
  }

  reversePlace(latitude: number, longitude: number): Promise<NominatimReversePlace | null> {
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return Promise.resolve(null);
    return this.#cached(
      this.#reverseCache,
      `${latitude},${longitude}`,
      async () => {
        const body = wireReverse.parse(
          await this.#get('reverse', { lat: String(latitude), lon: String(longitude) }),
        );
        if ('error' in body) return null;
        const { place_id, licence, lat, lon, display_name, address } = body;
        return {
          ...(place_id === undefined ? {} : { place_id: placeId(body) }),
          ...(licence ? { licence } : {}),
          lat,
          lon,
          display_name,
          ...(address ? { address } : {}),
        };
      },
      () => this.#fallback.reversePlace(latitude, longitude),
      'reverse',
      null,
    );
  }

  search(query: string, options: PlaceSearchOptions = {}): Promise<NominatimPlace[]> {
    const limit = Math.min(SEARCH_MAX_LIMIT, Math.max(0, Math.floor(options.limit ?? SEARCH_DEFAULT_LIMIT)));
    const q = query.trim();
    if (!q || limit === 0) return Promise.resolve([]);
    const params: Record<string, string> = { q, limit: String(limit), addressdetails: '1' };
    const box = options.viewbox;
    if (box) params.viewbox = [box.west, box.north, box.east, box.south].join(',');
    if (box && options.bounded) params.bounded = '1';
    return this.#cached(
      this.#searchCache,
      new URLSearchParams(params).toString(),
      async () =>
        wireSearch
          .parse(await this.#get('search', params))
          .slice(0, limit)
          .map(toPlace),
      () => this.#fallback.search(q, options),
      'search',
      [],
    );
  }

  /** Stops pending calls (they answer null or no places), empties the caches, disposes the fallback. */
  dispose(): void {
    this.#stopped.abort();
    this.#reverseCache.clear();
    this.#searchCache.clear();
    this.#fallback.dispose();
  }

  /** One cached call: a failure is reported, answered by the fallback and dropped from the cache. */
  #cached<T>(
    cache: LruCache<string, Promise<T>>,
    key: string,
    ask: () => Promise<T>,
    fallback: () => Promise<T>,
    call: 'reverse' | 'search',
    whenStopped: T,
  ): Promise<T> {
    if (this.#stopped.signal.aborted) return Promise.resolve(whenStopped);
    const held = cache.get(key);
    if (held) return held;
    const pending: Promise<T> = ask().catch((error: unknown) => {
      if (cache.has(key) && cache.get(key) === pending) cache.delete(key);
      if (this.#stopped.signal.aborted) return whenStopped;
      this.#onError?.(error, call);
      return fallback();
    });
    cache.set(key, pending);
    return pending;
  }

  /** GETs `path` with `format=jsonv2`; a non-2xx status or a timeout is an error. */
  async #get(path: 'reverse' | 'search', params: Record<string, string>): Promise<unknown> {
    const url = new URL(path, this.#base);
    url.searchParams.set('format', 'jsonv2');
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    const response = await fetch(url, {
      headers: { 'User-Agent': this.#userAgent, Accept: 'application/json' },
      signal: AbortSignal.any([this.#stopped.signal, AbortSignal.timeout(this.#timeoutMs)]),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`Geocoding service answered ${response.status} to ${path}`);
    }
    return response.json();
  }
}
