import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_DATABASE_VERSION } from '../constants';
import { createSettingsStore, type SettingsStoreOptions } from './createSettingsStore';
import { DEFAULT_SETTINGS, type Settings } from './defaults';
import { FleetLocalDatabase } from './FleetLocalDatabase';
import { MemorySettingsStorage } from './SettingsStorage';

/** A fresh in-process IndexedDB per test, so tests never share a database. */
function freshIndexedDb(): Pick<SettingsStoreOptions, 'indexedDB' | 'IDBKeyRange'> {
  return { indexedDB: new IDBFactory(), IDBKeyRange };
}

async function storedRow(idb: Pick<SettingsStoreOptions, 'indexedDB' | 'IDBKeyRange'>, userKey = 'default') {
  const db = new FleetLocalDatabase('fleetkit', idb);
  try {
    return await db.settings.get(userKey);
  } finally {
    db.close();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SettingsStore with IndexedDB', () => {
  it('starts from the defaults when nothing is stored', async () => {
    const store = createSettingsStore(freshIndexedDb());
    await store.ready;
    expect(store.value).toEqual(DEFAULT_SETTINGS);
    expect(store.state.value.mapType).toBe('simple');
    expect(store.persistent).toBe(true);
    expect(store.userKey).toBe('default');
    store.dispose();
  });

  it('saves every change in the fleetkit database at version 1, one row per user key', async () => {
    const idb = freshIndexedDb();
    const store = createSettingsStore({ ...idb, userKey: '42' });
    await store.ready;
    await store.set({ mapType: 'satellite', stopedPoints: true });
    const row = await storedRow(idb, '42');
    expect(row).toMatchObject({ userKey: '42', mapType: 'satellite', stopedPoints: true, traffic: false });
    expect(typeof row?.savedAt).toBe('string');
    const db = new FleetLocalDatabase('fleetkit', idb);
    await db.open();
    expect(db.verno).toBe(LOCAL_DATABASE_VERSION);
    expect(db.tables.map((t) => t.name)).toEqual(['settings']);
    db.close();
    store.dispose();
  });

  it('loads the stored copy of the same user in a new store', async () => {
    const idb = freshIndexedDb();
    const first = createSettingsStore({ ...idb, userKey: 'a' });
    await first.update('traffic', true);
    first.dispose();
    const again = createSettingsStore({ ...idb, userKey: 'a' });
    await again.ready;
    expect(again.value.traffic).toBe(true);
    const other = createSettingsStore({ ...idb, userKey: 'b' });
    await other.ready;
    expect(other.value.traffic).toBe(false);
    again.dispose();
    other.dispose();
  });

  it('uses the database name it is given', async () => {
    const idb = freshIndexedDb();
    const store = createSettingsStore({ ...idb, databaseName: 'fleetkit-test' });
    await store.update('geofence', false);
    expect(await storedRow(idb)).toBeUndefined();
    const db = new FleetLocalDatabase('fleetkit-test', idb);
    expect((await db.settings.get('default'))?.geofence).toBe(false);
    db.close();
    store.dispose();
  });

  it('changes the state at once, before the save completes', async () => {
    const store = createSettingsStore(freshIndexedDb());
    const saved = store.update('sidebarOpen', false);
    expect(store.value.sidebarOpen).toBe(false);
    await saved;
    store.dispose();
  });

  it('applies writes in call order', async () => {
    const idb = freshIndexedDb();
    const store = createSettingsStore(idb);
    store.update('mapType', 'terrain');
    store.update('mapType', 'classic');
    await store.update('traffic', true);
    expect(await storedRow(idb)).toMatchObject({ mapType: 'classic', traffic: true });
    store.dispose();
  });

  it('keeps changes made before the stored copy loaded over that copy, and saves the merge', async () => {
    const idb = freshIndexedDb();
    const seed = createSettingsStore(idb);
    await seed.set({ mapType: 'terrain', traffic: true });
    seed.dispose();

    const store = createSettingsStore(idb);
    const saved = store.update('traffic', false);
    await store.ready;
    expect(store.value.mapType).toBe('terrain');
    expect(store.value.traffic).toBe(false);
    await saved;
    expect(await storedRow(idb)).toMatchObject({ mapType: 'terrain', traffic: false });
    store.dispose();
  });

  it('reset returns the defaults and saves them', async () => {
    const idb = freshIndexedDb();
    const store = createSettingsStore(idb);
    await store.set({ mapType: 'satellite', showGeofenceInfo: false, sidebarOpen: false });
    await store.reset();
    expect(store.value).toEqual(DEFAULT_SETTINGS);
    expect(await storedRow(idb)).toMatchObject(DEFAULT_SETTINGS);
    store.dispose();
  });

  it('reset before the stored copy loaded wins over that copy', async () => {
    const idb = freshIndexedDb();
    const seed = createSettingsStore(idb);
    await seed.set({ mapType: 'terrain' });
    seed.dispose();
    const store = createSettingsStore(idb);
    await store.reset();
    expect(store.value).toEqual(DEFAULT_SETTINGS);
    expect(await storedRow(idb)).toMatchObject({ mapType: 'simple' });
    store.dispose();
  });

  it('clear removes the stored copy and turns off map type, geofence, traffic, vehicle number and the point layers', async () => {
    const idb = freshIndexedDb();
    const store = createSettingsStore(idb);
    const everythingOn: Settings = {
      mapType: 'satellite',
      geofence: true,
      traffic: true,
      vehicleNumber: true,
      sidebarOpen: false,
      ignitionPoints: true,
      criticalPoints: true,
      geofencingPoints: true,
      stopedPoints: true,
      liveRoute: true,
      showVehicleOfflineInfo: false,
      showDriverInfo: false,
      showGeofenceInfo: false,
      showScheduleInfo: false,
    };
    await store.set(everythingOn);
    await store.clear();
    expect(store.value).toEqual({
      mapType: 'simple',
      geofence: false,
      traffic: false,
      vehicleNumber: false,
      sidebarOpen: false,
      ignitionPoints: false,
      criticalPoints: false,
      geofencingPoints: false,
      stopedPoints: false,
      liveRoute: false,
      showVehicleOfflineInfo: false,
      showDriverInfo: false,
      showGeofenceInfo: false,
      showScheduleInfo: false,
    });
    expect(await storedRow(idb)).toBeUndefined();
    store.dispose();
    const next = createSettingsStore(idb);
    await next.ready;
    expect(next.value).toEqual(DEFAULT_SETTINGS);
    next.dispose();
  });

  it('clear before the stored copy loaded still removes it and ignores it', async () => {
    const idb = freshIndexedDb();
    const seed = createSettingsStore(idb);
    await seed.set({ traffic: true, sidebarOpen: false });
    seed.dispose();
    const store = createSettingsStore(idb);
    await store.clear();
    expect(store.value.traffic).toBe(false);
    expect(store.value.sidebarOpen).toBe(true);
    expect(await storedRow(idb)).toBeUndefined();
    store.dispose();
  });

  it('saves again after a clear on the next change', async () => {
    const idb = freshIndexedDb();
    const store = createSettingsStore(idb);
    await store.update('traffic', true);
    await store.clear();
    await store.update('geofence', true);
    expect(await storedRow(idb)).toMatchObject({ geofence: true, traffic: false });
    store.dispose();
  });

  it('reads a malformed stored copy field by field, with defaults for what is wrong', async () => {
    const idb = freshIndexedDb();
    const db = new FleetLocalDatabase('fleetkit', idb);
    await db.settings.put({
      ...DEFAULT_SETTINGS,
      userKey: 'default',
      savedAt: 'x',
      mapType: 'hybrid',
      traffic: 'yes',
      criticalPoints: true,
    } as never);
    db.close();
    const store = createSettingsStore(idb);
    await store.ready;
    expect(store.value).toEqual({ ...DEFAULT_SETTINGS, criticalPoints: true });
    store.dispose();
  });

  it('falls back to memory when the database cannot be opened, and reports why', async () => {
    const idb = freshIndexedDb();
    // A newer schema of the same database already exists: Dexie cannot open it at version 1.
    await new Promise<void>((resolve, reject) => {
      const request = (idb.indexedDB as IDBFactory).open('fleetkit', 1000);
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
      request.onerror = () => reject(request.error);
    });
    const errors: unknown[] = [];
    const store = createSettingsStore({ ...idb, onError: (e) => errors.push(e) });
    await store.ready;
    expect(errors).toHaveLength(1);
    expect(store.persistent).toBe(false);
    await store.update('traffic', true);
    expect(store.value.traffic).toBe(true);
    expect(errors).toHaveLength(1);
    store.dispose();
  });
});

