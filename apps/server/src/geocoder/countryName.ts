import { foldPlaceName } from './foldPlaceName';

const displayNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/**
 * The English name of a country from its ISO 3166-1 alpha-2 code, or the code itself when unknown.
 * @example countryName('NP') // 'Nepal'
 */
export function countryName(code: string): string {
  try {
    return displayNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/**
 * Folded country names and codes ("nepal", "np") to the code, for the countries listed: what a
 * search's qualifier after a comma ("London, United Kingdom", "pokhara, np") is matched against.
 */
export function countryCodesByName(codes: Iterable<string>): Map<string, string> {
  const byName = new Map<string, string>();
  for (const code of codes) {
    if (!code) continue;
    byName.set(foldPlaceName(code), code);
    byName.set(foldPlaceName(countryName(code)), code);
  }
  return byName;
}
