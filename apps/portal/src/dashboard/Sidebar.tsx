import { useTexts } from '@fleetkit/react-widgets';
import { MENU_TEXTS, SHELL_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { NavLink, useLocation } from 'react-router';
import { Icon } from '../ui/Icon';
import { MENU } from './menu';

/** Sidebar entries the product tour points at (`data-tour`, see TourHost). */
const TOUR_TARGETS: Readonly<Record<string, string>> = {
  home: 'dashboard',
  alert: 'alerts',
  geofences: 'geofence',
  report: 'report',
  'help-and-support': 'help-and-support',
};

export interface SidebarProps {
  /** Open with labels, or collapsed to icons (on a phone: the drawer is shown or hidden). */
  open: boolean;
  onToggle(): void;
  /** Called after a link is followed (the phone drawer closes). */
  onNavigate(): void;
}

/**
 * The dashboard's sidebar (SPEC §2): every menu item with its icon; a parent with sub-items links to its
 * own path, which redirects to the first sub-item, and lists its sub-items while one of them is open.
 */
export function Sidebar({ open, onToggle, onNavigate }: SidebarProps) {
  const { pathname } = useLocation();
  const texts = useTexts(SHELL_TEXTS);
  const menu = useTexts(MENU_TEXTS);
  return (
    <nav className="fleet-portal-sidebar" aria-label={texts.mainNavigation} data-open={open}>
      <div className="fleet-portal-sidebar__head">
        <span className="fleet-portal-brand">{open ? 'Fleetkit' : 'F'}</span>
      </div>
      <ul className="fleet-portal-sidebar__list">
        {MENU.map((item) => {
          const base = `/dashboard/${item.path}`;
          const active = pathname === base || pathname.startsWith(`${base}/`);
          return (
            <li key={item.path}>
              <NavLink
                to={base}
                data-tour={TOUR_TARGETS[item.path]}
                className="fleet-portal-sidebar__link"
                title={open ? undefined : menu[item.text]}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
              >
                <Icon name={item.icon} />
                <span className="fleet-portal-sidebar__label">{menu[item.text]}</span>
              </NavLink>
              {item.children && active && open ? (
                <ul className="fleet-portal-sidebar__sublist">
                  {item.children.map((child) => (
                    <li key={child.path}>
                      <NavLink
                        to={`/dashboard/${child.path}`}
                        className="fleet-portal-sidebar__sublink"
                        onClick={onNavigate}
                      >
                        {menu[child.text]}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="fleet-portal-sidebar__toggle"
        onClick={onToggle}
        aria-label={open ? texts.collapseSidebar : texts.expandSidebar}
        aria-expanded={open}
      >
        <Icon name={open ? 'chevronLeft' : 'chevronRight'} />
      </button>
    </nav>
  );
}
