// @fleetkit/sdk-core/files: document and ticket images in an Appwrite Storage bucket (SPEC §7).
// A separate entry so that the Appwrite SDK stays out of the main bundle.
export {
  checkImageFile,
  DEFAULT_MAX_FILE_BYTES,
  FILE_REJECTION_MESSAGES,
  type FileLike,
  type FileRejectionReason,
  IMAGE_INPUT_ACCEPT,
  type ImageFileCheck,
} from './checkImageFile';
export { createFileStore, type FileStoreOptions } from './createFileStore';
export { FileRejectedError } from './FileRejectedError';
export {
  type FilePreviewOptions,
  FileStore,
  type FileStoreInit,
  type FileUploadOptions,
  type FileUploadProgress,
  type StoredFile,
} from './FileStore';
