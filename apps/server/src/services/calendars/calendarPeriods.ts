import ICAL from 'ical.js';
import { isValidTimeZone, ZonedCalendar } from '../../reports/ZonedCalendar';

/** One occurrence of a calendar's event: from its start to its end. */
export interface CalendarPeriod {
  start: Date;
  end: Date;
}

/**
 * How many occurrences of one event are looked at, at most: an event repeating every minute for years
 * is not followed past them (about 2 s of work, given back to the event loop every `YIELD_EVERY`).
 */
export const MAX_OCCURRENCES = 50_000;
const YIELD_EVERY = 1000;

/** The periods found, and whether an event had more occurrences before the window than are looked at. */
export interface EndedPeriods {
  periods: CalendarPeriod[];
  truncated: boolean;
}

/**
 * The instant of an iCalendar time: UTC times and times in a zone the calendar defines (VTIMEZONE) as
 * they are; times whose TZID names an IANA zone the calendar does not define by that zone's rules;
 * floating times and dates (no zone: "09:00 wherever the reader is") in `floating`, the server's zone
 * as Traccar reads them, or UTC when it has none.
 */
function instantIn(time: ICAL.Time, tzid: string | null, floating: ZonedCalendar | null): number {
  if (time.zone !== ICAL.Timezone.localTimezone) return time.toUnixTime() * 1000;
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  const zone = tzid && isValidTimeZone(tzid) ? new ZonedCalendar(tzid) : floating;
  if (!zone) return wall;
  return wall - zone.offsetAt(wall - zone.offsetAt(wall));
}

/**
 * Goes through the occurrences of each event of an iCalendar that may end after `low`, until they start
 * after `high` (each event's in its own order), calling `visit` with each one's start and end
 * (ms); `visit` returning true stops the scan. Returns whether an event had more occurrences than are
 * looked at (`MAX_OCCURRENCES`), so some were not visited.
 */
async function scanOccurrences(
  text: string,
  floatingZone: string | undefined,
  low: number,
  high: number,
  visit: (start: number, end: number) => boolean,
): Promise<boolean> {
  const floating = floatingZone && isValidTimeZone(floatingZone) ? new ZonedCalendar(floatingZone) : null;
  const instantOf = (time: ICAL.Time, tzid: string | null) => instantIn(time, tzid, floating);
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const vevents = calendar.getAllSubcomponents('vevent');
  const moved = vevents.filter((event) => event.hasProperty('recurrence-id'));
  let truncated = false;
  for (const master of vevents) {
    if (master.hasProperty('recurrence-id')) continue;
    const uid = master.getFirstPropertyValue('uid');
    const exceptions = moved.filter((event) => event.getFirstPropertyValue('uid') === uid);
    const event = new ICAL.Event(master, { exceptions, strictExceptions: false });
    const tzidOf = (name: string) => {
      const value = master.getFirstProperty(name)?.getParameter('tzid');
      return typeof value === 'string' ? value : null;
    };
    const startZone = tzidOf('dtstart');
    const endZone = tzidOf('dtend') ?? startZone;
    if (!event.isRecurring()) {
      if (visit(instantOf(event.startDate, startZone), instantOf(event.endDate, endZone))) return truncated;
      continue;
    }
    // Without moved occurrences each lasts as long as the event: one that ended before the window is
    // passed over without working out its details.
    const length = instantOf(event.endDate, endZone) - instantOf(event.startDate, startZone);
    const hasMoved = Object.keys(event.exceptions).length > 0;
    const iterator = event.iterator();
    for (let count = 0; ; count++) {
      if (count >= MAX_OCCURRENCES) {
        truncated = true;
        break;
      }
      if (count > 0 && count % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
      const next = iterator.next();
      if (!next) break;
      const nominal = instantOf(next, startZone);
      if (!hasMoved && nominal + length <= low) continue;
      const details = event.getOccurrenceDetails(next);
      const start = instantOf(details.startDate, startZone);
      if (start > high && nominal > high) break;
      if (visit(start, instantOf(details.endDate, endZone))) return truncated;
    }
  }
  return truncated;
}

/**
 * The periods of an iCalendar (text, as `readCalendar` returns it) that ended after `after` and at or
 * before `until`, ordered by their end: each occurrence of each event (repetitions by RRULE, RDATE and
 * EXDATE, moved occurrences by RECURRENCE-ID). Occurrences without a length are left out. Floating
 * times and whole days are read in `floatingZone` (an IANA name; UTC when absent or unknown).
 * @example (await endedPeriods(text, lastCheck, now, 'Asia/Kathmandu')).periods // the days of a daily calendar that ended since lastCheck
 */
export async function endedPeriods(
  text: string,
  after: Date,
  until: Date,
  floatingZone?: string,
): Promise<EndedPeriods> {
  const periods: CalendarPeriod[] = [];
  const low = after.getTime();
  const high = until.getTime();
  const truncated = await scanOccurrences(text, floatingZone, low, high, (start, end) => {
    if (end > start && end > low && end <= high) periods.push({ start: new Date(start), end: new Date(end) });
    return false;
  });
  periods.sort((a, b) => a.end.getTime() - b.end.getTime() || a.start.getTime() - b.start.getTime());
  return { periods, truncated };
}

/**
 * Whether an iCalendar (text, as `readCalendar` returns it) is active at `instant`, as Traccar's
 * `Calendar.checkMoment`: an occurrence of one of its events (repetitions, exclusions and moved
 * occurrences as `endedPeriods`) started at or before it and ends after it. Zones as `endedPeriods`:
 * floating times and whole days in `floatingZone` (the server's; UTC when absent or unknown). An event
 * with more than `MAX_OCCURRENCES` occurrences before the instant is not followed that far, and does
 * not make the calendar active.
 * @example await isActiveAt(officeHours, event.eventTime, 'Europe/Paris') // true on a weekday at 10:00 in Paris
 */
export async function isActiveAt(text: string, instant: Date, floatingZone?: string): Promise<boolean> {
  const at = instant.getTime();
  let active = false;
  await scanOccurrences(text, floatingZone, at, at, (start, end) => {
    active = start <= at && at < end;
    return active;
  });
  return active;
}
