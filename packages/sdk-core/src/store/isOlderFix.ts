import type { Position } from '../schema/position';

/** The fields of a position that tell when it was measured. */
export type TimedFix = Pick<Position, 'fixTime' | 'deviceTime' | 'serverTime'>;

/**
 * When a position was measured (ms since the epoch): its `fixTime`, else its `deviceTime`, else its
 * `serverTime`; `NaN` when it has none of them.
 */
export function fixTimeOf(position: TimedFix): number {
  const time = position.fixTime ?? position.deviceTime ?? position.serverTime;
  return time ? Date.parse(time) : Number.NaN;
}

/**
 * Whether `candidate` was measured strictly before `current`, so must not replace it as a device's
 * latest position. Times with different zones compare by instant. A fix of the same time is not
 * older (a server resends a position once its address is known), and when either time is unknown
 * the candidate is not called older.
 *
 * @example
 * isOlderFix({ fixTime: '2025-01-01T10:00:00Z' }, { fixTime: '2025-01-01T10:05:00+05:45' }); // false
 */
export function isOlderFix(candidate: TimedFix, current: TimedFix): boolean {
  return fixTimeOf(candidate) < fixTimeOf(current);
}
