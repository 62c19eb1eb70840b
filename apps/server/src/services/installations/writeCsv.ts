/**
 * A CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A value that a
 * spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR first) gets a leading apostrophe.
 */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows as CSV with a header row and CRLF line ends. */
export function writeCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(field).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
