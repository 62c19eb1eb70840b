import type { Settings } from './defaults';

/** Where a settings store keeps its copy, one entry per user key. */
export interface SettingsStorage {
  /** Whether the copy outlives the page (IndexedDB) or only this store (memory). */
  readonly persistent: boolean;
  /** The stored copy, or `undefined` when there is none. */
  load(userKey: string): Promise<unknown>;
  save(userKey: string, settings: Settings): Promise<void>;
  remove(userKey: string): Promise<void>;
  /** Releases the connection; later calls may fail. */
  close(): void;
}

/** Keeps settings in memory only: used where IndexedDB is missing (server rendering, Node, some private modes). */
export class MemorySettingsStorage implements SettingsStorage {
  readonly persistent = false;
  #rows = new Map<string, Settings>();

  async load(userKey: string): Promise<unknown> {
    return this.#rows.get(userKey);
  }

  async save(userKey: string, settings: Settings): Promise<void> {
    this.#rows.set(userKey, { ...settings });
  }

  async remove(userKey: string): Promise<void> {
    this.#rows.delete(userKey);
  }

  close(): void {
    this.#rows.clear();
  }
}
