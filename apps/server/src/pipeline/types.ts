import type { positions } from '../db/schema';
import type { DeviceComputedAttribute } from './computedAttributes';

/** A position being processed: the row to insert, before the database gives it an id. */
export interface DraftPosition {
  deviceId: number;
  protocol: string;
  serverTime: Date;
  deviceTime: Date;
  fixTime: Date;
  valid: boolean;
  latitude: number;
  longitude: number;
  altitude: number;
  speed: number;
  course: number;
  accuracy: number;
  address: string | null;
  geofenceIds: number[] | null;
  attributes: Record<string, unknown>;
}

export type PositionRow = typeof positions.$inferSelect;

/** An event produced while processing a position; it gets the position's id once stored. */
export interface DraftEvent {
  type: string;
  deviceId: number;
  eventTime: Date;
  geofenceId?: number | null;
  maintenanceId?: number | null;
  attributes: Record<string, unknown>;
}

/** What the pipeline knows of a device between positions (kept per device, in memory). */
export interface DeviceState {
  deviceId: number;
  /** The latest stored position, or null before the first one. */
  last: DraftPosition | null;
  /** Whether the vehicle is above its speed limit now (so one episode makes one event). */
  overspeed: boolean;
}

/** A geofence the device is linked to, with its parsed shape test. */
export interface DeviceGeofence {
  id: number;
  contains(latitude: number, longitude: number): boolean;
  /**
   * For a geofence with a calendar (Traccar's `calendarId`): whether the calendar is active at an
   * instant. Its enter and exit events are raised only then.
   */
  activeAt?: (instant: Date) => Promise<boolean>;
}

/** A maintenance schedule linked to the device. */
export interface DeviceMaintenance {
  id: number;
  name: string;
  /** The position attribute it follows, e.g. `totalDistance` (m) or `hours` (ms). */
  type: string;
  start: number;
  period: number;
}

/** The device facts a stage may need. */
export interface DeviceFacts {
  id: number;
  name: string;
  /** Speed limit in knots, when set. */
  speedLimit: number | null;
  /** Starting odometer (m) and engine hours (ms) set through accumulators. */
  accumulators: { totalDistance?: number; hours?: number };
  /**
   * Whether the vehicle's own odometer counts for distance (device attribute `distance.useOdometer`,
   * docs/decisions/distance-source.md); otherwise distance comes from the positions alone.
   */
  trustOdometer: boolean;
  geofences: DeviceGeofence[];
  maintenances: DeviceMaintenance[];
  /** Computed attributes linked to the device or its group, highest priority first. */
  computedAttributes: DeviceComputedAttribute[];
}

/** Settings of the processing stages. */
export interface PipelineSettings {
  /** Above this speed (knots) a vehicle is moving, unless the device reports motion itself. */
  motionSpeedThreshold: number;
  /** A jump implying more than this speed (km/h) from the previous fix is dropped. */
  maxImpliedSpeedKmh: number;
  /** Ignition-on time between two fixes further apart than this (ms) is not counted as engine hours. */
  maxHoursGapMs: number;
}

export const DEFAULT_PIPELINE_SETTINGS: PipelineSettings = {
  motionSpeedThreshold: 0.01,
  maxImpliedSpeedKmh: 1000,
  maxHoursGapMs: 30 * 60_000,
};

/** What each stage reads and writes. */
export interface StageInput {
  position: DraftPosition;
  state: DeviceState;
  device: DeviceFacts;
  settings: PipelineSettings;
  events: DraftEvent[];
  /** Set by the filter: an older fix, stored as history but neither latest nor a source of events. */
  outOfOrder: boolean;
}

/** One processing step. Returning `'drop'` discards the position (it is not stored). */
export type Stage = (input: StageInput) => undefined | 'drop';
