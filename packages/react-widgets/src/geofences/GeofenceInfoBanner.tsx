import { GEOFENCE_TEXTS } from '@fleetkit/sdk-core/labels';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useOptionalFleet } from '../context/FleetContext';
import { useTexts } from '../context/FleetLanguage';
import { Button } from '../primitives/Button';

/**
 * The dismissible banner telling users to link a geofence to a vehicle via 'Link'. Dismissal is kept
 * in the user's settings (`showGeofenceInfo`) when the provider has a settings store, else until unmount.
 */
export function GeofenceInfoBanner() {
  const texts = useTexts(GEOFENCE_TEXTS);
  useSignals();
  const settings = useOptionalFleet()?.settings;
  const [dismissed, setDismissed] = useState(false);
  const visible = settings ? settings.state.value.showGeofenceInfo : !dismissed;
  if (!visible) return null;
  return (
    <div className="fleet-geofence-banner" role="note">
      <p>{texts.bannerText}</p>
      <Button
        variant="ghost"
        onPress={() => {
          setDismissed(true);
          void settings?.set({ showGeofenceInfo: false });
        }}
      >
        {texts.gotIt}
      </Button>
    </div>
  );
}
