import { shortCode } from '../share';

/**
 * A new unguessable id: 20 letters and digits drawn without bias (about 119 bits), valid under the
 * Appwrite id rule. Used for uploaded files, documents and service records.
 */
export function newStorageId(): string {
  return shortCode(20);
}
