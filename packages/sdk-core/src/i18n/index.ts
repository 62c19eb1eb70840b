// Languages: locale negotiation, the message catalogues (English read from the labels, the others
// loaded on demand) and the translator that formats texts, numbers and relative times.
export { catalogueProblems } from './catalogueProblems';
export { type Catalogue, ENGLISH_CATALOGUE, type MessageId, TEXT_GROUPS } from './englishCatalogue';
export { loadCatalogue } from './loadCatalogue';
export { loadTranslator } from './loadTranslator';
export { DEFAULT_LOCALE, isLocale, LOCALE_NAMES, LOCALES, type Locale, negotiateLocale } from './locales';
export {
  type Digits,
  type MessageValues,
  type TextGroup,
  type TextGroupName,
  Translator,
  type TranslatorOptions,
} from './Translator';
