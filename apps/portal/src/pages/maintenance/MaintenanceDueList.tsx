import { useTexts } from '@fleetkit/react-widgets';
import type { MaintenanceDueStatus } from '@fleetkit/sdk-core';
import { MAINTENANCE_DUE_LABEL } from '@fleetkit/sdk-core/labels';
import { formatDueDetail, useMaintenanceFormat } from './maintenanceUnits';
import type { VehicleDue } from './useMaintenanceDue';

const TONE: Record<MaintenanceDueStatus, string> = {
  ok: 'success',
  dueSoon: 'warning',
  overdue: 'error',
  unknown: 'disabled',
};

/** Each linked vehicle's state with a schedule: 'Tipper: Due soon · 200.00 km left'. */
export function MaintenanceDueList({
  type,
  states,
}: {
  type: string;
  states: readonly VehicleDue[] | undefined;
}) {
  const format = useMaintenanceFormat();
  const dueLabels = useTexts(MAINTENANCE_DUE_LABEL);
  if (!states?.length) return <span className="fleet-portal-muted">{format.texts.noVehicleLinked}</span>;
  return (
    <ul className="fleet-portal-maintenance-due">
      {states.map(({ vehicleId, vehicleName, due }) => {
        const detail = formatDueDetail(type, due, format);
        return (
          <li key={vehicleId} data-status={due.status}>
            {vehicleName}:{' '}
            <span className={`fleet-portal-badge fleet-portal-badge--${TONE[due.status]}`}>
              {dueLabels[due.status]}
            </span>
            {detail ? ` · ${detail}` : ''}
          </li>
        );
      })}
    </ul>
  );
}
