/**
 * Reads a display input as a finite number, or `null` when it is missing, not a number, NaN or
 * infinite. Formatters use it so that bad input shows a placeholder instead of `NaN km/h`.
 */
export function readNumber(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
