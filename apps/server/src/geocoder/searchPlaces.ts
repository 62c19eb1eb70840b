import { foldPlaceName } from './foldPlaceName';
import type { Gazetteer } from './Gazetteer';
import type { Viewbox } from './Geocoder';
import { FUZZY_MIN_QUERY_LENGTH, FUZZY_TWO_EDITS_QUERY_LENGTH } from './geocodingRules';
import { MATCH_QUALITY, type MatchQuality, type PlaceNameIndex } from './PlaceNameIndex';

/** A gazetteer ready to search. */
export interface SearchableGazetteer {
  gazetteer: Gazetteer;
  names: PlaceNameIndex;
  /** Folded country names and codes to codes (`countryCodesByName`). */
  countries: ReadonlyMap<string, string>;
}

/** A resolved search: the limit already clamped. */
export interface PlaceQuery {
  query: string;
  limit: number;
  viewbox?: Viewbox;
  bounded?: boolean;
}

interface Ranked {
  place: number;
  quality: MatchQuality;
  inView: boolean;
  population: number;
}

/** Better first: match quality, then inside the viewbox, then population, then gazetteer order. */
function compareRanked(a: Ranked, b: Ranked): number {
  return (
    b.quality - a.quality ||
    Number(b.inView) - Number(a.inView) ||
    b.population - a.population ||
    a.place - b.place
  );
}

function insideViewbox(gazetteer: Gazetteer, place: number, box: Viewbox): boolean {
  const latitude = gazetteer.latitude(place);
  const longitude = gazetteer.longitude(place);
  return latitude >= box.south && latitude <= box.north && longitude >= box.west && longitude <= box.east;
}

/**
 * Places whose name or alternate name matches a query, best first (indexes into the gazetteer).
 * Matching ignores case, accents and punctuation. Ranking: match quality (exact name, then name
 * prefix, then a later word of the name, then a fuzzy match allowing one edit, two from 9 letters),
 * then inside the viewbox before outside, then population. Fuzzy matches are only sought while the
 * others are fewer than the limit. Text after a comma that names a country ("London, United Kingdom",
 * "London, GB") keeps the results to that country.
 */
export function searchPlaces(searchable: SearchableGazetteer, search: PlaceQuery): number[] {
  const { gazetteer, names, countries } = searchable;
  const [namePart = '', ...qualifiers] = search.query.split(',');
  const key = foldPlaceName(namePart);
  if (!key || search.limit <= 0) return [];
  const country = countries.get(foldPlaceName(qualifiers.join(' ')));
  const box = search.viewbox;
  const accepts = (place: number) =>
    (country === undefined || gazetteer.countryCode(place) === country) &&
    (!search.bounded || !box || insideViewbox(gazetteer, place, box));

  const quality = new Map<number, MatchQuality>();
  const consider = (place: number, matched: MatchQuality) => {
    if ((quality.get(place) ?? -1) >= matched || !accepts(place)) return;
    quality.set(place, matched);
  };
  names.forEachPrefixMatch(key, consider);
  if (quality.size < search.limit && key.length >= FUZZY_MIN_QUERY_LENGTH) {
    const edits = key.length >= FUZZY_TWO_EDITS_QUERY_LENGTH ? 2 : 1;
    names.forEachFuzzyMatch(key, edits, (place) => consider(place, MATCH_QUALITY.fuzzy));
  }

  // Only the best `limit` are kept, in order: a one-letter query matches thousands of places.
  const best: Ranked[] = [];
  for (const [place, matched] of quality) {
    const candidate: Ranked = {
      place,
      quality: matched,
      inView: box ? insideViewbox(gazetteer, place, box) : false,
      population: gazetteer.population(place),
    };
    const last = best[best.length - 1];
    if (best.length === search.limit && last && compareRanked(candidate, last) >= 0) continue;
    let slot = best.length;
    best.push(candidate);
    for (let previous = best[slot - 1]; previous && compareRanked(candidate, previous) < 0; ) {
      best[slot] = previous;
      slot--;
      previous = best[slot - 1];
    }
    best[slot] = candidate;
    if (best.length > search.limit) best.pop();
  }
  return best.map((r) => r.place);
}
