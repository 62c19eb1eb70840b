import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CRC16_X25 } from '../protocols/index';
import { cli, exitOf, type ServerProcess, startServerProcess } from './serverProcess';

/**
 * Two server processes on one PostgreSQL database and one Redis, as in production behind a load
 * balancer (a round-robin TCP proxy stands in for it in front of the device gateways).
 */
const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
const missing = [!DATABASE_URL && 'DATABASE_URL', !REDIS_URL && 'REDIS_URL'].filter(Boolean);

const IMEI = '353419036066061';
const LOGIN = Buffer.from('78780d0103534190360660610003c3df0d0a', 'hex');
/** The device's answer to the engine command (GT06 0x15). */
const REPLY = Buffer.from(
  '78782d152500000000437574206f666620746865206675656c20737570706c793a2053756363657373210002013b898a0d0a',
  'hex',
);
const START = Date.UTC(2026, 10, 20, 8, 0, 0);

/** A GT06 0x12 location frame for second `n` after START, at 10 km/h, serial `n`. */
function locationFrame(n: number): Buffer {
  const time = new Date(START + n * 1000);
  const body = Buffer.alloc(30);
  body.writeUInt8(0x1f, 0);
  body.writeUInt8(0x12, 1);
  body.writeUInt8(time.getUTCFullYear() - 2000, 2);
  body.writeUInt8(time.getUTCMonth() + 1, 3);
  body.writeUInt8(time.getUTCDate(), 4);
  body.writeUInt8(time.getUTCHours(), 5);
  body.writeUInt8(time.getUTCMinutes(), 6);
  body.writeUInt8(time.getUTCSeconds(), 7);
  body.writeUInt8(0xc5, 8);
  body.writeUInt32BE(Math.round((27.7 + n * 1e-5) * 1_800_000), 9);
  body.writeUInt32BE(Math.round(85.3 * 1_800_000), 13);
  body.writeUInt8(10, 17);
  body.writeUInt16BE(0x1400, 18);
  body.write('01ad0a0c8e0012ab', 20, 'hex');
  body.writeUInt16BE(n & 0xffff, 28);
  const frame = Buffer.concat([Buffer.from([0x78, 0x78]), body, Buffer.alloc(4)]);
  frame.writeUInt16BE(CRC16_X25.checksum(frame, 2, 32), 32);
  frame.writeUInt16BE(0x0d0a, 34);
  return frame;
}

/**
 * A GT06 tracker that keeps what it sent until the server acknowledges it: after a lost connection it
 * logs in again (through the proxy, so possibly to another instance) and sends every unacknowledged
 * frame again, as real trackers do.
 */
class Tracker {
  socket: Socket | null = null;
  received = Buffer.alloc(0);
  /** Text of the command frames (0x80) received. */
  readonly commands: string[] = [];
  readonly acked = new Set<number>();
  loginAcks = 0;
  readonly sent = new Set<number>();
  #buffer = Buffer.alloc(0);

  constructor(readonly port: number) {}

  async connect(): Promise<void> {
    const socket = connect(this.port, '127.0.0.1');
    this.socket = socket;
    this.#buffer = Buffer.alloc(0);
    socket.on('data', (chunk) => this.#read(chunk));
    socket.on('error', () => {});
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const logins = this.loginAcks;
    socket.write(LOGIN);
    await expect.poll(() => this.loginAcks, { message: 'the login acknowledged' }).toBeGreaterThan(logins);
  }

  get connected(): boolean {
    return this.socket !== null && !this.socket.destroyed;
  }

  send(n: number): void {
    this.sent.add(n);
    this.socket?.write(locationFrame(n));
  }

  /** Sends again every frame the server has not acknowledged. */
  resendUnacknowledged(): void {
    for (const n of [...this.sent].sort((a, b) => a - b)) if (!this.acked.has(n)) this.send(n);
  }

  #read(chunk: Buffer): void {
    this.#buffer = Buffer.concat([this.#buffer, chunk]);
    // Server frames: 78 78, length L, L bytes (protocol, content, serial, CRC), 0d 0a.
    while (this.#buffer.length >= 5 && this.#buffer.length >= (this.#buffer[2] ?? 0) + 5) {
      const frame = this.#buffer.subarray(0, (this.#buffer[2] ?? 0) + 5);
      this.#buffer = this.#buffer.subarray(frame.length);
      const protocol = frame[3];
      if (protocol === 0x01) this.loginAcks++;
      else if (protocol === 0x12) this.acked.add(frame.readUInt16BE(4));
      else if (protocol === 0x80) this.commands.push(frame.toString('latin1'));
    }
  }
}

