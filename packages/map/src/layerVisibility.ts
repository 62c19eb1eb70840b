import { FLEET_LAYERS, type FleetLayerId } from './fleetLayers';
import { TRACKED_HALO_LAYER } from './trackedHalo';

/** The map modes of SPEC §2. */
export const MAP_MODES = [
  'view_devices',
  'guest_view',
  'track_device',
  'track_device_history',
  'view_geofence',
  'add_geofence',
  'edit_geofences',
] as const;
export type MapMode = (typeof MAP_MODES)[number];

/** What the map is asked to show, besides its mode. */
export interface MapDisplayOptions {
  /** 'Show vehicle Number': a label under each vehicle. */
  vehicleNumber: boolean;
  /** 'Geofence': draw the geofences (always drawn in the geofence modes). */
  geofence: boolean;
  /** 'Traffic': draw the traffic overlay when the server has one. */
  traffic: boolean;
  /** 'Critical Points' on a replayed trip. */
  criticalPoints: boolean;
  /** 'Stopped Points' on a replayed trip. */
  stoppedPoints: boolean;
  /** 'Geofence Enter/Exit' points on a replayed trip. */
  geofencePoints: boolean;
  /**
   * 'Recent trail': the tracked vehicle's live route (SPEC §9 "Map live routes default none").
   * @default false
   */
  liveRoute?: boolean;
}

/** Which trip point kinds a replay shows, for the trip point layer's filter. */
export function visibleTripPointKinds(options: MapDisplayOptions): string[] {
  const kinds: string[] = [];
  if (options.criticalPoints) kinds.push('critical');
  if (options.stoppedPoints) kinds.push('stopped');
  if (options.geofencePoints) kinds.push('geofence');
  return kinds;
}

/**
 * Which of the FleetMap layers are visible in a mode with the given options:
 * - the fleet (clusters, vehicles, labels) everywhere but a replay and while drawing a new geofence;
 * - the tracked vehicle (on its halo) only in `track_device`, with its live route when 'Recent trail'
 *   is on;
 * - the replayed track, its arrows, trip points and the playback cursor only in `track_device_history`;
 * - geofences when the 'Geofence' toggle is on, and always in `view_geofence` and `edit_geofences`.
 */
export function layerVisibility(mode: MapMode, options: MapDisplayOptions): Record<FleetLayerId, boolean> {
  const replay = mode === 'track_device_history';
  const fleet = !replay && mode !== 'add_geofence';
  const tracking = mode === 'track_device';
  const geofences = options.geofence || mode === 'view_geofence' || mode === 'edit_geofences';
  return {
    [FLEET_LAYERS.traffic]: options.traffic,
    [FLEET_LAYERS.geofenceFill]: geofences,
    [FLEET_LAYERS.geofenceLine]: geofences,
    [FLEET_LAYERS.geofenceLabel]: geofences,
    [FLEET_LAYERS.history]: replay,
    [FLEET_LAYERS.historyArrows]: replay,
    [FLEET_LAYERS.tripPoints]: replay && visibleTripPointKinds(options).length > 0,
    [FLEET_LAYERS.route]: tracking && options.liveRoute === true,
    [FLEET_LAYERS.routeArrows]: tracking && options.liveRoute === true,
    [FLEET_LAYERS.clusters]: fleet,
    [FLEET_LAYERS.clusterCount]: fleet,
    [FLEET_LAYERS.vehicles]: fleet,
    [FLEET_LAYERS.vehicleLabels]: fleet && options.vehicleNumber,
    [TRACKED_HALO_LAYER]: tracking,
    [FLEET_LAYERS.tracked]: tracking,
    [FLEET_LAYERS.cursor]: replay,
  } as Record<FleetLayerId, boolean>;
}
