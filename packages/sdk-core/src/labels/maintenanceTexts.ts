import type { MaintenanceDueStatus } from '../maintenance/maintenanceDue';
import { textGroup } from './textGroup';

/** The words shown for a vehicle's state with a service schedule (`maintenanceDue`). */
export const MAINTENANCE_DUE_LABEL: Record<MaintenanceDueStatus, string> = /* @__PURE__ */ textGroup(
  'MAINTENANCE_DUE_LABEL',
  {
    ok: 'OK',
    dueSoon: 'Due soon',
    overdue: 'Overdue',
    unknown: 'No reading',
  },
);
