import type { GeoJSONSource, GeoJSONSourceDiff } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import { FLEET_SOURCES } from './fleetLayers';
import { type SourceData, VEHICLE_CHANGES_PER_STEP, VehicleLayer } from './VehicleLayer';
import { type VehicleFeature, vehicleIconId } from './vehicleFeatures';

interface HeldFeature {
  id: number;
  geometry: { coordinates: number[] };
  properties: Record<string, unknown>;
}

/**
 * What a maplibre GeoJSON source holds after the calls the layer made: `setData` replaces every
 * feature, `updateData` applies its diff. Each call is logged with the other source's call count at
 * the end of the task that made it (the task ends before the next timer step runs).
 */
class HeldSource {
  readonly features = new Map<number, HeldFeature>();
  readonly calls: { kind: 'setData' | 'updateData'; size: number; otherAtTaskEnd?: number }[] = [];
  other: HeldSource | null = null;
  onSetData: (() => void) | null = null;

  setData(data: SourceData): Promise<void> {
    this.features.clear();
    const { features } = data as unknown as { features: HeldFeature[] };
    for (const feature of features) this.features.set(feature.id, structuredClone(feature));
    this.#log('setData', features.length);
    this.onSetData?.();
    return Promise.resolve();
  }

  updateData(diff: GeoJSONSourceDiff): Promise<void> {
    for (const id of diff.remove ?? []) this.features.delete(id as number);
    for (const feature of (diff.add ?? []) as unknown as HeldFeature[])
      this.features.set(feature.id, structuredClone(feature));
    for (const change of diff.update ?? []) {
      const held = this.features.get(change.id as number);
      if (!held) throw new Error(`update of a feature the source does not hold: ${change.id}`);
      if (change.newGeometry) held.geometry = structuredClone(change.newGeometry) as HeldFeature['geometry'];
      for (const { key, value } of change.addOrUpdateProperties ?? []) held.properties[key] = value;
    }
    this.#log(
      'updateData',
      (diff.add?.length ?? 0) + (diff.update?.length ?? 0) + (diff.remove?.length ?? 0),
    );
    return Promise.resolve();
  }

  #log(kind: 'setData' | 'updateData', size: number): void {
    const call: (typeof this.calls)[number] = { kind, size };
    this.calls.push(call);
    queueMicrotask(() => {
      call.otherAtTaskEnd = this.other?.calls.length ?? 0;
    });
  }
}

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

/** `count` vehicles spread over India, moved north by `shift` degrees. */
function spread(count: number, shift = 0, moved: (id: number) => boolean = () => true) {
  return new Map(
    Array.from({ length: count }, (_, i) => {
      const feature = vehicle(
        i + 1,
        8 + ((i * 7919) % 2800) / 100 + (moved(i + 1) ? shift : 0),
        68 + ((i * 104729) % 2900) / 100,
      );
      return [feature.id, feature] as const;
    }),
  );
}

function layerWithSources() {
  const vehicles = new HeldSource();
  const clusters = new HeldSource();
  vehicles.other = clusters;
  clusters.other = vehicles;
  const sources: Record<string, HeldSource> = {
    [FLEET_SOURCES.vehicles]: vehicles,
    [FLEET_SOURCES.clusters]: clusters,
  };
  const layer = new VehicleLayer(
    { source: (id) => sources[id] as unknown as GeoJSONSource | undefined, moved: () => {} },
    {},
  );
  return { layer, vehicles, clusters };
}

/** Id → coordinates of a source's features, or of a whole collection. */
function positionsOf(features: Iterable<{ id: string | number | undefined; geometry: unknown }>) {
  return new Map(
    [...features].map((f) => [Number(f.id), (f.geometry as { coordinates: number[] }).coordinates]),
  );
}

/**
 * Id → vehicle count of cluster features (a cluster whose centroid moved less than half a pixel is
 * not sent again, so positions may differ by that much).
 */
function countsOf(features: Iterable<HeldFeature>) {
  return new Map([...features].map((f) => [f.id, f.properties.point_count]));
}

/** What the sources must hold: the layer's own whole data (`sourceData`, used on a style reload). */
function wholeData(layer: VehicleLayer, id: string) {
  return (layer.sourceData()[id] as unknown as { features: HeldFeature[] }).features;
}

