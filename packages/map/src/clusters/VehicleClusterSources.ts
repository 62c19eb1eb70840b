import type { GeoJSONSourceDiff } from 'maplibre-gl';
import { diffVehicles, UPDATE_DATA_MAX_SHARE } from '../planVehicleUpdate';
import type { VehicleFeature, VehicleProperties } from '../vehicleFeatures';
import { type ClusterFeature, GridClusterIndex, type GridClusterOptions } from './GridClusterIndex';

/** A vehicle as the vehicle source holds it: its feature plus the zoom from which it is drawn alone. */
export interface DrawnVehicleFeature extends VehicleFeature {
  properties: VehicleProperties & { aloneFrom: number };
}

/**
 * The zooms whose features the vehicle source holds, from `from` to `to` (integers; infinity for no
 * upper bound): the vehicles drawn alone at one of them (`aloneFrom <= to`), and the clusters drawn
 * at one of them.
 */
export interface HeldZooms {
  from: number;
  to: number;
}

/** Every zoom: what the source holds until told otherwise. */
export const EVERY_ZOOM: HeldZooms = { from: 0, to: Number.POSITIVE_INFINITY };

/** How one source is brought up to date. */
export type SourceUpdate<F> =
  | { kind: 'none' }
  | { kind: 'setData'; features: F[] }
  | { kind: 'updateData'; diff: GeoJSONSourceDiff };

/** The updates of the vehicles and the clusters for one new fleet (one source holds both). */
export interface VehicleSourcesPlan {
  /** How the vehicles changed: 'none', 'updateData' for a few, 'setData' for most (see planVehicleUpdate). */
  kind: 'none' | 'setData' | 'updateData';
  /** Vehicles added, changed or removed. */
  changed: number;
  vehicles: SourceUpdate<DrawnVehicleFeature>;
  clusters: SourceUpdate<ClusterFeature>;
  /** Changes toward the fleet asked for that this plan leaves for the next ones (see `limit`). */
  remaining: number;
  /** Whether the next call goes on working out the clusters before the sources get the change. */
  settling?: boolean;
}

/**
 * The data of the fleet's vehicle source: the vehicles, unclustered, each with the zoom from which
 * it is drawn alone (`aloneFrom`), and beside them the clusters (negative ids, see
 * `clusterFeatureId`). Both are computed here, on the main thread, incrementally
 * ({@link GridClusterIndex}), so maplibre's worker only applies diffs: a few moved vehicles change a
 * few vehicle and cluster features, not the clustering of the whole fleet.
 *
 * The source holds what the zooms around the map's draw ({@link heldZooms}): the vehicles drawn
 * alone at one of them and the clusters drawn at one of them. maplibre's worker re-indexes every
 * feature of a source on each update: at a country view most of a fleet is in clusters, and the
 * vehicles drawn alone only from street zooms, with the clusters of those zooms, would cost the
 * worker more than everything it draws; at a street view every cluster is of zooms it does not draw.
 * {@link holdZooms} brings the source to other zooms.
 */
export class VehicleClusterSources {
  readonly #index: GridClusterIndex;
  readonly #maxShare: number;
  #drawn: ReadonlyMap<number, VehicleFeature> = new Map();
  /** The changes toward the fleet of the latest `plan` call that are not drawn yet. */
  #pending: PendingChanges | null = null;
  /** The zooms whose features the source holds: every zoom until {@link holdZooms}. */
  #heldZooms: HeldZooms = EVERY_ZOOM;
  /** Ids of the features the source holds: vehicles (device ids) and clusters (below zero). */
  #held = new Set<number>();

  constructor(options: GridClusterOptions & { updateDataMaxShare?: number }) {
    this.#index = new GridClusterIndex(options);
    this.#maxShare = options.updateDataMaxShare ?? UPDATE_DATA_MAX_SHARE;
  }

  /** The vehicles as drawn now, by device id. */
  get drawn(): ReadonlyMap<number, VehicleFeature> {
    return this.#drawn;
  }

  /** The zooms whose vehicles and clusters the source holds (see {@link holdZooms}). */
  get heldZooms(): HeldZooms {
    return this.#heldZooms;
  }

  /** Whether a change is under way: `plan` has not handed the last fleet to the source yet. */
  get busy(): boolean {
    return this.#pending !== null;
  }

