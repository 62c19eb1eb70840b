import type { FastifyBaseLogger } from 'fastify';

export interface ScheduledJob {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

/**
 * Runs housekeeping jobs at fixed intervals, one run of a job at a time; a failing run is logged and
 * the job carries on. (With several instances, each job should run once across the cluster: see the
 * scale-out work.)
 */
export class Scheduler {
  readonly #timers: NodeJS.Timeout[] = [];
  readonly #running = new Set<string>();
  readonly #log: FastifyBaseLogger;

  constructor(log: FastifyBaseLogger) {
    this.#log = log;
  }

  add(job: ScheduledJob): void {
    const timer = setInterval(() => void this.runNow(job), job.everyMs);
    timer.unref();
    this.#timers.push(timer);
  }

  async runNow(job: ScheduledJob): Promise<void> {
    if (this.#running.has(job.name)) return;
    this.#running.add(job.name);
    try {
      await job.run();
    } catch (error) {
      this.#log.error({ err: error, job: job.name }, 'scheduled job failed');
    } finally {
      this.#running.delete(job.name);
    }
  }

  stop(): void {
    for (const timer of this.#timers) clearInterval(timer);
    this.#timers.length = 0;
  }
}
