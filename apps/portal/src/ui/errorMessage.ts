import { FleetApiError } from '@fleetkit/sdk-core';

/** The server's message for a failed call (its `error.message`), or `fallback` when there is none. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof FleetApiError && error.status > 0 && error.message) return error.message;
  return fallback;
}
