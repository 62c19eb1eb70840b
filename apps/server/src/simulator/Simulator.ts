import { findProtocol, type ProtocolName } from '../protocols/index';
import type { DemoVehicle } from '../services/demoFleet';
import type { AlarmRates } from './drivingProfile';
import type { SimulatedDeviceEvent, SimulatedDeviceStats } from './links/TrackerLink';
import { findRoute } from './routes/simulatorRoutes';
import { SeededRandom } from './SeededRandom';
import { SimulatedDevice } from './SimulatedDevice';
import { type SimulationClock, systemClock } from './SimulationClock';
import { buildSimulatedFleet } from './simulatedFleet';
import type { SimulatedVehicle } from './types';
import { VehicleModel } from './VehicleModel';

/** The protocols the simulated trackers speak. */
type SimulatedProtocol = 'gt06' | 'teltonika' | 'h02' | 'osmand';

/**
 * Gateway ports by protocol; 0 leaves that protocol's vehicles out. Protocols no simulated tracker
 * speaks yet may be left out.
 */
export type SimulatorPorts = Record<SimulatedProtocol, number> & Partial<Record<ProtocolName, number>>;

export interface SimulatorOptions {
  /** The gateway's address. @default '127.0.0.1' */
  host?: string;
  /** The gateway's ports. @default Traccar's: GT06 5023, Teltonika 5027, H02 5013, OsmAnd 5055 */
  ports?: Partial<SimulatorPorts>;
  /** How many vehicles (the demo fleet first, then generated ones), or the demo vehicles to drive. */
  vehicles: number | readonly DemoVehicle[];
  /** Report interval with the ignition on (ms). @default 5000 */
  intervalMs?: number;
  /** Everything random follows from it: routes positions, driving, alarms, jitter, generated IMEIs. @default 1 */
  seed?: number;
  /** @default systemClock */
  clock?: SimulationClock;
  /** Report interval with the ignition off (ms). @default 60000 */
  parkedIntervalMs?: number;
  /** Status/heartbeat frames at least this often (ms). @default 180000 */
  heartbeatIntervalMs?: number;
  /** @default 30000 */
  ackTimeoutMs?: number;
  /** Rates of rare events, for every vehicle. */
  alarmRates?: Partial<AlarmRates>;
  /**
   * The protocols generated vehicles take in turn (any of the gateway's); a protocol without a port
   * in `ports` uses its Traccar port. @default ['gt06', 'teltonika', 'osmand', 'h02']
   */
  protocols?: readonly SimulatedVehicle['protocol'][];
}

/** The counters of a whole simulation. */
export interface SimulatorStats extends SimulatedDeviceStats {
  /** Vehicles simulated. */
  vehicles: number;
  /** Vehicles whose tracker the server currently accepts. */
  online: number;
  /** Records stored by trackers and not yet acknowledged. */
  pendingRecords: number;
}

/** An event of one vehicle's tracker. */
export interface SimulatorEvent {
  uniqueId: string;
  event: SimulatedDeviceEvent;
}

/** The default gateway ports: the protocols' Traccar ports. */
export function defaultSimulatorPorts(): SimulatorPorts {
  return {
    gt06: findProtocol('gt06').port,
    teltonika: findProtocol('teltonika').port,
    h02: findProtocol('h02').port,
    osmand: findProtocol('osmand').port,
  };
}

/**
 * A simulated fleet: vehicles around Kathmandu and along the Prithvi Highway, each with a tracker
 * that speaks its real protocol to the gateway over a real socket (GT06, Teltonika, H02) or HTTP
 * (OsmAnd). Vehicles drive, idle, park, raise the odd alarm, cross the demo geofences and obey
 * engine commands. Generated vehicles must exist on the server (or the server must register unknown
 * devices) to be accepted.
 * @example
 * const simulator = new Simulator({ vehicles: 12, ports: { gt06: 5023, teltonika: 5027, h02: 5013, osmand: 5055 } });
 * simulator.start();
 * setInterval(() => console.log(simulator.stats), 10_000);
 * await simulator.stop();
 */
