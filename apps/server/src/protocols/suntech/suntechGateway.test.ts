import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parkedRecord, TcpTracker } from '../../gateway/testing/TcpTracker';
import { startTestServer, type TestServer } from '../../test/harness';

/** How long a test waits for the server before it fails (the machine may be busy). */
const WAIT = { timeout: 15_000, interval: 20 };
const ID = '205027329';
/** An emergency (SOS) of 2015-01-08 17:54:42 UTC at 23.566052 S 46.477588 W. */
const SOS = `ST300EMG;${ID};03;374;20150108;17:54:42;177b38;-23.566052;-046.477588;012.500;090.00;9;1;0;12.11;100000;1\r`;

/** A status report of now (or `ageSeconds` ago) with a valid fix in Kathmandu, so the connection earns commands. */
function currentReport(ageSeconds = 0): string {
  const now = new Date(Date.now() - ageSeconds * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  const date = `${now.getUTCFullYear()}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}`;
  const time = `${pad(now.getUTCHours())}:${pad(now.getUTCMinutes())}:${pad(now.getUTCSeconds())}`;
  const { latitude, longitude } = parkedRecord();
  return `ST300STT;${ID};03;374;${date};${time};177b38;+${latitude.toFixed(6)};+${longitude.toFixed(6)};000.000;000.00;9;1;1000;12.60;000000;1;0313\r`;
}

let t: TestServer;
let port: number;
let deviceId: number;

beforeAll(async () => {
  t = await startTestServer({}, { devices: ['suntech'] });
  port = t.port('suntech');
  await t.createUser({ email: 'owner@example.com' });
  const { client } = await t.signIn('owner@example.com');
  deviceId = (await client.devices.create({ name: 'Suntech bus', uniqueId: ID })).id;
});
afterAll(() => t.close());

describe('Suntech devices through the gateway on their own port', () => {
  it('stores reports (no answer is expected) and sends engine commands as ST300CMD Enable1/Disable1', async () => {
    const { client } = await t.signIn('owner@example.com');
    const tracker = new TcpTracker(port);
    await tracker.ready();
    tracker.send(`ST300ALV;${ID}\r`);
    tracker.send(SOS);
    tracker.send(currentReport());

    const range = { deviceId, from: '2000-01-01T00:00:00Z', to: '2100-01-01T00:00:00Z' };
    await vi.waitFor(async () => expect(await client.positions.list(range)).toHaveLength(2), WAIT);
    const positions = await client.positions.list(range);
    const sos = positions.find((position) => position.fixTime === '2015-01-08T17:54:42.000Z');
    expect(sos).toMatchObject({
      valid: true,
      protocol: 'suntech',
      latitude: -23.566052,
      longitude: -46.477588,
      course: 90,
    });
    expect(sos?.speed).toBeCloseTo(12.5 / 1.852, 5);
    expect(sos?.attributes).toMatchObject({ alarm: 'sos', ignition: true });
    const latest = positions.find((position) => position !== sos);
    expect(latest?.latitude).toBeCloseTo(parkedRecord().latitude, 5);
    expect(tracker.text).toBe('');

    expect((await client.commands.engine(deviceId, 'lock')).queued).toBe(false);
    await vi.waitFor(() => expect(tracker.text).toBe(`ST300CMD;${ID};02;Enable1\r`), WAIT);
    const resumeAt = tracker.text.length;
    expect((await client.commands.engine(deviceId, 'unlock')).queued).toBe(false);
    await vi.waitFor(() => expect(tracker.text.slice(resumeAt)).toBe(`ST300CMD;${ID};02;Disable1\r`), WAIT);
    tracker.destroy();
  });

  it('counts a report type it does not read, logs it once, and keeps the connection', async () => {
    const { client } = await t.signIn('owner@example.com');
    const tracker = new TcpTracker(port);
    await tracker.ready();
    tracker.send(`ST300ALV;${ID}\r`);
    tracker.send(`ST300XYZ;${ID};1\rST300XYZ;${ID};2\r`);
    const before = (
      await client.positions.list({ deviceId, from: '2000-01-01T00:00:00Z', to: '2100-01-01T00:00:00Z' })
    ).length;
    // A minute old, so it is no duplicate of the first test's report.
    tracker.send(currentReport(60));
    await vi.waitFor(
      async () =>
        expect(
          await client.positions.list({ deviceId, from: '2000-01-01T00:00:00Z', to: '2100-01-01T00:00:00Z' }),
        ).toHaveLength(before + 1),
      WAIT,
    );
    expect(tracker.closed).toBe(false);
    expect(t.server.gateway.stats.unknownTypes.suntech).toBe(1);
    const metrics = await (await t.fetch('/metrics')).text();
    expect(metrics).toContain('fleetkit_unknown_message_types_total{protocol="suntech",type="ST300XYZ"} 1');
    tracker.destroy();
  });

  it('closes the connection of an unknown device', async () => {
    const tracker = new TcpTracker(port);
    await tracker.ready();
    tracker.send('ST300ALV;999999999\r');
    await vi.waitFor(() => expect(tracker.closed).toBe(true), WAIT);
    expect(tracker.text).toBe('');
  });
});
