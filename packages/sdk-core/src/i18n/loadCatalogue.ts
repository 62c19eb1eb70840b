import type { PartCatalogue } from './englishCatalogue';
import { englishCatalogueOf } from './englishCatalogueOf';
import type { Locale } from './locales';
import { type CataloguePart, loadPartGroups } from './parts';

type Loaders = { readonly [P in CataloguePart]: () => Promise<PartCatalogue<P>> };

/** Where each language's screens part is loaded from (apart, so a bundle of widgets alone holds no other part). */
const SCREEN_LOADERS: Readonly<Record<Exclude<Locale, 'en'>, Loaders['screens']>> = {
  ne: () => import('./catalogues/ne').then((module) => module.NEPALI_CATALOGUE),
};

/** Where each language's parts are loaded from: chunks of their own, fetched only when asked for. */
const LOADERS: Readonly<Record<Exclude<Locale, 'en'>, Loaders>> = {
  ne: {
    screens: SCREEN_LOADERS.ne,
    portal: () => import('./catalogues/ne-portal').then((module) => module.NEPALI_PORTAL_CATALOGUE),
    server: () => import('./catalogues/ne-server').then((module) => module.NEPALI_SERVER_CATALOGUE),
  },
};

/**
 * One part of a language's catalogue (the screens' by default). English is the reference, read from
 * the part's label groups; any other language is a dynamic `import()` per part, so a bundle carries
 * each in a chunk of its own, loaded only for the users who speak it and the screens that show it.
 */
export async function loadCatalogue<P extends CataloguePart = 'screens'>(
  locale: Locale,
  part: P = 'screens' as P,
): Promise<PartCatalogue<P>> {
  if (locale === 'en') return englishCatalogueOf(await loadPartGroups(part)) as PartCatalogue<P>;
  return LOADERS[locale][part]() as Promise<PartCatalogue<P>>;
}

/**
 * The screens' part of a language's catalogue, for a bundle of widgets alone (a partner page's script):
 * unlike {@link loadCatalogue}, it names no other part, so a bundler that inlines dynamic imports
 * carries the screens' texts only. English is the label groups themselves: an empty catalogue.
 */
export function loadScreenCatalogue(
  locale: Locale,
): Promise<PartCatalogue<'screens'> | Record<string, never>> {
  return locale === 'en' ? Promise.resolve({}) : SCREEN_LOADERS[locale]();
}
