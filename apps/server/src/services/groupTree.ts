import { sql } from 'drizzle-orm';
import type { Db } from '../db/Database';
import { HttpError } from '../http/HttpError';

/** Message of a refused group move that would make a group its own ancestor. */
export const GROUP_CYCLE_MESSAGE = 'A group cannot be inside itself or one of its own subgroups';

/**
 * Throws 400 when putting group `id` under `parentId` would close a loop: the parent is the group
 * itself or one of its subgroups (found by walking up from the parent). A new group (`id` null) closes none.
 */
export async function assertGroupParent(db: Db, id: number | null, parentId: number | null): Promise<void> {
  if (id === null || !parentId) return;
  const result = (await db.execute(sql`WITH RECURSIVE up(id) AS (
      SELECT ${parentId}::int
      UNION SELECT g.group_id FROM groups g JOIN up ON g.id = up.id WHERE g.group_id IS NOT NULL)
    SELECT 1 FROM up WHERE id = ${id} LIMIT 1`)) as unknown as { rows: unknown[] };
  if (result.rows.length > 0) {
    throw new HttpError(400, 'validation_failed', `groupId: ${GROUP_CYCLE_MESSAGE}`, [
      { field: 'groupId', message: GROUP_CYCLE_MESSAGE },
    ]);
  }
}
