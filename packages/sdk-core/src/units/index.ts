// Unit conversion and display formatting (SPEC §9). Wire units are Traccar's (knots, metres, ms);
// conversion to km/h, km and L happens only here, at display time.
export { kmToMetres, metresToKm } from './distance';
export { formatDistance } from './formatDistance';
export { formatDuration } from './formatDuration';
export { formatFuel } from './formatFuel';
export { formatRelativeTime } from './formatRelativeTime';
export { formatSpeed, type NumberFormatter } from './formatSpeed';
export { NOT_AVAILABLE } from './notAvailable';
export type { DateInput } from './readDate';
export { kmhToKnots, knotsToKmh, mphToKmh, mpsToKmh } from './speed';
