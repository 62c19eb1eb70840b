/**
 * Where toasts sit and how long they stay (SPEC §8): every toast stays until dismissed; ordinary
 * toasts sit bottom-center, live event toasts bottom-right, in their own stack.
 */
export const TOAST_POSITION = 'bottom-center' as const;
/** Position of the live event toasts. */
export const EVENT_TOAST_POSITION = 'bottom-right' as const;
/** Id of the toaster that shows live event toasts. */
export const EVENT_TOASTER_ID = 'fleet-events';
/** Toasts stay until the user dismisses them. */
export const TOAST_DURATION_MS = Number.POSITIVE_INFINITY;
