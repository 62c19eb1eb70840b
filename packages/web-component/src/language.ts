// The script-tag bundle's languages (`dist/embed/fleetkit-language.js`): the translator of
// `@fleetkit/sdk-core/i18n` with every catalogue, loaded by `loadLanguage.embed.ts` when an element's
// `lang` is not English. It reads label groups by name (`translator.texts('VEHICLE_TEXTS')`): its
// copies of the English groups are not the bundle's.
export { loadTranslator } from '@fleetkit/sdk-core/i18n';
