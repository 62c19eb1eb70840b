import { randomBytes } from 'node:crypto';
import { isAllowedShareExpiry, SHARE_EXPIRY_HOURS } from '@fleetkit/sdk-core';
import { and, eq, lte } from 'drizzle-orm';
import type { UserRow } from '../auth/Access';
import type { ServerContext } from '../context';
import { devices, users } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { removeAccount } from './accounts/removeAccount';
import { addLink } from './links';

const HOUR_MS = 3_600_000;
/** Tolerance between the client's clock and ours when matching a chosen expiry. */
const SHARE_CLOCK_TOLERANCE_MS = 10 * 60_000;
const EXPIRY_MESSAGE = 'expiration must be 24 hours, 3 days, 7 days or 30 days from now';

/**
 * Reads a share expiry: a number of hours, or an ISO date that many hours from now (within ten minutes
 * of clock difference). Only SPEC's choices are allowed (§5, §9: 24 hours, 3, 7 or 30 days); anything
 * else, a far-off date included, is a 400.
 */
export function shareExpiry(value: unknown, now = Date.now()): Date {
  if (typeof value === 'number') {
    if (!isAllowedShareExpiry(value)) throw HttpError.badRequest(EXPIRY_MESSAGE);
    return new Date(now + value * HOUR_MS);
  }
  const date = new Date(String(value));
  if (Number.isNaN(date.getTime())) throw HttpError.badRequest(EXPIRY_MESSAGE);
  const allowed = SHARE_EXPIRY_HOURS.some(
    (hours) => Math.abs(date.getTime() - (now + hours * HOUR_MS)) <= SHARE_CLOCK_TOLERANCE_MS,
  );
  if (!allowed) throw HttpError.badRequest(EXPIRY_MESSAGE);
  return date;
}

/**
 * Reads the expiry of a share made through Traccar's API. Its web app sends the day picked in a date
 * field (midnight of that day, a week ahead by default), never an exact duration: a future date within
 * the longest offer becomes the offered expiry nearest to it (the shorter on a tie), so the link still
 * lasts 24 hours, 3, 7 or 30 days (SPEC §9). An exact choice, a number of hours, a past date or one
 * beyond 30 days read as {@link shareExpiry} does.
 */
export function traccarShareExpiry(value: unknown, now = Date.now()): Date {
  if (typeof value === 'number') return shareExpiry(value, now);
  const date = new Date(String(value));
  const ahead = date.getTime() - now;
  const longest = Math.max(...SHARE_EXPIRY_HOURS) * HOUR_MS;
  if (Number.isNaN(ahead) || ahead <= 0 || ahead > longest + SHARE_CLOCK_TOLERANCE_MS) {
    return shareExpiry(value, now);
  }
  const nearest = [...SHARE_EXPIRY_HOURS]
    .sort((a, b) => a - b)
    .reduce((best, hours) =>
      Math.abs(hours * HOUR_MS - ahead) < Math.abs(best * HOUR_MS - ahead) ? hours : best,
    );
  return new Date(now + nearest * HOUR_MS);
}

/**
 * Shares one device read-only: a temporary guest user of its own for each share, which sees only that
 * device until `expiresAt` (never later than the sharer's own expiry), and a token for it. A guest per
 * share lets one link be revoked without ending the others (`ShareLinks.revoke`).
 */
export async function shareDevice(
  ctx: ServerContext,
  sharer: UserRow,
  deviceId: number,
  requested: Date,
): Promise<{ token: string; expiresAt: Date; guestId: number }> {
  await ctx.access.authorize(sharer, 'device', deviceId, 'read');
  if (sharer.temporary) throw HttpError.forbidden('A shared session cannot share again');
  // A share creates a guest account and a token: a change, which read-only users do not make.
  if (!ctx.access.canWriteAnything(sharer)) throw HttpError.forbidden('This account is read-only');
  if (requested.getTime() <= Date.now()) throw HttpError.badRequest('expiration must be in the future');
  const expiresAt =
    sharer.expirationTime && sharer.expirationTime < requested ? sharer.expirationTime : requested;
  const [device] = await ctx.db.select().from(devices).where(eq(devices.id, deviceId));
  if (!device) throw HttpError.notFound(`No device with id ${deviceId}`);

  const [guest] = await ctx.db
    .insert(users)
    .values({
      name: device.name,
      email: `share.${sharer.id}.${device.id}.${randomBytes(8).toString('hex')}@share.invalid`,
      passwordHash: null,
      readonly: true,
      deviceReadonly: true,
      limitCommands: true,
      disableReports: true,
      temporary: true,
      expirationTime: expiresAt,
      attributes: { sharedBy: sharer.id },
    })
    .returning();
  if (!guest) throw new Error('share user could not be saved');
  await addLink(ctx, 'user', guest.id, 'device', device.id);
  await addLink(ctx, 'user', sharer.id, 'user', guest.id);
  const token = await ctx.sessions.issueToken(guest.id, expiresAt);
  return { token, expiresAt, guestId: guest.id };
}

/**
 * Removes the guests of shares that ended (expired, or revoked: a revoked guest's expiry is the moment
 * of revocation), with their sessions, tokens and short links. Meant to run on a schedule; returns how
 * many were removed. Without it every share made would leave an account behind.
 */
export async function purgeEndedShareGuests(
  ctx: Pick<ServerContext, 'db' | 'bus'>,
  now: Date = new Date(),
): Promise<number> {
  const ended = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.temporary, true), lte(users.expirationTime, now)));
  let removed = 0;
  for (const { id } of ended) removed += await removeAccount(ctx, id);
  return removed;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An unguessable short-link code: 12 letters and digits drawn without bias (about 71 bits). */
export function shortCode(length = 12): string {
  let code = '';
  while (code.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // 248 = 4 × 62: bytes above it would favour the first letters.
      if (byte < 248 && code.length < length) code += ALPHABET[byte % 62];
    }
  }
  return code;
}
