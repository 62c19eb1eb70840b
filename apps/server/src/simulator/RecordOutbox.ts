import type { TrackerRecord } from './types';

/**
 * The records a tracker has stored and not yet seen acknowledged, oldest first, as a real tracker
 * keeps them in flash: the first `inFlight` were sent and await the server's answer. Records are
 * removed only by an acknowledgement; after a dropped connection the ones in flight are sent again.
 * When `capacity` is reached the oldest record not in flight is dropped (and counted).
 */
export class RecordOutbox {
  readonly #records: TrackerRecord[] = [];
  readonly #capacity: number;
  #inFlight = 0;
  #dropped = 0;

  /** @param capacity records kept at most. @default 10000 */
  constructor(capacity = 10_000) {
    this.#capacity = Math.max(1, capacity);
  }

  /** Records stored, in flight included. */
  get size(): number {
    return this.#records.length;
  }

  /** Records sent and waiting for the acknowledgement. */
  get inFlight(): number {
    return this.#inFlight;
  }

  /** Records dropped because the store was full. */
  get dropped(): number {
    return this.#dropped;
  }

  /** The stored records, oldest first. */
  get records(): readonly TrackerRecord[] {
    return this.#records;
  }

  /** Stores a record behind the others. */
  add(record: TrackerRecord): void {
    if (this.#records.length >= this.#capacity && this.#records.length > this.#inFlight) {
      this.#records.splice(this.#inFlight, 1);
      this.#dropped++;
    }
    this.#records.push(record);
  }

  /** Marks up to `max` of the oldest records as in flight and returns them; none while others are in flight. */
  take(max: number): TrackerRecord[] {
    if (this.#inFlight > 0) return [];
    const taken = this.#records.slice(0, Math.max(0, max));
    this.#inFlight = taken.length;
    return taken;
  }

  /**
   * The server stored the first `count` records in flight: they are removed. In-flight records past
   * `count` stay, to be sent again. Returns how many were removed.
   */
  acknowledge(count: number): number {
    const removed = Math.min(Math.max(0, count), this.#inFlight);
    this.#records.splice(0, removed);
    this.#markResent(this.#inFlight - removed);
    this.#inFlight = 0;
    return removed;
  }

  /** The connection dropped before the acknowledgement: the records in flight will be sent again. */
  returnInFlight(): void {
    this.#markResent(this.#inFlight);
    this.#inFlight = 0;
  }

  #markResent(count: number): void {
    for (let i = 0; i < count; i++) {
      const record = this.#records[i];
      if (record) this.#records[i] = { ...record, resent: true };
    }
  }
}
