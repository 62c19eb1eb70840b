import type { Geofence } from '@fleetkit/sdk-core';
import { GEOFENCE_TEXTS, geofenceEditHref } from '@fleetkit/sdk-core/labels';
import { useTexts } from '../context/FleetLanguage';
import { Button } from '../primitives/Button';
import { NavAction } from '../primitives/NavAction';

/** Props of {@link GeofenceActions}. */
export interface GeofenceActionsProps {
  geofence: Geofence;
  /** Edits in the host; without it, Edit Geofence links to the edit route. */
  onEdit?: ((geofence: Geofence) => void) | undefined;
  /** Asks to delete (the caller opens the 'Remove Geofence' confirmation). */
  onRemove: (geofence: Geofence) => void;
}

/** The Edit Geofence and Delete actions of one geofence, shared by the list card and the table row. */
export function GeofenceActions({ geofence, onEdit, onRemove }: GeofenceActionsProps) {
  const texts = useTexts(GEOFENCE_TEXTS);
  return (
    <>
      <NavAction onPress={onEdit ? () => onEdit(geofence) : undefined} href={geofenceEditHref(geofence.id)}>
        {texts.editGeofence}
      </NavAction>
      <Button variant="danger" onPress={() => onRemove(geofence)}>
        {texts.delete}
      </Button>
    </>
  );
}
