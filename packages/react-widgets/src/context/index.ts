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
  useLocale,
  useTexts,
  useTranslator,
} from './FleetLanguage';
