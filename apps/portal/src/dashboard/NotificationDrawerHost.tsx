import { NotificationDrawer } from '@fleetkit/react-widgets';
import { useNavigate } from 'react-router';
import { useFleet } from '../live/LiveFleetContext';
import { WidgetFleetProvider } from '../live/WidgetFleetProvider';
import { useEventNames } from '../ui/eventNames';

/**
 * The 'Live Notifications' drawer (SPEC §2) over the live fleet's notifications: newest first, a
 * vehicle's name opens its tracking screen, closing clears them.
 */
export default function NotificationDrawerHost({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
}) {
  const navigate = useNavigate();
  const fleet = useFleet();
  const eventNames = useEventNames();
  return (
    <WidgetFleetProvider>
      <NotificationDrawer
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        eventNames={eventNames}
        onDeviceClick={(id) => {
          // Leaving through a vehicle's name closes the drawer, and closing clears it (SPEC §2).
          fleet.notifications.clearAll();
          onOpenChange(false);
          navigate(`/dashboard/vehicle/all-vehicles/${id}`);
        }}
      />
    </WidgetFleetProvider>
  );
}
