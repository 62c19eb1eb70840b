import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parkedRecord, TcpTracker } from '../../gateway/testing/TcpTracker';
import { startTestServer, type TestServer } from '../../test/harness';

/** How long a test waits for the server before it fails (the machine may be busy). */
const WAIT = { timeout: 15_000, interval: 20 };
const IMEI = '359586015829802';
const LOGIN = `##,imei:${IMEI},A;`;
/** SOS with a fix, 2008-09-23 06:29:47 UTC (local time 14:29). */
const SOS = `imei:${IMEI},help me,0809231429,13554900601,F,062947.294,A,2234.4026,N,11354.3277,E,0.00,;`;
/** A report of now with a valid fix, so the connection earns commands. */
function currentReport(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  const utc = `${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}`;
  const local = `${pad(now.getUTCFullYear() % 100)}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}${utc.slice(0, 4)}`;
  const { latitude, longitude } = parkedRecord();
  const lat = `${Math.trunc(latitude)}${((latitude % 1) * 60).toFixed(4).padStart(7, '0')}`;
  const lon = `0${Math.trunc(longitude)}${((longitude % 1) * 60).toFixed(4).padStart(7, '0')}`;
  return `imei:${IMEI},tracker,${local},,F,${utc}.000,A,${lat},N,${lon},E,0.00,90;`;
}

let t: TestServer;
let port: number;
let deviceId: number;

beforeAll(async () => {
  t = await startTestServer({}, { devices: ['gps103'] });
  port = t.port('gps103');
  await t.createUser({ email: 'owner@example.com' });
  const { client } = await t.signIn('owner@example.com');
  deviceId = (await client.devices.create({ name: 'Coban van', uniqueId: IMEI })).id;
});
afterAll(() => t.close());

async function loggedIn(): Promise<TcpTracker> {
  const tracker = new TcpTracker(port);
  await tracker.ready();
  tracker.send(LOGIN);
  await vi.waitFor(() => expect(tracker.text, 'login answered').toBe('LOAD'), WAIT);
  return tracker;
}

describe('GPS103 (Coban) devices through the gateway on their own port', () => {
  it('answers the login LOAD and heartbeats ON, stores reports, answers SOS, and sends engine commands as J/K', async () => {
    const { client } = await t.signIn('owner@example.com');
    const tracker = await loggedIn();
    tracker.send(`${IMEI};`);
    await vi.waitFor(() => expect(tracker.text, 'heartbeat answered').toBe('LOADON'), WAIT);
    tracker.send(SOS);
    await vi.waitFor(() => expect(tracker.text).toBe(`LOADON**,imei:${IMEI},E`), WAIT);
    tracker.send(currentReport());

    const range = { deviceId, from: '2000-01-01T00:00:00Z', to: '2100-01-01T00:00:00Z' };
    await vi.waitFor(async () => expect(await client.positions.list(range)).toHaveLength(2), WAIT);
    const positions = await client.positions.list(range);
    const sos = positions.find((position) => position.fixTime === '2008-09-23T06:29:47.000Z');
    expect(sos).toMatchObject({ valid: true, protocol: 'gps103', speed: 0 });
    expect(sos?.latitude).toBeCloseTo(22.573377, 5);
    expect(sos?.longitude).toBeCloseTo(113.905462, 5);
    expect(sos?.attributes.alarm).toBe('sos');
    const latest = positions.find((position) => position !== sos);
    expect(latest?.latitude).toBeCloseTo(parkedRecord().latitude, 4);
    expect(latest?.course).toBe(90);

    // Engine stop through the API reaches the socket as the GPS103 text command.
    const before = tracker.text.length;
    expect((await client.commands.engine(deviceId, 'lock')).queued).toBe(false);
    await vi.waitFor(() => expect(tracker.text.slice(before)).toBe(`**,imei:${IMEI},J`), WAIT);
    const resumeAt = tracker.text.length;
    expect((await client.commands.engine(deviceId, 'unlock')).queued).toBe(false);
    await vi.waitFor(() => expect(tracker.text.slice(resumeAt)).toBe(`**,imei:${IMEI},K`), WAIT);
    tracker.destroy();
  });

  it('counts a sentence type it does not read, logs it once, and keeps the connection', async () => {
    const tracker = await loggedIn();
    const unknown = `imei:${IMEI},tracker,1105182344,,Q,1,2,3;`;
    tracker.send(unknown + unknown);
    tracker.send(`${IMEI};`);
    await vi.waitFor(() => expect(tracker.text).toBe('LOADON'), WAIT);
    expect(tracker.closed).toBe(false);
    expect(t.server.gateway.stats.unknownTypes.gps103).toBe(1);
    const metrics = await (await t.fetch('/metrics')).text();
    expect(metrics).toContain('fleetkit_unknown_message_types_total{protocol="gps103",type="tracker"} 1');
    tracker.destroy();
  });

  it('closes the connection of an unknown device without answering its login', async () => {
    const tracker = new TcpTracker(port);
    await tracker.ready();
    tracker.send('##,imei:123456789012345,A;');
    await vi.waitFor(() => expect(tracker.closed).toBe(true), WAIT);
    expect(tracker.text).toBe('');
  });
});
