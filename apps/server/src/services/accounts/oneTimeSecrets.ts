import { createHash, randomBytes, randomInt } from 'node:crypto';
import { SIGN_UP_CODE_DIGITS } from './accountRules';

/** A sign-up code: `SIGN_UP_CODE_DIGITS` random digits, leading zeros kept (`'004917'`). */
export function newSignUpCode(): string {
  return String(randomInt(0, 10 ** SIGN_UP_CODE_DIGITS)).padStart(SIGN_UP_CODE_DIGITS, '0');
}

/** A password reset token: 256 random bits, URL-safe. */
export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What is stored for a reset token: its SHA-256, so a database leak reveals no working link. (A token has
 * 256 random bits, so a fast hash suffices; six-digit codes are hashed with scrypt instead.)
 */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
