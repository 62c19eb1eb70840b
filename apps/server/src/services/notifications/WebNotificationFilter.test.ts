import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from '../../test/harness';

type Signed = Awaited<ReturnType<TestServer['signIn']>>;
let t: TestServer;
let osmandPort: number;
let owner: Signed;
let admin: Signed;
let second = Math.floor(Date.now() / 1000) - 600;

/** The tracker reports a fix with its ignition: a change of ignition is an ignitionOn/Off event. */
async function report(ignition: boolean) {
  second += 10;
  const response = await fetch(
    `http://127.0.0.1:${osmandPort}/?id=WEB-1&lat=27.7172&lon=85.324&timestamp=${second}&ignition=${ignition}`,
  );
  expect(response.status).toBe(200);
}

/** A live socket of the user, recording the types of the events it receives. */
async function liveEvents(cookie: string) {
  const socket = new WebSocket(`${t.url.replace('http', 'ws')}/api/socket`, { headers: { Cookie: cookie } });
  const types: string[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { events?: { type: string }[] };
    for (const event of message.events ?? []) types.push(event.type);
  });
  await new Promise((resolve) => socket.once('open', resolve));
  return { types, close: () => socket.close() };
}

const setWeb = async (cookie: string, web: string[]) => {
  const response = await t.fetch('/api2/notifications/settings', {
    method: 'PUT',
    cookie,
    body: JSON.stringify({ channels: { web } }),
    headers: { 'Content-Type': 'application/json' },
  });
  expect(response.status).toBe(200);
};

beforeAll(async () => {
  t = await startTestServer({}, { devices: ['osmand'] });
  osmandPort = t.port('osmand');
  await t.createUser({ email: 'owner@example.com' });
  await t.createUser({ email: 'admin@example.com', administrator: true });
  owner = await t.signIn('owner@example.com');
  admin = await t.signIn('admin@example.com');
  await owner.client.devices.create({ name: 'Web truck', uniqueId: 'WEB-1' });
  await report(false);
});
afterAll(() => t.close());

describe('the web notification channel on the live socket', () => {
  it('does not send a user the event types it turned off in the web app, and sends them again once on', async () => {
    await setWeb(owner.cookie, ['ignitionOff', 'alarm']);
    const ownerSocket = await liveEvents(owner.cookie);
    const adminSocket = await liveEvents(admin.cookie);

    await report(true);
    await report(false);
    // The administrator chose nothing: every type, in order.
    await expect.poll(() => adminSocket.types).toEqual(['ignitionOn', 'ignitionOff']);
    await expect.poll(() => ownerSocket.types).toEqual(['ignitionOff']);

    // Turned back on, the next ignitionOn reaches the owner's open socket (the cached choice is dropped).
    await setWeb(owner.cookie, ['ignitionOn', 'ignitionOff']);
    await report(true);
    await expect.poll(() => adminSocket.types).toEqual(['ignitionOn', 'ignitionOff', 'ignitionOn']);
    await expect.poll(() => ownerSocket.types).toEqual(['ignitionOff', 'ignitionOn']);

    // Nothing chosen for the web: no event at all, while the events are still stored and reported.
    await setWeb(owner.cookie, []);
    await report(false);
    await expect.poll(() => adminSocket.types).toHaveLength(4);
    const stored = await owner.client.reports.events({
      from: new Date((second - 60) * 1000).toISOString(),
      to: new Date((second + 60) * 1000).toISOString(),
      deviceIds: [],
    });
    expect(stored.map((e) => e.type)).toContain('ignitionOff');
    expect(ownerSocket.types).toEqual(['ignitionOff', 'ignitionOn']);
    ownerSocket.close();
    adminSocket.close();
  });
});
