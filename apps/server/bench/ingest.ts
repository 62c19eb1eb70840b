// Ingest benchmark: positions per second from GT06 TCP frame to committed row (with the device's ack),
// next to the raw batched-insert rate of the same database (the physical limit: the faster of a multi-row
// VALUES insert and a one-JSON-parameter insert, 1000 rows per transaction). The clock starts once
// every tracker has logged in and sent a few warm-up frames; the best of three rounds counts, as the best
// of three runs does for the raw insert.
// Usage: tsx bench/ingest.ts [devices=1000] [framesPerDevice=40]
// A thousand trackers with one frame in flight each let the pipeline's commits grow to the raw insert's
// 1000 rows, so both sides are measured at the same batch size.
// With DATABASE_URL set it measures PostgreSQL too (a fresh database, dropped afterwards).
import { connect, createServer, type Socket } from 'node:net';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { createFleetServer } from '../src/app';
import { loadConfig } from '../src/config';
import { devices, links, positions, users } from '../src/db/schema';
import { createScratchDatabase } from '../src/db/scratchDatabase';
import { buildGt06Location, buildGt06Login } from '../src/simulator/devices/gt06Frames';
import type { TrackerRecord } from '../src/simulator/types';

const options = isMainThread
  ? { deviceCount: Number(process.argv[2] ?? 1000), framesPerDevice: Number(process.argv[3] ?? 40) }
  : (workerData as { deviceCount: number; framesPerDevice: number });
const { deviceCount, framesPerDevice } = options;

/** Runs of each raw insert; the best counts. */
const RAW_RUNS = 3;

/** Issue target: end-to-end ingest at least this share of the raw batched-insert rate. */
const INGEST_TARGET_PERCENT = 25;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function imei(i: number): string {
  return `35${String(100000000000 + i).padStart(13, '0')}`;
}

function record(i: number, n: number): TrackerRecord {
  return {
    time: Date.UTC(2026, 10, 20, 6, 0, 0) + n * 10_000,
    latitude: 27.6 + (i % 100) * 0.002 + n * 0.0002,
    longitude: 85.2 + Math.floor(i / 100) * 0.002,
    altitude: 1300,
    course: 0,
    speedKmh: 30,
    ignition: true,
    motion: true,
    blocked: false,
    odometer: n * 80,
    satellites: 9,
    gsmLevel: 4,
    powerVolts: 12.6,
    batteryLevel: 100,
    phase: 'driving',
    reason: 'periodic',
  };
}

/** Frames each tracker sends before the clock starts: code warmed up, caches and partitions made. */
const WARMUP_FRAMES = 5;
/** Measured rounds (each: every tracker sends its frames); the best counts, as for the raw insert. */
const INGEST_RUNS = 3;

/** One tracker: a logged-in connection that sends frames one at a time, each after the previous ack. */
class Tracker {
  readonly #socket: Socket;
  readonly #index: number;
  #buffer = Buffer.alloc(0);
  #sent = 0;
  #onAck: ((location: boolean) => void) | null = null;

