import { type AddressInfo, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { buildGt06Login } from '../simulator/devices/gt06Frames';
import { startTestServer, type TestServer } from '../test/harness';
import { LocalBus } from './Bus';
import { LiveHub } from './LiveHub';

const LOGIN = '78780d0103534190360660610003c3df0d0a';
const LOCATION = '78781f120f0a140e150bc505e51e780293a9e800540000f601006e0055da00035f240d0a';

/** A socket client that keeps every message it receives. */
async function listen(url: string, cookie?: string) {
  const socket = new WebSocket(url, cookie ? { headers: { Cookie: cookie } } : {});
  const messages: Record<string, unknown>[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data))));
  await new Promise((resolve) => socket.once('open', resolve));
  return { socket, messages };
}

let t: TestServer;
let gt06Port: number;
let deviceId: number;

beforeAll(async () => {
  t = await startTestServer({}, { devices: ['gt06', 'osmand'] });
  gt06Port = t.port('gt06');
  await t.createUser({ email: 'admin@example.com', administrator: true });
  await t.createUser({ email: 'owner@example.com' });
  const { client } = await t.signIn('owner@example.com');
  deviceId = (await client.devices.create({ name: 'Logged truck', uniqueId: '353419036066061' })).id;
});
afterAll(() => t.close());

describe('LiveHub', () => {
  it('sends {} to every socket at the keepalive interval it is given', async () => {
    const user = await t.createUser({ email: 'keepalive@example.com' });
    const hub = new LiveHub(new LocalBus(), t.server.ctx.access, { keepaliveMs: 50 });
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    server.on('connection', (socket) => hub.add(socket, user));
    const { socket, messages } = await listen(`ws://127.0.0.1:${port}`);
    await expect.poll(() => messages.length, { message: 'two keepalives' }).toBeGreaterThanOrEqual(2);
    expect(messages.slice(0, 2)).toEqual([{}, {}]);
    socket.close();
    hub.dispose();
    await new Promise((resolve) => server.close(resolve));
  });

  it('streams the raw data devices send to administrators who asked for logs, and to no one else', async () => {
    const socketUrl = `${t.url.replace('http', 'ws')}/api/socket`;
    const admin = await listen(socketUrl, (await t.signIn('admin@example.com')).cookie);
    const owner = await listen(socketUrl, (await t.signIn('owner@example.com')).cookie);
    admin.socket.send(JSON.stringify({ logs: true }));
    owner.socket.send(JSON.stringify({ logs: true }));
    await expect
      .poll(() => t.server.ctx.hub.logsWanted, { message: 'the hub heard the request for logs' })
      .toBe(true);

    const tracker = connect(gt06Port, '127.0.0.1');
    let acked = 0;
    tracker.on('data', (chunk) => {
      acked += chunk.length;
    });
    await new Promise((resolve) => tracker.once('connect', resolve));
    tracker.write(Buffer.from(LOGIN, 'hex'));
    await expect.poll(() => acked, { message: 'the login acknowledged' }).toBeGreaterThanOrEqual(10);
    tracker.write(Buffer.from(LOCATION, 'hex'));
    const logs = () => admin.messages.flatMap((m) => (m.logs as Record<string, unknown>[] | undefined) ?? []);
    await expect
      .poll(() => logs().map((l) => l.data), { message: "the location frame in the administrator's logs" })
      .toContain(LOCATION);
    expect(logs().find((l) => l.data === LOCATION)).toEqual({
      host: '127.0.0.1',
      protocol: 'gt06',
      uniqueId: '353419036066061',
      deviceId,
      data: LOCATION,
    });
    // The login's record names the device too: data is logged once its frame is handled.
    expect(logs().find((l) => l.data === LOGIN)).toMatchObject({ deviceId, uniqueId: '353419036066061' });

    // A marker sent after the logs reaches the owner after anything sent before it: no logs among them.
    t.server.ctx.hub.sendToUser(undefined, { marker: true });
    await expect
      .poll(() => owner.messages.some((m) => m.marker === true), { message: 'the marker reached the owner' })
      .toBe(true);

    expect(owner.messages.filter((m) => 'logs' in m)).toEqual([]);
    tracker.destroy();
    admin.socket.close();
    owner.socket.close();
  });

  it("names an unknown device in the administrators' logs by the identifier it gave, with device id 0", async () => {
    const admin = await listen(
      `${t.url.replace('http', 'ws')}/api/socket`,
      (await t.signIn('admin@example.com')).cookie,
    );
    admin.socket.send(JSON.stringify({ logs: true }));
    await expect
      .poll(() => t.server.ctx.hub.logsWanted, { message: 'the hub heard the request for logs' })
      .toBe(true);
    const logs = () => admin.messages.flatMap((m) => (m.logs as Record<string, unknown>[] | undefined) ?? []);

    // A GT06 tracker nobody registered logs in over TCP: refused, and logged.
    const login = buildGt06Login('359710049000001', 1);
    const tracker = connect(t.port('gt06'), '127.0.0.1');
    await new Promise((resolve) => tracker.once('connect', resolve));
    tracker.write(login);
    await expect
      .poll(() => logs().find((l) => l.data === login.toString('hex')), {
        message: "the unknown tracker's login in the logs",
      })
      .toEqual({
        host: '127.0.0.1',
        protocol: 'gt06',
        uniqueId: '359710049000001',
        deviceId: 0,
        data: login.toString('hex'),
      });
    tracker.destroy();

    // An unknown phone running the OsmAnd protocol.
    const sent = await fetch(
      `http://127.0.0.1:${t.port('osmand')}/?id=UNREGISTERED-7&lat=27.7&lon=85.3&timestamp=1767225600`,
    );
    expect(sent.status).toBe(200);
    await expect
      .poll(() => logs().find((l) => l.protocol === 'osmand'), {
        message: "the unknown phone's request in the logs",
      })
      .toMatchObject({ host: '127.0.0.1', uniqueId: 'UNREGISTERED-7', deviceId: 0 });
    const request = Buffer.from(String(logs().find((l) => l.protocol === 'osmand')?.data), 'hex').toString();
    expect(request).toContain('GET /?id=UNREGISTERED-7&lat=27.7');
    admin.socket.close();
  });
});
