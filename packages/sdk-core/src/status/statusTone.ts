import type { DisplayStatus } from './deriveDisplayStatus';

/** Colour roles of badges; widgets map each to a `--fleet-*` colour. */
export type StatusTone = 'success' | 'warning' | 'disabled' | 'error' | 'neutral';

/**
 * Badge colour of each display status (SPEC §4): Moving success, Idling warning, Stopped disabled,
 * Offline error; N/A is neutral.
 */
export const STATUS_TONE: Readonly<Record<DisplayStatus, StatusTone>> = {
  moving: 'success',
  idling: 'warning',
  stopped: 'disabled',
  offline: 'error',
  unknown: 'neutral',
};
