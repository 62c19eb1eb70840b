import { useTexts } from '@fleetkit/react-widgets';
import { SHELL_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useFleet } from '../live/LiveFleetContext';
import { Icon } from '../ui/Icon';

// The drawer comes with the widget library: loaded the first time the bell is pressed.
const NotificationDrawerHost = lazy(() => import('./NotificationDrawerHost'));

/**
 * The top bar's bell with the number of live notifications, '99+' above 99 (SPEC §2); pressing it
 * opens the 'Live Notifications' drawer.
 */
export function NotificationBell() {
  const fleet = useFleet();
  const list = fleet.notifications;
  const texts = useTexts(SHELL_TEXTS);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const count = useSyncExternalStore(
    (listener) => list.subscribe(listener),
    () => list.count.peek(),
  );
  const badge = useSyncExternalStore(
    (listener) => list.subscribe(listener),
    () => list.badgeText.peek(),
  );
  return (
    <>
      <button
        type="button"
        className="fleet-portal-icon-button fleet-portal-bell"
        aria-label={count === 0 ? texts.liveNotificationsNone : texts.liveNotificationsCount(badge)}
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Icon name="bell" />
        {badge ? (
          <span className="fleet-portal-bell__badge" aria-hidden="true" data-testid="notification-badge">
            {badge}
          </span>
        ) : null}
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <NotificationDrawerHost isOpen={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
