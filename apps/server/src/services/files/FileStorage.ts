import { createHash } from 'node:crypto';
import { UNSUPPORTED_FILE_TYPE_MESSAGE } from '@fleetkit/sdk-core';
import { and, eq, sql } from 'drizzle-orm';
import type { UserRow } from '../../auth/Access';
import type { ServerContext } from '../../context';
import { documents, files } from '../../db/schema';
import { HttpError } from '../../http/HttpError';
import { ChunkedUploads } from './ChunkedUploads';
import { ContentRangeError, parseContentRange } from './contentRange';
import type { FileAccess } from './FileAccess';
import { referencesFile } from './FileAccess';
import { formatByteSize } from './formatByteSize';
import { GENERATE_ID, isStorageId, STORAGE_ID_MESSAGE } from './isStorageId';
import { newStorageId } from './newStorageId';
import { StorageQuota } from './StorageQuota';
import { sniffImageType } from './sniffImageType';
import { storedFileName } from './storedFileName';
import { type AppwriteFile, type FileRecord, toAppwriteFile } from './toAppwriteFile';

/** One upload request: a whole file, or one chunk of it. */
export interface FileUpload {
  /** The `fileId` form field: an id, or 'unique()' for one chosen by the server. */
  fileId: string;
  /** The name the client gave the file. */
  name: string;
  bytes: Uint8Array;
  /** The `Content-Range` header of a chunk. */
  contentRange?: string;
  /** The `x-appwrite-id` header: the upload a later chunk belongs to. */
  uploadId?: string;
}

/** A stored file's content, ready to serve. */
export interface FileContent {
  name: string;
  mimeType: string;
  data: Buffer;
}

const recordColumns = {
  id: files.id,
  bucketId: files.bucketId,
  name: files.name,
  mimeType: files.mimeType,
  sizeOriginal: files.sizeOriginal,
  ownerId: files.ownerId,
  createdAt: files.createdAt,
  updatedAt: files.updatedAt,
  signature: sql<string>`md5(${files.data})`,
};

/**
 * Document and ticket images, stored in the database under their id (never under a path built from
 * input), as the Appwrite Storage API of the `appwrite` web SDK reads and writes them. The type comes
 * from the content's magic bytes only (JPEG, PNG, WebP); the size is capped at `maxUploadBytes` and each
 * user's files at `storageQuotaBytes` (`StorageQuota`); files over 5 MiB arrive in chunks and are joined here. Who may read or delete a file is `FileAccess`.
 */
export class FileStorage {
  readonly #ctx: ServerContext;
  readonly #access: FileAccess;
  readonly #chunks: ChunkedUploads;
  readonly #quota: StorageQuota;

  constructor(ctx: ServerContext, fileAccess: FileAccess) {
    this.#ctx = ctx;
    this.#access = fileAccess;
    this.#quota = new StorageQuota(ctx.config.storageQuotaBytes);
    this.#chunks = new ChunkedUploads(ctx.db, this.#quota);
  }

  /** The message of a refused oversized upload. */
  get tooLargeMessage(): string {
    return `Files larger than ${formatByteSize(this.#ctx.config.maxUploadBytes)} cannot be uploaded`;
  }

