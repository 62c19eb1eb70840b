const RADIANS = Math.PI / 180;

/**
 * Initial great-circle bearing from one point to another, in degrees clockwise from north [0, 360).
 * @example bearing(27.7, 85.3, 27.8, 85.3) // 0 (due north)
 */
export function bearing(
  fromLatitude: number,
  fromLongitude: number,
  toLatitude: number,
  toLongitude: number,
): number {
  const lat1 = fromLatitude * RADIANS;
  const lat2 = toLatitude * RADIANS;
  const dLon = (toLongitude - fromLongitude) * RADIANS;
  const y = Math.sin(dLon) * Math.cos(lat2);
  const x = Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLon);
  const degrees = Math.atan2(y, x) / RADIANS;
  return (degrees + 360) % 360;
}
