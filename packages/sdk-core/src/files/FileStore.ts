import {
  ID,
  type ImageFormat,
  type ImageGravity,
  type Models,
  type Storage,
  type UploadProgress,
} from 'appwrite';
import { checkImageFile, DEFAULT_MAX_FILE_BYTES } from './checkImageFile';
import { FileRejectedError } from './FileRejectedError';

/** A stored file's record (Appwrite's file model): `$id`, `name`, `mimeType`, `sizeOriginal`, … */
export type StoredFile = Models.File;

/** Upload progress as the storage SDK reports it; `progress` is a percentage. */
export type FileUploadProgress = UploadProgress;

/** Options of one upload. */
export interface FileUploadOptions {
  /** Called as the upload advances; the last call has `progress: 100`. */
  onProgress?: (progress: FileUploadProgress) => void;
  /** Appwrite permission strings for the file, e.g. `Permission.read(Role.user(id))`. */
  permissions?: string[];
}

/** How a preview image is made. Omitted values keep the original. */
export interface FilePreviewOptions {
  width?: number;
  height?: number;
  /** Where to crop from when both sizes are given. */
  gravity?: `${ImageGravity}`;
  /** JPEG/WebP quality, 0-100. */
  quality?: number;
  /** Output format. */
  output?: `${ImageFormat}`;
}

/** What a `FileStore` is built on. `createFileStore()` fills these in. */
export interface FileStoreInit {
  storage: Storage;
  bucket: string;
  /** Largest file accepted. @default DEFAULT_MAX_FILE_BYTES */
  maxBytes?: number;
}

type CachedValue = string | Promise<StoredFile>;

/**
 * Images of documents and tickets in one storage bucket (SPEC §7 "File storage"), over the Appwrite
 * Storage API (Appwrite Cloud or the Fleetkit server). Files are checked (jpg, jpeg, webp, png; size)
 * before upload and stored under a generated unique id. Preview and view URLs and metadata are
 * cached locally by mode and id, and dropped when the file is removed.
 *
 * Holds no timers or connections; `dispose()` only empties the cache.
 */
export class FileStore {
  #storage: Storage;
  #bucket: string;
  #maxBytes: number;
  /** fileId -> mode key ('view', 'metadata', 'preview?width=…') -> URL or metadata. */
  #cache = new Map<string, Map<string, CachedValue>>();

  constructor({ storage, bucket, maxBytes = DEFAULT_MAX_FILE_BYTES }: FileStoreInit) {
    this.#storage = storage;
    this.#bucket = bucket;
    this.#maxBytes = maxBytes;
  }

  /** The bucket files go to. */
  get bucket(): string {
    return this.#bucket;
  }

  /** Largest file accepted, in bytes. */
  get maxBytes(): number {
    return this.#maxBytes;
  }

  /**
   * Uploads a file under a new unique id and returns its record.
   *
   * @throws FileRejectedError when the file is not an accepted image or is too large (nothing is sent).
   * @throws AppwriteException when the server refuses the upload.
   * @example
   * const stored = await files.upload(input.files[0], { onProgress: (p) => bar.set(p.progress) });
   * fileIds.push(stored.$id);
   */
  async upload(file: File, options: FileUploadOptions = {}): Promise<StoredFile> {
    const check = checkImageFile(file, { maxBytes: this.#maxBytes });
    if (!check.ok) throw new FileRejectedError(check.reason, check.message, file.name);
    let lastProgress = 0;
    const stored = await this.#storage.createFile({
      bucketId: this.#bucket,
      fileId: ID.unique(),
      file,
      permissions: options.permissions,
      onProgress: (progress) => {
        lastProgress = progress.progress;
        options.onProgress?.(progress);
      },
    });
    // The SDK reports progress only for chunked uploads; a one-request upload reports its end here.
    if (lastProgress < 100) {
      options.onProgress?.({
        $id: stored.$id,
        progress: 100,
        sizeUploaded: file.size,
        chunksTotal: stored.chunksTotal,
        chunksUploaded: stored.chunksUploaded,
      });
    }
    this.#entries(stored.$id).set('metadata', Promise.resolve(stored));
    return stored;
  }

  /** Deletes a file and drops everything cached for it. */
  async remove(fileId: string): Promise<void> {
    await this.#storage.deleteFile({ bucketId: this.#bucket, fileId });
    this.invalidate(fileId);
  }

  /**
   * The URL of a resized preview image (cached per id and options).
   *
   * @example
   * files.previewUrl(id, { width: 320, height: 240, gravity: 'center' });
   */
  previewUrl(fileId: string, options: FilePreviewOptions = {}): string {
    const defined = Object.entries(options).filter(([, value]) => value !== undefined);
    defined.sort(([a], [b]) => (a < b ? -1 : 1));
    const mode = `preview?${new URLSearchParams(defined.map(([k, v]): [string, string] => [k, String(v)]))}`;
    return this.#cached(fileId, mode, () =>
      this.#storage.getFilePreview({
        bucketId: this.#bucket,
        fileId,
        ...options,
        gravity: options.gravity as ImageGravity | undefined,
        output: options.output as ImageFormat | undefined,
      }),
    );
  }

  /** The URL of the file as stored, for showing it full size (cached per id). */
  viewUrl(fileId: string): string {
    return this.#cached(fileId, 'view', () => this.#storage.getFileView({ bucketId: this.#bucket, fileId }));
  }

  /** The file's record: name, type, size, dates (cached per id; a failed read is not cached). */
  metadata(fileId: string): Promise<StoredFile> {
    return this.#cached(fileId, 'metadata', () => {
      const pending = Promise.resolve().then(() => this.#storage.getFile({ bucketId: this.#bucket, fileId }));
      pending.catch(() => {
        const entries = this.#cache.get(fileId);
        if (entries?.get('metadata') === pending) entries.delete('metadata');
      });
      return pending;
    });
  }

  /** Drops every URL and record cached for a file. */
  invalidate(fileId: string): void {
    this.#cache.delete(fileId);
  }

  /** Empties the cache. */
  dispose(): void {
    this.#cache.clear();
  }

  #entries(fileId: string): Map<string, CachedValue> {
    let entries = this.#cache.get(fileId);
    if (!entries) {
      entries = new Map();
      this.#cache.set(fileId, entries);
    }
    return entries;
  }

  #cached<T extends CachedValue>(fileId: string, mode: string, make: () => T): T {
    const entries = this.#entries(fileId);
    const hit = entries.get(mode);
    if (hit !== undefined) return hit as T;
    const value = make();
    entries.set(mode, value);
    return value;
  }
}
