import { useSyncExternalStore } from 'react';
import { useFleet } from '../live/LiveFleetContext';
import { Icon } from '../ui/Icon';

/** The top bar's bell with the number of live notifications, '99+' above 99 (SPEC §2). */
export function NotificationBell() {
  const fleet = useFleet();
  const list = fleet.notifications;
  const count = useSyncExternalStore(
    (listener) => list.subscribe(listener),
    () => list.count.peek(),
  );
  const badge = useSyncExternalStore(
    (listener) => list.subscribe(listener),
    () => list.badgeText.peek(),
  );
  return (
    <span
      className="fleet-portal-bell"
      role="img"
      aria-label={count === 0 ? 'No live notifications' : `${badge} live notifications`}
    >
      <Icon name="bell" />
      {badge ? (
        <span className="fleet-portal-bell__badge" aria-hidden="true" data-testid="notification-badge">
          {badge}
        </span>
      ) : null}
    </span>
  );
}
