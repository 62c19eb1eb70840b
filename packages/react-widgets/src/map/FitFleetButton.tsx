import { MAP_OPTION_LABELS } from '@fleetkit/sdk-core/labels';
import { Button } from 'react-aria-components';
import { useTexts } from '../context/FleetLanguage';

/** Props of {@link FitFleetButton}. */
export interface FitFleetButtonProps {
  /** Fits the map to the fleet. */
  onPress: () => void;
  /** @default false */
  isDisabled?: boolean;
}

/** 'Whole fleet': brings every vehicle with a position back into view. */
export function FitFleetButton({ onPress, isDisabled = false }: FitFleetButtonProps) {
  const labels = useTexts(MAP_OPTION_LABELS);
  return (
    <Button className="fleet-map-button fleet-map-fit-fleet" isDisabled={isDisabled} onPress={onPress}>
      {labels.wholeFleet}
    </Button>
  );
}
