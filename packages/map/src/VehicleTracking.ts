import { MarkerAnimator, type MarkerPose, TRACKING_ZOOM } from '@fleetkit/sdk-core';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { FLEET_SOURCES } from './fleetLayers';
import type { MapMode } from './layerVisibility';
import type { Listener } from './listeners';
import { pointFeatures } from './pathFeatures';
import { type VehicleFeature, vehicleIconId } from './vehicleFeatures';

/** What {@link VehicleTracking} reads from the controller that owns it. */
export interface VehicleTrackingHost {
  /** The map, once mounted. */
  map(): MaplibreMap | null;
  /** The current mode: the camera follows only in `track_device`. */
  mode(): MapMode;
  /** A vehicle of the latest fleet. */
  vehicle(deviceId: number): VehicleFeature | undefined;
  /** Sets a fleet source's data. */
  setSourceData(id: string, data: unknown): void;
  /** Called when the tracked vehicle changed, before it is drawn. */
  trackedChanged(): void;
  /** Called each time the tracked vehicle was drawn at a new pose. */
  trackedMoved(): void;
}

/**
 * The tracked vehicle (SPEC §2 `track_device`): drawn on its own source, gliding between its fixes
 * (`MarkerAnimator`), with the camera following it until the user pans away.
 */
export class VehicleTracking {
  readonly #host: VehicleTrackingHost;
  #trackedId: number | null = null;
  #animator: MarkerAnimator | null = null;
  #following = true;
  #followingChange = new Set<Listener<boolean>>();

  constructor(host: VehicleTrackingHost) {
    this.#host = host;
  }

  /** The tracked vehicle's id, or null. */
  get trackedId(): number | null {
    return this.#trackedId;
  }

  /** See `FleetMapController.followingPaused`. */
  get followingPaused(): boolean {
    return !this.#following && this.#trackedId !== null && this.#host.mode() === 'track_device';
  }

  /** Calls `listener` with {@link followingPaused} each time it changes; returns what stops it. */
  onFollowingPausedChange(listener: Listener<boolean>): () => void {
    this.#followingChange.add(listener);
    return () => this.#followingChange.delete(listener);
  }

  /** Stops moving the camera with the tracked vehicle. */
  pauseFollowing(): void {
    this.#setFollowing(false);
  }

  /** Follows the tracked vehicle again: the camera jumps back onto it at `TRACKING_ZOOM`. */
  resumeFollowing(): void {
    this.#setFollowing(true);
    const pose = this.trackedPose;
    if (pose && this.#host.mode() === 'track_device') {
      this.#host.map()?.jumpTo({ center: [pose.longitude, pose.latitude], zoom: TRACKING_ZOOM });
    }
  }

  /** The tracked vehicle's drawn pose, or null when nothing is tracked. */
  get trackedPose(): MarkerPose | null {
    return this.#animator?.current.peek() ?? null;
  }

  /** Tracks one vehicle, or none with null (see `FleetMapController.setTrackedVehicle`). */
  setTrackedVehicle(deviceId: number | null): void {
    if (deviceId === this.#trackedId) return;
    this.#animator?.dispose();
    this.#animator = null;
    const wasPaused = this.followingPaused;
    this.#trackedId = deviceId;
    this.#following = true;
    if (this.followingPaused !== wasPaused) this.notifyFollowing();
    this.#host.trackedChanged();
    if (deviceId === null) {
      this.#host.setSourceData(FLEET_SOURCES.tracked, pointFeatures([]));
      return;
    }
    const animator = new MarkerAnimator();
    this.#animator = animator;
    animator.subscribe((pose) => this.#drawTracked(pose));
    const feature = this.#host.vehicle(deviceId);
    if (feature) {
      const [longitude, latitude] = feature.geometry.coordinates;
      animator.push({ latitude, longitude, course: feature.properties.course, time: Date.now() });
      // A jump, not a flight: following the vehicle moves the camera every frame, which would cut
      // a flight short.
      this.#host.map()?.jumpTo({ center: [longitude, latitude], zoom: TRACKING_ZOOM });
    }
  }

  /** Hands the tracked vehicle a new fix to glide to (see `FleetMapController.pushTrackedFix`). */
  pushTrackedFix(fix: { latitude: number; longitude: number; course?: number; time: number }): void {
    this.#animator?.push(fix);
  }

  /** Calls the listeners with {@link followingPaused}. */
  notifyFollowing(): void {
    const paused = this.followingPaused;
    for (const listener of this.#followingChange) listener(paused);
  }

  /** Stops the animation and every listener. */
  dispose(): void {
    this.#animator?.dispose();
    this.#followingChange.clear();
  }

  #setFollowing(following: boolean): void {
    const wasPaused = this.followingPaused;
    this.#following = following;
    if (this.followingPaused !== wasPaused) this.notifyFollowing();
  }

  #drawTracked(pose: MarkerPose | null): void {
    const feature = this.#trackedId === null ? undefined : this.#host.vehicle(this.#trackedId);
    const icon = feature?.properties.icon ?? vehicleIconId('car', 'success');
    this.#host.setSourceData(
      FLEET_SOURCES.tracked,
      pointFeatures(pose ? [{ ...pose, properties: { icon, deviceId: this.#trackedId } }] : []),
    );
    if (pose && this.#following && this.#host.mode() === 'track_device') {
      this.#host.map()?.setCenter([pose.longitude, pose.latitude]);
    }
    this.#host.trackedMoved();
  }
}
