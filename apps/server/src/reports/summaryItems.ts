import type { ReportSummary } from '@fleetkit/sdk-core';
import type { DeviceTrack } from './DeviceTrack';
import type { ItemContext } from './reportContext';
import { engineHoursBetween, odometerReadings, roundTo, spentFuel } from './reportMeasures';

/** First index whose time is at least `value` (or `length`). */
function firstAtOrAfter(times: Float64Array, length: number, value: number): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((times[mid] ?? 0) < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Index ranges of the positions in each period `[b_k, b_k+1)`, the last one closed `[b_n-1, b_n]`. */
function periodRanges(track: DeviceTrack, boundaries: readonly number[]): [number, number][] {
  const { times, length } = track.series;
  const ranges: [number, number][] = [];
  for (let k = 0; k + 1 < boundaries.length; k++) {
    const first = firstAtOrAfter(times, length, boundaries[k] ?? 0);
    const closed = k + 2 === boundaries.length;
    const bound = boundaries[k + 1] ?? 0;
    const after = closed ? firstAtOrAfter(times, length, bound + 1) : firstAtOrAfter(times, length, bound);
    if (after > first) ranges.push([first, after - 1]);
  }
  return ranges;
}

/**
 * Summary rows of one device, one per period that has positions (Traccar leaves empty periods out):
 * distance from the server's `totalDistance` difference between the first and last position (else
 * the sum of steps), top speed, average speed over the moving positions (knots), engine hours from
 * the `hours` difference, fuel, and the readings at both ends.
 * @param boundaries `[from, …local midnights…, to]`: n + 1 instants for n periods.
 */
export async function summaryItems(
  boundaries: readonly number[],
  context: ItemContext,
): Promise<ReportSummary[]> {
  const { track, device } = context;
  const ranges = periodRanges(track, boundaries);
  await track.prepareDistances(ranges);
  const { speeds, moving } = track.series;
  const items: ReportSummary[] = [];
  for (const [first, last] of ranges) {
    let maxSpeed = 0;
    let movingSpeed = 0;
    let movingCount = 0;
    for (let i = first; i <= last; i++) {
      const speed = speeds[i] ?? 0;
      if (speed > maxSpeed) maxSpeed = speed;
      if (moving[i] === 1) {
        movingSpeed += speed;
        movingCount++;
      }
    }
    const start = track.detail(first);
    const end = track.detail(last);
    const distance = roundTo(track.distance(first, last), 2);
    const [startOdometer, endOdometer] = odometerReadings(start, end);
    items.push({
      deviceId: device.id,
      deviceName: device.name,
      distance,
      averageSpeed: movingCount > 0 ? movingSpeed / movingCount : 0,
      maxSpeed,
      engineHours: engineHoursBetween(start, end),
      spentFuel: spentFuel(start, end, distance, device.attributes.mileage),
      startTime: new Date(track.time(first)).toISOString(),
      endTime: new Date(track.time(last)).toISOString(),
      startOdometer,
      endOdometer,
      startHours: start.hours ?? 0,
      endHours: end.hours ?? 0,
    });
  }
  return items;
}
