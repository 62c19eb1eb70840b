import { describe, expect, it } from 'vitest';
import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS } from '../fleetLayers';
import { type VehicleFeature, vehicleIconId } from '../vehicleFeatures';
import { project } from './GridClusterIndex';
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
  it('draws the first fleet whole: every vehicle with its aloneFrom zoom, and the clusters of every zoom until told which zooms to hold', () => {
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
    // Their pair was one cluster feature, drawn at every zoom up to the highest cluster zoom.
    expect(plan.clusters.diff.remove).toHaveLength(1);
    expect(plan.clusters.diff.add).toEqual([]);
  });

  it('holds the features of the held zooms only: a cluster that comes to end below them leaves the source', () => {
    const sources = new VehicleClusterSources(OPTIONS);
    const others = Array.from({ length: 10 }, (_, i) => vehicle(i + 1, -40 + i * 5, -100 + i * 5));
    // Two vehicles parked together: one cluster, from the lowest zoom to the highest cluster zoom.
    sources.plan(fleet(vehicle(100, 27.7, 85.3), vehicle(101, 27.7, 85.3), ...others));
    const cluster = sources.clusterFeatures().find((f) => f.properties.point_count === 2);
    expect(cluster?.properties).toMatchObject({ zoom: 0, toZoom: CLUSTER_MAX_ZOOM });
    // At street zooms the pair is drawn as its cluster: the two vehicles leave the source, and so do
    // the clusters of the far vehicles, which end at the lowest zooms.
    const street = sources.hold({ from: 10, to: 12, area: null });
    if (street?.vehicles.kind !== 'updateData' || street.clusters.kind !== 'updateData')
      throw new Error('no diff');
    expect(street.vehicles.diff).toEqual({ add: [], update: [], remove: [100, 101] });
    expect(street.clusters.diff.remove?.length).toBeGreaterThan(0);
    expect(street.clusters.diff.remove).not.toContain(cluster?.id);

    // One of them drives 20 km away: they part at a country zoom (6), and their cluster ends there.
    const plan = sources.plan(fleet(vehicle(100, 27.7, 85.3), vehicle(101, 27.88, 85.3), ...others));
    const ended = sources.clusterFeatures().find((f) => f.id === cluster?.id);
    expect(ended?.properties.toZoom).toBeLessThan(10);
    if (plan.clusters.kind !== 'updateData' || plan.vehicles.kind !== 'updateData')
      throw new Error('no diff');
    expect(plan.clusters.diff).toEqual({ add: [], update: [], remove: [cluster?.id] });
    // Both are drawn alone at the street zooms now: they come back whole.
    expect(plan.vehicles.diff.add?.map((f) => [f.id, f.geometry])).toEqual([
      [101, { type: 'Point', coordinates: [85.3, 27.88] }],
      [100, { type: 'Point', coordinates: [85.3, 27.7] }],
    ]);
    expect(plan.vehicles.diff.update).toEqual([]);

    // Back at a country view the cluster, which ends there now, comes back, and the pair leaves.
    const country = sources.hold({ from: 3, to: 5, area: null });
    if (country?.clusters.kind !== 'updateData' || country.vehicles.kind !== 'updateData')
      throw new Error('no diff');
    expect(country.clusters.diff.add?.map((f) => [f.id, f.properties?.point_count])).toContainEqual([
      cluster?.id,
      2,
    ]);
    expect(country.vehicles.diff.remove).toEqual([100, 101]);
  });

  it('holds the features of the held area only: a vehicle that drives out of it leaves, one that drives in comes whole', () => {
    const sources = new VehicleClusterSources(OPTIONS);
    // Kathmandu and Delhi, far apart, and others far from both.
    const others = Array.from({ length: 8 }, (_, i) => vehicle(i + 10, -40 + i * 5, -100 + i * 5));
    sources.plan(fleet(vehicle(1, 27.7, 85.3), vehicle(2, 28.6, 77.2), ...others));
    const [west, north] = project(84, 29);
    const [east, south] = project(87, 27);
    const area = { minX: west, minY: north, maxX: east, maxY: south };
    const around = sources.hold({ from: 5, to: 6, area });
    if (around?.vehicles.kind !== 'updateData') throw new Error('no diff');
    expect(around.vehicles.diff).toEqual({ add: [], update: [], remove: [2, ...others.map((f) => f.id)] });
    // Their clusters end below zoom 5: they leave too, and none comes in.
    if (around.clusters.kind === 'updateData') expect(around.clusters.diff.add).toEqual([]);

    // Delhi's vehicle drives into the area and Kathmandu's out of it.
    const plan = sources.plan(fleet(vehicle(1, 20, 85.3), vehicle(2, 28, 86), ...others));
    if (plan.vehicles.kind !== 'updateData') throw new Error('no diff');
    expect(plan.vehicles.diff.remove).toEqual([1]);
    expect(plan.vehicles.diff.add?.map((f) => [f.id, f.geometry])).toEqual([
      [2, { type: 'Point', coordinates: [86, 28] }],
    ]);
    expect(plan.vehicles.diff.update).toEqual([]);
    // The source's whole data is the same.
    expect(sources.sourceFeatures().map((f) => f.id)).toEqual([2]);
    // Everywhere again: Kathmandu's vehicle comes back.
    const everywhere = sources.hold({ from: 5, to: 6, area: null });
    if (everywhere?.vehicles.kind !== 'updateData') throw new Error('no diff');
    expect(everywhere.vehicles.diff.add?.map((f) => f.id)).toEqual([1, ...others.map((f) => f.id)]);
  });

  it('does nothing when no vehicle changed, and answers the expansion zoom of its clusters', () => {
    const sources = new VehicleClusterSources(OPTIONS);
    const first = sources.plan(fleet(vehicle(1, 22.59, 78.96), vehicle(2, 22.63, 78.96)));
    expect(sources.plan(fleet(vehicle(1, 22.59, 78.96), vehicle(2, 22.63, 78.96)))).toMatchObject({
      kind: 'none',
    });
    if (first.clusters.kind !== 'setData') throw new Error('not setData');
    const atFive = first.clusters.features.find((f) => f.properties.zoom <= 5 && f.properties.toZoom >= 5);
    expect(sources.expansionZoom(atFive?.properties.cluster_id ?? -1)).toBeGreaterThan(5);
  });
});

