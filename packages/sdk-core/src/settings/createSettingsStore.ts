import type { DexieOptions } from 'dexie';
import { DexieSettingsStorage } from './DexieSettingsStorage';
import { FleetLocalDatabase, LOCAL_DATABASE_NAME } from './FleetLocalDatabase';
import { MemorySettingsStorage, type SettingsStorage } from './SettingsStorage';
import { SettingsStore } from './SettingsStore';

/** The user key used when none is given. */
export const DEFAULT_SETTINGS_USER_KEY = 'default';

/** Options of `createSettingsStore`. */
export interface SettingsStoreOptions {
  /** Whose settings: one stored row per key, e.g. the user id. @default 'default' */
  userKey?: string;
  /** Name of the local database. @default 'fleetkit' */
  databaseName?: string;
  /** The IndexedDB to use instead of the global one (e.g. fake-indexeddb in tests). */
  indexedDB?: DexieOptions['indexedDB'];
  /** The `IDBKeyRange` matching `indexedDB`. */
  IDBKeyRange?: DexieOptions['IDBKeyRange'];
  /** Keep the settings somewhere else entirely; overrides the database options. */
  storage?: SettingsStorage;
  /** Called when the stored copy cannot be read or written. @default ignores the error */
  onError?: (error: unknown) => void;
}

function globalIndexedDb() {
  const scope = globalThis as {
    indexedDB?: DexieOptions['indexedDB'];
    IDBKeyRange?: DexieOptions['IDBKeyRange'];
  };
  return { indexedDB: scope.indexedDB, IDBKeyRange: scope.IDBKeyRange };
}

/**
 * Creates a user's settings store, persisted in the local IndexedDB database ('fleetkit', version 1)
 * and saved on every change. Without IndexedDB (server rendering, Node) it keeps the settings in memory.
 *
 * @example
 * const settings = createSettingsStore({ userKey: String(user.id) });
 * await settings.ready;
 * settings.update('mapType', 'satellite');
 */
export function createSettingsStore(options: SettingsStoreOptions = {}): SettingsStore {
  const userKey = options.userKey ?? DEFAULT_SETTINGS_USER_KEY;
  return new SettingsStore({ userKey, storage: openStorage(options), onError: options.onError });
}

function openStorage(options: SettingsStoreOptions): SettingsStorage {
  if (options.storage) return options.storage;
  const global = globalIndexedDb();
  const indexedDB = options.indexedDB ?? global.indexedDB;
  const IDBKeyRange = options.IDBKeyRange ?? global.IDBKeyRange;
  if (!indexedDB || !IDBKeyRange) return new MemorySettingsStorage();
  const db = new FleetLocalDatabase(options.databaseName ?? LOCAL_DATABASE_NAME, { indexedDB, IDBKeyRange });
  return new DexieSettingsStorage(db);
}
