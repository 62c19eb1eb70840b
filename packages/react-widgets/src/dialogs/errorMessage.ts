/** The readable message of a failure (a `FleetApiError`'s server message, or any error's). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string') return error;
  return String(error);
}