describe('VehicleLayer', () => {
  it('draws a large fleet whole, the clusters in the task after the vehicles', async () => {
    const { layer, vehicles, clusters } = layerWithSources();
    const first = spread(3 * VEHICLE_CHANGES_PER_STEP);
    const report = layer.setVehicles(first);
    expect(report.changed).toBe(first.size);
    await report.applied;
    expect(vehicles.calls).toMatchObject([{ kind: 'setData', size: first.size, otherAtTaskEnd: 0 }]);
    expect(clusters.calls).toMatchObject([{ kind: 'setData' }]);
    expect(layer.lastUpdate?.kind).toBe('setData');
    expect(positionsOf(vehicles.features.values())).toEqual(positionsOf(first.values()));
    expect(new Map([...clusters.features].map(([id, f]) => [id, f.properties]))).toEqual(
      new Map(wholeData(layer, FLEET_SOURCES.clusters).map((f) => [f.id, f.properties])),
    );
  });

  it('leaves every vehicle where the last update put it when a newer fleet arrives before the clusters went out', async () => {
    const { layer, vehicles, clusters } = layerWithSources();
    const size = 3 * VEHICLE_CHANGES_PER_STEP;
    await layer.setVehicles(spread(size)).applied;
    // Every vehicle moves: a whole hand-over. Right after its vehicles went out (before the
    // clusters' task), 1 % of them moves again and one leaves.
    const moved = spread(size, 0.5);
    const newer = spread(size, 0.9, (id) => id % 100 === 0);
    for (const [id, feature] of moved) if (id % 100 !== 0) newer.set(id, feature);
    newer.delete(size);
    let newerReport: ReturnType<VehicleLayer['setVehicles']> | null = null;
    vehicles.onSetData = () => {
      vehicles.onSetData = null;
      queueMicrotask(() => {
        newerReport = layer.setVehicles(newer);
      });
    };
    const whole = layer.setVehicles(moved);
    await whole.applied;
    expect(newerReport).not.toBeNull();
    await (newerReport as unknown as ReturnType<VehicleLayer['setVehicles']>).applied;

    expect(vehicles.calls.map((call) => call.kind)).toEqual(['setData', 'setData', 'updateData']);
    // The whole hand-over's vehicles went out alone in their task.
    expect(vehicles.calls[1]?.otherAtTaskEnd).toBe(1);
    // The clusters of the whole hand-over went out before the diff that followed it.
    expect(clusters.calls.map((call) => call.kind)).toEqual(['setData', 'setData', 'updateData']);
    expect(positionsOf(vehicles.features.values())).toEqual(positionsOf(newer.values()));
    expect(vehicles.features.get(100)?.geometry.coordinates).toEqual(newer.get(100)?.geometry.coordinates);
    expect(vehicles.features.has(size)).toBe(false);
    expect(layer.drawn).toBe(newer);
    // Both sources hold exactly what the layer's whole data says, aloneFrom and clusters included.
    expect(new Map([...vehicles.features].map(([id, f]) => [id, f.properties.aloneFrom]))).toEqual(
      new Map(wholeData(layer, FLEET_SOURCES.vehicles).map((f) => [f.id, f.properties.aloneFrom])),
    );
    expect(countsOf(clusters.features.values())).toEqual(countsOf(wholeData(layer, FLEET_SOURCES.clusters)));
  });

  it('brings a small change of a large fleet to the sources as one diff', async () => {
    const { layer, vehicles, clusters } = layerWithSources();
    const size = 3 * VEHICLE_CHANGES_PER_STEP;
    await layer.setVehicles(spread(size)).applied;
    const next = spread(size, 0.2, (id) => id % 100 === 0);
    const report = layer.setVehicles(next);
    expect(report.changed).toBe(size / 100);
    await report.applied;
    expect(layer.lastUpdate).toMatchObject({ kind: 'updateData', changed: size / 100 });
    expect(vehicles.calls.at(-1)).toMatchObject({ kind: 'updateData' });
    expect(clusters.calls.at(-1)).toMatchObject({ kind: 'updateData' });
    expect(positionsOf(vehicles.features.values())).toEqual(positionsOf(next.values()));
    expect(countsOf(clusters.features.values())).toEqual(countsOf(wholeData(layer, FLEET_SOURCES.clusters)));
  });
});
