import type { MediaRefusal } from './types';

/** The bounds on the files one connection may be sending at once. */
export interface MediaLimits {
  /** Largest file, in bytes: a file declared or grown past it is dropped. @default 2 MiB */
  maxBytes: number;
  /** Files in progress at once: a new one past this is refused. @default 4 */
  maxPending: number;
  /** A file with no part for this long is dropped (ms). @default 300000 */
  staleAfterMs: number;
}

/** Device photos are small (tens of KiB); 2 MiB leaves room for high-resolution cameras. */
export const DEVICE_MEDIA_LIMITS: MediaLimits = {
  maxBytes: 2 * 1024 * 1024,
  maxPending: 4,
  staleAfterMs: 5 * 60_000,
};

/** Where a file stands after a part: complete, waiting for bytes from `received` on, or dropped. */
export type MediaProgress =
  | { state: 'complete'; data: Buffer }
  | { state: 'partial'; received: number; parts: number }
  | { state: 'refused' };

interface Pending {
  /** The declared size, when the device declares one. */
  size: number | undefined;
  chunks: Buffer[];
  received: number;
  parts: number;
  lastPartAt: number;
}

/**
 * The files (photos) one device connection is sending in parts, reassembled with bounds: at most
 * `maxPending` at once, none over `maxBytes`, and one that gets no part for `staleAfterMs` is dropped
 * at the next part of any file — the session has no timer, its clock is the `now` it is given. Every
 * dropped file or part is reported to `onRefused`; the connection goes on.
 */
export class MediaAssembly<Key> {
  readonly #pending = new Map<Key, Pending>();
  readonly #now: () => Date;
  readonly #limits: MediaLimits;
  readonly #onRefused: (report: MediaRefusal) => void;

  constructor(
    now: () => Date,
    onRefused: ((report: MediaRefusal) => void) | undefined,
    limits: MediaLimits = DEVICE_MEDIA_LIMITS,
  ) {
    this.#now = now;
    this.#onRefused = onRefused ?? (() => {});
    this.#limits = limits;
  }

  /** Files in progress. */
  get pending(): number {
    return this.#pending.size;
  }

  /** Bytes held for files in progress. */
  get buffered(): number {
    let total = 0;
    for (const file of this.#pending.values()) total += file.received;
    return total;
  }

  /**
   * Begins a file (a file in progress under the same key starts again). `size` is the declared size,
   * when the protocol declares one. Returns false when it is refused (too large, too many at once).
   */
  start(type: number, key: Key, size: number | undefined): boolean {
    this.#dropStale(type);
    this.#pending.delete(key);
    if (size !== undefined && (size <= 0 || size > this.#limits.maxBytes)) {
      this.#refuse(type, `a file of ${size} bytes (at most ${this.#limits.maxBytes})`);
      return false;
    }
    if (this.#pending.size >= this.#limits.maxPending) {
      this.#refuse(type, `more than ${this.#limits.maxPending} files at once`);
      return false;
    }
    this.#pending.set(key, { size, chunks: [], received: 0, parts: 0, lastPartAt: this.#now().getTime() });
    return true;
  }

  /** Whether a file is in progress under `key`. */
  has(key: Key): boolean {
    return this.#pending.has(key);
  }

  /** How many bytes of the file under `key` arrived, or undefined when none is in progress. */
  received(key: Key): number | undefined {
    return this.#pending.get(key)?.received;
  }

  /**
   * Adds the next part of the file under `key`. A part for no file in progress, or one that makes the
   * file larger than declared or than `maxBytes`, is refused (and the file dropped). The file is
   * complete when it reaches its declared size, or, without one, when `last` says so.
   */
  append(type: number, key: Key, bytes: Buffer, last = false): MediaProgress {
    this.#dropStale(type);
    const file = this.#pending.get(key);
    if (!file) {
      this.#refuse(type, 'a part of no file in progress');
      return { state: 'refused' };
    }
    const received = file.received + bytes.length;
    const limit = Math.min(file.size ?? this.#limits.maxBytes, this.#limits.maxBytes);
    if (received > limit) {
      this.#pending.delete(key);
      this.#refuse(type, `a file grown past ${limit} bytes`);
      return { state: 'refused' };
    }
    file.chunks.push(Buffer.from(bytes));
    file.received = received;
    file.parts++;
    file.lastPartAt = this.#now().getTime();
    if (file.received === file.size || (file.size === undefined && last)) {
      this.#pending.delete(key);
      if (file.received === 0) {
        this.#refuse(type, 'an empty file');
        return { state: 'refused' };
      }
      return { state: 'complete', data: Buffer.concat(file.chunks, file.received) };
    }
    return { state: 'partial', received: file.received, parts: file.parts };
  }

  /** How many parts of the file under `key` arrived, or undefined when none is in progress. */
  partsOf(key: Key): number | undefined {
    return this.#pending.get(key)?.parts;
  }

  /** The declared size of the file under `key`, if it has one. */
  sizeOf(key: Key): number | undefined {
    return this.#pending.get(key)?.size;
  }

  /** Reports a part refused before it reached a file (malformed, out of order). */
  report(type: number, reason: string): void {
    this.#refuse(type, reason);
  }

  /** Drops the file under `key`, reporting why. */
  drop(type: number, key: Key, reason: string): void {
    if (this.#pending.delete(key)) this.#refuse(type, reason);
  }

  /** Drops every file in progress (the connection closed). */
  clear(): void {
    this.#pending.clear();
  }

  #dropStale(type: number): void {
    const now = this.#now().getTime();
    for (const [key, file] of this.#pending) {
      if (now - file.lastPartAt > this.#limits.staleAfterMs) {
        this.#pending.delete(key);
        this.#refuse(
          type,
          `a file left with ${file.received} bytes for over ${this.#limits.staleAfterMs} ms`,
        );
      }
    }
  }

  #refuse(type: number, reason: string): void {
    this.#onRefused({ type, reason });
  }
}
