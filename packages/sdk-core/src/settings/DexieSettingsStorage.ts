import type { Settings } from './defaults';
import type { FleetLocalDatabase } from './FleetLocalDatabase';
import type { SettingsStorage } from './SettingsStorage';

/** Keeps settings in the product's IndexedDB database through Dexie. */
export class DexieSettingsStorage implements SettingsStorage {
  readonly persistent = true;
  #db: FleetLocalDatabase;

  constructor(db: FleetLocalDatabase) {
    this.#db = db;
  }

  async load(userKey: string): Promise<unknown> {
    return this.#db.settings.get(userKey);
  }

  async save(userKey: string, settings: Settings): Promise<void> {
    await this.#db.settings.put({ ...settings, userKey, savedAt: new Date().toISOString() });
  }

  async remove(userKey: string): Promise<void> {
    await this.#db.settings.delete(userKey);
  }

  close(): void {
    this.#db.close();
  }
}
