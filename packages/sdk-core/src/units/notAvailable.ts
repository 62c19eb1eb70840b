/**
 * The text shown in place of a value that is missing, null or cannot be read (a speed without a
 * position, an ignition the tracker does not report, a date that does not parse).
 */
export const NOT_AVAILABLE = 'N/A';
