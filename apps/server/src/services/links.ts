import { and, eq, or } from 'drizzle-orm';
import type { ObjectType } from '../auth/Access';
import type { ServerContext } from '../context';
import type { Db } from '../db/Database';
import { links } from '../db/schema';

/** Links `owner` to `property` (idempotent) and drops cached visibility everywhere. */
export async function addLink(
  ctx: Pick<ServerContext, 'db' | 'bus'>,
  ownerType: ObjectType,
  ownerId: number,
  propertyType: ObjectType,
  propertyId: number,
): Promise<void> {
  await insertLink(ctx.db, ownerType, ownerId, propertyType, propertyId);
  await ctx.bus.publish('invalidate', {});
}

export async function removeLink(
  ctx: Pick<ServerContext, 'db' | 'bus'>,
  ownerType: ObjectType,
  ownerId: number,
  propertyType: ObjectType,
  propertyId: number,
): Promise<boolean> {
  const removed = await deleteLink(ctx.db, ownerType, ownerId, propertyType, propertyId);
  await ctx.bus.publish('invalidate', {});
  return removed;
}

/**
 * Stores one link (idempotent) without telling the caches: for a caller that writes several in a
 * transaction and publishes `invalidate` once it committed.
 */
export async function insertLink(
  db: Pick<Db, 'insert'>,
  ownerType: ObjectType,
  ownerId: number,
  propertyType: ObjectType,
  propertyId: number,
): Promise<void> {
  await db.insert(links).values({ ownerType, ownerId, propertyType, propertyId }).onConflictDoNothing();
}

/** Deletes one link without telling the caches (see `insertLink`); whether there was one. */
export async function deleteLink(
  db: Pick<Db, 'delete'>,
  ownerType: ObjectType,
  ownerId: number,
  propertyType: ObjectType,
  propertyId: number,
): Promise<boolean> {
  const removed = await db
    .delete(links)
    .where(
      and(
        eq(links.ownerType, ownerType),
        eq(links.ownerId, ownerId),
        eq(links.propertyType, propertyType),
        eq(links.propertyId, propertyId),
      ),
    )
    .returning();
  return removed.length > 0;
}

/** Removes every link to or from an object (when it is deleted). */
export async function removeAllLinks(ctx: Pick<ServerContext, 'db' | 'bus'>, type: ObjectType, id: number) {
  await ctx.db
    .delete(links)
    .where(
      or(
        and(eq(links.ownerType, type), eq(links.ownerId, id)),
        and(eq(links.propertyType, type), eq(links.propertyId, id)),
      ),
    );
  await ctx.bus.publish('invalidate', {});
}

/** Ids of `propertyType` linked to one owner, e.g. the geofences of device 12. */
export async function linkedIds(
  ctx: Pick<ServerContext, 'db'>,
  ownerType: ObjectType,
  ownerId: number,
  propertyType: ObjectType,
): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: links.propertyId })
    .from(links)
    .where(
      and(eq(links.ownerType, ownerType), eq(links.ownerId, ownerId), eq(links.propertyType, propertyType)),
    );
  return rows.map((r) => r.id);
}

/** Ids of `ownerType` linked to one property, e.g. the users that see device 12. */
export async function ownerIds(
  ctx: Pick<ServerContext, 'db'>,
  propertyType: ObjectType,
  propertyId: number,
  ownerType: ObjectType,
): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: links.ownerId })
    .from(links)
    .where(
      and(
        eq(links.propertyType, propertyType),
        eq(links.propertyId, propertyId),
        eq(links.ownerType, ownerType),
      ),
    );
  return rows.map((r) => r.id);
}
