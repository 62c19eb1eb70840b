import { MAP_OPTION_LABELS } from '@fleetkit/sdk-core/labels';
import { ToggleButton } from 'react-aria-components';

/** Props of {@link TrafficButton}. */
export interface TrafficButtonProps {
  /** Whether the traffic overlay is on. */
  isSelected: boolean;
  /** Called with the new state when pressed. */
  onChange: (on: boolean) => void;
  /** Disabled when the server has no traffic overlay. @default false */
  isDisabled?: boolean;
}

/** The traffic toggle button that sits on the map (SPEC §2). */
export function TrafficButton({ isSelected, onChange, isDisabled = false }: TrafficButtonProps) {
  return (
    <ToggleButton
      className="fleet-map-button fleet-map-traffic"
      isSelected={isSelected}
      isDisabled={isDisabled}
      onChange={onChange}
    >
      {MAP_OPTION_LABELS.traffic}
    </ToggleButton>
  );
}
