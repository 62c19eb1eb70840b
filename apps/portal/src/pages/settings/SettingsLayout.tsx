import { useTexts } from '@fleetkit/react-widgets';
import { MENU_TEXTS, SETTINGS_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { NavLink, Outlet } from 'react-router';
import { SETTINGS_PAGES } from '../../dashboard/menu';
import './settings.css';

/** /dashboard/settings: tabs for general, account, notification and login history settings. */
export function SettingsLayout() {
  const texts = useTexts(SETTINGS_TEXTS);
  const menu = useTexts(MENU_TEXTS);
  return (
    <div className="fleet-portal-settings">
      <nav className="fleet-portal-tabs" aria-label={texts.tabs}>
        {SETTINGS_PAGES.map((page) => (
          <NavLink key={page.path} to={`/dashboard/settings/${page.path}`} className="fleet-portal-tabs__tab">
            {menu[page.text]}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
