import { NavLink, Outlet } from 'react-router';
import { SETTINGS_PAGES } from '../../dashboard/menu';
import './settings.css';

/** /dashboard/settings: tabs for general, account, notification and login history settings. */
export function SettingsLayout() {
  return (
    <div className="fleet-portal-settings">
      <nav className="fleet-portal-tabs" aria-label="Settings">
        {SETTINGS_PAGES.map((page) => (
          <NavLink key={page.path} to={`/dashboard/settings/${page.path}`} className="fleet-portal-tabs__tab">
            {page.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