describe('VehicleClusterSources in steps', () => {
  const spread = (count: number, shift = 0) =>
    new Map(
      Array.from({ length: count }, (_, i) => {
        const feature = vehicle(
          i + 1,
          8 + ((i * 7919) % 2800) / 100 + shift,
          68 + ((i * 104729) % 2900) / 100,
        );
        return [feature.id, feature] as const;
      }),
    );
  const clustersOf = (sources: VehicleClusterSources) =>
    new Map(
      sources
        .clusterFeatures()
        .map((f) => [f.id, [f.properties.point_count, ...f.geometry.coordinates.map((c) => c.toFixed(9))]]),
    );
  const aloneFromOf = (sources: VehicleClusterSources) =>
    new Map(sources.vehicleFeatures().map((f) => [f.id, f.properties.aloneFrom]));
  /** Plans toward `target` in steps of `limit`; the plans of every step. */
  const stepped = (
    sources: VehicleClusterSources,
    target: ReadonlyMap<number, VehicleFeature>,
    limit: number,
    options: Parameters<VehicleClusterSources['plan']>[2] = {},
  ) => {
    const plans = [sources.plan(target, limit, options)];
    const more = () => {
      const last = plans.at(-1);
      return Boolean(last && (last.remaining > 0 || last.settling));
    };
    while (more()) plans.push(sources.plan(target, limit, options));
    return plans;
  };

  it('moves a large change through the index `limit` vehicles at a time and hands it to the sources at once', () => {
    const first = spread(2_500);
    const moved = spread(2_400, 0.3); // 2,400 moved, 100 removed
    const whole = new VehicleClusterSources(OPTIONS);
    whole.plan(first);
    whole.plan(moved);

    const sources = new VehicleClusterSources(OPTIONS);
    for (const target of [first, moved]) {
      const plans = stepped(sources, target, 1_000);
      expect(plans.slice(0, 3).map((plan) => [plan.changed, plan.remaining])).toEqual([
        [1_000, 1_500],
        [1_000, 500],
        [500, 0],
      ]);
      // Then the clusters are worked out in steps of their own, and nothing reaches the sources until
      // the last step, which sends the fleet whole (most of it changed).
      expect(plans.length).toBeGreaterThan(3);
      expect(plans.slice(3).every((plan) => plan.changed === 0)).toBe(true);
      expect(plans.map((plan) => plan.kind)).toEqual([...plans.slice(1).map(() => 'none'), 'setData']);
      expect(sources.drawn.size).toBe(target.size);
    }
    expect(aloneFromOf(sources)).toEqual(aloneFromOf(whole));
    expect(clustersOf(sources)).toEqual(clustersOf(whole));
  });

  it('with movesApart, starts the moves of a change larger than `limit` in the call after the one that compared the fleets', () => {
    const first = spread(2_500);
    const moved = spread(2_400, 0.3);
    const whole = new VehicleClusterSources(OPTIONS);
    whole.plan(first);
    whole.plan(moved);

    const sources = new VehicleClusterSources(OPTIONS);
    sources.plan(first);
    const plans = stepped(sources, moved, 1_000, { movesApart: true });
    expect(plans.slice(0, 4).map((plan) => [plan.changed, plan.remaining])).toEqual([
      [0, 2_500],
      [1_000, 1_500],
      [1_000, 500],
      [500, 0],
    ]);
    expect(plans.at(-1)?.kind).toBe('setData');
    expect(aloneFromOf(sources)).toEqual(aloneFromOf(whole));
    expect(clustersOf(sources)).toEqual(clustersOf(whole));
    // A change that fits one call still moves in the call that compared the fleets.
    const further = spread(2_400, 0.6);
    const small = new Map(
      [...moved].map(([id, feature]) => [id, id % 100 === 0 ? (further.get(id) ?? feature) : feature]),
    );
    expect(sources.plan(small, 1_000, { movesApart: true })).toMatchObject({ changed: 24, remaining: 0 });
  });

  it('sends a stepped change of part of the fleet as one diff that matches the index', () => {
    const sources = new VehicleClusterSources(OPTIONS);
    const first = spread(3_000);
    sources.plan(first);
    const before = clustersOf(sources);
    const next = new Map(first);
    for (let id = 1; id <= 1_200; id++) {
      const old = first.get(id) as VehicleFeature;
      const [lon, lat] = old.geometry.coordinates;
      next.set(id, vehicle(id, lat + 0.2, lon));
    }
    const plans = stepped(sources, next, 500);
    expect(plans.map((plan) => plan.kind)).toEqual([...plans.slice(1).map(() => 'none'), 'updateData']);
    expect(plans.reduce((sum, plan) => sum + plan.changed, 0)).toBe(1_200);
    const last = plans.at(-1);
    if (last?.vehicles.kind !== 'updateData' || last.clusters.kind !== 'updateData')
      throw new Error('no diff');
    const moved = last.vehicles.diff.update?.filter((u) => u.newGeometry) ?? [];
    expect(moved).toHaveLength(1_200);
    // The cluster diff turns the clusters the sources held into the index's clusters.
    const held = new Map(before);
    for (const id of last.clusters.diff.remove ?? []) held.delete(id as number);
    for (const feature of last.clusters.diff.add ?? []) {
      const f = feature as unknown as {
        id: number;
        properties: { point_count: number };
        geometry: { coordinates: number[] };
      };
      held.set(f.id, [f.properties.point_count, ...f.geometry.coordinates.map((c) => c.toFixed(9))]);
    }
    const now = clustersOf(sources);
    for (const change of last.clusters.diff.update ?? []) {
      held.set(change.id as number, now.get(change.id as number) ?? []);
    }
    expect(new Set(held.keys())).toEqual(new Set(now.keys()));
  });

  it('hands a large change built whole over in a call of its own when asked to leave it for later', () => {
    const first = spread(2_500);
    const moved = spread(2_500, 0.3);
    const plainly = new VehicleClusterSources(OPTIONS);
    stepped(plainly, first, 1_000);
    const without = stepped(plainly, moved, 1_000);
    const sources = new VehicleClusterSources(OPTIONS);
    stepped(sources, first, 1_000);
    const plans = [sources.plan(moved, 1_000, { later: () => true })];
    while (plans.at(-1)?.kind === 'none') plans.push(sources.plan(moved, 1_000, { later: () => true }));
    // Two more calls: the first only diffs; the one that finished building answers nothing yet, the
    // next hands over.
    expect(plans[0]).toMatchObject({ kind: 'none', changed: 0, remaining: 2_500 });
    expect(plans).toHaveLength(without.length + 2);
    expect(plans.at(-2)).toMatchObject({ kind: 'none', changed: 0, remaining: 0, settling: true });
    expect(plans.at(-1)).toEqual(without.at(-1));
    expect(plans.at(-1)?.kind).toBe('setData');
  });

  it('goes on from the vehicles moved so far when a newer fleet arrives midway', () => {
    const sources = new VehicleClusterSources(OPTIONS);
    expect(sources.plan(spread(2_500), 1_000)).toMatchObject({
      kind: 'none',
      changed: 1_000,
      remaining: 1_500,
    });
    const newer = spread(1_200, 0.5);
    // The 1,000 in the index move, 200 are added; the 1,300 never indexed need no removal.
    const plans = stepped(sources, newer, 1_000);
    expect(plans.slice(0, 2).map((plan) => [plan.changed, plan.remaining])).toEqual([
      [1_000, 200],
      [200, 0],
    ]);
    expect(plans.at(-1)?.kind).toBe('setData');
    expect(sources.drawn.size).toBe(1_200);
    const whole = new VehicleClusterSources(OPTIONS);
    whole.plan(newer);
    expect(clustersOf(sources)).toEqual(clustersOf(whole));
    expect(aloneFromOf(sources)).toEqual(aloneFromOf(whole));
  });
});

