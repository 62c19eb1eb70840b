import type { FileRejectionReason } from './checkImageFile';

/** Thrown by `FileStore.upload` for a file refused before upload; nothing was sent. */
export class FileRejectedError extends Error {
  override readonly name = 'FileRejectedError';

  constructor(
    /** Why the file was refused. */
    readonly reason: FileRejectionReason,
    message: string,
    /** The refused file's name. */
    readonly fileName: string,
  ) {
    super(message);
  }
}
