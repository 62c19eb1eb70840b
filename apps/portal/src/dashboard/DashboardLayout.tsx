import { useTexts } from '@fleetkit/react-widgets';
import { isGuestSession, MESSAGES, SIDEBAR_WIDTH_CLOSED, SIDEBAR_WIDTH_OPEN } from '@fleetkit/sdk-core';
import { SHELL_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { createSettingsStore, type SettingsStore } from '@fleetkit/sdk-core/settings';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LiveFleetProvider } from '../live/LiveFleetProvider';
import { useSession } from '../session/SessionContext';
import { LoadingScreen } from '../ui/LoadingScreen';
import { notify } from '../ui/notify';
import { SettingsContext, useSettings } from './SettingsContext';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import './dashboard.css';

function DashboardFrame() {
  const { store, settings } = useSettings();
  const texts = useTexts(SHELL_TEXTS);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const open = settings.sidebarOpen;

  // The phone drawer closes whenever the page changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each page change on purpose
  useEffect(() => setDrawerOpen(false), [pathname]);

  const width = open ? SIDEBAR_WIDTH_OPEN : SIDEBAR_WIDTH_CLOSED;
  return (
    <div
      className="fleet-portal-layout"
      data-sidebar={open ? 'open' : 'closed'}
      data-drawer={drawerOpen ? 'open' : 'closed'}
      style={
        {
          '--fleet-portal-sidebar-width': `calc(${width} * var(--fleet-portal-unit))`,
          '--fleet-portal-sidebar-open-width': `calc(${SIDEBAR_WIDTH_OPEN} * var(--fleet-portal-unit))`,
        } as React.CSSProperties
      }
    >
      <Sidebar
        open={open || drawerOpen}
        onToggle={() => {
          if (drawerOpen) setDrawerOpen(false);
          else void store?.update('sidebarOpen', !open);
        }}
        onNavigate={() => setDrawerOpen(false)}
      />
      {drawerOpen ? (
        <button
          type="button"
          className="fleet-portal-layout__scrim"
          aria-label={texts.closeMenu}
          onClick={() => setDrawerOpen(false)}
        />
      ) : null}
      <div className="fleet-portal-layout__main">
        <TopBar onOpenMenu={() => setDrawerOpen(true)} />
        <main className="fleet-portal-page">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/**
 * The session-protected layout (SPEC §2): sidebar, top bar and the page. Without a session it goes to
 * /login; a temporary (guest) session is told 'Unauthorized!' and sent to /guest (SPEC §6).
 */
export function DashboardLayout() {
  const { state } = useSession();
  const userId = state.status === 'signedIn' ? state.user.id : null;
  const guest = state.status === 'signedIn' && isGuestSession(state.user);
  const [store, setStore] = useState<SettingsStore | null>(null);

  useEffect(() => {
    if (userId === null) return;
    const opened = createSettingsStore({ userKey: String(userId) });
    setStore(opened);
    return () => {
      opened.dispose();
      setStore(null);
    };
  }, [userId]);

  const texts = useTexts(SHELL_TEXTS);
  const messages = useTexts(MESSAGES);
  useEffect(() => {
    if (guest) notify.error(messages.unauthorized);
  }, [guest, messages]);

  if (state.status === 'loading') return <LoadingScreen label={texts.checkingSession} />;
  if (state.status === 'signedOut') return <Navigate to="/login" replace />;
  if (guest) return <Navigate to="/guest" replace />;
  return (
    <LiveFleetProvider>
      <SettingsContext.Provider value={store}>
        <DashboardFrame />
      </SettingsContext.Provider>
    </LiveFleetProvider>
  );
}
