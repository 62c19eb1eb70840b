import { addDays, startOfDay, startOfMonth, toDate } from '../units/localCalendar';
import type { DateInput } from '../units/readDate';
import type { DateRange } from './datePresets';

/** The overview blocks of the live panel, with their texts (SPEC §2, §9). */
export const OVERVIEW_RANGES = [
  { value: 'lastHour', label: 'Last hour' },
  { value: 'today', label: 'Today' },
  { value: 'last7Days', label: 'Last 7 days' },
  { value: 'thisMonth', label: 'This month' },
] as const;
export type OverviewRange = (typeof OVERVIEW_RANGES)[number]['value'];

const HOUR_MS = 3_600_000;

/**
 * The time an overview block sums up (travel time, average speed, distance, stopped time). Each
 * range ends at `now`, since nothing has happened after it; starts are in local time:
 * - 'lastHour': the 60 minutes before `now`;
 * - 'today': from today's 00:00;
 * - 'last7Days': from 00:00 six days ago (7 days, today included);
 * - 'thisMonth': from 00:00 of the first day of this month.
 * @param now the current time
 * @default now = new Date()
 * @example overviewRange('today', new Date()) // midnight until now
 */
export function overviewRange(kind: OverviewRange, now: DateInput = new Date()): DateRange {
  const to = toDate(now);
  switch (kind) {
    case 'lastHour':
      return { from: new Date(to.getTime() - HOUR_MS), to };
    case 'today':
      return { from: startOfDay(to), to };
    case 'last7Days':
      return { from: startOfDay(addDays(to, -6)), to };
    case 'thisMonth':
      return { from: startOfMonth(to), to };
    default:
      throw new RangeError(`Unknown overview range: ${String(kind)}`);
  }
}
