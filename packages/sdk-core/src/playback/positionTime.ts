/** The time fields of a position, any of which may be missing. */
export interface TimedPosition {
  fixTime?: string | null;
  deviceTime?: string | null;
  serverTime?: string | null;
}

/**
 * When a position was taken, in ms since the epoch: its fix time, else its device time, else its
 * server time. NaN when none of them is a readable date.
 * @example positionTime({ fixTime: '2024-05-01T10:00:00Z' }) // 1714557600000
 */
export function positionTime(position: TimedPosition): number {
  const text = position.fixTime ?? position.deviceTime ?? position.serverTime;
  return text ? Date.parse(text) : Number.NaN;
}
