import type { ReportTrip } from '@fleetkit/sdk-core';
import type { Movement } from './detectMovements';
import { addressOf, type ItemContext } from './reportContext';
import { averageKnots, odometerReadings, roundTo, spentFuel } from './reportMeasures';

/**
 * A trip report item (Traccar's field names and units: metres, knots, ms, litres) from a moving
 * movement whose two end positions' details and distance are loaded.
 */
export async function tripItem(movement: Movement, context: ItemContext): Promise<ReportTrip> {
  const { track, device } = context;
  const start = track.detail(movement.start);
  const end = track.detail(movement.end);
  const { speeds } = track.series;
  let maxSpeed = 0;
  for (let i = movement.start; i <= movement.end; i++) {
    const speed = speeds[i] ?? 0;
    if (speed > maxSpeed) maxSpeed = speed;
  }
  const startTime = track.time(movement.start);
  const endTime = track.time(movement.end);
  const duration = endTime - startTime;
  const distance = roundTo(track.distance(movement.start, movement.end), 2);
  const [startOdometer, endOdometer] = odometerReadings(start, end);
  const driverUniqueId = start.driverUniqueId ?? end.driverUniqueId;
  return {
    deviceId: device.id,
    deviceName: device.name,
    distance,
    averageSpeed: averageKnots(distance, duration),
    maxSpeed,
    spentFuel: spentFuel(start, end, distance, device.attributes.mileage),
    startOdometer,
    endOdometer,
    startTime: new Date(startTime).toISOString(),
    endTime: new Date(endTime).toISOString(),
    startPositionId: start.id,
    endPositionId: end.id,
    startLat: start.latitude,
    startLon: start.longitude,
    endLat: end.latitude,
    endLon: end.longitude,
    startAddress: await addressOf(start, context.address),
    endAddress: await addressOf(end, context.address),
    duration,
    driverUniqueId,
    driverName: driverUniqueId ? (context.driverNames?.get(driverUniqueId) ?? null) : null,
  };
}
