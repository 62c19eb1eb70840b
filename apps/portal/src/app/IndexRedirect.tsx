import { useTexts } from '@fleetkit/react-widgets';
import { isGuestSession } from '@fleetkit/sdk-core';
import { SHELL_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../session/SessionContext';
import { LoadingScreen } from '../ui/LoadingScreen';

/** `/` (SPEC §2): the dashboard when signed in, /guest for a temporary session, else /login. */
export function IndexRedirect() {
  const { state } = useSession();
  const { search } = useLocation();
  const texts = useTexts(SHELL_TEXTS);
  // An `eventId` link is on its way to the event's page (see AppRoot); going elsewhere would race it.
  if (state.status === 'loading' || new URLSearchParams(search).has('eventId')) {
    return <LoadingScreen label={texts.checkingSession} />;
  }
  if (state.status === 'signedOut') return <Navigate to="/login" replace />;
  return <Navigate to={isGuestSession(state.user) ? '/guest' : '/dashboard/home'} replace />;
}
