import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox as outboxTable } from '../db/schema';
import { ScheduledReports } from '../services/reports/ScheduledReports';
import { errorMessage, json, listenOnAnyPort, startTestServer, type TestServer } from '../test/harness';
import { startTwinServers } from '../test/twinServers';

/**
 * A mail server on this machine that keeps the raw messages it is given; `refuse` turns a recipient
 * away (a full mailbox, a server that is down for that domain).
 */
async function startMailCapture(refuse: (address: string) => boolean = () => false) {
  const received: { to: string[]; raw: Buffer }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      callback(refuse(address.address) ? new Error('452 Mailbox full, try again later') : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks) });
        callback();
      });
    },
  });
  const port = await listenOnAnyPort(smtp.server);
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** iCalendar UTC form of an instant: 20260310T080000Z. */
const icsTime = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A base64 calendar of one event from `start` to `end` (ms), as Traccar's API carries calendars. */
const oneEvent = (start: number, end: number) =>
  Buffer.from(
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Fleetkit//Scheduled reports test//EN',
      'BEGIN:VEVENT',
      `UID:period-${start}@fleetkit.test`,
      `DTSTART:${icsTime(start)}`,
      `DTEND:${icsTime(end)}`,
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n'),
  ).toString('base64');

const DAILY = Buffer.from(
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Fleetkit//Scheduled reports test//EN',
    'BEGIN:VEVENT',
    'UID:daily@fleetkit.test',
    'DTSTART:20260101T000000Z',
    'DTEND:20260102T000000Z',
    'RRULE:FREQ=DAILY',
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n'),
).toString('base64');

function sender(t: TestServer) {
  return (cookie: string, method: string, path: string, body?: unknown) =>
    t.fetch(path, {
      method,
      cookie,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

/** The rows of the first sheet of a workbook, as arrays of cell texts. */
async function sheetRows(content: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? '')));
  });
  return rows;
}

