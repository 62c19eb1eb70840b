import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/Database';
import { dailyCounts } from '../db/schema';

/** What is counted per UTC day in `daily_counts`. */
export type CountedKind = 'requests' | 'geocoderRequests';

export type DayCounts = Record<CountedKind, number>;

/** How often an instance adds its counts to the database (ms). */
export const DAILY_COUNTS_FLUSH_MS = 60_000;

/** The UTC day of a moment, as `YYYY-MM-DD`. */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

const add = (into: Map<string, DayCounts>, day: string, counts: Partial<DayCounts>) => {
  const entry = into.get(day) ?? { requests: 0, geocoderRequests: 0 };
  entry.requests += counts.requests ?? 0;
  entry.geocoderRequests += counts.geocoderRequests ?? 0;
  into.set(day, entry);
};

/**
 * API requests and reverse-geocoder lookups of one instance, counted in memory per UTC day and added
 * to the day's row of `daily_counts` (`count = count + n`) at most once a minute and at shutdown, so
 * the rows hold the sum over every instance. Counts whose write failed are kept for the next one.
 */
export class DailyCounters {
  readonly #db: Db;
  readonly #log: FastifyBaseLogger;
  #pending = new Map<string, DayCounts>();
  /** Counts being written now: still this instance's until the write committed. */
  #writing = new Map<string, DayCounts>();
  #flushing: Promise<void> | null = null;
  #timer: NodeJS.Timeout | null = null;

  constructor(db: Db, log: FastifyBaseLogger) {
    this.#db = db;
    this.#log = log;
  }

  /** Counts `n` of `kind` on the UTC day of `at`. */
  count(kind: CountedKind, n = 1, at = new Date()): void {
    add(this.#pending, dayOf(at), { [kind]: n });
  }

  /** This instance's counts not yet in the database, per day (`YYYY-MM-DD`). */
  unwritten(): Map<string, DayCounts> {
    const all = new Map<string, DayCounts>();
    for (const source of [this.#writing, this.#pending])
      for (const [day, counts] of source) add(all, day, counts);
    return all;
  }

  /** Adds the counts to the database every {@link DAILY_COUNTS_FLUSH_MS}. */
  start(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => {
      this.flush().catch((error) =>
        this.#log.warn({ err: error }, 'daily counts not written; kept for later'),
      );
    }, DAILY_COUNTS_FLUSH_MS);
    this.#timer.unref();
  }

  /** Stops the timer and writes what is left (at shutdown). */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.flush();
  }

  /** Adds the counts so far to their days' rows; one write at a time. */
  async flush(): Promise<void> {
    while (this.#flushing) await this.#flushing.catch(() => {});
    if (this.#pending.size === 0) return;
    this.#writing = this.#pending;
    this.#pending = new Map();
    const rows = [...this.#writing].map(([day, counts]) => ({ day, ...counts }));
    this.#flushing = (async () => {
      try {
        await this.#db
          .insert(dailyCounts)
          .values(rows)
          .onConflictDoUpdate({
            target: dailyCounts.day,
            set: {
              requests: sql`${dailyCounts.requests} + excluded.requests`,
              geocoderRequests: sql`${dailyCounts.geocoderRequests} + excluded.geocoder_requests`,
            },
          });
      } catch (error) {
        for (const [day, counts] of this.#writing) add(this.#pending, day, counts);
        throw error;
      } finally {
        this.#writing = new Map();
        this.#flushing = null;
      }
    })();
    await this.#flushing;
  }
}
