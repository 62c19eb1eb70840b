/**
 * Id of the toaster that shows live event toasts (their own stack at `EVENT_TOAST_POSITION`; where
 * toasts sit and how long they stay are sdk-core's SPEC §8 constants).
 */
export const EVENT_TOASTER_ID = 'fleet-events';
