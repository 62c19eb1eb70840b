import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { json, startTestServer, type TestServer } from '../test/harness';

type Signed = Awaited<ReturnType<TestServer['signIn']>>;
type LiveEvent = { id: number; type: string; attributes: Record<string, unknown> };
let t: TestServer;
let osmandPort: number;
let owner: Signed;
let admin: Signed;
/** A fixed report time: 2026-11-20 08:15:30 UTC is 14:00:30 in Kathmandu (UTC+05:45). */
const REPORTED = Date.UTC(2026, 10, 20, 8, 15, 30) / 1000;

/** A live socket of the user, recording the events it receives. */
async function liveEvents(cookie: string) {
  const socket = new WebSocket(`${t.url.replace('http', 'ws')}/api/socket`, { headers: { Cookie: cookie } });
  const received: LiveEvent[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { events?: LiveEvent[] };
    received.push(...(message.events ?? []));
  });
  await new Promise((resolve) => socket.once('open', resolve));
  return { received, close: () => socket.close() };
}

beforeAll(async () => {
  t = await startTestServer({}, { devices: ['osmand'] });
  osmandPort = t.port('osmand');
  await t.createUser({ email: 'owner@example.com', attributes: { timezone: 'Asia/Kathmandu' } });
  await t.createUser({ email: 'admin@example.com', administrator: true });
  owner = await t.signIn('owner@example.com');
  admin = await t.signIn('admin@example.com');
  await owner.client.devices.create({ name: 'Truck 1', uniqueId: 'MSG-1' });
  // A first fix without ignition, so the next one's ignition is a change.
  const first = await fetch(
    `http://127.0.0.1:${osmandPort}/?id=MSG-1&lat=27.7172&lon=85.324&timestamp=${REPORTED - 60}&ignition=false`,
  );
  expect(first.status).toBe(200);
});
afterAll(() => t.close());

describe("live events carry Traccar's attributes.message", () => {
  it("sends each reader the event's text with the device name, in the reader's time zone", async () => {
    const ownerSocket = await liveEvents(owner.cookie);
    const adminSocket = await liveEvents(admin.cookie);
    const response = await fetch(
      `http://127.0.0.1:${osmandPort}/?id=MSG-1&lat=27.7172&lon=85.324&timestamp=${REPORTED}&ignition=true&alarm=sos`,
    );
    expect(response.status).toBe(200);

    await expect
      .poll(() => ownerSocket.received.map((e) => [e.type, e.attributes.message]).sort())
      .toEqual([
        ['alarm', 'Truck 1 alarm: SOS at 2026-11-20 14:00:30'],
        ['ignitionOn', 'Truck 1 ignition ON at 2026-11-20 14:00:30'],
      ]);
    // The administrator has no time zone: the same events, in UTC.
    await expect
      .poll(() => adminSocket.received.map((e) => [e.type, e.attributes.message]).sort())
      .toEqual([
        ['alarm', 'Truck 1 alarm: SOS at 2026-11-20 08:15:30'],
        ['ignitionOn', 'Truck 1 ignition ON at 2026-11-20 08:15:30'],
      ]);
    // The stored attributes stay as they were (the alarm's key is still there).
    expect(ownerSocket.received.find((e) => e.type === 'alarm')?.attributes.alarm).toBe('sos');

    // GET /api/events/{id} answers the same text for its reader.
    const alarm = ownerSocket.received.find((e) => e.type === 'alarm');
    const fetched = await t.fetch(`/api/events/${alarm?.id}`, { cookie: owner.cookie });
    expect(fetched.status).toBe(200);
    expect((await json(fetched)).attributes).toEqual({
      alarm: 'sos',
      message: 'Truck 1 alarm: SOS at 2026-11-20 14:00:30',
    });
    ownerSocket.close();
    adminSocket.close();
  });

  it("keeps a message the event already has (a notification test's)", async () => {
    const socket = await liveEvents(owner.cookie);
    const response = await t.fetch('/api/notifications/test', { method: 'POST', cookie: owner.cookie });
    expect(response.status).toBe(204);
    await expect.poll(() => socket.received.map((e) => e.type)).toContain('test');
    const test = socket.received.find((e) => e.type === 'test');
    expect(typeof test?.attributes.message).toBe('string');
    expect(test?.attributes.message).not.toMatch(/^Unknown device/);
    socket.close();
  });
});
