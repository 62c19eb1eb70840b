import { NOT_AVAILABLE } from '../units/notAvailable';
import type { StatusPosition } from './deriveDisplayStatus';

/** Text of the ignition tile and card line. */
export type IgnitionLabel = 'On' | 'Off' | typeof NOT_AVAILABLE;

/**
 * The ignition as a vehicle card shows it: `On`, `Off`, or `N/A` when there is no position or the
 * tracker does not report ignition (the attribute is missing or not a boolean).
 * @example ignitionLabel({ attributes: { ignition: false } }) // 'Off'
 */
export function ignitionLabel(position: StatusPosition | null | undefined): IgnitionLabel {
  const ignition = position?.attributes?.ignition;
  if (ignition === true) return 'On';
  if (ignition === false) return 'Off';
  return NOT_AVAILABLE;
}
