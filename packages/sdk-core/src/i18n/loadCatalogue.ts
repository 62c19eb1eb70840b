import { type Catalogue, ENGLISH_CATALOGUE } from './englishCatalogue';
import type { Locale } from './locales';

/** Where each language's catalogue is loaded from: its own chunk, fetched only when asked for. */
const LOADERS: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<Catalogue>>> = {
  ne: () => import('./catalogues/ne').then((module) => module.NEPALI_CATALOGUE),
};

/**
 * A language's catalogue. English is the reference read from the labels (already loaded); any other
 * language is a dynamic `import()`, so a bundle carries it in a chunk of its own, loaded only for the
 * users who speak it.
 */
export function loadCatalogue(locale: Locale): Promise<Catalogue> {
  return locale === 'en' ? Promise.resolve(ENGLISH_CATALOGUE) : LOADERS[locale]();
}
