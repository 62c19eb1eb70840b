// Plain settings data with no storage attached, so the main entry can re-export it without Dexie.

/** Map styles a user can choose (SPEC §2 'More Options': Simple, Satellite, Terrain, and Classic). */
export const MAP_TYPES = ['simple', 'satellite', 'terrain', 'classic'] as const;
export type MapType = (typeof MAP_TYPES)[number];

/** A user's settings, kept locally on the device (SPEC §3 "User settings"). */
export interface Settings {
  /** Base map style. @default 'simple' */
  mapType: MapType;
  /** Draw geofences on the map. @default true */
  geofence: boolean;
  /** Draw the traffic overlay. @default false */
  traffic: boolean;
  /** Label each vehicle marker with its name/number. @default true */
  vehicleNumber: boolean;
  /** Sidebar open (54 units) or collapsed to icons (16 units). @default true */
  sidebarOpen: boolean;
  /** Mark ignition on/off points on a replayed trip. @default false */
  ignitionPoints: boolean;
  /** Mark critical alarm points (overspeed, accident, power cut …). @default false */
  criticalPoints: boolean;
  /** Mark geofence enter/exit points. @default false */
  geofencingPoints: boolean;
  /** Mark stopped points. The stored key keeps the product's historical spelling. @default false */
  stopedPoints: boolean;
  /**
   * Draw the tracked vehicle's recent trail (its last `web.liveRouteLength` fixes, SPEC §9: 10) on the
   * tracking map. SPEC §9: "Map live routes default none". @default false
   */
  liveRoute: boolean;
  /** Show the offline-vehicle info banner until dismissed. @default true */
  showVehicleOfflineInfo: boolean;
  /** Show the driver info banner until dismissed. @default true */
  showDriverInfo: boolean;
  /** Show the geofence info banner ('Got it!') until dismissed. @default true */
  showGeofenceInfo: boolean;
  /** Show the schedule info banner until dismissed. @default true */
  showScheduleInfo: boolean;
}

/** The name of one setting. */
export type SettingKey = keyof Settings;

/**
 * Settings of a user who has changed nothing. SPEC fixes only `mapType: 'simple'`; the rest is our
 * choice: geofences and vehicle numbers shown (what an owner opens the map for), traffic off (an extra
 * tile overlay), the trip point layers off (a clean map until asked), the sidebar open and every info
 * banner shown until the user dismisses it.
 */
export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  mapType: 'simple',
  geofence: true,
  traffic: false,
  vehicleNumber: true,
  sidebarOpen: true,
  ignitionPoints: false,
  criticalPoints: false,
  geofencingPoints: false,
  stopedPoints: false,
  liveRoute: false,
  showVehicleOfflineInfo: true,
  showDriverInfo: true,
  showGeofenceInfo: true,
  showScheduleInfo: true,
});

/** Every setting name, in declaration order. */
export const SETTING_KEYS = Object.keys(DEFAULT_SETTINGS) as SettingKey[];

/**
 * What clearing the settings turns off (SPEC §4): map type, geofence, traffic, vehicle number and the
 * point layers. "Off" for the map type is the plain 'simple' style. The sidebar and the info banners
 * are left as they are.
 */
export const SETTINGS_CLEARED: Readonly<Partial<Settings>> = Object.freeze({
  mapType: 'simple',
  geofence: false,
  traffic: false,
  vehicleNumber: false,
  ignitionPoints: false,
  criticalPoints: false,
  geofencingPoints: false,
  stopedPoints: false,
  liveRoute: false,
});
