import { MESSAGES } from '@fleetkit/sdk-core';
import { GEOFENCE_TEXTS } from '@fleetkit/sdk-core/labels';
import { useState } from 'react';
import { useTexts } from '../context/FleetLanguage';
import { ConfirmDialog } from '../primitives/ConfirmDialog';

/** Props of {@link RemoveGeofenceDialog}. */
export interface RemoveGeofenceDialogProps {
  /** Name of the geofence to remove; the dialog is closed while null. */
  geofenceName: string | null;
  /** Runs when the user confirms; the dialog stays open while it is pending. */
  onConfirm: () => Promise<void>;
  /** Called when the dialog closes without removing. */
  onCancel: () => void;
}

/** The 'Remove Geofence' confirmation. */
export function RemoveGeofenceDialog({ geofenceName, onConfirm, onCancel }: RemoveGeofenceDialogProps) {
  const texts = useTexts(GEOFENCE_TEXTS);
  const messages = useTexts(MESSAGES);
  const [pending, setPending] = useState(false);
  return (
    <ConfirmDialog
      isOpen={geofenceName !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
      title={messages.removeGeofence}
      confirmLabel={texts.delete}
      tone="danger"
      isPending={pending}
      onConfirm={async () => {
        setPending(true);
        try {
          await onConfirm();
        } finally {
          setPending(false);
        }
      }}
    >
      <p className="fleet-geofence-remove-text">
        {texts.removeConfirm} <strong>{geofenceName}</strong>
      </p>
    </ConfirmDialog>
  );
}
