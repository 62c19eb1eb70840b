import { Dexie, type DexieOptions, type Table } from 'dexie';
import { LOCAL_DATABASE_VERSION } from '../constants';
import type { Settings } from './defaults';

/** Name of the product's local (IndexedDB) database. */
export const LOCAL_DATABASE_NAME = 'fleetkit';

/** One stored row: a user's settings under the user key, with the time of the last save. */
export type StoredSettingsRow = Settings & { userKey: string; savedAt: string };

/**
 * The product's local database (SPEC §9: version 1). Table `settings` holds one row per user key.
 * Any table added later needs a new version here, never a second schema for the same database.
 */
export class FleetLocalDatabase extends Dexie {
  /**
   * @param name Database name. @default 'fleetkit'
   * @param options Dexie options, e.g. `{ indexedDB, IDBKeyRange }` to run on another IndexedDB.
   */
  constructor(name: string = LOCAL_DATABASE_NAME, options?: DexieOptions) {
    super(name, options);
    this.version(LOCAL_DATABASE_VERSION).stores({ settings: 'userKey' });
  }

  /** The settings table, keyed by user key. */
  get settings(): Table<StoredSettingsRow, string> {
    return this.table('settings');
  }
}
