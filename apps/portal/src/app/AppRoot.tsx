import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { SessionProvider } from '../session/SessionProvider';
import { PortalLanguageProvider } from './PortalLanguage';
import { ToasterHost } from './ToasterHost';

/** An `eventId` query parameter opens that event's page (SPEC §2). */
function EventIdRedirect() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const eventId = new URLSearchParams(location.search).get('eventId');
    if (eventId) navigate(`/event/${encodeURIComponent(eventId)}`, { replace: true });
  }, [location.search, navigate]);
  return null;
}

/**
 * The root of every route: the session, the language (the user's, see `PortalLanguageProvider`), the
 * `eventId` redirect and the toasts (bottom-center, until dismissed; SPEC §8).
 */
export function AppRoot() {
  return (
    <SessionProvider>
      <PortalLanguageProvider>
        <EventIdRedirect />
        <Outlet />
        <ToasterHost />
      </PortalLanguageProvider>
    </SessionProvider>
  );
}
