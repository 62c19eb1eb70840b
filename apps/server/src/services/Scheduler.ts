import type { FastifyBaseLogger } from 'fastify';
import { type SchedulerLease, SoleInstanceLease } from '../live/SchedulerLease';

export interface ScheduledJob {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
  /** Also run once when the scheduler starts (or when this instance takes the lease). @default false */
  atStart?: boolean;
}

export interface SchedulerOptions {
  /** Decides which instance runs the jobs. @default SoleInstanceLease (this one) */
  lease?: SchedulerLease;
  /** How often an instance without the lease tries to take it (ms). @default 15000 */
  leaseRetryMs?: number;
}

/**
 * Runs housekeeping jobs at fixed intervals, one run of a job at a time; a failing run is logged and
 * the job carries on. With several instances the jobs run once across the cluster: only the instance
 * holding the lease runs them, and another takes over when it dies.
 */
export class Scheduler {
  readonly #jobs: ScheduledJob[] = [];
  readonly #timers: NodeJS.Timeout[] = [];
  readonly #running = new Set<string>();
  readonly #log: FastifyBaseLogger;
  readonly #lease: SchedulerLease;
  readonly #leaseRetryMs: number;
  #started = false;

  constructor(log: FastifyBaseLogger, options: SchedulerOptions = {}) {
    this.#log = log.child({ component: 'scheduler' });
    this.#lease = options.lease ?? new SoleInstanceLease();
    this.#leaseRetryMs = options.leaseRetryMs ?? 15_000;
  }

  /** Whether this instance runs the jobs now. */
  get leader(): boolean {
    return this.#lease.held;
  }

  add(job: ScheduledJob): void {
    this.#jobs.push(job);
    if (this.#started) this.#schedule(job);
  }

  /** Starts the timers; jobs marked `atStart` run at once when this instance holds the lease. */
  start(): void {
    if (this.#started) return;
    this.#started = true;
    for (const job of this.#jobs) this.#schedule(job);
    const retry = setInterval(() => void this.tryLead(), this.#leaseRetryMs);
    retry.unref();
    this.#timers.push(retry);
    void this.tryLead();
  }

  /** Tries to take the lease; when this instance just took it, runs the `atStart` jobs. */
  async tryLead(): Promise<boolean> {
    const before = this.#lease.held;
    const held = await this.#lease.acquire();
    if (held && !before) {
      this.#log.info('this instance runs the scheduled jobs');
      for (const job of this.#jobs) if (job.atStart) void this.runNow(job);
    }
    return held;
  }

  /** Runs a job now if this instance holds the lease and the job is not already running. */
  async runNow(job: ScheduledJob): Promise<void> {
    if (this.#running.has(job.name)) return;
    this.#running.add(job.name);
    try {
      if (!(await this.tryLead())) return;
      await job.run();
    } catch (error) {
      this.#log.error({ err: error, job: job.name }, 'scheduled job failed');
    } finally {
      this.#running.delete(job.name);
    }
  }

  /** Stops the timers and lets the lease go, so another instance takes over at once. */
  async stop(): Promise<void> {
    for (const timer of this.#timers) clearInterval(timer);
    this.#timers.length = 0;
    this.#started = false;
    await this.#lease.release();
  }

  #schedule(job: ScheduledJob): void {
    const timer = setInterval(() => void this.runNow(job), job.everyMs);
    timer.unref();
    this.#timers.push(timer);
  }
}
