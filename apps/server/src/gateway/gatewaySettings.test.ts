import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestServer, type TestServer } from '../test/harness';

// The login of IMEI 123456789012345 (a valid GT06 frame with its CRC), which no device has yet.
const UNKNOWN_LOGIN = '78780d01012345678901234500018cdd0d0a';

let t: TestServer;
let gt06Port: number;

beforeAll(async () => {
  t = await startTestServer(
    { registerUnknownDevices: true, deviceIdleTimeoutMs: 300 },
    { devices: ['gt06'] },
  );
  gt06Port = t.port('gt06');
  await t.createUser({ email: 'admin@example.com', administrator: true });
});
afterAll(() => t.close());

describe('gateway settings', () => {
  it('registers an unknown device when configured to, and closes its connection once it goes idle', async () => {
    const socket = connect(gt06Port, '127.0.0.1');
    let received = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
    });
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(Buffer.from(UNKNOWN_LOGIN, 'hex'));
    // Nothing more is sent: the server acknowledges the login, then closes the idle connection.
    await closed;
    expect(received.subarray(0, 5).toString('hex')).toBe('7878050100');
    const { cookie } = await t.signIn('admin@example.com');
    const devices = await json(await t.fetch('/api/devices?uniqueId=123456789012345', { cookie }));
    expect(devices).toMatchObject([{ uniqueId: '123456789012345', name: '123456789012345' }]);
  });
});
