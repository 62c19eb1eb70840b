import { isGuestSession } from '@fleetkit/sdk-core';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../session/SessionContext';
import { LoadingScreen } from '../ui/LoadingScreen';

/** `/` (SPEC §2): the dashboard when signed in, /guest for a temporary session, else /login. */
export function IndexRedirect() {
  const { state } = useSession();
  const { search } = useLocation();
  // An `eventId` link is on its way to the event's page (see AppRoot); going elsewhere would race it.
  if (state.status === 'loading' || new URLSearchParams(search).has('eventId')) {
    return <LoadingScreen label="Checking your session" />;
  }
  if (state.status === 'signedOut') return <Navigate to="/login" replace />;
  return <Navigate to={isGuestSession(state.user) ? '/guest' : '/dashboard/home'} replace />;
}
