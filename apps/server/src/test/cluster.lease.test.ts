import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../db/scratchDatabase';
import { AdvisoryLockLease, SCHEDULER_LOCK_KEY } from '../live/SchedulerLease';
import { type ScheduledJob, Scheduler } from '../services/Scheduler';

const DATABASE_URL = process.env.DATABASE_URL;
const log = pino({ level: 'silent' });

describe.skipIf(!DATABASE_URL)(
  DATABASE_URL
    ? 'scheduler lease on PostgreSQL'
    : 'scheduler lease (skipped: set DATABASE_URL to run it on PostgreSQL)',
  () => {
    let database: ScratchDatabase | null = null;
    let url = '';
    const admin = () => new pg.Client({ connectionString: DATABASE_URL });

    beforeAll(async () => {
      database = await createScratchDatabase(DATABASE_URL as string, 'fleetkit_lease');
      url = database.url;
    });
    afterAll(() => database?.drop());

    it('runs each job on one instance only, and on another once the holder stops or its connection dies', async () => {
      const runs: string[] = [];
      const job = (instance: string): ScheduledJob => ({
        name: 'count',
        everyMs: 3_600_000,
        atStart: true,
        run: async () => {
          runs.push(instance);
        },
      });
      // `first` and `third` try again only hourly; `second` every 20 ms (the one that takes over).
      const scheduler = (retryMs: number) =>
        new Scheduler(log, { lease: new AdvisoryLockLease(url, log), leaseRetryMs: retryMs });
      const first = scheduler(3_600_000);
      const second = scheduler(20);
      const third = scheduler(3_600_000);
      first.add(job('first'));
      second.add(job('second'));
      third.add(job('third'));
      first.start();
      await expect
        .poll(() => runs, { message: 'the first instance took the lease and ran the job' })
        .toHaveLength(1);
      expect(first.leader).toBe(true);
      second.start();
      third.start();
      // Whoever ticks, only the holder runs the job.
      await second.runNow(job('second'));
      await third.runNow(job('third'));
      await first.runNow(job('first'));
      expect(runs).toEqual(['first', 'first']);
      expect([second.leader, third.leader]).toEqual([false, false]);

      // The holder's database connection dies (its process crashed): PostgreSQL frees the lock and the
      // next instance to try takes it, running the jobs marked to run at start.
      const client = admin();
      await client.connect();
      const terminated = await client.query(
        `SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND objid = $1 AND granted
           AND database = (SELECT oid FROM pg_database WHERE datname = $2)`,
        [SCHEDULER_LOCK_KEY, new URL(url).pathname.slice(1)],
      );
      await client.end();
      expect(terminated.rowCount).toBe(1);
      await expect
        .poll(() => second.leader, { message: 'the retrying instance took the freed lease' })
        .toBe(true);
      await expect
        .poll(() => runs, { message: 'the new holder ran the job marked to run at start' })
        .toHaveLength(3);
      expect(runs[2]).toBe('second');
      expect(first.leader).toBe(false);

      // A clean stop lets the lease go at once: the next try of another instance gets it.
      await second.stop();
      expect(await third.tryLead()).toBe(true);
      await expect
        .poll(() => runs, { message: 'the third instance ran the job once it led' })
        .toHaveLength(4);

      expect(runs[3]).toBe('third');
      await first.stop();
      await third.stop();
    });
  },
);
