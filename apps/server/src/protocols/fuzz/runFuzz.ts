import { fuzzDecoders } from './fuzzDecoders';

/**
 * `pnpm fuzz`: the decoder fuzz test at length. FUZZ_FRAMES sets how many mutated frames (default
 * 2,000,000, a quarter per protocol), FUZZ_SEED the seed (default 14, the seed CI runs). Prints
 * every distinct problem with the input that shows it and exits 1 when there is one.
 */
const frames = Number(process.env.FUZZ_FRAMES ?? 2_000_000);
const seed = process.env.FUZZ_SEED ?? 14;
if (!Number.isSafeInteger(frames) || frames <= 0) {
  console.error(`FUZZ_FRAMES must be a positive whole number, not ${process.env.FUZZ_FRAMES}`);
  process.exit(2);
}
const started = performance.now();
const report = fuzzDecoders({ frames, seed: Number.isNaN(Number(seed)) ? seed : Number(seed) });
const seconds = (performance.now() - started) / 1000;
console.log(`${report.frames} mutated frames with seed ${seed} in ${seconds.toFixed(1)} s`);
for (const [protocol, stats] of Object.entries(report.byProtocol)) {
  console.log(
    `  ${protocol}: ${stats.frames} frames, ${stats.refused} refused, ${stats.messages} messages decoded`,
  );
}
for (const finding of report.findings) {
  console.log(`\n${finding.protocol}: ${finding.problem}\n  ${finding.input.join('\n  ')}`);
}
process.exit(report.findings.length > 0 ? 1 : 0);
