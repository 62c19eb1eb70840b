import {
  type FleetMapController,
  type MapDisplayOptions,
  type MapMode,
  type PathPoint,
  type TrafficTiles,
  type TripPoint,
  VehicleFeatureCache,
} from '@fleetkit/map';
import { type Device, type Geofence, type Position, positionTime } from '@fleetkit/sdk-core';
import { useEffect, useRef } from 'react';

/**
 * What `<FleetMap>` pushes to its controller, each value as the controller takes it: the tracked
 * vehicle, its fix and its live route are already null/empty outside `track_device`, the geofence to
 * fly to outside `view_geofence`.
 */
export interface MapSyncProps {
  mode: MapMode;
  display: Partial<MapDisplayOptions>;
  /** The base style's URL; none keeps the style the map has. */
  styleUrl: string | null | undefined;
  traffic: TrafficTiles | null;
  devices: ReadonlyMap<number, Device> | readonly Device[];
  positions: ReadonlyMap<number, Position>;
  trackedDeviceId: number | null;
  /** The tracked vehicle's latest position: each new one is handed to it as a fix to glide to. */
  trackedPosition: Position | undefined;
  liveRoute: readonly PathPoint[];
  geofences: readonly Geofence[];
  /** Flown to each time it changes. */
  focusGeofence: Pick<Geofence, 'area'> | null;
  historyTrack: readonly PathPoint[];
  tripPoints: readonly TripPoint[];
}

/**
 * Keeps a controller in step with `<FleetMap>`'s props, in one place: after each render, every value
 * that differs (by identity) from the one last applied to this controller is applied, and only those;
 * a new controller gets them all. Subscriptions (clicks, the playback cursor) stay effects of their own.
 */
export function useMapSync(controller: FleetMapController | null, props: MapSyncProps): void {
  const features = useRef(new VehicleFeatureCache());
  const applied = useRef<{ controller: FleetMapController; props: MapSyncProps } | null>(null);
  useEffect(() => {
    if (!controller) {
      applied.current = null;
      return;
    }
    const previous = applied.current?.controller === controller ? applied.current.props : null;
    applied.current = { controller, props };
    syncMap(controller, props, previous, features.current);
  });
}

/** Applies to `controller` every value of `next` that differs from `previous` (all of them without one). */
function syncMap(
  controller: FleetMapController,
  next: MapSyncProps,
  previous: MapSyncProps | null,
  features: VehicleFeatureCache,
): void {
  const changed = (key: keyof MapSyncProps) => previous === null || previous[key] !== next[key];
  if (changed('mode')) controller.setMode(next.mode);
  if (changed('display')) controller.setDisplay(next.display);
  if (changed('styleUrl') && next.styleUrl) controller.setStyle(next.styleUrl);
  if (changed('traffic')) controller.setTraffic(next.traffic);
  if (changed('devices') || changed('positions')) {
    controller.setVehicles(features.build(next.devices, next.positions));
  }
  if (changed('trackedDeviceId')) controller.setTrackedVehicle(next.trackedDeviceId);
  if (changed('trackedPosition') && next.trackedPosition) {
    controller.pushTrackedFix({ ...next.trackedPosition, time: positionTime(next.trackedPosition) });
  }
  if (changed('liveRoute')) controller.setLiveRoute(next.liveRoute);
  if (changed('geofences')) controller.setGeofences(next.geofences);
  if (changed('focusGeofence') && next.focusGeofence) controller.flyToGeofence(next.focusGeofence);
  if (changed('historyTrack')) controller.setHistoryTrack(next.historyTrack);
  if (changed('tripPoints')) controller.setTripPoints(next.tripPoints);
}
