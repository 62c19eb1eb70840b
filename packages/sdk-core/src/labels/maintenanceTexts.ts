import type { MaintenanceDueStatus } from '../maintenance/maintenanceDue';

/** The words shown for a vehicle's state with a service schedule (`maintenanceDue`). */
export const MAINTENANCE_DUE_LABEL: Record<MaintenanceDueStatus, string> = {
  ok: 'OK',
  dueSoon: 'Due soon',
  overdue: 'Overdue',
  unknown: 'No reading',
};
