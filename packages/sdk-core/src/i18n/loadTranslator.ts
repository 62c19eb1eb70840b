import { loadCatalogue } from './loadCatalogue';
import type { Locale } from './locales';
import { Translator, type TranslatorOptions } from './Translator';

/**
 * A translator for `locale` with its catalogue loaded (the one await a screen needs before it speaks).
 * @example const translator = await loadTranslator(negotiateLocale(navigator.languages), { digits: 'deva' });
 */
export async function loadTranslator(
  locale: Locale,
  options: Omit<TranslatorOptions, 'locale' | 'catalogue'> = {},
): Promise<Translator> {
  return new Translator({ ...options, locale, catalogue: await loadCatalogue(locale) });
}
