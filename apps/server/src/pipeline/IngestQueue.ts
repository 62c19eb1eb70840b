import { eq, inArray } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { latestPositionsOf } from '../db/latestPositions';
import { devices } from '../db/schema';
import { geocodingFor } from '../geocoder/geocodingFor';
import { toDevice, toEvent, toPosition } from '../http/serialize';
import type { DeviceFactsCache } from './DeviceFactsCache';
import { type BatchPosition, type StoredBatch, storeBatch } from './insertPositions';
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

/** Largest number of items committed in one transaction. */
const MAX_BATCH = 2000;

export interface IngestStats {
  positionsReceived: number;
  positionsStored: number;
  positionsDropped: number;
  batches: number;
  /** Largest batch committed. */
  maxBatch: number;
  /** Items waiting now. */
  queued: number;
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
  #pending: Job[] = [];
  #running: Promise<void> | null = null;
  readonly stats: IngestStats = {
    positionsReceived: 0,
    positionsStored: 0,
    positionsDropped: 0,
    batches: 0,
    maxBatch: 0,
    queued: 0,
    processingMs: 0,
    transactionMs: 0,
    publishMs: 0,
  };

  constructor(ctx: ServerContext, facts: DeviceFactsCache, settings: Partial<PipelineSettings> = {}) {
    this.#ctx = ctx;
    this.#facts = facts;
    this.#settings = { ...DEFAULT_PIPELINE_SETTINGS, ...settings };
  }

  /** Queues items; resolves once they are committed and their live update is out (rejects if the commit failed). */
  submit(items: IngestItem[]): Promise<void> {
    if (items.length === 0) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.#pending.push({ items, resolve, reject });
      this.stats.queued += items.length;
      this.#running ??= this.#drain();
    });
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
        let publish: (() => Promise<void>) | null = null;
        try {
          publish = await this.#commit(jobs.flatMap((j) => j.items));
        } catch (error) {
          this.#ctx.log.error({ err: error }, 'position batch failed to commit');
          for (const job of jobs) job.reject(error);
        }
        await publishing;
        if (publish) {
          // Committed: the frames are acknowledged once their live update is out, so whoever sees
          // the acknowledgement finds the positions on the sockets and in the counters.
          const published = this.#publish(publish);
          publishing = published.then(() => {
            for (const job of jobs) job.resolve();
          });
        }
        await yieldToIo();
      }
    } finally {
      this.#running = null;
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
    for (const item of items) {
      if (item.kind === 'event') {
        standalone.push(item.event);
        continue;
      }
      this.stats.positionsReceived++;
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
    const transactionStart = performance.now();
    this.stats.processingMs += transactionStart - processingStart;
    let stored: StoredBatch;
    try {
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
    this.stats.positionsStored += positionsStored.length;
    this.stats.batches++;
    this.stats.maxBatch = Math.max(this.stats.maxBatch, items.length);
    return async () => {
      const { bus } = this.#ctx;
      if (stored.cameOnline.length) {
        const changed = await this.#ctx.db
          .select()
          .from(devices)
          .where(inArray(devices.id, stored.cameOnline));
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

/** Resolves after the event loop has run its I/O callbacks once. */
function yieldToIo(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** A stored row as the pipeline's draft (for the device's last position). */
function draftOf(row: PositionRow): DraftPosition {
  const { id: _id, ...rest } = row;
  return { ...rest, protocol: rest.protocol ?? '', geofenceIds: rest.geofenceIds ?? null };
}
