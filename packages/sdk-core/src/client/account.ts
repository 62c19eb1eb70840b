import * as z from 'zod/mini';
import { isoDateTime } from '../schema/common';
import { userSchema } from '../schema/user';
import type { FleetHttp } from './FleetHttp';

/** What the sign-in screens may offer (`GET /api2/account/options`). */
export const accountOptionsSchema = z.looseObject({
  registration: z.boolean(),
  demo: z.boolean(),
  /** A sign-up must carry a TOTP key (`newTotpKey`): the new account signs in with a second factor. */
  totpForce: z.optional(z.boolean()),
});
export type AccountOptions = z.infer<typeof accountOptionsSchema>;

/** One sign-in of the login history. */
export const signInSchema = z.looseObject({
  time: isoDateTime,
  ip: z.nullable(z.string()),
  userAgent: z.nullable(z.string()),
  method: z.string(),
});
export type SignIn = z.infer<typeof signInSchema>;

/** The session check (`GET /api2/account/session`): the signed-in user, or null. */
export const accountSessionSchema = z.looseObject({ user: z.nullable(userSchema) });

const signUpStartedSchema = z.looseObject({ email: z.string(), expiresAt: isoDateTime });

/** Self-service account calls: sign-up with a one-time code, password reset, demo login, history. */
export function accountResource(http: FleetHttp) {
  return {
    options: () => http.json(accountOptionsSchema, 'get', 'api2/account/options'),
    /**
     * The signed-in user, or null when there is no session. Unlike `session.get()` (Traccar's
     * `GET /api/session`, a 404 without a session) a signed-out answer is not a failed request.
     */
    session: async () => (await http.json(accountSessionSchema, 'get', 'api2/account/session')).user,
    /**
     * Sends a one-time code to `email`, in `language` (the page's, else the browser's); the account is
     * created by `verifySignUp`.
     */
    startSignUp: (input: { name: string; email: string; password: string; language?: string }) =>
      http.json(signUpStartedSchema, 'post', 'api2/account/register/start', { json: input }),
    /**
     * A new TOTP key (base32) for an authenticator app, from `POST /api/users/totp` (Traccar's); the server
     * answers 403 unless it offers TOTP (`totpEnable`). Sent with `verifySignUp` where `totpForce` is on.
     */
    newTotpKey: () => http.text('post', 'api/users/totp'),
    /** Creates the account with the code and signs in; `totpKey` where the server forces TOTP (`totpForce`). */
    verifySignUp: (email: string, code: string, totpKey?: string) =>
      http.json(userSchema, 'post', 'api2/account/register/verify', {
        json: totpKey === undefined ? { email, code } : { email, code, totpKey },
      }),
    /** Mails a reset link (always succeeds, whether or not the email has an account). */
    requestPasswordReset: (email: string) => http.empty('post', 'api/password/reset', { form: { email } }),
    /** Sets a new password with the token of a reset link. */
    resetPassword: (token: string, password: string) =>
      http.empty('post', 'api/password/update', { form: { token, password } }),
    /** Opens a 24-hour demo session on the demo fleet. */
    demo: () => http.json(userSchema, 'post', 'api2/account/demo'),
    /** The signed-in user's sign-ins, newest first (administrators may pass `userId`). */
    loginHistory: (q: { limit?: number; offset?: number; userId?: number } = {}) =>
      http.json(z.array(signInSchema), 'get', 'api2/account/login-history', { query: q }),
  };
}
