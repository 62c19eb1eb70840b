import { XLSX_MIME } from '@fleetkit/sdk-core';
import type { UserRow } from '../auth/Access';
import type { ServerContext } from '../context';
import { notifierFor } from '../services/accounts/notifierFor';
import { reportTextsFor } from '../services/userLanguage';
import { reportFileName, reportRows } from './reportRows';
import { type ReportRow, reportTable, type TableKind } from './reportTables';
import type { ReportResult } from './runReport';
import { writeReportWorkbook } from './writeReportWorkbook';
import type { ZonedCalendar } from './ZonedCalendar';

/** A workbook to mail: its table, rows and zone, the file name (without extension) and its title, if its user gave one. */
export interface MailedWorkbook {
  kind: TableKind;
  rows: readonly ReportRow[];
  calendar: ZonedCalendar;
  fileName: string;
  /** The user's title for it (a scheduled report's description); else the report kind's, in the user's language. */
  title?: string | undefined;
  /** What the workbook covers, for the mail's text (a period, or a date). */
  covers: string;
}

/**
 * E-mails a workbook (the same as the `/xlsx` download) to the user's address through the server's
 * mail sender (`--smtp-url`; without it the outbox keeps the text, not the workbook), the workbook and
 * the mail in the user's language.
 */
export async function mailWorkbook(
  ctx: Pick<ServerContext, 'db' | 'log'>,
  user: UserRow,
  workbook: MailedWorkbook,
): Promise<void> {
  const { calendar } = workbook;
  const texts = await reportTextsFor(user);
  const content = await writeReportWorkbook(
    reportTable(workbook.kind, calendar.timeZone, texts),
    workbook.rows,
    calendar,
  );
  const title = workbook.title ?? texts.titles[workbook.kind];
  await notifierFor(ctx).send({
    channel: 'email',
    recipient: user.email,
    subject: texts.mail.subject(title),
    body: texts.mail.body(title, workbook.covers, calendar.timeZone, workbook.rows.length),
    attachments: [{ filename: `${workbook.fileName}.xlsx`, contentType: XLSX_MIME, content }],
  });
}

/** E-mails a report of `runReport` to its user as its Excel workbook. */
export async function mailReport(
  ctx: Pick<ServerContext, 'db' | 'log'>,
  user: UserRow,
  result: ReportResult,
  title?: string,
): Promise<void> {
  const { calendar, query } = result;
  await mailWorkbook(ctx, user, {
    kind: result.kind,
    rows: await reportRows(ctx, result),
    calendar,
    fileName: reportFileName(result),
    title,
    covers: `${result.kind}, ${calendar.formatDateTime(query.from.getTime())} – ${calendar.formatDateTime(query.to.getTime())}`,
  });
}
