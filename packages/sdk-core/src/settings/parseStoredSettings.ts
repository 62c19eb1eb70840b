import { DEFAULT_SETTINGS, MAP_TYPES, type MapType, SETTING_KEYS, type Settings } from './defaults';

/**
 * Reads a stored copy of the settings. A missing or malformed value (an older copy, a hand-edited row)
 * takes its default, so a bad stored copy never breaks the map. Keys that are not settings are dropped.
 * Written without a schema library so the `/settings` entry carries Dexie and nothing else heavy.
 *
 * @example
 * parseStoredSettings({ mapType: 'satellite', traffic: 'yes' }); // satellite, traffic at its default
 */
export function parseStoredSettings(stored: unknown): Settings {
  const record = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  const settings: Settings = { ...DEFAULT_SETTINGS };
  for (const key of SETTING_KEYS) {
    const value = record[key];
    if (key === 'mapType') {
      if (MAP_TYPES.includes(value as MapType)) settings.mapType = value as MapType;
    } else if (typeof value === 'boolean') {
      settings[key] = value;
    }
  }
  return settings;
}
