import type { Digits, Locale, Translator } from '@fleetkit/sdk-core/i18n';

/** The file of the script-tag bundle's languages, beside `fleetkit.js` (built from `language.ts`). */
const LANGUAGE_FILE = './fleetkit-language.js';

/**
 * The script-tag bundle's `loadLanguage`: the translator and its catalogues come from one file of
 * their own beside the bundle, fetched only when an element's `lang` is not English. The bundler
 * never sees that file (its URL is built at run time), so English embeds carry none of it.
 */
export function loadLanguage(locale: Locale, digits: Digits): Promise<Translator> {
  const url = new URL(LANGUAGE_FILE, import.meta.url).href;
  return (import(/* @vite-ignore */ url) as Promise<typeof import('./language')>).then(({ loadTranslator }) =>
    loadTranslator(locale, { digits }),
  );
}
