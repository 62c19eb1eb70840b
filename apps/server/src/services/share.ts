import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { UserRow } from '../auth/Access';
import type { ServerContext } from '../context';
import { devices, links, users } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { addLink } from './links';

/**
 * Shares one device read-only: a temporary user that sees only that device until `expiresAt` (never
 * later than the sharer's own expiry), reused for the same sharer and device, and a token for it.
 */
export async function shareDevice(
  ctx: ServerContext,
  sharer: UserRow,
  deviceId: number,
  requested: Date,
): Promise<{ token: string; expiresAt: Date }> {
  await ctx.access.authorize(sharer, 'device', deviceId, 'read');
  if (sharer.temporary) throw HttpError.forbidden('A shared session cannot share again');
  // A share creates a guest account and a token: a change, which read-only users do not make.
  if (!ctx.access.canWriteAnything(sharer)) throw HttpError.forbidden('This account is read-only');
  if (Number.isNaN(requested.getTime())) throw HttpError.badRequest('expiration must be an ISO-8601 date');
  if (requested.getTime() <= Date.now()) throw HttpError.badRequest('expiration must be in the future');
  const expiresAt =
    sharer.expirationTime && sharer.expirationTime < requested ? sharer.expirationTime : requested;
  const [device] = await ctx.db.select().from(devices).where(eq(devices.id, deviceId));
  if (!device) throw HttpError.notFound(`No device with id ${deviceId}`);

  const shareEmail = `share.${sharer.id}.${device.id}@share.invalid`;
  const [existing] = await ctx.db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${shareEmail}`, eq(users.temporary, true)));
  let guest = existing;
  if (guest) {
    const later =
      !guest.expirationTime || guest.expirationTime < expiresAt ? expiresAt : guest.expirationTime;
    [guest] = await ctx.db
      .update(users)
      .set({ expirationTime: later })
      .where(eq(users.id, guest.id))
      .returning();
  } else {
    [guest] = await ctx.db
      .insert(users)
      .values({
        name: device.name,
        email: shareEmail,
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
  }
  if (!guest) throw new Error('share user could not be saved');
  // Exactly one device: drop any other links a reused user might carry.
  await ctx.db.delete(links).where(and(eq(links.ownerType, 'user'), eq(links.ownerId, guest.id)));
  await addLink(ctx, 'user', guest.id, 'device', device.id);
  await addLink(ctx, 'user', sharer.id, 'user', guest.id);
  const token = await ctx.sessions.issueToken(guest.id, expiresAt);
  return { token, expiresAt };
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
