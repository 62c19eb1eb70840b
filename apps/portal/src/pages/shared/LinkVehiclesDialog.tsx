import { useTexts } from '@fleetkit/react-widgets';
import type { FleetDevice } from '@fleetkit/sdk-core';
import { VEHICLE_LINK_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useState } from 'react';
import { FormDialog } from '../../ui/FormDialog';
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
  const texts = useTexts(VEHICLE_LINK_TEXTS);
  const [selected, setSelected] = useState(() => new Set(linked));
  return (
    <FormDialog
      title={title}
      submitLabel={texts.save}
      busy={busy}
      error={error}
      onSubmit={() => onSave(selected)}
      onClose={onClose}
    >
      <VehicleChecklist legend={legend} vehicles={vehicles} selected={selected} onChange={setSelected} />
    </FormDialog>
  );
}
