import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { serverFlag } from '../../auth/totp';
import { currentUser } from '../../context';
import { serverSettings, users } from '../../db/schema';
import { AccountLimit } from '../../http/AccountLimit';
import { ownOrigin } from '../../http/authHook';
import { HttpError } from '../../http/HttpError';
import { idField, parse } from '../../http/parse';
import { toUser } from '../../http/serialize';
import {
  ACCOUNT_LIST_DEFAULT_LIMIT,
  ACCOUNT_LIST_MAX_LIMIT,
  DEMO_LOGIN_RATE_LIMIT,
  PASSWORD_RESET_ACCOUNT_LIMIT,
  PASSWORD_RESET_RATE_LIMIT,
  PASSWORD_UPDATE_RATE_LIMIT,
  type RateLimitRule,
  SIGN_UP_START_ACCOUNT_LIMIT,
  SIGN_UP_START_RATE_LIMIT,
  SIGN_UP_VERIFY_ACCOUNT_LIMIT,
  SIGN_UP_VERIFY_RATE_LIMIT,
} from '../../services/accounts/accountRules';
import { createDemoUser } from '../../services/accounts/demoUsers';
import { listOutbox } from '../../services/accounts/listOutbox';
import { listSignIns } from '../../services/accounts/listSignIns';
import { PasswordResetService } from '../../services/accounts/PasswordResetService';
import { RegistrationService } from '../../services/accounts/RegistrationService';
import { requestLocale } from '../../services/userLanguage';
import { startCookieSession } from '../session';

const limitMessage = `limit must be a whole number from 1 to ${ACCOUNT_LIST_MAX_LIMIT}`;
const pageQuery = z.object({
  limit: z.coerce
    .number({ message: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(ACCOUNT_LIST_MAX_LIMIT, limitMessage)
    .default(ACCOUNT_LIST_DEFAULT_LIMIT),
  offset: z.coerce
    .number({ message: 'offset must be zero or more' })
    .int('offset must be zero or more')
    .min(0, 'offset must be zero or more')
    .default(0),
});
const signInsQuery = pageQuery.extend({
  userId: idField('userId').optional(),
});
const outboxQuery = pageQuery.extend({ recipient: z.string().trim().min(1).optional() });

/** Per-IP rate limit of a public call, answered with 429 and when to try again. */
function perIp(rule: RateLimitRule) {
  return {
    max: rule.max,
    timeWindow: rule.windowMs,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
      new HttpError(
        429,
        'rate_limited',
        `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      ),
  };
}

/** The email a public account call is about, as sent (the service validates it); '' without one. */
function emailOf(body: unknown): string {
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

/**
 * Self-service accounts: sign-up with a one-time code, Traccar's password reset, the demo login, a
 * user's sign-in history and, for administrators, the outbox of messages the server would send.
 * Codes and links go through the server's notifier (`setNotifier`), the outbox by default.
 */
export async function accountRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const registration = new RegistrationService(ctx);
  const passwordReset = new PasswordResetService(ctx);
  const perAccount = {
    signUpStart: new AccountLimit(app, 'sign-up-start', SIGN_UP_START_ACCOUNT_LIMIT),
    signUpVerify: new AccountLimit(app, 'sign-up-verify', SIGN_UP_VERIFY_ACCOUNT_LIMIT),
    passwordReset: new AccountLimit(app, 'password-reset', PASSWORD_RESET_ACCOUNT_LIMIT),
  };
  /** Counts a call against the account it names (when it names one). */
  const hit = async (limit: AccountLimit, request: FastifyRequest) => {
    const email = emailOf(request.body);
    if (email) await limit.hit(request, email);
  };

  // A reset link carries a secret: built from the Host header, a forged Host would send it elsewhere.
  // Only the demo, which runs on a laptop, may take the address each request came to.
  if (!ctx.config.publicUrl && !ctx.config.demo) {
    ctx.log.warn('publicUrl is not set: password reset mails are refused until --public-url is set.');
  }
  /** Where reset links point: the configured public URL (the request's own address in the demo). */
  const linkBase = (request: FastifyRequest) => {
    if (ctx.config.publicUrl) return ctx.config.publicUrl;
    if (ctx.config.demo) return ownOrigin(request);
    throw new HttpError(
      503,
      'public_url_missing',
      'Password reset is not available: this server has no public URL (--public-url). Ask an administrator.',
    );
  };

  // `totpForce`: a sign-up must carry a TOTP key (from `POST /api/users/totp`), as Traccar's.
  app.get('/api2/account/options', { config: { public: true } }, async () => {
    const [server] = await ctx.db.select().from(serverSettings).where(eq(serverSettings.id, 1));
    return {
      registration: await registration.isOpen(),
      demo: ctx.config.demo,
      totpForce: serverFlag(server?.attributes.totpForce),
    };
  });

  // The session check of a web app's start: 200 with `user: null` when signed out, where Traccar's
  // `GET /api/session` answers 404, which browsers log as a failed request on every signed-out start.
  app.get('/api2/account/session', { config: { public: true } }, async (request) => ({
    user: request.user ? toUser(request.user) : null,
  }));

  app.post(
    '/api2/account/register/start',
    { config: { public: true, rateLimit: perIp(SIGN_UP_START_RATE_LIMIT) } },
    async (request, reply) => {
      await hit(perAccount.signUpStart, request);
      // The code's mail speaks the language the page asked in (`language`), else the browser's.
      const asked = (request.body as { language?: unknown } | null)?.language;
      return reply
        .status(202)
        .send(
          await registration.start(request.body, requestLocale(asked, request.headers['accept-language'])),
        );
    },
  );

  app.post(
    '/api2/account/register/verify',
    { config: { public: true, rateLimit: perIp(SIGN_UP_VERIFY_RATE_LIMIT) } },
    async (request, reply) => {
      await hit(perAccount.signUpVerify, request);
      const user = await registration.verify(request.body);
      await startCookieSession(app, request, reply, user, 'register');
      return toUser(user);
    },
  );

  app.post(
    '/api/password/reset',
    { config: { public: true, rateLimit: perIp(PASSWORD_RESET_RATE_LIMIT) } },
    async (request, reply) => {
      const base = linkBase(request);
      await hit(perAccount.passwordReset, request);
      await passwordReset.request(request.body, base);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/password/update',
    { config: { public: true, rateLimit: perIp(PASSWORD_UPDATE_RATE_LIMIT) } },
    async (request, reply) => {
      await passwordReset.update(request.body);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api2/account/demo',
    {
      config: {
        public: true,
        rateLimit: perIp({ ...DEMO_LOGIN_RATE_LIMIT, max: ctx.config.demoLoginsPerHour }),
      },
    },
    async (request, reply) => {
      if (!ctx.config.demo) throw HttpError.notFound('The demo login is not enabled on this server');
      const user = await createDemoUser(ctx);
      await startCookieSession(app, request, reply, user, 'demo');
      return toUser(user);
    },
  );

  app.get('/api2/account/login-history', async (request) => {
    const user = currentUser(request);
    const query = parse(signInsQuery, request.query);
    const userId = query.userId ?? user.id;
    if (userId !== user.id) {
      if (!user.administrator) throw HttpError.forbidden("Only administrators read another user's sign-ins");
      const [subject] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!subject) throw HttpError.notFound(`No user with id ${userId}`);
    }
    return listSignIns(ctx.db, userId, query);
  });

  app.get('/api2/account/outbox', async (request) => {
    const user = currentUser(request);
    if (!user.administrator) throw HttpError.forbidden('Only administrators read the outbox');
    return listOutbox(ctx.db, parse(outboxQuery, request.query));
  });
}