  /**
   * Stores an upload, or one chunk of it. Answers the file's record; for a chunk of an unfinished
   * upload, its progress (`chunksUploaded` < `chunksTotal`).
   * @throws HttpError 403 read-only or temporary account, 400 bad id, range or type, 413 too large or over the quota, 409 id taken.
   */
  async upload(user: UserRow, bucketId: string, upload: FileUpload): Promise<AppwriteFile> {
    if (!this.#ctx.access.canWriteAnything(user)) throw HttpError.forbidden('This account is read-only');
    assertBucketId(bucketId);
    const name = storedFileName(upload.name);
    const range = upload.contentRange ? this.#range(upload.contentRange) : null;
    const size = range ? range.total : upload.bytes.length;
    if (size > this.#ctx.config.maxUploadBytes) throw HttpError.tooLarge(this.tooLargeMessage);
    if (range && upload.bytes.length !== range.end - range.start + 1) {
      throw HttpError.badRequest('Content-Range: the chunk does not have the length its range says');
    }
    if (!range || range.count === 1)
      return this.#storeWhole(user, bucketId, resolveFileId(upload.fileId), name, upload.bytes);

    if (range.index === 0) {
      const fileId = resolveFileId(upload.fileId);
      await this.#assertIdFree(fileId);
      const mimeType = sniffedType(upload.bytes, name);
      await this.#chunks.start(user, bucketId, fileId, range, { name, mimeType, bytes: upload.bytes });
      return this.#progress(bucketId, fileId, range.count);
    }
    const fileId = upload.uploadId ?? upload.fileId;
    if (!isStorageId(fileId))
      throw HttpError.badRequest(`x-appwrite-id: the upload id ${STORAGE_ID_MESSAGE}`);
    await this.#assertIdFree(fileId);
    await this.#chunks.add(user, bucketId, fileId, range, upload.bytes);
    return this.#progress(bucketId, fileId, range.count);
  }

  /** The record of a file the user may read; 404 otherwise. */
  async metadata(user: UserRow, bucketId: string, fileId: string): Promise<AppwriteFile> {
    return toAppwriteFile(await this.#readable(user, bucketId, fileId));
  }

  /** The content of a file the user may read; 404 otherwise. */
  async content(user: UserRow, bucketId: string, fileId: string): Promise<FileContent> {
    await this.#readable(user, bucketId, fileId);
    const [row] = await this.#ctx.db
      .select({ name: files.name, mimeType: files.mimeType, data: files.data })
      .from(files)
      .where(and(eq(files.bucketId, bucketId), eq(files.id, fileId)));
    if (!row) throw notFound(bucketId, fileId);
    return row;
  }

  /** Deletes a file and takes it off every document that lists it; 404 unseen, 403 not allowed. */
  async remove(user: UserRow, bucketId: string, fileId: string): Promise<void> {
    const record = await this.#readable(user, bucketId, fileId);
    if (!this.#ctx.access.canWriteAnything(user)) throw HttpError.forbidden('This account is read-only');
    if (!(await this.#access.canRemove(user, record))) {
      throw HttpError.forbidden(
        'Only its uploader or a user who may change its document can delete this file',
      );
    }
    await this.#ctx.db.transaction(async (tx) => {
      await tx.delete(files).where(and(eq(files.bucketId, bucketId), eq(files.id, fileId)));
      await tx
        .update(documents)
        .set({ fileIds: sql`${documents.fileIds} - ${fileId}::text`, updatedAt: new Date() })
        .where(referencesFile(fileId));
    });
  }

  async #storeWhole(user: UserRow, bucketId: string, fileId: string, name: string, bytes: Uint8Array) {
    if (bytes.length === 0) throw HttpError.badRequest('file: The file is empty');
    const mimeType = sniffedType(bytes, name);
    await this.#assertIdFree(fileId);
    const data = Buffer.from(bytes);
    const created = await this.#ctx.db.transaction(async (tx) => {
      await this.#quota.assertRoom(tx, user, data.length);
      const [row] = await tx
        .insert(files)
        .values({ id: fileId, bucketId, name, mimeType, sizeOriginal: data.length, ownerId: user.id, data })
        .onConflictDoNothing()
        .returning();
      return row;
    });
    if (!created) throw idTaken(fileId);
    return toAppwriteFile({ ...created, signature: createHash('md5').update(data).digest('hex') });
  }

  async #progress(bucketId: string, fileId: string, count: number): Promise<AppwriteFile> {
    const progress = await this.#chunks.complete(bucketId, fileId, count);
    if (!progress.done) return toAppwriteFile(progress.record, { total: count, uploaded: progress.uploaded });
    if (progress.record) return toAppwriteFile(progress.record);
    // Another chunk request joined the upload first: answer with the file it made.
    const [row] = await this.#ctx.db
      .select(recordColumns)
      .from(files)
      .where(and(eq(files.bucketId, bucketId), eq(files.id, fileId)));
    if (!row) throw notFound(bucketId, fileId);
    return toAppwriteFile(row);
  }

  async #readable(
    user: UserRow,
    bucketId: string,
    fileId: string,
  ): Promise<FileRecord & { ownerId: number | null }> {
    if (!isStorageId(bucketId) || !isStorageId(fileId)) throw HttpError.notFound('No such file');
    const [row] = await this.#ctx.db
      .select(recordColumns)
      .from(files)
      .where(and(eq(files.bucketId, bucketId), eq(files.id, fileId)));
    if (!row || !(await this.#access.canRead(user, row))) throw notFound(bucketId, fileId);
    return row;
  }

  async #assertIdFree(fileId: string): Promise<void> {
    const [taken] = await this.#ctx.db.select({ id: files.id }).from(files).where(eq(files.id, fileId));
    if (taken) throw idTaken(fileId);
  }

  #range(header: string) {
    try {
      return parseContentRange(header);
    } catch (error) {
      if (error instanceof ContentRangeError) throw HttpError.badRequest(error.message);
      throw error;
    }
  }
}

function assertBucketId(bucketId: string): void {
  if (!isStorageId(bucketId)) throw HttpError.badRequest(`bucketId ${STORAGE_ID_MESSAGE}`);
}

/** The id to store a file under: the one asked for, or a new one for 'unique()'. */
function resolveFileId(requested: string): string {
  if (requested === GENERATE_ID) return newStorageId();
  if (!isStorageId(requested)) throw HttpError.badRequest(`fileId ${STORAGE_ID_MESSAGE}`);
  return requested;
}

/** The content's image type; anything but JPEG, PNG or WebP is a 400, whatever its name or claimed type. */
function sniffedType(bytes: Uint8Array, name: string): string {
  const type = sniffImageType(bytes);
  if (!type) {
    throw new HttpError(
      400,
      'unsupported_file_type',
      `${UNSUPPORTED_FILE_TYPE_MESSAGE}: the content of ${JSON.stringify(name)} is not a JPEG, PNG or WebP image`,
    );
  }
  return type;
}

function notFound(bucketId: string, fileId: string): HttpError {
  return HttpError.notFound(`No file with id ${fileId} in bucket ${bucketId}`);
}

function idTaken(fileId: string): HttpError {
  return HttpError.conflict(`A file with id ${fileId} already exists`);
}
