import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parkedRecord, TcpTracker } from '../../gateway/testing/TcpTracker';
import { startTestServer, type TestServer } from '../../test/harness';

/** How long a test waits for the server before it fails (the machine may be busy). */
const WAIT = { timeout: 15_000, interval: 20 };
const ID = '088047365460';
const HANDSHAKE = `(${ID}BP00${ID}HSO01A4)`;
/** BR00 of 2015-10-24 05:51:48 UTC, 25.92255 S 28.92222 E, 4.7 km/h, ignition on. */
const HISTORY = `(${ID}BR00151024A2555.3531S02855.3329E004.7055148276.1701000000L00009AA3)`;

/** A BP05 login of now with a valid fix in Kathmandu, so the connection earns commands. */
function currentLogin(): string {
  const now = new Date();
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const date = `${pad(now.getUTCFullYear() % 100)}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}`;
  const time = `${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}`;
  const { latitude, longitude } = parkedRecord();
  const lat = `${Math.trunc(latitude)}${((latitude % 1) * 60).toFixed(4).padStart(7, '0')}`;
  const lon = `0${Math.trunc(longitude)}${((longitude % 1) * 60).toFixed(4).padStart(7, '0')}`;
  return `(${ID}BP05000${ID}${date}A${lat}N${lon}E000.0${time}090.0001000000L00000000)`;
}

let t: TestServer;
let port: number;
let deviceId: number;

beforeAll(async () => {
  t = await startTestServer({}, { devices: ['tk103'] });
  port = t.port('tk103');
  await t.createUser({ email: 'owner@example.com' });
  const { client } = await t.signIn('owner@example.com');
  deviceId = (await client.devices.create({ name: 'TK103 truck', uniqueId: ID })).id;
});
afterAll(() => t.close());

async function handshaken(): Promise<TcpTracker> {
  const tracker = new TcpTracker(port);
  await tracker.ready();
  tracker.send(HANDSHAKE);
  await vi.waitFor(() => expect(tracker.text, 'handshake answered').toBe(`(${ID}AP01HSO)`), WAIT);
  return tracker;
}

describe('TK103 devices through the gateway on their own port', () => {
  it('answers the handshake and the login, stores positions, and sends engine commands as AV010/AV011', async () => {
    const { client } = await t.signIn('owner@example.com');
    const tracker = await handshaken();
    tracker.send(currentLogin());
    await vi.waitFor(() => expect(tracker.text).toBe(`(${ID}AP01HSO)(${ID}AP05)`), WAIT);
    tracker.send(HISTORY);

    const range = { deviceId, from: '2000-01-01T00:00:00Z', to: '2100-01-01T00:00:00Z' };
    await vi.waitFor(async () => expect(await client.positions.list(range)).toHaveLength(2), WAIT);
    const positions = await client.positions.list(range);
    const history = positions.find((position) => position.fixTime === '2015-10-24T05:51:48.000Z');
    expect(history).toMatchObject({ valid: true, protocol: 'tk103', course: 276.17 });
    expect(history?.latitude).toBeCloseTo(-25.922552, 5);
    expect(history?.longitude).toBeCloseTo(28.922215, 5);
    expect(history?.speed).toBeCloseTo(4.7 / 1.852, 5);
    expect(history?.attributes).toMatchObject({ ignition: true, odometer: 0x9aa3 });
    const login = positions.find((position) => position !== history);
    expect(login?.latitude).toBeCloseTo(parkedRecord().latitude, 4);
    expect(login?.attributes.ignition).toBe(true);

    // Engine stop through the API reaches the socket as the TK103 AV01 sentence.
    const before = tracker.text.length;
    expect((await client.commands.engine(deviceId, 'lock')).queued).toBe(false);
    await vi.waitFor(() => expect(tracker.text.slice(before)).toBe(`(${ID}AV010)`), WAIT);
    const resumeAt = tracker.text.length;
    expect((await client.commands.engine(deviceId, 'unlock')).queued).toBe(false);
    await vi.waitFor(() => expect(tracker.text.slice(resumeAt)).toBe(`(${ID}AV011)`), WAIT);

    // The device's answer to a command becomes a commandResult event at the time it gives.
    tracker.send(`(${ID},ZC03,191117,234207,$Notice: Oil cut$)`);
    await vi.waitFor(async () => {
      const response = await t.fetch(
        `/api/reports/events?deviceId=${deviceId}&type=commandResult&from=2017-11-19T00:00:00Z&to=2017-11-20T00:00:00Z`,
        { cookie: (await t.signIn('owner@example.com')).cookie, headers: { Accept: 'application/json' } },
      );
      expect(JSON.stringify(await response.json())).toContain('Notice: Oil cut');
    }, WAIT);
    tracker.destroy();
  });

  it('counts a type it does not read, logs it once, and keeps the connection', async () => {
    const tracker = await handshaken();
    tracker.send(`(${ID}BS08,1)(${ID}BS08,2)`);
    tracker.send(HANDSHAKE);
    await vi.waitFor(() => expect(tracker.text).toBe(`(${ID}AP01HSO)`.repeat(2)), WAIT);
    expect(tracker.closed).toBe(false);
    expect(t.server.gateway.stats.unknownTypes.tk103).toBe(1);
    const metrics = await (await t.fetch('/metrics')).text();
    expect(metrics).toContain('fleetkit_unknown_message_types_total{protocol="tk103",type="BS08"} 1');
    tracker.destroy();
  });

  it('closes the connection of an unknown device without answering it', async () => {
    const tracker = new TcpTracker(port);
    await tracker.ready();
    tracker.send('(123456789012BP00HSO)');
    await vi.waitFor(() => expect(tracker.closed).toBe(true), WAIT);
    expect(tracker.text).toBe('');
  });
});
