export {
  type FleetContextValue,
  FleetProvider,
  type FleetProviderProps,
  useFleet,
  useOptionalFleet,
} from './FleetContext';
export {
  FleetLanguageProvider,
  type FleetLanguageProviderProps,
  sameText,
  useLocale,
  useTexts,
  useTranslator,
} from './FleetLanguage';
export { type FleetFormats, useCalendar, useFormats } from './useFormats';
