import { HuabaoTracker, RuptelaTracker } from './devices/binaryTrackers';
import { Gt06Tracker } from './devices/Gt06Tracker';
import { H02Tracker } from './devices/H02Tracker';
import { QueclinkTracker } from './devices/QueclinkTracker';
import { TeltonikaTracker } from './devices/TeltonikaTracker';
import type { ReceivedCommand, TcpTrackerProtocol } from './devices/TrackerProtocol';
import {
  Gps103Tracker,
  MeitrackTracker,
  SuntechTracker,
  Tk103Tracker,
  WialonTracker,
} from './devices/textTrackers';
import { HttpTrackerLink } from './links/HttpTrackerLink';
import { TcpTrackerLink } from './links/TcpTrackerLink';
import type {
  SimulatedDeviceEvent,
  SimulatedDeviceStats,
  TrackerLink,
  TrackerLinkHost,
  TrackerLinkOptions,
} from './links/TrackerLink';
import { RecordOutbox } from './RecordOutbox';
import type { SeededRandom } from './SeededRandom';
import { type SimulationClock, type SimulationTimer, systemClock } from './SimulationClock';
import type { SimulatedVehicle, TrackedVehicle, TrackerRecord, VehicleSnapshot } from './types';

export interface SimulatedDeviceOptions extends TrackerLinkOptions {
  vehicle: SimulatedVehicle;
  /** The vehicle the tracker is fitted to. */
  model: TrackedVehicle;
  /** For report jitter and reconnect delays; the model draws from its own stream. */
  random: SeededRandom;
  /** @default systemClock */
  clock?: SimulationClock;
  /** Report interval with the ignition on (ms). @default 5000 */
  intervalMs?: number;
  /** Report interval with the ignition off (ms), as trackers save data while parked. @default 60000 */
  parkedIntervalMs?: number;
  /** A status/heartbeat frame at least this often (ms), for the protocols that have one. @default 180000 */
  heartbeatIntervalMs?: number;
  /** Each interval varies by up to this fraction either way. @default 0.1 */
  jitter?: number;
  /** Records kept while the server does not acknowledge them. @default 10000 */
  maxStoredRecords?: number;
  /** Records per Teltonika packet. @default 20 */
  maxRecordsPerFrame?: number;
  /** Wait this long after `start()` before connecting and reporting (ms), to spread a fleet. @default 0 */
  startDelayMs?: number;
}

function trackerProtocol(vehicle: SimulatedVehicle, maxRecordsPerFrame: number): TcpTrackerProtocol {
  switch (vehicle.protocol) {
    case 'gt06':
      return new Gt06Tracker(vehicle.uniqueId);
    case 'teltonika':
      return new TeltonikaTracker(vehicle.uniqueId, maxRecordsPerFrame);
    case 'h02':
      return new H02Tracker(vehicle.uniqueId);
    case 'gps103':
      return new Gps103Tracker(vehicle.uniqueId);
    case 'tk103':
      return new Tk103Tracker(vehicle.uniqueId);
    case 'suntech':
      return new SuntechTracker(vehicle.uniqueId);
    case 'meitrack':
      return new MeitrackTracker(vehicle.uniqueId);
    case 'wialon':
      return new WialonTracker(vehicle.uniqueId);
    case 'queclink':
      return new QueclinkTracker(vehicle.uniqueId);
    case 'huabao':
      return new HuabaoTracker(vehicle.uniqueId);
    case 'ruptela':
      return new RuptelaTracker(vehicle.uniqueId, maxRecordsPerFrame);
    default:
      throw new RangeError(`${vehicle.protocol} is not a TCP protocol`);
  }
}

/**
 * One tracker fitted to one simulated vehicle, talking to the gateway over a real socket (GT06,
 * Teltonika, H02) or HTTP (OsmAnd). Every interval (with jitter) it reads the vehicle and stores a
 * record (every interval while the ignition is on, every `parkedIntervalMs` while it is off, at
 * once on an ignition or relay change, and one per alarm); records stay stored until the server
 * acknowledges them. Engine commands cut or release the vehicle's relay.
 * @example
 * const device = new SimulatedDevice({ vehicle, model, random, host: '127.0.0.1', port: 5023 });
 * device.start();
 * await device.stop();
 */
