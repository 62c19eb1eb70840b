import { sql } from 'drizzle-orm';
import type { UserRow } from '../../auth/Access';
import type { Db } from '../../db/Database';
import { HttpError } from '../../http/HttpError';
import { PENDING_PREFIX, PENDING_UPLOAD_TTL_MS } from './ChunkedUploads';
import { formatByteSize } from './formatByteSize';

/** A transaction (or the database) to check and store in. */
type Tx = Pick<Db, 'execute'>;

/** Key of the advisory locks that serialise one user's uploads (the user id is the second key). */
const QUOTA_LOCK = 0x51_00_7a;

/**
 * The storage quota of each user (`storageQuotaBytes`, 0 for none): its stored files, plus the whole
 * size of each unfinished chunked upload (declared by its first chunk), plus the new file must fit.
 * Checked inside the transaction that stores the file, under a per-user lock, so that two uploads at
 * once cannot both take the last free space.
 */
export class StorageQuota {
  readonly #quotaBytes: number;

  constructor(quotaBytes: number) {
    this.#quotaBytes = quotaBytes;
  }

  /**
   * Takes the user's upload lock for the rest of the transaction and throws 413 `quota_exceeded`
   * unless `bytes` more fit in its quota.
   */
  async assertRoom(tx: Tx, user: UserRow, bytes: number): Promise<void> {
    if (this.#quotaBytes === 0) return;
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${QUOTA_LOCK}::int, ${user.id}::int)`);
    const staleBefore = new Date(Date.now() - PENDING_UPLOAD_TTL_MS);
    const result = (await tx.execute(sql`SELECT coalesce(sum(size_original), 0)::bigint AS used FROM files
      WHERE owner_id = ${user.id} AND (bucket_id NOT LIKE ${`${PENDING_PREFIX}%`}
        OR (id LIKE '%:0' AND created_at >= ${staleBefore.toISOString()}::timestamptz))`)) as unknown as {
      rows: { used: number | string }[];
    };
    const used = Number(result.rows[0]?.used ?? 0);
    if (used + bytes > this.#quotaBytes) {
      throw new HttpError(
        413,
        'quota_exceeded',
        `Storage quota of ${formatByteSize(this.#quotaBytes)} used: ${formatByteSize(used)} is stored and this file is ${formatByteSize(bytes)}. Delete files to make room.`,
      );
    }
  }
}
