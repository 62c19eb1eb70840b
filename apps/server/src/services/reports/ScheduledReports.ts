import type { ReportKind } from '@fleetkit/sdk-core';
import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { UserRow } from '../../auth/Access';
import type { ServerContext } from '../../context';
import { calendars, links, scheduledReportRuns, scheduledReports, users } from '../../db/schema';
import { geocodingFor } from '../../geocoder/geocodingFor';
import { mailReport } from '../../reports/mailReport';
import { runReport } from '../../reports/runReport';
import { endedPeriods } from '../calendars/calendarPeriods';
import { readCalendar } from '../calendars/readCalendar';
import { serverTimeZone } from '../calendars/serverTimeZone';

/** The report types a scheduled report may have: those Traccar schedules. */
export const SCHEDULED_REPORT_TYPES = ['route', 'events', 'trips', 'stops', 'summary'] as const;
export type ScheduledReportType = (typeof SCHEDULED_REPORT_TYPES)[number];

/**
 * A period that ended longer ago than this when it is first seen is skipped, not sent late (ms); at
 * least two check intervals.
 */
export const SCHEDULED_REPORT_CATCH_UP_MS = 24 * 3_600_000;

/**
 * How long an instance holds a period it is mailing (ms): if it stops meanwhile, another instance
 * takes the period over after this.
 */
export const SCHEDULED_REPORT_LEASE_MS = 10 * 60_000;

/**
 * Tries of a period before a recipient whose mail keeps failing is given up on (logged), so the
 * report goes on with its next periods; each check of the scheduler is one try.
 */
export const SCHEDULED_REPORT_ATTEMPTS = 5;

/** The longest period a scheduled report covers (a calendar month). */
const MAX_SCHEDULED_DAYS = 31;

// `counters`: the addresses of a report's rows count as geocoder lookups.
type Ctx = Pick<ServerContext, 'db' | 'access' | 'log' | 'config' | 'bus' | 'counters'>;
type ReportRow = typeof scheduledReports.$inferSelect;

/**
 * Traccar's scheduled reports: each time a period of a report's calendar ends, the report of that
 * period (route, events, trips, stops or summary of the devices and groups linked to it) is sent as an
 * Excel workbook by e-mail to each user linked to it, covering what that user sees. Runs on the
 * scheduler; an instance holds a period in the database while it mails it, so it is sent once however
 * many instances check at the same time. A period is done when every recipient has it: a mail that
 * fails is tried again at the next checks (the recipients who have it are not mailed again), up to
 * {@link SCHEDULED_REPORT_ATTEMPTS} tries, and periods go out in order (docs/decisions/scheduled-reports.md).
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
    // Floating times ("09:00", no zone) are the server's, as Traccar reads them.
    const floatingZone = await serverTimeZone(db);
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
        const found = await endedPeriods(readCalendar(data), since, now, floatingZone);
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
        const claim = await this.#claim(report.id, period.end, now);
        // Held by another instance, or sent: the later periods wait for this one.
        if (!claim) break;
        const result = await this.#send(report, period.start, period.end, new Set(claim.delivered));
        sent += result.sent;
        const done = result.failed === 0 || claim.attempts + 1 >= SCHEDULED_REPORT_ATTEMPTS;
        if (!done) {
          // Released for the next check, which tries the recipients who have not got it yet.
          await db
            .update(scheduledReportRuns)
            .set({ claimedUntil: null, attempts: claim.attempts + 1 })
            .where(eq(scheduledReportRuns.reportId, report.id));
          break;
        }
        if (result.failed > 0)
          this.#ctx.log.warn(
            { reportId: report.id, failed: result.failed, attempts: claim.attempts + 1 },
            'scheduled report: given up on the recipients whose mail kept failing',
          );
        await db
          .update(scheduledReportRuns)
          .set({ sentThrough: period.end, claimedUntil: null, delivered: [], attempts: 0 })
          .where(eq(scheduledReportRuns.reportId, report.id));
      }
    }
    return sent;
  }

  /**
   * Holds the period that ends at `end` for this instance while it mails it, unless the report is sent
   * through it already or another instance holds it; answers who has it so far and how many tries
   * failed.
   */
  async #claim(
    reportId: number,
    end: Date,
    now: Date,
  ): Promise<{ delivered: number[]; attempts: number } | null> {
    const [claimed] = await this.#ctx.db
      .update(scheduledReportRuns)
      .set({ claimedUntil: new Date(now.getTime() + SCHEDULED_REPORT_LEASE_MS) })
      .where(
        and(
          eq(scheduledReportRuns.reportId, reportId),
          lt(scheduledReportRuns.sentThrough, end),
          or(isNull(scheduledReportRuns.claimedUntil), lte(scheduledReportRuns.claimedUntil, now)),
        ),
      )
      .returning({ delivered: scheduledReportRuns.delivered, attempts: scheduledReportRuns.attempts });
    return claimed ?? null;
  }

  /**
   * Runs the report of one period for each linked user but those of `delivered` and mails it, noting
   * each user mailed; answers how many mails went and how many failed.
   */
  async #send(
    report: ReportRow,
    from: Date,
    to: Date,
    delivered: ReadonlySet<number>,
  ): Promise<{ sent: number; failed: number }> {
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
    if (userIds.length === 0 || deviceIds.length + groupIds.length === 0) return { sent: 0, failed: 0 };
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
    let failed = 0;
    for (const user of recipients) {
      if (delivered.has(user.id)) continue;
      if (user.disabled || user.temporary || (user.expirationTime && user.expirationTime <= to)) continue;
      try {
        // Each user's report covers the linked devices and groups that user sees.
        const devices = await access.visibleIds(user, 'device');
        const groups = await access.visibleIds(user, 'group');
        const ownDevices = deviceIds.filter((id) => devices === null || devices.has(id));
        const ownGroups = groupIds.filter((id) => groups === null || groups.has(id));
        if (ownDevices.length + ownGroups.length === 0) continue;
        if (await this.#mail(user, report, ownDevices, ownGroups, from, to)) {
          sent++;
          await db
            .update(scheduledReportRuns)
            .set({ delivered: sql`${scheduledReportRuns.delivered} || ${JSON.stringify([user.id])}::jsonb` })
            .where(eq(scheduledReportRuns.reportId, report.id));
        }
      } catch (error) {
        failed++;
        this.#ctx.log.warn({ err: error, reportId: report.id, userId: user.id }, 'scheduled report not sent');
      }
    }
    return { sent, failed };
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
    await mailReport(ctx, user, result, report.description?.trim() || undefined);
    return true;
  }
}