/** The load balancer: each new connection goes to the next backend that accepts it. */
class RoundRobinProxy {
  readonly server: Server;
  #next = 0;
  readonly #clients = new Set<Socket>();
  /** Backend port of each connection, in order. */
  readonly routed: number[] = [];

  constructor(readonly backends: number[]) {
    this.server = createServer((client) => {
      this.#clients.add(client);
      client.once('close', () => this.#clients.delete(client));
      client.pause();
      client.on('error', () => {});
      void this.#route(client, 0);
    });
  }

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    const address = this.server.address();
    return typeof address === 'object' && address ? address.port : 0;
  }

  async #route(client: Socket, attempt: number): Promise<void> {
    if (attempt >= this.backends.length) return void client.destroy();
    const port = this.backends[this.#next++ % this.backends.length] as number;
    const backend = connect(port, '127.0.0.1');
    let connected = false;
    backend.once('error', () => {
      // A backend that refuses the connection is skipped; one that fails later ends the client's.
      if (connected) client.destroy();
      else void this.#route(client, attempt + 1);
    });
    backend.once('connect', () => {
      connected = true;
      this.routed.push(port);
      client.pipe(backend);
      backend.pipe(client);
      client.resume();
      backend.on('close', () => client.destroy());
      client.on('close', () => backend.destroy());
    });
  }

