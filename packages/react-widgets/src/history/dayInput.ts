import { type CalendarSystem, formatDate, fromBikramSambat } from '@fleetkit/sdk-core/calendar';

const DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** A day typed as `YYYY-MM-DD` in the BS or AD calendar, as local midnight; null when it is no date. */
export function parseDayInput(text: string, calendar: CalendarSystem): Date | null {
  const match = DAY.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (calendar === 'BS') {
    try {
      return fromBikramSambat({ year, month, day });
    } catch {
      return null;
    }
  }
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** A date's day as `YYYY-MM-DD` in the BS or AD calendar. */
export function formatDayInput(date: Date, calendar: CalendarSystem): string {
  return formatDate(date, calendar);
}

/** The last millisecond of a date's local day. */
export function endOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), 23, 59, 59, 999);
}
