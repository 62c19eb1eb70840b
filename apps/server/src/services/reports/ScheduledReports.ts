import type { ReportKind } from '@fleetkit/sdk-core';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { UserRow } from '../../auth/Access';
import type { ServerContext } from '../../context';
import { calendars, links, scheduledReportRuns, scheduledReports, users } from '../../db/schema';
import { geocodingFor } from '../../geocoder/geocodingFor';
import { mailReport } from '../../reports/mailReport';
import { runReport } from '../../reports/runReport';
import { endedPeriods } from '../calendars/calendarPeriods';
import { readCalendar } from '../calendars/readCalendar';

/** The report types a scheduled report may have: those Traccar schedules. */
export const SCHEDULED_REPORT_TYPES = ['route', 'events', 'trips', 'stops', 'summary'] as const;
export type ScheduledReportType = (typeof SCHEDULED_REPORT_TYPES)[number];

/**
 * A period that ended longer ago than this when it is first seen is skipped, not sent late (ms); at
 * least two check intervals.
 */
export const SCHEDULED_REPORT_CATCH_UP_MS = 24 * 3_600_000;

/** The longest period a scheduled report covers (a calendar month). */
const MAX_SCHEDULED_DAYS = 31;

type Ctx = Pick<ServerContext, 'db' | 'access' | 'log' | 'config' | 'bus'>;
type ReportRow = typeof scheduledReports.$inferSelect;

/**
 * Traccar's scheduled reports: each time a period of a report's calendar ends, the report of that
 * period (route, events, trips, stops or summary of the devices and groups linked to it) is sent as an
 * Excel workbook by e-mail to each user linked to it, covering what that user sees. Runs on the
 * scheduler; a period is claimed in the database before it is sent, so it is sent once however many
 * instances check at the same time (docs/decisions/scheduled-reports.md).
 */
export class ScheduledReports {
  readonly #ctx: Ctx;

  constructor(ctx: Ctx) {
    this.#ctx = ctx;
  }

  /** Sends the reports whose periods ended by `now` and were not sent yet; returns how many mails went. */
  async run(now = new Date()): Promise<number> {
    const { db } = this.#ctx;
    const reports = await db
      .select({
        report: scheduledReports,
        data: calendars.data,
        sentThrough: scheduledReportRuns.sentThrough,
      })
      .from(scheduledReports)
      .innerJoin(calendars, eq(calendars.id, scheduledReports.calendarId))
      .leftJoin(scheduledReportRuns, eq(scheduledReportRuns.reportId, scheduledReports.id));
    let sent = 0;
    for (const { report, data, sentThrough } of reports) {
      if (!sentThrough) {
        // A report seen for the first time starts now (its creation normally records this).
        await db
          .insert(scheduledReportRuns)
          .values({ reportId: report.id, sentThrough: now })
          .onConflictDoNothing();
        continue;
      }
      const catchUp = Math.max(SCHEDULED_REPORT_CATCH_UP_MS, 2 * this.#ctx.config.scheduledReportIntervalMs);
      const since = new Date(Math.max(sentThrough.getTime(), now.getTime() - catchUp));
      let periods: Awaited<ReturnType<typeof endedPeriods>>['periods'];
      try {
        const found = await endedPeriods(readCalendar(data), since, now);
        if (found.truncated)
          this.#ctx.log.warn(
            { reportId: report.id, calendarId: report.calendarId },
            'scheduled report: the calendar repeats too often to be followed to now',
          );
        periods = found.periods;
      } catch (error) {
        this.#ctx.log.warn({ err: error, reportId: report.id }, 'scheduled report: calendar unreadable');
        continue;
      }
      for (const period of periods) {
        if (!(await this.#claim(report.id, period.end))) continue;
        sent += await this.#send(report, period.start, period.end);
      }
    }
    return sent;
  }

  /** Marks the report sent through `end`, unless it already is (another instance took this period). */
  async #claim(reportId: number, end: Date): Promise<boolean> {
    const claimed = await this.#ctx.db
      .update(scheduledReportRuns)
      .set({ sentThrough: end })
      .where(and(eq(scheduledReportRuns.reportId, reportId), lt(scheduledReportRuns.sentThrough, end)))
      .returning({ reportId: scheduledReportRuns.reportId });
    return claimed.length > 0;
  }

  /** Runs the report of one period for each linked user and mails it; returns how many mails went. */
  async #send(report: ReportRow, from: Date, to: Date): Promise<number> {
    const { db, access } = this.#ctx;
    const owners = await db
      .select({ type: links.ownerType, id: links.ownerId })
      .from(links)
      .where(and(eq(links.propertyType, 'report'), eq(links.propertyId, report.id)));
    const deviceIds = owners.filter((o) => o.type === 'device').map((o) => o.id);
    const groupIds = owners.filter((o) => o.type === 'group').map((o) => o.id);
    const userIds = await db
      .select({ id: links.ownerId })
      .from(links)
      .where(
        and(eq(links.ownerType, 'user'), eq(links.propertyType, 'report'), eq(links.propertyId, report.id)),
      );
    if (userIds.length === 0 || deviceIds.length + groupIds.length === 0) return 0;
    const recipients = await db
      .select()
      .from(users)
      .where(
        inArray(
          users.id,
          userIds.map((u) => u.id),
        ),
      );
    let sent = 0;
    for (const user of recipients) {
      if (user.disabled || user.temporary || (user.expirationTime && user.expirationTime <= to)) continue;
      try {
        // Each user's report covers the linked devices and groups that user sees.
        const devices = await access.visibleIds(user, 'device');
        const groups = await access.visibleIds(user, 'group');
        const ownDevices = deviceIds.filter((id) => devices === null || devices.has(id));
        const ownGroups = groupIds.filter((id) => groups === null || groups.has(id));
        if (ownDevices.length + ownGroups.length === 0) continue;
        if (await this.#mail(user, report, ownDevices, ownGroups, from, to)) sent++;
      } catch (error) {
        this.#ctx.log.warn({ err: error, reportId: report.id, userId: user.id }, 'scheduled report not sent');
      }
    }
    return sent;
  }

  async #mail(
    user: UserRow,
    report: ReportRow,
    deviceIds: number[],
    groupIds: number[],
    from: Date,
    to: Date,
  ): Promise<boolean> {
    if (!user.administrator && user.disableReports) return false;
    const ctx = this.#ctx as ServerContext;
    const result = await runReport(
      ctx,
      user,
      report.type as ReportKind,
      {
        deviceId: deviceIds.map(String),
        groupId: groupIds.map(String),
        from: from.toISOString(),
        to: to.toISOString(),
      },
      {
        maxDays: MAX_SCHEDULED_DAYS,
        address: (latitude, longitude) => geocodingFor(ctx).addresses.addressFor(latitude, longitude),
      },
    );
    await mailReport(ctx, user, result, report.description?.trim() || `${report.type} report`);
    return true;
  }
}
