import type { GeoJSONSourceDiff } from 'maplibre-gl';
import { planVehicleUpdate, UPDATE_DATA_MAX_SHARE } from '../planVehicleUpdate';
import type { VehicleFeature, VehicleProperties } from '../vehicleFeatures';
import { type ClusterFeature, GridClusterIndex, type GridClusterOptions } from './GridClusterIndex';

/** A vehicle as the vehicle source holds it: its feature plus the zoom from which it is drawn alone. */
export interface DrawnVehicleFeature extends VehicleFeature {
  properties: VehicleProperties & { aloneFrom: number };
}

/** How one source is brought up to date. */
export type SourceUpdate<F> =
  | { kind: 'none' }
  | { kind: 'setData'; features: F[] }
  | { kind: 'updateData'; diff: GeoJSONSourceDiff };

/** The updates of the vehicle and cluster sources for one new fleet. */
export interface VehicleSourcesPlan {
  /** How the vehicles changed: 'none', 'updateData' for a few, 'setData' for most (see planVehicleUpdate). */
  kind: 'none' | 'setData' | 'updateData';
  /** Vehicles added, changed or removed. */
  changed: number;
  vehicles: SourceUpdate<DrawnVehicleFeature>;
  clusters: SourceUpdate<ClusterFeature>;
}

/**
 * The data of the fleet's two sources: every vehicle in an unclustered source, each with the zoom
 * from which it is drawn alone (`aloneFrom`), and the clusters of every zoom in a small source of
 * their own. Both are computed here, on the main thread, incrementally ({@link GridClusterIndex}),
 * so maplibre's worker only applies diffs: a few moved vehicles change a few vehicle and cluster
 * features, not the clustering of the whole fleet.
 */
export class VehicleClusterSources {
  readonly #index: GridClusterIndex;
  readonly #maxShare: number;
  #drawn = new Map<number, VehicleFeature>();

  constructor(options: GridClusterOptions & { updateDataMaxShare?: number }) {
    this.#index = new GridClusterIndex(options);
    this.#maxShare = options.updateDataMaxShare ?? UPDATE_DATA_MAX_SHARE;
  }

  /** The vehicles as drawn now, by device id. */
  get drawn(): ReadonlyMap<number, VehicleFeature> {
    return this.#drawn;
  }

  /** Brings the sources' data to `next` and says how to update each source. */
  plan(next: ReadonlyMap<number, VehicleFeature>): VehicleSourcesPlan {
    const before = this.#drawn;
    const plan = planVehicleUpdate(this.#drawn, next, this.#maxShare);
    if (plan.kind === 'none') return { kind: 'none', changed: 0, vehicles: plan, clusters: plan };
    this.#drawn = new Map(next);
    if (plan.kind === 'setData') {
      const clusters = this.#index.load([...next.values()].map(pointOf));
      return {
        kind: 'setData',
        changed: plan.changed,
        vehicles: { kind: 'setData', features: this.vehicleFeatures() },
        clusters: { kind: 'setData', features: clusters },
      };
    }
    const moved = [...plan.add, ...plan.update];
    const changes = this.#index.update(moved.map(pointOf), plan.remove);
    // A moved vehicle sends its new position and only the properties that changed.
    const update: NonNullable<GeoJSONSourceDiff['update']> = plan.update.map((feature) => {
      const drawn = before.get(feature.id);
      const changed = this.#drawnProperties(feature);
      const properties = Object.entries(changed).filter(([key, value]) =>
        key === 'aloneFrom'
          ? changes.aloneFrom.has(feature.id)
          : drawn?.properties[key as keyof VehicleFeature['properties']] !== value,
      );
      const [x, y] = feature.geometry.coordinates;
      const [dx, dy] = drawn?.geometry.coordinates ?? [];
      return {
        id: feature.id,
        ...(x !== dx || y !== dy ? { newGeometry: feature.geometry } : {}),
        ...(properties.length > 0
          ? { addOrUpdateProperties: properties.map(([key, value]) => ({ key, value })) }
          : {}),
      };
    });
    const updated = new Set(moved.map((feature) => feature.id));
    for (const [id, aloneFrom] of changes.aloneFrom) {
      if (!updated.has(id))
        update.push({ id, addOrUpdateProperties: [{ key: 'aloneFrom', value: aloneFrom }] });
    }
    const clustersChanged = changes.add.length + changes.update.length + changes.remove.length;
    return {
      kind: 'updateData',
      changed: plan.changed,
      vehicles: {
        kind: 'updateData',
        diff: {
          add: plan.add.map((feature) => this.#drawnFeature(feature)) as GeoJSON.Feature[],
          update,
          remove: plan.remove,
        },
      },
      clusters:
        clustersChanged === 0
          ? { kind: 'none' }
          : {
              kind: 'updateData',
              diff: {
                add: changes.add as GeoJSON.Feature[],
                update: changes.update.map((feature) => ({
                  id: feature.id,
                  newGeometry: feature.geometry,
                  addOrUpdateProperties: [
                    { key: 'point_count', value: feature.properties.point_count },
                    { key: 'point_count_abbreviated', value: feature.properties.point_count_abbreviated },
                  ],
                })),
                remove: changes.remove,
              },
            },
    };
  }

  /** Every drawn vehicle with its `aloneFrom`, for a whole `setData` (first draw, style reload). */
  vehicleFeatures(): DrawnVehicleFeature[] {
    return [...this.#drawn.values()].map((feature) => this.#drawnFeature(feature));
  }

  /** Every cluster of every zoom, for a whole `setData`. */
  clusterFeatures(): ClusterFeature[] {
    return this.#index.features();
  }

  /** The zoom at which a cluster splits (maplibre's `getClusterExpansionZoom`), or undefined. */
  expansionZoom(clusterId: number): number | undefined {
    return this.#index.expansionZoom(clusterId);
  }

  #drawnProperties(feature: VehicleFeature): DrawnVehicleFeature['properties'] {
    return { ...feature.properties, aloneFrom: this.#index.aloneFrom(feature.id) ?? 0 };
  }

  #drawnFeature(feature: VehicleFeature): DrawnVehicleFeature {
    return { ...feature, properties: this.#drawnProperties(feature) };
  }
}

function pointOf(feature: VehicleFeature) {
  const [longitude, latitude] = feature.geometry.coordinates;
  return { id: feature.id, longitude, latitude };
}
