import { STOP_FILTER_MINUTES, type StopFilterMinutes } from '../constants';
import type { ReportStop } from '../schema/report';

const MS_PER_MINUTE = 60_000;

/**
 * The stops a stops filter shows (SPEC §2, §9): every stop for 0 ('all'), otherwise the stops that
 * lasted at least that many minutes. Uses the stop's `duration` (ms). The input is not changed.
 *
 * @param minutes one of `STOP_FILTER_MINUTES`: 0, 5, 10, 30 or 60.
 * @throws {RangeError} for any other number of minutes.
 * @example filterStops(stops, 10) // stops of 10 minutes or longer
 */
export function filterStops<S extends Pick<ReportStop, 'duration'>>(
  stops: readonly S[],
  minutes: StopFilterMinutes,
): S[] {
  if (!(STOP_FILTER_MINUTES as readonly number[]).includes(minutes)) {
    throw new RangeError(
      `Stops filter must be one of ${STOP_FILTER_MINUTES.join(', ')} minutes; got ${minutes}`,
    );
  }
  if (minutes === 0) return stops.slice();
  const shortest = minutes * MS_PER_MINUTE;
  return stops.filter((stop) => stop.duration >= shortest);
}
