import type { Locale } from '@fleetkit/sdk-core/i18n';
import { ACCOUNT_MAIL_TEXTS } from '@fleetkit/sdk-core/labels/server';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { UserRow } from '../../auth/Access';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { serverFlag, TOTP_KEY_PATTERN } from '../../auth/totp';
import type { ServerContext } from '../../context';
import { oneTimeCodes, serverSettings, users } from '../../db/schema';
import { HttpError } from '../../http/HttpError';
import { parse } from '../../http/parse';
import { serverTexts, userLocale } from '../userLanguage';
import {
  CODE_PURPOSE,
  MIN_PASSWORD_LENGTH,
  REGISTERED_USER_DEVICE_LIMIT,
  REGISTERED_USER_USER_LIMIT,
  SIGN_UP_CODE_DIGITS,
  SIGN_UP_CODE_MAX_ATTEMPTS,
  SIGN_UP_CODE_TTL_MS,
} from './accountRules';
import { notifierFor } from './notifierFor';
import { newSignUpCode } from './oneTimeSecrets';

const INVALID_EMAIL = 'Enter a valid email address';

/** An email a person can receive mail at: trimmed, lower-cased, never a reserved `.invalid` address. */
const emailField = z
  .string({ message: INVALID_EMAIL })
  .trim()
  .toLowerCase()
  .max(254, INVALID_EMAIL)
  .pipe(z.email({ message: INVALID_EMAIL }))
  .refine((email) => !email.endsWith('.invalid'), INVALID_EMAIL);

/** A new password: at least `MIN_PASSWORD_LENGTH` characters. */
export const newPasswordField = z
  .string({ message: 'Enter a password' })
  .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(200, 'Use at most 200 characters');

/** Body of `POST /api2/account/register/start`. */
export const signUpStartSchema = z.object({
  name: z
    .string({ message: 'Enter your name' })
    .trim()
    .min(1, 'Enter your name')
    .max(100, 'Use at most 100 characters'),
  email: emailField,
  password: newPasswordField,
});

/** Body of `POST /api2/account/register/verify`. */
export const signUpVerifySchema = z.object({
  email: emailField,
  code: z.coerce
    .string({ message: `Enter the ${SIGN_UP_CODE_DIGITS}-digit code` })
    .trim()
    .regex(new RegExp(`^\\d{${SIGN_UP_CODE_DIGITS}}$`), `Enter the ${SIGN_UP_CODE_DIGITS}-digit code`),
  /** A TOTP key from `POST /api/users/totp`: required where the server attribute `totpForce` is on. */
  totpKey: z
    .string()
    .trim()
    .toUpperCase()
    .regex(TOTP_KEY_PATTERN, 'totpKey must be a base32 key from POST /api/users/totp')
    .optional(),
});

/** The account waiting in a sign-up code's `payload` (the password already hashed). */
const pendingAccountSchema = z.object({ name: z.string(), email: z.string(), passwordHash: z.string() });

/** What `start` answers, the same whether or not the email has an account already. */
export interface SignUpStarted {
  email: string;
  /** When the code stops working. */
  expiresAt: Date;
}

const whole = (value: unknown, fallback: number) => (Number.isInteger(value) ? (value as number) : fallback);

/**
 * Self-registration with a one-time code. `start` mails a code (only its hash is kept, with the pending
 * account); `verify` checks it and creates the account. Registration is open only while the server
 * setting `registration` is on. An email that has an account already gets a notice instead of a code,
 * and the caller gets the same answer either way, so sign-up never reveals who has an account.
 */
export class RegistrationService {
  readonly #ctx: ServerContext;

  constructor(ctx: ServerContext) {
    this.#ctx = ctx;
  }

