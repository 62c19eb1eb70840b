import { and, eq, sql } from 'drizzle-orm';
import type { UserRow } from '../../auth/Access';
import type { Db } from '../../db/Database';
import { tickets } from '../../db/schema';

/**
 * Whether a ticket the user may read lists the file: support staff read the images of every ticket,
 * a user those of its own tickets.
 */
export async function ticketListsFile(db: Db, user: UserRow, fileId: string): Promise<boolean> {
  const lists = sql`${tickets.fileIds} @> ${JSON.stringify([fileId])}::jsonb`;
  const [hit] = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(user.administrator ? lists : and(lists, eq(tickets.userId, user.id)))
    .limit(1);
  return hit !== undefined;
}
