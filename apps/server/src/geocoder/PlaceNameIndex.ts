import { foldPlaceName } from './foldPlaceName';
import type { Gazetteer } from './Gazetteer';
import { scanFuzzyPrefixMatches } from './scanFuzzyPrefixMatches';

/** How well a name matched a query; higher is better. */
export const MATCH_QUALITY = {
  /** Within the allowed edit distance of a prefix of the name. */
  fuzzy: 0,
  /** A later word of the name starts with the query ("paulo" → São Paulo). */
  word: 1,
  /** The name (or an alternate name) starts with the query. */
  prefix: 2,
  /** The name (or an alternate name) is the query. */
  exact: 3,
} as const;
export type MatchQuality = (typeof MATCH_QUALITY)[keyof typeof MATCH_QUALITY];

const KIND_NAME = 0;
const KIND_WORD = 1;

/**
 * The folded names of a gazetteer's places, sorted, for prefix and fuzzy search. Each place is listed
 * under its name, its alternate names, and the tail of each from every later word on ("los ranchos de
 * albuquerque" is also listed as "ranchos de albuquerque", "de albuquerque", "albuquerque").
 */
export class PlaceNameIndex {
  #keys: string[];
  /** `place * 2 + kind` of each key. */
  #entries: Uint32Array;

  private constructor(keys: string[], entries: Uint32Array) {
    this.#keys = keys;
    this.#entries = entries;
  }

  /** Indexes every name of a gazetteer. */
  static build(gazetteer: Gazetteer): PlaceNameIndex {
    const keys: string[] = [];
    const entries: number[] = [];
    const add = (key: string, place: number, kind: number) => {
      keys.push(key);
      entries.push(place * 2 + kind);
    };
    for (let place = 0; place < gazetteer.size; place++) {
      const alternates = gazetteer.alternateNames(place);
      // A name's tails are all different from each other and from it; only alternate names repeat.
      const seen = alternates.length > 0 ? new Set<string>() : null;
      for (let n = -1; n < alternates.length; n++) {
        const folded = foldPlaceName(n < 0 ? gazetteer.name(place) : (alternates[n] ?? ''));
        if (!folded || seen?.has(folded)) continue;
        seen?.add(folded);
        add(folded, place, KIND_NAME);
        for (let space = folded.indexOf(' '); space >= 0; space = folded.indexOf(' ', space + 1)) {
          const tail = folded.slice(space + 1);
          if (seen?.has(tail)) continue;
          seen?.add(tail);
          add(tail, place, KIND_WORD);
        }
      }
    }
    const order = Array.from(keys.keys()).sort((a, b) => {
      const keyA = keys[a] ?? '';
      const keyB = keys[b] ?? '';
      return keyA < keyB ? -1 : keyA > keyB ? 1 : a - b;
    });
    return new PlaceNameIndex(
      order.map((i) => keys[i] ?? ''),
      Uint32Array.from(order, (i) => entries[i] ?? 0),
    );
  }

  /** Number of keys (names and word tails). */
  get size(): number {
    return this.#keys.length;
  }

  /** First key position not below `key`. */
  #lowerBound(key: string): number {
    let low = 0;
    let high = this.#keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.#keys[middle] ?? '') < key) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /**
   * Calls `visit(place, quality)` for every key that starts with a folded query: exact and prefix
   * matches of names, word matches of later words. A place may be visited more than once.
   */
  forEachPrefixMatch(query: string, visit: (place: number, quality: MatchQuality) => void): void {
    if (!query) return;
    for (let i = this.#lowerBound(query); i < this.#keys.length; i++) {
      const key = this.#keys[i] ?? '';
      if (!key.startsWith(query)) break;
      const entry = this.#entries[i] ?? 0;
      const place = entry >>> 1;
      if ((entry & 1) === KIND_WORD) visit(place, MATCH_QUALITY.word);
      else visit(place, key.length === query.length ? MATCH_QUALITY.exact : MATCH_QUALITY.prefix);
    }
  }

  /**
   * Calls `visit(place)` for every key within `maxDistance` edits of a prefix of it. Only keys that
   * start with the query's first letter are read (a slip in the first letter is rare, and reading them
   * all would be slow).
   */
  forEachFuzzyMatch(query: string, maxDistance: number, visit: (place: number) => void): void {
    const first = query.charAt(0);
    if (!first) return;
    const start = this.#lowerBound(first);
    let end = start;
    while (end < this.#keys.length && (this.#keys[end] ?? '').startsWith(first)) end++;
    scanFuzzyPrefixMatches(this.#keys, start, end, query, maxDistance, (from, to) => {
      for (let i = from; i < to; i++) visit((this.#entries[i] ?? 0) >>> 1);
    });
  }
}
