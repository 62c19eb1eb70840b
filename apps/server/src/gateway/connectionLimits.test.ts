import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildGt06Location, buildGt06Login, buildGt06Status } from '../simulator/devices/gt06Frames';
import { buildH02Heartbeat, buildH02Location } from '../simulator/devices/h02Frames';
import { buildTeltonikaHandshake, buildTeltonikaRecords } from '../simulator/devices/teltonikaFrames';
import { startTestServer, type TestServer } from '../test/harness';
import { parkedRecord, TcpTracker } from './testing/TcpTracker';

/** How long a test waits for the server before it fails (the machine may be busy). */
const WAIT = { timeout: 15_000, interval: 20 };

const GT06_IMEI = '353419036066081';
const H02_ID = '4210051481';
const TELTONIKA_IMEI = '352094087654381';
const LOGIN_TIMEOUT_MS = 1000;
const IDLE_TIMEOUT_MS = 1500;
const PER_IP = 4;
/** The start of a GT06 extended frame announcing 768 bytes: a trickle of bytes that never makes a frame. */
const ENDLESS_FRAME = Buffer.from('79790300', 'hex');

let t: TestServer;
const ports = { gt06: 0, h02: 0, teltonika: 0 };
/** The server's log lines (JSON), as written. */
const logLines: { msg: string; [key: string]: unknown }[] = [];

beforeAll(async () => {
  t = await startTestServer(
    {
      deviceLoginTimeoutMs: LOGIN_TIMEOUT_MS,
      deviceIdleTimeoutMs: IDLE_TIMEOUT_MS,
      deviceConnectionsPerIp: PER_IP,
      // A fix counts for a millisecond: every command finds the connection's last fix too old.
      deviceTrustWindowMs: 1,
      logLevel: 'info',
    },
    {
      logStream: { write: (line) => void logLines.push(JSON.parse(line)) },
      devices: ['gt06', 'h02', 'teltonika'],
    },
  );
  ports.gt06 = t.port('gt06');
  ports.h02 = t.port('h02');
  ports.teltonika = t.port('teltonika');
  await t.createUser({ email: 'owner@example.com' });
  const { client } = await t.signIn('owner@example.com');
  for (const uniqueId of [GT06_IMEI, H02_ID, TELTONIKA_IMEI])
    await client.devices.create({ name: uniqueId, uniqueId });
});
afterAll(() => t.close());

/** Waits until the connections of earlier tests are gone, so each test starts from an idle gateway. */
async function noConnections(): Promise<void> {
  await vi.waitFor(
    () => expect(t.server.gateway.connectionCount, 'earlier connections closed').toBe(0),
    WAIT,
  );
}

/** Sends `frame()` every `everyMs` until the connection closes or `stop` is called. */
function every(tracker: TcpTracker, everyMs: number, frame: (n: number) => Buffer | string): () => void {
  let n = 0;
  const timer = setInterval(() => {
    if (tracker.closed) return clearInterval(timer);
    tracker.send(frame(n++));
  }, everyMs);
  return () => clearInterval(timer);
}

describe('device connection timeouts', () => {
  it('closes a connection that trickles bytes without ever identifying itself', async () => {
    await noConnections();
    const tracker = new TcpTracker(ports.gt06);
    await tracker.ready();
    tracker.send(ENDLESS_FRAME);
    const stop = every(tracker, 50, () => Buffer.from([0x00]));
    await vi.waitFor(() => expect(tracker.closed, 'closed by the login deadline').toBe(true), WAIT);
    stop();
    expect(tracker.received.length).toBe(0);
  });

  it('closes an identified connection that trickles bytes but completes no frame within the idle timeout', async () => {
    await noConnections();
    const tracker = new TcpTracker(ports.gt06);
    await tracker.ready();
    tracker.send(buildGt06Login(GT06_IMEI, 1));
    await vi.waitFor(() => expect(tracker.received.length, 'login acknowledged').toBe(10), WAIT);
    tracker.send(ENDLESS_FRAME);
    const stop = every(tracker, 50, () => Buffer.from([0x00]));
    await vi.waitFor(() => expect(tracker.closed, 'closed by the idle timeout').toBe(true), WAIT);
    stop();
  });

  it('keeps GT06, H02 and Teltonika trackers whose heartbeats come within the idle timeout', async () => {
    await noConnections();
    const gt06 = new TcpTracker(ports.gt06);
    const h02 = new TcpTracker(ports.h02);
    const teltonika = new TcpTracker(ports.teltonika);
    await Promise.all([gt06.ready(), h02.ready(), teltonika.ready()]);
    gt06.send(buildGt06Login(GT06_IMEI, 1));
    gt06.send(buildGt06Location(parkedRecord(), 2));
    h02.send(buildH02Location(H02_ID, parkedRecord()));
    teltonika.send(buildTeltonikaHandshake(TELTONIKA_IMEI));
    teltonika.send(buildTeltonikaRecords([parkedRecord()]));
    const heartbeatEveryMs = IDLE_TIMEOUT_MS / 5;
    let pings = 0;
    const stops = [
      every(gt06, heartbeatEveryMs, (n) => buildGt06Status(parkedRecord(), 3 + n)),
      every(h02, heartbeatEveryMs, () => buildH02Heartbeat(H02_ID, 90)),
      every(teltonika, heartbeatEveryMs, () => {
        pings++;
        return Buffer.from([0xff]);
      }),
    ];
    // Heartbeats for three idle timeouts: each is answered (GT06, H02) and no connection is closed.
    await vi.waitFor(() => {
      expect(
        gt06.received.length,
        'GT06 login, location and 15 heartbeats acknowledged',
      ).toBeGreaterThanOrEqual(10 + 10 + 15 * 10);
      expect(h02.text.split('#').length, 'H02 heartbeats answered').toBeGreaterThan(15);
      expect(pings, 'Teltonika pings sent').toBeGreaterThan(15);
    }, WAIT);
    expect([gt06.closed, h02.closed, teltonika.closed]).toEqual([false, false, false]);
    for (const stop of stops) stop();
    for (const tracker of [gt06, h02, teltonika]) tracker.destroy();
  });
});

