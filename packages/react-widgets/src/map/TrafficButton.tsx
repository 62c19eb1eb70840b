import { MAP_OPTION_LABELS } from '@fleetkit/sdk-core/labels';
import { ToggleButton } from 'react-aria-components';
import { useTexts } from '../context/FleetLanguage';

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
  const labels = useTexts(MAP_OPTION_LABELS);
  // A disabled button gets no pointer events: the wrapper carries the reason as its tooltip, and the
  // button names it to assistive technology.
  const reason = isDisabled ? labels.trafficUnavailable : undefined;
  return (
    <span className="fleet-map-traffic-wrap" title={reason}>
      <ToggleButton
        className="fleet-map-button fleet-map-traffic"
        isSelected={isSelected}
        isDisabled={isDisabled}
        onChange={onChange}
        {...(reason ? { 'aria-description': reason } : {})}
      >
        {labels.traffic}
      </ToggleButton>
    </span>
  );
}
