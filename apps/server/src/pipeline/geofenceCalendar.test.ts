import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendars, events, positions } from '../db/schema';
import { json, startTestServer, type TestServer } from '../test/harness';

let t: TestServer;
let owner: string;

const send = async (method: string, path: string, body: unknown) => {
  const response = await t.fetch(path, {
    method,
    cookie: owner,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return response.status === 204 ? null : json(response);
};

const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]|\.\d{3}/g, '');

beforeAll(async () => {
  t = await startTestServer({}, { devices: ['osmand'] });
  await t.createUser({ email: 'owner@example.com' });
  owner = (await t.signIn('owner@example.com')).cookie;
});
afterAll(() => t.close());

describe('geofences with a calendar', () => {
  it('raise enter and exit events only while their calendar is active at the fix time', async () => {
    const base = Math.floor(Date.now() / 1000) - 3600;
    const at = (minute: number) => new Date((base + minute * 60) * 1000);
    const data = Buffer.from(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Fleetkit//Test//EN',
        'BEGIN:VEVENT',
        'UID:window@test',
        `DTSTART:${stamp(at(30).getTime())}`,
        `DTEND:${stamp(at(40).getTime())}`,
        'END:VEVENT',
        'END:VCALENDAR',
      ].join('\r\n'),
    ).toString('base64');
    const calendar = await send('POST', '/api/calendars', { name: 'Window', data });
    const device = await send('POST', '/api/devices', { name: 'Yard truck', uniqueId: 'TRGEOCAL-1' });
    const yard = await send('POST', '/api/geofences', {
      name: 'Yard',
      area: 'CIRCLE (27.7172 85.324, 200)',
      calendarId: calendar.id,
    });
    await send('POST', '/api/permissions', { deviceId: device.id, geofenceId: yard.id });

    // Outside, in and out before the window, in and out during it, in again after it.
    const fixes: [number, boolean][] = [
      [0, false],
      [1, true],
      [2, false],
      [31, true],
      [32, false],
      [41, true],
    ];
    for (const [minute, inside] of fixes) {
      const lat = inside ? 27.7172 : 27.75;
      const response = await fetch(
        `http://127.0.0.1:${t.port('osmand')}/?id=TRGEOCAL-1&lat=${lat}&lon=85.324&timestamp=${base + minute * 60}`,
      );
      expect(response.status).toBe(200);
    }
    const stored = () =>
      t.server.ctx.db.select({ id: positions.id }).from(positions).where(eq(positions.deviceId, device.id));
    await expect.poll(async () => (await stored()).length, { message: 'every fix stored' }).toBe(6);

    const crossings = await t.server.ctx.db
      .select({ type: events.type, eventTime: events.eventTime, geofenceId: events.geofenceId })
      .from(events)
      .where(and(eq(events.deviceId, device.id), like(events.type, 'geofence%')))
      .orderBy(asc(events.eventTime));
    expect(crossings).toEqual([
      { type: 'geofenceEnter', eventTime: at(31), geofenceId: yard.id },
      { type: 'geofenceExit', eventTime: at(32), geofenceId: yard.id },
    ]);
  });

  it('store the positions of a vehicle entering a geofence whose stored calendar cannot be followed, without its crossing', async () => {
    // Written before the API checked repeat rules (or straight into the database): it must not stop
    // the positions of the batch it is read in.
    const rule = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Fleetkit//Test//EN',
      'BEGIN:VEVENT',
      'UID:odd@test',
      'DTSTART:20240101T090000Z',
      'DTEND:20240101T170000Z',
      'RRULE:FREQ=WEEKLY;BYMONTHDAY=1',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const calendar = await send('POST', '/api/calendars', {
      name: 'Odd rule',
      data: Buffer.from(rule.replace('WEEKLY;BYMONTHDAY=1', 'DAILY')).toString('base64'),
    });
    await t.server.ctx.db
      .update(calendars)
      .set({ data: Buffer.from(rule).toString('base64') })
      .where(eq(calendars.id, calendar.id));
    const device = await send('POST', '/api/devices', { name: 'Gate truck', uniqueId: 'TRGEOCAL-2' });
    const gate = await send('POST', '/api/geofences', {
      name: 'Gate',
      area: 'CIRCLE (27.7172 85.324, 200)',
      calendarId: calendar.id,
    });
    await send('POST', '/api/permissions', { deviceId: device.id, geofenceId: gate.id });
    const base = Math.floor(Date.now() / 1000) - 600;
    for (const [minute, lat] of [
      [0, 27.75],
      [1, 27.7172],
    ] as const) {
      const response = await fetch(
        `http://127.0.0.1:${t.port('osmand')}/?id=TRGEOCAL-2&lat=${lat}&lon=85.324&timestamp=${base + minute * 60}`,
      );
      expect(response.status).toBe(200);
    }
    const stored = () =>
      t.server.ctx.db.select({ id: positions.id }).from(positions).where(eq(positions.deviceId, device.id));
    await expect.poll(async () => (await stored()).length, { message: 'both fixes stored' }).toBe(2);
    const crossings = await t.server.ctx.db
      .select({ type: events.type })
      .from(events)
      .where(and(eq(events.deviceId, device.id), like(events.type, 'geofence%')));
    expect(crossings).toEqual([]);
  });
});
