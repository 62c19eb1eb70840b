import { haversineDistance } from '@fleetkit/sdk-core';
import type { Stage } from '../types';

/**
 * Sets `distance` (metres since the previous fix) and `totalDistance` (the running odometer, metres),
 * continuing from the device's accumulators before its first position. Invalid fixes add no distance.
 */
export const computeDistance: Stage = ({ position: p, state, device, outOfOrder }) => {
  const last = state.last;
  const base = Number(last?.attributes.totalDistance ?? device.accumulators.totalDistance ?? 0);
  if (!last || outOfOrder || !p.valid || !last.valid) {
    p.attributes.distance = 0;
    p.attributes.totalDistance = base;
    return undefined;
  }
  const step = haversineDistance([last.latitude, last.longitude], [p.latitude, p.longitude]);
  p.attributes.distance = Math.round(step * 100) / 100;
  p.attributes.totalDistance = Math.round((base + step) * 100) / 100;
  return undefined;
};
