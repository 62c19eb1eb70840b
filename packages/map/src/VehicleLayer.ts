import type { GeoJSONSource } from 'maplibre-gl';
import { project } from './clusters/GridClusterIndex';
import {
  EVERYWHERE,
  type HeldArea,
  type HeldView,
  type HeldZooms,
  type SourceUpdate,
  VehicleClusterSources,
  type VehicleSourcesPlan,
} from './clusters/VehicleClusterSources';
import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS, FLEET_SOURCES } from './fleetLayers';
import type { VehicleFeature } from './vehicleFeatures';

/** What a GeoJSON source's `setData` takes (a GeoJSON object), without relying on a global GeoJSON namespace. */
export type SourceData = Parameters<GeoJSONSource['setData']>[0];

/** What one vehicle update did, for tests and the benchmark. */
export interface VehicleUpdateReport {
  /** How the update reached the sources ('none' until its last step when it takes several). */
  kind: 'none' | 'setData' | 'updateData';
  /** Vehicles added, changed or removed. */
  changed: number;
  /** Time spent on the main thread (ms): in the call, then summed over every later step. */
  callMs: number;
  /** Steps (tasks) the update took so far: more than one for a change larger than a step. */
  steps: number;
  /** The longest step on the main thread (ms): how long the update blocked the page at once. */
  longestStepMs: number;
  /**
   * Resolves when the worker has applied the update (the source's data promise), its later steps
   * included; or when a newer update replacing it has been applied.
   */
  applied: Promise<void>;
}

/**
 * Vehicle changes the first step of an update brings to the map. A larger change (the first draw of
 * a big fleet, a refetch that moved every vehicle) is applied in steps, one task each, so that no
 * update holds the main thread much longer than {@link VEHICLE_STEP_BUDGET_MS}; maplibre merges the
 * diffs that wait for its worker, so the worker does not redo its index once per step.
 */
export const VEHICLE_CHANGES_PER_STEP = 1_000;

/**
 * Main-thread time one step aims at (ms): the step size follows the time the last full step took,
 * so a slow device takes smaller steps. Half a 60 Hz frame, leaving the rest for drawing it.
 */
export const VEHICLE_STEP_BUDGET_MS = 8;

/**
 * Main-thread time (ms) of a step after which the rest of its work goes to a task of its own: the
 * index moves after the diff of a new fleet (20,000 vehicles compared), the hand-over (the changed
 * clusters, the diffs and maplibre's `updateData`) after the moves of a change that fits one step,
 * and the hand-over of a whole redraw after the step that finished building it. For 1 % of 20,000
 * vehicles the diff, the moves and the hand-over each take about a quarter of the step budget, and
 * the caller has spent some of it building the features.
 */
const LATER_AFTER_MS = VEHICLE_STEP_BUDGET_MS / 4;

/** Bounds of the step size, so one slow or fast step does not swing it to an extreme. */
const STEP_SIZE_RANGE = [200, 10_000] as const;

/**
 * The zooms whose vehicles and clusters the vehicle source holds while the map is at `zoom` and
 * `pitch` (see {@link VehicleLayer.hold}): the zoom the map cuts its tiles at (`zoom` rounded
 * down) and the neighbour the map is nearer to, so that the data of the next zoom the map may cut
 * its tiles at reaches maplibre's worker half a zoom ahead. A pitched map cuts the tiles near the
 * camera a zoom finer than the centre's, and those toward the horizon coarser, down to the lowest
 * zooms: it holds one zoom more above, and every zoom below.
 */
export function heldZoomsAt(zoom: number, pitch = 0): HeldZooms {
  const nearest = Math.round(zoom);
  return pitch > 0 ? { from: 0, to: nearest + 1 } : { from: Math.max(0, nearest - 1), to: nearest };
}

/** Where the map looks, as {@link heldAreaAt} reads it. */
export interface MapView {
  /** Longitude and latitude of the view's centre. */
  center: readonly [longitude: number, latitude: number];
  zoom: number;
  /** Size of the map in CSS pixels. */
  width: number;
  height: number;
  bearing: number;
  pitch: number;
}

/**
 * How far the area the vehicle source holds reaches beyond the map's view on each side, as a share
 * of the view's width and height: a pan of up to half a view finds its vehicles in maplibre's worker
 * already, and the source is brought to an area around the new view once the view comes nearer its
 * edge than {@link HELD_SLACK}.
 */
