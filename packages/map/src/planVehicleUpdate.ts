import { changedSince } from './VehicleFeatureCache';
import { sameVehicleFeature, type VehicleFeature } from './vehicleFeatures';

/**
 * Above this share of changed vehicles a whole `setData` is cheaper than a diff: the worker rebuilds
 * its index either way, and a diff of most features costs more to send and apply than the full
 * collection (see `bench/`).
 */
export const UPDATE_DATA_MAX_SHARE = 0.5;

/** How the vehicle source is brought up to date. */
export type VehicleUpdate =
  | { kind: 'none' }
  | { kind: 'setData'; features: VehicleFeature[]; changed: number }
  | {
      kind: 'updateData';
      add: VehicleFeature[];
      update: VehicleFeature[];
      remove: number[];
      changed: number;
    };

/**
 * The vehicles added, changed (moved, turned, recoloured or relabelled) and removed between two fleets.
 * When `next` is the `VehicleFeatureCache` build that followed the one of `drawn`, only the vehicles
 * that build changed are compared (200 of 20,000 for 1 % moved), not the whole fleet.
 */
export function diffVehicles(
  drawn: ReadonlyMap<number, VehicleFeature>,
  next: ReadonlyMap<number, VehicleFeature>,
): { add: VehicleFeature[]; update: VehicleFeature[]; remove: number[] } {
  const add: VehicleFeature[] = [];
  const update: VehicleFeature[] = [];
  const remove: number[] = [];
  const changed = changedSince(next, drawn);
  if (changed) {
    for (const id of changed) {
      const feature = next.get(id);
      const old = drawn.get(id);
      if (!feature) {
        if (old) remove.push(id);
      } else if (!old) add.push(feature);
      else if (old !== feature && !sameVehicleFeature(old, feature)) update.push(feature);
    }
    return { add, update, remove };
  }
  let kept = 0;
  for (const [id, feature] of next) {
    const old = drawn.get(id);
    if (!old) add.push(feature);
    else {
      kept++;
      if (old !== feature && !sameVehicleFeature(old, feature)) update.push(feature);
    }
  }
  // Every drawn vehicle is still there: nothing to look for.
  if (kept < drawn.size) for (const id of drawn.keys()) if (!next.has(id)) remove.push(id);
  return { add, update, remove };
}

/**
 * Compares the vehicles drawn with the vehicles to draw and picks the cheaper update: nothing when
 * nothing changed, a diff (`updateData`) when at most `maxShare` of them changed, else `setData`.
 * The first draw (nothing drawn yet) is always `setData`.
 */
export function planVehicleUpdate(
  drawn: ReadonlyMap<number, VehicleFeature>,
  next: ReadonlyMap<number, VehicleFeature>,
  maxShare = UPDATE_DATA_MAX_SHARE,
): VehicleUpdate {
  const { add, update, remove } = diffVehicles(drawn, next);
  const changed = add.length + update.length + remove.length;
  if (changed === 0) return { kind: 'none' };
  const total = Math.max(drawn.size, next.size);
  if (drawn.size === 0 || changed > total * maxShare) {
    return { kind: 'setData', features: [...next.values()], changed };
  }
  return { kind: 'updateData', add, update, remove, changed };
}
