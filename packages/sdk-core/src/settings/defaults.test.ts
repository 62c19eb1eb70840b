import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, MAP_TYPES, SETTING_KEYS, SETTINGS_CLEARED } from './defaults';

describe('DEFAULT_SETTINGS', () => {
  it('uses the simple map style, an open sidebar and shows every info banner (SPEC §3)', () => {
    expect(DEFAULT_SETTINGS.mapType).toBe('simple');
    expect(DEFAULT_SETTINGS.sidebarOpen).toBe(true);
    expect(DEFAULT_SETTINGS.showVehicleOfflineInfo).toBe(true);
    expect(DEFAULT_SETTINGS.showDriverInfo).toBe(true);
    expect(DEFAULT_SETTINGS.showGeofenceInfo).toBe(true);
    expect(DEFAULT_SETTINGS.showScheduleInfo).toBe(true);
  });

  it('holds the thirteen settings of SPEC §3 under their stored names, and the live route toggle', () => {
    expect(SETTING_KEYS).toEqual([
      'mapType',
      'geofence',
      'traffic',
      'vehicleNumber',
      'sidebarOpen',
      'ignitionPoints',
      'criticalPoints',
      'geofencingPoints',
      'stopedPoints',
      'liveRoute',
      'showVehicleOfflineInfo',
      'showDriverInfo',
      'showGeofenceInfo',
      'showScheduleInfo',
    ]);
  });

  it("draws no live route until asked (SPEC §9: 'Map live routes default none')", () => {
    expect(DEFAULT_SETTINGS.liveRoute).toBe(false);
  });

  it('cannot be changed by accident', () => {
    expect(Object.isFrozen(DEFAULT_SETTINGS)).toBe(true);
    expect(Object.isFrozen(SETTINGS_CLEARED)).toBe(true);
  });

  it('offers the four map styles', () => {
    expect(MAP_TYPES).toEqual(['simple', 'satellite', 'terrain', 'classic']);
  });

  it('turns off on clear exactly map type, geofence, traffic, vehicle number and the point layers', () => {
    expect(Object.keys(SETTINGS_CLEARED).sort()).toEqual(
      [
        'mapType',
        'geofence',
        'traffic',
        'vehicleNumber',
        'ignitionPoints',
        'criticalPoints',
        'geofencingPoints',
        'stopedPoints',
        'liveRoute',
      ].sort(),
    );
    const { mapType, ...layers } = SETTINGS_CLEARED;
    expect(mapType).toBe('simple');
    expect(Object.values(layers).every((v) => v === false)).toBe(true);
  });
});
