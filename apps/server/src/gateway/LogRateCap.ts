import type { FastifyBaseLogger } from 'fastify';

/** Lines one source may write per window. */
const LINES_PER_WINDOW = 5;
/** @default one minute */
const WINDOW_MS = 60_000;

/**
 * Caps what one source (a peer address) may write to the log: a connection spewing garbage, or
 * a peer reconnecting to do it again, writes a few lines a minute and then one line saying how
 * many were left out. What is counted in the metrics is counted all the same.
 */
export class LogRateCap {
  readonly #log: FastifyBaseLogger;
  readonly #linesPerWindow: number;
  readonly #windowMs: number;
  readonly #now: () => number;
  readonly #level: 'warn' | 'info';
  #windowStart = 0;
  readonly #written = new Map<string, number>();
  readonly #suppressed = new Map<string, number>();

  constructor(
    log: FastifyBaseLogger,
    options: { linesPerWindow?: number; windowMs?: number; now?: () => number; level?: 'warn' | 'info' } = {},
  ) {
    this.#level = options.level ?? 'warn';
    this.#log = log;
    this.#linesPerWindow = options.linesPerWindow ?? LINES_PER_WINDOW;
    this.#windowMs = options.windowMs ?? WINDOW_MS;
    this.#now = options.now ?? Date.now;
  }

  /** Writes a line for `source` (at this cap's level) unless it has written its share of this window. */
  write(source: string, details: Record<string, unknown>, message: string): void {
    this.#roll();
    const written = this.#written.get(source) ?? 0;
    if (written < this.#linesPerWindow) {
      this.#written.set(source, written + 1);
      this.#log[this.#level]({ ...details, remoteAddress: source }, message);
      return;
    }
    const suppressed = (this.#suppressed.get(source) ?? 0) + 1;
    this.#suppressed.set(source, suppressed);
    if (suppressed === 1) {
      this.#log[this.#level](
        { remoteAddress: source, linesPerWindow: this.#linesPerWindow, windowMs: this.#windowMs },
        'further device log lines from this address are left out of the log for now',
      );
    }
  }

  /** Starts a new window, reporting how many lines each source had left out in the last one. */
  #roll(): void {
    const now = this.#now();
    if (now - this.#windowStart < this.#windowMs) return;
    for (const [source, count] of this.#suppressed) {
      this.#log[this.#level]({ remoteAddress: source, count }, 'device log lines left out of the log');
    }
    this.#windowStart = now;
    this.#written.clear();
    this.#suppressed.clear();
  }
}
