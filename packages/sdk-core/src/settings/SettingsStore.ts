import { type ReadonlySignal, signal } from '@preact/signals-core';
import { SignalSubscribable } from '../store/SignalSubscribable';
import { DEFAULT_SETTINGS, SETTINGS_CLEARED, type Settings } from './defaults';
import { parseStoredSettings } from './parseStoredSettings';
import { MemorySettingsStorage, type SettingsStorage } from './SettingsStorage';

/** How a `SettingsStore` is wired. `createSettingsStore()` fills these in. */
export interface SettingsStoreInit {
  /** Which user's row to read and write. */
  userKey: string;
  /** Where the copy is kept. */
  storage: SettingsStorage;
  /** Called when the stored copy cannot be read or written; the store goes on working in memory. */
  onError?: (error: unknown) => void;
}

/**
 * A user's settings (SPEC §3, §4): a signal with the current values, loaded from the local database
 * once (`ready`) and saved there on every change.
 *
 * Changes made before `ready` resolves win over the stored copy. Writes are applied in call order.
 * When the stored copy cannot be read (no IndexedDB, a blocked or newer database), the store keeps
 * working in memory and reports the error through `onError`. Nothing ever throws out of a change.
 *
 * `subscribe(listener)` calls the listener with the new settings after each change (not at once) and
 * returns the unsubscribe function.
 */
export class SettingsStore extends SignalSubscribable<(settings: Settings) => void> {
  #state = signal<Settings>({ ...DEFAULT_SETTINGS });
  #storage: SettingsStorage;
  #onError: (error: unknown) => void;
  /** Changes made before the stored copy was loaded, applied over it. */
  #earlyChanges: Partial<Settings> | null = {};
  #writes: Promise<void>;
  #disposed = false;

  /** The current settings. Read `.value`, or pass it to a signals bridge. */
  readonly state: ReadonlySignal<Settings> = this.#state;
  /** Resolves once the stored copy is loaded (or found missing); never rejects. */
  readonly ready: Promise<void>;
  /** The user key this store reads and writes. */
  readonly userKey: string;

  constructor({ userKey, storage, onError }: SettingsStoreInit) {
    super();
    this.userKey = userKey;
    this.#storage = storage;
    this.#onError = onError ?? (() => {});
    this.ready = this.#load();
    this.#writes = this.ready;
  }

  /** The current settings (same as `state.value`). */
  get value(): Settings {
    return this.#state.value;
  }

  /** Whether changes outlive the page: `false` while the store works in memory. */
  get persistent(): boolean {
    return this.#storage.persistent;
  }

  /**
   * Changes some settings and saves them. Resolves when saved; a change that alters nothing saves
   * nothing.
   *
   * @example
   * settings.set({ mapType: 'satellite', traffic: true });
   */
  set(patch: Partial<Settings>): Promise<void> {
    if (this.#disposed) return Promise.resolve();
    const current = this.#state.value;
    const given = (Object.keys(patch) as (keyof Settings)[]).filter((key) => patch[key] !== undefined);
    const differing = given.filter((key) => !Object.is(patch[key], current[key]));
    const pick = (keys: (keyof Settings)[]) =>
      Object.fromEntries(keys.map((key) => [key, patch[key]])) as Partial<Settings>;
    // Before the stored copy is loaded the current values are only the defaults: every value given
    // must win over the stored copy, even one equal to its default.
    if (this.#earlyChanges && given.length > 0) Object.assign(this.#earlyChanges, pick(given));
    else if (differing.length === 0) return this.#writes;
    if (differing.length > 0) this.#state.value = { ...current, ...pick(differing) };
    return this.#enqueue(() => this.#storage.save(this.userKey, this.#state.value));
  }

  /**
   * Changes one setting and saves it.
   *
   * @example
   * settings.update('sidebarOpen', false);
   */
  update<K extends keyof Settings>(key: K, value: Settings[K]): Promise<void> {
    return this.set({ [key]: value } as Partial<Settings>);
  }

  /** Returns every setting to its default (`DEFAULT_SETTINGS`) and saves that. */
  reset(): Promise<void> {
    if (this.#disposed) return Promise.resolve();
    this.#replace({ ...DEFAULT_SETTINGS });
    return this.#enqueue(() => this.#storage.save(this.userKey, this.#state.value));
  }

  /**
   * Removes the stored copy and turns off map type (back to 'simple'), geofence, traffic, vehicle
   * number and the point layers (`SETTINGS_CLEARED`). Nothing is saved until the next change.
   */
  clear(): Promise<void> {
    if (this.#disposed) return Promise.resolve();
    this.#replace({ ...this.#state.value, ...SETTINGS_CLEARED });
    return this.#enqueue(() => this.#storage.remove(this.userKey));
  }

  /** Removes every listener and closes the database once pending writes are done. Later changes are ignored. */
  dispose(): void {
    if (this.#disposed) return;
    this.#disposed = true;
    this.unsubscribeAll();
    void this.#writes.then(() => this.#storage.close());
  }

  protected watch(): void {
    this.#state.value;
  }

  protected tell(listener: (settings: Settings) => void): void {
    listener(this.#state.peek());
  }

  /** Replaces the whole state; before loading finishes, this also wins over the stored copy. */
  #replace(settings: Settings): void {
    if (this.#earlyChanges) this.#earlyChanges = { ...settings };
    this.#state.value = settings;
  }

  async #load(): Promise<void> {
    let stored: unknown;
    try {
      stored = await this.#storage.load(this.userKey);
    } catch (error) {
      this.#onError(error);
      this.#storage = new MemorySettingsStorage();
    }
    const early = this.#earlyChanges ?? {};
    this.#earlyChanges = null;
    if (stored !== undefined && !this.#disposed) {
      this.#state.value = { ...parseStoredSettings(stored), ...early };
    }
  }

  #enqueue(write: () => Promise<void>): Promise<void> {
    this.#writes = this.#writes.then(write).catch((error: unknown) => {
      this.#onError(error);
    });
    return this.#writes;
  }
}
