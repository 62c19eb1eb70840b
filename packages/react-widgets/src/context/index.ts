export {
  type FleetContextValue,
  FleetProvider,
  type FleetProviderProps,
  useFleet,
  useOptionalFleet,
} from './FleetContext';
