import { DATE_RANGE_MESSAGES } from '@fleetkit/sdk-core';

/**
 * Why a period is refused, in the user's language: sdk-core's date range message, found among the
 * translated `rangeErrors` by its English.
 */
export function rangeError(
  message: string,
  translated: Readonly<Record<keyof typeof DATE_RANGE_MESSAGES, string>>,
): string {
  const key = (Object.keys(DATE_RANGE_MESSAGES) as (keyof typeof DATE_RANGE_MESSAGES)[]).find(
    (name) => DATE_RANGE_MESSAGES[name] === message,
  );
  return key ? translated[key] : message;
}
