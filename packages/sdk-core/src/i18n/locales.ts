/** The languages the product speaks, English first: it is the reference every catalogue follows. */
export const LOCALES = ['en', 'ne'] as const;

/** A language the product speaks: `'en'` English, `'ne'` Nepali (नेपाली). */
export type Locale = (typeof LOCALES)[number];

/** The language used when none of the user's is spoken, and for a text a catalogue lacks. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in itself, for a language picker. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', ne: 'नेपाली' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The product's language for a user's list of preferred languages, best first (the browser's
 * `navigator.languages`, an `Accept-Language` header's tags, or a stored `attributes.language`):
 * the first tag whose language subtag the product speaks (`ne-NP` → `'ne'`, `en-GB` → `'en'`),
 * else English.
 * @example negotiateLocale(['hi-IN', 'ne-NP', 'en']) // 'ne'
 */
export function negotiateLocale(preferred: readonly string[] | string | null | undefined): Locale {
  const tags = typeof preferred === 'string' ? [preferred] : (preferred ?? []);
  for (const tag of tags) {
    const language = tag.trim().split(/[-_]/)[0]?.toLowerCase();
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}
