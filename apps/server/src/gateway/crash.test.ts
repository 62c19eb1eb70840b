import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFleetClient } from '@fleetkit/sdk-core';
import { afterAll, describe, expect, it } from 'vitest';
import { CRC16_X25 } from '../protocols/index';
import { cli, exitOf, startServerProcess } from '../test/serverProcess';

const IMEI_LOGIN = '78780d0103534190360660610003c3df0d0a';

/** A GT06 0x12 location frame for second `n` after 2026-11-20 08:00:00 UTC, near Kathmandu. */
function locationFrame(n: number): Buffer {
  const time = new Date(Date.UTC(2026, 10, 20, 8, 0, 0) + n * 1000);
  const body = Buffer.alloc(30);
  body.writeUInt8(0x1f, 0); // length
  body.writeUInt8(0x12, 1); // location
  body.writeUInt8(time.getUTCFullYear() - 2000, 2);
  body.writeUInt8(time.getUTCMonth() + 1, 3);
  body.writeUInt8(time.getUTCDate(), 4);
  body.writeUInt8(time.getUTCHours(), 5);
  body.writeUInt8(time.getUTCMinutes(), 6);
  body.writeUInt8(time.getUTCSeconds(), 7);
  body.writeUInt8(0xc5, 8); // GPS info length 12, 5 satellites
  body.writeUInt32BE(Math.round((27.7 + n * 1e-5) * 1_800_000), 9);
  body.writeUInt32BE(Math.round(85.3 * 1_800_000), 13);
  body.writeUInt8(20, 17); // km/h
  body.writeUInt16BE(0x1400, 18); // positioned, north, east, course 0
  body.write('01ad0a0c8e0012ab', 20, 'hex'); // LBS
  body.writeUInt16BE(n & 0xffff, 28); // serial
  const frame = Buffer.concat([Buffer.from([0x78, 0x78]), body, Buffer.alloc(4)]);
  frame.writeUInt16BE(CRC16_X25.checksum(frame, 2, 32), 32);
  frame.writeUInt16BE(0x0d0a, 34);
  return frame;
}

const dataDir = mkdtempSync(join(tmpdir(), 'fleetkit-crash-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('crash safety', () => {
  it('keeps every acknowledged position when the server is killed with SIGKILL mid-ingest', async () => {
    const createUser = cli(['create-user', '--email', 'o@example.com', '--password', 'password123'], {
      DATABASE_URL: '',
      FLEETKIT_DATA_DIR: dataDir,
    });
    expect(await exitOf(createUser)).toBe(0);

    const env = { DATABASE_URL: '', FLEETKIT_DATA_DIR: dataDir };
    let server = await startServerProcess('first', env, { started: (child) => children.push(child) });
    const { gt06Port } = server;
    const login = async () => {
      const response = await fetch(`${server.url}/api/session`, {
        method: 'POST',
        body: new URLSearchParams({ email: 'o@example.com', password: 'password123' }),
      });
      const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      return createFleetClient({ baseUrl: server.url, headers: { Cookie: cookie } });
    };
    const device = await (await login()).devices.create({ name: 'Crash', uniqueId: '353419036066061' });

    // The tracker sends frames back to back and counts the acknowledgements it receives.
    const tracker = connect(gt06Port, '127.0.0.1');
    await new Promise<void>((resolve) => tracker.once('connect', () => resolve()));
    let received = Buffer.alloc(0);
    tracker.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
    });
    tracker.on('error', () => {});
    tracker.write(Buffer.from(IMEI_LOGIN, 'hex'));
    const total = 3000;
    for (let n = 1; n <= total; n++) tracker.write(locationFrame(n));
    // Kill the server once a good share of the frames has been acknowledged, while the rest are in flight.
    await expect
      .poll(() => received.length, { message: 'the login and 200 locations acknowledged', interval: 1 })
      .toBeGreaterThanOrEqual(10 + 200 * 10);
    server.process.kill('SIGKILL');
    await exitOf(server.process);
    tracker.destroy();
    const acked = Math.floor(received.length / 10) - 1; // every ack is 10 bytes; the first is the login's
    expect(acked).toBeGreaterThanOrEqual(200);
    expect(acked).toBeLessThan(total); // the kill came mid-stream

    // The same data directory, on the same ports when they are still free.
    server = await startServerProcess('restarted', env, {
      ports: { port: server.port, gt06Port },
      started: (child) => children.push(child),
    });
    const positions = await (await login()).positions.list({
      deviceId: device.id,
      from: '2026-11-20T00:00:00Z',
      to: '2026-11-21T00:00:00Z',
    });
    // Every acknowledged frame n (1..acked) is stored; more may be stored than acknowledged.
    const stored = new Set(
      positions.map((p) => Date.parse(p.fixTime ?? '') - Date.UTC(2026, 10, 20, 8, 0, 0)),
    );
    const missing: number[] = [];
    for (let n = 1; n <= acked; n++) if (!stored.has(n * 1000)) missing.push(n);
    expect(missing).toEqual([]);
    server.process.kill('SIGTERM');
    await exitOf(server.process);
  });
});
