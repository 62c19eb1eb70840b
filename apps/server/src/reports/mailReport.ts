import { XLSX_MIME } from '@fleetkit/sdk-core';
import type { UserRow } from '../auth/Access';
import type { ServerContext } from '../context';
import { notifierFor } from '../services/accounts/notifierFor';
import { reportFileName, reportRows } from './reportRows';
import { reportTable } from './reportTables';
import type { ReportResult } from './runReport';
import { writeReportWorkbook } from './writeReportWorkbook';

/**
 * E-mails a report to its user as an Excel workbook (the same workbook as `/xlsx`), through the
 * server's mail sender (`--smtp-url`; without it the outbox keeps the text, not the workbook).
 */
export async function mailReport(
  ctx: Pick<ServerContext, 'db' | 'log'>,
  user: UserRow,
  result: ReportResult,
  title: string,
): Promise<void> {
  const workbook = await writeReportWorkbook(
    reportTable(result.kind, result.calendar.timeZone),
    await reportRows(ctx, result),
    result.calendar,
  );
  const { calendar, query } = result;
  const period = `${calendar.formatDateTime(query.from.getTime())} – ${calendar.formatDateTime(query.to.getTime())}`;
  await notifierFor(ctx).send({
    channel: 'email',
    recipient: user.email,
    subject: `Report: ${title}`,
    body: `${title} (${result.kind}), ${period} (${calendar.timeZone}): ${result.items.length} rows, in the attached workbook.`,
    attachments: [{ filename: `${reportFileName(result)}.xlsx`, contentType: XLSX_MIME, content: workbook }],
  });
}