  private constructor(socket: Socket, index: number) {
    this.#socket = socket;
    this.#index = index;
    socket.on('data', (chunk) => {
      this.#buffer = Buffer.concat([this.#buffer, chunk]);
      while (this.#buffer.length >= 10) {
        const size = (this.#buffer[2] ?? 5) + 5;
        if (this.#buffer.length < size) break;
        const type = this.#buffer[3];
        this.#buffer = this.#buffer.subarray(size);
        this.#onAck?.(type === 0x22 || type === 0x12);
      }
    });
  }

  /** Connects and logs in (resolves on the login's ack). */
  static async connect(port: number, index: number): Promise<Tracker> {
    const socket = connect({ port, host: '127.0.0.1', noDelay: true });
    const tracker = new Tracker(socket, index);
    await new Promise<void>((resolve, reject) => {
      socket.once('error', reject);
      tracker.#onAck = () => resolve();
      socket.once('connect', () => socket.write(buildGt06Login(imei(index), 1)));
    });
    return tracker;
  }

  /** Sends `count` location frames in turn; resolves how many were acknowledged. */
  run(count: number): Promise<number> {
    let acked = 0;
    let left = count;
    return new Promise<number>((resolve, reject) => {
      this.#socket.once('error', reject);
      const send = () => {
        this.#sent++;
        this.#socket.write(buildGt06Location(record(this.#index, this.#sent), this.#sent + 1));
      };
      this.#onAck = (location) => {
        if (location) acked++;
        if (--left === 0) resolve(acked);
        else send();
      };
      send();
    });
  }

  close(): void {
    this.#socket.end();
  }
}

interface IngestRound {
  acked: number;
  seconds: number;
  cpuPerThousand: number;
  /** Event loop utilization of the server's thread. */
  busy: number;
  batches: number;
  processingMs: number;
  transactionMs: number;
  publishMs: number;
}

async function measure(label: string, databaseUrl: string) {
  const gt06Port = await freePort();
  const config = loadConfig({}, [], {
    port: 0,
    host: '127.0.0.1',
    databaseUrl,
    dataDir: '',
    logLevel: 'silent',
    gt06Port,
    teltonikaPort: 0,
    h02Port: 0,
    osmandPort: 0,
    huabaoPort: 0,
    wialonPort: 0,
    ruptelaPort: 0,
    gps103Port: 0,
    tk103Port: 0,
    queclinkPort: 0,
    suntechPort: 0,
    meitrackPort: 0,
    // Every tracker connects from this machine's one address.
    deviceConnectionsPerIp: 1_000_000,
  });
  const server = await createFleetServer(config);
  await server.listen();
  const { db } = server.ctx;
  const [owner] = await db
    .insert(users)
    .values({ name: 'Bench', email: `bench-${Date.now()}@example.com` })
    .returning();
  const rows = Array.from({ length: deviceCount }, (_, i) => ({ name: `V${i}`, uniqueId: imei(i) }));
  const created = await db.insert(devices).values(rows).returning({ id: devices.id });
  await db.insert(links).values(
    created.map((d) => ({
      ownerType: 'user',
      ownerId: owner?.id ?? 0,
      propertyType: 'device',
      propertyId: d.id,
    })),
  );

  // The trackers run in a worker thread, as remote devices would: this thread does only the server's
  // work. They connect, log in and send a few warm-up frames first; the clock starts after those.
  // The worker loads this same file through tsx (Node 20 does not pass loader hooks to workers).
  const entry = JSON.stringify(import.meta.url);
  const worker = new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${entry}); });`,
    { eval: true, workerData: { gt06Port, deviceCount, framesPerDevice } },
  );
  const messages: unknown[] = [];
  const waiters: ((message: unknown) => void)[] = [];
  worker.on('message', (message) => {
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else messages.push(message);
  });
  const nextMessage = () =>
    new Promise<unknown>((resolve, reject) => {
      const queued = messages.shift();
      if (queued !== undefined) return resolve(queued);
      waiters.push(resolve);
      worker.once('error', reject);
    });
  await nextMessage(); // every tracker logged in and warmed up
  const rounds: IngestRound[] = [];
  for (let run = 0; run < INGEST_RUNS; run++) {
    await server.gateway.ingest.idle();
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const loopStarted = performance.eventLoopUtilization();
    const before = { ...server.gateway.ingest.stats };
    worker.postMessage('go');
    const acked = (await nextMessage()) as number;
    const seconds = (performance.now() - started) / 1000;
    // CPU of this process (server and the trackers' thread) per position: steadier than rates on a busy machine.
    const cpu = process.cpuUsage(cpuStarted);
    const after = server.gateway.ingest.stats;
    rounds.push({
      acked,
      seconds,
      cpuPerThousand: (cpu.user + cpu.system) / 1000 / (acked / 1000),
      busy: performance.eventLoopUtilization(loopStarted).utilization,
      batches: after.batches - before.batches,
      processingMs: after.processingMs - before.processingMs,
      transactionMs: after.transactionMs - before.transactionMs,
      publishMs: after.publishMs - before.publishMs,
    });
  }
  worker.postMessage('close');
  const best = rounds.reduce((a, b) => (b.acked / b.seconds > a.acked / a.seconds ? b : a));
  const { acked, seconds, cpuPerThousand } = best;
  const stats = { ...best, maxBatch: server.gateway.ingest.stats.maxBatch };
  const loop = { utilization: best.busy };
  const ingestRate = acked / seconds;
  // The size of a position as the GT06 pipeline stores it (attributes included), for the sizing guide.
  const sized = (await db.execute(
    sql`SELECT avg(pg_column_size(p.*))::float AS row, avg(pg_column_size(p.attributes))::float AS attributes FROM positions p`,
  )) as unknown as { rows: { row: number; attributes: number }[] };

  // The raw limit: the same number of rows inserted in batches of 1000, one transaction per batch, in
  // two ways — a multi-row VALUES insert and one statement taking the rows as one JSON parameter (what
  // the pipeline itself does) — and the faster of the two is the limit.
  const total = deviceCount * framesPerDevice;
  const rawRow = (k: number) => {
    const r = record(k % deviceCount, 1000 + Math.floor(k / deviceCount));
    return {
      deviceId: created[k % deviceCount]?.id ?? 0,
      protocol: 'gt06',
      deviceTime: new Date(r.time),
      fixTime: new Date(r.time),
      latitude: r.latitude,
      longitude: r.longitude,
      speed: 16.2,
      attributes: { ignition: true, motion: true, sat: 9, distance: 80, totalDistance: r.odometer },
    };
  };
  // Each way runs RAW_RUNS times on fresh rows and its best run counts (the limit, not a typical run).
  let valuesRate = 0;
  let jsonRate = 0;
  for (let run = 0; run < RAW_RUNS; run++) {
    const rows = Array.from({ length: total }, (_, k) => rawRow(k + 2 * run * total));
    let rawStart = performance.now();
    for (let i = 0; i < rows.length; i += 1000) {
      await db.transaction(async (tx) => {
        await tx.insert(positions).values(rows.slice(i, i + 1000));
      });
    }
    valuesRate = Math.max(valuesRate, total / ((performance.now() - rawStart) / 1000));
    const later = Array.from({ length: total }, (_, k) => rawRow(k + (2 * run + 1) * total));
    rawStart = performance.now();
    for (let i = 0; i < later.length; i += 1000) {
      const json = JSON.stringify(
        later.slice(i, i + 1000).map((row) => ({
          device_id: row.deviceId,
          protocol: row.protocol,
          device_time: row.deviceTime,
          fix_time: row.fixTime,
          latitude: row.latitude,
          longitude: row.longitude,
          speed: row.speed,
          attributes: row.attributes,
        })),
      );
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          INSERT INTO positions (device_id, protocol, device_time, fix_time, latitude, longitude, speed, attributes)
          SELECT device_id, protocol, device_time, fix_time, latitude, longitude, speed, attributes
            FROM jsonb_to_recordset(${json}::jsonb) AS r(device_id int, protocol text, device_time timestamptz,
              fix_time timestamptz, latitude float8, longitude float8, speed float8, attributes jsonb)`);
      });
    }
    jsonRate = Math.max(jsonRate, total / ((performance.now() - rawStart) / 1000));
  }
  const rawRate = Math.max(valuesRate, jsonRate);
  await server.close();

  console.log(
    `\n${label}: ${deviceCount} GT06 trackers × ${framesPerDevice} frames, one frame in flight each`,
  );
  console.log(
    `  end-to-end ingest   ${ingestRate.toFixed(0).padStart(8)} positions/s  (${acked} acked in ${seconds.toFixed(2)} s, best of ${INGEST_RUNS})`,
  );
  console.log(
    `  raw batched insert  ${valuesRate.toFixed(0).padStart(8)} rows/s  (multi-row VALUES, best of ${RAW_RUNS})`,
  );
  console.log(
    `  raw batched insert  ${jsonRate.toFixed(0).padStart(8)} rows/s  (one JSON parameter, best of ${RAW_RUNS})`,
  );
  const share = (100 * ingestRate) / rawRate;
  console.log(
    `  ingest / raw        ${share.toFixed(1).padStart(8)} %  (target >= ${INGEST_TARGET_PERCENT} %: ${share >= INGEST_TARGET_PERCENT ? 'met' : 'MISSED'})`,
  );
  console.log(
    `  commits             ${String(stats.batches).padStart(8)}  (largest ${stats.maxBatch} items)`,
  );
  console.log(
    `  process CPU         ${cpuPerThousand.toFixed(0).padStart(8)} ms per 1000 positions (server and trackers)`,
  );
  console.log(
    `  server thread       ${(loop.utilization * 100).toFixed(0).padStart(8)} % busy (event loop utilization while ingesting)`,
  );
  console.log(
    `  stored row          ${sized.rows[0]?.row.toFixed(0).padStart(8)} bytes (attributes ${sized.rows[0]?.attributes.toFixed(0)}) by pg_column_size`,
  );
  console.log(
    `  server time         stages ${stats.processingMs.toFixed(0)} ms, transactions ${stats.transactionMs.toFixed(0)} ms, publishing ${stats.publishMs.toFixed(0)} ms`,
  );
}

if (!isMainThread) {
  const { gt06Port: port } = workerData as { gt06Port: number };
  const trackers = await Promise.all(Array.from({ length: deviceCount }, (_, i) => Tracker.connect(port, i)));
  await Promise.all(trackers.map((t) => t.run(WARMUP_FRAMES)));
  parentPort?.postMessage('ready');
  // Each round starts when the main thread says so, and reports the frames acknowledged.
  parentPort?.on('message', async (message) => {
    if (message === 'close') {
      for (const tracker of trackers) tracker.close();
      parentPort?.close();
      return;
    }
    const counts = await Promise.all(trackers.map((t) => t.run(framesPerDevice)));
    parentPort?.postMessage(counts.reduce((a, b) => a + b, 0));
  });
} else {
  await measure('Embedded database (PGlite, in memory)', 'memory');
  if (process.env.DATABASE_URL) {
    const database = await createScratchDatabase(process.env.DATABASE_URL, 'fleetkit_bench');
    try {
      await measure('PostgreSQL', database.url);
    } finally {
      await database.drop();
    }
  }
}