export class SimulatedDevice {
  readonly vehicle: SimulatedVehicle;
  readonly model: TrackedVehicle;
  readonly #clock: SimulationClock;
  readonly #random: SeededRandom;
  readonly #outbox: RecordOutbox;
  readonly #stats: SimulatedDeviceStats = {
    framesSent: 0,
    acksReceived: 0,
    recordsAcknowledged: 0,
    reconnects: 0,
    commandsReceived: 0,
    commandsObeyed: 0,
  };
  readonly #listeners = new Set<(event: SimulatedDeviceEvent) => void>();
  readonly #link: TrackerLink;
  readonly #intervalMs: number;
  readonly #parkedIntervalMs: number;
  readonly #heartbeatIntervalMs: number;
  readonly #jitter: number;
  readonly #startDelayMs: number;
  #timer: SimulationTimer | undefined;
  #started = false;
  #stopped = false;
  #lastRecorded: VehicleSnapshot | undefined;
  #lastRecordAt = Number.NEGATIVE_INFINITY;
  #lastStatusAt = Number.NEGATIVE_INFINITY;

  constructor(options: SimulatedDeviceOptions) {
    this.vehicle = options.vehicle;
    this.model = options.model;
    this.#clock = options.clock ?? systemClock;
    this.#random = options.random;
    this.#outbox = new RecordOutbox(options.maxStoredRecords);
    this.#intervalMs = options.intervalMs ?? 5000;
    this.#parkedIntervalMs = options.parkedIntervalMs ?? 60_000;
    this.#heartbeatIntervalMs = options.heartbeatIntervalMs ?? 180_000;
    this.#jitter = options.jitter ?? 0.1;
    this.#startDelayMs = options.startDelayMs ?? 0;
    const host: TrackerLinkHost = {
      clock: this.#clock,
      random: this.#random,
      outbox: this.#outbox,
      stats: this.#stats,
      snapshot: () => this.#readVehicle(),
      obey: (command) => this.#obey(command),
      reportNow: () => this.#report(),
      emit: (event) => {
        // Acceptance comes with a status frame from the link, so the heartbeat clock restarts.
        if (event.type === 'online') this.#lastStatusAt = this.#clock.now();
        for (const listener of this.#listeners) listener(event);
      },
    };
    this.#link =
      this.vehicle.protocol === 'osmand'
        ? new HttpTrackerLink(this.vehicle.uniqueId, host, options, this.vehicle.devicePassword)
        : new TcpTrackerLink(trackerProtocol(this.vehicle, options.maxRecordsPerFrame ?? 20), host, options);
  }

  /** A copy of the counters. */
  get stats(): SimulatedDeviceStats {
    return { ...this.#stats };
  }

  /** Whether the server currently accepts this tracker's records. */
  get online(): boolean {
    return this.#link.online;
  }

  /** Records stored and not yet acknowledged, oldest first. */
  get pendingRecords(): readonly TrackerRecord[] {
    return this.#outbox.records;
  }

  /** Connects and starts reporting (after `startDelayMs`). */
  start(): void {
    if (this.#started) return;
    this.#started = true;
    this.#timer = this.#clock.setTimer(() => {
      this.#link.start();
      this.#tick();
    }, this.#startDelayMs);
  }

  /** Stops reporting and closes the connection; resolves once it is closed. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#timer?.cancel();
    await this.#link.stop();
  }

  /** Stops the tracker and forgets its listeners. */
  dispose(): void {
    this.#listeners.clear();
    void this.stop();
  }

  /** Calls `listener` for each event; returns the function that stops it. */
  subscribe(listener: (event: SimulatedDeviceEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #tick(): void {
    if (this.#stopped) return;
    this.#report();
    const interval = this.#intervalMs * this.#random.between(1 - this.#jitter, 1 + this.#jitter);
    this.#timer = this.#clock.setTimer(() => this.#tick(), interval);
  }

  #readVehicle(): VehicleSnapshot {
    this.model.advanceTo(this.#clock.now());
    return this.model.snapshot();
  }

  /** Stores what is due (alarms, a change, the periodic record), sends status when due, and flushes. */
  #report(): void {
    const now = this.#clock.now();
    const snapshot = this.#readVehicle();
    for (const { alarm, snapshot: moment } of this.model.takeAlarms()) {
      this.#outbox.add({ ...moment, reason: 'alarm', alarm });
    }
    const last = this.#lastRecorded;
    const relayChanged = last !== undefined && last.blocked !== snapshot.blocked;
    const ignitionChanged = last !== undefined && last.ignition !== snapshot.ignition;
    const interval = snapshot.ignition ? this.#intervalMs : this.#parkedIntervalMs;
    const due = now - this.#lastRecordAt >= interval * (1 - this.#jitter);
    if (relayChanged || ignitionChanged || due) {
      const reason = relayChanged ? 'output' : ignitionChanged ? 'ignition' : 'periodic';
      this.#outbox.add({ ...snapshot, reason });
      this.#lastRecorded = snapshot;
      this.#lastRecordAt = now;
    }
    const heartbeatDue = now - this.#lastStatusAt >= this.#heartbeatIntervalMs;
    if (this.#link.online && (relayChanged || ignitionChanged || heartbeatDue)) {
      this.#link.sendStatus();
      this.#lastStatusAt = now;
    }
    this.#link.flush();
  }

  #obey(command: ReceivedCommand): void {
    if (!command.engine) return;
    this.model.advanceTo(this.#clock.now());
    if (command.engine === 'lock') this.model.lock();
    else this.model.unlock();
    this.#stats.commandsObeyed++;
  }
}