describe('scheduled reports (/api/reports)', () => {
  let t: TestServer;
  let send: ReturnType<typeof sender>;
  let owner: string;
  let stranger: string;
  let admin: string;
  let calendarId: number;
  let deviceId: number;

  beforeAll(async () => {
    t = await startTestServer();
    send = sender(t);
    for (const email of ['owner@example.com', 'stranger@example.com']) await t.createUser({ email });
    await t.createUser({ email: 'admin@example.com', administrator: true });
    owner = (await t.signIn('owner@example.com')).cookie;
    stranger = (await t.signIn('stranger@example.com')).cookie;
    admin = (await t.signIn('admin@example.com')).cookie;
    calendarId = (await json(await send(owner, 'POST', '/api/calendars', { name: 'Days', data: DAILY }))).id;
    deviceId = (await json(await send(owner, 'POST', '/api/devices', { name: 'Van', uniqueId: 'SCHED-1' })))
      .id;
  });
  afterAll(() => t.close());

  it("stores a report in Traccar's shape, links it like other objects and hides it from others", async () => {
    const created = await send(owner, 'POST', '/api/reports', {
      type: 'trips',
      description: 'Daily trips',
      calendarId,
      attributes: {},
    });
    expect(created.status).toBe(200);
    const report = await json(created);
    expect(report).toEqual({
      id: expect.any(Number),
      type: 'trips',
      description: 'Daily trips',
      calendarId,
      attributes: {},
    });

    // traccar-web links the report's devices and groups with /api/permissions/bulk.
    const linked = await send(owner, 'POST', '/api/permissions/bulk', [{ deviceId, reportId: report.id }]);
    expect(linked.status).toBe(204);
    expect(await json(await send(owner, 'GET', `/api/reports?deviceId=${deviceId}`))).toEqual([report]);
    expect(await json(await send(owner, 'GET', '/api/reports'))).toEqual([report]);
    expect(await json(await send(owner, 'GET', `/api/reports/${report.id}`))).toEqual(report);

    // Another user sees nothing of it, changes nothing, links nothing to it.
    expect(await json(await send(stranger, 'GET', '/api/reports'))).toEqual([]);
    expect((await send(stranger, 'GET', `/api/reports/${report.id}`)).status).toBe(404);
    expect(
      (await send(stranger, 'PUT', `/api/reports/${report.id}`, { ...report, type: 'route' })).status,
    ).toBe(404);
    expect((await send(stranger, 'DELETE', `/api/reports/${report.id}`)).status).toBe(404);
    const strangerDevice = await json(
      await send(stranger, 'POST', '/api/devices', { name: 'Other', uniqueId: 'SCHED-2' }),
    );
    const foreignLink = await send(stranger, 'POST', '/api/permissions', {
      deviceId: strangerDevice.id,
      reportId: report.id,
    });
    expect(foreignLink.status).toBe(404);
    expect(await errorMessage(foreignLink)).toContain('reportId');

    // An administrator lists what is linked to it, everything with all=true, as Traccar.
    expect(await json(await send(admin, 'GET', '/api/reports'))).toEqual([]);
    expect(await json(await send(admin, 'GET', '/api/reports?all=true'))).toEqual([report]);

    const changed = await send(owner, 'PUT', `/api/reports/${report.id}`, {
      ...report,
      type: 'summary',
      description: 'Daily summary',
    });
    expect(changed.status).toBe(200);
    expect(await json(changed)).toEqual({ ...report, type: 'summary', description: 'Daily summary' });

    expect((await send(owner, 'DELETE', `/api/reports/${report.id}`)).status).toBe(204);
    expect((await send(owner, 'GET', `/api/reports/${report.id}`)).status).toBe(404);
    expect(await json(await send(owner, 'GET', `/api/reports?deviceId=${deviceId}`))).toEqual([]);
  });

  it('refuses a report without a known type or a calendar the writer sees, naming the field', async () => {
    const badType = await send(owner, 'POST', '/api/reports', { type: 'chart', calendarId });
    expect(badType.status).toBe(400);
    expect(await errorMessage(badType)).toContain('type');
    const noCalendar = await send(owner, 'POST', '/api/reports', { type: 'route' });
    expect(noCalendar.status).toBe(400);
    expect(await errorMessage(noCalendar)).toContain('calendarId');
    const foreignCalendar = await send(stranger, 'POST', '/api/reports', { type: 'route', calendarId });
    expect(foreignCalendar.status).toBe(404);
    expect(await errorMessage(foreignCalendar)).toContain('calendarId');
    const longDescription = await send(owner, 'POST', '/api/reports', {
      type: 'route',
      calendarId,
      description: 'x'.repeat(4001),
    });
    expect(longDescription.status).toBe(400);
    expect(await json(await send(owner, 'GET', '/api/reports'))).toEqual([]);
  });

  it('skips a period that ended over a day before the check, and keeps a report without SMTP in the outbox', async () => {
    const now = Date.now();
    const calendar = await json(
      await send(owner, 'POST', '/api/calendars', {
        name: 'Soon',
        data: oneEvent(now - 3_600_000, now + 30_000),
      }),
    );
    const report = await json(
      await send(owner, 'POST', '/api/reports', {
        type: 'stops',
        description: 'Yard stops',
        calendarId: calendar.id,
      }),
    );
    expect((await send(owner, 'POST', '/api/permissions', { deviceId, reportId: report.id })).status).toBe(
      204,
    );
    const reports = new ScheduledReports(t.server.ctx);
    // The servers were down for three days: the period is not sent late.
    expect(await reports.run(new Date(now + 3 * 86_400_000))).toBe(0);
    // Checked in time, it is sent; without a mail server the outbox names the workbook.
    expect(await reports.run(new Date(now + 60_000))).toBe(1);
    const outbox = await t.server.ctx.db
      .select()
      .from(outboxTable)
      .where(eq(outboxTable.subject, 'Report: Yard stops'));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.recipient).toBe('owner@example.com');
    expect(outbox[0]?.body).toMatch(/\[attachment stops-[\d-]+\.xlsx, \d+ bytes, not kept\]/);
    expect(await reports.run(new Date(now + 120_000))).toBe(0);
  });

  it('removes the reports of a deleted calendar, as their calendar is required', async () => {
    const calendar = await json(await send(owner, 'POST', '/api/calendars', { name: 'Spare', data: DAILY }));
    const report = await json(
      await send(owner, 'POST', '/api/reports', { type: 'events', calendarId: calendar.id }),
    );
    expect((await send(owner, 'DELETE', `/api/calendars/${calendar.id}`)).status).toBe(204);
    expect((await send(owner, 'GET', `/api/reports/${report.id}`)).status).toBe(404);
  });
});

