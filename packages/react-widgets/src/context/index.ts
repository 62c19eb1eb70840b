export {
  type FleetContextValue,
  FleetProvider,
  type FleetProviderProps,
  useFleet,
  useOptionalFleet,
} from './FleetContext';
export {
  type FleetFormats,
  FleetLanguageProvider,
  type FleetLanguageProviderProps,
  sameText,
  useCalendar,
  useFormats,
  useLocale,
  useTexts,
  useTranslator,
} from './FleetLanguage';
