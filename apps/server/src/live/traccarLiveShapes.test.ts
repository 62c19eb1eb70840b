import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { json, startTestServer, type TestServer } from '../test/harness';

// What Traccar's web app reads from the socket and the event lists: a `devices` message on every fix of
// a device (its `lastUpdate` moves, as Traccar's ConnectionManager.updateDevice sends), and events whose
// `positionId`, `geofenceId` and `maintenanceId` are numbers, 0 for none (Traccar's `long` fields).

type Message = Record<string, Record<string, unknown>[] | undefined>;
let t: TestServer;
let cookie: string;
let osmandPort: number;
let deviceId: number;
/**
 * The fixes' times (s): a minute apart, whatever the clock says when each test runs. Two fixes 1.5 km
 * and one second apart imply a speed the pipeline drops as a GPS jump, and the alarm with it.
 */
const START = Math.floor(Date.now() / 1000) - 120;

async function listen() {
  const socket = new WebSocket(`${t.url.replace('http', 'ws')}/api/socket`, { headers: { Cookie: cookie } });
  const messages: Message[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as Message));
  await new Promise((resolve) => socket.once('open', resolve));
  return { messages, close: () => socket.close() };
}

async function fix(fields: Record<string, string>) {
  const response = await fetch(
    `http://127.0.0.1:${osmandPort}/?${new URLSearchParams({ id: 'LIVE-SHAPE-1', ...fields })}`,
    {
      method: 'POST',
    },
  );
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  t = await startTestServer({}, { devices: ['osmand'] });
  osmandPort = t.port('osmand');
  await t.createUser({ email: 'owner@example.com' });
  let client: Awaited<ReturnType<TestServer['signIn']>>['client'];
  ({ cookie, client } = await t.signIn('owner@example.com'));
  deviceId = (await client.devices.create({ name: 'Live truck', uniqueId: 'LIVE-SHAPE-1' })).id;
  await fix({ lat: '27.7', lon: '85.3', timestamp: String(START) });
});
afterAll(() => t.close());

describe("the socket and event lists as Traccar's clients read them", () => {
  it('sends the device with its new lastUpdate on every fix, not only when it comes online', async () => {
    const before = (await json(await t.fetch(`/api/devices/${deviceId}`, { cookie }))) as { status: string };
    expect(before.status).toBe('online');
    const socket = await listen();
    await fix({ lat: '27.71', lon: '85.31', timestamp: String(START + 60) });
    const devices = () => socket.messages.flatMap((m) => m.devices ?? []);
    await expect
      .poll(() => devices().map((d) => d.id), { message: 'the online device on the socket after its fix' })
      .toContain(deviceId);
    expect(devices().find((d) => d.id === deviceId)).toMatchObject({
      id: deviceId,
      name: 'Live truck',
      uniqueId: 'LIVE-SHAPE-1',
      status: 'online',
      lastUpdate: expect.any(String),
    });
    socket.close();
  });

  it('gives events numeric positionId, geofenceId and maintenanceId, 0 for none, live and in the lists', async () => {
    const socket = await listen();
    await fix({ lat: '27.72', lon: '85.32', timestamp: String(START + 120), alarm: 'sos' });
    const events = () => socket.messages.flatMap((m) => m.events ?? []);
    await expect
      .poll(() => events().map((e) => e.type), { message: 'the alarm on the socket' })
      .toContain('alarm');
    const live = events().find((e) => e.type === 'alarm');
    expect(live).toMatchObject({ positionId: expect.any(Number), geofenceId: 0, maintenanceId: 0 });
    expect(live?.positionId).toBeGreaterThan(0);
    socket.close();

    const query = new URLSearchParams({
      deviceId: String(deviceId),
      from: new Date(Date.now() - 3_600_000).toISOString(),
      to: new Date(Date.now() + 60_000).toISOString(),
    });
    const listed = (await json(
      await t.fetch(`/api/reports/events?${query}`, { cookie, headers: { Accept: 'application/json' } }),
    )) as Record<string, unknown>[];
    // The deviceOnline event has no position: 0, as Traccar sends it.
    expect(listed.find((e) => e.type === 'deviceOnline')).toMatchObject({
      positionId: 0,
      geofenceId: 0,
      maintenanceId: 0,
    });
    const alarm = listed.find((e) => e.type === 'alarm');
    expect(alarm).toMatchObject({ geofenceId: 0, maintenanceId: 0 });
    const one = await json(await t.fetch(`/api/events/${alarm?.id}`, { cookie }));
    expect(one).toMatchObject({
      id: alarm?.id,
      positionId: alarm?.positionId,
      geofenceId: 0,
      maintenanceId: 0,
    });
  });
});
