import { userSchema } from '../schema/user';
import type { FleetHttp } from './FleetHttp';

/** Session calls (Traccar): form login, token sessions, logout. */
export function sessionResource(http: FleetHttp) {
  return {
    /** The signed-in user; with `token`, turns a token (e.g. a share link's) into a cookie session. */
    get: (token?: string) => http.json(userSchema, 'get', 'api/session', { query: { token } }),
    /**
     * Signs in with a form post (`email`, `password`), as Traccar expects. A user with a TOTP key also
     * sends `code`; without it the server answers 401 with `WWW-Authenticate: TOTP`.
     */
    login: (email: string, password: string, code?: string) =>
      http.json(userSchema, 'post', 'api/session', {
        form: code === undefined ? { email, password } : { email, password, code },
      }),
    /** Signs out (`DELETE /api/session`). */
    logout: () => http.empty('delete', 'api/session'),
    /** Issues a signed, revocable token, valid until `expiration`. */
    createToken: (expiration?: Date | string) =>
      http.text('post', 'api/session/token', {
        form: expiration ? { expiration: new Date(expiration).toISOString() } : {},
      }),
    /** Revokes a token issued by `createToken`. */
    revokeToken: (token: string) => http.empty('post', 'api/session/token/revoke', { form: { token } }),
  };
}
