import { SOCKET_THROTTLE_THRESHOLD, SOCKET_THROTTLE_WINDOW_MS } from '../constants';

/** Options of an {@link UpdateThrottle}. */
export interface UpdateThrottleOptions<T> {
  /**
   * How many updates may pass within one window before further ones are buffered.
   * @default SOCKET_THROTTLE_THRESHOLD (3)
   */
  threshold?: number;
  /**
   * Length of the sliding window (ms).
   * @default SOCKET_THROTTLE_WINDOW_MS (1500)
   */
  windowMs?: number;
  /**
   * Identity of an item in the buffer, e.g. the device id. Of several buffered items with one key
   * only the latest is delivered.
   */
  key: (item: T) => string | number;
  /** Receives every delivery: a pass-through update as pushed, or one batch of buffered items. */
  onFlush: (items: T[]) => void;
  /**
   * Clock (ms). Read at each push, so test fake timers that replace `Date` apply.
   * @default () => Date.now()
   */
  now?: () => number;
}

type TimerHandle = ReturnType<typeof setTimeout>;

/**
 * Slows down a burst of live updates (SPEC §4: more than 3 device/position updates within 1500 ms
 * are buffered and flushed once the rate drops).
 *
 * One `push(items)` is one update, however many items it carries: one socket message is one update,
 * so the first message after connecting (the latest position of every device) is never held back.
 *
 * - A push passes through at once, as pushed, while at most `threshold` pushes (itself included)
 *   arrived within the last `windowMs` and nothing is buffered. The window is `(now - windowMs, now]`:
 *   an update exactly `windowMs` old has left it.
 * - Otherwise its items go into the buffer, keyed by `key(item)`: a later item replaces an earlier one
 *   with the same key, so a batch is the pushed stream in arrival order with superseded items removed.
 * - The buffer is delivered as one batch at the earliest of:
 *   1. the moment the rate drops: the number of pushes within the window falls back to `threshold`
 *      (the `threshold + 1`-th newest push leaves the window);
 *   2. `windowMs` after the first item entered the empty buffer, so a steady high rate still gets one
 *      batch per window and never starves;
 *   3. a push that arrives when the rate has dropped: the buffer and that push go out together, in order;
 *   4. a call to {@link flush}.
 *
 * Buffered pushes count towards the rate; deliveries do not. Timers are the global `setTimeout` and
 * `clearTimeout`, looked up at each use, so `vi.useFakeTimers()` drives them.
 *
 * @example
 * const throttle = new UpdateThrottle<Position>({
 *   key: (position) => position.deviceId,
 *   onFlush: (positions) => store.upsertPositions(positions),
 * });
 * socket.onmessage = (message) => throttle.push(JSON.parse(message.data).positions ?? []);
 */
export class UpdateThrottle<T> {
  readonly #threshold: number;
  readonly #windowMs: number;
  readonly #key: (item: T) => string | number;
  readonly #onFlush: (items: T[]) => void;
  readonly #now: () => number;
  /** Arrival times of the newest `threshold + 1` pushes, oldest first. Enough to know the rate. */
  readonly #recent: number[] = [];
  #buffer = new Map<string | number, T>();
  #bufferedSince = 0;
  #timer: TimerHandle | undefined;
  #timerDue = 0;
  #disposed = false;

  constructor(options: UpdateThrottleOptions<T>) {
    this.#threshold = Math.max(0, Math.floor(options.threshold ?? SOCKET_THROTTLE_THRESHOLD));
    this.#windowMs = Math.max(0, options.windowMs ?? SOCKET_THROTTLE_WINDOW_MS);
    this.#key = options.key;
    this.#onFlush = options.onFlush;
    this.#now = options.now ?? (() => Date.now());
  }

  /** Number of items waiting in the buffer (one per key). */
  get pending(): number {
    return this.#buffer.size;
  }

  /**
   * Offers one update. Delivers it at once while the rate is low, otherwise buffers it (see the class
   * description). An empty list is not an update and is ignored, as is any push after {@link dispose}.
   */
  push(items: readonly T[]): void {
    if (this.#disposed || items.length === 0) return;
    const now = this.#now();
    this.#recent.push(now);
    if (this.#recent.length > this.#threshold + 1) this.#recent.shift();

    if (!this.#isRateHigh(now)) {
      if (this.#buffer.size === 0) {
        this.#onFlush([...items]);
        return;
      }
      this.#bufferItems(items);
      this.flush();
      return;
    }

    if (this.#buffer.size === 0) this.#bufferedSince = now;
    this.#bufferItems(items);
    this.#schedule(now);
  }

  /** Delivers everything buffered now, as one batch, and cancels the pending flush. No-op when empty. */
  flush(): void {
    this.#cancelTimer();
    if (this.#buffer.size === 0) return;
    const batch = [...this.#buffer.values()];
    this.#buffer = new Map();
    this.#onFlush(batch);
  }

  /** Drops what is buffered without delivering it, cancels the pending flush and forgets the rate. */
  clear(): void {
    this.#cancelTimer();
    this.#buffer.clear();
    this.#recent.length = 0;
  }

  /** Like {@link clear}, and later pushes are ignored. */
  dispose(): void {
    this.#disposed = true;
    this.clear();
  }

  /** More than `threshold` pushes within `(now - windowMs, now]`. */
  #isRateHigh(now: number): boolean {
    const oldest = this.#recent[0];
    return this.#recent.length > this.#threshold && oldest !== undefined && oldest > now - this.#windowMs;
  }

  #bufferItems(items: readonly T[]): void {
    for (const item of items) {
      const key = this.#key(item);
      // Delete first so the item takes its place at the end: batches keep arrival order.
      this.#buffer.delete(key);
      this.#buffer.set(key, item);
    }
  }

  /** When the buffer is due: the rate drops (rule 1) or the buffer has waited one window (rule 2). */
  #dueTime(): number {
    const oldest = this.#recent[0] ?? this.#bufferedSince;
    return Math.min(oldest, this.#bufferedSince) + this.#windowMs;
  }

  #schedule(now: number): void {
    // The due time only moves later while the buffer fills, so an armed timer is never late; when it
    // fires early it re-arms (see #onTimer). This keeps a burst to one timer instead of one per push.
    if (this.#timer !== undefined) return;
    this.#arm(this.#dueTime(), now);
  }

  #arm(due: number, now: number): void {
    this.#timerDue = due;
    this.#timer = globalThis.setTimeout(() => this.#onTimer(), Math.max(0, due - now));
  }

  #onTimer(): void {
    this.#timer = undefined;
    const now = this.#now();
    const due = this.#dueTime();
    if (now < due && due > this.#timerDue) {
      this.#arm(due, now);
      return;
    }
    this.flush();
  }

  #cancelTimer(): void {
    if (this.#timer === undefined) return;
    globalThis.clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}
