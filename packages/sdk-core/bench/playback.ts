/**
 * Playback benchmark: builds a 100,000-point track (a vehicle reporting every 10 seconds for about
 * 11.5 days of driving and stopping), times `buildTrack`, then drives `PlaybackEngine.tick()` and
 * reads `current` frame after frame. Prints figures only; nothing passes or fails.
 *
 * Run from packages/sdk-core: `tsx bench/playback.ts`
 */
import { buildTrack, PlaybackEngine, type TrackSourcePosition } from '../src/playback/index';

const POINTS = 100_000;
const FIX_INTERVAL_MS = 10_000;
const FRAMES = 200_000;
const BUILD_RUNS = 5;
const KNOTS_PER_MPS = 1 / 0.514444;
const METRES_PER_DEGREE = 111_195;

/** A drive out of Kathmandu: gentle turns, speeds up to about 60 km/h, a stop every ~15 minutes. */
function simulatePositions(count: number): TrackSourcePosition[] {
  const start = Date.UTC(2024, 4, 1, 0, 0, 0);
  const positions: TrackSourcePosition[] = [];
  let latitude = 27.7172;
  let longitude = 85.324;
  let heading = 45;
  for (let index = 0; index < count; index++) {
    const cycle = index % 90;
    const stopped = cycle >= 80; // 10 fixes (100 s) parked in every 90
    const speedMps = stopped ? 0 : 8 + 8 * Math.sin(index / 37);
    heading = (heading + 12 * Math.sin(index / 23) + 360) % 360;
    if (!stopped) {
      const distance = speedMps * (FIX_INTERVAL_MS / 1000);
      const radians = (heading * Math.PI) / 180;
      latitude += (distance * Math.cos(radians)) / METRES_PER_DEGREE;
      longitude +=
        (distance * Math.sin(radians)) / (METRES_PER_DEGREE * Math.cos((latitude * Math.PI) / 180));
    }
    positions.push({
      id: index + 1,
      latitude,
      longitude,
      course: heading,
      speed: speedMps * KNOTS_PER_MPS,
      fixTime: new Date(start + index * FIX_INTERVAL_MS).toISOString(),
    });
  }
  return positions;
}

function percentile(sorted: Float64Array, fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

const positions = simulatePositions(POINTS);

const buildTimes: number[] = [];
let track = buildTrack(positions);
for (let run = 0; run < BUILD_RUNS; run++) {
  const started = performance.now();
  track = buildTrack(positions);
  buildTimes.push(performance.now() - started);
}
buildTimes.sort((a, b) => a - b);

// No scheduler frames: the benchmark drives the engine with tick().
const engine = new PlaybackEngine(track, { scheduler: () => () => {} });
const frameTimes = new Float64Array(FRAMES);
let checksum = 0;
for (let frame = 0; frame < FRAMES; frame++) {
  const started = performance.now();
  engine.tick();
  const current = engine.current.value;
  frameTimes[frame] = (performance.now() - started) * 1000;
  checksum += current ? current.latitude : 0;
  if (engine.state.peek() === 'finished') engine.seek(0);
}
engine.dispose();

let totalMicros = 0;
for (const micros of frameTimes) totalMicros += micros;
const meanMicros = totalMicros / FRAMES;
const sortedFrames = frameTimes.slice().sort();

console.log(
  `Playback benchmark (${POINTS.toLocaleString('en')} positions, ${track.length.toLocaleString('en')} track points)`,
);
console.log(
  `  buildTrack:            ${buildTimes[0]?.toFixed(1)} ms best, ${percentile(Float64Array.from(buildTimes), 0.5).toFixed(1)} ms median of ${BUILD_RUNS}`,
);
console.log(
  `  frame (tick + current): ${meanMicros.toFixed(2)} µs mean, ${percentile(sortedFrames, 0.99).toFixed(2)} µs p99 over ${FRAMES.toLocaleString('en')} frames`,
);
console.log(
  `  sustainable rate:      ${Math.round(1e6 / meanMicros).toLocaleString('en')} frames per second`,
);
console.log(`  (checksum ${checksum.toFixed(3)})`);