  /**
   * Makes the source hold the features `zooms` draw, and answers the diff that brings it there: the
   * vehicles and clusters of the zooms taken in, added whole, and those of the zooms let go,
   * removed. Null while a change is under way ({@link busy}): the source then holds a fleet the
   * index has left; ask again once the change is drawn.
   */
  holdZooms(zooms: HeldZooms): VehicleSourcesPlan | null {
    if (this.#pending) return null;
    const before = this.#heldZooms;
    if (zooms.from === before.from && zooms.to === before.to) return { ...NOTHING, changed: 0, remaining: 0 };
    this.#heldZooms = zooms;
    const held = this.#held;
    const vehicles: Diff = { add: [], update: [], remove: [] };
    for (const [id, feature] of this.#drawn) {
      const holds = this.#holdsVehicle(this.#index.aloneFrom(id) ?? 0);
      if (holds === held.has(id)) continue;
      if (holds) {
        vehicles.add.push(this.#drawnFeature(feature) as DiffFeature);
        held.add(id);
      } else {
        vehicles.remove.push(id);
        held.delete(id);
      }
    }
    const clusters: Diff = { add: [], update: [], remove: [] };
    const changing = this.#index.emittedFeatures(
      (id, zoom, toZoom) => this.#holdsZooms(zoom, toZoom) !== held.has(id),
    );
    for (const feature of changing) {
      if (!held.has(feature.id)) {
        clusters.add.push(feature as DiffFeature);
        held.add(feature.id);
      } else {
        clusters.remove.push(feature.id);
        held.delete(feature.id);
      }
    }
    const plan = { vehicles: diffUpdate(vehicles), clusters: diffUpdate(clusters) };
    const kind = plan.vehicles.kind === 'none' && plan.clusters.kind === 'none' ? 'none' : 'updateData';
    return { kind, changed: 0, remaining: 0, ...plan };
  }

  /**
   * Brings the sources' data to `next` and says how to update each source. With `limit`, a change of
   * more vehicles than that is worked through in steps: each call with the same `next` moves at most
   * `limit` vehicles in the cluster index and answers `kind: 'none'` with the changes `remaining`,
   * and the call that moves the last of them hands the sources the whole change at once (one
   * diff, or `setData` for most of the fleet), so the map never shows a half-moved fleet. A newer
   * `next` given midway goes on from the vehicles moved so far.
   *
   * `later`, asked after the diff of a new `next` and again once the vehicles of a change that fits
   * one call are in the index, may leave the rest to the next call with the same `next`: the moves
   * (the call answers the changes `remaining`), or the hand-over, i.e. working out the changed
   * clusters and the diffs (the call answers `settling`); a small change then takes up to three
   * tasks. Asked once the whole collections of a large change are built, it may leave their
   * hand-over to the next call.
   * `wholeLimit` (`limit` unless given) is the most changes a call draws whole from a fresh index
   * of `next`, in one go; a larger change of most of the fleet is worked through in steps. Building
   * the index and every feature costs several times a move per vehicle, so a step size fitted to
   * the moves is too large for it.
   * Nothing of `next` is copied or changed: the sources' fleet is `next` itself once drawn.
   */
  plan(
    next: ReadonlyMap<number, VehicleFeature>,
    limit = Number.POSITIVE_INFINITY,
    { later, wholeLimit = limit }: { later?: () => boolean; wholeLimit?: number } = {},
  ): VehicleSourcesPlan {
    let pending = this.#pending;
    // A change left before any of its moves is replaced whole by a newer one.
    if (pending && pending.target !== next && !pending.copy && pending.done === 0) pending = null;
    if (pending?.target !== next) {
      const base = pending?.fleet ?? this.#drawn;
      const { add, update, remove } = diffVehicles(base, next);
      const count = add.length + update.length + remove.length;
      if (!pending && count === 0) return { ...NOTHING, changed: 0, remaining: 0 };
      if (!pending && count <= Math.min(limit, wholeLimit) && this.#drawnWhole(count, next.size)) {
        // Most of the fleet at once: a fresh index and whole collections.
        this.#drawn = next;
        const clusters = this.#index.load([...next.values()].map(pointOf));
        return {
          kind: 'setData',
          changed: count,
          ...this.#holdWhole(this.vehicleFeatures(), clusters),
          remaining: 0,
        };
      }
      // A change that fits this call ends with the fleet `next` itself: nothing to copy. One that
      // takes several calls is applied to a copy, vehicle by vehicle.
      const copy = pending || count > limit ? (pending?.copy ?? new Map(base)) : null;
      pending = {
        target: next,
        fleet: copy ?? next,
        copy,
        changedIds: pending?.changedIds ?? new Set(),
        add,
        update,
        remove,
        done: 0,
        steps: pending?.steps ?? 0,
      };
      this.#pending = pending;
      if (later?.()) return { ...NOTHING, changed: 0, remaining: count };
    }
    if (pending.done === pending.add.length + pending.update.length + pending.remove.length) {
      // Every vehicle is in the index: work out who is drawn alone, then hand the change over.
      if (this.#index.settle(limit * SETTLE_PER_CHANGE) > 0)
        return { ...NOTHING, changed: 0, remaining: 0, settling: true };
      if (this.#drawnWhole(pending.changedIds.size, pending.fleet.size)) {
        // Most of the fleet changed: its features are built in steps too, and handed over whole.
        const handOver = pending.build?.built;
        const built = handOver ?? this.#buildWhole(pending, limit * BUILD_PER_CHANGE);
        if (!built) return { ...NOTHING, changed: 0, remaining: 0, settling: true };
        if (!handOver && later?.()) {
          // Built in a call that took its time: the hand-over gets a call of its own.
          (pending.build as NonNullable<PendingChanges['build']>).built = built;
          return { ...NOTHING, changed: 0, remaining: 0, settling: true };
        }
        this.#pending = null;
        this.#index.collect({ clusters: false });
        this.#drawn = pending.fleet;
        return { kind: 'setData', changed: 0, remaining: 0, ...built };
      }
      this.#pending = null;
      return { ...this.#finish(pending.fleet, pending.changedIds), changed: 0, remaining: 0 };
    }
    // Without a copy the fleet is `next` itself: every change is moved at once.
    const step = takeStep(pending, pending.copy ? limit : Number.POSITIVE_INFINITY);
    pending.steps++;
    const { copy, changedIds } = pending;
    for (const feature of step.add) {
      copy?.set(feature.id, feature);
      changedIds.add(feature.id);
    }
    for (const feature of step.update) {
      copy?.set(feature.id, feature);
      changedIds.add(feature.id);
    }
    for (const id of step.remove) {
      copy?.delete(id);
      changedIds.add(id);
    }
    this.#index.move(step.add.concat(step.update).map(pointOf), step.remove);
    const changed = step.add.length + step.update.length + step.remove.length;
    const remaining = pending.add.length + pending.update.length + pending.remove.length - pending.done;
    if (remaining > 0) return { ...NOTHING, changed, remaining };
    // A change that took several steps works its clusters out in steps of their own too.
    if (pending.steps > 1 || later?.()) return { ...NOTHING, changed, remaining: 0, settling: true };
    this.#pending = null;
    return { ...this.#finish(pending.fleet, pending.changedIds), changed, remaining: 0 };
  }

  /**
   * Builds the vehicle and cluster features for a whole `setData`, at most `limit` of them (or of the
   * index's cells) per call; answers them on the call that builds the last.
   */
  #buildWhole(
    pending: PendingChanges,
    limit: number,
  ): Pick<VehicleSourcesPlan, 'vehicles' | 'clusters'> | null {
    pending.build ??= {
      vehicles: [...pending.fleet.values()],
      drawn: [],
      clusters: this.#index.featureBuilder(),
    };
    const build = pending.build;
    let budget = limit;
    while (build.drawn.length < build.vehicles.length && budget > 0) {
      build.drawn.push(this.#drawnFeature(build.vehicles[build.drawn.length] as VehicleFeature));
      budget--;
    }
    if (build.drawn.length < build.vehicles.length) return null;
    // Cells are looked at far faster than features are built.
    const clusters = build.clusters(Math.max(budget, 1) * CELLS_PER_FEATURE);
    if (!clusters) return null;
    return this.#holdWhole(build.drawn, clusters);
  }

  /** Whether a change of `count` vehicles to a fleet of `size` goes to the sources whole (`setData`). */
  #drawnWhole(count: number, size: number): boolean {
    return this.#drawn.size === 0 || count > Math.max(this.#drawn.size, size) * this.#maxShare;
  }

  /** The source updates that bring the sources from what they hold to `fleet`, already in the index. */
  #finish(
    fleet: ReadonlyMap<number, VehicleFeature>,
    changedIds: ReadonlySet<number>,
  ): Pick<VehicleSourcesPlan, 'kind' | 'vehicles' | 'clusters'> {
    const before = this.#drawn;
    const whole = this.#drawnWhole(changedIds.size, fleet.size);
    const changes = this.#index.collect({ clusters: !whole });
    this.#drawn = fleet;
    if (whole) {
      return { kind: 'setData', ...this.#holdWhole(this.vehicleFeatures(), this.#index.features()) };
    }
    const held = this.#held;
    const vehicles: Diff = { add: [], update: [], remove: [] };
    const { add, update, remove } = vehicles;
    // A vehicle the source holds leaves it when it is drawn alone only above the held zooms, and one
    // it does not hold comes in whole when it is drawn alone at one of them.
    const hold = (id: number, feature: VehicleFeature | undefined, aloneFrom: number) => {
      const holds = feature !== undefined && this.#holdsVehicle(aloneFrom);
      if (holds === held.has(id)) return holds ? 'held' : 'out';
      if (holds) {
        add.push(this.#drawnFeature(feature) as DiffFeature);
        held.add(id);
      } else {
        remove.push(id);
        held.delete(id);
      }
      return 'moved';
    };
    for (const id of changedIds) {
      const feature = fleet.get(id);
      const drawn = before.get(id);
      if (hold(id, feature, this.#index.aloneFrom(id) ?? 0) !== 'held' || !feature || !drawn) continue;
      // A moved vehicle sends its new position and only the properties that changed.
      const properties = Object.entries(this.#drawnProperties(feature)).filter(([key, value]) =>
        key === 'aloneFrom'
          ? changes.aloneFrom.has(id)
          : drawn.properties[key as keyof VehicleFeature['properties']] !== value,
      );
      const [x, y] = feature.geometry.coordinates;
      const [dx, dy] = drawn.geometry.coordinates;
      const moved = x !== dx || y !== dy;
      if (!moved && properties.length === 0) continue;
      update.push({
        id,
        ...(moved ? { newGeometry: feature.geometry } : {}),
        ...(properties.length > 0
          ? { addOrUpdateProperties: properties.map(([key, value]) => ({ key, value })) }
          : {}),
      });
    }
    for (const [id, aloneFrom] of changes.aloneFrom) {
      if (changedIds.has(id)) continue;
      if (hold(id, fleet.get(id), aloneFrom) === 'held')
        update.push({ id, addOrUpdateProperties: [{ key: 'aloneFrom', value: aloneFrom }] });
    }
    // A cluster keeps its id and first zoom; it may end at another zoom, and come into the held
    // zooms or leave them.
    const clusters: Diff = { add: [], update: [], remove: [] };
    for (const feature of changes.add) {
      if (!this.#holdsCluster(feature)) continue;
      clusters.add.push(feature as DiffFeature);
      held.add(feature.id);
    }
    for (const feature of changes.update) {
      const holds = this.#holdsCluster(feature);
      if (holds && !held.has(feature.id)) {
        clusters.add.push(feature as DiffFeature);
        held.add(feature.id);
        continue;
      }
      if (!holds) {
        if (held.delete(feature.id)) clusters.remove.push(feature.id);
        continue;
      }
      clusters.update.push({
        id: feature.id,
        newGeometry: feature.geometry,
        // Its count and last zoom may change.
        addOrUpdateProperties: [
          { key: 'point_count', value: feature.properties.point_count },
          { key: 'point_count_abbreviated', value: feature.properties.point_count_abbreviated },
          { key: 'toZoom', value: feature.properties.toZoom },
        ],
      });
    }
    for (const id of changes.remove) if (held.delete(id)) clusters.remove.push(id);
    return { kind: 'updateData', vehicles: diffUpdate(vehicles), clusters: diffUpdate(clusters) };
  }

  /**
   * The part of whole collections the source holds (see {@link heldZooms}), for a `setData`: the
   * source holds exactly these afterwards.
   */
  #holdWhole(
    vehicles: readonly DrawnVehicleFeature[],
    clusters: readonly ClusterFeature[],
  ): Pick<VehicleSourcesPlan, 'vehicles' | 'clusters'> {
    const held = this.#heldOf(vehicles, clusters);
    return {
      vehicles: { kind: 'setData', features: held.vehicles },
      clusters: { kind: 'setData', features: held.clusters },
    };
  }

  /** The features of the held zooms among `vehicles` and `clusters`; the source holds these afterwards. */
  #heldOf(vehicles: readonly DrawnVehicleFeature[], clusters: readonly ClusterFeature[]) {
    const held = {
      vehicles: vehicles.filter((feature) => this.#holdsVehicle(feature.properties.aloneFrom)),
      clusters: clusters.filter((feature) => this.#holdsCluster(feature)),
    };
    this.#held = new Set([...held.vehicles, ...held.clusters].map((feature) => feature.id));
    return held;
  }

  #holdsVehicle(aloneFrom: number): boolean {
    return aloneFrom <= this.#heldZooms.to;
  }

  #holdsCluster({ properties }: ClusterFeature): boolean {
    return this.#holdsZooms(properties.zoom, properties.toZoom);
  }

  /** Whether the held zooms meet the zooms `zoom` to `toZoom` (those a cluster is drawn at). */
  #holdsZooms(zoom: number, toZoom: number): boolean {
    return zoom <= this.#heldZooms.to && toZoom >= this.#heldZooms.from;
  }

  /**
   * The whole data of the source, for a `setData` (the first draw of a style, a style reload): the
   * vehicles and clusters of the held zooms. The source holds exactly these afterwards.
   */
  sourceFeatures(): (DrawnVehicleFeature | ClusterFeature)[] {
    const { vehicles, clusters } = this.#heldOf(this.vehicleFeatures(), this.#index.features());
    return [...vehicles, ...clusters];
  }

  /** Every drawn vehicle with its `aloneFrom`, held or not. */
  vehicleFeatures(): DrawnVehicleFeature[] {
    return [...this.#drawn.values()].map((feature) => this.#drawnFeature(feature));
  }

  /** Every cluster of every zoom, held or not. */
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

/** Points whose `aloneFrom` one step works out per vehicle change it may move (a recheck is cheaper). */
const SETTLE_PER_CHANGE = 3;

/** Features one step builds per vehicle change it may move (building one is cheaper than moving it). */
const BUILD_PER_CHANGE = 8;

/** Index cells a step looks at per feature it may build, when building the clusters of a hand-over. */
const CELLS_PER_FEATURE = 5;

/** A feature as a diff adds it. */
type DiffFeature = NonNullable<GeoJSONSourceDiff['add']>[number];

/** A diff being built: every list present. */
interface Diff {
  add: DiffFeature[];
  update: NonNullable<GeoJSONSourceDiff['update']>;
  remove: number[];
}

/** The update that applies `diff`, or none for an empty one (the worker would re-index for nothing). */
function diffUpdate(diff: Diff): SourceUpdate<never> {
  if (diff.add.length + diff.update.length + diff.remove.length === 0) return { kind: 'none' };
  return { kind: 'updateData', diff };
}

/** A plan that changes nothing. */
const NOTHING = { kind: 'none', vehicles: { kind: 'none' }, clusters: { kind: 'none' } } as const;

/**
 * A change worked through in steps: `done` of its changes (add, then update, then remove) are in
 * the index and in `fleet` so far; `changedIds` are every vehicle changed since the sources' data.
 */
interface PendingChanges {
  target: ReadonlyMap<number, VehicleFeature>;
  /** The fleet as far as moved: `copy`, or `target` itself for a change made in one call. */
  fleet: ReadonlyMap<number, VehicleFeature>;
  /** The fleet copied from the sources' and changed step by step; null while `fleet` is `target`. */
  copy: Map<number, VehicleFeature> | null;
  changedIds: Set<number>;
  add: VehicleFeature[];
  update: VehicleFeature[];
  remove: number[];
  done: number;
  /** Calls that moved vehicles into the index so far. */
  steps: number;
  /** The features of a whole hand-over, built so far. */
  build?: {
    vehicles: VehicleFeature[];
    drawn: DrawnVehicleFeature[];
    clusters: (limit: number) => ClusterFeature[] | null;
    /** Both collections, once built, while their hand-over waits for the next call. */
    built?: Pick<VehicleSourcesPlan, 'vehicles' | 'clusters'>;
  };
}

/** The next at most `limit` pending changes, in the order add, update, remove. */
function takeStep(pending: PendingChanges, limit: number) {
  let skip = pending.done;
  let budget = limit;
  const take = <T>(list: readonly T[]): T[] => {
    const from = Math.min(skip, list.length);
    skip -= from;
    const slice = list.slice(from, from + Math.min(budget, list.length));
    budget -= slice.length;
    return slice;
  };
  const step = { add: take(pending.add), update: take(pending.update), remove: take(pending.remove) };
  pending.done += step.add.length + step.update.length + step.remove.length;
  return step;
}

function pointOf(feature: VehicleFeature) {
  const [longitude, latitude] = feature.geometry.coordinates;
  return { id: feature.id, longitude, latitude };
}
