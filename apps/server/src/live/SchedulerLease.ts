import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/**
 * Who runs the scheduled jobs: the one instance that holds the lease. `acquire()` is cheap to call on
 * every tick: the holder keeps it, the others try again.
 */
export interface SchedulerLease {
  /** Whether this instance holds the lease now. */
  readonly held: boolean;
  /** Takes the lease when it is free (or confirms it is still held); resolves whether it is held. */
  acquire(): Promise<boolean>;
  /** Lets the lease go (shutdown). */
  release(): Promise<void>;
}

/** The lease of a server that is alone with its database (embedded PGlite): always held. */
export class SoleInstanceLease implements SchedulerLease {
  readonly held = true;
  async acquire(): Promise<boolean> {
    return true;
  }
  async release(): Promise<void> {}
}

/** The advisory lock key of the scheduler ('flkt' as a number); locks are per database. */
export const SCHEDULER_LOCK_KEY = 0x666c6b74;

/**
 * The lease as a PostgreSQL session advisory lock held on a connection of its own: the instance whose
 * connection holds `pg_try_advisory_lock` runs the jobs. When that instance dies, its connection ends
 * and PostgreSQL frees the lock at once; the next instance to try takes it. No table, no clock.
 */
export class AdvisoryLockLease implements SchedulerLease {
  readonly #url: string;
  readonly #key: number;
  readonly #log: FastifyBaseLogger;
  #client: pg.Client | null = null;
  #held = false;
  #trying: Promise<boolean> | null = null;

  constructor(url: string, log: FastifyBaseLogger, key = SCHEDULER_LOCK_KEY) {
    this.#url = url;
    this.#log = log;
    this.#key = key;
  }

  get held(): boolean {
    return this.#held;
  }

  acquire(): Promise<boolean> {
    this.#trying ??= this.#acquire().finally(() => {
      this.#trying = null;
    });
    return this.#trying;
  }

  async #acquire(): Promise<boolean> {
    try {
      const client = await this.#connect();
      if (this.#held) {
        // Still connected means still held; a round trip proves the connection is alive.
        await client.query('SELECT 1');
        return true;
      }
      const result = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
        this.#key,
      ]);
      this.#held = result.rows[0]?.locked === true;
      if (this.#held)
        this.#log.info({ key: this.#key }, 'scheduler lease taken: this instance runs the jobs');
      return this.#held;
    } catch (error) {
      this.#log.warn({ err: error }, 'scheduler lease unavailable');
      this.#drop();
      return false;
    }
  }

  async release(): Promise<void> {
    const client = this.#client;
    this.#client = null;
    this.#held = false;
    // Ending the session frees its advisory locks.
    await client?.end().catch(() => {});
  }

  async #connect(): Promise<pg.Client> {
    if (this.#client) return this.#client;
    const client = new pg.Client({ connectionString: this.#url, keepAlive: true });
    client.on('error', (error) => {
      this.#log.warn({ err: error }, 'scheduler lease connection lost');
      if (this.#client === client) this.#drop();
    });
    client.on('end', () => {
      if (this.#client === client) this.#drop();
    });
    await client.connect();
    this.#client = client;
    return client;
  }

  #drop(): void {
    if (this.#held) this.#log.warn('scheduler lease lost');
    const client = this.#client;
    this.#client = null;
    this.#held = false;
    void client?.end().catch(() => {});
  }
}
