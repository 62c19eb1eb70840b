import { catalogueLoaders } from './loadCatalogue';
import type { Locale } from './locales';
import type { CataloguePart } from './parts';
import { Translator, type TranslatorOptions } from './Translator';

/** Options of {@link loadTranslator}. */
export interface LoadTranslatorOptions extends Omit<TranslatorOptions, 'locale' | 'catalogue' | 'loaders'> {
  /**
   * The parts whose every group is loaded before the translator is given: the screens' for a page of
   * widgets, the server's for what it writes. Any other group loads when asked for
   * ({@link Translator.load}); `[]` loads nothing up front (the portal loads each page's groups as it
   * shows them).
   * @default ['screens']
   */
  parts?: readonly CataloguePart[];
}

/**
 * A translator for `locale` that loads its groups from the language's chunks, with the groups of
 * `parts` loaded (the one await a screen needs before it speaks).
 * @example const translator = await loadTranslator(negotiateLocale(navigator.languages), { digits: 'deva' });
 * @example const server = await loadTranslator('ne', { parts: ['server'] });
 */
export async function loadTranslator(
  locale: Locale,
  { parts = ['screens'], ...options }: LoadTranslatorOptions = {},
): Promise<Translator> {
  const translator = new Translator({ ...options, locale, loaders: catalogueLoaders(locale) });
  await translator.load(...Object.keys(catalogueLoaders(locale, parts)));
  return translator;
}
