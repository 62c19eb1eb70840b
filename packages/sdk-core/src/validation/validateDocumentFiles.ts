import { ACCEPTED_IMAGE_EXTENSIONS, ACCEPTED_IMAGE_MIME_TYPES, MAX_DOCUMENT_FILES } from '../constants';
import { MESSAGES } from '../messages';
import { invalid, VALID, type ValidationResult } from './validationResult';

/** Shown when a chosen file is not a jpg, jpeg, webp or png image. */
export const UNSUPPORTED_FILE_TYPE_MESSAGE = 'Only jpg, jpeg, webp and png images can be uploaded';

/** A file as a browser `File` or an upload form describes it. */
export interface DocumentFileCandidate {
  name: string;
  /** MIME type, e.g. `image/png`; empty or absent when the browser does not know it. */
  type?: string;
  size?: number;
}

function extensionOf(name: string): string | null {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : null;
}

/**
 * Whether a file is an accepted image (jpg, jpeg, webp, png): its name must end in an accepted
 * extension, and its MIME type, when known, must be an accepted image type.
 */
export function isAcceptedDocumentImage(file: DocumentFileCandidate): boolean {
  const extension = extensionOf(file.name);
  if (extension === null || !(ACCEPTED_IMAGE_EXTENSIONS as readonly string[]).includes(extension))
    return false;
  const type = file.type?.toLowerCase() ?? '';
  return type === '' || (ACCEPTED_IMAGE_MIME_TYPES as readonly string[]).includes(type);
}

/**
 * Checks files chosen for a document (SPEC §5): together with the `existingCount` files it already
 * has, at most {@link MAX_DOCUMENT_FILES} (else `MESSAGES.tooManyFiles`), and each an accepted image
 * (else {@link UNSUPPORTED_FILE_TYPE_MESSAGE}). The count is checked first. Size is limited by the
 * file store, not here.
 * @param existingCount files the document already has
 * @default existingCount = 0
 * @example validateDocumentFiles(input.files ? [...input.files] : [], document.fileIds.length)
 */
export function validateDocumentFiles(
  files: readonly DocumentFileCandidate[],
  existingCount = 0,
): ValidationResult {
  if (existingCount + files.length > MAX_DOCUMENT_FILES) return invalid(MESSAGES.tooManyFiles);
  if (!files.every(isAcceptedDocumentImage)) return invalid(UNSUPPORTED_FILE_TYPE_MESSAGE);
  return VALID;
}
