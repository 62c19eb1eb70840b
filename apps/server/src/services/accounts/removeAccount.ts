import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ObjectType } from '../../auth/Access';
import type { ServerContext } from '../../context';
import {
  apiTokens,
  computedAttributes,
  devices,
  documents,
  drivers,
  files,
  geofences,
  groups,
  links,
  loginHistory,
  maintenances,
  notifications,
  oneTimeCodes,
  sessions,
  shortLinks,
  users,
} from '../../db/schema';
import { CODE_PURPOSE } from './accountRules';

type Tx = Parameters<Parameters<ServerContext['db']['transaction']>[0]>[0];

/** Object types a user creates for itself, with their tables. Devices are never removed here. */
const PRIVATE_TYPES: [ObjectType, PgTable & { id: PgColumn }][] = [
  ['geofence', geofences],
  ['group', groups],
  ['driver', drivers],
  ['maintenance', maintenances],
  ['notification', notifications],
  ['attribute', computedAttributes],
];

/** Ids of `type` linked to the user and to no other user: what only this user sees. */
async function privateIds(tx: Tx, userId: number, type: ObjectType): Promise<number[]> {
  const rows = await tx
    .select({ id: links.propertyId })
    .from(links)
    .where(
      and(
        eq(links.ownerType, 'user'),
        eq(links.ownerId, userId),
        eq(links.propertyType, type),
        sql`NOT EXISTS (SELECT 1 FROM links other WHERE other.owner_type = 'user' AND other.owner_id <> ${userId}
          AND other.property_type = ${type} AND other.property_id = ${links.propertyId})`,
      ),
    );
  return rows.map((r) => r.id);
}

async function removeOne(tx: Tx, userId: number): Promise<void> {
  for (const [type, table] of PRIVATE_TYPES) {
    const ids = await privateIds(tx, userId, type);
    if (ids.length === 0) continue;
    if (type === 'group') {
      await tx.update(devices).set({ groupId: null }).where(inArray(devices.groupId, ids));
      await tx.update(groups).set({ groupId: null }).where(inArray(groups.groupId, ids));
    }
    await tx.delete(table).where(inArray(table.id, ids));
    await tx
      .delete(links)
      .where(
        or(
          and(eq(links.propertyType, type), inArray(links.propertyId, ids)),
          and(eq(links.ownerType, type), inArray(links.ownerId, ids)),
        ),
      );
  }
  await tx.delete(documents).where(eq(documents.ownerId, userId));
  // Files go with their owner; other documents that listed them stop listing them.
  const owned = await tx.select({ id: files.id }).from(files).where(eq(files.ownerId, userId));
  for (const { id } of owned) {
    await tx
      .update(documents)
      .set({ fileIds: sql`${documents.fileIds} - ${id}::text` })
      .where(sql`${documents.fileIds} ? ${id}`);
  }
  await tx.delete(files).where(eq(files.ownerId, userId));
  await tx.delete(shortLinks).where(eq(shortLinks.createdBy, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(apiTokens).where(eq(apiTokens.userId, userId));
  await tx.delete(loginHistory).where(eq(loginHistory.userId, userId));
  await tx
    .delete(oneTimeCodes)
    .where(
      and(eq(oneTimeCodes.purpose, CODE_PURPOSE.passwordReset), eq(oneTimeCodes.target, String(userId))),
    );
  await tx
    .delete(links)
    .where(
      or(
        and(eq(links.ownerType, 'user'), eq(links.ownerId, userId)),
        and(eq(links.propertyType, 'user'), eq(links.propertyId, userId)),
      ),
    );
  await tx.delete(users).where(eq(users.id, userId));
}

/**
 * Removes an account with everything private to it: its sessions, tokens, sign-in history and reset
 * links; the geofences, groups, drivers, maintenance, notifications and computed attributes linked to it
 * and to no other user; its documents, files and short links; and the temporary share users it created.
 * Devices and objects other users also see stay. Returns the number of accounts removed.
 */
export async function removeAccount(ctx: Pick<ServerContext, 'db' | 'bus'>, userId: number): Promise<number> {
  const removed = await ctx.db.transaction(async (tx) => {
    const guests = await tx
      .select({ id: users.id })
      .from(links)
      .innerJoin(users, eq(users.id, links.propertyId))
      .where(
        and(
          eq(links.ownerType, 'user'),
          eq(links.ownerId, userId),
          eq(links.propertyType, 'user'),
          eq(users.temporary, true),
          ne(users.id, userId),
        ),
      );
    for (const guest of guests) await removeOne(tx, guest.id);
    const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!exists) return guests.length;
    await removeOne(tx, userId);
    return guests.length + 1;
  });
  await ctx.bus.publish('invalidate', {});
  return removed;
}
