import { describe, expect, it } from 'vitest';
import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS } from '../fleetLayers';
import { type VehicleFeature, vehicleIconId } from '../vehicleFeatures';
import { VehicleClusterSources } from './VehicleClusterSources';

function vehicle(id: number, latitude: number, longitude: number): VehicleFeature {
  return {
    type: 'Feature',
    id,
    geometry: { type: 'Point', coordinates: [longitude, latitude] },
    properties: {
      deviceId: id,
      label: `V${id}`,
      category: 'car',
      tone: 'success',
      course: 0,
      icon: vehicleIconId('car', 'success'),
    },
  };
}

function fleet(...vehicles: VehicleFeature[]) {
  return new Map(vehicles.map((v) => [v.id, v]));
}

const OPTIONS = { radius: CLUSTER_RADIUS, maxZoom: CLUSTER_MAX_ZOOM };

describe('VehicleClusterSources', () => {
  it('draws the first fleet whole: every vehicle with its aloneFrom zoom, and the clusters of every zoom', () => {
    const sources = new VehicleClusterSources(OPTIONS);
    const plan = sources.plan(fleet(vehicle(1, 27.7, 85.3), vehicle(2, 27.7001, 85.3), vehicle(3, -30, -60)));
    expect(plan.kind).toBe('setData');
    if (plan.vehicles.kind !== 'setData' || plan.clusters.kind !== 'setData') throw new Error('not setData');
    const aloneFrom = new Map(plan.vehicles.features.map((f) => [f.id, f.properties.aloneFrom]));
    expect(aloneFrom.get(3)).toBe(0);
    expect(aloneFrom.get(1)).toBeGreaterThan(10);
    expect(plan.vehicles.features[0]?.properties).toMatchObject({ deviceId: 1, label: 'V1' });
    expect(plan.clusters.features.every((f) => f.properties.point_count === 2)).toBe(true);
  });

  it('sends a moved vehicle as a diff, with the mate it left now drawn alone and the dissolved clusters removed', () => {
    const sources = new VehicleClusterSources(OPTIONS);
    const cars = Array.from({ length: 10 }, (_, i) => vehicle(i + 1, 10 + i * 5, 10 + i * 5));
    sources.plan(fleet(vehicle(100, 27.7, 85.3), vehicle(101, 27.7, 85.3), ...cars));
    const plan = sources.plan(fleet(vehicle(100, 27.7, 85.3), vehicle(101, -40, 85.3), ...cars));
    expect(plan).toMatchObject({ kind: 'updateData', changed: 1 });
    if (plan.vehicles.kind !== 'updateData' || plan.clusters.kind !== 'updateData')
      throw new Error('no diff');
    const updates = new Map(plan.vehicles.diff.update?.map((u) => [u.id, u]));
    expect(updates.get(101)?.newGeometry).toEqual({ type: 'Point', coordinates: [85.3, -40] });
    expect(updates.get(101)?.addOrUpdateProperties).toContainEqual({ key: 'aloneFrom', value: 0 });
    // Vehicle 100 did not move, but it is alone now at every zoom.
    expect(updates.get(100)).toEqual({ id: 100, addOrUpdateProperties: [{ key: 'aloneFrom', value: 0 }] });
    expect(updates.size).toBe(2);
    // Their pair was a cluster at every zoom up to the highest cluster zoom.
    expect(plan.clusters.diff.remove).toHaveLength(CLUSTER_MAX_ZOOM + 1);
    expect(plan.clusters.diff.add).toEqual([]);
  });

  it('does nothing when no vehicle changed, and answers the expansion zoom of its clusters', () => {
    const sources = new VehicleClusterSources(OPTIONS);
    const first = sources.plan(fleet(vehicle(1, 22.59, 78.96), vehicle(2, 22.63, 78.96)));
    expect(sources.plan(fleet(vehicle(1, 22.59, 78.96), vehicle(2, 22.63, 78.96)))).toMatchObject({
      kind: 'none',
    });
    if (first.clusters.kind !== 'setData') throw new Error('not setData');
    const atFive = first.clusters.features.find((f) => f.properties.zoom === 5);
    expect(sources.expansionZoom(atFive?.id ?? -1)).toBeGreaterThan(5);
  });
});
