/** The statuses a vehicle is shown with, derived from its device status and latest position. */
export const DISPLAY_STATUSES = ['moving', 'idling', 'stopped', 'offline', 'unknown'] as const;
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number];

/** The part of a device the display status reads. */
export interface StatusDevice {
  /** Traccar's connection status: `online`, `offline` or `unknown`. */
  status?: string | null;
}

/** The part of a position the display status (and the ignition tile) reads. */
export interface StatusPosition {
  /** `motion` and `ignition` are read as on only when they are exactly `true`. */
  attributes?: Readonly<Record<string, unknown>> | null;
}

/**
 * Derives the status a vehicle is shown with (SPEC §4), checked in this order:
 *
 * 1. `offline` when the device status is `offline`;
 * 2. `moving` when the position reports motion and ignition (whatever the device status);
 * 3. `idling` when the device is online with ignition on and no motion;
 * 4. `stopped` when the device is online with no ignition and no motion;
 * 5. `unknown` (shown as N/A) otherwise, e.g. motion without ignition, or a device whose status
 *    is `unknown` and that is not moving.
 *
 * `motion` and `ignition` count as on only when the position attribute is `true`; a missing
 * position or attribute counts as off.
 * @example deriveDisplayStatus({ status: 'online' }, { attributes: { ignition: true, motion: false } }) // 'idling'
 */
export function deriveDisplayStatus(
  device: StatusDevice | null | undefined,
  position: StatusPosition | null | undefined,
): DisplayStatus {
  const online = device?.status === 'online';
  if (device?.status === 'offline') return 'offline';
  const motion = position?.attributes?.motion === true;
  const ignition = position?.attributes?.ignition === true;
  if (motion && ignition) return 'moving';
  if (online && ignition && !motion) return 'idling';
  if (online && !ignition && !motion) return 'stopped';
  return 'unknown';
}
