import { isReadonlySession, MESSAGES, resolveUiFlags, type Server, type User } from '@fleetkit/sdk-core';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { portalTexts } from '../app/PortalLanguage';
import { fleetClient } from '../fleetClient';
import { notify } from '../ui/notify';
import { storedNotificationToken, withoutNotificationToken } from './notificationToken';
import { SessionContext, type SessionState, type SessionValue } from './SessionContext';

/** The server record, or null: a failure to read it renders nothing of it (SPEC §8). */
async function readServer(): Promise<Server | null> {
  try {
    return await fleetClient.server.get();
  } catch {
    return null;
  }
}

/**
 * Holds the session for the whole app (SPEC §4): checks it once at start (a `token` query parameter opens
 * a token session first, then the same path is shown without it) and logs out. The live socket and the
 * caches belong to the session-protected layouts, which register what to clear with `onSignOut`, so
 * the sign-in pages load neither.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  const stateRef = useRef(state);
  stateRef.current = state;
  const checked = useRef(false);
  const tokenInFlight = useRef<string | null>(null);
  const signOutListeners = useRef(new Set<() => void>());

  const signedIn = useCallback(async (user: User) => {
    const server = await readServer();
    setState({ status: 'signedIn', user, server, flags: resolveUiFlags(user, server) });
  }, []);

  // A `token` query parameter (a share link's) opens a session with it, then the same path is shown
  // without it; otherwise the session is checked once, at start.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const token = params.get('token');
    if (token) {
      if (tokenInFlight.current === token) return;
      tokenInFlight.current = token;
      checked.current = true;
      setState({ status: 'loading' });
      void (async () => {
        try {
          await signedIn(await fleetClient.session.get(token));
        } catch {
          setState({ status: 'signedOut' });
        }
        params.delete('token');
        const search = params.toString();
        navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
        tokenInFlight.current = null;
      })();
      return;
    }
    if (checked.current) return;
    checked.current = true;
    // `GET /api2/account/session` answers a signed-out start with 200 and no user: Traccar's
    // `GET /api/session` would answer 404, a failed request in the browser console on every visit.
    fleetClient.account.session().then(
      (user) => (user ? signedIn(user) : setState({ status: 'signedOut' })),
      () => setState({ status: 'signedOut' }),
    );
  }, [location.pathname, location.search, navigate, signedIn]);

  const sessionEnded = useCallback(() => {
    for (const listener of [...signOutListeners.current]) listener();
    setState({ status: 'signedOut' });
    navigate('/login', { replace: true });
  }, [navigate]);

  const signOut = useCallback(async () => {
    const current = stateRef.current;
    try {
      if (current.status === 'signedIn' && !isReadonlySession(current.user, current.server)) {
        const token = storedNotificationToken();
        const remaining = token
          ? withoutNotificationToken(current.user.attributes.notificationTokens, token)
          : null;
        if (remaining !== null) {
          await fleetClient.users.update(current.user.id, {
            ...current.user,
            attributes: { ...current.user.attributes, notificationTokens: remaining },
          });
        }
      }
      await fleetClient.session.logout();
    } catch {
      const messages = portalTexts(MESSAGES);
      notify.error(messages.logoutFailed, { description: messages.somethingWentWrong });
      return;
    }
    sessionEnded();
  }, [sessionEnded]);

  const updateUser = useCallback(
    (user: User) =>
      setState((previous) =>
        previous.status === 'signedIn'
          ? { ...previous, user, flags: resolveUiFlags(user, previous.server) }
          : previous,
      ),
    [],
  );

  const onSignOut = useCallback((listener: () => void) => {
    signOutListeners.current.add(listener);
    return () => {
      signOutListeners.current.delete(listener);
    };
  }, []);

  const value = useMemo<SessionValue>(
    () => ({ state, signedIn, updateUser, signOut, sessionEnded, onSignOut }),
    [state, signedIn, updateUser, signOut, sessionEnded, onSignOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
