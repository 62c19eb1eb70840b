import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFleetClient } from '@fleetkit/sdk-core';
import { afterAll, describe, expect, it } from 'vitest';
import { CRC16_X25 } from '../protocols/index';
import { freePort } from '../test/harness';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
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

function startServer(dataDir: string, port: number, gt06Port: number): ChildProcess {
  return spawn(
    process.execPath,
    ['--conditions=@fleetkit/source', '--import', 'tsx', 'src/cli.ts', 'start'],
    {
      cwd: serverRoot,
      env: {
        ...process.env,
        DATABASE_URL: '',
        PORT: String(port),
        FLEETKIT_HOST: '127.0.0.1',
        FLEETKIT_DATA_DIR: dataDir,
        FLEETKIT_GT06_PORT: String(gt06Port),
        FLEETKIT_TELTONIKA_PORT: '0',
        FLEETKIT_H02_PORT: '0',
        FLEETKIT_OSMAND_PORT: '0',
        FLEETKIT_HUABAO_PORT: '0',
        FLEETKIT_WIALON_PORT: '0',
        FLEETKIT_RUPTELA_PORT: '0',
        FLEETKIT_GPS103_PORT: '0',
        FLEETKIT_TK103_PORT: '0',
        FLEETKIT_QUECLINK_PORT: '0',
        FLEETKIT_SUNTECH_PORT: '0',
        FLEETKIT_MEITRACK_PORT: '0',
        FLEETKIT_LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
}

/**
 * Waits until the server process accepts connections on `port`, and fails at once if it exited. Its
 * deadline is longer than the project's: the process compiles the server from source before it listens.
 */
async function waitForPort(server: ChildProcess, port: number): Promise<void> {
  const accepts = () =>
    new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
  let onExit = (_code: number | null) => {};
  const exited = new Promise<never>((_, reject) => {
    onExit = (code) => reject(new Error(`the server exited with code ${code} before listening on ${port}`));
    server.once('exit', onExit);
  });
  try {
    await Promise.race([
      expect
        .poll(accepts, { message: `the server accepting connections on port ${port}`, timeout: 120_000 })
        .toBe(true),
      exited,
    ]);
  } finally {
    server.off('exit', onExit);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'fleetkit-crash-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('crash safety', () => {
  it('keeps every acknowledged position when the server is killed with SIGKILL mid-ingest', async () => {
    // check-tests-ignore: a child process is told its ports (its command line has no "any port" for the gateway)
    const port = await freePort();
    const gt06Port = await freePort(); // check-tests-ignore: the same child process
    const createUser = spawn(
      process.execPath,
      [
        '--conditions=@fleetkit/source',
        '--import',
        'tsx',
        'src/cli.ts',
        'create-user',
        '--email',
        'o@example.com',
        '--password',
        'password123',
      ],
      {
        cwd: serverRoot,
        env: { ...process.env, DATABASE_URL: '', FLEETKIT_DATA_DIR: dataDir },
        stdio: 'ignore',
      },
    );
    expect(await new Promise((resolve) => createUser.once('exit', resolve))).toBe(0);

    let server = startServer(dataDir, port, gt06Port);
    children.push(server);
    await waitForPort(server, port);
    const login = async () => {
      const response = await fetch(`http://127.0.0.1:${port}/api/session`, {
        method: 'POST',
        body: new URLSearchParams({ email: 'o@example.com', password: 'password123' }),
      });
      const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      return createFleetClient({ baseUrl: `http://127.0.0.1:${port}`, headers: { Cookie: cookie } });
    };
    const device = await (await login()).devices.create({ name: 'Crash', uniqueId: '353419036066061' });
    await waitForPort(server, gt06Port);

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
    server.kill('SIGKILL');
    await new Promise((resolve) => server.once('exit', resolve));
    tracker.destroy();
    const acked = Math.floor(received.length / 10) - 1; // every ack is 10 bytes; the first is the login's
    expect(acked).toBeGreaterThanOrEqual(200);
    expect(acked).toBeLessThan(total); // the kill came mid-stream

    server = startServer(dataDir, port, gt06Port);
    children.push(server);
    await waitForPort(server, port);
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
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  });
});
