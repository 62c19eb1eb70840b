import type { ReportStop } from '@fleetkit/sdk-core';
import type { Movement } from './detectMovements';
import { addressOf, type ItemContext } from './reportContext';
import { engineHoursBetween, odometerReadings, spentFuel } from './reportMeasures';

/**
 * A stop report item (Traccar's fields): where the vehicle halted (its first still position), from
 * when until the next trip set off, with the engine hours and fuel spent meanwhile (idling).
 */
export async function stopItem(movement: Movement, context: ItemContext): Promise<ReportStop> {
  const { track, device } = context;
  const start = track.detail(movement.start);
  const end = track.detail(movement.end);
  const startTime = track.time(movement.start);
  const endTime = track.time(movement.end);
  const [startOdometer, endOdometer] = odometerReadings(start, end);
  return {
    deviceId: device.id,
    deviceName: device.name,
    duration: endTime - startTime,
    startTime: new Date(startTime).toISOString(),
    endTime: new Date(endTime).toISOString(),
    latitude: start.latitude,
    longitude: start.longitude,
    address: await addressOf(start, context.address),
    positionId: start.id,
    engineHours: engineHoursBetween(start, end),
    spentFuel: spentFuel(start, end, track.distance(movement.start, movement.end), device.attributes.mileage),
    startOdometer,
    endOdometer,
  };
}
