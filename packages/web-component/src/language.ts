// The script-tag bundle's languages (`dist/embed/fleetkit-language.js`): the translator of
// `@fleetkit/sdk-core/i18n` with the loaders of the screens' groups (the only part an element shows),
// loaded by `loadLanguage.embed.ts` when an element's `lang` is not English. Each group is a chunk of
// its own beside this file, fetched when an element asks for it (`translator.load`); the English
// groups stay the bundle's, known to the translator by the names they carry.
import { type Digits, type Locale, screenCatalogueLoaders, Translator } from '@fleetkit/sdk-core/i18n';

/** A translator for `locale` that loads the screens' groups on demand. */
export async function loadTranslator(locale: Locale, { digits }: { digits: Digits }): Promise<Translator> {
  return new Translator({ locale, digits, loaders: screenCatalogueLoaders(locale) });
}
