// @fleetkit/sdk-core: the headless core. No React, no maplibre, no DOM access at import time.
// Each area has its own barrel; this entry re-exports them. Dexie-backed settings, the Appwrite file
// store and the Bikram Sambat calendar (with its month-length table) are separate subpath entries
// (`/settings`, `/files`, `/calendar`) to keep this one small, and so are the screen texts (`/labels`).

export * from './client/index';
export * from './constants';
export * from './documents/index';
export * from './geofence/index';
export * from './live/index';
export * from './maintenance/index';
export * from './messages';
export * from './permissions/index';
export * from './playback/index';
export * from './schema/index';
export * from './settings/defaults';
export * from './status/index';
export * from './store/index';
export * from './units/index';
export * from './validation/index';
