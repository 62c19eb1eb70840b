import { MESSAGES } from '@fleetkit/sdk-core';
import { GEOFENCE_TEXTS } from '@fleetkit/sdk-core/labels';
import { useTexts } from '../context/FleetLanguage';
import { NavAction } from '../primitives/NavAction';

/** Props of {@link GeofenceEmptyState}. */
export interface GeofenceEmptyStateProps {
  onAdd?: (() => void) | undefined;
  addHref: string;
  /** Without the Add Geofence button. */
  readOnly?: boolean | undefined;
}

/** 'No Geofence Created yet!' with the Add Geofence button. */
export function GeofenceEmptyState({ onAdd, addHref, readOnly }: GeofenceEmptyStateProps) {
  const texts = useTexts(GEOFENCE_TEXTS);
  const messages = useTexts(MESSAGES);
  return (
    <div className="fleet-empty">
      <p className="fleet-empty-title">{messages.noGeofence}</p>
      {readOnly ? null : (
        <NavAction onPress={onAdd} href={addHref} variant="primary">
          {texts.addGeofence}
        </NavAction>
      )}
    </div>
  );
}