  close(): Promise<void> {
    for (const client of this.#clients) client.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

describe.skipIf(missing.length > 0)(
  missing.length > 0
    ? `cluster (skipped: set ${missing.join(' and ')} to run two instances on PostgreSQL and Redis)`
    : 'cluster: two instances on PostgreSQL and Redis',
  () => {
    const suffix = randomBytes(6).toString('hex');
    const databaseName = `fleetkit_cluster_${suffix}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'fleetkit-cluster-'));
    let databaseUrl = '';
    const children: ChildProcess[] = [];
    let a: ServerProcess;
    let b: ServerProcess;
    let proxy: RoundRobinProxy;
    let proxyPort: number;
    let cookie = '';
    let deviceId = 0;

    const env = () => ({
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      FLEETKIT_REDIS_CHANNEL: `fleetkit-cluster-${suffix}`,
      FLEETKIT_DATA_DIR: dataDir,
      FLEETKIT_LOGIN_RATE_LIMIT: '4',
    });
    const startInstance = (name: string) =>
      startServerProcess(name, env(), { started: (child) => children.push(child) });

    const call = (instance: ServerProcess, path: string, init: RequestInit = {}) =>
      fetch(`${instance.url}${path}`, {
        ...init,
        headers: { Cookie: cookie, 'Content-Type': 'application/json', ...init.headers },
      });
    const leader = async (instance: ServerProcess) => {
      const text = await (await fetch(`${instance.url}/metrics`)).text();
      return /^fleetkit_scheduler_leader 1$/m.test(text);
    };

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${databaseName}`);
      await admin.end();
      const url = new URL(DATABASE_URL as string);
      url.pathname = `/${databaseName}`;
      databaseUrl = url.toString();
      const created = cli(
        ['create-user', '--email', 'admin@example.com', '--password', 'password123', '--admin'],
        env(),
      );
      expect(await exitOf(created)).toBe(0);
      // One after the other, so only the first applies the migrations.
      a = await startInstance('A');
      b = await startInstance('B');
      proxy = new RoundRobinProxy([a.gt06Port, b.gt06Port]);
      proxyPort = await proxy.listen();
    });

    afterAll(async () => {
      const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
      const exited = running.map((child) => new Promise((resolve) => child.once('exit', resolve)));
      for (const child of running) child.kill('SIGKILL');
      await Promise.all(exited);
      await proxy?.close();
      if (databaseUrl) {
        const admin = new pg.Client({ connectionString: DATABASE_URL });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
        await admin.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('shares sessions, live positions, commands, documents and the scheduler, and survives losing an instance', async () => {
      // A session made on A is good on B: sessions live in the database, not in a process.
      const signIn = await fetch(`${a.url}/api/session`, {
        method: 'POST',
        body: new URLSearchParams({ email: 'admin@example.com', password: 'password123' }),
      });
      expect(signIn.status).toBe(200);
      cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      // Sign-in attempts are counted across instances (4 a minute): spreading them over A and B gains nothing.
      const attempt = (instance: ServerProcess) =>
        fetch(`${instance.url}/api/session`, {
          method: 'POST',
          body: new URLSearchParams({ email: 'admin@example.com', password: 'not the password' }),
        });
      for (const instance of [b, a, b]) expect((await attempt(instance)).status).toBe(401);
      expect((await attempt(a)).status).toBe(429);
      const created = await call(a, '/api/devices', {
        method: 'POST',
        body: JSON.stringify({ name: 'Clustered truck', uniqueId: IMEI }),
      });
      expect(created.status).toBe(200);
      deviceId = ((await created.json()) as { id: number }).id;
      expect((await call(b, `/api/devices/${deviceId}`)).status).toBe(200);

      // Exactly one instance runs the scheduled jobs.
      await expect
        .poll(async () => [await leader(a), await leader(b)].filter(Boolean).length, {
          message: 'exactly one instance leads the scheduled jobs',
        })
        .toBe(1);

      // An administrator's socket on B, with device logs on.
      const socket = new WebSocket(`${b.url.replace('http', 'ws')}/api/socket`, {
        headers: { Cookie: cookie },
      });
      const live: { positions: { deviceId: number; fixTime: string }[]; events: Record<string, unknown>[] } =
        {
          positions: [],
          events: [],
        };
      const logs: { deviceId: number; protocol: string; data: string }[] = [];
      socket.on('message', (data) => {
        const message = JSON.parse(String(data));
        live.positions.push(...(message.positions ?? []));
        live.events.push(...(message.events ?? []));
        logs.push(...(message.logs ?? []));
      });
      await new Promise((resolve) => socket.once('open', resolve));
      socket.send(JSON.stringify({ logs: true }));

      // The tracker reaches A through the balancer; its positions reach the socket on B.
      const tracker = new Tracker(proxyPort);
      await tracker.connect();
      expect(proxy.routed).toEqual([a.gt06Port]);
      for (let n = 1; n <= 5; n++) tracker.send(n);
      await expect
        .poll(() => [...tracker.acked].sort((x, y) => x - y), { message: 'positions 1-5 acknowledged' })
        .toEqual(expect.arrayContaining([1, 2, 3, 4, 5]));
      await expect
        .poll(
          () => live.positions.some((p) => p.deviceId === deviceId && Date.parse(p.fixTime) === START + 5000),
          { message: 'the fifth position on the socket of the other instance' },
        )
        .toBe(true);

      // A command sent through B reaches the device on A; B answers 200 (sent), not 202 (queued).
      const sent = await call(b, '/api/commands/send', {
        method: 'POST',
        body: JSON.stringify({ deviceId, type: 'custom', attributes: { data: 'RELAY,1#' } }),
      });
      expect(sent.status).toBe(200);
      await expect
        .poll(() => tracker.commands, { message: 'the command reached the tracker' })
        .not.toEqual([]);
      expect(tracker.commands[0]).toContain('Relay,1#');
      // The device's reply comes back to the user on B as a commandResult event.
      tracker.socket?.write(REPLY);
      await expect
        .poll(() => live.events.map((e) => e.type), { message: 'the command result on the socket' })
        .toContain('commandResult');
      expect(live.events.find((e) => e.type === 'commandResult')).toMatchObject({
        deviceId,
        attributes: { result: 'Cut off the fuel supply: Success!' },
      });
      // B's administrator sees what the device sent to A, raw, as Traccar's logs.
      await expect
        .poll(() => logs.map((l) => l.data), { message: "the device's raw reply in the socket's logs" })
        .toContain(REPLY.toString('hex'));
      expect(logs.find((l) => l.data === REPLY.toString('hex'))).toMatchObject({
        deviceId,
        protocol: 'gt06',
      });

      // A document created on A is visible on B at once.
      const document = await call(a, '/api2/documents', {
        method: 'POST',
        body: JSON.stringify({
          documentOf: 'vehicle',
          entityId: deviceId,
          documentType: 'insurance',
          expiryDate: '2030-01-31',
        }),
      });
      expect(document.status).toBe(200);
      const { $id } = (await document.json()) as { $id: string };
      const onB = await call(b, `/api2/documents/${encodeURIComponent($id)}`);
      expect(onB.status).toBe(200);
      expect(await onB.json()).toMatchObject({ $id, documentType: 'insurance', entityId: deviceId });

      // A dies (SIGKILL) while the tracker streams; the tracker reconnects through the balancer to B and
      // sends again what was not acknowledged.
      const total = 400;
      for (let n = 6; n <= total; n++) tracker.send(n);
      await expect
        .poll(() => tracker.acked.size, { message: '50 positions acknowledged' })
        .toBeGreaterThanOrEqual(50);
      a.process.kill('SIGKILL');
      await new Promise((resolve) => a.process.once('exit', resolve));
      await expect
        .poll(() => tracker.connected, { message: 'the tracker saw its connection to A close' })
        .toBe(false);
      const ackedBeforeKill = [...tracker.acked];
      expect(ackedBeforeKill.length).toBeLessThan(total);
      await tracker.connect();
      expect(proxy.routed.at(-1)).toBe(b.gt06Port);
      tracker.resendUnacknowledged();
      await expect
        .poll(() => tracker.acked.size, { message: `all ${total} positions acknowledged after the failover` })
        .toBe(total);

      // Every acknowledged position is stored, whichever instance acknowledged it.
      const stored = (await (
        await call(b, `/api/positions?deviceId=${deviceId}&from=2026-11-20T00:00:00Z&to=2026-11-21T00:00:00Z`)
      ).json()) as { fixTime: string }[];
      const seconds = new Set(stored.map((p) => (Date.parse(p.fixTime) - START) / 1000));
      const lost = [...tracker.acked].filter((n) => !seconds.has(n));
      expect(lost).toEqual([]);

      // The device is B's now: a command through B goes straight to it.
      const unlock = await call(b, '/api/commands/send', {
        method: 'POST',
        body: JSON.stringify({ deviceId, type: 'custom', attributes: { data: 'RELAY,0#' } }),
      });
      expect(unlock.status).toBe(200);
      await expect
        .poll(() => tracker.commands.some((c) => c.includes('Relay,0#')), {
          message: 'the unlock command through B reached the tracker',
        })
        .toBe(true);

      // B takes over the scheduled jobs when A is gone (A's lease ended with its database connection).
      await expect.poll(() => leader(b), { message: 'B leads the scheduled jobs once A is gone' }).toBe(true);
      expect(await (await fetch(`${b.url}/ready`)).json()).toMatchObject({
        status: 'ready',
        checks: { database: 'ok', redis: 'ok' },
      });

      // A restarted instance: the device reconnects straight to it while its old connection to B is still
      // open (as after a network change). B hands the device over and closes the stale connection, and a
      // command through B now goes to the new holder.
      const restarted = await startInstance('A again');
      // A newcomer asks who holds what: it learns that B holds the device and routes a command there.
      await expect
        .poll(
          async () =>
            (await (await fetch(`${restarted.url}/metrics`)).text()).match(
              /^fleetkit_devices_held_elsewhere .*$/m,
            )?.[0],
          {
            message: 'the newcomer learnt that B holds the device',
          },
        )
        .toBe('fleetkit_devices_held_elsewhere 1');
      const before = tracker.commands.length;
      const viaNewcomer = await call(restarted, '/api/commands/send', {
        method: 'POST',
        body: JSON.stringify({ deviceId, type: 'custom', attributes: { data: 'RELAY,0#' } }),
      });
      expect(viaNewcomer.status).toBe(200);
      await expect
        .poll(() => tracker.commands.length, {
          message: 'the command through the newcomer reached the tracker',
        })
        .toBeGreaterThan(before);
      expect(tracker.commands.at(-1)).toContain('Relay,0#');
      const moved = new Tracker(restarted.gt06Port);
      await moved.connect();
      await expect.poll(() => tracker.connected, { message: 'B closed the stale connection' }).toBe(false);
      // B held a live connection: it reports the takeover. The newcomer has only logged in, so the command
      // waits in the queue until the new connection reports a valid fix of its own.
      await expect
        .poll(() => live.events.some((e) => e.type === 'deviceTakeover' && e.deviceId === deviceId), {
          message: 'the takeover event on the socket',
        })
        .toBe(true);
      const relock = await call(b, '/api/commands/send', {
        method: 'POST',
        body: JSON.stringify({ deviceId, type: 'custom', attributes: { data: 'RELAY,1#' } }),
      });
      expect(relock.status).toBe(202);
      moved.send(total + 1);
      await expect
        .poll(() => moved.commands.some((c) => c.includes('Relay,1#')), {
          message: 'the queued command reached the new connection after its fix',
        })
        .toBe(true);

      socket.close();
      moved.socket?.destroy();
    });
  },
);
