/**
 * Figures of the offline geocoder: load time, memory, reverse lookups and searches per second.
 * Run from apps/server: `pnpm exec tsx bench/geocoder.ts`.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { OfflineGeocoder } from '../src/geocoder/OfflineGeocoder';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Memory in use (JavaScript heap and typed-array buffers), MB, after a full collection. */
function memoryMb(): { heap: number; buffers: number } {
  collectGarbage();
  const usage = process.memoryUsage();
  return { heap: usage.heapUsed / 1e6, buffers: usage.arrayBuffers / 1e6 };
}

/** A small deterministic random generator (mulberry32), so every run asks the same questions. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Runs `work` for about `ms` and answers calls per second. */
async function perSecond(work: (i: number) => Promise<unknown>, ms = 2000): Promise<number> {
  const start = performance.now();
  let calls = 0;
  while (performance.now() - start < ms) {
    for (let i = 0; i < 100; i++) await work(calls++);
  }
  return calls / ((performance.now() - start) / 1000);
}

const before = memoryMb();
const residentBefore = process.memoryUsage().rss / 1e6;
const geocoder = new OfflineGeocoder();
let start = performance.now();
await geocoder.preload(false);
const reverseReadyMs = performance.now() - start;
const afterGrid = memoryMb();
start = performance.now();
await geocoder.preload(true);
const searchReadyMs = performance.now() - start;
const afterNames = memoryMb();
const residentAfter = process.memoryUsage().rss / 1e6;

const next = random(42);
// Fleets drive where people live: points within ~30 km of busy areas; and points anywhere on the globe
// (mostly sea, where the lookup widens its search up to 200 km before answering).
const areas: [number, number][] = [
  [27.7, 85.3],
  [28.6, 77.2],
  [51.5, -0.1],
  [40.7, -74],
  [-23.5, -46.6],
  [35.7, 139.7],
  [6.5, 3.4],
];
const nearTowns = Array.from({ length: 10_000 }, (_, i): [number, number] => {
  const [latitude, longitude] = areas[i % areas.length] ?? [0, 0];
  return [latitude + (next() - 0.5) * 0.6, longitude + (next() - 0.5) * 0.6];
});
const anywhere = Array.from({ length: 10_000 }, (): [number, number] => [
  next() * 140 - 60,
  next() * 360 - 180,
]);
const queries = [
  'pokh',
  'kathmandu',
  'Kāṭhmāṇḍu',
  'london',
  'sao paulo',
  'san',
  'new york',
  'katmandu',
  'b',
  'zurich',
];

const reverse = (points: [number, number][]) => (i: number) => {
  const [latitude, longitude] = points[i % points.length] ?? [0, 0];
  return geocoder.reverse(latitude, longitude);
};
const reversesNearTowns = await perSecond(reverse(nearTowns));
const reversesAnywhere = await perSecond(reverse(anywhere));
const searches = await perSecond((i) => geocoder.search(queries[i % queries.length] ?? ''));

const round = (value: number) => Math.round(value * 10) / 10;
console.log(`load to first reverse lookup: ${Math.round(reverseReadyMs)} ms`);
console.log(`name index on first search:   ${Math.round(searchReadyMs)} ms more`);
console.log(
  `memory after load:            heap +${round(afterGrid.heap - before.heap)} MB, typed arrays +${round(afterGrid.buffers - before.buffers)} MB`,
);
console.log(
  `memory with the name index:   heap +${round(afterNames.heap - before.heap)} MB, typed arrays +${round(afterNames.buffers - before.buffers)} MB`,
);
console.log(
  `reverse lookups per second:   ${Math.round(reversesNearTowns).toLocaleString('en')} near towns, ${Math.round(reversesAnywhere).toLocaleString('en')} anywhere`,
);
console.log(
  `searches per second:          ${Math.round(searches).toLocaleString('en')} (${queries.length} queries in turn)`,
);
console.log(
  `resident memory:              ${Math.round(residentBefore)} MB before load, ${Math.round(residentAfter)} MB after`,
);
