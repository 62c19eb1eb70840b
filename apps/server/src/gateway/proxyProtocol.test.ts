import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { buildGt06Login } from '../simulator/devices/gt06Frames';
import { startTestServer, type TestServer } from '../test/harness';
import { TcpTracker } from './testing/TcpTracker';

/** How long a test waits for the server before it fails (the machine may be busy). */
const WAIT = { timeout: 15_000, interval: 20 };
const FENCED = '353419036066095';
const PER_IP = 2;

let t: TestServer;
let gt06Port: number;
let osmandPort: number;

beforeAll(async () => {
  // The test's own address stands for a load balancer that sends PROXY protocol headers.
  t = await startTestServer(
    { deviceProxies: ['127.0.0.1/32'], deviceConnectionsPerIp: PER_IP },
    { devices: ['gt06', 'osmand'] },
  );
  gt06Port = t.port('gt06');
  osmandPort = t.port('osmand');
  await t.createUser({ email: 'owner@example.com' });
  const { client } = await t.signIn('owner@example.com');
  await client.devices.create({
    name: 'Fenced',
    uniqueId: FENCED,
    attributes: { allowedNetworks: '10.20.0.0/16' },
  });
  await client.devices.create({
    name: 'Fenced phone',
    uniqueId: 'phone-95',
    attributes: { allowedNetworks: '10.20.0.0/16' },
  });
});
afterAll(() => t.close());

/** A tracker behind the load balancer at `address`. */
async function proxied(address: string): Promise<TcpTracker> {
  const tracker = new TcpTracker(gt06Port);
  await tracker.ready();
  tracker.send(`PROXY TCP4 ${address} 127.0.0.1 40000 5023\r\n`);
  return tracker;
}

describe('trackers behind a load balancer', () => {
  it('checks allowed networks and the per-address limit against the address the PROXY header names', async () => {
    const inside = await proxied('10.20.3.4');
    inside.send(buildGt06Login(FENCED, 1));
    await vi.waitFor(() => expect(inside.received.length, 'login acknowledged').toBe(10), WAIT);

    const outside = await proxied('192.0.2.7');
    outside.send(buildGt06Login(FENCED, 1));
    await vi.waitFor(() => expect(outside.closed, 'refused: not an allowed network').toBe(true), WAIT);
    expect(outside.received.length).toBe(0);

    // Two more from one tracker address fill its share; the proxy itself is not limited.
    const second = await proxied('10.20.3.4');
    const third = await proxied('10.20.3.4');
    await vi.waitFor(() => expect(third.closed, 'third connection of 10.20.3.4 refused').toBe(true), WAIT);
    expect(second.closed).toBe(false);
    const other = await proxied('10.20.9.9');
    other.send(buildGt06Login(FENCED, 2));
    await vi.waitFor(() => expect(other.received.length, 'another address is let in').toBe(10), WAIT);
    for (const tracker of [inside, second, other]) tracker.destroy();
  });

  it('closes a connection from the load balancer that does not start with a PROXY header', async () => {
    const tracker = new TcpTracker(gt06Port);
    await tracker.ready();
    tracker.send(buildGt06Login(FENCED, 1));
    await vi.waitFor(() => expect(tracker.closed).toBe(true), WAIT);
    expect(tracker.received.length).toBe(0);
  });

  it('takes an OsmAnd tracker’s address from the hop the load balancer appended to X-Forwarded-For', async () => {
    const report = (forwardedFor: string, lat: number) =>
      fetch(
        `http://127.0.0.1:${osmandPort}/?id=phone-95&lat=${lat}&lon=85.3&timestamp=${1763800000 + Math.round(lat * 10)}`,
        {
          headers: { 'X-Forwarded-For': forwardedFor },
        },
      );
    // The client's own claim (left) counts for nothing; the balancer's hop (right-most) does.
    expect((await report('10.20.1.1, 192.0.2.9', 27.1)).status).toBe(200);
    expect((await report('192.0.2.9, 10.20.1.1', 27.2)).status).toBe(200);
    const { client } = await t.signIn('owner@example.com');
    const [phone] = await client.devices.list({ keyword: 'Fenced phone' });
    const stored = await client.positions.list({
      deviceId: phone?.id,
      from: '2000-01-01T00:00:00Z',
      to: new Date(),
    });
    expect(stored.map((p) => p.latitude)).toEqual([27.2]);
  });

  it('refuses a --device-proxies entry that is not an address or network', () => {
    expect(() => loadConfig({}, ['--device-proxies', '10.0.0.0/8,nginx'])).toThrow(/--device-proxies/);
  });
});
