import { bearing } from './bearing';
import type { PlaybackPoint } from './buildTrack';
import { interpolateLongitude, interpolateNumber } from './interpolation';

/** Where the playback cursor is on a track. */
export interface PlaybackPosition {
  latitude: number;
  longitude: number;
  /** Degrees clockwise from north: the heading between the surrounding fixes while moving. */
  course: number;
  /** Knots, interpolated between the surrounding fixes. */
  speed: number;
  /** Ms since the epoch. */
  time: number;
  /** Index of the track point at or before this position. */
  index: number;
}

/**
 * The position at a playback progress (0..1, clamped) along a track. Progress maps to time: the
 * first fix time plus progress times the track's span (to the last point's `until`), and the
 * position is interpolated linearly between the two fixes around that time, heading along the
 * bearing between them. While the vehicle stood still (between a point's `time` and `until`) it stays
 * on that point with the fix's own course. When every fix has the same time, progress maps to the
 * point index instead. Binary search: O(log n). Null for an empty track.
 *
 * @example positionAt(track, 0.5) // halfway through the trip's time, not halfway through its points
 */
export function positionAt(track: readonly PlaybackPoint[], progress: number): PlaybackPosition | null {
  const first = track[0];
  const last = track[track.length - 1];
  if (!first || !last) return null;
  const fraction = Number.isNaN(progress) ? 0 : Math.min(1, Math.max(0, progress));
  const start = first.time;
  const span = Math.max(last.until, last.time) - start;
  if (!(span > 0) || !Number.isFinite(span)) return positionByIndex(track, fraction);

  const time = start + fraction * span;
  const index = lastIndexAtOrBefore(track, time);
  const from = track[index] as PlaybackPoint;
  const to = track[index + 1];
  const leftAt = Math.max(from.until, from.time);
  if (!to || time <= leftAt) return standing(from, index, time);
  const gap = to.time - leftAt;
  return between(from, to, gap > 0 ? (time - leftAt) / gap : 0, index, time);
}

/** Largest index whose time is at or before `time` (0 when none is). */
function lastIndexAtOrBefore(track: readonly PlaybackPoint[], time: number): number {
  let low = 0;
  let high = track.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if ((track[middle] as PlaybackPoint).time <= time) low = middle;
    else high = middle - 1;
  }
  return low;
}

function positionByIndex(track: readonly PlaybackPoint[], fraction: number): PlaybackPosition {
  const scaled = fraction * (track.length - 1);
  const index = Math.min(Math.floor(scaled), Math.max(0, track.length - 2));
  const from = track[index] as PlaybackPoint;
  const to = track[index + 1];
  if (!to) return standing(from, index, from.time);
  return between(from, to, scaled - index, index, interpolateNumber(from.time, to.time, scaled - index));
}

function standing(point: PlaybackPoint, index: number, time: number): PlaybackPosition {
  return {
    latitude: point.latitude,
    longitude: point.longitude,
    course: point.course,
    speed: point.speed,
    time,
    index,
  };
}

function between(
  from: PlaybackPoint,
  to: PlaybackPoint,
  fraction: number,
  index: number,
  time: number,
): PlaybackPosition {
  if (fraction >= 1) return standing(to, index + 1, time);
  const moved = from.latitude !== to.latitude || from.longitude !== to.longitude;
  return {
    latitude: interpolateNumber(from.latitude, to.latitude, fraction),
    longitude: interpolateLongitude(from.longitude, to.longitude, fraction),
    course: moved ? bearing(from.latitude, from.longitude, to.latitude, to.longitude) : from.course,
    speed: interpolateNumber(from.speed, to.speed, fraction),
    time,
    index,
  };
}
