// Load bench (scale-out): two server instances on loopback sharing one PostgreSQL and one Redis, N GT06
// trackers reporting every few seconds (half connected to each instance, as a TCP load balancer would
// spread them) and socket clients on both instances. Prints the ingest rate, the fan-out latency from
// the frame leaving the tracker to a socket client receiving its position (p50/p95/p99), and the memory
// and CPU of each instance.
// Usage: tsx bench/load.ts [--devices 5000] [--clients 200] [--clients-per-fleet 10] [--interval 5]
//          [--seconds 60] [--warmup 15]
// Needs DATABASE_URL and REDIS_URL (a fresh database is created and dropped; Redis gets its own channel).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { createFleetClient } from '@fleetkit/sdk-core';
import WebSocket from 'ws';
import { openDatabase } from '../src/db/Database';
import { devices, links } from '../src/db/schema';
import { createScratchDatabase } from '../src/db/scratchDatabase';
import { createAccount } from '../src/services/accounts';
import { buildGt06Location, buildGt06Login } from '../src/simulator/devices/gt06Frames';
import type { TrackerRecord } from '../src/simulator/types';

/** Issue target: p99 of the fan-out latency on a 2-core machine. */
const P99_TARGET_MS = 100;
const PASSWORD = 'correct horse battery';

interface Options {
  devices: number;
  clients: number;
  clientsPerFleet: number;
  interval: number;
  seconds: number;
  warmup: number;
}

function parseOptions(argv: string[]): Options {
  const options: Options = {
    devices: 5000,
    clients: 200,
    clientsPerFleet: 10,
    interval: 5,
    seconds: 60,
    warmup: 15,
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag = '', inline] = (argv[i] ?? '').split('=', 2);
    const key = flag.replace(/^--/, '').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    if (!(key in options))
      throw new Error(`Unknown option ${flag}. Options: ${Object.keys(options).join(', ')}`);
    const value = Number(inline ?? argv[++i]);
    if (!Number.isFinite(value) || value < 0) throw new Error(`${flag} needs a number`);
    options[key as keyof Options] = value;
  }
  if (options.clients > 0 && options.clientsPerFleet < 1)
    throw new Error('--clients-per-fleet must be 1 or more');
  if (options.seconds <= options.warmup) throw new Error('--seconds must be longer than --warmup');
  return options;
}

function imei(i: number): string {
  return `86${String(100000000000 + i).padStart(13, '0')}`;
}

/** The epoch time in ms with sub-millisecond precision, comparable between threads. */
function nowMs(): number {
  return performance.timeOrigin + performance.now();
}

// ---------------------------------------------------------------------------------------------------
// The trackers: a worker thread, so the socket clients' thread only reads sockets.

interface TrackerWork {
  ports: number[];
  devices: number;
  interval: number;
  frames: number;
  /** Wall time (ms) of frame 0 of tracker 0, and the fix time (ms, whole seconds) of frame 0. */
  startAt: number;
  fixZero: number;
  /** Wall time (ms) from which acknowledgements count towards the ingest rate (after the warm-up). */
  measureFrom: number;
  sent: SharedArrayBuffer;
}

function record(i: number, k: number, fixZero: number, interval: number): TrackerRecord {
  return {
    time: fixZero + k * interval * 1000,
    latitude: 27.6 + (i % 100) * 0.002 + k * 0.0001,
    longitude: 85.2 + Math.floor(i / 100) * 0.0005,
    altitude: 1300,
    course: 0,
    speedKmh: 30,
    ignition: true,
    motion: true,
    blocked: false,
    odometer: k * 40,
    satellites: 9,
    gsmLevel: 4,
    powerVolts: 12.6,
    batteryLevel: 100,
    phase: 'driving',
    reason: 'periodic',
  };
}

