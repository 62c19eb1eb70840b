import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, serverSettings } from '../../db/schema';
import { ZonedCalendar } from '../../reports/ZonedCalendar';
import { json, startTestServer, type TestServer } from '../../test/harness';

let t: TestServer;
let osmandPort: number;
let admin: string;
let owner: string;
let fleet: string;
let stranger: string;
let fleetId: number;

const send = async (cookie: string, method: string, path: string, body?: unknown) => {
  const response = await t.fetch(path, {
    method,
    cookie,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return response.status === 204 ? null : json(response);
};

/** A fix of a tracker through the OsmAnd endpoint, `minute` minutes after `base`, with its parameters. */
async function report(uniqueId: string, base: number, minute: number, extra: string) {
  const response = await fetch(
    `http://127.0.0.1:${osmandPort}/?id=${uniqueId}&lat=27.7172&lon=85.324&timestamp=${base + minute * 60}&${extra}`,
  );
  expect(response.status).toBe(200);
}

/** The e-mails sent so far, as "recipient: subject", sorted. */
const mails = async () =>
  (await t.server.ctx.db.select().from(outbox))
    .filter((m) => m.channel === 'email')
    .map((m) => `${m.recipient}: ${m.subject}`)
    .sort();

const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]|\.\d{3}/g, '');

beforeAll(async () => {
  t = await startTestServer({}, { devices: ['osmand'] });
  osmandPort = t.port('osmand');
  await t.createUser({ email: 'admin@example.com', administrator: true });
  await t.createUser({ email: 'owner@example.com' });
  fleetId = (await t.createUser({ email: 'fleet@example.com' })).id;
  await t.createUser({ email: 'stranger@example.com' });
  admin = (await t.signIn('admin@example.com')).cookie;
  owner = (await t.signIn('owner@example.com')).cookie;
  fleet = (await t.signIn('fleet@example.com')).cookie;
  stranger = (await t.signIn('stranger@example.com')).cookie;
});
afterAll(() => t.close());

