import { and, eq, inArray, like, lt, sql } from 'drizzle-orm';
import type { UserRow } from '../../auth/Access';
import type { Db } from '../../db/Database';
import { files } from '../../db/schema';
import { HttpError } from '../../http/HttpError';
import type { UploadChunkRange } from './contentRange';
import type { StorageQuota } from './StorageQuota';
import type { FileRecord } from './toAppwriteFile';

/** An unfinished upload is dropped when its first chunk is older than this. */
export const PENDING_UPLOAD_TTL_MS = 60 * 60_000;

// Chunks wait in the files table itself, so that every instance sees them: under a bucket id that
// starts with ':' and ids `fileId:index`. Neither can be a real bucket or file id (the id rule forbids
// ':'), so no read or listing of real files ever meets a chunk.
export const PENDING_PREFIX = ':upload:';
const pendingBucket = (bucketId: string) => `${PENDING_PREFIX}${bucketId}`;
const chunkId = (fileId: string, index: number) => `${fileId}:${index}`;
const chunkIds = (fileId: string, count: number) =>
  Array.from({ length: count }, (_, i) => chunkId(fileId, i));

/** Where an upload stands after a chunk: still waiting for chunks, or assembled into its file. */
export type ChunkProgress =
  | { done: false; uploaded: number; record: FileRecord }
  | { done: true; record: FileRecord | null };

/**
 * Chunked uploads as the Appwrite web SDK sends them (files over 5 MiB): the first chunk alone, then the
 * rest, up to 8 at once, each naming the upload with `x-appwrite-id`. Chunks are kept until the last
 * arrives, then joined into one file in a transaction; if two last chunks race, the first join wins.
 * Only the user who sent the first chunk may add to an upload. The first chunk reserves the whole file's
 * size in the user's storage quota.
 */
export class ChunkedUploads {
  readonly #db: Db;
  readonly #quota: StorageQuota | undefined;

  constructor(db: Db, quota?: StorageQuota) {
    this.#db = db;
    this.#quota = quota;
  }

  /** Stores the first chunk, replacing an unfinished upload of the same id by the same user. */
  async start(
    user: UserRow,
    bucketId: string,
    fileId: string,
    range: UploadChunkRange,
    upload: { name: string; mimeType: string; bytes: Uint8Array },
  ): Promise<void> {
    await this.#purgeStale();
    const first = await this.#firstChunk(bucketId, fileId);
    if (first && first.ownerId !== user.id)
      throw HttpError.conflict(`A file with id ${fileId} is being uploaded`);
    const stored = await this.#db.transaction(async (tx) => {
      // A restarted upload replaces the unfinished one, and its reservation.
      if (first) await tx.delete(files).where(this.#chunksOf(bucketId, fileId, range.count));
      await this.#quota?.assertRoom(tx, user, range.total);
      const [row] = await tx
        .insert(files)
        .values({
          id: chunkId(fileId, 0),
          bucketId: pendingBucket(bucketId),
          name: upload.name,
          mimeType: upload.mimeType,
          sizeOriginal: range.total,
          ownerId: user.id,
          data: Buffer.from(upload.bytes),
        })
        .onConflictDoNothing()
        .returning({ id: files.id });
      return row;
    });
    if (!stored) throw HttpError.conflict(`A file with id ${fileId} is being uploaded`);
  }

  /** Stores a later chunk of an upload the user started (a repeated chunk replaces the earlier copy). */
  async add(user: UserRow, bucketId: string, fileId: string, range: UploadChunkRange, bytes: Uint8Array) {
    const first = await this.#firstChunk(bucketId, fileId);
    if (!first || first.ownerId !== user.id) {
      throw HttpError.notFound(`No upload with id ${fileId} is in progress; send the first chunk first`);
    }
    if (first.sizeOriginal !== range.total) {
      throw HttpError.badRequest(
        `Content-Range: the file is ${first.sizeOriginal} bytes, as its first chunk said`,
      );
    }
    const data = Buffer.from(bytes);
    await this.#db
      .insert(files)
      .values({
        id: chunkId(fileId, range.index),
        bucketId: pendingBucket(bucketId),
        name: first.name,
        mimeType: first.mimeType,
        sizeOriginal: range.total,
        ownerId: user.id,
        data,
      })
      .onConflictDoUpdate({ target: files.id, set: { data, updatedAt: new Date() } });
  }

  /**
   * Joins the upload into its file once every chunk is in. Returns the progress of an unfinished upload,
   * or `done` with the new file's record (`null` when another request joined it first).
   */
  async complete(bucketId: string, fileId: string, count: number): Promise<ChunkProgress> {
    return this.#db.transaction(async (tx) => {
      const where = this.#chunksOf(bucketId, fileId, count);
      const present = await tx
        .select({
          id: files.id,
          name: files.name,
          mimeType: files.mimeType,
          sizeOriginal: files.sizeOriginal,
          ownerId: files.ownerId,
          createdAt: files.createdAt,
        })
        .from(files)
        .where(where);
      const first = present.find((row) => row.id === chunkId(fileId, 0));
      // No first chunk: another request has just joined the upload.
      if (!first) return { done: true, record: null };
      if (present.length < count) {
        const record = { ...first, id: fileId, bucketId, updatedAt: new Date(), signature: '' };
        return { done: false, uploaded: present.length, record };
      }
      // Joined inside the database, in chunk order, so the bytes never travel back and forth.
      const joined = (await tx.execute(sql`
        INSERT INTO files (id, bucket_id, name, mime_type, size_original, owner_id, data)
        SELECT ${fileId}::text, ${bucketId}::text, ${first.name}::text, ${first.mimeType}::text,
          sum(octet_length(data))::int, ${first.ownerId}::int,
          string_agg(data, ''::bytea ORDER BY split_part(id, ':', 2)::int)
        FROM files WHERE ${where}
        ON CONFLICT DO NOTHING
        RETURNING id`)) as unknown as { rows: { id: string }[] };
      await tx.delete(files).where(where);
      if (joined.rows.length === 0) return { done: true, record: null };
      const [created] = await tx
        .select({
          id: files.id,
          bucketId: files.bucketId,
          name: files.name,
          mimeType: files.mimeType,
          sizeOriginal: files.sizeOriginal,
          createdAt: files.createdAt,
          updatedAt: files.updatedAt,
          signature: sql<string>`md5(${files.data})`,
        })
        .from(files)
        .where(and(eq(files.bucketId, bucketId), eq(files.id, fileId)));
      return { done: true, record: created ?? null };
    });
  }

  #chunksOf(bucketId: string, fileId: string, count: number) {
    return and(eq(files.bucketId, pendingBucket(bucketId)), inArray(files.id, chunkIds(fileId, count)));
  }

  async #firstChunk(bucketId: string, fileId: string) {
    const [first] = await this.#db
      .select({
        ownerId: files.ownerId,
        name: files.name,
        mimeType: files.mimeType,
        sizeOriginal: files.sizeOriginal,
      })
      .from(files)
      .where(and(eq(files.bucketId, pendingBucket(bucketId)), eq(files.id, chunkId(fileId, 0))));
    return first;
  }

  async #purgeStale(now = Date.now()): Promise<void> {
    await this.#db
      .delete(files)
      .where(
        and(
          like(files.bucketId, `${PENDING_PREFIX}%`),
          lt(files.createdAt, new Date(now - PENDING_UPLOAD_TTL_MS)),
        ),
      );
  }
}
