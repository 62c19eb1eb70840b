import { sql } from 'drizzle-orm';
import type { Db } from './Database';

type Executor = Pick<Db, 'execute'>;

/** Months ahead of the current one whose partitions exist before their first position arrives. */
export const MONTHS_AHEAD = 2;
/**
 * How far back a fix still gets its own month on demand. Older fixes (a tracker's clock reset to 2006 by
 * a GPS week rollover, an old buffer) are stored in the default partition instead of creating partitions
 * for months of noise; the hourly maintenance moves them out when their month gets a partition anyway.
 */
export const ON_DEMAND_MONTHS_BACK = 24;

/** A month as a number (UTC year * 12 + month index), the key of its partition. */
export function monthOf(date: Date): number {
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

/** The first instant (UTC) of a month key. */
export function monthStart(month: number): Date {
  return new Date(Date.UTC(Math.floor(month / 12), month % 12, 1));
}

/** The partition name of a month: positions_YYYY_MM. */
export function partitionName(month: number): string {
  const start = monthStart(month);
  return `positions_${String(start.getUTCFullYear()).padStart(4, '0')}_${String(start.getUTCMonth() + 1).padStart(2, '0')}`;
}

function monthOfName(name: string): number | null {
  const match = /^positions_(\d{4})_(\d{2})$/.exec(name);
  return match ? Number(match[1]) * 12 + Number(match[2]) - 1 : null;
}

/**
 * The monthly partitions of `positions` (migration 0002): which exist, creating a month's on demand
 * before a batch that needs it, creating the coming months ahead of time, and dropping whole months
 * past the retention period. The SQL functions do the work under one advisory lock, so instances
 * sharing a database never race.
 */
export class PositionPartitions {
  readonly #db: Executor;
  #known: Set<number> | null = null;

  constructor(db: Executor) {
    this.#db = db;
  }

  /** The months that have a partition now (read from the catalog). */
  async list(): Promise<number[]> {
    const result = (await this.#db.execute(sql`
      SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = 'positions'::regclass`)) as unknown as { rows: { name: string }[] };
    const months = result.rows.map((r) => monthOfName(r.name)).filter((m): m is number => m !== null);
    this.#known = new Set(months);
    return months.sort((a, b) => a - b);
  }

  /** Creates the partition of `month` (moving its rows out of the default partition) unless it exists. */
  async ensure(month: number): Promise<void> {
    await this.#db.execute(
      sql`SELECT position_partition_ensure(${monthStart(month).toISOString()}::timestamptz)`,
    );
    this.#known?.add(month);
  }

  /**
   * Before a batch is inserted: creates the partitions its fixes need that do not exist yet (from
   * ON_DEMAND_MONTHS_BACK months ago to next month). A fix outside that window, or one whose partition
   * could not be made, still goes in: the default partition takes it.
   */
  async ensureFor(fixTimes: Iterable<Date>, now = new Date()): Promise<void> {
    const known = this.#known ?? new Set(await this.list());
    const current = monthOf(now);
    const wanted = new Set<number>();
    for (const time of fixTimes) {
      const month = monthOf(time);
      if (!known.has(month) && month >= current - ON_DEMAND_MONTHS_BACK && month <= current + 1)
        wanted.add(month);
    }
    for (const month of wanted) await this.ensure(month);
  }

  /**
   * The periodic work: this month's and the next MONTHS_AHEAD partitions; partitions for months whose
   * positions sit in the default partition; and, when `retentionMonths` is set, dropping every month
   * that ended more than `retentionMonths` months before the current one began (the current month and
   * the `retentionMonths` before it are kept; so is each device's latest position).
   */
  async maintain(
    options: { retentionMonths?: number | null; now?: Date } = {},
  ): Promise<{ dropped: number }> {
    const current = monthOf(options.now ?? new Date());
    const retention = options.retentionMonths ?? null;
    const oldest = retention ? current - retention : current - ON_DEMAND_MONTHS_BACK;
    const known = new Set(await this.list());
    for (let month = current; month <= current + MONTHS_AHEAD; month++) {
      if (!known.has(month)) await this.ensure(month);
    }
    const stray = (await this.#db.execute(sql`
      SELECT DISTINCT date_trunc('month', fix_time AT TIME ZONE 'UTC')::text AS month FROM positions_default`)) as unknown as {
      rows: { month: string }[];
    };
    for (const { month: text } of stray.rows) {
      const month = monthOf(new Date(`${text.slice(0, 10)}T00:00:00Z`));
      if (month >= oldest && month <= current + MONTHS_AHEAD && !known.has(month)) await this.ensure(month);
    }
    let dropped = 0;
    if (retention) {
      const result = (await this.#db.execute(
        sql`SELECT position_partitions_drop_before(${monthStart(current - retention).toISOString()}::timestamptz) AS dropped`,
      )) as unknown as { rows: { dropped: number }[] };
      dropped = Number(result.rows[0]?.dropped ?? 0);
      await this.list();
    }
    return { dropped };
  }
}
