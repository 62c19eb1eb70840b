import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { scheduledReportRuns, scheduledReports } from '../db/schema';
import { SCHEDULED_REPORT_TYPES } from '../services/reports/ScheduledReports';
import { registerCollection } from './collection';
import { limits, withinLimits } from './inputLimits';

/** Traccar's Report (a scheduled report) as a client sends it. */
const reportInput = z.looseObject({
  id: z.optional(z.number()),
  type: z.enum(SCHEDULED_REPORT_TYPES, { message: `must be one of ${SCHEDULED_REPORT_TYPES.join(', ')}` }),
  description: z.string().nullish(),
  calendarId: z
    .number({ message: 'is required: the calendar whose periods the report covers' })
    .int()
    .positive('is required: the calendar whose periods the report covers'),
  attributes: z.record(z.string(), z.unknown()).default({}),
});

/**
 * `/api/reports`: Traccar's scheduled reports. Devices and groups are linked to a report with
 * `/api/permissions` (`reportId`), as the users who receive it; `services/reports/ScheduledReports.ts`
 * sends it when a period of its calendar ends.
 */
export async function scheduledReportRoutes(app: FastifyInstance) {
  registerCollection(app, {
    path: '/api/reports',
    type: 'report',
    table: scheduledReports,
    nameColumn: scheduledReports.description,
    input: withinLimits(reportInput, { description: limits.description, attributes: limits.attributes }),
    toValues: (b) => ({
      type: b.type,
      description: b.description ?? null,
      calendarId: b.calendarId,
      attributes: b.attributes,
    }),
    references: ['calendarId'],
    // A new report covers the periods that end from now on.
    afterChange: async (row, id) => {
      if (!row) return;
      await app.ctx.db
        .insert(scheduledReportRuns)
        .values({ reportId: id, sentThrough: new Date() })
        .onConflictDoNothing();
    },
  });
}
