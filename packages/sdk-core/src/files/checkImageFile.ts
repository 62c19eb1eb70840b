import { ACCEPTED_IMAGE_EXTENSIONS, ACCEPTED_IMAGE_MIME_TYPES } from '../constants';
import { isAcceptedDocumentImage, UNSUPPORTED_FILE_TYPE_MESSAGE } from '../validation/validateDocumentFiles';

/**
 * Largest file accepted by default: 5 MiB (SPEC does not say). It is also the storage SDK's chunk
 * size, so a file within the default goes up in one request.
 */
export const DEFAULT_MAX_FILE_BYTES = 5 * 1024 * 1024;

/** The `accept` attribute for a file input that takes the accepted images (jpg, jpeg, webp, png). */
export const IMAGE_INPUT_ACCEPT = [
  ...ACCEPTED_IMAGE_EXTENSIONS.map((extension) => `.${extension}`),
  ...ACCEPTED_IMAGE_MIME_TYPES,
].join(',');

/** Why a file was refused before upload. */
export type FileRejectionReason = 'type' | 'size' | 'empty';

/** The part of a `File` the checks read. */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

/** Outcome of `checkImageFile`. */
export type ImageFileCheck = { ok: true } | { ok: false; reason: FileRejectionReason; message: string };

function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}

/** The text shown for each reason a file is refused. */
export const FILE_REJECTION_MESSAGES = {
  type: UNSUPPORTED_FILE_TYPE_MESSAGE,
  empty: 'The file is empty',
  size: (maxBytes: number) => `Files larger than ${formatSize(maxBytes)} cannot be uploaded`,
} as const;

/**
 * Checks a file before upload (SPEC §5: jpg, jpeg, webp, png; plus a size limit). The type rule is the
 * validation rule `isAcceptedDocumentImage`: an accepted extension, and an accepted MIME type when known.
 *
 * @param maxBytes Largest size accepted. @default DEFAULT_MAX_FILE_BYTES (5 MiB)
 * @example
 * checkImageFile(file); // { ok: true } or { ok: false, reason: 'type', message: 'Only jpg, …' }
 */
export function checkImageFile(file: FileLike, { maxBytes = DEFAULT_MAX_FILE_BYTES } = {}): ImageFileCheck {
  if (!isAcceptedDocumentImage(file)) {
    return { ok: false, reason: 'type', message: FILE_REJECTION_MESSAGES.type };
  }
  if (file.size <= 0) return { ok: false, reason: 'empty', message: FILE_REJECTION_MESSAGES.empty };
  if (file.size > maxBytes)
    return { ok: false, reason: 'size', message: FILE_REJECTION_MESSAGES.size(maxBytes) };
  return { ok: true };
}
