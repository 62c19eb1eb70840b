import type { FleetDevice } from '@fleetkit/sdk-core';
import { useState } from 'react';
import { FormError } from '../../auth/FormError';
import { Dialog } from '../../ui/Dialog';
import { VehicleChecklist } from './VehicleChecklist';

export interface LinkVehiclesDialogProps {
  title: string;
  /** What the checked vehicles are, e.g. 'Assigned vehicles'. */
  legend: string;
  vehicles: readonly FleetDevice[];
  /** Ids of the vehicles linked now. */
  linked: ReadonlySet<number>;
  busy: boolean;
  error: string | null;
  onSave(selected: Set<number>): void;
  onClose(): void;
}

/** Chooses the vehicles an object (driver, service schedule, geofence) is linked to. */
export function LinkVehiclesDialog(props: LinkVehiclesDialogProps) {
  const { title, legend, vehicles, linked, busy, error, onSave, onClose } = props;
  const [selected, setSelected] = useState(() => new Set(linked));
  return (
    <Dialog open title={title} onClose={onClose}>
      <form
        className="fleet-portal-form"
        onSubmit={(event) => {
          event.preventDefault();
          onSave(selected);
        }}
      >
        <VehicleChecklist legend={legend} vehicles={vehicles} selected={selected} onChange={setSelected} />
        <FormError message={error} />
        <div className="fleet-portal-dialog__actions">
          <button
            type="button"
            className="fleet-portal-button fleet-portal-button--secondary"
            onClick={onClose}
          >
            Cancel
          </button>
          <button type="submit" className="fleet-portal-button fleet-portal-button--primary" disabled={busy}>
            Save
          </button>
        </div>
      </form>
    </Dialog>
  );
}
