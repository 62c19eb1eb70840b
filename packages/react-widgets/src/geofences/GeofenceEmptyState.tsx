import { MESSAGES } from '@fleetkit/sdk-core';
import { GeofenceActionLink } from './GeofenceActionLink';
import { GEOFENCE_TEXTS } from './geofenceTexts';

/** Props of {@link GeofenceEmptyState}. */
export interface GeofenceEmptyStateProps {
  onAdd?: (() => void) | undefined;
  addHref: string;
}

/** 'No Geofence Created yet!' with the Add Geofence button. */
export function GeofenceEmptyState({ onAdd, addHref }: GeofenceEmptyStateProps) {
  return (
    <div className="fleet-empty">
      <p className="fleet-empty-title">{MESSAGES.noGeofence}</p>
      <GeofenceActionLink onPress={onAdd} href={addHref} variant="primary">
        {GEOFENCE_TEXTS.addGeofence}
      </GeofenceActionLink>
    </div>
  );
}
