import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { UserRow } from '../auth/Access';
import type { ServerContext } from '../context';
import { links, shortLinks, users } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { removeAllLinks } from './links';

/** An active share of a vehicle: its guest, who made it and when it ends. */
export interface ShareLink {
  /** The share's id (its guest account). */
  id: number;
  deviceId: number;
  sharedBy: { id: number; name: string; email: string } | null;
  createdAt: Date;
  expiresAt: Date | null;
}

type GuestRow = typeof users.$inferSelect;

const sharerOf = (guest: GuestRow): number | null => {
  const id = guest.attributes?.sharedBy;
  return typeof id === 'number' ? id : null;
};

/**
 * The share links of a vehicle: who may see them (its sharer, an administrator, or a user who may
 * change the vehicle) and their revocation. Revoking a share disables its guest, ends every cookie
 * session and token opened from it on every instance (live sockets close), drops its short links and
 * its access to the vehicle.
 */
export class ShareLinks {
  readonly #ctx: ServerContext;

  constructor(ctx: ServerContext) {
    this.#ctx = ctx;
  }

  /** The vehicle's shares that are still running and that `viewer` may revoke, oldest first. */
  async list(viewer: UserRow, deviceId: number): Promise<ShareLink[]> {
    await this.#ctx.access.authorize(viewer, 'device', deviceId, 'read');
    const guests = await this.#activeGuests(deviceId);
    const managesDevice = await this.#managesDevice(viewer, deviceId);
    const mine = guests.filter((g) => managesDevice || sharerOf(g) === viewer.id);
    const sharerIds = [...new Set(mine.map(sharerOf).filter((id): id is number => id !== null))];
    const sharers = sharerIds.length
      ? await this.#ctx.db
          .select({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .where(inArray(users.id, sharerIds))
      : [];
    const byId = new Map(sharers.map((s) => [s.id, s]));
    return mine.map((guest) => ({
      id: guest.id,
      deviceId,
      sharedBy: byId.get(sharerOf(guest) ?? -1) ?? null,
      createdAt: guest.createdAt,
      expiresAt: guest.expirationTime,
    }));
  }

  /** Revokes one share of the vehicle; 404 when it is not running or not the viewer's to revoke. */
  async revoke(viewer: UserRow, deviceId: number, shareId: number): Promise<void> {
    await this.#ctx.access.authorize(viewer, 'device', deviceId, 'read');
    const guest = (await this.#activeGuests(deviceId)).find((g) => g.id === shareId);
    if (!guest || !(sharerOf(guest) === viewer.id || (await this.#managesDevice(viewer, deviceId)))) {
      throw HttpError.notFound(`No share with id ${shareId}`);
    }
    await this.#end(guest, deviceId);
  }

  /**
   * Revokes the share a token belongs to, when `viewer` may: true when it did. A token that is not a
   * share's, or a share the viewer may not revoke, is left to the ordinary token revocation.
   */
  async revokeByToken(viewer: UserRow, token: string): Promise<boolean> {
    const guestId = this.#ctx.sessions.tokenUserId(token);
    if (guestId === null) return false;
    const [device] = await this.#ctx.db
      .select({ id: links.propertyId })
      .from(links)
      .where(and(eq(links.ownerType, 'user'), eq(links.ownerId, guestId), eq(links.propertyType, 'device')));
    if (!device) return false;
    const guest = (await this.#activeGuests(device.id)).find((g) => g.id === guestId);
    if (!guest) return false;
    const may =
      sharerOf(guest) === viewer.id ||
      ((await this.#ctx.access.canRead(viewer, 'device', device.id)) &&
        (await this.#managesDevice(viewer, device.id)));
    if (!may) return false;
    await this.#end(guest, device.id);
    return true;
  }

  async #end(guest: GuestRow, deviceId: number): Promise<void> {
    const { db, sessions } = this.#ctx;
    // Disabled first: from here on no request of the guest passes the auth hook, on any instance.
    await db.update(users).set({ disabled: true, expirationTime: new Date() }).where(eq(users.id, guest.id));
    await sessions.endUserSessions(guest.id);
    const sharer = sharerOf(guest);
    const codes = await db
      .select({ code: shortLinks.code, token: shortLinks.token })
      .from(shortLinks)
      .where(
        and(
          eq(shortLinks.deviceId, deviceId),
          sharer === null ? undefined : eq(shortLinks.createdBy, sharer),
        ),
      );
    const revoked = codes.filter((c) => sessions.tokenUserId(c.token) === guest.id).map((c) => c.code);
    if (revoked.length) await db.delete(shortLinks).where(inArray(shortLinks.code, revoked));
    await removeAllLinks(this.#ctx, 'user', guest.id);
  }

  /** Running guests of the vehicle: temporary, enabled, not yet expired. */
  async #activeGuests(deviceId: number): Promise<GuestRow[]> {
    const rows = await this.#ctx.db
      .select({ guest: users })
      .from(links)
      .innerJoin(users, eq(users.id, links.ownerId))
      .where(
        and(
          eq(links.ownerType, 'user'),
          eq(links.propertyType, 'device'),
          eq(links.propertyId, deviceId),
          eq(users.temporary, true),
          eq(users.disabled, false),
          gt(users.expirationTime, new Date()),
        ),
      )
      .orderBy(asc(users.createdAt), asc(users.id));
    return rows.map((r) => r.guest);
  }

  /** Administrators and users who may change the vehicle see and revoke every share of it. */
  async #managesDevice(viewer: UserRow, deviceId: number): Promise<boolean> {
    if (viewer.administrator) return true;
    return this.#ctx.access
      .authorize(viewer, 'device', deviceId, 'write')
      .then(() => true)
      .catch(() => false);
  }
}
