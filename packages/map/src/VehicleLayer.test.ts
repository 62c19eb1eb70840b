import type { GeoJSONSource, GeoJSONSourceDiff } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import { project } from './clusters/GridClusterIndex';
import type { HeldArea, HeldView } from './clusters/VehicleClusterSources';
import { FLEET_SOURCES } from './fleetLayers';
import {
  heldAreaAt,
  heldZoomsAt,
  holdsView,
  type MapView,
  type SourceData,
  VEHICLE_CHANGES_PER_STEP,
  VehicleLayer,
} from './VehicleLayer';
import { type VehicleFeature, vehicleIconId } from './vehicleFeatures';

interface HeldFeature {
  id: number;
  geometry: { coordinates: number[] };
  properties: Record<string, unknown>;
}

/**
 * What a maplibre GeoJSON source holds after the calls the layer made: `setData` replaces every
 * feature, `updateData` applies its diff (an update of a feature it does not hold throws).
 */
class HeldSource {
  readonly features = new Map<number, HeldFeature>();
  readonly calls: { kind: 'setData' | 'updateData'; size: number }[] = [];
  onSetData: (() => void) | null = null;

  setData(data: SourceData): Promise<void> {
    this.features.clear();
    const { features } = data as unknown as { features: HeldFeature[] };
    for (const feature of features) this.#hold(feature);
    this.calls.push({ kind: 'setData', size: features.length });
    this.onSetData?.();
    return Promise.resolve();
  }

  updateData(diff: GeoJSONSourceDiff): Promise<void> {
    for (const id of diff.remove ?? []) this.features.delete(id as number);
    for (const feature of (diff.add ?? []) as unknown as HeldFeature[]) this.#hold(feature);
    for (const change of diff.update ?? []) {
      const held = this.features.get(change.id as number);
      if (!held) throw new Error(`update of a feature the source does not hold: ${change.id}`);
      if (change.newGeometry) held.geometry = structuredClone(change.newGeometry) as HeldFeature['geometry'];
      for (const { key, value } of change.addOrUpdateProperties ?? []) held.properties[key] = value;
    }
    const size = (diff.add?.length ?? 0) + (diff.update?.length ?? 0) + (diff.remove?.length ?? 0);
    this.calls.push({ kind: 'updateData', size });
    return Promise.resolve();
  }

  /** The vehicles held (the features that are no cluster). */
  vehicles(): HeldFeature[] {
    return [...this.features.values()].filter((f) => !f.properties.cluster);
  }

  /** The clusters held. */
  clusters(): HeldFeature[] {
    return [...this.features.values()].filter((f) => f.properties.cluster);
  }

