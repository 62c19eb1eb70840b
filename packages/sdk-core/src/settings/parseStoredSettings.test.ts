import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from './defaults';
import { parseStoredSettings } from './parseStoredSettings';

describe('parseStoredSettings', () => {
  it('reads a complete stored copy and drops the row fields', () => {
    const stored = {
      ...DEFAULT_SETTINGS,
      mapType: 'terrain',
      stopedPoints: true,
      userKey: 'x',
      savedAt: 'now',
    };
    expect(parseStoredSettings(stored)).toEqual({
      ...DEFAULT_SETTINGS,
      mapType: 'terrain',
      stopedPoints: true,
    });
  });

  it('gives each missing or malformed field its default', () => {
    expect(parseStoredSettings({ mapType: 'hybrid', traffic: 'true', geofence: false })).toEqual({
      ...DEFAULT_SETTINGS,
      geofence: false,
    });
  });

  it('gives the defaults for anything that is not an object', () => {
    expect(parseStoredSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(parseStoredSettings('settings')).toEqual(DEFAULT_SETTINGS);
    expect(parseStoredSettings(undefined)).toEqual(DEFAULT_SETTINGS);
  });
});
