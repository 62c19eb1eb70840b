import { ACCOUNT_MAIL_TEXTS } from '@fleetkit/sdk-core/labels/server';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { hashPassword } from '../../auth/passwords';
import type { ServerContext } from '../../context';
import { oneTimeCodes, users } from '../../db/schema';
import { userIsActive } from '../../http/authHook';
import { HttpError } from '../../http/HttpError';
import { parse } from '../../http/parse';
import { serverTextsFor } from '../userLanguage';
import { CODE_PURPOSE, PASSWORD_RESET_TTL_MS } from './accountRules';
import { notifierFor } from './notifierFor';
import { hashResetToken, newResetToken } from './oneTimeSecrets';
import { newPasswordField } from './RegistrationService';

/** Body of `POST /api/password/reset` (a form, as Traccar). */
export const passwordResetRequestSchema = z.object({
  email: z
    .string({ message: 'Enter your email' })
    .trim()
    .min(1, 'Enter your email')
    .max(254, 'Enter your email'),
});

/** Body of `POST /api/password/update` (a form, as Traccar). */
export const passwordUpdateSchema = z.object({
  token: z
    .string({ message: 'The reset link is incomplete' })
    .trim()
    .min(1, 'The reset link is incomplete')
    .max(200, 'The reset link is not valid'),
  password: newPasswordField,
});

const INVALID_LINK = 'This reset link is not valid. Ask for a new one.';

/**
 * Traccar's password reset: `request` mails a link with a single-use token valid for one hour
 * (`<base>/reset-password?passwordReset=<token>`), and `update` sets the new password with it and ends
 * every session of the account. Nothing tells the caller whether an email has an account. Share guests
 * (temporary users), demo users and disabled or expired accounts get no link.
 */
export class PasswordResetService {
  readonly #ctx: ServerContext;

  constructor(ctx: ServerContext) {
    this.#ctx = ctx;
  }

  /** Mails a reset link to the account with this email, if there is one that may reset. */
  async request(input: unknown, baseUrl: string): Promise<void> {
    const { email } = parse(passwordResetRequestSchema, input);
    const [user] = await this.#ctx.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1);
    if (!user || user.temporary || user.demo || !userIsActive(user)) return;
    const token = newResetToken();
    await this.#ctx.db.insert(oneTimeCodes).values({
      purpose: CODE_PURPOSE.passwordReset,
      target: String(user.id),
      codeHash: hashResetToken(token),
      expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS),
    });
    const link = `${baseUrl.replace(/\/$/, '')}/reset-password?passwordReset=${encodeURIComponent(token)}`;
    const texts = await serverTextsFor(user);
    const { passwordReset } = texts.texts(ACCOUNT_MAIL_TEXTS);
    await notifierFor(this.#ctx).send({
      channel: 'email',
      recipient: user.email,
      subject: passwordReset.subject,
      body: passwordReset.body(link, texts.duration(PASSWORD_RESET_TTL_MS / 3_600_000, 'hour')),
    });
  }

  /**
   * Sets the password with a reset token: a 400 for an unknown, used or expired token. The token and every
   * other pending link of the account stop working, and every session of the account ends.
   */
  async update(input: unknown): Promise<void> {
    const { token, password } = parse(passwordUpdateSchema, input);
    const { db } = this.#ctx;
    const [row] = await db
      .select()
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.purpose, CODE_PURPOSE.passwordReset),
          eq(oneTimeCodes.codeHash, hashResetToken(token)),
        ),
      )
      .limit(1);
    if (!row) throw new HttpError(400, 'invalid_token', INVALID_LINK);
    if (row.usedAt)
      throw new HttpError(400, 'token_used', 'This reset link was used already. Ask for a new one.');
    if (row.expiresAt.getTime() <= Date.now()) {
      throw new HttpError(400, 'token_expired', 'This reset link has expired. Ask for a new one.');
    }
    const userId = Number(row.target);
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user || user.temporary) throw new HttpError(400, 'invalid_token', INVALID_LINK);
    const passwordHash = await hashPassword(password);
    // Claimed with a condition, so the same link cannot be used twice at once.
    const [claimed] = await db
      .update(oneTimeCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.usedAt)))
      .returning();
    if (!claimed)
      throw new HttpError(400, 'token_used', 'This reset link was used already. Ask for a new one.');
    await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await db
      .update(oneTimeCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(oneTimeCodes.purpose, CODE_PURPOSE.passwordReset),
          eq(oneTimeCodes.target, String(userId)),
          isNull(oneTimeCodes.usedAt),
        ),
      );
    await this.#ctx.sessions.endUserSessions(userId);
  }
}