async function runTrackers(work: TrackerWork): Promise<void> {
  const { net } = { net: await import('node:net') };
  const sentAt = new Float64Array(work.sent);
  let acked = 0;
  let ackedMeasured = 0;
  let lastAckAt = 0;
  let finished = 0;
  await new Promise<void>((resolve) => {
    const connectOver = Math.max(0, work.startAt - nowMs() - 1000);
    for (let i = 0; i < work.devices; i++) {
      const phase = (i / work.devices) * work.interval * 1000;
      const port = work.ports[i % work.ports.length] as number;
      let buffer = Buffer.alloc(0);
      let k = 0;
      let mine = 0;
      let ended = false;
      const done = () => {
        if (ended) return;
        ended = true;
        socket.end();
        finished++;
        if (finished === work.devices) resolve();
      };
      const send = () => {
        if (socket.destroyed) return done();
        if (k >= work.frames) {
          // Wait for the last acknowledgement, at most one more interval.
          if (mine >= work.frames) done();
          else setTimeout(done, work.interval * 1000);
          return;
        }
        const frame = buildGt06Location(record(i, k, work.fixZero, work.interval), k + 2);
        sentAt[i * work.frames + k] = nowMs();
        socket.write(frame);
        k++;
        const next = work.startAt + phase + k * work.interval * 1000;
        setTimeout(send, Math.max(0, next - nowMs()));
      };
      // The connections open spread over the time before the first frames, as a fleet's would.
      const socket = new net.Socket();
      setTimeout(
        () => socket.connect({ port, host: '127.0.0.1', noDelay: true }),
        (i / work.devices) * connectOver,
      );
      socket.on('connect', () => {
        socket.write(buildGt06Login(imei(i), 1));
        setTimeout(send, Math.max(0, work.startAt + phase - nowMs()));
      });
      socket.on('data', (chunk) => {
        buffer = Buffer.concat([buffer, chunk]);
        while (buffer.length >= 10) {
          const size = (buffer[2] ?? 5) + 5;
          if (buffer.length < size) break;
          if (buffer[3] === 0x22) {
            acked++;
            mine++;
            lastAckAt = nowMs();
            if (lastAckAt >= work.measureFrom) ackedMeasured++;
            if (k >= work.frames && mine >= work.frames) done();
          }
          buffer = buffer.subarray(size);
        }
      });
      socket.on('error', (error) => {
        parentPort?.postMessage({ error: `tracker ${i}: ${error.message}` });
        done();
      });
    }
  });
  parentPort?.postMessage({ acked, ackedMeasured, lastAckAt });
}

// ---------------------------------------------------------------------------------------------------
// The bench.

async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Instance {
  child: ChildProcess;
  url: string;
  gt06Port: number;
  rssMaxKb: number;
  rssKb: number;
}

