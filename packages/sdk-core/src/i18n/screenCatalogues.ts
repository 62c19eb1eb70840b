import { NEPALI_SCREENS } from './catalogues/ne';
import type { Locale } from './locales';
import type { GroupLoaders } from './Translator';

/**
 * The loaders of a language's screens groups alone, for a bundle of widgets (a partner page's script):
 * unlike `catalogueLoaders`, it names no other part, so the bundle carries no chunk of the portal's or
 * the server's texts. English has none.
 */
export function screenCatalogueLoaders(locale: Locale): GroupLoaders {
  const loaders: Readonly<Record<Exclude<Locale, 'en'>, GroupLoaders>> = { ne: NEPALI_SCREENS };
  return locale === 'en' ? {} : loaders[locale];
}
