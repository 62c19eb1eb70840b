import { MAX_TICKET_FILES, MESSAGES } from '@fleetkit/sdk-core';
import { checkImageFile, FileRejectedError } from '@fleetkit/sdk-core/files';
import { documentFiles } from '../documents/documentFiles';

/**
 * Ticket images live in the same storage bucket as document images (the server checks that each id
 * is an image the user uploaded there; support staff may then read it).
 */
export const ticketFiles = documentFiles;

/**
 * Why files chosen for a ticket are refused before anything is uploaded, or null when they may be
 * added: together with the `alreadyPicked` ones at most {@link MAX_TICKET_FILES} (checked first),
 * and each a jpg, jpeg, webp or png image, not empty and not larger than the file store takes.
 */
export function refuseTicketImages(files: readonly File[], alreadyPicked: number): string | null {
  if (alreadyPicked + files.length > MAX_TICKET_FILES) return MESSAGES.tooManyFiles;
  for (const file of files) {
    const check = checkImageFile(file, { maxBytes: ticketFiles.maxBytes });
    if (!check.ok) return check.message;
  }
  return null;
}

/** An image upload the storage refused or that did not reach it. */
export class TicketImageUploadError extends Error {
  override readonly name = 'TicketImageUploadError';
}

/**
 * Uploads the images in order and returns their ids. When one fails, those already stored are
 * deleted again and a {@link TicketImageUploadError} names the file.
 */
export async function uploadTicketImages(files: readonly File[]): Promise<string[]> {
  const ids: string[] = [];
  try {
    for (const file of files) ids.push((await ticketFiles.upload(file)).$id);
    return ids;
  } catch (error) {
    await discardTicketImages(ids);
    const file = files[ids.length];
    const reason = error instanceof Error && error.message ? error.message : 'the upload failed';
    if (error instanceof FileRejectedError) throw new TicketImageUploadError(error.message);
    throw new TicketImageUploadError(`${file?.name ?? 'An image'} could not be uploaded: ${reason}`);
  }
}

/** Deletes uploaded images that no ticket will list (best effort: a failure leaves the file). */
export async function discardTicketImages(ids: readonly string[]): Promise<void> {
  await Promise.allSettled(ids.map((id) => ticketFiles.remove(id)));
}
