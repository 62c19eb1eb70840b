/**
 * Address parts as Nominatim writes them (`addressdetails=1`): `city`, `town`, `village`, `suburb`,
 * `state`, `country`, `country_code` (lower case) and others.
 */
export type NominatimAddress = Partial<Record<string, string>>;

/**
 * One place in Nominatim's search JSON (`format=json`), the shape of `GET /api2/geocode/search`, so a
 * client may be pointed at a real Nominatim instead.
 *
 * @example
 * { place_id: 1282898, lat: '28.26689', lon: '83.96851', display_name: 'Pokhara, Nepal', class: 'place',
 *   type: 'city', importance: 0.66, boundingbox: ['28.2416', '28.2922', '83.9398', '83.9972'] }
 */
export interface NominatimPlace {
  /** Identifier within the service that answered (the GeoNames id offline). */
  place_id: number;
  /** Attribution of the data. */
  licence?: string;
  /** Latitude of the place's centre, degrees, as a string. */
  lat: string;
  /** Longitude of the place's centre, degrees, as a string. */
  lon: string;
  /** Full comma-separated name: "Pokhara, Nepal". */
  display_name: string;
  /** The place's own name. */
  name?: string;
  /** Area around the place: `[south, north, west, east]` in degrees, as strings. */
  boundingbox: [string, string, string, string];
  /** Key of the main OpenStreetMap tag (`place` for settlements). */
  class: string;
  /** Value of the main tag: `city`, `town`, `village`, `suburb`… */
  type: string;
  /** Ranking weight in [0, 1]. */
  importance: number;
  /** Which address part the place itself is (`city`, `town`…). */
  addresstype?: string;
  /** Address parts. */
  address?: NominatimAddress;
}

/** Nominatim's reverse JSON, the shape of `GET /api2/geocode/reverse`. */
export interface NominatimReversePlace {
  /** Identifier within the service that answered, when the answer is one known place. */
  place_id?: number;
  /** Attribution of the data. */
  licence?: string;
  /** Latitude, degrees, as a string. */
  lat: string;
  /** Longitude, degrees, as a string. */
  lon: string;
  /** The address to show: "3.2 km NE of Bhaktapur, NP" offline. */
  display_name: string;
  /** Address parts. */
  address?: NominatimAddress;
}

/** An area in degrees that a search prefers (or, `bounded`, keeps to). */
export interface Viewbox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Options of a forward search. */
export interface PlaceSearchOptions {
  /**
   * Most places to return; lowered to `SEARCH_MAX_LIMIT`.
   * @default 5 (`SEARCH_DEFAULT_LIMIT`)
   */
  limit?: number;
  /** Places inside this area rank ahead of equally good matches outside it. */
  viewbox?: Viewbox;
  /**
   * Return only places inside `viewbox`.
   * @default false
   */
  bounded?: boolean;
}

/**
 * Turns coordinates into an address and place names into coordinates. The server uses one per instance:
 * the offline gazetteer, or a Nominatim-compatible service that falls back to it.
 */
export interface Geocoder {
  /**
   * The address to show for a point, or null when there is none (mid-ocean, or bad coordinates).
   * @example await geocoder.reverse(27.6934, 85.4530) // '3.2 km NE of Bhaktapur, NP'
   */
  reverse(latitude: number, longitude: number): Promise<string | null>;
  /** The same lookup in Nominatim's reverse JSON, or null when there is no address. */
  reversePlace(latitude: number, longitude: number): Promise<NominatimReversePlace | null>;
  /**
   * Places matching a name, best first, in Nominatim's search JSON.
   * @example await geocoder.search('pokh', { limit: 5 }) // [{ display_name: 'Pokhara, Nepal', … }, …]
   */
  search(query: string, options?: PlaceSearchOptions): Promise<NominatimPlace[]>;
  /** Releases what the geocoder holds (pending requests, caches, the loaded gazetteer). */
  dispose(): void;
}
