import { eq, inArray } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { latestPositionsOf } from '../db/latestPositions';
import { devices } from '../db/schema';
import { geocodingFor } from '../geocoder/geocodingFor';
import { toDevice, toEvent, toPosition } from '../http/serialize';
import type { DeviceFactsCache } from './DeviceFactsCache';
import { eventRefusal, positionRefusal } from './draftRefusal';
import { type BatchPosition, type StoredBatch, storeBatch } from './insertPositions';
import { followGeofenceCalendars } from './stages/geofenceCalendars';
import { STAGES } from './stages/index';
import {
  DEFAULT_PIPELINE_SETTINGS,
  type DeviceState,
  type DraftEvent,
  type DraftPosition,
  type PipelineSettings,
  type PositionRow,
  type StageInput,
} from './types';

/** What a connection hands to the pipeline. */
export type IngestItem =
  | { kind: 'position'; position: DraftPosition }
  /** An event that does not come from a position (a command's result, the device going online). */
  | { kind: 'event'; event: DraftEvent };

interface Job {
  items: IngestItem[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** Committed jobs and what publishes their live updates. */
interface Committed {
  jobs: Job[];
  publish: () => Promise<void>;
}

/** Largest number of items committed in one transaction. */
const MAX_BATCH = 2000;
/**
 * Items the queue holds before a submission waits for room (the server's `ingestMaxQueuedItems`): its
 * frame stays unacknowledged and its connection stops reading (see `DeviceConnection`), so memory
 * stays bounded while the database is slow.
 */
export const MAX_QUEUED_ITEMS = 50_000;
/** A device's refused items are logged at most this often (ms); the others are counted. */
const REFUSAL_LOG_INTERVAL_MS = 60_000;

export interface IngestStats {
  positionsReceived: number;
  positionsStored: number;
  positionsDropped: number;
  /** Positions refused before batching because they cannot be stored (no date, speed out of range …). */
  positionsRefused: number;
  /** Events refused before batching for the same reason. */
  eventsRefused: number;
  /** Failed batches split in two to find the submissions that cannot be stored. */
  splits: number;
  /** Submissions rejected alone because the database refused them (their frames are not acknowledged). */
  submissionsFailed: number;
  batches: number;
  /** Largest batch committed. */
  maxBatch: number;
  /** Items waiting now. */
  queued: number;
  /** Submissions waiting now for room in the full queue. */
  waitingForRoom: number;
  /** Submissions that had to wait for room, since the start. */
  roomWaits: number;
  /** Total time spent running the stages (ms). */
  processingMs: number;
  /** Total time spent in commit transactions (ms). */
  transactionMs: number;
  /** Total time spent publishing committed changes (addresses, bus) (ms). */
  publishMs: number;
}

/**
 * Runs the processing stages and commits positions in groups: every item submitted while a commit is
 * running goes into the next one, so under load many devices share a transaction, and an idle server
 * commits at once. `submit` resolves only after the transaction commits — the gateway acknowledges a
 * frame to its device then, so nothing acknowledged can be lost.
 */
export class IngestQueue {
  readonly #ctx: ServerContext;
  readonly #facts: DeviceFactsCache;
  readonly #settings: PipelineSettings;
  readonly #states = new Map<number, DeviceState>();
  /** When each device's last refusal was logged, and how many were refused since. */
  readonly #refusalLog = new Map<number, { at: number; unlogged: number }>();
  #pending: Job[] = [];
  /** Submissions waiting for room, oldest first: woken after each batch leaves the queue. */
  #roomWaiters: (() => void)[] = [];
  readonly #maxQueued: number;
  #running: Promise<void> | null = null;
  readonly stats: IngestStats = {
    positionsReceived: 0,
    positionsStored: 0,
    positionsDropped: 0,
    positionsRefused: 0,
    eventsRefused: 0,
    splits: 0,
    submissionsFailed: 0,
    batches: 0,
    maxBatch: 0,
    queued: 0,
    waitingForRoom: 0,
    roomWaits: 0,
    processingMs: 0,
    transactionMs: 0,
    publishMs: 0,
  };

  constructor(
    ctx: ServerContext,
    facts: DeviceFactsCache,
    settings: Partial<PipelineSettings> = {},
    limits: { maxQueuedItems?: number } = {},
  ) {
    this.#ctx = ctx;
    this.#facts = facts;
    this.#settings = { ...DEFAULT_PIPELINE_SETTINGS, ...settings };
    this.#maxQueued = limits.maxQueuedItems ?? MAX_QUEUED_ITEMS;
  }

  /**
   * Queues items; resolves once they are committed and their live update is out (rejects if the
   * database refused them). An item that cannot be stored (`draftRefusal.ts`: a fix without a usable
   * date, a speed out of range …) is refused here, alone: it is counted, logged and left out, and
   * the rest is committed, so the frame is still acknowledged — sending it again would never succeed.
   * When the queue holds its maximum, the submission first waits, in turn, for room.
   */
  async submit(items: IngestItem[]): Promise<void> {
    const storable = this.#refuseUnstorable(items);
    if (storable.length === 0) return;
    if (this.#full(storable.length)) {
      this.stats.roomWaits++;
      this.stats.waitingForRoom++;
      try {
        do await new Promise<void>((resolve) => this.#roomWaiters.push(resolve));
        while (this.#full(storable.length));
      } finally {
        this.stats.waitingForRoom--;
      }
    }
    return new Promise<void>((resolve, reject) => {
      this.#pending.push({ items: storable, resolve, reject });
      this.stats.queued += storable.length;
      this.#running ??= this.#drain();
    });
  }

  /** Whether `count` more items would pass the maximum (an empty queue takes any submission). */
  #full(count: number): boolean {
    return this.stats.queued > 0 && this.stats.queued + count > this.#maxQueued;
  }

  /** The items that can be stored (the same array when all can). */
  #refuseUnstorable(items: IngestItem[]): IngestItem[] {
    const now = Date.now();
    let kept: IngestItem[] | undefined;
    items.forEach((item, index) => {
      if (item.kind === 'position') this.stats.positionsReceived++;
      const reason =
        item.kind === 'position' ? positionRefusal(item.position, now) : eventRefusal(item.event, now);
      if (reason === null) {
        kept?.push(item);
        return;
      }
      kept ??= items.slice(0, index);
      if (item.kind === 'position') this.stats.positionsRefused++;
      else this.stats.eventsRefused++;
      this.#logRefusal(item, reason, now);
    });
    return kept ?? items;
  }

  /** Logs a refused item, at most once a minute per device (with the count of those not logged). */
  #logRefusal(item: IngestItem, reason: string, now: number): void {
    const { deviceId, protocol } =
      item.kind === 'position' ? item.position : { deviceId: item.event.deviceId, protocol: undefined };
    const last = this.#refusalLog.get(deviceId);
    if (last && now - last.at < REFUSAL_LOG_INTERVAL_MS) {
      last.unlogged++;
      return;
    }
    this.#refusalLog.set(deviceId, { at: now, unlogged: 0 });
    this.#ctx.log.warn(
      { deviceId, protocol, kind: item.kind, reason, alsoRefused: last?.unlogged ?? 0 },
      'device data refused: it cannot be stored',
    );
  }