export class Simulator {
  /** The vehicles being simulated (those whose protocol has a port). */
  readonly vehicles: readonly SimulatedVehicle[];
  readonly #devices: SimulatedDevice[];
  readonly #listeners = new Set<(event: SimulatorEvent) => void>();
  readonly #unsubscribes: (() => void)[] = [];
  #started = false;

  constructor(options: SimulatorOptions) {
    const seed = options.seed ?? 1;
    const clock = options.clock ?? systemClock;
    const intervalMs = options.intervalMs ?? 5000;
    if (!(intervalMs > 0)) throw new RangeError('the report interval must be positive');
    const ports: Partial<Record<ProtocolName, number>> = { ...defaultSimulatorPorts(), ...options.ports };
    for (const protocol of options.protocols ?? []) ports[protocol] ??= findProtocol(protocol).port;
    const fleet = buildSimulatedFleet(options.vehicles, seed, options.protocols).filter(
      (vehicle) => (ports[vehicle.protocol] ?? 0) > 0,
    );
    this.vehicles = fleet;
    const startTime = clock.now();
    this.#devices = fleet.map((vehicle, index) => {
      const model = new VehicleModel({
        route: findRoute(vehicle.routeId),
        random: new SeededRandom(seed, 'model', vehicle.uniqueId),
        startTime,
        speedLimitKmh: vehicle.speedLimitKmh,
        ...(options.alarmRates ? { alarmRates: options.alarmRates } : {}),
      });
      const device = new SimulatedDevice({
        vehicle,
        model,
        random: new SeededRandom(seed, 'tracker', vehicle.uniqueId),
        clock,
        host: options.host ?? '127.0.0.1',
        port: ports[vehicle.protocol] ?? 0,
        intervalMs,
        // Spread the fleet over one interval so the trackers do not all report at once.
        startDelayMs: Math.floor((index * intervalMs) / fleet.length),
        ...(options.parkedIntervalMs === undefined ? {} : { parkedIntervalMs: options.parkedIntervalMs }),
        ...(options.heartbeatIntervalMs === undefined
          ? {}
          : { heartbeatIntervalMs: options.heartbeatIntervalMs }),
        ...(options.ackTimeoutMs === undefined ? {} : { ackTimeoutMs: options.ackTimeoutMs }),
      });
      this.#unsubscribes.push(
        device.subscribe((event) => {
          for (const listener of this.#listeners) listener({ uniqueId: vehicle.uniqueId, event });
        }),
      );
      return device;
    });
  }

  /** Starts every tracker. */
  start(): void {
    if (this.#started) return;
    this.#started = true;
    for (const device of this.#devices) device.start();
  }

  /** Stops every tracker and closes its connection; resolves once all are closed. */
  async stop(): Promise<void> {
    await Promise.all(this.#devices.map((device) => device.stop()));
  }

  /** Stops everything and forgets the listeners. */
  dispose(): void {
    for (const unsubscribe of this.#unsubscribes.splice(0)) unsubscribe();
    this.#listeners.clear();
    void this.stop();
  }

  /** The tracker of the vehicle with `uniqueId`. */
  device(uniqueId: string): SimulatedDevice | undefined {
    return this.#devices.find((device) => device.vehicle.uniqueId === uniqueId);
  }

  /** The counters of every tracker, added up. */
  get stats(): SimulatorStats {
    const total: SimulatorStats = {
      vehicles: this.#devices.length,
      online: 0,
      pendingRecords: 0,
      framesSent: 0,
      acksReceived: 0,
      recordsAcknowledged: 0,
      reconnects: 0,
      commandsReceived: 0,
      commandsObeyed: 0,
    };
    for (const device of this.#devices) {
      const stats = device.stats;
      if (device.online) total.online++;
      total.pendingRecords += device.pendingRecords.length;
      total.framesSent += stats.framesSent;
      total.acksReceived += stats.acksReceived;
      total.recordsAcknowledged += stats.recordsAcknowledged;
      total.reconnects += stats.reconnects;
      total.commandsReceived += stats.commandsReceived;
      total.commandsObeyed += stats.commandsObeyed;
    }
    return total;
  }

  /** Calls `listener` for every tracker event; returns the function that stops it. */
  subscribe(listener: (event: SimulatorEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
