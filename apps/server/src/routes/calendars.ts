import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { calendars, devices, geofences, notifications, scheduledReports } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { isActiveAt } from '../services/calendars/calendarPeriods';
import { CalendarDataError, readCalendar } from '../services/calendars/readCalendar';
import { removeAllLinks } from '../services/links';
import { registerCollection } from './collection';
import { INPUT_LIMITS, limitedText, limits, withinLimits } from './inputLimits';

/** Traccar's Calendar as a client sends it: `data` is a base64 iCalendar. */
const calendarInput = z.looseObject({
  id: z.optional(z.number()),
  name: z.string().check(z.minLength(1)),
  data: z.string(),
  attributes: z.record(z.string(), z.unknown()).default({}),
});

/**
 * A calendar's data checked as an iCalendar whose events can be followed (a repeat rule the calendar
 * library cannot expand, e.g. a weekly rule on a day of the month, is refused here rather than met
 * when a position or a notification asks whether the calendar is active); a 400 naming `data` and the
 * reason otherwise.
 */
async function checkedData(data: string): Promise<string> {
  let text: string;
  try {
    text = readCalendar(data);
  } catch (error) {
    if (!(error instanceof CalendarDataError)) throw error;
    throw invalidData(error.message);
  }
  try {
    await isActiveAt(text, new Date());
  } catch (error) {
    throw invalidData(
      `its repeat rule cannot be followed (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  return data.replace(/\s+/g, '');
}

function invalidData(message: string): HttpError {
  return new HttpError(400, 'validation_failed', `data: ${message}`, [{ field: 'data', message }]);
}

/** `/api/calendars`: Traccar's calendars (iCalendar schedules that notifications and geofences follow). */
export async function calendarRoutes(app: FastifyInstance) {
  registerCollection(app, {
    path: '/api/calendars',
    type: 'calendar',
    table: calendars,
    nameColumn: calendars.name,
    input: withinLimits(calendarInput, {
      name: limits.name,
      data: limitedText(INPUT_LIMITS.calendarData),
      attributes: limits.attributes,
    }),
    toValues: async (b) => ({ name: b.name, data: await checkedData(b.data), attributes: b.attributes }),
    references: [],
    // What followed a deleted calendar follows none, and its scheduled reports go with it (as
    // Traccar's foreign keys leave them). Geofences follow their calendar in the pipeline: every
    // instance reloads them after any change.
    afterChange: async (row, id) => {
      if (!row) {
        for (const table of [devices, geofences, notifications])
          await app.ctx.db.update(table).set({ calendarId: null }).where(eq(table.calendarId, id));
        const reports = await app.ctx.db
          .delete(scheduledReports)
          .where(eq(scheduledReports.calendarId, id))
          .returning({ id: scheduledReports.id });
        for (const report of reports) await removeAllLinks(app.ctx, 'report', report.id);
      }
      await app.ctx.bus.publish('invalidate', {});
    },
  });
}
