// @fleetkit/sdk-core/settings: a user's settings persisted with Dexie (SPEC §3, §4, §9).
// A separate entry so that Dexie stays out of the main bundle; the plain defaults live in ./defaults.

export {
  createSettingsStore,
  DEFAULT_SETTINGS_USER_KEY,
  type SettingsStoreOptions,
} from './createSettingsStore';
export { DexieSettingsStorage } from './DexieSettingsStorage';
export {
  DEFAULT_SETTINGS,
  MAP_TYPES,
  type MapType,
  SETTING_KEYS,
  SETTINGS_CLEARED,
  type SettingKey,
  type Settings,
} from './defaults';
export { FleetLocalDatabase, LOCAL_DATABASE_NAME, type StoredSettingsRow } from './FleetLocalDatabase';
export { parseStoredSettings } from './parseStoredSettings';
export { MemorySettingsStorage, type SettingsStorage } from './SettingsStorage';
export { SettingsStore, type SettingsStoreInit } from './SettingsStore';
