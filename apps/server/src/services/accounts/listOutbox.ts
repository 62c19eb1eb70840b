import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/Database';
import { outbox } from '../../db/schema';

export type OutboxMessage = typeof outbox.$inferSelect;

/** Messages in the outbox, newest first, optionally only those to one recipient (any case). */
export async function listOutbox(
  db: Db,
  page: { limit: number; offset: number; recipient?: string },
): Promise<OutboxMessage[]> {
  return db
    .select()
    .from(outbox)
    .where(page.recipient ? sql`lower(${outbox.recipient}) = lower(${page.recipient})` : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(page.limit)
    .offset(page.offset);
}
