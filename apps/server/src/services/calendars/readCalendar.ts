import ICAL from 'ical.js';

/** Why a calendar's `data` cannot be used, in words its author can act on. */
export class CalendarDataError extends Error {}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Reads a calendar's `data` as Traccar carries it (an iCalendar, RFC 5545, in base64) and returns the
 * iCalendar text. Throws `CalendarDataError` unless it decodes to a VCALENDAR with at least one VEVENT
 * that has a start, since notifications and geofences only use a calendar's events.
 * @example readCalendar(Buffer.from('BEGIN:VCALENDAR\r\n…END:VCALENDAR').toString('base64'))
 */
export function readCalendar(data: string): string {
  const compact = data.replace(/\s+/g, '');
  if (compact.length === 0 || compact.length % 4 !== 0 || !BASE64.test(compact))
    throw new CalendarDataError('Send the iCalendar in base64');
  const text = Buffer.from(compact, 'base64').toString('utf8');
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CalendarDataError(`Not an iCalendar: ${reason}`);
  }
  if (calendar.name !== 'vcalendar') throw new CalendarDataError('Not an iCalendar: no VCALENDAR');
  const events = calendar.getAllSubcomponents('vevent');
  if (events.length === 0) throw new CalendarDataError('The calendar has no event (VEVENT)');
  if (events.some((event) => !event.hasProperty('dtstart')))
    throw new CalendarDataError('Every event of the calendar needs a start (DTSTART)');
  return text;
}
