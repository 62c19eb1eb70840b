/** A plain number (`-12.5`): a spreadsheet reads it as a number and runs nothing. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;
/** What a spreadsheet takes for the start of a formula or command (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. Text that a spreadsheet
 * would run as a formula (`=`, `+`, `-`, `@`, tab or CR first) gets a leading apostrophe, so a vehicle or
 * driver named `=HYPERLINK(…)` is shown as text; plain numbers, negative ones too, stay numbers, and a
 * number cell is written as it is.
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows as CSV with a header row and CRLF line ends: the one CSV writer of the server. */
export function writeCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
