import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parkedRecord, TcpTracker } from '../../gateway/testing/TcpTracker';
import { startTestServer, type TestServer } from '../../test/harness';
import { meitrackChecksum } from './decodeMeitrack';

/** How long a test waits for the server before it fails (the machine may be busy). */
const WAIT = { timeout: 15_000, interval: 20 };
const IMEI = '369800014090021';
/** A CCC frame of this IMEI with one record of 2014-05-24 04:59:49 UTC (no fix) at 7.2665 S 112.7437 E. */
const CCC = Buffer.from(
  '24245838362c3336393830303031343039303032312c4343432c020134000100000023381f91ffe354b806c5e3121b0009130000000000000000d33801007cbf0200fe0101000435feeb02000500a3010000000000002a62650d0a',
  'hex',
);

/** A device frame around `content`, with its length and checksum. */
function frame(content: string): string {
  const tail = `,${IMEI},${content}*`;
  const length = tail.length + 2 + 2; // checksum and CR LF
  const head = `$$A${length}${tail}`;
  return `${head}${meitrackChecksum(head)}\r\n`;
}

/** An AAA report of now (event 35) or an SOS (event 1) with a valid fix in Kathmandu. */
function report(event: number): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  const time = `${pad(now.getUTCFullYear() % 100)}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}`;
  const { latitude, longitude } = parkedRecord();
  return frame(
    `AAA,${event},${latitude.toFixed(6)},${longitude.toFixed(6)},${time},A,9,20,0,90,1,1300,1000,500,429|1|0001|0002,0000,4.10|12.60|1.92|2.72|2.69,,`,
  );
}

let t: TestServer;
let port: number;
let deviceId: number;

beforeAll(async () => {
  t = await startTestServer({}, { devices: ['meitrack'] });
  port = t.port('meitrack');
  await t.createUser({ email: 'owner@example.com' });
  const { client } = await t.signIn('owner@example.com');
  deviceId = (await client.devices.create({ name: 'Meitrack van', uniqueId: IMEI })).id;
});
afterAll(() => t.close());

describe('Meitrack devices through the gateway on their own port', () => {
  it('stores AAA reports, answers CCC with the record count, and sends engine commands as C01 frames', async () => {
    const { client } = await t.signIn('owner@example.com');
    const tracker = new TcpTracker(port);
    await tracker.ready();
    tracker.send(report(1));
    tracker.send(CCC);
    await vi.waitFor(() => expect(tracker.text).toBe(`@@X27,${IMEI},CCC,1*E4\r\n`), WAIT);

    const range = { deviceId, from: '2000-01-01T00:00:00Z', to: '2100-01-01T00:00:00Z' };
    await vi.waitFor(async () => expect(await client.positions.list(range)).toHaveLength(2), WAIT);
    const positions = await client.positions.list(range);
    const sos = positions.find((position) => position.attributes.alarm === 'sos');
    expect(sos).toMatchObject({ valid: true, protocol: 'meitrack', course: 90, altitude: 1300 });
    expect(sos?.latitude).toBeCloseTo(parkedRecord().latitude, 5);
    expect(sos?.attributes).toMatchObject({ battery: 4.1, power: 12.6, event: 1 });
    const cached = positions.find((position) => position.fixTime === '2014-05-24T04:59:49.000Z');
    expect(cached).toMatchObject({ valid: false, protocol: 'meitrack' });

    const before = tracker.text.length;
    expect((await client.commands.engine(deviceId, 'lock')).queued).toBe(false);
    const stop = `@@Q33,${IMEI},C01,0,12222*`;
    await vi.waitFor(
      () => expect(tracker.text.slice(before)).toBe(`${stop}${meitrackChecksum(stop)}\r\n`),
      WAIT,
    );
    const resumeAt = tracker.text.length;
    expect((await client.commands.engine(deviceId, 'unlock')).queued).toBe(false);
    const resume = `@@Q33,${IMEI},C01,0,02222*`;
    await vi.waitFor(
      () => expect(tracker.text.slice(resumeAt)).toBe(`${resume}${meitrackChecksum(resume)}\r\n`),
      WAIT,
    );
    tracker.destroy();
  });

  it('counts a type it does not read, logs it once, and keeps the connection', async () => {
    const tracker = new TcpTracker(port);
    await tracker.ready();
    tracker.send(report(35));
    tracker.send(frame('ZZZ,1') + frame('ZZZ,2'));
    tracker.send(CCC);
    await vi.waitFor(() => expect(tracker.text).toBe(`@@X27,${IMEI},CCC,1*E4\r\n`), WAIT);
    expect(tracker.closed).toBe(false);
    expect(t.server.gateway.stats.unknownTypes.meitrack).toBe(1);
    const metrics = await (await t.fetch('/metrics')).text();
    expect(metrics).toContain('fleetkit_unknown_message_types_total{protocol="meitrack",type="ZZZ"} 1');
    tracker.destroy();
  });

  it('closes the connection of an unknown device without answering it', async () => {
    const tracker = new TcpTracker(port);
    await tracker.ready();
    tracker.send('$$D28,353358017784062,D03,OK*F3\r\n');
    await vi.waitFor(() => expect(tracker.closed).toBe(true), WAIT);
    expect(tracker.text).toBe('');
  });
});