  #hold(feature: HeldFeature): void {
    // Vehicles and clusters share the source: one id for two features would lose one of them.
    if (this.features.has(feature.id)) throw new Error(`two features with the id ${feature.id}`);
    this.features.set(feature.id, structuredClone(feature));
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

/** Id → properties of the features a source holds that the zooms and area `held` draw. */
function drawnAt(source: HeldSource, held: HeldView) {
  const inArea = ([longitude, latitude]: number[]) => {
    const [x, y] = project(longitude as number, latitude as number);
    const { area } = held;
    return !area || (x >= area.minX && x <= area.maxX && y >= area.minY && y <= area.maxY);
  };
  return new Map(
    [...source.features.values()]
      .filter(
        (f) =>
          inArea(f.geometry.coordinates) &&
          (f.properties.cluster
            ? (f.properties.zoom as number) <= held.to && (f.properties.toZoom as number) >= held.from
            : (f.properties.aloneFrom as number) <= held.to),
      )
      .map((f) => [f.id, { coordinates: f.geometry.coordinates, ...f.properties }]),
  );
}

/**
 * A layer beside a twin whose source holds every zoom, anywhere: what the first's source must hold
 * is what its twin's holds that the view asked for draws.
 */
function twinLayers() {
  const { layer, source } = layerWithSource();
  const every = layerWithSource();
  return {
    layer,
    source,
    every,
    /** Draws `fleet` with both layers. */
    both: async (fleet: ReadonlyMap<number, VehicleFeature>) => {
      await Promise.all([layer.setVehicles(fleet).applied, every.layer.setVehicles(fleet).applied]);
    },
    /** Checks that the first layer's source holds exactly what `held` draws. */
    expectHolds: (held: HeldView) => {
      expect(drawnAt(source, held)).toEqual(drawnAt(every.source, held));
      expect(source.features.size).toBe(drawnAt(source, held).size);
    },
  };
}

function layerWithSource() {
  const source = new HeldSource();
  const layer = new VehicleLayer(
    {
      source: (id) => (id === FLEET_SOURCES.vehicles ? (source as unknown as GeoJSONSource) : undefined),
      moved: () => {},
    },
    {},
  );
  return { layer, source };
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

/** What the source must hold: the layer's own whole data (`sourceData`, used on a style reload). */
function wholeData(layer: VehicleLayer) {
  const { features } = layer.sourceData()[FLEET_SOURCES.vehicles] as unknown as { features: HeldFeature[] };
  return {
    vehicles: features.filter((f) => !f.properties.cluster),
    clusters: features.filter((f) => f.properties.cluster),
  };
}

/** Checks that the source holds exactly the layer's whole data: aloneFrom and clusters included. */
function expectHoldsWholeData(source: HeldSource, layer: VehicleLayer) {
  const whole = wholeData(layer);
  expect(new Map(source.vehicles().map((f) => [f.id, f.properties.aloneFrom]))).toEqual(
    new Map(whole.vehicles.map((f) => [f.id, f.properties.aloneFrom])),
  );
  // Every property of every cluster (count, first and last zoom); a centroid may differ by the half
  // pixel a cluster is not sent again for.
  expect(new Map(source.clusters().map((f) => [f.id, f.properties]))).toEqual(
    new Map(whole.clusters.map((f) => [f.id, f.properties])),
  );
}

describe('heldZoomsAt', () => {
  it('holds the zoom the map cuts its tiles at and the neighbour it is nearer to', () => {
    expect(heldZoomsAt(7)).toEqual({ from: 6, to: 7 });
    expect(heldZoomsAt(7.2)).toEqual({ from: 6, to: 7 });
    expect(heldZoomsAt(7.5)).toEqual({ from: 7, to: 8 });
    expect(heldZoomsAt(7.9)).toEqual({ from: 7, to: 8 });
    expect(heldZoomsAt(0.3)).toEqual({ from: 0, to: 0 });
  });

  it('holds every lower zoom and one more above on a pitched map', () => {
    expect(heldZoomsAt(7.2, 40)).toEqual({ from: 0, to: 8 });
    expect(heldZoomsAt(7.7, 60)).toEqual({ from: 0, to: 9 });
  });
});

/** The area between two longitudes and two latitudes. */
function areaOf(west: number, south: number, east: number, north: number): HeldArea {
  const [minX, minY] = project(west, north);
  const [maxX, maxY] = project(east, south);
  return { minX, minY, maxX, maxY };
}

describe('heldAreaAt', () => {
  const view: MapView = { center: [82.5, 22], zoom: 8, width: 1024, height: 720, bearing: 0, pitch: 0 };
  const world = 512 * 2 ** 8;

  it('reaches half a view beyond the view on each side', () => {
    const [x, y] = project(82.5, 22);
    const area = heldAreaAt(view);
    expect(area?.minX).toBeCloseTo(x - 1024 / world, 12);
    expect(area?.maxX).toBeCloseTo(x + 1024 / world, 12);
    expect(area?.minY).toBeCloseTo(y - 720 / world, 12);
    expect(area?.maxY).toBeCloseTo(y + 720 / world, 12);
  });

  it('covers a rotated view by a square of its diagonal', () => {
    const area = heldAreaAt({ ...view, bearing: 30 });
    const side = 2 * Math.hypot(1024, 720);
    expect((area?.maxX ?? 0) - (area?.minX ?? 0)).toBeCloseTo(side / world, 12);
    expect((area?.maxY ?? 0) - (area?.minY ?? 0)).toBeCloseTo(side / world, 12);
  });

  it('holds everywhere for a pitched map, a view of no size and one across the map edge', () => {
    expect(heldAreaAt({ ...view, pitch: 30 })).toBeNull();
    expect(heldAreaAt({ ...view, width: 0 })).toBeNull();
    expect(heldAreaAt({ ...view, center: [179.9, 0] })).toBeNull();
    expect(heldAreaAt({ ...view, zoom: 1 })).toBeNull();
  });

  it('keeps an area while the view stays a quarter view inside it', () => {
    const area = heldAreaAt(view);
    const degrees = (pixels: number) => (pixels / world) * 360;
    expect(holdsView(area, view)).toBe(true);
    expect(holdsView(area, { ...view, center: [82.5 + degrees(0.2 * 1024), 22] })).toBe(true);
    expect(holdsView(area, { ...view, center: [82.5 + degrees(0.3 * 1024), 22] })).toBe(false);
    expect(holdsView(area, { ...view, zoom: 7.5 })).toBe(false);
    expect(holdsView(area, { ...view, zoom: 9 })).toBe(true);
    expect(holdsView(area, { ...view, pitch: 20 })).toBe(false);
    expect(holdsView(null, { ...view, pitch: 20 })).toBe(true);
  });
});

describe('VehicleLayer', () => {
  it('draws a large fleet whole: its vehicles and the clusters of every zoom (none held apart) in one setData', async () => {
    const { layer, source } = layerWithSource();
    const first = spread(3 * VEHICLE_CHANGES_PER_STEP);
    const report = layer.setVehicles(first);
    expect(report.changed).toBe(first.size);
    await report.applied;
    const clusters = wholeData(layer).clusters.length;
    expect(clusters).toBeGreaterThan(0);
    expect(source.calls).toEqual([{ kind: 'setData', size: first.size + clusters }]);
    expect(layer.lastUpdate?.kind).toBe('setData');
    expect(positionsOf(source.vehicles())).toEqual(positionsOf(first.values()));
    expect(new Map(source.clusters().map((f) => [f.id, f.properties]))).toEqual(
      new Map(wholeData(layer).clusters.map((f) => [f.id, f.properties])),
    );
  });

  it('leaves every vehicle where the last update put it when a newer fleet arrives right after a whole hand-over', async () => {
    const { layer, source } = layerWithSource();
    const size = 3 * VEHICLE_CHANGES_PER_STEP;
    await layer.setVehicles(spread(size)).applied;
    // Every vehicle moves: a whole hand-over. Right after it, 1 % of them moves again and one leaves.
    const moved = spread(size, 0.5);
    const newer = spread(size, 0.9, (id) => id % 100 === 0);
    for (const [id, feature] of moved) if (id % 100 !== 0) newer.set(id, feature);
    newer.delete(size);
    let newerReport: ReturnType<VehicleLayer['setVehicles']> | null = null;
    source.onSetData = () => {
      source.onSetData = null;
      queueMicrotask(() => {
        newerReport = layer.setVehicles(newer);
      });
    };
    const whole = layer.setVehicles(moved);
    await whole.applied;
    expect(newerReport).not.toBeNull();
    await (newerReport as unknown as ReturnType<VehicleLayer['setVehicles']>).applied;

    expect(source.calls.map((call) => call.kind)).toEqual(['setData', 'setData', 'updateData']);
    expect(positionsOf(source.vehicles())).toEqual(positionsOf(newer.values()));
    expect(source.features.get(100)?.geometry.coordinates).toEqual(newer.get(100)?.geometry.coordinates);
    expect(source.features.has(size)).toBe(false);
    expect(layer.drawn).toBe(newer);
    expectHoldsWholeData(source, layer);
  });

  it('holds only what the held zooms draw, through updates, zoom changes and a zoom change in the middle of an update', async () => {
    // Beside it, a layer whose source holds every zoom: what the first's must hold is its features
    // the held zooms draw.
    const { layer, source, every, both, expectHolds } = twinLayers();
    const size = 3 * VEHICLE_CHANGES_PER_STEP;
    const country: HeldView = { from: 4, to: 6, area: null };
    await layer.hold(country);
    await both(spread(size));
    expect(drawnAt(source, country)).toEqual(drawnAt(every.source, country));
    // The vehicles drawn alone only from street zooms, and the clusters of those zooms, stay out.
    expect(source.features.size).toBeLessThan(every.source.features.size / 2);
    expect(source.features.size).toBe(drawnAt(source, country).size);

    // Every 100th vehicle moves: they leave clusters, and those they leave may end at other zooms.
    await both(spread(size, 0.2, (id) => id % 100 === 0));
    expect(source.calls.at(-1)?.kind).toBe('updateData');
    expectHolds(country);

    // Zooming in takes in the vehicles and clusters of the zooms now drawn, and lets go of the others.
    const street: HeldView = { from: 7, to: 9, area: null };
    await layer.hold(street);
    expectHolds(street);

    // A zoom change asked while an update of several steps is under way (the index has moved some
    // of its vehicles, the source holds none of them yet) waits for it, then applies.
    const moved = spread(size, 0.5, (id) => id % 5 < 2);
    const report = layer.setVehicles(moved);
    expect(report.changed).toBeGreaterThan(VEHICLE_CHANGES_PER_STEP);
    const back = layer.hold(country);
    expect(layer.held).toBe(country);
    await Promise.all([report.applied, every.layer.setVehicles(moved).applied, back]);
    expect(layer.lastUpdate).toMatchObject({ kind: 'updateData' });
    expect(layer.lastUpdate?.steps).toBeGreaterThan(1);
    expectHolds(country);
  });

  it('holds only what lies in the held area, through updates that cross its edge, area changes and an area change in the middle of an update', async () => {
    const { layer, source, every, both, expectHolds } = twinLayers();
    const size = 3 * VEHICLE_CHANGES_PER_STEP;
    const west: HeldView = { from: 6, to: 7, area: areaOf(70, 14, 80, 22) };
    await layer.hold(west);
    await both(spread(size));
    expectHolds(west);
    expect(source.features.size).toBeLessThan(every.source.features.size / 2);

    // Every 10th vehicle drives 2° north: some leave the area across its north edge, some come in
    // across its south edge.
    const before = new Set(source.vehicles().map((f) => f.id));
    await both(spread(size, 2, (id) => id % 10 === 0));
    expect(source.calls.at(-1)?.kind).toBe('updateData');
    const after = new Set(source.vehicles().map((f) => f.id));
    expect([...before].filter((id) => !after.has(id)).length).toBeGreaterThan(0);
    expect([...after].filter((id) => !before.has(id)).length).toBeGreaterThan(0);
    expectHolds(west);

    // Panning east: the area's vehicles and clusters come in, the others leave.
    const east: HeldView = { from: 6, to: 7, area: areaOf(78, 14, 88, 22) };
    await layer.hold(east);
    expectHolds(east);

    // An area asked while an update of several steps is under way waits for it, then applies.
    const moved = spread(size, 0.5, (id) => id % 5 < 2);
    const report = layer.setVehicles(moved);
    expect(report.changed).toBeGreaterThan(VEHICLE_CHANGES_PER_STEP);
    const back = layer.hold(west);
    await Promise.all([report.applied, every.layer.setVehicles(moved).applied, back]);
    expect(layer.lastUpdate?.steps).toBeGreaterThan(1);
    expectHolds(west);
    // A style reload's whole data is what the source holds.
    expect(new Set(wholeData(layer).vehicles.map((f) => f.id))).toEqual(
      new Set(source.vehicles().map((f) => f.id)),
    );
  });

  it('brings a small change of a large fleet to the source as one diff, its vehicles and clusters together', async () => {
    const { layer, source } = layerWithSource();
    const size = 3 * VEHICLE_CHANGES_PER_STEP;
    await layer.setVehicles(spread(size)).applied;
    const clustersBefore = countsOf(source.clusters());
    // Every 100th vehicle moves 0.2° north: far enough to leave its cells up to the country view.
    const next = spread(size, 0.2, (id) => id % 100 === 0);
    const report = layer.setVehicles(next);
    expect(report.changed).toBe(size / 100);
    await report.applied;
    expect(layer.lastUpdate).toMatchObject({ kind: 'updateData', changed: size / 100 });
    expect(source.calls.map((call) => call.kind)).toEqual(['setData', 'updateData']);
    expect(countsOf(source.clusters())).not.toEqual(clustersBefore);
    expect(positionsOf(source.vehicles())).toEqual(positionsOf(next.values()));
    expectHoldsWholeData(source, layer);
  });
});
