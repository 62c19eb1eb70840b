import type { FleetMapController } from '@fleetkit/map';
import { MAP_OPTION_LABELS } from '@fleetkit/sdk-core/labels';
import { useCallback, useSyncExternalStore } from 'react';
import { Button } from 'react-aria-components';
import { useTexts } from '../context/FleetLanguage';

/** Props of {@link ResumeFollowingButton}. */
export interface ResumeFollowingButtonProps {
  /** The map's controller; nothing shows until it exists. */
  controller: FleetMapController | null;
}

const never = () => () => {};

/**
 * 'Resume following': shown while a vehicle is tracked (`track_device`) and the user has dragged the
 * map away from it; pressing it brings the camera back onto the vehicle, which it follows again.
 */
export function ResumeFollowingButton({ controller }: ResumeFollowingButtonProps) {
  const labels = useTexts(MAP_OPTION_LABELS);
  const subscribe = useCallback(
    (listener: () => void) => controller?.onFollowingPausedChange(listener) ?? never(),
    [controller],
  );
  const paused = useSyncExternalStore(
    subscribe,
    () => controller?.followingPaused ?? false,
    () => false,
  );
  if (!controller || !paused) return null;
  return (
    <Button
      className="fleet-map-button fleet-map-resume-following"
      onPress={() => controller.resumeFollowing()}
    >
      {labels.resumeFollowing}
    </Button>
  );
}