describe('connections per address', () => {
  it('refuses connections past the per-address limit with a log line naming the setting, and accepts again once some close', async () => {
    await noConnections();
    const refusedBefore = t.server.gateway.stats.refusedBusy;
    const open = Array.from({ length: PER_IP }, () => new TcpTracker(ports.gt06));
    await Promise.all(open.map((tracker) => tracker.ready()));
    await vi.waitFor(() => expect(t.server.gateway.connectionCount).toBe(PER_IP), WAIT);
    const refused = new TcpTracker(ports.gt06);
    await vi.waitFor(() => expect(refused.closed, 'refused at once').toBe(true), WAIT);
    expect(t.server.gateway.stats.refusedBusy).toBe(refusedBefore + 1);
    expect(
      logLines.some((line) => /--device-connections-per-ip/.test(line.msg) && line.limit === PER_IP),
    ).toBe(true);

    for (const tracker of open) tracker.destroy();
    await noConnections();
    const accepted = new TcpTracker(ports.gt06);
    await accepted.ready();
    accepted.send(buildGt06Login(GT06_IMEI, 1));
    await vi.waitFor(() => expect(accepted.received.length, 'login acknowledged').toBe(10), WAIT);
    accepted.destroy();
  });
});

describe('the trust window', () => {
  it('keeps commands queued for a connection whose last valid fix is older than --device-trust-window-ms', async () => {
    await noConnections();
    const tracker = new TcpTracker(ports.gt06);
    await tracker.ready();
    tracker.send(buildGt06Login(GT06_IMEI, 1));
    tracker.send(buildGt06Location(parkedRecord(), 2));
    await vi.waitFor(() => expect(tracker.received.length, 'login and fix acknowledged').toBe(20), WAIT);
    const { client } = await t.signIn('owner@example.com');
    const [device] = await client.devices.list({ keyword: GT06_IMEI });
    expect((await client.commands.engine(device?.id ?? 0, 'lock')).queued).toBe(true);
    tracker.send(buildGt06Status(parkedRecord(), 3));
    await vi.waitFor(() => expect(tracker.received.length, 'heartbeat acknowledged').toBe(30), WAIT);
    expect(tracker.text).not.toContain('Relay');
    tracker.destroy();
  });
});

describe('takeovers in the log', () => {
  it('logs a device taken over by a new connection with both addresses', async () => {
    await noConnections();
    const first = new TcpTracker(ports.gt06);
    await first.ready();
    first.send(buildGt06Login(GT06_IMEI, 1));
    await vi.waitFor(() => expect(first.received.length, 'first login acknowledged').toBe(10), WAIT);
    const second = new TcpTracker(ports.gt06);
    await second.ready();
    second.send(buildGt06Login(GT06_IMEI, 1));
    await vi.waitFor(() => expect(first.closed, 'first connection replaced').toBe(true), WAIT);
    expect(logLines).toContainEqual(
      expect.objectContaining({
        msg: 'device connection taken over by a new connection',
        protocol: 'gt06',
        remoteAddress: '127.0.0.1',
        previousAddress: '127.0.0.1',
      }),
    );
    second.destroy();
  });
});

describe('malformed data in the log', () => {
  it('logs a few lines for a peer that keeps sending garbage, and still counts every malformed frame', async () => {
    await noConnections();
    const malformed = () => t.server.gateway.stats.malformed.gt06 ?? 0;
    const before = malformed();
    const linesBefore = logLines.length;
    const spewed = 30;
    for (let i = 0; i < spewed; i++) {
      const garbage = new TcpTracker(ports.gt06);
      await garbage.ready();
      garbage.send('GET / HTTP/1.1\r\n\r\n');
      await vi.waitFor(() => expect(garbage.closed).toBe(true), WAIT);
    }
    expect(malformed()).toBe(before + spewed);
    const written = logLines.slice(linesBefore);
    expect(written.filter((line) => line.msg === 'malformed device data').length).toBeLessThanOrEqual(5);
    expect(written.filter((line) => line.msg === 'device connection closed').length).toBeLessThanOrEqual(5);
    expect(written.some((line) => /left out of the log/.test(line.msg))).toBe(true);
    const metrics = await (await t.fetch('/metrics')).text();
    expect(metrics).toMatch(
      new RegExp(`fleetkit_malformed_frames_total\\{protocol="gt06"\\} ${malformed()}`),
    );
  });
});
