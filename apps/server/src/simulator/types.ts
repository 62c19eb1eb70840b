/**
 * Shapes shared by the motion model, the device frame builders and the connections. Speeds are in
 * km/h here, as trackers measure them; each protocol converts to what it sends.
 */
import type { ProtocolName } from '../protocols/index';

/** What a vehicle is doing. */
export type VehiclePhase =
  /** Engine on, on the move or about to move. */
  | 'driving'
  /** Engine on, standing: at a light, in traffic, or warming up after parking. */
  | 'idling'
  /** Engine off, parked. */
  | 'parked'
  /** The engine relay is cut: the vehicle slows to a stop and stays there with the engine off. */
  | 'immobilized';

/** The state of a vehicle at one moment, as its tracker reads it. */
export interface VehicleSnapshot {
  /** Milliseconds since 1970 (UTC). */
  time: number;
  latitude: number;
  longitude: number;
  /** Metres above sea level. */
  altitude: number;
  /** Degrees clockwise from north. */
  course: number;
  /** km/h. */
  speedKmh: number;
  ignition: boolean;
  motion: boolean;
  /** The engine relay (fuel cut) is on. */
  blocked: boolean;
  /** Total distance driven, metres. */
  odometer: number;
  /** Satellites in use. */
  satellites: number;
  /** GSM signal, 0 (none) to 4 (strong). */
  gsmLevel: number;
  /** Vehicle supply voltage. */
  powerVolts: number;
  /** Tracker backup battery, percent. */
  batteryLevel: number;
  phase: VehiclePhase;
}

/** Alarms a simulated vehicle raises. */
export type SimulatedAlarm = 'sos' | 'overspeed' | 'hardBraking';

/** An alarm with the state of the vehicle when it was raised. */
export interface VehicleAlarm {
  alarm: SimulatedAlarm;
  snapshot: VehicleSnapshot;
}

/** Why a tracker stored a record. */
export type RecordReason = 'periodic' | 'ignition' | 'alarm' | 'output';

/** One stored position report, kept by the tracker until the server acknowledges it. */
export interface TrackerRecord extends VehicleSnapshot {
  reason: RecordReason;
  alarm?: SimulatedAlarm;
  /** Set once the record was sent and has to be sent again (after a reconnect). */
  resent?: boolean;
}

/** A vehicle of the simulated fleet. */
export interface SimulatedVehicle {
  name: string;
  /** The identifier the tracker sends (IMEI for GT06, Teltonika and H02). */
  uniqueId: string;
  /** The protocol its tracker speaks. */
  protocol: ProtocolName;
  /** Icon type, as the server stores it. */
  category: string;
  /** The route the vehicle drives (see `SIMULATOR_ROUTES`). */
  routeId: string;
  /** Above this the tracker raises an overspeed alarm, km/h. */
  speedLimitKmh: number;
  /** The password an OsmAnd tracker sends (`password=`), when its device has one (`attributes.devicePassword`). */
  devicePassword?: string;
}

/**
 * What a tracker reads from the vehicle it is fitted to: the random {@link VehicleModel} of the
 * simulator, or a scripted drive in tests.
 */
export interface TrackedVehicle {
  /** Whether the engine relay is cut. */
  readonly blocked: boolean;
  /** Runs the vehicle up to `time` (ms since 1970). */
  advanceTo(time: number): void;
  /** The vehicle as its tracker reads it now. */
  snapshot(): VehicleSnapshot;
  /** The alarms raised since the last call, oldest first. */
  takeAlarms(): VehicleAlarm[];
  /** Cuts the engine relay. */
  lock(): void;
  /** Releases the engine relay. */
  unlock(): void;
}
