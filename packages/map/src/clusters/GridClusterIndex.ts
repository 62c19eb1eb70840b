/** How vehicles group into clusters. */
export interface GridClusterOptions {
  /** Size of a cluster cell in pixels (at 512-pixel tiles, as maplibre's `clusterRadius`). */
  radius: number;
  /** Highest zoom with clusters; above it every point is drawn alone. */
  maxZoom: number;
}

/**
 * Whether to take a cluster, by its feature id, the zooms it is drawn at (`zoom` to `toZoom`) and
 * its web-mercator position.
 */
export type ClusterPick = (featureId: number, zoom: number, toZoom: number, x: number, y: number) => boolean;

/** Properties of a cluster feature, named as maplibre's clustered sources name them. */
export interface ClusterProperties {
  cluster: true;
  /** The cluster's id, for {@link GridClusterIndex.expansionZoom}. */
  cluster_id: number;
  point_count: number;
  /** `point_count` as drawn: 1.2k from 1,000, 12k from 10,000. */
  point_count_abbreviated: number | string;
  /** The first (integer) map zoom this cluster is drawn at. */
  zoom: number;
  /**
   * The last zoom it is drawn at: the same points make one cluster at every zoom from `zoom` to
   * `toZoom`, and it splits (or ends, past the highest cluster zoom) at `toZoom + 1`.
   */
  toZoom: number;
}

/** A cluster, drawn at the zooms from `zoom` to `toZoom`, as a GeoJSON point at its points' centroid. */
export interface ClusterFeature {
  type: 'Feature';
  id: number;
  geometry: { type: 'Point'; coordinates: [longitude: number, latitude: number] };
  properties: ClusterProperties;
}

/** What an update changed: cluster features to add, update and remove, and points whose `aloneFrom` changed. */
export interface ClusterChanges {
  add: ClusterFeature[];
  update: ClusterFeature[];
  remove: number[];
  /** New `aloneFrom` of every point whose value changed (or that was added), by point id. */
  aloneFrom: Map<number, number>;
}

/** A point to index: its id and position. */
export interface ClusterPoint {
  id: number;
  longitude: number;
  latitude: number;
}

interface Cell {
  count: number;
  /** Sum of the members' web-mercator coordinates (0-1), for the centroid. */
  sumX: number;
  sumY: number;
  /** Sum of the members' ids: the id of the one member left, or of the other member of a pair. */
  sumId: number;
}

interface IndexedPoint {
  x: number;
  y: number;
  /** Cell key at each zoom 0..maxZoom. */
  cells: Float64Array;
  /** The zoom from which the point is drawn alone; -1 until computed. */
  aloneFrom: number;
}

/**
 * Smallest move of a cluster's centroid, in pixels at its zoom, sent to the map: a vehicle moving
 * 100 m shifts the centroid of a country-view cluster by a fraction of a pixel, and sending each such
 * shift would make the clusters' part of a diff several times the vehicles'.
 */
export const MIN_SHIFT_PIXELS = 0.5;

interface Emitted {
  count: number;
  x: number;
  y: number;
  toZoom: number;
}

function emittedOf(cell: Cell, toZoom: number): Emitted {
  return { count: cell.count, x: cell.sumX / cell.count, y: cell.sumY / cell.count, toZoom };
}

/** Fewest points of a cluster: SPEC's first tier (2-3). */
const MIN_POINTS = 2;
/** Zoom bits of a cluster id: id = cell key × 32 + zoom. */
const ZOOM_SLOTS = 32;
/** Pixels across the world at zoom 0 (512-pixel tiles, as maplibre draws GeoJSON). */
const WORLD_PIXELS = 512;

