/** What a client sends as a file id to have the server choose one (Appwrite's `ID.unique()` placeholder). */
export const GENERATE_ID = 'unique()';

/** Appwrite's id rule, shown when an id breaks it. */
export const STORAGE_ID_MESSAGE =
  'must be at most 36 characters of a-z, A-Z, 0-9, period, hyphen and underscore, and cannot start with a special character';

const STORAGE_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;

/**
 * Whether a string is a valid Appwrite id (file, bucket, document and service record ids): 1 to 36
 * characters of a-z, A-Z, 0-9, `.`, `-` and `_`, not starting with one of the three special characters.
 * @example isStorageId('6650f3a1c2d4e5f6a7b8') // true
 * @example isStorageId('../etc/passwd') // false
 */
export function isStorageId(value: string): boolean {
  return STORAGE_ID.test(value);
}