describe('VehicleClusterSources leaving the rest of a small change to later calls', () => {
  const spread = (count: number, moved: (id: number) => boolean = () => false) =>
    new Map(
      Array.from({ length: count }, (_, i) => {
        const shift = moved(i + 1) ? 0.4 : 0;
        const feature = vehicle(
          i + 1,
          8 + ((i * 7919) % 2800) / 100 + shift,
          68 + ((i * 104729) % 2900) / 100,
        );
        return [feature.id, feature] as const;
      }),
    );
  /** The vehicles a source holds after the given plans: id → coordinates and aloneFrom. */
  const held = (plans: ReturnType<VehicleClusterSources['plan']>[]) => {
    const vehicles = new Map<number | string, { coordinates: number[]; aloneFrom: unknown }>();
    for (const plan of plans) {
      if (plan.vehicles.kind === 'setData') {
        vehicles.clear();
        for (const f of plan.vehicles.features)
          vehicles.set(f.id, { coordinates: f.geometry.coordinates, aloneFrom: f.properties.aloneFrom });
      } else if (plan.vehicles.kind === 'updateData') {
        const { add = [], update = [], remove = [] } = plan.vehicles.diff;
        for (const id of remove) vehicles.delete(id);
        for (const f of add as unknown as DrawnFeatureLike[])
          vehicles.set(f.id, { coordinates: f.geometry.coordinates, aloneFrom: f.properties.aloneFrom });
        for (const u of update) {
          const old = vehicles.get(u.id);
          if (!old) throw new Error(`update of unknown vehicle ${u.id}`);
          const aloneFrom = u.addOrUpdateProperties?.find((p) => p.key === 'aloneFrom');
          vehicles.set(u.id, {
            coordinates:
              (u.newGeometry as { coordinates: number[] } | undefined)?.coordinates ?? old.coordinates,
            aloneFrom: aloneFrom ? aloneFrom.value : old.aloneFrom,
          });
        }
      }
    }
    return vehicles;
  };
  interface DrawnFeatureLike {
    id: number;
    geometry: { coordinates: number[] };
    properties: { aloneFrom: number };
  }
  const expected = (sources: VehicleClusterSources) =>
    new Map(
      sources
        .vehicleFeatures()
        .map((f) => [f.id, { coordinates: f.geometry.coordinates, aloneFrom: f.properties.aloneFrom }]),
    );

  it('moves the vehicles in a second call and hands the change over in a third, as one call would', () => {
    const first = spread(2_000);
    const next = spread(2_000, (id) => id % 50 === 0);
    const once = new VehicleClusterSources(OPTIONS);
    once.plan(first);
    const whole = once.plan(next, 1_000);

    const sources = new VehicleClusterSources(OPTIONS);
    const drawn = sources.plan(first);
    const later = () => true;
    const plans = [sources.plan(next, 1_000, { later })];
    expect(plans[0]).toMatchObject({ kind: 'none', changed: 0, remaining: 40 });
    plans.push(sources.plan(next, 1_000, { later }));
    expect(plans[1]).toMatchObject({ kind: 'none', changed: 40, remaining: 0, settling: true });
    plans.push(sources.plan(next, 1_000, { later }));
    // The same diffs as the change made in one call (which counts its 40 changes there).
    expect(plans[2]).toEqual({ ...whole, changed: 0 });
    expect(whole).toMatchObject({ kind: 'updateData', changed: 40 });
    expect(held([drawn, ...plans])).toEqual(expected(sources));
    // The sources' fleet is the one given, neither copied nor changed.
    expect(sources.drawn).toBe(next);
    expect(next.get(50)?.geometry.coordinates).toEqual(
      spread(2_000, () => true).get(50)?.geometry.coordinates,
    );
  });

  it('replaces a change left before its moves with a newer fleet', () => {
    const first = spread(2_000);
    const sources = new VehicleClusterSources(OPTIONS);
    const drawn = sources.plan(first);
    expect(
      sources.plan(
        spread(2_000, (id) => id % 50 === 0),
        1_000,
        { later: () => true },
      ),
    ).toMatchObject({
      remaining: 40,
    });
    const newer = spread(1_990, (id) => id % 40 === 0);
    const plan = sources.plan(newer, 1_000);
    expect(plan).toMatchObject({ kind: 'updateData', changed: 59 });
    expect(held([drawn, plan])).toEqual(expected(sources));
    const whole = new VehicleClusterSources(OPTIONS);
    whole.plan(newer);
    expect(expected(sources)).toEqual(expected(whole));
  });

  it('goes on from the moved vehicles when a newer fleet arrives before the hand-over', () => {
    const first = spread(2_000);
    const sources = new VehicleClusterSources(OPTIONS);
    const drawn = sources.plan(first);
    const next = spread(2_000, (id) => id % 50 === 0);
    const later = () => true;
    sources.plan(next, 1_000, { later });
    expect(sources.plan(next, 1_000, { later })).toMatchObject({ settling: true });
    // Vehicle 100 moves on, vehicle 7 moves for the first time, vehicle 2,000 leaves.
    const newer = new Map(next);
    newer.set(100, vehicle(100, 45, 100));
    newer.set(7, vehicle(7, -45, 100));
    newer.delete(2_000);
    const plans = [];
    do plans.push(sources.plan(newer, 1_000));
    while (plans.at(-1)?.kind === 'none');
    expect(plans.at(-1)?.kind).toBe('updateData');
    const now = held([drawn, ...plans]);
    expect(now).toEqual(expected(sources));
    expect(now.get(100)?.coordinates).toEqual([100, 45]);
    expect(now.get(7)?.coordinates).toEqual([100, -45]);
    expect(now.has(2_000)).toBe(false);
    expect(next.size).toBe(2_000);
    const whole = new VehicleClusterSources(OPTIONS);
    whole.plan(newer);
    expect(expected(sources)).toEqual(expected(whole));
  });
});
