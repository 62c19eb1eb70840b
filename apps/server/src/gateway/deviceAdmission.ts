import { createHash, timingSafeEqual } from 'node:crypto';
import type { KnownDevice } from './DeviceDirectory';

/** Why a known device's connection or request is not let in. */
export type DeviceRefusal = 'network not allowed' | 'wrong device password';

/**
 * Checks a device's own restrictions: the source network against `attributes.allowedNetworks` (every
 * protocol), and, for protocols that carry one (OsmAnd), the password against `attributes.devicePassword`.
 * Returns null when the device is let in.
 */
export function deviceRefusal(
  device: KnownDevice,
  remoteAddress: string,
  password?: string | null,
): DeviceRefusal | null {
  if (device.allowedNetworks && !device.allowedNetworks.allows(remoteAddress)) return 'network not allowed';
  if (password !== undefined && device.password !== null && !samePassword(device.password, password)) {
    return 'wrong device password';
  }
  return null;
}

/** Compares in constant time (digests of equal length), so timing does not reveal the password. */
export function samePassword(expected: string, given: string | null): boolean {
  if (given === null) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(expected), digest(given));
}