describe('a scheduled report falls due', () => {
  it('e-mails the route report of the period that ended to its user, as a workbook', async () => {
    const mail = await startMailCapture();
    const t = await startTestServer(
      {
        smtpUrl: mail.url,
        smtpFrom: 'Fleet reports <reports@fleet.example.com>',
        scheduledReportIntervalMs: 100,
      },
      { devices: ['osmand'] },
    );
    try {
      const send = sender(t);
      await t.createUser({ email: 'planner@example.com' });
      const { cookie } = await t.signIn('planner@example.com');
      const device = await json(
        await send(cookie, 'POST', '/api/devices', { name: 'Route van', uniqueId: 'SCHED-R1' }),
      );
      // Positions before and inside the period.
      const now = Date.now();
      const second = Math.floor(now / 1000);
      for (const [offset, lat] of [
        [-7200, 27.6],
        [-600, 27.7],
        [-300, 27.71],
      ] as const) {
        const sent = await fetch(
          `http://127.0.0.1:${t.port('osmand')}/?id=SCHED-R1&lat=${lat}&lon=85.3&timestamp=${second + offset}&speed=10`,
        );
        expect(sent.status).toBe(200);
      }
      // The period: from an hour ago until a moment from now (after the report is made).
      const start = now - 3_600_000;
      const end = Date.now() + 4000;
      const calendar = await json(
        await send(cookie, 'POST', '/api/calendars', { name: 'This hour', data: oneEvent(start, end) }),
      );
      const report = await json(
        await send(cookie, 'POST', '/api/reports', {
          type: 'route',
          description: 'Hourly route',
          calendarId: calendar.id,
          attributes: {},
        }),
      );
      expect(
        (await send(cookie, 'POST', '/api/permissions', { deviceId: device.id, reportId: report.id })).status,
      ).toBe(204);

      await expect
        .poll(() => mail.received.length, {
          message: 'the report mailed once its period ended',
          timeout: 15_000,
        })
        .toBe(1);
      const message = await simpleParser(mail.received[0]?.raw ?? Buffer.alloc(0));
      expect(mail.received[0]?.to).toEqual(['planner@example.com']);
      expect(message.subject).toBe('Report: Hourly route');
      expect(message.text).toContain('2 rows');
      expect(message.attachments).toHaveLength(1);
      const [attachment] = message.attachments;
      expect(attachment?.contentType).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(attachment?.filename).toMatch(/^route-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const rows = await sheetRows(attachment?.content ?? Buffer.alloc(0));
      // A header and the two positions of the period; the one before it is not in the report.
      expect(rows).toHaveLength(3);
      expect(rows.slice(1).every((row) => row.includes('Route van'))).toBe(true);
      expect(rows.flat()).not.toContain('27.6');

      // Traccar's /mail sends the same workbook of any period at once.
      const query = new URLSearchParams({
        deviceId: String(device.id),
        from: new Date(now - 8_000_000).toISOString(),
        to: new Date(now).toISOString(),
      });
      const mailed = await send(cookie, 'GET', `/api/reports/route/mail?${query}`);
      expect(mailed.status).toBe(204);
      await expect
        .poll(() => mail.received.length, { message: 'the /mail report at the SMTP server' })
        .toBe(2);
      const asked = await simpleParser(mail.received[1]?.raw ?? Buffer.alloc(0));
      expect(asked.subject).toBe('Report: route report');
      expect(await sheetRows(asked.attachments[0]?.content ?? Buffer.alloc(0))).toHaveLength(4);

      // The device list and the geofence report are mailed the same way.
      expect((await send(cookie, 'GET', '/api/reports/devices/mail')).status).toBe(204);
      expect((await send(cookie, 'GET', `/api/reports/geofences/mail?${query}`)).status).toBe(204);
      await expect.poll(() => mail.received.length, { message: 'the two other mails' }).toBe(4);
      const others = await Promise.all(mail.received.slice(2).map((m) => simpleParser(m.raw)));
      expect(others.map((m) => m.attachments[0]?.filename).sort()).toEqual([
        expect.stringMatching(/^devices-\d{4}-\d{2}-\d{2}\.xlsx$/),
        expect.stringMatching(/^geofences-[\d-]+\.xlsx$/),
      ]);
      const devices = await sheetRows(
        others.find((m) => m.attachments[0]?.filename?.startsWith('devices'))?.attachments[0]?.content ??
          Buffer.alloc(0),
      );
      expect(devices.flat()).toContain('Route van');
    } finally {
      await t.close();
      await mail.close();
    }
  });
});

describe('scheduled reports across instances', () => {
  it('sends each period once when two instances check at the same time', async () => {
    const mail = await startMailCapture();
    const [a, b] = await startTwinServers({ smtpUrl: mail.url });
    try {
      const send = sender(a);
      await a.createUser({ email: 'twin@example.com' });
      const { cookie } = await a.signIn('twin@example.com');
      const device = await json(
        await send(cookie, 'POST', '/api/devices', { name: 'Twin van', uniqueId: 'SCHED-T1' }),
      );
      const now = Date.now();
      const calendar = await json(
        await send(cookie, 'POST', '/api/calendars', {
          name: 'Soon',
          // Ends after the report is made (a period that ended before is not the report's).
          data: oneEvent(now - 3_600_000, now + 30_000),
        }),
      );
      const report = await json(
        await send(cookie, 'POST', '/api/reports', { type: 'events', calendarId: calendar.id }),
      );
      expect(
        (await send(cookie, 'POST', '/api/permissions', { deviceId: device.id, reportId: report.id })).status,
      ).toBe(204);

      // Both instances check, together and again, after the period ended.
      const later = new Date(now + 90_000);
      const rounds: number[][] = [];
      for (let round = 0; round < 3; round++)
        rounds.push(
          await Promise.all([
            new ScheduledReports(a.server.ctx).run(later),
            new ScheduledReports(b.server.ctx).run(later),
          ]),
        );
      expect(rounds.flat().reduce((sum, n) => sum + n, 0)).toBe(1);
      await expect.poll(() => mail.received.length, { message: 'the one mail at the SMTP server' }).toBe(1);
    } finally {
      await b.close();
      await a.close();
      await mail.close();
    }
  });
});

describe('scheduled reports that fail to send', () => {
  it('tries a failed mail again at the next checks, without mailing the others twice', async () => {
    let full = true;
    const mail = await startMailCapture((address) => full && address === 'full@example.com');
    const t = await startTestServer({ smtpUrl: mail.url });
    try {
      const send = sender(t);
      const adminEmail = 'reports-admin@example.com';
      await t.createUser({ email: adminEmail, administrator: true });
      const { cookie } = await t.signIn(adminEmail);
      const device = await json(
        await send(cookie, 'POST', '/api/devices', { name: 'Retry van', uniqueId: 'SCHED-F1' }),
      );
      const now = Date.now();
      const calendar = await json(
        await send(cookie, 'POST', '/api/calendars', {
          name: 'Soon',
          data: oneEvent(now - 3_600_000, now + 30_000),
        }),
      );
      const report = await json(
        await send(cookie, 'POST', '/api/reports', { type: 'events', calendarId: calendar.id }),
      );
      await send(cookie, 'POST', '/api/permissions', { deviceId: device.id, reportId: report.id });
      for (const email of ['full@example.com', 'fine@example.com']) {
        const user = await t.createUser({ email });
        await send(cookie, 'POST', '/api/permissions', { userId: user.id, deviceId: device.id });
        await send(cookie, 'POST', '/api/permissions', { userId: user.id, reportId: report.id });
      }
      const reports = new ScheduledReports(t.server.ctx);
      const recipients = () => mail.received.flatMap((m) => m.to).sort();

      // The first check: one mailbox is full; the others (its creator too) get their report.
      expect(await reports.run(new Date(now + 90_000))).toBe(2);
      expect(recipients()).toEqual(['fine@example.com', adminEmail]);
      // Still full at the next check: tried again, the others are not mailed twice.
      expect(await reports.run(new Date(now + 180_000))).toBe(0);
      expect(recipients()).toEqual(['fine@example.com', adminEmail]);
      // Room again: the report arrives, and the period is done.
      full = false;
      expect(await reports.run(new Date(now + 270_000))).toBe(1);
      expect(recipients()).toEqual(['fine@example.com', 'full@example.com', adminEmail]);
      expect(await reports.run(new Date(now + 360_000))).toBe(0);
      expect(recipients()).toHaveLength(3);
    } finally {
      await t.close();
      await mail.close();
    }
  });
});
