/**
 * Throughput of the live update throttle: a stream of position updates for many vehicles pushed as
 * fast as possible, with the product's threshold and window. Prints figures; there is no pass or fail.
 *
 * Run from packages/sdk-core: `tsx bench/throttle.ts [updates] [vehicles] [itemsPerUpdate]`.
 */
import { performance } from 'node:perf_hooks';
import { SOCKET_THROTTLE_THRESHOLD, SOCKET_THROTTLE_WINDOW_MS } from '../src/constants';
import { UpdateThrottle } from '../src/live/UpdateThrottle';

interface BenchFix {
  deviceId: number;
  seq: number;
}

const updates = Number(process.argv[2] ?? 2_000_000);
const vehicles = Number(process.argv[3] ?? 5_000);
const itemsPerUpdate = Number(process.argv[4] ?? 1);

const nf = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

async function main(): Promise<void> {
  let flushes = 0;
  let itemsOut = 0;
  const throttle = new UpdateThrottle<BenchFix>({
    key: (fix) => fix.deviceId,
    onFlush: (items) => {
      flushes += 1;
      itemsOut += items.length;
    },
  });

  // Items are made before timing so the figures measure the throttle, not the allocation.
  const stream: BenchFix[][] = [];
  for (let i = 0; i < updates; i += 1) {
    const update: BenchFix[] = [];
    for (let j = 0; j < itemsPerUpdate; j += 1)
      update.push({ deviceId: (i * itemsPerUpdate + j) % vehicles, seq: i });
    stream.push(update);
  }

  const started = performance.now();
  for (const update of stream) throttle.push(update);
  const pushMs = performance.now() - started;
  const flushesDuringPush = flushes;
  const pendingAfterPush = throttle.pending;

  // Let the trailing timer deliver the rest, as it would in the app.
  await new Promise((resolve) => setTimeout(resolve, SOCKET_THROTTLE_WINDOW_MS + 50));
  throttle.dispose();

  const itemsIn = updates * itemsPerUpdate;
  console.log(
    `UpdateThrottle: threshold ${SOCKET_THROTTLE_THRESHOLD} updates per ${SOCKET_THROTTLE_WINDOW_MS} ms`,
  );
  console.log(
    `  updates in          ${nf.format(updates)} (${nf.format(itemsIn)} items, ${nf.format(vehicles)} vehicles)`,
  );
  console.log(`  push time           ${nf.format(pushMs)} ms`);
  console.log(`  updates/s in        ${nf.format((updates / pushMs) * 1000)}`);
  console.log(`  ms per 1M updates   ${nf.format((pushMs / updates) * 1_000_000)}`);
  console.log(`  flushes out         ${nf.format(flushes)} (${nf.format(flushesDuringPush)} while pushing)`);
  console.log(
    `  items out           ${nf.format(itemsOut)} (${nf.format(pendingAfterPush)} buffered after the burst)`,
  );
}

await main();
