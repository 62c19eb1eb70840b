import { isGuestSession } from '@fleetkit/sdk-core';
import { Navigate } from 'react-router';
import { useSession } from '../session/SessionContext';
import { LoadingScreen } from '../ui/LoadingScreen';

/** `/` (SPEC §2): the dashboard when signed in, /guest for a temporary session, else /login. */
export function IndexRedirect() {
  const { state } = useSession();
  if (state.status === 'loading') return <LoadingScreen label="Checking your session" />;
  if (state.status === 'signedOut') return <Navigate to="/login" replace />;
  return <Navigate to={isGuestSession(state.user) ? '/guest' : '/dashboard/home'} replace />;
}
