import { Secret, TOTP } from 'otpauth';

/** A stored key: base32 (RFC 4648, no padding), 80 to 640 bits. */
export const TOTP_KEY_PATTERN = /^[A-Z2-7]{16,128}$/;

/**
 * A new TOTP secret as Traccar's authenticator makes them: 160 random bits, base32 (32 characters),
 * for the standard parameters every authenticator app uses (SHA-1, 6 digits, 30-second steps).
 */
export function newTotpKey(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * Whether `code` is the key's code now, or one step (30 s) before or after, as Traccar accepts. The code
 * may come without its leading zeros (Traccar reads it as a number).
 */
export function isTotpCodeValid(key: string, code: string): boolean {
  if (!/^\d{1,6}$/.test(code) || !TOTP_KEY_PATTERN.test(key)) return false;
  const totp = new TOTP({ secret: Secret.fromBase32(key) });
  return totp.validate({ token: code.padStart(6, '0'), window: 1 }) !== null;
}

/** A server attribute that is on (`totpEnable`, `totpForce`): `true`, or the text `true` as Traccar stores it. */
export const serverFlag = (value: unknown) => value === true || value === 'true';
