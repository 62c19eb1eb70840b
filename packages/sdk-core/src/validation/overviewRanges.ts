import dayjs from 'dayjs';
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
  const end = dayjs(now);
  const to = end.toDate();
  switch (kind) {
    case 'lastHour':
      return { from: end.subtract(1, 'hour').toDate(), to };
    case 'today':
      return { from: end.startOf('day').toDate(), to };
    case 'last7Days':
      return { from: end.subtract(6, 'day').startOf('day').toDate(), to };
    case 'thisMonth':
      return { from: end.startOf('month').toDate(), to };
    default:
      throw new RangeError(`Unknown overview range: ${String(kind)}`);
  }
}
