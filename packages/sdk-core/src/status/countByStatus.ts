import { DISPLAY_STATUSES, type DisplayStatus, deriveDisplayStatus } from './deriveDisplayStatus';
import type { StatusFilter, StatusItem } from './statusFilter';

/** Vehicles per chip: `all` counts every vehicle, `unknown` those shown as N/A. */
export type StatusCounts = Record<StatusFilter | DisplayStatus, number>;

/**
 * Counts vehicles per display status for the filter chips All / Moving / Stopped / Idling / Offline.
 * @example countByStatus(vehicles).moving // the number on the Moving chip
 */
export function countByStatus(items: Iterable<StatusItem>): StatusCounts {
  const counts = { all: 0 } as StatusCounts;
  for (const status of DISPLAY_STATUSES) counts[status] = 0;
  for (const item of items) {
    counts.all += 1;
    counts[deriveDisplayStatus(item, item.position)] += 1;
  }
  return counts;
}
