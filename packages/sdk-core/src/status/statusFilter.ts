import { textGroup } from '../labels/textGroup';
import { deriveDisplayStatus, type StatusDevice, type StatusPosition } from './deriveDisplayStatus';
import { DISPLAY_STATUS_LABEL } from './displayStatusLabel';

/** The status filter chips of the vehicles page, in their order: All, Moving, Stopped, Idling, Offline. */
export const STATUS_FILTERS = ['all', 'moving', 'stopped', 'idling', 'offline'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** Chip text of each status filter. */
export const STATUS_FILTER_LABEL: Readonly<Record<StatusFilter, string>> = /* @__PURE__ */ textGroup(
  'STATUS_FILTER_LABEL',
  {
    all: 'All',
    moving: DISPLAY_STATUS_LABEL.moving,
    stopped: DISPLAY_STATUS_LABEL.stopped,
    idling: DISPLAY_STATUS_LABEL.idling,
    offline: DISPLAY_STATUS_LABEL.offline,
  },
);

/** A vehicle as the list holds it: the device with its latest position (as `GET /api2/devices` gives). */
export interface StatusItem extends StatusDevice {
  position?: StatusPosition | null;
}

/**
 * Whether a vehicle passes a status chip; `all` passes every vehicle.
 * @example vehicles.filter((vehicle) => matchesStatusFilter(vehicle, 'idling'))
 */
export function matchesStatusFilter(item: StatusItem, filter: StatusFilter): boolean {
  return filter === 'all' || deriveDisplayStatus(item, item.position) === filter;
}
