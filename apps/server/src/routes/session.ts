import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import type { UserRow } from '../auth/Access';
import { verifyPassword } from '../auth/passwords';
import { isTotpCodeValid } from '../auth/totp';
import { currentUser } from '../context';
import { loginHistory, users } from '../db/schema';
import { AccountLimit } from '../http/AccountLimit';
import { SESSION_COOKIE, userIsActive } from '../http/authHook';
import { HttpError } from '../http/HttpError';
import { parse } from '../http/parse';
import { toUser } from '../http/serialize';
import { SIGN_IN_ACCOUNT_WINDOW_MS } from '../services/accounts/accountRules';
import { recordAction } from '../services/actionLog';
import { ShareLinks } from '../services/ShareLinks';

const revokeSchema = z.object({
  token: z
    .string({ message: 'token is required' })
    .trim()
    .min(1, 'token is required')
    .max(4096, 'token is too long'),
});

const loginSchema = z.object({
  email: z.string().trim().min(1, 'Enter your email or login'),
  password: z.string().min(1, 'Enter your password'),
  /** The 6-digit TOTP code, for a user with a `totpKey`. */
  code: z.string().trim().max(16, 'code is too long').optional(),
});

/** Starts a cookie session for the user, records the sign-in and sets the HttpOnly cookie. */
export async function startCookieSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  method: string,
  /** A moment the session must not outlive (the expiry of the token it was opened with). */
  notAfter?: Date,
): Promise<void> {
  const limits = [user.expirationTime, notAfter].filter((d): d is Date => d instanceof Date);
  const expiresAt = limits.length ? new Date(Math.min(...limits.map((d) => d.getTime()))) : undefined;
  const session = await app.ctx.sessions.createSession(user.id, expiresAt);
  await app.ctx.db.insert(loginHistory).values({
    userId: user.id,
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    method,
  });
  reply.setCookie(SESSION_COOKIE, session.value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    expires: session.expiresAt,
  });
}

/** Traccar's session calls: form login, token sessions, logout and API tokens. */
export async function sessionRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const shares = new ShareLinks(ctx);
  const accountLimit = new AccountLimit(app, 'sign-in', {
    max: ctx.config.signInAccountLimit,
    windowMs: SIGN_IN_ACCOUNT_WINDOW_MS,
  });

  app.post(
    '/api/session',
    {
      config: {
        public: true,
        rateLimit: {
          max: ctx.config.loginRateLimit,
          timeWindow: 60_000,
          errorResponseBuilder: (_req, context) =>
            new HttpError(
              429,
              'rate_limited',
              `Too many sign-in attempts. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
            ),
        },
      },
    },
    async (request, reply) => {
      const { email, password, code } = parse(loginSchema, request.body);
      // During a lock-out the password is not checked at all: a right one must not be told from a wrong
      // one, or the lock-out would still answer guesses (docs/decisions/sign-in-lockout.md).
      await accountLimit.assertOpen(request, email);
      const [user] = await ctx.db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      // The hash is checked even for an unknown login, so timing does not reveal which logins exist.
      const ok = await verifyPassword(password, user?.passwordHash ?? 'scrypt$16384$8$1$AAAA$AAAA');
      if (!user || !ok) {
        await accountLimit.hit(request, email);
        throw HttpError.unauthorized('Wrong email or password');
      }
      // Two-factor sign-in (Traccar's): with a key, the password alone asks for the code; a wrong code
      // counts toward the account's lock-out as a wrong password does.
      if (user.totpKey) {
        if (!code) {
          reply.header('WWW-Authenticate', 'TOTP');
          throw HttpError.unauthorized('Enter the code from your authenticator app');
        }
        if (!isTotpCodeValid(user.totpKey, code)) {
          await accountLimit.hit(request, email);
          throw HttpError.unauthorized('Wrong code');
        }
      }
      if (!userIsActive(user)) throw HttpError.unauthorized('This account is disabled or has expired');
      await startCookieSession(app, request, reply, user, user.totpKey ? 'password+totp' : 'password');
      return toUser(user);
    },
  );

  app.get('/api/session', { config: { public: true } }, async (request, reply) => {
    const { token } = request.query as { token?: string };
    if (token) {
      const user = await ctx.sessions.userForToken(token);
      if (!user || !userIsActive(user)) throw HttpError.unauthorized('This link has expired or is not valid');
      await startCookieSession(
        app,
        request,
        reply,
        user,
        'token',
        ctx.sessions.tokenExpiry(token) ?? undefined,
      );
      return toUser(user);
    }
    if (!request.user) throw HttpError.notFound('No session');
    return toUser(request.user);
  });

  app.delete('/api/session', async (request, reply) => {
    const cookie = request.cookies[SESSION_COOKIE];
    if (cookie) {
      await ctx.db.transaction(async (tx) => {
        const userId = await ctx.sessions.endSession(cookie, tx);
        if (userId !== null)
          await recordAction(tx, { userId, address: request.ip || null }, 'logout', {
            objectType: 'user',
            objectId: userId,
          });
      });
    }
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.status(204).send();
  });

  app.post('/api/session/token', async (request, reply) => {
    const user = currentUser(request);
    // A share guest holds what the sharer gave it; a token of its own would outlive a revocation.
    if (user.temporary) throw HttpError.forbidden('A shared session cannot issue tokens');
    const { expiration } = (request.body ?? {}) as { expiration?: string };
    let expiresAt = expiration ? new Date(expiration) : new Date(Date.now() + 7 * 86_400_000);
    if (Number.isNaN(expiresAt.getTime())) throw HttpError.badRequest('expiration must be an ISO-8601 date');
    if (expiresAt.getTime() <= Date.now()) throw HttpError.badRequest('expiration must be in the future');
    // A token never outlives the account that issued it.
    if (user.expirationTime && user.expirationTime < expiresAt) expiresAt = user.expirationTime;
    const token = await ctx.sessions.issueToken(user.id, expiresAt);
    return reply.type('text/plain').send(token);
  });

  app.post('/api/session/token/revoke', async (request, reply) => {
    const user = currentUser(request);
    const { token } = parse(revokeSchema, request.body ?? {});
    // A share token revoked by its sharer (or an administrator) ends the whole share.
    if (await shares.revokeByToken(user, token)) return reply.status(204).send();
    const revoked = await ctx.sessions.revokeToken(token, user.administrator ? null : user.id);
    if (!revoked) throw HttpError.notFound('No such token');
    return reply.status(204).send();
  });
}
