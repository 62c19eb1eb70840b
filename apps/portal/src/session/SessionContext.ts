import {
  type Server,
  type SessionPermissions,
  sessionPermissions,
  type UiFlags,
  type User,
} from '@fleetkit/sdk-core';
import { createContext, useContext, useMemo } from 'react';

/** Where the session stands: being checked, absent, or a signed-in user with the server record. */
export type SessionState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; user: User; server: Server | null; flags: UiFlags };

export interface SessionValue {
  state: SessionState;
  /** Records a user who just signed in (login, register, demo login, a share token). */
  signedIn(user: User): Promise<void>;
  /** Replaces the signed-in user after an update (account settings). */
  updateUser(user: User): void;
  /** Logs out (SPEC §4): removes this browser's notification token, signs out, clears stores. */
  signOut(): Promise<void>;
  /** The server ended the session (a 401 on the live socket): clears stores and goes to /login. */
  sessionEnded(): void;
  /**
   * Adds what must be cleared when the session ends (stores, caches, the live socket).
   * @returns the function that removes it
   */
  onSignOut(listener: () => void): () => void;
}

export const SessionContext = createContext<SessionValue | null>(null);

/** The session of the portal; only inside `SessionProvider`. */
export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession is used outside SessionProvider');
  return value;
}

/** The signed-in user's session; only on session-protected pages, which render after sign-in. */
export function useSignedInSession() {
  const { state, ...rest } = useSession();
  if (state.status !== 'signedIn') throw new Error('useSignedInSession is used without a session');
  return { ...state, ...rest };
}

/**
 * What the signed-in session may do (sdk-core's `sessionPermissions`, the server's rules): the one check
 * every page's actions use, so a read-only, demo or guest session sees no button that would fail.
 */
export function usePermissions(): SessionPermissions {
  const { user, server } = useSignedInSession();
  return useMemo(() => sessionPermissions(user, server), [user, server]);
}
