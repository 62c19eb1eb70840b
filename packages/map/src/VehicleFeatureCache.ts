import type { Device, Position } from '@fleetkit/sdk-core';
import { buildVehicleFeature, type VehicleFeature } from './vehicleFeatures';

interface Entry {
  device: Device;
  position: Position | undefined;
  feature: VehicleFeature | null;
  /** The build that last saw this device. */
  seen: number;
  /** The build that last listed this device as changed. */
  listed: number;
}

/**
 * The vehicles a fleet built by {@link VehicleFeatureCache} changed against the fleet of the build
 * before it (added, rebuilt or gone), by the fleet built. The diff of the next update reads only
 * these instead of comparing every vehicle.
 */
const changesOf = new WeakMap<
  ReadonlyMap<number, VehicleFeature>,
  { previous: ReadonlyMap<number, VehicleFeature>; ids: readonly number[] }
>();

/**
 * The ids of the vehicles that may differ between `previous` and `fleet` when `fleet` is the build
 * of a {@link VehicleFeatureCache} that followed the one of `previous`: every other vehicle is the
 * same feature object in both, or in neither. Each id is listed once. Undefined when that is not known.
 */
export function changedSince(
  fleet: ReadonlyMap<number, VehicleFeature>,
  previous: ReadonlyMap<number, VehicleFeature>,
): readonly number[] | undefined {
  const changes = changesOf.get(fleet);
  return changes?.previous === previous ? changes.ids : undefined;
}

/**
 * Builds the vehicle features of a fleet, reusing the feature of every vehicle whose device and
 * position objects are unchanged. The sdk-core `FleetStore` replaces only what changed, so after an
 * update of 1% of 20 000 vehicles only 200 features are rebuilt, and the update plan sees the rest
 * as the same objects. Its entries are kept from build to build (only the features map is new), so a
 * build allocates little beyond the features it rebuilds.
 */
export class VehicleFeatureCache {
  #entries = new Map<number, Entry>();
  #builds = 0;
  /** The features of the last build. */
  #last: Map<number, VehicleFeature> | null = null;

  /** The features of every vehicle with a position, by device id. */
  build(
    devices: ReadonlyMap<number, Device> | readonly Device[],
    positions: ReadonlyMap<number, Position>,
  ): Map<number, VehicleFeature> {
    const build = ++this.#builds;
    const entries = this.#entries;
    const features = new Map<number, VehicleFeature>();
    // An array, not a set (each id is listed once, by `listed`): a whole redraw of 20,000 vehicles
    // lists them all, and a set of that size costs a few milliseconds to build.
    const changed: number[] = [];
    let seen = 0;
    for (const device of devices.values()) {
      const position = positions.get(device.id);
      let entry = entries.get(device.id);
      if (!entry) {
        entry = { device, position, feature: buildVehicleFeature(device, position), seen: 0, listed: build };
        entries.set(device.id, entry);
        changed.push(device.id);
      } else if (entry.device !== device || entry.position !== position) {
        entry.device = device;
        entry.position = position;
        entry.feature = buildVehicleFeature(device, position);
        if (entry.listed !== build) changed.push(device.id);
        entry.listed = build;
      }
      if (entry.seen !== build) {
        entry.seen = build;
        seen++;
      }
      if (entry.feature) features.set(device.id, entry.feature);
    }
    // Devices gone since the last build.
    if (entries.size > seen) {
      for (const [id, entry] of entries) {
        if (entry.seen === build) continue;
        entries.delete(id);
        changed.push(id);
      }
    }
    if (this.#last) changesOf.set(features, { previous: this.#last, ids: changed });
    this.#last = features;
    return features;
  }
}
