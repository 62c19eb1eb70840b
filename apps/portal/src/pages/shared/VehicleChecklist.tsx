import { useTexts } from '@fleetkit/react-widgets';
import type { FleetDevice } from '@fleetkit/sdk-core';
import { VEHICLE_LINK_TEXTS } from '@fleetkit/sdk-core/labels/portal';

export interface VehicleChecklistProps {
  /** What the checked vehicles are, e.g. 'Assigned vehicles'. */
  legend: string;
  vehicles: readonly Pick<FleetDevice, 'id' | 'name'>[];
  selected: ReadonlySet<number>;
  onChange(selected: Set<number>): void;
}

/** One checkbox per vehicle, for choosing the vehicles something is linked to. */
export function VehicleChecklist({ legend, vehicles, selected, onChange }: VehicleChecklistProps) {
  const texts = useTexts(VEHICLE_LINK_TEXTS);
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };
  return (
    <fieldset className="fleet-portal-checklist">
      <legend>{legend}</legend>
      {vehicles.length === 0 ? <p className="fleet-portal-muted">{texts.noVehicles}</p> : null}
      {vehicles.map((vehicle) => (
        <label key={vehicle.id} className="fleet-portal-checkbox">
          <input type="checkbox" checked={selected.has(vehicle.id)} onChange={() => toggle(vehicle.id)} />
          {vehicle.name}
        </label>
      ))}
    </fieldset>
  );
}
