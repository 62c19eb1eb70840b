import { useLocation, useNavigate } from 'react-router';
import { Icon } from '../ui/Icon';
import { NotificationBell } from './NotificationBell';
import { topBarFor } from './topBarFor';
import { UserMenu } from './UserMenu';

/** The dashboard's top bar (SPEC §2): title of the current page, back button, bell and user menu. */
export function TopBar({ onOpenMenu }: { onOpenMenu(): void }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { title, back } = topBarFor(pathname);
  return (
    <header className="fleet-portal-topbar">
      <button
        type="button"
        className="fleet-portal-icon-button fleet-portal-topbar__menu"
        aria-label="Open menu"
        onClick={onOpenMenu}
      >
        <Icon name="menu" />
      </button>
      {back ? (
        <button
          type="button"
          className="fleet-portal-icon-button"
          aria-label="Back"
          onClick={() => navigate(-1)}
        >
          <Icon name="back" />
        </button>
      ) : null}
      <h1 className="fleet-portal-topbar__title">{title}</h1>
      <div className="fleet-portal-topbar__end">
        <NotificationBell />
        <UserMenu />
      </div>
    </header>
  );
}
