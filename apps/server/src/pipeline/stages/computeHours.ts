import type { Stage } from '../types';

/**
 * Sets `hours`, the running engine hours (ms): time between two fixes with the ignition on at both
 * is added, unless the gap is too long to trust. Continues from the device's accumulators.
 */
export const computeHours: Stage = ({ position: p, state, device, settings, outOfOrder }) => {
  const last = state.last;
  const base = Number(last?.attributes.hours ?? device.accumulators.hours ?? 0);
  let hours = base;
  if (last && !outOfOrder && last.attributes.ignition === true && p.attributes.ignition === true) {
    const gap = p.fixTime.getTime() - last.fixTime.getTime();
    if (gap > 0 && gap <= settings.maxHoursGapMs) hours += gap;
  }
  p.attributes.hours = hours;
  return undefined;
};
