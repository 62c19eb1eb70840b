/** A plain decimal number: digits with an optional fraction, such as `12`, `12.5` or `.5`. */
const DECIMAL = /^(\d+(\.\d*)?|\.\d+)$/;

/**
 * Whether the mileage connection (`POST /api2/computed/mileage`) is sent for a form's mileage
 * (SPEC §5): only when the value is not '0', is numeric (a plain decimal, surrounding spaces
 * ignored) and is greater than 0.
 * @example shouldSendMileage('14.5') // true
 * @example shouldSendMileage('0') // false
 */
export function shouldSendMileage(value: string | number | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  const text = String(value).trim();
  if (text === '0' || !DECIMAL.test(text)) return false;
  return Number(text) > 0;
}
