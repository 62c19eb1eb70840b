// The script-tag bundle's languages (`dist/embed/fleetkit-language.js`): the translator of
// `@fleetkit/sdk-core/i18n` with the screens' catalogue (the only part an element shows), loaded by
// `loadLanguage.embed.ts` when an element's `lang` is not English. It reads label groups by name
// (`translator.texts('VEHICLE_TEXTS')`): its copies of the English groups are not the bundle's.
import { type Digits, type Locale, loadScreenCatalogue, Translator } from '@fleetkit/sdk-core/i18n';

/** A translator for `locale` with the screens' catalogue. */
export async function loadTranslator(locale: Locale, { digits }: { digits: Digits }): Promise<Translator> {
  return new Translator({ locale, digits, catalogue: await loadScreenCatalogue(locale) });
}
