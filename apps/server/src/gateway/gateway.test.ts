import { connect, type Socket } from 'node:net';
import { FleetStore, LiveSocket } from '@fleetkit/sdk-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { json, startTestServer, type TestServer } from '../test/harness';

const hex = (s: string) => Buffer.from(s, 'hex');
const LOGIN = '78780d0103534190360660610003c3df0d0a';
const LOGIN_ACK = '787805010003face0d0a';
const LOCATION = '78781f120f0a140e150bc505e51e780293a9e800540000f601006e0055da00035f240d0a';
const REPLY =
  '78782d152500000000437574206f666620746865206675656c20737570706c793a2053756363657373210002013b898a0d0a';

/** A tracker on a TCP socket: collects everything the server writes. */
class Tracker {
  readonly socket: Socket;
  received = Buffer.alloc(0);
  constructor(port: number) {
    this.socket = connect(port, '127.0.0.1');
    this.socket.on('data', (chunk) => {
      this.received = Buffer.concat([this.received, chunk]);
    });
  }
  ready() {
    return new Promise<void>((resolve) => this.socket.once('connect', () => resolve()));
  }
  /** Waits, within the project's poll deadline, until what the tracker received satisfies `predicate`. */
  async until(what: string, predicate: (received: Buffer) => boolean): Promise<Buffer> {
    await expect.poll(() => predicate(this.received), { message: `the tracker received ${what}` }).toBe(true);
    return this.received;
  }
  send(frame: string) {
    this.socket.write(hex(frame));
  }
  closed() {
    return new Promise<void>((resolve) => {
      if (this.socket.destroyed) resolve();
      this.socket.once('close', () => resolve());
    });
  }
}

let t: TestServer;
let gt06Port: number;
let osmandPort: number;
let deviceId: number;

beforeAll(async () => {
  t = await startTestServer({}, { devices: ['gt06', 'osmand'] });
  gt06Port = t.port('gt06');
  osmandPort = t.port('osmand');
  await t.createUser({ email: 'owner@example.com' });
  const { client } = await t.signIn('owner@example.com');
  deviceId = (await client.devices.create({ name: 'Truck', uniqueId: '353419036066061' })).id;
  await client.devices.create({ name: 'Phone', uniqueId: 'phone-1' });
});
afterAll(() => t.close());

