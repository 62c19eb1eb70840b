import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage, json, startTestServer, type TestServer } from '../test/harness';

let t: TestServer;
let owner: string;
let stranger: string;
let admin: string;

/** Traccar's web app's default calendar: office hours every day, base64 as it sends it. */
const officeHours = Buffer.from(
  [
    'BEGIN:VCALENDAR',
    'PRODID:-//Traccar//NONSGML Traccar//EN',
    'VERSION:2.0',
    'BEGIN:VEVENT',
    'UID:00000000-0000-0000-0000-000000000000',
    'DTSTART;TZID=UTC:20240101T090000',
    'DTEND;TZID=UTC:20240101T170000',
    'RRULE:FREQ=DAILY',
    'SUMMARY:Office hours',
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n'),
).toString('base64');

const send = (cookie: string, method: string, path: string, body?: unknown) =>
  t.fetch(path, {
    method,
    cookie,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

beforeAll(async () => {
  t = await startTestServer();
  for (const email of ['owner@example.com', 'stranger@example.com']) await t.createUser({ email });
  await t.createUser({ email: 'admin@example.com', administrator: true });
  owner = (await t.signIn('owner@example.com')).cookie;
  stranger = (await t.signIn('stranger@example.com')).cookie;
  admin = (await t.signIn('admin@example.com')).cookie;
});
afterAll(() => t.close());

describe('calendars (/api/calendars)', () => {
  it("stores a calendar in Traccar's shape, lists it for its owner and hides it from others", async () => {
    const created = await send(owner, 'POST', '/api/calendars', {
      name: 'Office hours',
      data: officeHours,
      attributes: {},
    });
    expect(created.status).toBe(200);
    const calendar = await json(created);
    expect(calendar).toEqual({
      id: expect.any(Number),
      name: 'Office hours',
      data: officeHours,
      attributes: {},
    });

    const list = await json(await send(owner, 'GET', '/api/calendars'));
    expect(list).toEqual([calendar]);
    expect(await json(await send(stranger, 'GET', '/api/calendars'))).toEqual([]);
    expect((await send(stranger, 'GET', `/api/calendars/${calendar.id}`)).status).toBe(404);
    expect((await send(stranger, 'PUT', `/api/calendars/${calendar.id}`, calendar)).status).toBe(404);
    expect((await send(stranger, 'DELETE', `/api/calendars/${calendar.id}`)).status).toBe(404);

    const renamed = await send(owner, 'PUT', `/api/calendars/${calendar.id}`, {
      ...calendar,
      name: 'Shifts',
    });
    expect((await json(renamed)).name).toBe('Shifts');
  });

  it('refuses data that is not a base64 iCalendar with a 400 naming the field', async () => {
    for (const data of ['not base64 at all!', Buffer.from('hello').toString('base64'), '']) {
      const response = await send(owner, 'POST', '/api/calendars', { name: 'Broken', data });
      expect(response.status).toBe(400);
      expect(await errorMessage(response)).toContain('data');
    }
    const noEvent = Buffer.from('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR').toString('base64');
    expect((await send(owner, 'POST', '/api/calendars', { name: 'Empty', data: noEvent })).status).toBe(400);
  });

  it('refuses a repeat rule that cannot be followed (a weekly rule on a day of the month) with a 400 naming the field', async () => {
    const weeklyOnMonthDay = Buffer.from(
      Buffer.from(officeHours, 'base64')
        .toString('utf8')
        .replace('RRULE:FREQ=DAILY', 'RRULE:FREQ=WEEKLY;BYMONTHDAY=1'),
    ).toString('base64');
    const response = await send(owner, 'POST', '/api/calendars', {
      name: 'Odd rule',
      data: weeklyOnMonthDay,
    });
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toContain('data');
  });

  it("lets a geofence or notification use one's own calendar, but not another user's nor a missing one", async () => {
    const mine = await json(await send(owner, 'POST', '/api/calendars', { name: 'Mine', data: officeHours }));
    const theirs = await json(
      await send(stranger, 'POST', '/api/calendars', { name: 'Theirs', data: officeHours }),
    );
    const geofence = { name: 'Yard', area: 'CIRCLE (27.7 85.3, 100)' };
    expect((await send(owner, 'POST', '/api/geofences', { ...geofence, calendarId: mine.id })).status).toBe(
      200,
    );
    expect((await send(owner, 'POST', '/api/geofences', { ...geofence, calendarId: theirs.id })).status).toBe(
      404,
    );
    const alarm = { type: 'alarm', always: true, notificators: 'web' };
    expect(
      (await send(owner, 'POST', '/api/notifications', { ...alarm, calendarId: theirs.id })).status,
    ).toBe(404);
    // An administrator sees every calendar, but a calendar that does not exist is refused.
    expect((await send(admin, 'POST', '/api/geofences', { ...geofence, calendarId: theirs.id })).status).toBe(
      200,
    );
    expect((await send(admin, 'POST', '/api/geofences', { ...geofence, calendarId: 987_654 })).status).toBe(
      404,
    );
    expect(
      (
        await send(admin, 'POST', '/api/permissions', {
          userId: (await json(await send(owner, 'GET', '/api/session'))).id,
          calendarId: 987_654,
        })
      ).status,
    ).toBe(404);
  });
});

describe('deleting a calendar', () => {
  it('leaves the geofences and notifications that followed it without a calendar', async () => {
    const calendar = await json(
      await send(owner, 'POST', '/api/calendars', { name: 'Gone', data: officeHours }),
    );
    const fence = await json(
      await send(owner, 'POST', '/api/geofences', {
        name: 'Night yard',
        area: 'CIRCLE (27.7 85.3, 100)',
        calendarId: calendar.id,
      }),
    );
    const alarm = await json(
      await send(owner, 'POST', '/api/notifications', {
        type: 'alarm',
        always: true,
        notificators: 'web',
        calendarId: calendar.id,
      }),
    );
    expect((await send(owner, 'DELETE', `/api/calendars/${calendar.id}`)).status).toBe(204);
    expect((await json(await send(owner, 'GET', `/api/geofences/${fence.id}`))).calendarId).toBeNull();
    const after = await json(await send(owner, 'GET', `/api/notifications/${alarm.id}`));
    expect(after.calendarId).toBeNull();
    // The notification can be saved again as the web app sends it back.
    expect((await send(owner, 'PUT', `/api/notifications/${alarm.id}`, after)).status).toBe(200);
  });
});
