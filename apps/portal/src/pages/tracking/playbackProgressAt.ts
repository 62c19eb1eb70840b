import type { PlaybackPoint } from '@fleetkit/sdk-core';

/**
 * Where a moment lies in a replay, as the playback progress (0 to 1) over the track's time span, from
 * its first fix to the last point's `until` (as sdk-core's `positionAt` reads progress). Null for an
 * empty track or a moment that is not a number; moments outside the span are clamped to its ends.
 */
export function playbackProgressAt(track: readonly PlaybackPoint[], time: number): number | null {
  const first = track[0];
  const last = track[track.length - 1];
  if (!first || !last || !Number.isFinite(time)) return null;
  const span = Math.max(last.until ?? last.time, last.time) - first.time;
  if (span <= 0) return 0;
  return Math.min(1, Math.max(0, (time - first.time) / span));
}
