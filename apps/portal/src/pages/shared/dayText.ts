/**
 * A stored day (`YYYY-MM-DD`, as documents and service records keep their dates) written by `date`
 * (`useDates().date`: the user's calendar and language), read as that local day. A value that is not
 * such a day is shown as it is stored; none gives ''.
 * @example dayText('2026-03-09', dates.date) // '9 Mar 2026', or '२५ फागुन २०८२' in Nepali
 */
export function dayText(value: string | null | undefined, date: (value: Date) => string): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const [, year, month, day] = match;
  return date(new Date(Number(year), Number(month) - 1, Number(day))) || value;
}
