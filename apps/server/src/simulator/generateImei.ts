import type { SeededRandom } from './SeededRandom';

/** Type allocation codes of common tracker modules; a generated IMEI starts with one of them. */
const TRACKER_TACS = ['35341903', '35209408', '86451203', '86971703'] as const;

/**
 * The Luhn check digit of `digits` (the 15th digit of an IMEI is the check digit of the first 14).
 * @example luhnCheckDigit('49015420323751') // 8
 */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    // Doubling starts from the rightmost digit of the payload.
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether `imei` is 15 digits whose last one is the Luhn check digit of the others. */
export function isValidImei(imei: string): boolean {
  return /^\d{15}$/.test(imei) && luhnCheckDigit(imei.slice(0, 14)) === Number(imei[14]);
}

/**
 * A 15-digit IMEI with a tracker type allocation code, a serial number drawn from `random` and a
 * valid Luhn check digit.
 * @example generateImei(new SeededRandom(1)) // "35341903" + 6 digits + check digit
 */
export function generateImei(random: SeededRandom): string {
  const serial = String(random.integer(0, 999_999)).padStart(6, '0');
  const payload = random.pick(TRACKER_TACS) + serial;
  return payload + luhnCheckDigit(payload);
}
