/**
 * The numbers of self-service accounts: sign-up codes, password reset links, demo accounts and the
 * per-IP rate limits of their public calls. Written once; routes, services and tests import them.
 */

/** Digits of a sign-up code. */
export const SIGN_UP_CODE_DIGITS = 6;
/** A sign-up code is valid this long (ms): 15 minutes. */
export const SIGN_UP_CODE_TTL_MS = 15 * 60_000;
/** Wrong guesses allowed on one sign-up code before it is spent. */
export const SIGN_UP_CODE_MAX_ATTEMPTS = 5;

/** A password reset link is valid this long (ms): 1 hour. */
export const PASSWORD_RESET_TTL_MS = 60 * 60_000;
/** Shortest password a reset or a sign-up accepts. */
export const MIN_PASSWORD_LENGTH = 8;

/** A demo account exists this long after it was opened (ms): 24 hours. */
export const DEMO_ACCOUNT_TTL_MS = 24 * 3_600_000;

/** Devices a self-registered user may add, unless the server attribute `users.defaultDeviceLimit` says otherwise. */
export const REGISTERED_USER_DEVICE_LIMIT = 10;
/** Users a self-registered user may create (0: it manages nobody), unless `users.defaultUserLimit` says otherwise. */
export const REGISTERED_USER_USER_LIMIT = 0;

/** A per-IP rate limit: at most `max` calls per `windowMs`. */
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/** `POST /api2/account/register/start`: a code is mail, so few per IP. */
export const SIGN_UP_START_RATE_LIMIT: RateLimitRule = { max: 5, windowMs: 15 * 60_000 };
/** `POST /api2/account/register/verify`: each code also counts its own wrong guesses. */
export const SIGN_UP_VERIFY_RATE_LIMIT: RateLimitRule = { max: 20, windowMs: 15 * 60_000 };
/** `POST /api/password/reset`: a link is mail, so few per IP. */
export const PASSWORD_RESET_RATE_LIMIT: RateLimitRule = { max: 5, windowMs: 15 * 60_000 };
/** `POST /api/password/update`. */
export const PASSWORD_UPDATE_RATE_LIMIT: RateLimitRule = { max: 20, windowMs: 15 * 60_000 };
/** `POST /api2/account/demo`: each call creates an account (the server's `demoLoginsPerHour` sets `max`). */
export const DEMO_LOGIN_RATE_LIMIT: RateLimitRule = { max: 5, windowMs: 60 * 60_000 };

/**
 * Per-account limits (keyed on the email, whatever the address): attempts spread over many addresses
 * still stop. Sign-in's is a setting (`--sign-in-account-limit`, per 15 minutes).
 */
export const SIGN_IN_ACCOUNT_WINDOW_MS = 15 * 60_000;
/** `POST /api/password/reset`: reset mails one address may receive. */
export const PASSWORD_RESET_ACCOUNT_LIMIT: RateLimitRule = { max: 3, windowMs: 60 * 60_000 };
/** `POST /api2/account/register/start`: sign-up codes one address may receive. */
export const SIGN_UP_START_ACCOUNT_LIMIT: RateLimitRule = { max: 3, windowMs: 60 * 60_000 };
/** `POST /api2/account/register/verify`: code guesses for one address, over all its codes. */
export const SIGN_UP_VERIFY_ACCOUNT_LIMIT: RateLimitRule = { max: 10, windowMs: 60 * 60_000 };

/** Purposes of rows in `one_time_codes`. */
export const CODE_PURPOSE = {
  register: 'register',
  passwordReset: 'password-reset',
} as const;

/** Rows a sign-in history or outbox page holds unless `limit` says otherwise, and at most. */
export const ACCOUNT_LIST_DEFAULT_LIMIT = 50;
export const ACCOUNT_LIST_MAX_LIMIT = 500;
