import { LocationError, locateUser, type UserLocation } from '@fleetkit/map';
import { FLY_ZOOM_DEVICE, MESSAGES } from '@fleetkit/sdk-core';
import { MAP_OPTION_LABELS } from '@fleetkit/sdk-core/labels';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { sameText, useTexts } from '../context/FleetLanguage';
import { useFleetMap } from './FleetMapContext';

/** Props of {@link LocateButton}. */
export interface LocateButtonProps {
  /** Called with the location once found (the map has flown there at zoom 16). @default none */
  onLocate?: (location: UserLocation) => void;
  /**
   * Called with SPEC §8's reason and its title 'Failed to get Location', for a toast.
   * @default none (the reason is shown under the button)
   */
  onError?: (message: string, title: string) => void;
}

/**
 * A map button that flies to the browser's location (child of `<FleetMap>`). Failures show SPEC §8's
 * messages: permission, location services disabled, unavailable, or unsupported.
 */
export function LocateButton({ onLocate, onError }: LocateButtonProps) {
  const labels = useTexts(MAP_OPTION_LABELS);
  const messages = useTexts(MESSAGES);
  const controller = useFleetMap();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const locate = async () => {
    setBusy(true);
    setError(null);
    try {
      const location = await locateUser();
      controller?.flyTo(location.latitude, location.longitude, FLY_ZOOM_DEVICE);
      onLocate?.(location);
    } catch (failure) {
      const message =
        failure instanceof LocationError
          ? sameText(MESSAGES, messages, failure.message)
          : messages.locationUnavailable;
      setError(message);
      onError?.(message, messages.locationFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="fleet-map-locate">
      <Button className="fleet-map-button" isDisabled={busy} onPress={() => void locate()}>
        {labels.myLocation}
      </Button>
      {error && (
        <p role="alert" className="fleet-map-locate-error">
          <strong>{messages.locationFailed}</strong> {error}
        </p>
      )}
    </div>
  );
}
