// Languages: locale negotiation, the message catalogues (English read from the labels, the others
// loaded on demand, in parts) and the translator that formats texts, numbers and relative times.
// The whole English catalogue and the catalogue rules are in `./englishCatalogue` and
// `./catalogueProblems` (the catalogue check and translation tools read them from source).

export { TEXT_GROUP_NAME, textGroup, textGroupName } from '../labels/textGroup';
export type {
  Catalogue,
  GroupCatalogue,
  GroupLoader,
  MessageId,
  MessageIdOf,
  PartCatalogue,
  PartLoaders,
} from './englishCatalogue';
export { catalogueLoaders, loadCatalogue } from './loadCatalogue';
export { type LoadTranslatorOptions, loadTranslator } from './loadTranslator';
export { DEFAULT_LOCALE, isLocale, LOCALE_NAMES, LOCALES, type Locale, negotiateLocale } from './locales';
export { CATALOGUE_PARTS, type CataloguePart, loadPartGroups, type PartGroups } from './parts';
export { screenCatalogueLoaders } from './screenCatalogues';
export {
  type Digits,
  type GroupLoaders,
  type MessageValues,
  type TextGroup,
  type TextGroupName,
  Translator,
  type TranslatorOptions,
} from './Translator';
export { SCREEN_TEXT_GROUPS } from './textGroups';
