import { describe, expect, it } from 'vitest';
import {
  abbreviate,
  type ClusterFeature,
  type ClusterPoint,
  clusterFeatureId,
  GridClusterIndex,
  MIN_SHIFT_PIXELS,
  project,
  unproject,
} from './GridClusterIndex';

const OPTIONS = { radius: 50, maxZoom: 16 };

/** A small deterministic random sequence, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function byId(features: readonly ClusterFeature[]) {
  return new Map(features.map((f) => [f.id, f]));
}

/** The cluster features drawn at `zoom` (from their `zoom` to their `toZoom`). */
function drawnAt(features: readonly ClusterFeature[], zoom: number) {
  return features.filter((f) => f.properties.zoom <= zoom && zoom <= f.properties.toZoom);
}

describe('GridClusterIndex', () => {
  it('clusters nearby points, counts them and leaves a far point alone from the lowest zoom', () => {
    const index = new GridClusterIndex(OPTIONS);
    const near = Array.from({ length: 12 }, (_, i) => ({
      id: i + 1,
      latitude: 22.59 + i * 0.001,
      longitude: 78.96 + i * 0.001,
    }));
    const features = index.load([...near, { id: 100, latitude: -30, longitude: -60 }]);
    const atFive = drawnAt(features, 5);
    expect(atFive.map((f) => f.properties.point_count)).toEqual([12]);
    const clusterId = atFive[0]?.properties.cluster_id as number;
    expect(atFive[0]?.properties.cluster).toBe(true);
    // Below zero, so that no cluster's feature id is ever a vehicle's (a device id) in their source.
    expect(atFive[0]?.id).toBe(clusterFeatureId(clusterId));
    expect(features.every((f) => f.id < 0 && f.properties.cluster_id >= 0)).toBe(true);
    const [lng, lat] = atFive[0]?.geometry.coordinates ?? [0, 0];
    expect(lng).toBeCloseTo(78.9655, 3);
    expect(lat).toBeCloseTo(22.5955, 3);
    // The far point is in no cluster at any zoom.
    expect(index.aloneFrom(100)).toBe(0);
    // 1 mdeg apart (about 100 m): drawn alone at street level, in one cluster at the country view.
    const aloneFrom = index.aloneFrom(1) ?? -1;
    expect(aloneFrom).toBeGreaterThan(5);
    expect(aloneFrom).toBeLessThanOrEqual(OPTIONS.maxZoom + 1);
  });

  it('draws points closer than a cell apart as one cluster feature from the lowest zoom to the highest cluster zoom', () => {
    const index = new GridClusterIndex(OPTIONS);
    const features = index.load([
      { id: 1, latitude: 27.7, longitude: 85.3 },
      { id: 2, latitude: 27.7, longitude: 85.3 },
    ]);
    expect(features.map((f) => [f.properties.zoom, f.properties.toZoom])).toEqual([[0, OPTIONS.maxZoom]]);
    expect(index.aloneFrom(1)).toBe(OPTIONS.maxZoom + 1);
  });

  it('makes one feature of each run of zooms at which a cluster holds the same points', () => {
    const next = random(11);
    const index = new GridClusterIndex(OPTIONS);
    // Vehicles gathered in a few towns, as fleets are: groups within a few hundred metres.
    const points = Array.from({ length: 300 }, (_, i) => ({
      id: i + 1,
      latitude: 27 + (i % 6) * 0.3 + next() * 0.004,
      longitude: 85 + (i % 6) * 0.2 + next() * 0.004,
    }));
    const features = index.load(points);
    let perZoomClusters = 0;
    for (let zoom = 0; zoom <= OPTIONS.maxZoom; zoom++) {
      // What a grid of this zoom alone clusters: cells holding two points or more.
      const scale = (512 * 2 ** zoom) / OPTIONS.radius;
      const cells = new Map<string, number>();
      for (const point of points) {
        const [x, y] = project(point.longitude, point.latitude);
        const cell = `${Math.floor(x * scale)}:${Math.floor(y * scale)}`;
        cells.set(cell, (cells.get(cell) ?? 0) + 1);
      }
      const expected = [...cells.values()].filter((count) => count >= 2).sort((a, b) => a - b);
      const drawn = drawnAt(features, zoom)
        .map((f) => f.properties.point_count)
        .sort((a, b) => a - b);
      expect(drawn, `zoom ${zoom}`).toEqual(expected);
      perZoomClusters += expected.length;
    }
    // One feature per run of zooms: fewer features than clusters drawn over all zooms (274 here,
    // in 199 features).
    expect(features.length).toBeLessThan(perZoomClusters * 0.8);
  });

  it('sends no cluster whose count is unchanged and whose centroid moved less than half a pixel', () => {
    const index = new GridClusterIndex(OPTIONS);
    index.load([
      { id: 1, latitude: 27.7, longitude: 85.3 },
      { id: 2, latitude: 27.7, longitude: 85.3 },
    ]);
    // 1 m: under half a pixel up to zoom 16 for a pair's centroid (0.5 m).
    const tiny = index.update([{ id: 2, latitude: 27.7, longitude: 85.30001 }]);
    expect([tiny.add, tiny.update, tiny.remove, [...tiny.aloneFrom]]).toEqual([[], [], [], []]);
    // 50 m more: the pair's centroid moves 25 m, more than half a pixel at the last zoom its one
    // feature is drawn at (zoom 16): that feature is sent again.
    const moved = index.update([{ id: 2, latitude: 27.7, longitude: 85.3005 }]);
    expect(moved.update.map((f) => [f.properties.zoom, f.properties.toZoom])).toEqual([[0, 16]]);
  });

  it('gives the zoom at which a cluster splits', () => {
    const index = new GridClusterIndex(OPTIONS);
    const features = index.load([
      { id: 1, latitude: 22.59, longitude: 78.96 },
      { id: 2, latitude: 22.61, longitude: 78.96 },
      { id: 3, latitude: 22.63, longitude: 78.96 },
    ]);
    const cluster = drawnAt(features, 5)[0] as ClusterFeature;
    const expansion = index.expansionZoom(cluster.properties.cluster_id) as number;
    expect(expansion).toBeGreaterThan(5);
    expect(expansion).toBe(cluster.properties.toZoom + 1);
    // At the expansion zoom no cluster holds all three; one zoom below, one still does.
    const counts = (zoom: number) => drawnAt(features, zoom).map((f) => f.properties.point_count);
    expect(Math.max(0, ...counts(expansion))).toBeLessThan(3);
    expect(counts(expansion - 1)).toContain(3);
    expect(index.expansionZoom(12_345)).toBeUndefined();
  });

  // Spread over a region (clusters at the lower zooms), or gathered within a few hundred metres
  // (clusters, and runs of zooms holding the same points, up to the highest cluster zoom).
  it.each([
    [0.5, 0.02],
    [0.003, 0.0004],
  ])(
    'after any moves, additions and removals holds what a fresh index of the same points holds (%s°, moves of %s°)',
    (spread, step) => {
      const next = random(7);
      const index = new GridClusterIndex(OPTIONS);
      // Dense enough that moves make and break clusters at many zooms.
      let points = new Map<number, ClusterPoint>();
      for (let id = 1; id <= 400; id++) {
        points.set(id, { id, latitude: 27 + next() * spread, longitude: 85 + next() * spread });
      }
      let drawn = byId(index.load(points.values()));
      const aloneFrom = new Map([...points.keys()].map((id) => [id, index.aloneFrom(id)]));
      for (let round = 0; round < 30; round++) {
        const before = points;
        const touched = new Set<number>();
        points = new Map(points);
        for (let k = 0; k < 20; k++) {
          const id = 1 + Math.floor(next() * 420);
          touched.add(id);
          const old = points.get(id);
          if (old && next() < 0.15) {
            points.delete(id);
            continue;
          }
          const base = old ?? { id, latitude: 27 + next() * spread, longitude: 85 + next() * spread };
          points.set(id, {
            id,
            latitude: base.latitude + (next() - 0.5) * step,
            longitude: base.longitude + (next() - 0.5) * step,
          });
        }
        const removed = [...touched].filter((id) => before.has(id) && !points.has(id));
        const changes = index.update(
          [...touched].flatMap((id) => points.get(id) ?? []),
          removed,
        );
        for (const id of changes.remove) drawn.delete(id);
        for (const feature of [...changes.add, ...changes.update]) drawn.set(feature.id, feature);
        for (const [id, value] of changes.aloneFrom) aloneFrom.set(id, value);
        for (const id of removed) aloneFrom.delete(id);

        const fresh = new GridClusterIndex(OPTIONS);
        const expected = byId(fresh.load(points.values()));
        expect([...drawn.keys()].sort()).toEqual([...expected.keys()].sort());
        for (const [id, feature] of expected) {
          const held = drawn.get(id) as ClusterFeature;
          expect(held.properties).toEqual(feature.properties);
          // Drawn within half a pixel of where a fresh index puts it, at the last zoom it is drawn at.
          const pixels = 512 * 2 ** feature.properties.toZoom;
          const [x, y] = project(...held.geometry.coordinates);
          const [fx, fy] = project(...feature.geometry.coordinates);
          expect(Math.abs(x - fx) * pixels).toBeLessThan(MIN_SHIFT_PIXELS + 1e-6);
          expect(Math.abs(y - fy) * pixels).toBeLessThan(MIN_SHIFT_PIXELS + 1e-6);
        }
        for (const id of points.keys()) {
          expect(aloneFrom.get(id), `aloneFrom of ${id} after round ${round}`).toBe(fresh.aloneFrom(id));
        }
        expect(index.size).toBe(points.size);
        drawn = new Map(drawn);
      }
    },
  );

  it('a point alone from zoom z is in no cluster from z on and in one below z', () => {
    const next = random(3);
    const index = new GridClusterIndex(OPTIONS);
    const points = Array.from({ length: 300 }, (_, i) => ({
      id: i + 1,
      latitude: 10 + next() * 3,
      longitude: 70 + next() * 3,
    }));
    const features = index.load(points);
    const cellOf = (zoom: number, point: ClusterPoint) => {
      const [x, y] = project(point.longitude, point.latitude);
      const scale = (512 * 2 ** zoom) / OPTIONS.radius;
      return `${Math.floor(x * scale)}:${Math.floor(y * scale)}`;
    };
    for (const point of points.slice(0, 50)) {
      const from = index.aloneFrom(point.id) as number;
      for (let zoom = 0; zoom <= OPTIONS.maxZoom; zoom++) {
        const mates = points.filter((p) => cellOf(zoom, p) === cellOf(zoom, point)).length;
        expect(mates >= 2, `point ${point.id} at zoom ${zoom}`).toBe(zoom < from);
      }
    }
    expect(features.every((f) => f.properties.point_count >= 2)).toBe(true);
  });
});

describe('abbreviate', () => {
  it('shortens counts as maplibre does', () => {
    expect([2, 999, 1000, 1250, 9999, 10_000, 12_400].map(abbreviate)).toEqual([
      2,
      999,
      '1k',
      '1.3k',
      '10k',
      '10k',
      '12k',
    ]);
  });
});

describe('project', () => {
  it('round-trips longitude and latitude', () => {
    const [lng, lat] = unproject(...project(85.324, 27.7172));
    expect(lng).toBeCloseTo(85.324, 9);
    expect(lat).toBeCloseTo(27.7172, 9);
  });
});
