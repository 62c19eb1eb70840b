import { NEPALI_PORTAL, NEPALI_SCREENS, NEPALI_SERVER } from './catalogues/ne';
import type { PartCatalogue, PartLoaders } from './englishCatalogue';
import { englishCatalogueOf } from './englishCatalogueOf';
import type { Locale } from './locales';
import { CATALOGUE_PARTS, type CataloguePart, loadPartGroups } from './parts';
import type { GroupLoaders } from './Translator';

/** Where each language's texts are loaded from, part by part and group by group. */
const LOADERS: Readonly<Record<Exclude<Locale, 'en'>, { readonly [P in CataloguePart]: PartLoaders<P> }>> = {
  ne: { screens: NEPALI_SCREENS, portal: NEPALI_PORTAL, server: NEPALI_SERVER },
};

/**
 * The loaders of a language's groups in some parts (every part by default), for a translator that
 * loads each group when a screen first shows it. English has none: its texts are the label groups.
 * @example new Translator({ locale: 'ne', loaders: catalogueLoaders('ne') })
 */
export function catalogueLoaders(
  locale: Locale,
  parts: readonly CataloguePart[] = CATALOGUE_PARTS,
): GroupLoaders {
  if (locale === 'en') return {};
  return Object.assign({}, ...parts.map((part) => LOADERS[locale][part]));
}

/**
 * One part of a language's catalogue (the screens' by default), every group of it loaded: for tools
 * and checks that read a whole part. English is read from the part's label groups.
 */
export async function loadCatalogue<P extends CataloguePart = 'screens'>(
  locale: Locale,
  part: P = 'screens' as P,
): Promise<PartCatalogue<P>> {
  if (locale === 'en') return englishCatalogueOf(await loadPartGroups(part)) as PartCatalogue<P>;
  const loaders = Object.values(LOADERS[locale][part]) as GroupLoaders[string][];
  const groups = await Promise.all(loaders.map((load) => load?.()));
  return Object.assign({}, ...groups.map((group) => group?.CATALOGUE)) as PartCatalogue<P>;
}
