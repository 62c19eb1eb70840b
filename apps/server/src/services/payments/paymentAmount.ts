/**
 * An amount in minor units (paisa) as gateways write it: `1500`, `1500.5`.
 * @example formatPaymentAmount(150050) // '1500.5'
 */
export function formatPaymentAmount(minor: number): string {
  const major = Math.trunc(minor / 100);
  const cents = minor % 100;
  if (cents === 0) return String(major);
  return `${major}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}

/**
 * An amount a gateway wrote (`1000.0`, `"1,000.00"`) in minor units; `null` when it is not an amount.
 * @example parsePaymentAmount('1,000.0') // 100000
 */
export function parsePaymentAmount(text: string): number | null {
  const plain = text.replace(/,/g, '').trim();
  if (!/^\d+(\.\d{1,2}0*)?$/.test(plain)) return null;
  const [whole = '0', fraction = ''] = plain.split('.');
  return Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
}
