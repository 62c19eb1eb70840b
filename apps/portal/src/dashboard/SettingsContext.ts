import { DEFAULT_SETTINGS, type Settings } from '@fleetkit/sdk-core';
import type { SettingsStore } from '@fleetkit/sdk-core/settings';
import { createContext, useContext, useSyncExternalStore } from 'react';

/** The signed-in user's local settings store (SPEC §3 "User settings"), opened by the dashboard layout. */
export const SettingsContext = createContext<SettingsStore | null>(null);

function noSubscription() {
  return () => {};
}

/** The settings store and its current values; defaults until the layout has opened the store. */
export function useSettings(): { store: SettingsStore | null; settings: Settings } {
  const store = useContext(SettingsContext);
  const settings = useSyncExternalStore(
    store ? (listener) => store.subscribe(listener) : noSubscription,
    () => store?.value ?? DEFAULT_SETTINGS,
  );
  return { store, settings };
}
