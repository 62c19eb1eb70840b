import { createFileStore } from '@fleetkit/sdk-core/files';

/**
 * The document images: the server's Appwrite-compatible storage (`/v1`, bucket `documents`), reached
 * on the portal's own origin with the session cookie. The server is one project; the id is sent as
 * the Appwrite SDK requires one.
 */
export const documentFiles = createFileStore({
  endpoint: `${window.location.origin}/v1`,
  project: 'fleetkit',
  bucket: 'documents',
});