describe('SettingsStore without IndexedDB', () => {
  it('works in memory when no IndexedDB exists, without crashing', async () => {
    expect((globalThis as { indexedDB?: unknown }).indexedDB).toBeUndefined();
    const store = createSettingsStore();
    await store.ready;
    expect(store.persistent).toBe(false);
    await store.set({ mapType: 'terrain' });
    expect(store.value.mapType).toBe('terrain');
    await store.clear();
    expect(store.value.mapType).toBe('simple');
    await store.reset();
    expect(store.value).toEqual(DEFAULT_SETTINGS);
    store.dispose();
  });

  it('uses the global IndexedDB when there is one', async () => {
    vi.stubGlobal('indexedDB', new IDBFactory());
    vi.stubGlobal('IDBKeyRange', IDBKeyRange);
    const store = createSettingsStore();
    expect(store.persistent).toBe(true);
    await store.update('vehicleNumber', false);
    store.dispose();
    const again = createSettingsStore();
    await again.ready;
    expect(again.value.vehicleNumber).toBe(false);
    again.dispose();
  });
});

/** Storage that counts what the store asks of it, and can be told to fail. */
class CountingStorage extends MemorySettingsStorage {
  saves = 0;
  closes = 0;
  failSaves = false;
  override async save(userKey: string, settings: Settings) {
    this.saves += 1;
    if (this.failSaves) throw new Error('quota exceeded');
    await super.save(userKey, settings);
  }
  override close() {
    this.closes += 1;
    super.close();
  }
}

