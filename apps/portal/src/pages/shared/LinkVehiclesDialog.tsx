import type { Driver, FleetDevice } from '@fleetkit/sdk-core';
import { useState } from 'react';
import { FormError } from '../../auth/FormError';
import { Dialog } from '../../ui/Dialog';

export interface AssignVehiclesDialogProps {
  driver: Driver;
  vehicles: readonly FleetDevice[];
  /** Ids of the vehicles the driver is linked to now. */
  assigned: ReadonlySet<number>;
  busy: boolean;
  error: string | null;
  onSave(selected: Set<number>): void;
  onClose(): void;
}

/** Chooses the vehicles a driver drives; saving links and unlinks them (Traccar permissions). */
export function AssignVehiclesDialog(props: AssignVehiclesDialogProps) {
  const { driver, vehicles, assigned, busy, error, onSave, onClose } = props;
  const [selected, setSelected] = useState(() => new Set(assigned));
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Dialog open title={`Vehicles of ${driver.name}`} onClose={onClose}>
      <form
        className="fleet-portal-form"
        onSubmit={(event) => {
          event.preventDefault();
          onSave(selected);
        }}
      >
        <fieldset className="fleet-portal-checklist">
          <legend>Assigned vehicles</legend>
          {vehicles.length === 0 ? <p className="fleet-portal-muted">No vehicles yet.</p> : null}
          {vehicles.map((vehicle) => (
            <label key={vehicle.id} className="fleet-portal-checkbox">
              <input type="checkbox" checked={selected.has(vehicle.id)} onChange={() => toggle(vehicle.id)} />
              {vehicle.name}
            </label>
          ))}
        </fieldset>
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
