import { useTexts } from '@fleetkit/react-widgets';
import { MENU_TEXTS, SHELL_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useLocation, useNavigate } from 'react-router';
import { Icon } from '../ui/Icon';
import { NotificationBell } from './NotificationBell';
import { topBarFor } from './topBarFor';
import { UserMenu } from './UserMenu';
import { VehicleSwitcher } from './VehicleSwitcher';

const VEHICLE_ID = /^\/dashboard\/vehicle\/all-vehicles\/(\d+)\/?$/;

/**
 * The dashboard's top bar (SPEC §2): title of the current page, back button, the vehicle switcher on
 * a vehicle's page, bell and user menu.
 */
export function TopBar({ onOpenMenu }: { onOpenMenu(): void }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const texts = useTexts(SHELL_TEXTS);
  const { title, back } = topBarFor(pathname, useTexts(MENU_TEXTS));
  const vehicleId = Number(VEHICLE_ID.exec(pathname)?.[1] ?? Number.NaN);
  return (
    <header className="fleet-portal-topbar">
      <button
        type="button"
        className="fleet-portal-icon-button fleet-portal-topbar__menu"
        aria-label={texts.openMenu}
        onClick={onOpenMenu}
      >
        <Icon name="menu" />
      </button>
      {back ? (
        <button
          type="button"
          className="fleet-portal-icon-button"
          aria-label={texts.back}
          onClick={() => {
            // Back where the user came from; a page opened directly goes up to its list instead.
            const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
            if (index > 0) navigate(-1);
            else navigate(pathname.replace(/\/[^/]+\/?$/, ''), { replace: true });
          }}
        >
          <Icon name="back" />
        </button>
      ) : null}
      <h1 className="fleet-portal-topbar__title">{title}</h1>
      {Number.isInteger(vehicleId) ? <VehicleSwitcher vehicleId={vehicleId} /> : null}
      <div className="fleet-portal-topbar__end">
        <NotificationBell />
        <UserMenu />
      </div>
    </header>
  );
}
