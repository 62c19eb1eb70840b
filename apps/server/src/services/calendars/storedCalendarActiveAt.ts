import { isActiveAt } from './calendarPeriods';
import { readCalendar } from './readCalendar';

/**
 * Whether a stored calendar (its base64 `data`, as `/api/calendars` keeps it) is active at `instant`,
 * floating times in `floatingZone`. A calendar that cannot be read or followed (written before the
 * API checked its repeat rules, or straight into the database) counts as inactive, so it never stops
 * what asks (a batch of positions, a notification); `onUnreadable` hears why.
 * @example await storedCalendarActiveAt(row.data, position.fixTime, zone, (err) => log.warn({ err }))
 */
export async function storedCalendarActiveAt(
  data: string,
  instant: Date,
  floatingZone: string | undefined,
  onUnreadable?: (error: unknown) => void,
): Promise<boolean> {
  try {
    return await isActiveAt(readCalendar(data), instant, floatingZone);
  } catch (error) {
    onUnreadable?.(error);
    return false;
  }
}
