import { FleetApiError } from '@fleetkit/sdk-core';

/** The server's message for a failed call (its `error.message`), or `fallback` when there is none. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof FleetApiError && error.status > 0 && error.message) return error.message;
  return fallback;
}

/** Whether a read failed because the server knows no such object (or hides it): a 404. */
export function isNotFound(error: unknown): boolean {
  return error instanceof FleetApiError && error.status === 404;
}

/** The server's message as a toast's description, or none when the failure carries no message. */
export function failureDescription(error: unknown): { description?: string } {
  const message = errorMessage(error, '');
  return message ? { description: message } : {};
}
