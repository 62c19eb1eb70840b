import type { GeoJSONSourceDiff } from 'maplibre-gl';
import { diffVehicles, UPDATE_DATA_MAX_SHARE } from '../planVehicleUpdate';
import type { VehicleFeature, VehicleProperties } from '../vehicleFeatures';
import {
  type ClusterFeature,
  type ClusterPick,
  GridClusterIndex,
  type GridClusterOptions,
  project,
} from './GridClusterIndex';

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

/**
 * An area of the map in web-mercator units: `x` from 0 (180° west) to 1 (180° east), `y` from 0
 * (the map's north edge) to 1 (its south edge), edges included.
 */
export interface HeldArea {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/**
 * What the vehicle source holds: the features of the zooms `from` to `to` (see {@link HeldZooms})
 * whose point lies in `area`, or anywhere when `area` is null.
 */
export interface HeldView extends HeldZooms {
  area: HeldArea | null;
}

/** Every zoom, anywhere: what the source holds until told otherwise. */
export const EVERYWHERE: HeldView = { from: 0, to: Number.POSITIVE_INFINITY, area: null };

/** Whether two views hold the same zooms and area. */
export function sameHeldView(a: HeldView, b: HeldView): boolean {
  // Equal numbers print alike; a view is compared once per change asked.
  return a.from === b.from && a.to === b.to && JSON.stringify(a.area) === JSON.stringify(b.area);
}

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
 * The source holds what the map draws around its view ({@link held}): the vehicles drawn alone at
 * one of the zooms around the map's and the clusters drawn at one of them, in an area around the
 * view. maplibre's worker re-indexes every feature of a source on each update, and cuts the tiles
 * it draws again from the whole source: at a country view most of a fleet is in clusters, and the
 * vehicles drawn alone only from street zooms, with the clusters of those zooms, would cost the
 * worker more than everything it draws; at a street view every cluster is of zooms it does not
 * draw, and most vehicles are far outside the view. {@link hold} brings the source to another view.
 */
export class VehicleClusterSources {
  readonly #index: GridClusterIndex;
  readonly #maxShare: number;
  #drawn: ReadonlyMap<number, VehicleFeature> = new Map();
  /** The changes toward the fleet of the latest `plan` call that are not drawn yet. */
  #pending: PendingChanges | null = null;
  /** What the source holds: every zoom, anywhere, until {@link hold}. */
  #heldView: HeldView = EVERYWHERE;
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

  /** The zooms and the area whose vehicles and clusters the source holds (see {@link hold}). */
  get held(): HeldView {
    return this.#heldView;
  }

  /** Whether a change is under way: `plan` has not handed the last fleet to the source yet. */
  get busy(): boolean {
    return this.#pending !== null;
  }

