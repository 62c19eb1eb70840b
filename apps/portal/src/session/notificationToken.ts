/** Where this browser keeps its push notification token once it has registered one. */
export const NOTIFICATION_TOKEN_STORAGE_KEY = 'fleetkit.notificationToken';

/** This browser's stored notification token, or null. */
export function storedNotificationToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(NOTIFICATION_TOKEN_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

/**
 * The user's comma-separated token list without `token` (SPEC §3 `attributes.notificationTokens`),
 * or null when the token is not in it (nothing to update).
 */
export function withoutNotificationToken(list: unknown, token: string): string | null {
  if (typeof list !== 'string' || list === '') return null;
  const tokens = list.split(',').map((item) => item.trim());
  if (!tokens.includes(token)) return null;
  return tokens.filter((item) => item !== '' && item !== token).join(',');
}
