import { sql } from 'drizzle-orm';
import type { Db } from '../db/Database';
import { HttpError } from '../http/HttpError';

/** Key of the advisory lock that serialises group moves, so two moves at once cannot close a loop. */
const GROUP_TREE_LOCK = 0x67_72_70;

/** Message of a refused group move that would make a group its own ancestor. */
export const GROUP_CYCLE_MESSAGE = 'A group cannot be inside itself or one of its own subgroups';

/**
 * Throws 400 when putting group `id` under `parentId` would close a loop: the parent is the group
 * itself or one of its subgroups (found by walking up from the parent). A new group (`id` null) closes none.
 * Call it in the transaction that stores the move: it holds the group-tree lock until that ends.
 */
export async function assertGroupParent(
  tx: Pick<Db, 'execute'>,
  id: number | null,
  parentId: number | null,
): Promise<void> {
  if (id === null || !parentId) return;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${GROUP_TREE_LOCK}::int)`);
  const result = (await tx.execute(sql`WITH RECURSIVE up(id) AS (
      SELECT ${parentId}::int
      UNION SELECT g.group_id FROM groups g JOIN up ON g.id = up.id WHERE g.group_id IS NOT NULL)
    SELECT 1 FROM up WHERE id = ${id} LIMIT 1`)) as unknown as { rows: unknown[] };
  if (result.rows.length > 0) {
    throw new HttpError(400, 'validation_failed', `groupId: ${GROUP_CYCLE_MESSAGE}`, [
      { field: 'groupId', message: GROUP_CYCLE_MESSAGE },
    ]);
  }
}

/**
 * The group and every group above it (its parent, the parent's parent…), nearest first; none for a
 * device without a group. What is linked to any of them applies to the group's devices, as in Traccar.
 * @example await groupAndAncestors(db, device.groupId) // [7, 3, 1]
 */
export async function groupAndAncestors(db: Pick<Db, 'execute'>, groupId: number | null): Promise<number[]> {
  if (!groupId) return [];
  const result = (await db.execute(sql`WITH RECURSIVE up(id, depth) AS (
      SELECT ${groupId}::int, 0
      UNION SELECT g.group_id, up.depth + 1 FROM groups g JOIN up ON g.id = up.id
        WHERE g.group_id IS NOT NULL AND up.depth < 1000)
    SELECT id FROM up ORDER BY depth`)) as unknown as { rows: { id: number }[] };
  return [...new Set(result.rows.map((row) => Number(row.id)))];
}
