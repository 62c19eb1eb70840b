import { NOTIFICATION_TEXTS } from '@fleetkit/sdk-core/labels';
import { useSignals } from '@preact/signals-react/runtime';
import { useFleet } from '../context/FleetContext';
import { useTexts } from '../context/FleetLanguage';
import { useFormats } from '../context/useFormats';
import { classNames, IconButton } from '../primitives/Button';
import { BellIcon } from './BellIcon';

/** Props of {@link NotificationBell}. */
export interface NotificationBellProps {
  /** Called when the bell is pressed (open the {@link NotificationDrawer}). */
  onPress: () => void;
  /**
   * Accessible name of the bell; the count is added to it.
   * @default 'Notifications', in the widgets' language
   */
  label?: string;
  /**
   * Extra class names.
   * @default undefined
   */
  className?: string;
}

/**
 * The top bar's notification bell with the number of live notifications; above 99 the badge reads
 * '99+' (SPEC §2). The count comes from the FleetProvider store's notification list.
 * @example <NotificationBell onPress={() => setDrawerOpen(true)} />
 */
export function NotificationBell({ onPress, label: labelProp, className }: NotificationBellProps) {
  useSignals();
  const { store } = useFleet();
  const texts = useTexts(NOTIFICATION_TEXTS);
  const formats = useFormats();
  const label = labelProp ?? texts.bell;
  const badgeText = store.notifications.badgeText.value;
  const badge = badgeText ? formats.digits(badgeText) : badgeText;
  return (
    <IconButton
      aria-label={badge ? texts.bellWithCount(label, badge) : label}
      onPress={onPress}
      className={classNames('fleet-notification-bell', className)}
    >
      <BellIcon />
      {badge ? (
        <span className="fleet-notification-bell__badge" aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </IconButton>
  );
}
