import type { Digits, Locale, Translator } from '@fleetkit/sdk-core/i18n';

/**
 * Loads the translator of a language other than English: `@fleetkit/sdk-core/i18n`, a chunk of its own
 * in the page's bundle, with each text group a chunk fetched when an element asks for it. The script-tag bundle is built with
 * `loadLanguage.embed.ts` in its place, so an English embed carries none of it.
 */
export function loadLanguage(locale: Locale, digits: Digits): Promise<Translator> {
  return import('@fleetkit/sdk-core/i18n').then(({ loadTranslator }) =>
    loadTranslator(locale, { digits, parts: [] }),
  );
}
