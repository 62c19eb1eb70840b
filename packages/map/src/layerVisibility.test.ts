import { CLUSTER_TIER_MIN_COUNTS } from '@fleetkit/sdk-core';
import { describe, expect, it } from 'vitest';
import { clusterColourExpression, clusterTier, FLEET_LAYERS } from './fleetLayers';
import { layerVisibility, type MapDisplayOptions } from './layerVisibility';
import { TRACKED_HALO_LAYER } from './trackedHalo';

const options: MapDisplayOptions = {
  vehicleNumber: true,
  geofence: false,
  traffic: false,
  criticalPoints: false,
  stoppedPoints: true,
  geofencePoints: false,
};

describe('layerVisibility', () => {
  it('shows the fleet with labels in view_devices, without the tracked vehicle or a replay', () => {
    const visible = layerVisibility('view_devices', options);
    expect(visible[FLEET_LAYERS.vehicles]).toBe(true);
    expect(visible[FLEET_LAYERS.vehicleLabels]).toBe(true);
    expect(visible[FLEET_LAYERS.tracked]).toBe(false);
    expect(visible[FLEET_LAYERS.history]).toBe(false);
  });

  it('hides vehicle numbers when the toggle is off', () => {
    expect(
      layerVisibility('view_devices', { ...options, vehicleNumber: false })[FLEET_LAYERS.vehicleLabels],
    ).toBe(false);
  });

  it("shows the tracked vehicle on its halo in track_device, and its live route with arrows only with 'Recent trail' on", () => {
    const visible = layerVisibility('track_device', { ...options, liveRoute: true });
    expect([
      visible[FLEET_LAYERS.tracked],
      visible[TRACKED_HALO_LAYER as never],
      visible[FLEET_LAYERS.route],
      visible[FLEET_LAYERS.routeArrows],
    ]).toEqual([true, true, true, true]);
    expect(layerVisibility('view_devices', { ...options, liveRoute: true })[FLEET_LAYERS.route]).toBe(false);
  });

  it("draws no live route by default (SPEC §9 'Map live routes default none')", () => {
    const visible = layerVisibility('track_device', options);
    expect([visible[FLEET_LAYERS.route], visible[FLEET_LAYERS.routeArrows]]).toEqual([false, false]);
    expect(visible[FLEET_LAYERS.tracked]).toBe(true);
  });

  it('shows only the replay, its cursor and trip points in track_device_history', () => {
    const visible = layerVisibility('track_device_history', options);
    expect(visible[FLEET_LAYERS.history]).toBe(true);
    expect(visible[FLEET_LAYERS.cursor]).toBe(true);
    expect(visible[FLEET_LAYERS.tripPoints]).toBe(true);
    expect(visible[FLEET_LAYERS.clusters]).toBe(false);
    expect(
      layerVisibility('track_device_history', { ...options, stoppedPoints: false })[FLEET_LAYERS.tripPoints],
    ).toBe(false);
  });

  it('always shows geofences in view_geofence and edit_geofences, otherwise by the Geofence toggle', () => {
    expect(layerVisibility('view_devices', options)[FLEET_LAYERS.geofenceFill]).toBe(false);
    expect(layerVisibility('view_geofence', options)[FLEET_LAYERS.geofenceFill]).toBe(true);
    expect(layerVisibility('edit_geofences', options)[FLEET_LAYERS.geofenceLine]).toBe(true);
    expect(layerVisibility('view_devices', { ...options, geofence: true })[FLEET_LAYERS.geofenceFill]).toBe(
      true,
    );
  });

  it('hides the fleet while a new geofence is drawn', () => {
    expect(layerVisibility('add_geofence', options)[FLEET_LAYERS.vehicles]).toBe(false);
  });
});

describe('cluster tiers', () => {
  it('colours clusters by the tiers 2-3, 4, 5-9, 10-19 and 20+', () => {
    expect([2, 3, 4, 5, 9, 10, 19, 20, 500].map(clusterTier)).toEqual([1, 1, 2, 3, 3, 4, 4, 5, 5]);
    expect(clusterColourExpression(['a', 'b', 'c', 'd', 'e'])).toEqual([
      'step',
      ['get', 'point_count'],
      'a',
      CLUSTER_TIER_MIN_COUNTS[1],
      'b',
      5,
      'c',
      10,
      'd',
      20,
      'e',
    ]);
  });
});