export const HELD_MARGIN = 0.5;

/** How near the held area's edge (share of the view's size) the view may come before a new area is held. */
export const HELD_SLACK = 0.25;

/** Size of the web-mercator world in CSS pixels at zoom 0 (maplibre's 512-pixel tiles). */
const WORLD_PIXELS = 512;

/**
 * The area around the view whose vehicles and clusters the vehicle source holds (see
 * {@link VehicleLayer.hold}): the view widened by `margin` of its size on each side. Null (hold
 * everywhere) for a pitched map, whose view reaches toward the horizon, for a view of no size, and
 * for one that crosses the map's east or west edge, where maplibre draws the world's copies.
 * A rotated view is covered by a square of its diagonal.
 */
export function heldAreaAt(view: MapView, margin = HELD_MARGIN): HeldArea | null {
  if (view.pitch > 0 || view.width <= 0 || view.height <= 0) return null;
  const rotated = view.bearing % 360 !== 0;
  const diagonal = Math.hypot(view.width, view.height);
  const [width, height] = rotated ? [diagonal, diagonal] : [view.width, view.height];
  const scale = WORLD_PIXELS * 2 ** view.zoom;
  const [x, y] = project(view.center[0], view.center[1]);
  const halfX = (width * (0.5 + margin)) / scale;
  const halfY = (height * (0.5 + margin)) / scale;
  if (x - halfX < 0 || x + halfX > 1) return null;
  return { minX: x - halfX, minY: Math.max(0, y - halfY), maxX: x + halfX, maxY: Math.min(1, y + halfY) };
}

/**
 * Whether the area `held` still serves the map at `view`: the view, widened by {@link HELD_SLACK},
 * lies inside it.
 */
export function holdsView(held: HeldArea | null, view: MapView): boolean {
  if (!held) return true;
  const needed = heldAreaAt(view, HELD_SLACK);
  return (
    needed !== null &&
    needed.minX >= held.minX &&
    needed.maxX <= held.maxX &&
    needed.minY >= held.minY &&
    needed.maxY <= held.maxY
  );
}

/** What {@link VehicleLayer} reads from the controller that owns it. */
export interface VehicleLayerHost {
  /** A fleet source of the loaded style, or undefined while a style loads. */
  source(id: string): GeoJSONSource | undefined;
  /** Called after a step changed the drawn vehicles. */
  moved(): void;
}

/**
 * The fleet's vehicles on the map: the vehicle source, which holds the vehicles and the clusters
 * that the map draws around its view ({@link hold}), brought to each new fleet by diffs
 * (`VehicleClusterSources`), a large change in steps of one task each.
 */
export class VehicleLayer {
  readonly #host: VehicleLayerHost;
  readonly #vehicleSources: VehicleClusterSources;
  #disposed = false;
  #drawn: ReadonlyMap<number, VehicleFeature> = new Map();
  /** The fleet of the latest {@link setVehicles}: drawn whole once its last step is applied. */
  #fleet: ReadonlyMap<number, VehicleFeature> = new Map();
  #lastUpdate: Omit<VehicleUpdateReport, 'applied'> | null = null;
  /**
   * Vehicle changes per step, fitted to {@link VEHICLE_STEP_BUDGET_MS} by the last full step of
   * moves. The steps that work out the clusters and build the features afterwards go by the clock.
   */
  #stepSize = VEHICLE_CHANGES_PER_STEP;
  /** The timer of the next step of an update larger than one step. */
  #nextStep: ReturnType<typeof setTimeout> | null = null;
  /** Resolvers of the `applied` promises of the updates not yet drawn whole. */
  #waiting: (() => void)[] = [];
  /** The zooms and area the source is to hold (see {@link hold}). */
  #held: HeldView = EVERYWHERE;
  /** Resolvers of {@link hold} calls made while an update was under way. */
  #waitingForHold: (() => void)[] = [];
  /** The timer of a change of the held view left until an update was drawn. */
  #holdStep: ReturnType<typeof setTimeout> | null = null;

