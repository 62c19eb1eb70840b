import {
  batch,
  computed,
  effect,
  type ReadonlySignal,
  type Signal,
  signal,
  untracked,
} from '@preact/signals-core';
import { DEFAULT_LIVE_ROUTE_LENGTH } from '../constants';
import type { Position } from '../schema/position';
import type { FleetStore } from './FleetStore';
import { isOlderFix } from './isOlderFix';
import { SignalSubscribable } from './SignalSubscribable';

/** The tracking path keeps at most this many points (the newest), so a long session stays bounded. */
export const TRACK_PATH_LIMIT = 10_000;

/** One point of a tracked vehicle's path. */
export interface TrackPoint {
  latitude: number;
  longitude: number;
  /** Heading in degrees. */
  course: number;
  /** When the point was measured (ISO-8601), or null when the position did not say. */
  fixTime: string | null;
}

/** Options of a {@link TrackingStore}. */
export interface TrackingStoreOptions {
  /**
   * Points in the live route drawn behind the tracked vehicle (the user's `web.liveRouteLength`).
   * @default DEFAULT_LIVE_ROUTE_LENGTH (10)
   */
  routeLength?: number;
  /**
   * Most points kept in the whole path; older ones go first.
   * @default TRACK_PATH_LIMIT (10000)
   */
  pathLimit?: number;
  /**
   * A fleet store to follow: each new latest position of the tracked vehicle is added to the path,
   * and starting to track adds the vehicle's current position as the first point.
   */
  fleet?: FleetStore;
}

/**
 * Live tracking of one vehicle (SPEC §4): starting sets the tracked vehicle, stopping clears the
 * path, choosing a different vehicle clears the path, and a point with the same coordinates as the
 * previous one is dropped. {@link liveRoute} is the newest `routeLength` points, drawn behind the
 * moving marker.
 * *
 * `subscribe(listener)` calls the listener, with no arguments, after each change of the tracked
 * vehicle, the path or the route length (not at once; once per batch) and returns the function that
 * stops the calls.
 *
 * @example
 * const tracking = new TrackingStore({ fleet, routeLength: user.attributes['web.liveRouteLength'] });
 * tracking.start(vehicleId);
 * tracking.liveRoute.subscribe((points) => drawRoute(points));
 */
export class TrackingStore extends SignalSubscribable<() => void> {
  readonly #trackedDeviceId = signal<number | null>(null);
  readonly #path = signal<readonly TrackPoint[]>([]);
  readonly #routeLength: Signal<number>;
  readonly #pathLimit: number;
  readonly #stopFollowing: (() => void) | undefined;

  /** Id of the tracked vehicle, or null when not tracking. */
  readonly trackedDeviceId: ReadonlySignal<number | null> = this.#trackedDeviceId;
  /** The path since tracking started, oldest first. */
  readonly path: ReadonlySignal<readonly TrackPoint[]> = this.#path;
  /** How many of the newest points {@link liveRoute} holds. */
  readonly routeLength: ReadonlySignal<number>;
  /** The newest `routeLength` points of the path, oldest first. */
  readonly liveRoute: ReadonlySignal<readonly TrackPoint[]>;

  constructor(options: TrackingStoreOptions = {}) {
    super();
    this.#routeLength = signal(normalizeLength(options.routeLength ?? DEFAULT_LIVE_ROUTE_LENGTH));
    this.routeLength = this.#routeLength;
    this.#pathLimit = normalizeLength(options.pathLimit ?? TRACK_PATH_LIMIT);
    this.liveRoute = computed(() => {
      const length = this.#routeLength.value;
      const path = this.#path.value;
      return length === 0 ? [] : path.slice(-length);
    });
    const fleet = options.fleet;
    if (fleet) {
      this.#stopFollowing = effect(() => {
        const id = this.#trackedDeviceId.value;
        const position = id === null ? undefined : fleet.positions.value.get(id);
        if (position) untracked(() => this.addPosition(position));
      });
    }
  }

  /** Tracks a vehicle. Choosing a different vehicle than the tracked one clears the path. */
  start(deviceId: number): void {
    if (this.#trackedDeviceId.peek() === deviceId) return;
    batch(() => {
      this.#path.value = [];
      this.#trackedDeviceId.value = deviceId;
    });
  }

  /** Stops tracking and clears the path. */
  stop(): void {
    batch(() => {
      this.#trackedDeviceId.value = null;
      this.#path.value = [];
    });
  }

  /**
   * Adds a position of the tracked vehicle to the path. Ignored when it belongs to another vehicle,
   * when nothing is tracked, when its coordinates equal the previous point's, or when its fix is
   * older than the previous point's (a late, out-of-order update).
   */
  addPosition(position: Position): void {
    if (position.deviceId !== this.#trackedDeviceId.peek()) return;
    const path = this.#path.peek();
    const previous = path.at(-1);
    if (previous) {
      if (previous.latitude === position.latitude && previous.longitude === position.longitude) return;
      if (isOlderFix(position, previous)) return;
    }
    const point: TrackPoint = {
      latitude: position.latitude,
      longitude: position.longitude,
      course: position.course,
      fixTime: position.fixTime ?? null,
    };
    const next = [...path, point];
    this.#path.value = next.length > this.#pathLimit ? next.slice(next.length - this.#pathLimit) : next;
  }

  /** Sets how many points the live route holds (a whole number, 0 hides it). */
  setRouteLength(length: number): void {
    this.#routeLength.value = normalizeLength(length);
  }

  /** Stops following the fleet store and every subscription. */
  dispose(): void {
    this.#stopFollowing?.();
    this.unsubscribeAll();
  }

  protected watch(): void {
    this.#trackedDeviceId.value;
    this.#path.value;
    this.#routeLength.value;
  }

  protected tell(listener: () => void): void {
    listener();
  }
}

/** A count of points: a whole number from 0; `Infinity` stays unbounded, NaN counts as 0. */
function normalizeLength(length: number): number {
  return Number.isNaN(length) ? 0 : Math.max(0, Math.floor(length));
}