  /** Whether self-registration is on (the `registration` server setting). */
  async isOpen(): Promise<boolean> {
    return (await this.#settings()).registration;
  }

  /**
   * Validates the sign-up form and mails a code (or, for a known email, a notice in its account's
   * language); the code's mail is in `locale`, the language the sign-up was made in.
   */
  async start(input: unknown, locale: Locale = 'en'): Promise<SignUpStarted> {
    const body = parse(signUpStartSchema, input);
    await this.#assertOpen();
    const code = newSignUpCode();
    // Both hashes are computed on every path so the answer takes as long for a known email.
    const [passwordHash, codeHash] = await Promise.all([hashPassword(body.password), hashPassword(code)]);
    const expiresAt = new Date(Date.now() + SIGN_UP_CODE_TTL_MS);
    const existing = await this.#userByEmail(body.email);
    const notifier = notifierFor(this.#ctx);
    if (existing) {
      const { signUpTaken } = (await serverTexts(userLocale(existing))).texts(ACCOUNT_MAIL_TEXTS);
      await notifier.send({
        channel: 'email',
        recipient: existing.email,
        subject: signUpTaken.subject,
        body: signUpTaken.body(existing.email),
      });
      return { email: body.email, expiresAt };
    }
    const { db } = this.#ctx;
    // A new code replaces any earlier one for the same email.
    await db
      .delete(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.purpose, CODE_PURPOSE.register),
          eq(oneTimeCodes.target, body.email),
          isNull(oneTimeCodes.usedAt),
        ),
      );
    await db.insert(oneTimeCodes).values({
      purpose: CODE_PURPOSE.register,
      target: body.email,
      codeHash,
      payload: { name: body.name, email: body.email, passwordHash },
      expiresAt,
    });
    const texts = await serverTexts(locale);
    const { signUpCode } = texts.texts(ACCOUNT_MAIL_TEXTS);
    await notifier.send({
      channel: 'email',
      recipient: body.email,
      subject: signUpCode.subject,
      body: signUpCode.body(code, texts.duration(SIGN_UP_CODE_TTL_MS / 60_000, 'minute')),
    });
    return { email: body.email, expiresAt };
  }

  /**
   * Checks the code and creates the account: a regular user with the default limits. A wrong code is a
   * 400 that says how many attempts are left; an expired, spent or missing one is a 400 too.
   */
  async verify(input: unknown): Promise<UserRow> {
    const body = parse(signUpVerifySchema, input);
    const settings = await this.#assertOpen();
    // Traccar's `totpForce`: a new account signs in with a second factor from the start.
    if (serverFlag(settings.attributes.totpForce) && !body.totpKey)
      throw HttpError.badRequest('One-time password key is required');
    const { db } = this.#ctx;
    const [pending] = await db
      .select()
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.purpose, CODE_PURPOSE.register),
          eq(oneTimeCodes.target, body.email),
          isNull(oneTimeCodes.usedAt),
        ),
      )
      .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
      .limit(1);
    if (!pending)
      throw new HttpError(400, 'no_code', 'No sign-up is waiting for this email. Ask for a new code.');
    if (pending.expiresAt.getTime() <= Date.now()) {
      throw new HttpError(400, 'code_expired', 'The code expired. Ask for a new code.');
    }
    if (pending.attempts >= SIGN_UP_CODE_MAX_ATTEMPTS) throw this.#spent();
    if (!(await verifyPassword(body.code, pending.codeHash))) {
      const [counted] = await db
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(and(eq(oneTimeCodes.id, pending.id), lt(oneTimeCodes.attempts, SIGN_UP_CODE_MAX_ATTEMPTS)))
        .returning();
      const attemptsLeft = counted ? SIGN_UP_CODE_MAX_ATTEMPTS - counted.attempts : 0;
      if (attemptsLeft === 0) throw this.#spent();
      throw new HttpError(
        400,
        'wrong_code',
        `Wrong code. ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`,
        { attemptsLeft },
      );
    }
    // Claimed with a condition, so two requests with the same code create one account.
    const [claimed] = await db
      .update(oneTimeCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(oneTimeCodes.id, pending.id), isNull(oneTimeCodes.usedAt)))
      .returning();
    if (!claimed)
      throw new HttpError(400, 'no_code', 'This code was used already. Sign in, or ask for a new code.');
    const account = pendingAccountSchema.parse(claimed.payload);
    if (await this.#userByEmail(account.email)) {
      throw HttpError.conflict('An account with this email exists already. Sign in instead.');
    }
    const [user] = await db
      .insert(users)
      .values({
        name: account.name,
        email: account.email,
        passwordHash: account.passwordHash,
        totpKey: body.totpKey ?? null,
        deviceLimit: whole(settings.attributes['users.defaultDeviceLimit'], REGISTERED_USER_DEVICE_LIMIT),
        userLimit: whole(settings.attributes['users.defaultUserLimit'], REGISTERED_USER_USER_LIMIT),
        attributes: {},
      })
      .returning();
    if (!user) throw new Error('user insert returned nothing');
    return user;
  }

  #spent() {
    return new HttpError(400, 'code_spent', 'Too many wrong codes. Ask for a new code.', { attemptsLeft: 0 });
  }

  async #settings() {
    const [settings] = await this.#ctx.db.select().from(serverSettings).where(eq(serverSettings.id, 1));
    if (!settings) throw new Error('Server settings are missing');
    return settings;
  }

  async #assertOpen() {
    const settings = await this.#settings();
    if (!settings.registration) {
      throw HttpError.forbidden(
        'Registration is turned off on this server. Ask an administrator for an account.',
      );
    }
    return settings;
  }

  async #userByEmail(email: string): Promise<UserRow | undefined> {
    const [user] = await this.#ctx.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1);
    return user;
  }
}