  constructor(host: VehicleLayerHost, options: { updateDataMaxShare?: number | undefined }) {
    this.#host = host;
    this.#vehicleSources = new VehicleClusterSources({
      radius: CLUSTER_RADIUS,
      maxZoom: CLUSTER_MAX_ZOOM,
      updateDataMaxShare: options.updateDataMaxShare,
    });
  }

  /** The vehicles as drawn now, by device id. */
  get drawn(): ReadonlyMap<number, VehicleFeature> {
    return this.#drawn;
  }

  /** The fleet of the latest {@link setVehicles}, by device id. */
  get fleet(): ReadonlyMap<number, VehicleFeature> {
    return this.#fleet;
  }

  /** The zooms and area the vehicle source is to hold (see {@link hold}). */
  get held(): HeldView {
    return this.#held;
  }

  /** What the latest {@link setVehicles} did so far. */
  get lastUpdate(): Omit<VehicleUpdateReport, 'applied'> | null {
    return this.#lastUpdate;
  }

  /**
   * The whole data of the vehicle source (the vehicles and clusters of the held zooms and area, see
   * {@link hold}), by source id, for a `setData` that follows.
   */
  sourceData(): Record<string, SourceData> {
    return { [FLEET_SOURCES.vehicles]: featureCollection(this.#vehicleSources.sourceFeatures()) };
  }

  /**
   * Makes the vehicle source hold only what `view` draws (every zoom, anywhere, until called; see
   * `VehicleClusterSources.hold`). Applied at once, or, while an update is under way, in a task of
   * its own once it is drawn. Resolves when maplibre's worker has the source's new data.
   */
  hold(view: HeldView): Promise<void> {
    this.#held = view;
    if (this.#nextStep !== null || this.#vehicleSources.busy) {
      return new Promise((resolve) => this.#waitingForHold.push(resolve));
    }
    return this.#applyHeld();
  }

  /** The zoom at which a cluster splits, or undefined for an unknown cluster. */
  expansionZoom(clusterId: number): number | undefined {
    return this.#vehicleSources.expansionZoom(clusterId);
  }

  /** Draws the fleet (see `FleetMapController.setVehicles`). */
  setVehicles(next: ReadonlyMap<number, VehicleFeature>): VehicleUpdateReport {
    if (this.#nextStep !== null) clearTimeout(this.#nextStep);
    this.#nextStep = null;
    this.#fleet = next;
    const first = this.#step(next);
    const report = {
      kind: first.kind,
      changed: first.changed + first.remaining,
      callMs: first.ms,
      steps: 1,
      longestStepMs: first.ms,
    };
    this.#lastUpdate = report;
    const settled = new Promise<void>((resolve) => this.#waiting.push(resolve));
    if (first.remaining === 0 && !first.settling) this.#settle(first.applied);
    else this.#nextStep = setTimeout(() => this.#continue(next, report), 0);
    return { ...report, applied: settled };
  }

  /** Stops the steps under way and resolves the updates waiting for them. */
  dispose(): void {
    this.#disposed = true;
    if (this.#nextStep !== null) clearTimeout(this.#nextStep);
    if (this.#holdStep !== null) clearTimeout(this.#holdStep);
    this.#nextStep = null;
    this.#holdStep = null;
    this.#settle(Promise.resolve());
    this.#settleHold(Promise.resolve());
  }

  /** Brings the source to the held view asked for, when no update is under way. */
  #applyHeld(): Promise<void> {
    const plan = this.#vehicleSources.hold(this.#held);
    if (!plan || plan.kind === 'none') return Promise.resolve();
    return applySourceUpdate(this.#host.source(FLEET_SOURCES.vehicles), oneSourceUpdate(plan));
  }

  /** Resolves the {@link hold} calls that waited for an update, once `applied` is. */
  #settleHold(applied: Promise<unknown>): void {
    resolveWhen(applied, this.#waitingForHold);
    this.#waitingForHold = [];
  }

  /** The next step of an update larger than one step, until the fleet asked for is drawn. */
  #continue(next: ReadonlyMap<number, VehicleFeature>, report: Omit<VehicleUpdateReport, 'applied'>): void {
    this.#nextStep = null;
    if (this.#disposed) return;
    const step = this.#step(next);
    const progress = {
      ...report,
      kind: step.kind === 'none' ? report.kind : step.kind,
      callMs: report.callMs + step.ms,
      steps: report.steps + 1,
      longestStepMs: Math.max(report.longestStepMs, step.ms),
    };
    this.#lastUpdate = progress;
    if (step.remaining === 0 && !step.settling) this.#settle(step.applied);
    else this.#nextStep = setTimeout(() => this.#continue(next, progress), 0);
  }

  /** One step toward `next`: at most a step size of vehicle changes sent to the sources. */
  #step(next: ReadonlyMap<number, VehicleFeature>) {
    const started = performance.now();
    const size = this.#stepSize;
    const plan = this.#vehicleSources.plan(next, size, {
      later: () => performance.now() - started > LATER_AFTER_MS,
      movesApart: true,
      wholeLimit: VEHICLE_CHANGES_PER_STEP,
      spent: () => performance.now() - started > VEHICLE_STEP_BUDGET_MS,
    });
    let applied: Promise<unknown> = Promise.resolve();
    if (plan.kind !== 'none') {
      this.#drawn = this.#vehicleSources.drawn;
      applied = applySourceUpdate(this.#host.source(FLEET_SOURCES.vehicles), oneSourceUpdate(plan));
      this.#host.moved();
    }
    const ms = performance.now() - started;
    // A full step of moves (that leaves more): the next one takes as many changes as fit the budget
    // at this step's pace.
    if (plan.changed > 0 && plan.remaining > 0) this.#stepSize = fittedStepSize(size, ms);
    return {
      kind: plan.kind,
      changed: plan.changed,
      remaining: plan.remaining,
      settling: Boolean(plan.settling),
      applied,
      ms,
    };
  }

  /**
   * Resolves the `applied` promise of every update waiting for the one whose last step this is, and
   * brings the source to the held view asked for meanwhile, in a task of its own.
   */
  #settle(applied: Promise<unknown>): void {
    const holdAsked = this.#held !== this.#vehicleSources.held || this.#waitingForHold.length > 0;
    if (holdAsked && this.#holdStep === null && !this.#disposed) {
      this.#holdStep = setTimeout(() => {
        this.#holdStep = null;
        if (this.#nextStep !== null || this.#vehicleSources.busy) return;
        this.#settleHold(this.#applyHeld());
      }, 0);
    }
    resolveWhen(applied, this.#waiting);
    this.#waiting = [];
  }
}

/** The step size that fits {@link VEHICLE_STEP_BUDGET_MS} at the pace of a step of `size` that took `ms`. */
function fittedStepSize(size: number, ms: number): number {
  const [least, most] = STEP_SIZE_RANGE;
  const fitted = Math.round((size * VEHICLE_STEP_BUDGET_MS) / Math.max(ms, 0.5));
  return Math.min(most, Math.max(least, fitted));
}

/** Calls every resolver of `waiting` once `applied` settles, fulfilled or not. */
function resolveWhen(applied: Promise<unknown>, waiting: readonly (() => void)[]): void {
  const done = () => {
    for (const resolve of waiting) resolve();
  };
  applied.then(done, done);
}

function featureCollection(features: readonly object[]): SourceData {
  return { type: 'FeatureCollection', features } as unknown as SourceData;
}

/** Applies a planned update to a source (nothing while the style is loading: its load sets all data). */
function applySourceUpdate(source: GeoJSONSource | undefined, update: SourceUpdate<object>): Promise<void> {
  if (!source || update.kind === 'none') return Promise.resolve();
  if (update.kind === 'setData') return source.setData(featureCollection(update.features));
  return source.updateData(update.diff);
}

/**
 * A plan's vehicle and cluster updates as one update of the vehicle source, which holds both: one
 * message for maplibre's worker and one re-index of the source per update, so the map never draws
 * the vehicles of one update with the clusters of another. A plan sends both whole or neither.
 */
function oneSourceUpdate({ vehicles, clusters }: VehicleSourcesPlan): SourceUpdate<object> {
  if (vehicles.kind === 'setData' || clusters.kind === 'setData') {
    const features: object[] = vehicles.kind === 'setData' ? vehicles.features : [];
    return {
      kind: 'setData',
      features: features.concat(clusters.kind === 'setData' ? clusters.features : []),
    };
  }
  if (vehicles.kind === 'none') return clusters;
  if (clusters.kind === 'none') return vehicles;
  const [a, b] = [vehicles.diff, clusters.diff];
  return {
    kind: 'updateData',
    diff: {
      add: [...(a.add ?? []), ...(b.add ?? [])],
      update: [...(a.update ?? []), ...(b.update ?? [])],
      remove: [...(a.remove ?? []), ...(b.remove ?? [])],
    },
  };
}