/**
 * Clusters points on nested square grids, one per zoom, and keeps the clusters up to date as points
 * move: moving a point touches only its old and new cell at each zoom, so an update of 200 of
 * 20,000 vehicles costs a few thousand map operations instead of re-clustering the fleet.
 *
 * At zoom `z` the world is `512 × 2^z` pixels cut into cells of `radius` pixels; a cell holding two
 * points or more (SPEC's first cluster tier) is a cluster drawn at their centroid. A cell is exactly
 * four cells of the next zoom, so a point in a cluster at zoom `z + 1` is in one at `z` too: each
 * point has one zoom, `aloneFrom`, from which on it is drawn alone (`maxZoom + 1` at the most), and
 * a layer shows it with the filter `zoom >= aloneFrom`.
 *
 * Where a cluster's cell holds the same points over several zooms (one child cell holds them all),
 * one feature stands for it at each of them: its `zoom` is the first and `toZoom` the last. Vehicles
 * gathered in towns would otherwise make a cluster feature per zoom for each group, several times
 * more features than vehicles, and maplibre's worker re-indexes every feature of a source on each
 * update.
 */
export class GridClusterIndex {
  readonly #maxZoom: number;
  readonly #zooms: Map<number, Cell>[];
  /** Cells per axis at each zoom. */
  readonly #sides: number[];
  /** Cells per world unit at each zoom. */
  readonly #scales: number[];
  #points = new Map<number, IndexedPoint>();
  /**
   * The cluster features the sources hold (what {@link features} and {@link update} handed out): count,
   * centroid and last zoom by cluster id (that of the cell at the cluster's first zoom).
   */
  #emitted = new Map<number, Emitted>();
  /**
   * Cluster ids (cell key × 32 + zoom) of the cells holding or having held a cluster whose count the
   * moves not collected yet changed. A cell may be listed more than once: collecting it again
   * changes nothing.
   */
  #touched: number[] = [];
  /** Cluster ids of the cells holding a cluster whose centroid alone those moves changed. */
  #shifted: number[] = [];
  /** Points whose `aloneFrom` those moves may have changed. */
  #recheck = new Set<number>();
  /** `aloneFrom` values {@link settle} already worked out since the last collect, by point id. */
  #settled = new Map<number, number>();

  constructor(options: GridClusterOptions) {
    if (options.maxZoom >= ZOOM_SLOTS - 1) throw new RangeError('maxZoom must be below 31');
    this.#maxZoom = options.maxZoom;
    this.#zooms = Array.from({ length: options.maxZoom + 1 }, () => new Map<number, Cell>());
    this.#scales = this.#zooms.map((_, zoom) => (WORLD_PIXELS * 2 ** zoom) / options.radius);
    this.#sides = this.#scales.map((scale) => Math.ceil(scale));
  }

  /** Number of points indexed. */
  get size(): number {
    return this.#points.size;
  }