describe('device gateway', () => {
  it('acknowledges a GT06 login and a location only after storing it, and streams it to the socket', async () => {
    const { client } = await t.signIn('owner@example.com');
    const token = await client.session.createToken(new Date(Date.now() + 3_600_000));
    const store = new FleetStore();
    const live = new LiveSocket({
      url: `${t.url.replace('http', 'ws')}/api/socket?token=${token}`,
      WebSocket: WebSocket as never,
      isSignedIn: () => true,
      store,
    });
    const opened = new Promise<void>((resolve) => live.on('status', (s) => s === 'open' && resolve()));
    live.connect();
    await opened;

    const tracker = new Tracker(gt06Port);
    await tracker.ready();
    tracker.send(LOGIN);
    expect((await tracker.until('the login acknowledgement', (b) => b.length >= 10)).toString('hex')).toBe(
      LOGIN_ACK,
    );
    tracker.send(LOCATION);
    await tracker.until('the location acknowledgement', (b) => b.length >= 20);

    const stored = await client.positions.list({ deviceId });
    expect(stored[0]).toMatchObject({ valid: true, protocol: 'gt06' });
    expect(stored[0]?.latitude).toBeCloseTo(54.94535, 5);
    expect(stored[0]?.longitude).toBeCloseTo(24.01762, 5);
    expect(stored[0]?.fixTime).toBe('2015-10-20T14:21:11.000Z');
    await expect
      .poll(() => store.positions.value.get(deviceId), { message: 'the position in the live store' })
      .toBeDefined();
    expect(store.positions.value.get(deviceId)?.latitude).toBeCloseTo(54.94535, 5);
    expect((await client.devices.get(deviceId)).status).toBe('online');

    // A command through the API reaches the connected device as a GT06 0x80 frame; its reply is an event.
    const before = tracker.received.length;
    const sent = await client.commands.engine(deviceId, 'lock');
    expect(sent.queued).toBe(false);
    const frames = await tracker.until('the command', (b) => b.length > before);
    expect(frames.subarray(before).toString('latin1')).toContain('Relay,1#');
    const events = new Promise<string>((resolve) =>
      live.on('events', (list) => {
        const result = list.find((e) => e.type === 'commandResult');
        if (result) resolve(String(result.attributes.result));
      }),
    );
    tracker.send(REPLY);
    expect(await events).toBe('Cut off the fuel supply: Success!');
    live.dispose();
    tracker.socket.destroy();
  });

  it('closes the connection of an unknown device without acknowledging it', async () => {
    const refused = t.server.gateway.stats.refusedUnknown;
    const tracker = new Tracker(gt06Port);
    await tracker.ready();
    // The login of IMEI 123456789012345 (a valid frame with its CRC), which no device has.
    tracker.send('78780d01012345678901234500018cdd0d0a');
    await tracker.closed();
    expect(tracker.received.length).toBe(0);
    expect(t.server.gateway.stats.refusedUnknown).toBe(refused + 1);
  });

  it('closes a connection that sends garbage, and keeps serving others', async () => {
    const bad = new Tracker(gt06Port);
    await bad.ready();
    bad.socket.write(Buffer.from('GET / HTTP/1.1\r\n\r\n'));
    await bad.closed();
    const good = new Tracker(gt06Port);
    await good.ready();
    good.send(LOGIN);
    expect((await good.until('the login acknowledgement', (b) => b.length >= 10)).toString('hex')).toBe(
      LOGIN_ACK,
    );
    good.socket.destroy();
  });

  it('queues a command for a disconnected device and sends it once the device has logged in and reported a valid fix', async () => {
    const { client } = await t.signIn('owner@example.com');
    await vi.waitFor(() =>
      expect(t.server.gateway.isConnected(deviceId), 'previous connections gone').toBe(false),
    );
    const queued = await client.commands.engine(deviceId, 'unlock');
    expect(queued.queued).toBe(true);
    const tracker = new Tracker(gt06Port);
    await tracker.ready();
    tracker.send(LOGIN);
    tracker.send(LOCATION);
    const received = await tracker.until('the unlock command', (b) =>
      b.toString('latin1').includes('Relay,0#'),
    );
    expect(received.subarray(0, 10).toString('hex')).toBe(LOGIN_ACK);
    tracker.socket.destroy();
  });

  it('stores OsmAnd positions sent over HTTP, answers 400 for unreadable requests and 200 for unknown ids', async () => {
    const base = `http://127.0.0.1:${osmandPort}`;
    const ok = await fetch(
      `${base}/?id=phone-1&lat=27.7172&lon=85.324&timestamp=1763800000&speed=10&bearing=90`,
    );
    expect(ok.status).toBe(200);
    expect((await fetch(`${base}/?lat=1&lon=2`)).status).toBe(400);
    // An unknown id is answered as a known one (nothing stored), so answers reveal no device.
    expect((await fetch(`${base}/?id=nobody&lat=27.7&lon=85.3`)).status).toBe(200);
    const { client } = await t.signIn('owner@example.com');
    const phone = (await client.devices.list({ keyword: 'Phone' }))[0];
    const [position] = await client.positions.list({ deviceId: phone?.id });
    expect(position).toMatchObject({
      latitude: 27.7172,
      longitude: 85.324,
      speed: 10,
      course: 90,
      protocol: 'osmand',
    });
    // Addresses come from the offline gazetteer, on demand.
    expect(position?.address).toContain('Kathmandu');
  });

  it('answers an OsmAnd device with its queued command text', async () => {
    const { client } = await t.signIn('owner@example.com');
    const phone = (await client.devices.list({ keyword: 'Phone' }))[0];
    await client.commands.send({ deviceId: phone?.id ?? 0, type: 'custom', attributes: { data: 'ping' } });
    const response = await fetch(
      `http://127.0.0.1:${osmandPort}/?id=phone-1&lat=27.72&lon=85.33&timestamp=1763800100`,
    );
    expect(await response.text()).toBe('ping');
    const again = await fetch(
      `http://127.0.0.1:${osmandPort}/?id=phone-1&lat=27.73&lon=85.34&timestamp=1763800200`,
    );
    expect(await again.text()).toBe('');
  });

  it('marks a silent device offline with a deviceOffline event', async () => {
    const marked = await t.server.gateway.markOffline(new Date(Date.now() + 3_600_000));
    expect(marked).toBeGreaterThan(0);
    const { cookie } = await t.signIn('owner@example.com');
    const device = await json(await t.fetch(`/api/devices/${deviceId}`, { cookie }));
    expect(device.status).toBe('offline');
  });
});