describe('Traccar notifications (/api/notifications)', () => {
  it('mails the users of the notifications an event matches, once each, and no one else', async () => {
    const base = Math.floor(Date.now() / 1000) - 3600;
    const parent = await send(owner, 'POST', '/api/groups', { name: 'Region' });
    const child = await send(owner, 'POST', '/api/groups', { name: 'Depot', groupId: parent.id });
    const linked = await send(owner, 'POST', '/api/devices', {
      name: 'Linked truck',
      uniqueId: 'TRNOTIFY-LINKED',
      groupId: child.id,
    });
    const unlinked = await send(owner, 'POST', '/api/devices', {
      name: 'Unlinked truck',
      uniqueId: 'TRNOTIFY-UNLINKED',
    });
    // The fleet user sees both trucks; the stranger sees neither.
    for (const device of [linked, unlinked])
      await send(admin, 'POST', '/api/permissions', { userId: fleetId, deviceId: device.id });

    // The owner: SOS and power-cut alarms of the linked truck; ignition on in the truck's parent group,
    // only while its calendar is active (minutes 30 to 40).
    const alarms = await send(owner, 'POST', '/api/notifications', {
      type: 'alarm',
      always: false,
      notificators: 'mail',
      attributes: { alarms: 'sos,powerCut' },
    });
    await send(owner, 'POST', '/api/permissions', { deviceId: linked.id, notificationId: alarms.id });
    const window = Buffer.from(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Fleetkit//Test//EN',
        'BEGIN:VEVENT',
        'UID:window@test',
        `DTSTART:${stamp((base + 30 * 60) * 1000)}`,
        `DTEND:${stamp((base + 40 * 60) * 1000)}`,
        'END:VEVENT',
        'END:VCALENDAR',
      ].join('\r\n'),
    ).toString('base64');
    const calendar = await send(owner, 'POST', '/api/calendars', { name: 'Window', data: window });
    const ignition = await send(owner, 'POST', '/api/notifications', {
      type: 'ignitionOn',
      always: false,
      notificators: 'web,mail,sms',
      calendarId: calendar.id,
    });
    await send(owner, 'POST', '/api/permissions', { groupId: parent.id, notificationId: ignition.id });
    // An alarm notification that lists no alarms follows none, as in Traccar.
    await send(owner, 'POST', '/api/notifications', { type: 'alarm', always: true, notificators: 'mail' });
    // The fleet user: these alarms of every truck it sees, asked twice (its own settings too).
    await send(fleet, 'POST', '/api/notifications', {
      type: 'alarm',
      always: true,
      notificators: 'mail',
      attributes: { alarms: 'sos,powerCut,lowBattery' },
    });
    await send(fleet, 'PUT', '/api2/notifications/settings', { channels: { email: ['alarm'] } });
    // The stranger: these alarms, of trucks it does not see.
    await send(stranger, 'POST', '/api/notifications', {
      type: 'alarm',
      always: true,
      notificators: 'mail',
      attributes: { alarms: 'sos,powerCut,lowBattery' },
    });

    await report('TRNOTIFY-LINKED', base, 0, 'ignition=false');
    await report('TRNOTIFY-LINKED', base, 1, 'ignition=false&alarm=lowBattery');
    await report('TRNOTIFY-LINKED', base, 2, 'ignition=true');
    await report('TRNOTIFY-LINKED', base, 3, 'ignition=false');
    await report('TRNOTIFY-LINKED', base, 35, 'ignition=true');
    await report('TRNOTIFY-LINKED', base, 36, 'ignition=true&alarm=sos');
    await report('TRNOTIFY-UNLINKED', base, 0, 'ignition=false');
    await report('TRNOTIFY-UNLINKED', base, 1, 'ignition=false&alarm=sos');
    // Last of each truck: a device's events are notified in order, so once these are mailed every
    // earlier event of the truck has been dealt with.
    await report('TRNOTIFY-LINKED', base, 37, 'ignition=true&alarm=powerCut');
    await report('TRNOTIFY-UNLINKED', base, 2, 'ignition=false&alarm=powerCut');
    await expect
      .poll(mails, { message: 'the mails of the last events of both trucks' })
      .toEqual(
        expect.arrayContaining([
          'owner@example.com: Alarm: Power Cut: Linked truck',
          'fleet@example.com: Alarm: Power Cut: Linked truck',
          'fleet@example.com: Alarm: Power Cut: Unlinked truck',
        ]),
      );

    expect(await mails()).toEqual([
      'fleet@example.com: Alarm: Low Battery: Linked truck',
      'fleet@example.com: Alarm: Power Cut: Linked truck',
      'fleet@example.com: Alarm: Power Cut: Unlinked truck',
      'fleet@example.com: Alarm: SOS: Linked truck',
      'fleet@example.com: Alarm: SOS: Unlinked truck',
      'owner@example.com: Alarm: Power Cut: Linked truck',
      'owner@example.com: Alarm: SOS: Linked truck',
      'owner@example.com: Ignition On: Linked truck',
    ]);
    // The ignition inside the calendar's window, not the one before it.
    const [ignitionMail] = (await t.server.ctx.db.select().from(outbox)).filter(
      (m) => m.subject === 'Ignition On: Linked truck',
    );
    const [server] = await t.server.ctx.db
      .select({ attributes: serverSettings.attributes, forceSettings: serverSettings.forceSettings })
      .from(serverSettings);
    // The time as its reader reads it, in the zone the owner (who set none) gets from the server.
    const zone = ZonedCalendar.forUser({ attributes: {} }, server);
    expect(ignitionMail?.body).toContain(
      `${zone.formatDateTime((base + 35 * 60) * 1000)} (${zone.timeZone})`,
    );
  });

  it('offers the notificators it delivers', async () => {
    expect(await send(owner, 'GET', '/api/notifications/notificators')).toEqual([
      { type: 'web' },
      { type: 'mail' },
    ]);
  });
});
