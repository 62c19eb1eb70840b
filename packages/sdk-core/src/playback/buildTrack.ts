import { DIRECTION_ARROW_EVERY } from '../constants';
import { positionTime, type TimedPosition } from './positionTime';

/** What `buildTrack` reads from a position; a `Position` from the API fits. */
export interface TrackSourcePosition extends TimedPosition {
  id: number;
  latitude: number;
  longitude: number;
  /** Degrees clockwise from north. @default 0 */
  course?: number;
  /** Knots. @default 0 */
  speed?: number;
}

/** One point of a replayable track. */
export interface PlaybackPoint {
  latitude: number;
  longitude: number;
  /** Degrees clockwise from north, as the device reported it. */
  course: number;
  /** Knots, as the device reported it. */
  speed: number;
  /** Fix time, ms since the epoch. */
  time: number;
  /**
   * Time of the last fix at these same coordinates (ms since the epoch): the vehicle stood here from
   * `time` to `until`. Equal to `time` unless repeated fixes were merged into this point.
   */
  until: number;
  /** Id of the position this point came from (the first of a merged run). */
  positionId: number;
  /** True on every 9th point (`DIRECTION_ARROW_EVERY`): indexes 8, 17, 26, … */
  arrow: boolean;
}

/**
 * Turns positions into a replayable track: sorted by fix time (falling back to device, then server
 * time), without positions that have no readable time or coordinates, and with consecutive positions
 * at identical coordinates merged into the first of them (SPEC §4), whose `until` then records when
 * the vehicle left. Every 9th remaining point — 1-based, so indexes 8, 17, 26, … — carries a direction
 * arrow.
 *
 * Runs in O(n) for positions already in time order, as route reports return them, and sorts otherwise.
 * The input is not changed.
 *
 * @example
 * const track = buildTrack(await client.reports.route({ deviceId, from, to }));
 */
export function buildTrack(positions: readonly TrackSourcePosition[]): PlaybackPoint[] {
  const count = positions.length;
  const times = new Float64Array(count);
  let ordered = true;
  let previous = Number.NEGATIVE_INFINITY;
  for (let index = 0; index < count; index++) {
    const time = positionTime(positions[index] as TrackSourcePosition);
    times[index] = time;
    if (time < previous) ordered = false;
    if (!Number.isNaN(time)) previous = time;
  }
  const order = ordered ? undefined : sortedOrder(times);
  const steps = order ? order.length : count;

  const track: PlaybackPoint[] = [];
  let last: PlaybackPoint | undefined;
  for (let step = 0; step < steps; step++) {
    const index = order ? (order[step] as number) : step;
    const time = times[index] as number;
    const position = positions[index] as TrackSourcePosition;
    const { latitude, longitude } = position;
    if (Number.isNaN(time) || !Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    if (last && last.latitude === latitude && last.longitude === longitude) {
      last.until = time;
      continue;
    }
    last = {
      latitude,
      longitude,
      course: position.course ?? 0,
      speed: position.speed ?? 0,
      time,
      until: time,
      positionId: position.id,
      arrow: (track.length + 1) % DIRECTION_ARROW_EVERY === 0,
    };
    track.push(last);
  }
  return track;
}

/** Indexes of the positions that have a time, in time order (stable for equal times). */
function sortedOrder(times: Float64Array): Uint32Array {
  let timed = 0;
  for (const time of times) if (!Number.isNaN(time)) timed++;
  const order = new Uint32Array(timed);
  let next = 0;
  for (let index = 0; index < times.length; index++) if (!Number.isNaN(times[index])) order[next++] = index;
  return order.sort((a, b) => (times[a] as number) - (times[b] as number) || a - b);
}
