import type { FleetDevice } from '@fleetkit/sdk-core';
import { useState } from 'react';
import { FormError } from '../../auth/FormError';
import { Dialog } from '../../ui/Dialog';

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

/** Chooses the vehicles an object (driver, service schedule) is linked to. */
export function LinkVehiclesDialog(props: LinkVehiclesDialogProps) {
  const { title, legend, vehicles, linked, busy, error, onSave, onClose } = props;
  const [selected, setSelected] = useState(() => new Set(linked));
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Dialog open title={title} onClose={onClose}>
      <form
        className="fleet-portal-form"
        onSubmit={(event) => {
          event.preventDefault();
          onSave(selected);
        }}
      >
        <fieldset className="fleet-portal-checklist">
          <legend>{legend}</legend>
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
