import { DISPLAY_STATUS_LABEL, type DisplayStatus, STATUS_TONE } from '@fleetkit/sdk-core';
import { useTexts } from '../context/FleetLanguage';
import { Badge } from '../primitives/Badge';

/** Props of {@link StatusBadge}. */
export interface StatusBadgeProps {
  /** The display status, from sdk-core's `deriveDisplayStatus`. */
  status: DisplayStatus;
  /**
   * Extra class names.
   * @default undefined
   */
  className?: string;
}

/**
 * A vehicle's display status in its colour (SPEC §4): Moving success, Idling warning, Stopped
 * disabled, Offline error, N/A neutral.
 * @example <StatusBadge status={deriveDisplayStatus(device, position)} />
 */
export function StatusBadge({ status, className }: StatusBadgeProps) {
  const labels = useTexts(DISPLAY_STATUS_LABEL);
  return (
    <Badge tone={STATUS_TONE[status]} {...(className ? { className } : {})}>
      {labels[status]}
    </Badge>
  );
}
