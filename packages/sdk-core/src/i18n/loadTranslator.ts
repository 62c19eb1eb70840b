import { loadCatalogue } from './loadCatalogue';
import type { Locale } from './locales';
import { type CataloguePart, loadPartGroups } from './parts';
import { Translator, type TranslatorOptions } from './Translator';

/** Options of {@link loadTranslator}. */
export interface LoadTranslatorOptions extends Omit<TranslatorOptions, 'locale' | 'catalogue' | 'groups'> {
  /**
   * The parts of the catalogue to load: the screens' always, with `'portal'` for the portal's pages and
   * `'server'` for what the server writes.
   * @default ['screens']
   */
  parts?: readonly CataloguePart[];
}

/**
 * A translator for `locale` with the catalogue parts it needs loaded (the one await a screen needs
 * before it speaks).
 * @example const translator = await loadTranslator(negotiateLocale(navigator.languages), { digits: 'deva' });
 * @example const portal = await loadTranslator('ne', { parts: ['screens', 'portal'] });
 */
export async function loadTranslator(
  locale: Locale,
  { parts = ['screens'], ...options }: LoadTranslatorOptions = {},
): Promise<Translator> {
  const wanted = [...new Set<CataloguePart>(['screens', ...parts])];
  const loaded = await Promise.all(
    wanted.map(async (part) => {
      const [groups, catalogue] = await Promise.all([
        loadPartGroups(part),
        locale === 'en' ? Promise.resolve({}) : loadCatalogue(locale, part),
      ]);
      return { groups, catalogue };
    }),
  );
  return new Translator({
    ...options,
    locale,
    catalogue: Object.assign({}, ...loaded.map((part) => part.catalogue)),
    groups: Object.assign({}, ...loaded.map((part) => part.groups)),
  });
}
