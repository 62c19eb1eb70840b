import type { PositionSeries } from './loadPositionSeries';

/** A maximal stretch of consecutive positions with the same motion and no no-data gap inside. */
export interface MotionRun {
  /** Index of the run's first position. */
  start: number;
  /** Index of the run's last position. */
  last: number;
  /**
   * Index the run's length is measured to: the next run's first position (the moment the motion
   * changed), or the run's own last position when a no-data gap or the end of the data follows.
   */
  until: number;
  /** Whether the run's positions are moving. */
  moving: boolean;
  /** A no-data gap longer than the limit follows the run's last position. */
  gapAfter: boolean;
  /** Some position of the run reports the ignition off. */
  ignitionOff: boolean;
}

/**
 * Splits a series into motion runs: a new run starts where the motion flag changes or where two
 * consecutive fixes are more than `maxGapMs` apart (no gap rule when `maxGapMs` is 0 or less).
 * One pass, one small object per run.
 * @example buildMotionRuns(series, 3_600_000) // [{ start: 0, last: 41, until: 42, moving: false, … }, …]
 */
export function buildMotionRuns(series: PositionSeries, maxGapMs: number): MotionRun[] {
  const { length, times, moving, ignitionOff } = series;
  const runs: MotionRun[] = [];
  if (length === 0) return runs;
  const gapRule = maxGapMs > 0;
  let start = 0;
  let off = ignitionOff[0] === 1;
  for (let i = 1; i <= length; i++) {
    const atEnd = i === length;
    const gap = !atEnd && gapRule && (times[i] ?? 0) - (times[i - 1] ?? 0) > maxGapMs;
    if (atEnd || gap || moving[i] !== moving[i - 1]) {
      runs.push({
        start,
        last: i - 1,
        until: atEnd || gap ? i - 1 : i,
        moving: moving[start] === 1,
        gapAfter: gap,
        ignitionOff: off,
      });
      start = i;
      off = false;
    }
    if (!atEnd && ignitionOff[i] === 1) off = true;
  }
  return runs;
}