  /** Resolves when everything submitted so far is committed. */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  /** The latest stored position of a device, as the pipeline knows it (loads it on first use). */
  async state(deviceId: number): Promise<DeviceState> {
    let state = this.#states.get(deviceId);
    if (state) return state;
    const row = (await latestPositionsOf(this.#ctx.db, eq(devices.id, deviceId))).get(deviceId);
    state = this.#states.get(deviceId) ?? {
      deviceId,
      last: row ? draftOf(row) : null,
      overspeed: false,
    };
    this.#states.set(deviceId, state);
    return state;
  }

  /**
   * Loads, in a few queries for the whole batch, the states and facts of the devices not known yet,
   * so a batch of many devices does not wait on one query per device.
   */
  async #preload(items: IngestItem[]): Promise<void> {
    const deviceIds = new Set<number>();
    for (const item of items) if (item.kind === 'position') deviceIds.add(item.position.deviceId);
    const unknown = [...deviceIds].filter((id) => !this.#states.has(id));
    if (unknown.length > 0) {
      const latest = await latestPositionsOf(this.#ctx.db, inArray(devices.id, unknown));
      for (const deviceId of unknown) {
        if (this.#states.has(deviceId)) continue;
        const row = latest.get(deviceId);
        this.#states.set(deviceId, { deviceId, last: row ? draftOf(row) : null, overspeed: false });
      }
    }
    await this.#facts.preload(deviceIds);
  }

  /** Forgets a device's state (after its accumulators change or it is removed). */
  forget(deviceId: number): void {
    this.#states.delete(deviceId);
  }

  async #drain(): Promise<void> {
    // The live updates of one batch go out while the next batch is processed and stored (one at a time,
    // in commit order); a device's frame is acknowledged after its batch is committed and published.
    let publishing: Promise<void> = Promise.resolve();
    try {
      // Let the event loop read every socket that has data first, so frames that arrived together are
      // committed together (PGlite answers without yielding to I/O, so without this each commit
      // would hold one frame).
      await yieldToIo();
      for (;;) {
        if (this.#pending.length === 0) {
          // Items submitted while the last live update goes out are committed by this same loop.
          await publishing;
          if (this.#pending.length === 0) break;
        }
        const jobs: Job[] = [];
        let count = 0;
        while (
          this.#pending.length > 0 &&
          (count === 0 || count + (this.#pending[0]?.items.length ?? 0) <= MAX_BATCH)
        ) {
          const job = this.#pending.shift() as Job;
          jobs.push(job);
          count += job.items.length;
        }
        this.stats.queued -= count;
        // Room again: the waiting submissions look, oldest first (one that still does not fit waits on).
        for (const wake of this.#roomWaiters.splice(0)) wake();
        const committed: Committed[] = [];
        await this.#commitSplitting(jobs, committed);
        await publishing;
        if (committed.length > 0) {
          // Committed: the frames are acknowledged once their live update is out, so whoever sees
          // the acknowledgement finds the positions on the sockets and in the counters.
          publishing = (async () => {
            for (const part of committed) {
              await this.#publish(part.publish);
              for (const job of part.jobs) job.resolve();
            }
          })();
        }
        await yieldToIo();
      }
    } finally {
      this.#running = null;
    }
  }

  /**
   * Commits jobs in one batch. If the database refuses the batch for what it holds (not for being
   * unreachable), the batch is split in two and each half tried again, down to single jobs: only a
   * submission the database refuses is rejected (its frame is not acknowledged, so its device sends
   * it again), and everyone else's are committed.
   */
  async #commitSplitting(jobs: Job[], committed: Committed[]): Promise<void> {
    try {
      committed.push({ jobs, publish: await this.#commit(jobs.flatMap((j) => j.items)) });
    } catch (error) {
      if (jobs.length > 1 && mayBeOneSubmission(error)) {
        this.stats.splits++;
        const half = Math.ceil(jobs.length / 2);
        await this.#commitSplitting(jobs.slice(0, half), committed);
        await this.#commitSplitting(jobs.slice(half), committed);
        return;
      }
      const deviceIds = [...new Set(jobs.flatMap((j) => j.items.map(deviceIdOf)))];
      this.#ctx.log.error(
        { err: error, deviceIds, items: jobs.reduce((n, j) => n + j.items.length, 0) },
        jobs.length === 1 ? 'device data could not be stored' : 'position batch failed to commit',
      );
      this.stats.submissionsFailed += jobs.length;
      for (const job of jobs) job.reject(error);
    }
  }

  async #publish(publish: () => Promise<void>): Promise<void> {
    const start = performance.now();
    try {
      await publish();
    } catch (error) {
      // The batch is stored; clients that missed its live update see it on their next load.
      this.#ctx.log.error({ err: error }, 'committed positions could not be published');
    }
    this.stats.publishMs += performance.now() - start;
  }

  /** Processes and stores a batch; returns what publishes its live updates once it is committed. */
  async #commit(items: IngestItem[]): Promise<() => Promise<void>> {
    const processingStart = performance.now();
    const accepted: BatchPosition[] = [];
    const standalone: DraftEvent[] = [];
    const snapshots = new Map<number, DeviceState>();
    await this.#preload(items);
    let stored: StoredBatch;
    let transactionStart: number;
    // The devices' states go back to what they were if the batch is not stored, so it can be tried again.
    try {
      for (const item of items) {
        if (item.kind === 'event') {
          standalone.push(item.event);
          continue;
        }
        const deviceId = item.position.deviceId;
        const state = this.#states.get(deviceId) ?? (await this.state(deviceId));
        if (!snapshots.has(deviceId)) snapshots.set(deviceId, { ...state });
        // Preloaded for the whole batch: read without a wait per position.
        const facts = this.#facts.cached(deviceId) ?? (await this.#facts.get(deviceId));
        if (!facts) {
          this.stats.positionsDropped++;
          continue;
        }
        const input: StageInput = {
          position: item.position,
          state,
          device: facts,
          settings: this.#settings,
          events: [],
          outOfOrder: false,
        };
        let dropped = false;
        for (const stage of STAGES) {
          if (stage(input) === 'drop') {
            dropped = true;
            break;
          }
        }
        if (dropped) {
          this.stats.positionsDropped++;
          continue;
        }
        // Most positions raise no crossing of a geofence with a calendar: no wait for them.
        const gating = followGeofenceCalendars(input);
        if (gating) await gating;
        accepted.push({ position: input.position, events: input.events, latest: !input.outOfOrder });
        if (!input.outOfOrder) state.last = input.position;
      }
      if (accepted.length > 0) {
        // A fix for a month without a partition (a late buffer, a new month) gets one before the insert;
        // if that fails the default partition still takes the position, so nothing is refused.
        try {
          await this.#ctx.database.positionPartitions.ensureFor(accepted.map((a) => a.position.fixTime));
        } catch (error) {
          this.#ctx.log.warn(
            { err: error },
            'position partition could not be made; the default partition takes the fixes',
          );
        }
      }
      transactionStart = performance.now();
      this.stats.processingMs += transactionStart - processingStart;
      stored = await storeBatch(this.#ctx.db, accepted, standalone);
    } catch (error) {
      for (const [deviceId, snapshot] of snapshots) this.#states.set(deviceId, snapshot);
      throw error;
    }
    this.stats.transactionMs += performance.now() - transactionStart;
    // The drafts become the stored rows (no copy: they belong to this batch alone from here on).
    const positionsStored: PositionRow[] = accepted.map((a, i) => {
      const row = a.position as PositionRow;
      row.id = stored.positionIds[i] as number;
      return row;
    });
    // The devices' cached rows follow what the batch stored, as its live update sends them.
    const updatedAt = new Date();
    accepted.forEach((a, i) => {
      const row = positionsStored[i];
      if (a.latest && row) this.#facts.noteStored(row.deviceId, row.id, row.fixTime, updatedAt);
    });
    this.stats.positionsStored += positionsStored.length;
    this.stats.batches++;
    this.stats.maxBatch = Math.max(this.stats.maxBatch, items.length);
    return async () => {
      const { bus } = this.#ctx;
      // Every device that reported has a new last update (and maybe came online): Traccar sends the
      // device on each of its messages, and its web app shows "updated … ago" from it.
      const reported = [...new Set([...stored.cameOnline, ...positionsStored.map((p) => p.deviceId)])];
      if (reported.length) {
        // From the facts cache, kept current with each batch; read only those it no longer holds.
        const changed = reported.flatMap((id) => this.#facts.row(id) ?? []);
        const missing = reported.filter((id) => !this.#facts.row(id));
        if (missing.length)
          changed.push(...(await this.#ctx.db.select().from(devices).where(inArray(devices.id, missing))));
        await bus.publish('devices', { devices: changed.map(toDevice), statusOnly: true });
      }
      if (positionsStored.length) {
        // Addresses come from the cached resolver (one lookup per ~50 m cell), never from the device.
        const live = await geocodingFor(this.#ctx).addresses.fillAddresses(positionsStored.map(toPosition));
        await bus.publish('positions', { positions: live });
      }
      if (stored.events.length) await bus.publish('events', { events: stored.events.map(toEvent) });
    };
  }
}

/** The device an item belongs to. */
function deviceIdOf(item: IngestItem): number {
  return item.kind === 'position' ? item.position.deviceId : item.event.deviceId;
}

/**
 * Whether a failed commit may be the fault of what one submission holds, so that splitting the batch
 * isolates it: an error raised while building the statement (JSON, dates), or one the database
 * raised about the statement (an SQLSTATE), except those that say the database is unreachable,
 * out of resources or shutting down (classes 08, 53, 57, 58, XX), where every half would fail too.
 */
function mayBeOneSubmission(error: unknown): boolean {
  // The query builder wraps the driver's error in its own, as `cause`.
  for (let cause = error, depth = 0; cause instanceof Error && depth < 4; depth++) {
    if (cause instanceof TypeError || cause instanceof RangeError) return true;
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-DF-Z][0-9A-Z]{4}$/.test(code)) {
      return !/^(08|53|57|58|XX)/.test(code);
    }
    cause = cause.cause;
  }
  return false;
}

/** Resolves after the event loop has run its I/O callbacks once. */
function yieldToIo(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** A stored row as the pipeline's draft (for the device's last position). */
function draftOf(row: PositionRow): DraftPosition {
  const { id: _id, ...rest } = row;
  return { ...rest, protocol: rest.protocol ?? '', geofenceIds: rest.geofenceIds ?? null };
}