describe('SettingsStore changes and listeners', () => {
  it('saves nothing for a change that alters nothing', async () => {
    const storage = new CountingStorage();
    const store = createSettingsStore({ storage });
    await store.ready;
    await store.set({ mapType: 'simple', traffic: undefined });
    await store.update('sidebarOpen', true);
    expect(storage.saves).toBe(0);
    await store.update('sidebarOpen', false);
    expect(storage.saves).toBe(1);
    store.dispose();
  });

  it('reports a failed save and keeps the change in memory', async () => {
    const storage = new CountingStorage();
    storage.failSaves = true;
    const errors: unknown[] = [];
    const store = createSettingsStore({ storage, onError: (e) => errors.push(e) });
    await expect(store.update('traffic', true)).resolves.toBeUndefined();
    expect(store.value.traffic).toBe(true);
    expect(errors).toEqual([new Error('quota exceeded')]);
    storage.failSaves = false;
    await store.update('geofence', false);
    expect(await storage.load('default')).toMatchObject({ traffic: true, geofence: false });
    store.dispose();
  });

  it('ignores a failed save when no error handler is given', async () => {
    const storage = new CountingStorage();
    storage.failSaves = true;
    const store = createSettingsStore({ storage });
    await expect(store.update('traffic', true)).resolves.toBeUndefined();
    store.dispose();
  });

  it('tells listeners about each change until they unsubscribe', async () => {
    const store = createSettingsStore({ storage: new MemorySettingsStorage() });
    const seen: Settings[] = [];
    const unsubscribe = store.subscribe((s) => seen.push(s));
    expect(seen).toHaveLength(0);
    store.update('mapType', 'classic');
    store.update('mapType', 'classic');
    store.update('traffic', true);
    expect(seen.map((s) => [s.mapType, s.traffic])).toEqual([
      ['classic', false],
      ['classic', true],
    ]);
    unsubscribe();
    store.update('traffic', false);
    expect(seen).toHaveLength(2);
    store.dispose();
  });

  it('dispose removes listeners, ignores later changes and closes the storage after pending writes', async () => {
    const storage = new CountingStorage();
    const store = createSettingsStore({ storage });
    const seen: Settings[] = [];
    store.subscribe((s) => seen.push(s));
    const pending = store.update('traffic', true);
    store.dispose();
    store.dispose();
    await pending;
    expect(storage.saves).toBe(1);
    expect(storage.closes).toBe(1);
    await store.update('geofence', false);
    await store.set({ mapType: 'terrain' });
    await store.reset();
    await store.clear();
    expect(store.value.geofence).toBe(true);
    expect(store.value.mapType).toBe('simple');
    expect(seen).toHaveLength(1);
  });

  it('does not apply a stored copy that arrives after dispose', async () => {
    const storage = new CountingStorage();
    await storage.save('default', { ...DEFAULT_SETTINGS, traffic: true });
    const store = createSettingsStore({ storage });
    store.dispose();
    await store.ready;
    expect(store.value.traffic).toBe(false);
  });
});