  /** Replaces every point, and returns every cluster feature (or those `pick` picks). */
  load(points: Iterable<ClusterPoint>, pick?: ClusterPick): ClusterFeature[] {
    this.#points = new Map();
    this.#touched = [];
    this.#shifted = [];
    this.#recheck = new Set();
    this.#settled = new Map();
    for (const cells of this.#zooms) cells.clear();
    for (const point of points) this.#insert(point);
    for (const point of this.#points.values()) point.aloneFrom = this.#computeAloneFrom(point);
    return this.features(pick);
  }

  /**
   * Every cluster feature of every zoom, or those `pick` picks (see {@link emittedFeatures}); the
   * sources have every cluster afterwards (a source that holds some only holds the picked ones).
   */
  features(pick?: ClusterPick): ClusterFeature[] {
    return this.featureBuilder(pick)(Number.POSITIVE_INFINITY) ?? [];
  }

  /**
   * Builds every cluster feature of every zoom (or those `pick` picks) a slice at a time: each call
   * of the returned function looks at up to `limit` cells and answers null until the last, which
   * answers the features (and from then on the sources have every cluster, as after
   * {@link features}). Moving points between the calls spoils the build: start a new one.
   */
  featureBuilder(pick?: ClusterPick): (limit: number) => ClusterFeature[] | null {
    const features: ClusterFeature[] = [];
    const emitted = new Map<number, Emitted>();
    let zoom = 0;
    let cells = (this.#zooms[0] as Map<number, Cell>).entries();
    return (limit) => {
      let budget = limit;
      while (zoom <= this.#maxZoom) {
        for (let next = cells.next(); !next.done; next = cells.next()) {
          const [key, cell] = next.value;
          if (this.#startsCluster(zoom, key, cell)) {
            const id = key * ZOOM_SLOTS + zoom;
            const now = emittedOf(cell, this.#lastZoom(zoom, key, cell.count));
            emitted.set(id, now);
            if (!pick || pick(clusterFeatureId(id), zoom, now.toZoom, now.x, now.y))
              features.push(featureOf(id, now));
          }
          if (--budget <= 0) return null;
        }
        zoom++;
        if (zoom <= this.#maxZoom) cells = (this.#zooms[zoom] as Map<number, Cell>).entries();
      }
      this.#emitted = emitted;
      return features;
    };
  }

  /**
   * The cluster features the sources hold (as {@link features}, {@link featureBuilder} or
   * {@link collect} last handed them out) that `pick` picks by their feature id, zooms and
   * web-mercator position: what a source that holds the clusters of some zooms in some area only
   * adds, or drops, when those change.
   */
  emittedFeatures(pick: ClusterPick): ClusterFeature[] {
    const features: ClusterFeature[] = [];
    for (const [id, emitted] of this.#emitted) {
      if (pick(clusterFeatureId(id), id % ZOOM_SLOTS, emitted.toZoom, emitted.x, emitted.y))
        features.push(featureOf(id, emitted));
    }
    return features;
  }

  /**
   * Adds or moves the points of `upsert` and removes the ids of `remove`, returning the cluster
   * features that changed and the points whose `aloneFrom` changed.
   */
  update(upsert: Iterable<ClusterPoint>, remove: Iterable<number> = []): ClusterChanges {
    this.move(upsert, remove);
    return this.collect();
  }

  /**
   * Adds or moves the points of `upsert` and removes the ids of `remove` without working out what
   * changed yet: {@link collect} does, once for every `move` since the last one. A large change is
   * moved in slices, one task each, and collected once.
   */
  move(upsert: Iterable<ClusterPoint>, remove: Iterable<number> = []): void {
    // The cells a point joined or left that hold a cluster, or held one (a cell of one point before
    // and after draws no cluster, nor do the cells it is cut into).
    const touched = this.#touched;
    const recheck = this.#recheck;
    for (const id of remove) {
      const point = this.#points.get(id);
      if (!point) continue;
      this.#points.delete(id);
      for (let zoom = 0; zoom <= this.#maxZoom; zoom++) {
        const key = point.cells[zoom] as number;
        if (this.#leave(zoom, key, id, point, recheck) >= MIN_POINTS) touched.push(key * ZOOM_SLOTS + zoom);
      }
    }
    for (const next of upsert) {
      const old = this.#points.get(next.id);
      if (!old) {
        const point = this.#insert(next);
        for (let zoom = 0; zoom <= this.#maxZoom; zoom++) {
          const key = point.cells[zoom] as number;
          if (this.#collectPair(zoom, key, next.id, recheck) >= MIN_POINTS)
            touched.push(key * ZOOM_SLOTS + zoom);
        }
        recheck.add(next.id);
        continue;
      }
      const [x, y] = project(next.longitude, next.latitude);
      const cells = old.cells;
      // From the finest zoom out: a point that stays in its cell at one zoom stays in it at every
      // coarser zoom too (a cell is four cells of the next zoom), where only the centroid moves.
      let zoom = this.#maxZoom;
      for (; zoom >= 0; zoom--) {
        const key = this.#cellOf(zoom, x, y);
        const oldKey = cells[zoom] as number;
        if (key === oldKey) break;
        if (this.#leave(zoom, oldKey, next.id, old, recheck) >= MIN_POINTS)
          touched.push(oldKey * ZOOM_SLOTS + zoom);
        this.#join(zoom, key, next.id, x, y);
        if (this.#collectPair(zoom, key, next.id, recheck) >= MIN_POINTS)
          touched.push(key * ZOOM_SLOTS + zoom);
        cells[zoom] = key;
      }
      for (; zoom >= 0; zoom--) {
        const key = cells[zoom] as number;
        const cell = (this.#zooms[zoom] as Map<number, Cell>).get(key) as Cell;
        cell.sumX += x - old.x;
        cell.sumY += y - old.y;
        // A cell of one point draws no cluster: nothing there to send again.
        if (cell.count >= MIN_POINTS) this.#shifted.push(key * ZOOM_SLOTS + zoom);
      }
      old.x = x;
      old.y = y;
      recheck.add(next.id);
    }
  }

  /**
   * Works out `aloneFrom` anew for at most `limit` of the points the moves since the last collect may
   * have changed, and answers how many are left: after a large change, {@link collect} can then run
   * in a task of its own without this work. A move after it puts the points it changes back.
   */
  settle(limit: number): number {
    let budget = limit;
    for (const id of this.#recheck) {
      if (budget-- <= 0) break;
      this.#recheck.delete(id);
      const point = this.#points.get(id);
      if (!point) continue;
      const value = this.#computeAloneFrom(point);
      if (value !== point.aloneFrom) this.#settled.set(id, value);
      point.aloneFrom = value;
    }
    return this.#recheck.size;
  }

  /**
   * The cluster features and `aloneFrom` values that changed with the moves since the last collect.
   * With `clusters: false` only `aloneFrom` is worked out, for a caller about to send every cluster
   * anew ({@link features}).
   */
  collect({ clusters = true }: { clusters?: boolean } = {}): ClusterChanges {
    this.settle(Number.POSITIVE_INFINITY);
    const touched = this.#touched;
    const shifted = this.#shifted;
    const aloneFrom = this.#settled;
    this.#touched = [];
    this.#shifted = [];
    this.#settled = new Map();
    for (const id of aloneFrom.keys()) if (!this.#points.has(id)) aloneFrom.delete(id);
    const changes: ClusterChanges = { add: [], update: [], remove: [], aloneFrom };
    if (!clusters) return changes;
    // The cells whose cluster may have changed: a cell whose count changed may start or stop being
    // the first cell of a cluster, and so may the cells it is cut into. A cluster that ends at
    // another zoom, or whose centroid moved, has its first cell listed too: the moved point is in
    // it, and it either changed count or kept it (its centroid then moved).
    const looked = new Set<number>();
    const look = (zoom: number, key: number) => {
      const id = key * ZOOM_SLOTS + zoom;
      if (looked.has(id)) return;
      looked.add(id);
      this.#collectCell(zoom, key, changes);
    };
    for (const id of touched) {
      const zoom = id % ZOOM_SLOTS;
      const key = (id - zoom) / ZOOM_SLOTS;
      look(zoom, key);
      if (zoom < this.#maxZoom) {
        const side = this.#sides[zoom] as number;
        const next = this.#sides[zoom + 1] as number;
        const cx = Math.floor(key / side);
        const cy = key - cx * side;
        for (let x = 2 * cx; x <= 2 * cx + 1 && x < next; x++)
          for (let y = 2 * cy; y <= 2 * cy + 1 && y < next; y++) look(zoom + 1, x * next + y);
      }
    }
    for (const id of shifted) {
      const zoom = id % ZOOM_SLOTS;
      look(zoom, (id - zoom) / ZOOM_SLOTS);
    }
    return changes;
  }

  /** Sends the cluster that starts at cell `key` of `zoom` if it changed, or removes one that ended. */
  #collectCell(zoom: number, key: number, changes: ClusterChanges): void {
    const id = key * ZOOM_SLOTS + zoom;
    const cell = this.#zooms[zoom]?.get(key);
    const emitted = this.#emitted.get(id);
    if (cell && this.#startsCluster(zoom, key, cell)) {
      const toZoom = this.#lastZoom(zoom, key, cell.count);
      const now = emittedOf(cell, toZoom);
      if (emitted && now.count === emitted.count && toZoom === emitted.toZoom) {
        // A cluster that kept its points and moved less than half a pixel (at the last zoom it is
        // drawn at, where it moves most) is drawn as it was.
        const pixels = WORLD_PIXELS * 2 ** toZoom;
        const shift = Math.max(Math.abs(now.x - emitted.x), Math.abs(now.y - emitted.y)) * pixels;
        if (shift < MIN_SHIFT_PIXELS) return;
      }
      (emitted ? changes.update : changes.add).push(featureOf(id, now));
      this.#emitted.set(id, now);
    } else if (emitted) {
      changes.remove.push(clusterFeatureId(id));
      this.#emitted.delete(id);
    }
  }

  /**
   * Whether cell `key` of `zoom` is the first of a cluster: it holds two points or more, and its
   * parent cell holds more (a parent holds every point of its children).
   */
  #startsCluster(zoom: number, key: number, cell: Cell): boolean {
    if (cell.count < MIN_POINTS) return false;
    if (zoom === 0) return true;
    return this.#zooms[zoom - 1]?.get(this.#parentKey(zoom, key))?.count !== cell.count;
  }

  /** The last zoom of the cluster whose cell at `zoom` is `key`: down the child holding all its points. */
  #lastZoom(zoom: number, key: number, count: number): number {
    let z = zoom;
    let k = key;
    descend: while (z < this.#maxZoom) {
      const cells = this.#zooms[z + 1] as Map<number, Cell>;
      const side = this.#sides[z] as number;
      const next = this.#sides[z + 1] as number;
      const cx = Math.floor(k / side);
      const cy = k - cx * side;
      for (let x = 2 * cx; x <= 2 * cx + 1 && x < next; x++) {
        for (let y = 2 * cy; y <= 2 * cy + 1 && y < next; y++) {
          if (cells.get(x * next + y)?.count === count) {
            z++;
            k = x * next + y;
            continue descend;
          }
        }
      }
      break;
    }
    return z;
  }

  /** The key of the cell at `zoom - 1` that holds cell `key` of `zoom`. */
  #parentKey(zoom: number, key: number): number {
    const side = this.#sides[zoom] as number;
    const cx = Math.floor(key / side);
    const cy = key - cx * side;
    return Math.floor(cx / 2) * (this.#sides[zoom - 1] as number) + Math.floor(cy / 2);
  }

  /** The zoom from which point `id` is drawn alone, or undefined for an unknown id. */
  aloneFrom(id: number): number | undefined {
    return this.#points.get(id)?.aloneFrom;
  }

  /**
   * The zoom at which a cluster breaks into more than one cluster or point (what maplibre's
   * `getClusterExpansionZoom` answers), or undefined when no such cluster exists.
   */
  expansionZoom(clusterId: number): number | undefined {
    const zoom = clusterId % ZOOM_SLOTS;
    const key = (clusterId - zoom) / ZOOM_SLOTS;
    const cell = this.#zooms[zoom]?.get(key);
    if (!cell || cell.count < MIN_POINTS) return undefined;
    // Down the one child cell that holds every point, until the points part.
    let cx = Math.floor(key / (this.#sides[zoom] as number));
    let cy = key - cx * (this.#sides[zoom] as number);
    for (let next = zoom + 1; next <= this.#maxZoom; next++) {
      const side = this.#sides[next] as number;
      const cells = this.#zooms[next] as Map<number, Cell>;
      let holder: [number, number] | null = null;
      for (const [x, y] of [
        [2 * cx, 2 * cy],
        [2 * cx + 1, 2 * cy],
        [2 * cx, 2 * cy + 1],
        [2 * cx + 1, 2 * cy + 1],
      ] as const) {
        const child = x < side && y < side ? cells.get(x * side + y) : undefined;
        if (!child) continue;
        if (child.count < cell.count) return next;
        holder = [x, y];
      }
      if (!holder) return next;
      [cx, cy] = holder;
    }
    return this.#maxZoom + 1;
  }

  #cellsOf(x: number, y: number): Float64Array {
    const cells = new Float64Array(this.#maxZoom + 1);
    for (let zoom = 0; zoom <= this.#maxZoom; zoom++) cells[zoom] = this.#cellOf(zoom, x, y);
    return cells;
  }

  /** The key of the cell holding web-mercator point (x, y) at `zoom`. */
  #cellOf(zoom: number, x: number, y: number): number {
    const scale = this.#scales[zoom] as number;
    const side = this.#sides[zoom] as number;
    return Math.min(side - 1, Math.floor(x * scale)) * side + Math.min(side - 1, Math.floor(y * scale));
  }

  #insert(point: ClusterPoint): IndexedPoint {
    const [x, y] = project(point.longitude, point.latitude);
    const indexed: IndexedPoint = { x, y, cells: this.#cellsOf(x, y), aloneFrom: -1 };
    this.#points.set(point.id, indexed);
    for (let zoom = 0; zoom <= this.#maxZoom; zoom++) {
      this.#join(zoom, indexed.cells[zoom] as number, point.id, x, y);
    }
    return indexed;
  }

  #join(zoom: number, key: number, id: number, x: number, y: number): void {
    const cells = this.#zooms[zoom] as Map<number, Cell>;
    const cell = cells.get(key);
    if (cell) {
      cell.count++;
      cell.sumX += x;
      cell.sumY += y;
      cell.sumId += id;
    } else {
      cells.set(key, { count: 1, sumX: x, sumY: y, sumId: id });
    }
  }

  /** Takes point `id` out of cell `key` of `zoom`; answers the cell's count before (0 for no cell). */
  #leave(zoom: number, key: number, id: number, point: IndexedPoint, recheck: Set<number>): number {
    const cells = this.#zooms[zoom] as Map<number, Cell>;
    const cell = cells.get(key);
    if (!cell) return 0;
    cell.count--;
    cell.sumX -= point.x;
    cell.sumY -= point.y;
    cell.sumId -= id;
    if (cell.count === 0) cells.delete(key);
    // The one member left may now be drawn alone from this zoom.
    else if (cell.count === 1) recheck.add(cell.sumId);
    return cell.count + 1;
  }

  /**
   * After point `id` joined a cell: a new pair's other member is now in a cluster at this zoom.
   * Answers the cell's count.
   */
  #collectPair(zoom: number, key: number, id: number, recheck: Set<number>): number {
    const cell = this.#zooms[zoom]?.get(key);
    if (cell?.count === 2) recheck.add(cell.sumId - id);
    return cell?.count ?? 0;
  }

  #computeAloneFrom(point: IndexedPoint): number {
    for (let zoom = 0; zoom <= this.#maxZoom; zoom++) {
      const cell = this.#zooms[zoom]?.get(point.cells[zoom] as number);
      if (!cell || cell.count < MIN_POINTS) return zoom;
    }
    return this.#maxZoom + 1;
  }
}

/**
 * The feature id of cluster `clusterId`: below zero, so that it never meets a vehicle's id (its
 * device id) in the one source that holds both. `cluster_id` keeps the cluster's own id.
 */
export function clusterFeatureId(clusterId: number): number {
  return -clusterId - 1;
}

/** The feature of cluster `id` (cell key × 32 + first zoom) as `emitted` describes it. */
function featureOf(id: number, { count, x, y, toZoom }: Emitted): ClusterFeature {
  return {
    type: 'Feature',
    id: clusterFeatureId(id),
    geometry: { type: 'Point', coordinates: unproject(x, y) },
    properties: {
      cluster: true,
      cluster_id: id,
      point_count: count,
      point_count_abbreviated: abbreviate(count),
      zoom: id % ZOOM_SLOTS,
      toZoom,
    },
  };
}

/** A count as maplibre's clustered sources abbreviate it: 1.2k, 12k. */
export function abbreviate(count: number): number | string {
  if (count >= 10_000) return `${Math.round(count / 1000)}k`;
  if (count >= 1000) return `${Math.round(count / 100) / 10}k`;
  return count;
}

/** Web-mercator coordinates (0-1, y down) of a longitude and latitude. */
export function project(longitude: number, latitude: number): [number, number] {
  const sin = Math.sin((latitude * Math.PI) / 180);
  const y = 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI;
  return [clamp(longitude / 360 + 0.5), clamp(y)];
}

/** Longitude and latitude of web-mercator coordinates. */
export function unproject(x: number, y: number): [number, number] {
  const y2 = ((180 - y * 360) * Math.PI) / 180;
  return [(x - 0.5) * 360, (360 * Math.atan(Math.exp(y2))) / Math.PI - 90];
}

function clamp(value: number): number {
  return Math.max(0, Math.min(1, value));
}