  /**
   * Makes the source hold the features `view` draws, and answers the diff that brings it there: the
   * vehicles and clusters of the zooms and the area taken in, added whole, and those of the zooms
   * and the area let go, removed. Null while a change is under way ({@link busy}): the source then
   * holds a fleet the index has left; ask again once the change is drawn.
   */
  hold(view: HeldView): VehicleSourcesPlan | null {
    if (this.#pending) return null;
    if (sameHeldView(view, this.#heldView)) return { ...NOTHING, changed: 0, remaining: 0 };
    this.#heldView = view;
    const held = this.#held;
    const vehicles: Diff = { add: [], update: [], remove: [] };
    for (const [id, feature] of this.#drawn) {
      const holds = this.#holdsVehicle(feature, this.#index.aloneFrom(id) ?? 0);
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
      (id, zoom, toZoom, x, y) => this.#pickCluster(id, zoom, toZoom, x, y) !== held.has(id),
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
   * With `movesApart`, the moves of a change of more than `limit` vehicles start in the next call
   * instead of the one that compared the fleets: that call's caller has likely just built `next`,
   * and comparing and building 20,000 changed vehicles already fill most of a frame.
   * `wholeLimit` (`limit` unless given) is the most changes a call draws whole from a fresh index
   * of `next`, in one go; a larger change of most of the fleet is worked through in steps. Building
   * the index and every feature costs several times a move per vehicle, so a step size fitted to
   * the moves is too large for it.
   * With `spent`, the calls that work out who is drawn alone and build the features once every
   * vehicle is moved do so in small chunks until `spent` answers true (the call has had its time),
   * not in amounts sized by `limit`: their work per vehicle is not a move's, and differs from one
   * phase to the next.
   * Nothing of `next` is copied or changed: the sources' fleet is `next` itself once drawn.
   */
  plan(
    next: ReadonlyMap<number, VehicleFeature>,
    limit = Number.POSITIVE_INFINITY,
    {
      later,
      movesApart = false,
      wholeLimit = limit,
      spent,
    }: { later?: () => boolean; movesApart?: boolean; wholeLimit?: number; spent?: () => boolean } = {},
  ): VehicleSourcesPlan {
    let pending = this.#pending;
    // A change left before any of its moves is replaced whole by a newer one.
    if (pending && pending.target !== next && pending.done === 0) pending = null;
    if (pending?.target !== next) {
      const base = pending?.fleet ?? this.#drawn;
      const { add, update, remove } = diffVehicles(base, next);
      const count = add.length + update.length + remove.length;
      if (!pending && count === 0) return { ...NOTHING, changed: 0, remaining: 0 };
      if (!pending && count <= Math.min(limit, wholeLimit) && this.#drawnWhole(count, next.size)) {
        // Most of the fleet at once: a fresh index and whole collections.
        this.#drawn = next;
        const clusters = this.#index.load([...next.values()].map(pointOf), this.#pickCluster);
        return {
          kind: 'setData',
          changed: count,
          ...this.#holdWhole(this.#heldVehicles(next.values()), clusters),
          remaining: 0,
        };
      }
      // A change that fits this call ends with the fleet `next` itself: nothing to copy. One that
      // takes several calls is applied to a copy, vehicle by vehicle, made by its first moves (a
      // copy of 20,000 vehicles would lengthen this call, which has compared them).
      const stepped = Boolean(pending) || count > limit;
      pending = {
        target: next,
        fleet: stepped ? base : next,
        copy: pending?.copy ?? null,
        stepped,
        changedIds: pending?.changedIds ?? new Set(),
        add,
        update,
        remove,
        done: 0,
        steps: pending?.steps ?? 0,
      };
      this.#pending = pending;
      if ((stepped && movesApart) || later?.()) return { ...NOTHING, changed: 0, remaining: count };
    }
    if (pending.done === pending.add.length + pending.update.length + pending.remove.length) {
      // Every vehicle is in the index: work out who is drawn alone, then hand the change over.
      const settleChunk = spent ? SETTLE_CHUNK : limit * SETTLE_PER_CHANGE;
      let unsettled = this.#index.settle(settleChunk);
      while (unsettled > 0 && spent && !spent()) unsettled = this.#index.settle(settleChunk);
      if (unsettled > 0) return { ...NOTHING, changed: 0, remaining: 0, settling: true };
      if (this.#drawnWhole(pending.changedIds.size, pending.fleet.size)) {
        // Most of the fleet changed: its features are built in steps too, and handed over whole.
        const handOver = pending.build?.built;
        const buildChunk = spent ? BUILD_CHUNK : limit * BUILD_PER_CHANGE;
        let built = handOver ?? this.#buildWhole(pending, buildChunk);
        while (!built && spent && !spent()) built = this.#buildWhole(pending, buildChunk);
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
    // Unstepped, the fleet is `next` itself: every change is moved at once.
    const step = takeStep(pending, pending.stepped ? limit : Number.POSITIVE_INFINITY);
    pending.steps++;
    if (pending.stepped && !pending.copy) pending.fleet = pending.copy = new Map(pending.fleet);
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
   * Builds the held vehicle and cluster features for a whole `setData`, at most `limit` of them (or
   * of the index's cells) per call; answers them on the call that builds the last.
   */
  #buildWhole(
    pending: PendingChanges,
    limit: number,
  ): Pick<VehicleSourcesPlan, 'vehicles' | 'clusters'> | null {
    pending.build ??= {
      vehicles: [...pending.fleet.values()],
      next: 0,
      drawn: [],
      clusters: this.#index.featureBuilder(this.#pickCluster),
    };
    const build = pending.build;
    let budget = limit;
    while (build.next < build.vehicles.length && budget > 0) {
      const feature = build.vehicles[build.next++] as VehicleFeature;
      if (this.#holdsVehicle(feature, this.#index.aloneFrom(feature.id) ?? 0)) {
        build.drawn.push(this.#drawnFeature(feature));
        budget--;
      } else budget -= LOOK_PER_FEATURE;
    }
    if (build.next < build.vehicles.length) return null;
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
      return {
        kind: 'setData',
        ...this.#holdWhole(this.#heldVehicles(fleet.values()), this.#index.features(this.#pickCluster)),
      };
    }
    const held = this.#held;
    const vehicles: Diff = { add: [], update: [], remove: [] };
    const { add, update, remove } = vehicles;
    // A vehicle the source holds leaves it when it is drawn alone only above the held zooms or moves
    // out of the held area, and one it does not hold comes in whole when it is drawn alone at one of
    // them in the area.
    const hold = (id: number, feature: VehicleFeature | undefined, aloneFrom: number) => {
      const holds = feature !== undefined && this.#holdsVehicle(feature, aloneFrom);
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
    // zooms or leave them; it may move into the held area or out of it.
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
   * Whole collections of held features (see {@link held}) for a `setData`: the source holds exactly
   * these afterwards.
   */
  #holdWhole(
    vehicles: DrawnVehicleFeature[],
    clusters: ClusterFeature[],
  ): Pick<VehicleSourcesPlan, 'vehicles' | 'clusters'> {
    this.#held = new Set([...vehicles, ...clusters].map((feature) => feature.id));
    return {
      vehicles: { kind: 'setData', features: vehicles },
      clusters: { kind: 'setData', features: clusters },
    };
  }

  /** The features of the held ones among `vehicles`, each with its `aloneFrom`. */
  #heldVehicles(vehicles: Iterable<VehicleFeature>): DrawnVehicleFeature[] {
    const held: DrawnVehicleFeature[] = [];
    for (const feature of vehicles) {
      if (this.#holdsVehicle(feature, this.#index.aloneFrom(feature.id) ?? 0))
        held.push(this.#drawnFeature(feature));
    }
    return held;
  }

  /** Whether the source holds a cluster (see {@link ClusterPick}): the one rule for clusters. */
  readonly #pickCluster: ClusterPick = (_id, zoom, toZoom, x, y) =>
    this.#holdsZooms(zoom, toZoom) && this.#inArea(x, y);

  /** Whether the source holds a vehicle drawn alone from `aloneFrom` where `feature` puts it. */
  #holdsVehicle(feature: VehicleFeature, aloneFrom: number): boolean {
    return aloneFrom <= this.#heldView.to && this.#holdsPoint(feature.geometry.coordinates);
  }

  /** {@link pickCluster} for a cluster feature, whose position, unlike the index's, is in degrees. */
  #holdsCluster({ id, properties, geometry }: ClusterFeature): boolean {
    const [x, y] = project(geometry.coordinates[0], geometry.coordinates[1]);
    return this.#pickCluster(id, properties.zoom, properties.toZoom, x, y);
  }

  /** Whether the held zooms meet the zooms `zoom` to `toZoom` (those a cluster is drawn at). */
  #holdsZooms(zoom: number, toZoom: number): boolean {
    return zoom <= this.#heldView.to && toZoom >= this.#heldView.from;
  }

  /** Whether a longitude and latitude lie in the held area. */
  #holdsPoint([longitude, latitude]: readonly number[]): boolean {
    if (!this.#heldView.area) return true;
    const [x, y] = project(longitude as number, latitude as number);
    return this.#inArea(x, y);
  }

  /** Whether web-mercator coordinates lie in the held area. */
  #inArea(x: number, y: number): boolean {
    const area = this.#heldView.area;
    return !area || (x >= area.minX && x <= area.maxX && y >= area.minY && y <= area.maxY);
  }

  /**
   * The whole data of the source, for a `setData` (the first draw of a style, a style reload): the
   * vehicles and clusters of the held zooms in the held area. The source holds exactly these
   * afterwards.
   */
  sourceFeatures(): (DrawnVehicleFeature | ClusterFeature)[] {
    const vehicles = this.#heldVehicles(this.#drawn.values());
    const clusters = this.#index.features(this.#pickCluster);
    this.#holdWhole(vehicles, clusters);
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

/** Points whose `aloneFrom` a call with a time budget (`spent`) works out between two looks at the time. */
const SETTLE_CHUNK = 500;

/** Features a call with a time budget (`spent`) builds between two looks at the time. */
const BUILD_CHUNK = 250;

/** Features one step builds per vehicle change it may move (building one is cheaper than moving it). */
const BUILD_PER_CHANGE = 8;

/** The share of a step's budget for building a feature that looking at a vehicle the source does not hold takes. */
const LOOK_PER_FEATURE = 0.25;

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
  /**
   * The fleet as far as moved: `copy`, or before the first moves of a stepped change the fleet it
   * started from, or `target` itself for a change made in one call.
   */
  fleet: ReadonlyMap<number, VehicleFeature>;
  /** The fleet copied by the first moves of a stepped change and changed step by step, else null. */
  copy: Map<number, VehicleFeature> | null;
  /** Whether the change takes several calls (applied to `copy`), or one (its fleet is `target`). */
  stepped: boolean;
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
    /** How many of `vehicles` were looked at. */
    next: number;
    /** The held ones among them, built. */
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
