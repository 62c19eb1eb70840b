import type { FleetClient, FleetStore, TrackingStore, UiFlags } from '@fleetkit/sdk-core';
import type { Digits, Locale, Translator } from '@fleetkit/sdk-core/i18n';
import type { SettingsStore } from '@fleetkit/sdk-core/settings';
import { createContext, type ReactNode, useContext } from 'react';
import { FleetLanguageProvider } from './FleetLanguage';

/** What the widgets read from their surroundings: the API client and the sdk-core stores. */
export interface FleetContextValue {
  /** API client from `createFleetClient`; widgets that load or change data call it. */
  client: FleetClient;
  /** Live fleet state: vehicles, latest positions, events, notifications, selection. */
  store: FleetStore;
  /** The tracked vehicle and its live path. */
  tracking: TrackingStore;
  /** The user's map and panel settings, when the host keeps them (see `createSettingsStore`). */
  settings?: SettingsStore | undefined;
  /**
   * UI-disable flags of the signed-in user (`resolveUiFlags`). Omitted: nothing is disabled.
   */
  flags?: UiFlags | undefined;
  /**
   * True for a temporary (share) session: action icons and the critical/stopped/geofence-event
   * toggles are hidden.
   * @default false
   */
  guest?: boolean | undefined;
}

const FleetContext = createContext<FleetContextValue | null>(null);

/** Props of {@link FleetProvider}. */
export interface FleetProviderProps extends FleetContextValue {
  /**
   * The language of the widgets (`'en'`, `'ne'`); any other than English loads its catalogue before
   * the widgets render. Omitted: the language of an enclosing provider, else English.
   */
  locale?: Locale | undefined;
  /** Digits of numbers in that language (`'latn'` or `'deva'`). @default 'latn' */
  digits?: Digits | undefined;
  /** A translator the host has loaded (`loadTranslator`), instead of `locale` and `digits`. */
  translator?: Translator | null | undefined;
  children?: ReactNode;
}

/**
 * Hands the API client and the sdk-core stores to every widget below it. Create the stores once
 * (outside render, or in a ref) and dispose them when the app unmounts; the provider does neither.
 *
 * @example
 * const client = createFleetClient({ baseUrl: 'https://fleet.example.com' });
 * const store = new FleetStore();
 * const tracking = new TrackingStore();
 * <FleetProvider client={client} store={store} tracking={tracking}>
 *   <FleetMap mode="view_devices" />
 * </FleetProvider>
 * // In Nepali, with Devanagari digits:
 * <FleetProvider client={client} store={store} tracking={tracking} locale="ne" digits="deva">…
 */
export function FleetProvider({ children, locale, digits, translator, ...value }: FleetProviderProps) {
  const fleet = <FleetContext.Provider value={value}>{children}</FleetContext.Provider>;
  if (locale === undefined && digits === undefined && translator === undefined) return fleet;
  return (
    <FleetLanguageProvider locale={locale} digits={digits} translator={translator}>
      {fleet}
    </FleetLanguageProvider>
  );
}

/** The nearest {@link FleetProvider}'s value; throws a clear error outside one. */
export function useFleet(): FleetContextValue {
  const value = useContext(FleetContext);
  if (!value) throw new Error('Fleetkit widgets must be rendered inside <FleetProvider>.');
  return value;
}

/** The nearest {@link FleetProvider}'s value, or null outside one (for widgets that also take props). */
export function useOptionalFleet(): FleetContextValue | null {
  return useContext(FleetContext);
}