async function startInstance(databaseUrl: string, redisUrl: string, dataDir: string): Promise<Instance> {
  const port = await freePort();
  const gt06Port = await freePort();
  const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
  const child = spawn(
    process.execPath,
    [
      '--conditions=@fleetkit/source',
      '--import',
      'tsx',
      'src/cli.ts',
      'start',
      ...['--port', String(port), '--host', '127.0.0.1', '--gt06-port', String(gt06Port)],
      ...['--teltonika-port', '0', '--h02-port', '0', '--osmand-port', '0'],
      ...[
        '--gps103-port',
        '0',
        '--tk103-port',
        '0',
        '--queclink-port',
        '0',
        '--suntech-port',
        '0',
        '--meitrack-port',
        '0',
      ],
      ...['--log-level', 'warn', '--login-rate-limit', '100000', '--data-dir', dataDir],
      // Every simulated tracker connects from this machine's one address.
      ...['--device-connections-per-ip', '1000000'],
    ],
    {
      cwd: serverDir,
      env: { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl },
      stdio: 'inherit',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server instance exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/server`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, url, gt06Port, rssMaxKb: 0, rssKb: 0 };
}

function readRssKb(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** CPU seconds (user + system) a process has used. */
function readCpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

async function main(options: Options): Promise<void> {
  const databaseBase = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!databaseBase || !redisUrl) {
    console.log(
      '\nLoad bench (two instances, PostgreSQL + Redis): skipped, set DATABASE_URL and REDIS_URL to run it.',
    );
    return;
  }
  const frames = Math.ceil(options.seconds / options.interval);
  const fleets = Math.max(1, Math.ceil(options.clients / options.clientsPerFleet));
  console.log(
    `\nLoad bench: ${options.devices} GT06 trackers every ${options.interval} s, ${options.clients} socket clients ` +
      `(${fleets} fleets, ${options.clientsPerFleet} clients each), 2 instances, ${options.seconds} s ` +
      `(first ${options.warmup} s not measured)`,
  );
  const database = await createScratchDatabase(databaseBase, 'fleetkit_load');
  const dataDir = mkdtempSync(join(tmpdir(), 'fleetkit-load-'));
  const instances: Instance[] = [];
  const sockets: WebSocket[] = [];
  try {
    // Accounts and devices: fleet f owns every tracker i with i % fleets === f.
    const setup = await openDatabase({ databaseUrl: database.url, dataDir });
    const owners: string[] = [];
    const deviceIndex = new Map<number, number>();
    for (let f = 0; f < fleets; f++) {
      const email = `fleet${f}@example.com`;
      const owner = await createAccount(setup.db, { name: `Fleet ${f}`, email, password: PASSWORD });
      owners.push(email);
      const mine = Array.from({ length: options.devices }, (_, i) => i).filter((i) => i % fleets === f);
      for (let at = 0; at < mine.length; at += 1000) {
        const slice = mine.slice(at, at + 1000);
        const rows = await setup.db
          .insert(devices)
          .values(slice.map((i) => ({ name: `V${i}`, uniqueId: imei(i) })))
          .returning({ id: devices.id });
        rows.forEach((row, n) => {
          deviceIndex.set(row.id, slice[n] as number);
        });
        await setup.db.insert(links).values(
          rows.map((d) => ({
            ownerType: 'user',
            ownerId: owner.id,
            propertyType: 'device',
            propertyId: d.id,
          })),
        );
      }
    }
    await setup.close();

    instances.push(await startInstance(database.url, redisUrl, join(dataDir, 'a')));
    instances.push(await startInstance(database.url, redisUrl, join(dataDir, 'b')));

    // Socket clients: client j of a fleet on instance j % 2, with a token of the fleet's owner.
    // Set when the trackers start (after every client is connected).
    let fixZero = 0;
    let startAt = 0;
    const warmupFrames = Math.ceil(options.warmup / options.interval);
    const sent = new SharedArrayBuffer(options.devices * frames * 8);
    const sentAt = new Float64Array(sent);
    const latencies = new Float64Array(options.devices * frames * options.clientsPerFleet + 1);
    // The frame index of each measured latency, for the figures over time.
    const latencyFrames = new Uint32Array(latencies.length);
    let measured = 0;
    let received = 0;
    let unmatched = 0;
    const clientsOfFleet = new Array<number>(fleets).fill(0);
    for (let c = 0; c < options.clients; c++) {
      const f = c % fleets;
      clientsOfFleet[f] = (clientsOfFleet[f] ?? 0) + 1;
      const instance = instances[Math.floor(c / fleets) % instances.length] as Instance;
      const response = await fetch(`${instance.url}/api/session`, {
        method: 'POST',
        body: new URLSearchParams({ email: owners[f] as string, password: PASSWORD }),
      });
      if (!response.ok) throw new Error(`sign-in failed with ${response.status}`);
      const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const client = createFleetClient({ baseUrl: instance.url, headers: { Cookie: cookie } });
      const token = await client.session.createToken(new Date(Date.now() + 3_600_000));
      const socket = new WebSocket(
        `${instance.url.replace('http', 'ws')}/api/socket?token=${encodeURIComponent(token)}`,
      );
      socket.on('message', (data) => {
        const at = nowMs();
        const message = JSON.parse(String(data)) as { positions?: { deviceId: number; fixTime: string }[] };
        for (const position of message.positions ?? []) {
          received++;
          const i = deviceIndex.get(position.deviceId);
          const k = (Date.parse(position.fixTime) - fixZero) / (options.interval * 1000);
          const sentTime = i === undefined ? 0 : (sentAt[i * frames + k] ?? 0);
          if (!Number.isInteger(k) || sentTime === 0) {
            unmatched++;
            continue;
          }
          if (k >= warmupFrames) {
            latencyFrames[measured] = k;
            latencies[measured++] = at - sentTime;
          }
        }
      });
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      sockets.push(socket);
    }

    // Memory and CPU of each instance, sampled every second.
    const cpuBefore = instances.map((i) => readCpuSeconds(i.child.pid));
    const sampler = setInterval(() => {
      for (const instance of instances) {
        instance.rssKb = readRssKb(instance.child.pid);
        instance.rssMaxKb = Math.max(instance.rssMaxKb, instance.rssKb);
      }
    }, 1000);

    startAt = nowMs() + 5000;
    fixZero = Math.floor(Date.now() / 1000) * 1000 + 60_000;
    const work: TrackerWork = {
      ports: instances.map((i) => i.gt06Port),
      devices: options.devices,
      interval: options.interval,
      frames,
      startAt,
      fixZero,
      measureFrom: startAt + options.warmup * 1000,
      sent,
    };
    const started = nowMs();
    const result = await new Promise<{ acked: number; ackedMeasured: number; lastAckAt: number }>(
      (resolve, reject) => {
        const entry = JSON.stringify(import.meta.url);
        const worker = new Worker(
          `import('tsx/esm/api').then(({ register }) => { register(); return import(${entry}); });`,
          { eval: true, workerData: work },
        );
        let errors = 0;
        worker.on('message', (message: { error?: string; acked?: number }) => {
          if (message.error) {
            if (errors++ < 5) console.warn(`  ${message.error}`);
            return;
          }
          resolve(message as { acked: number; ackedMeasured: number; lastAckAt: number });
        });
        worker.once('error', reject);
      },
    );
    // Positions of the last frames still on their way to the sockets.
    await new Promise((r) => setTimeout(r, 2000));
    const elapsed = (nowMs() - started) / 1000;
    clearInterval(sampler);
    const cpu = instances.map((i, n) => readCpuSeconds(i.child.pid) - (cpuBefore[n] ?? 0));

    // p99 per round of frames (one round = every tracker once), to tell a backlog from a steady cost.
    const byRound: number[][] = [];
    for (let n = 0; n < measured; n++) {
      const round = (latencyFrames[n] ?? 0) - warmupFrames;
      const values = byRound[round] ?? [];
      values.push(latencies[n] ?? 0);
      byRound[round] = values;
    }
    const roundP99 = byRound.map((values) => percentile(Float64Array.from(values).sort(), 99).toFixed(0));
    const sorted = latencies.subarray(0, measured).sort();
    const framesSent = options.devices * frames;
    let expected = 0;
    for (let i = 0; i < options.devices; i++) expected += clientsOfFleet[i % fleets] ?? 0;
    expected *= frames - warmupFrames;
    const ingestRate = result.ackedMeasured / ((result.lastAckAt - work.measureFrom) / 1000);
    console.log(
      `  ingest              ${ingestRate.toFixed(0).padStart(8)} positions/s acknowledged after the warm-up ` +
        `(offered ${(options.devices / options.interval).toFixed(0)}/s; ${result.acked} of ${framesSent} frames acknowledged)`,
    );
    console.log(
      `  fan-out deliveries  ${String(measured).padStart(8)} measured of ${expected} expected (${received} received, ${unmatched} unmatched)`,
    );
    const p99 = percentile(sorted, 99);
    console.log(
      `  frame -> socket     p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, ` +
        `p99 ${p99.toFixed(1)} ms, max ${(sorted[sorted.length - 1] ?? Number.NaN).toFixed(1)} ms ` +
        `(target p99 < ${P99_TARGET_MS} ms: ${p99 < P99_TARGET_MS ? 'met' : 'MISSED'})`,
    );
    console.log(
      `  p99 per round (ms)  ${roundP99.join(' ')}  (one round: every tracker once, ${options.interval} s)`,
    );
    instances.forEach((instance, n) => {
      console.log(
        `  instance ${n + 1}          RSS ${(instance.rssKb / 1024).toFixed(0)} MB at the end, max ${(instance.rssMaxKb / 1024).toFixed(0)} MB; ` +
          `CPU ${cpu[n]?.toFixed(1)} s in ${elapsed.toFixed(0)} s`,
      );
    });
    console.log(
      `  machine             load average ${loadavg()[0]?.toFixed(2)} on ${(await import('node:os')).cpus().length} cores (bench, both instances, PostgreSQL and Redis share them)`,
    );
  } finally {
    for (const socket of sockets) socket.close();
    for (const instance of instances) {
      instance.child.kill('SIGTERM');
      await new Promise((resolve) =>
        instance.child.exitCode !== null ? resolve(null) : instance.child.once('exit', resolve),
      );
    }
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!isMainThread) {
  await runTrackers(workerData as TrackerWork);
} else {
  await main(parseOptions(process.argv.slice(2)));
}
