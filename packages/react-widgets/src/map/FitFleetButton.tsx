import { MAP_OPTION_LABELS } from '@fleetkit/sdk-core/labels';
import { Button } from 'react-aria-components';

/** Props of {@link FitFleetButton}. */
export interface FitFleetButtonProps {
  /** Fits the map to the fleet. */
  onPress: () => void;
  /** @default false */
  isDisabled?: boolean;
}

/** 'Whole fleet': brings every vehicle with a position back into view. */
export function FitFleetButton({ onPress, isDisabled = false }: FitFleetButtonProps) {
  return (
    <Button className="fleet-map-button fleet-map-fit-fleet" isDisabled={isDisabled} onPress={onPress}>
      {MAP_OPTION_LABELS.wholeFleet}
    </Button>
  );
}
