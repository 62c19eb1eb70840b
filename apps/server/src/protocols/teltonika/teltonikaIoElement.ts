import { ALARMS, type AlarmName } from '../alarms';
import type { DecodedAttributes } from '../types';

/** Green-driving type (IO 253) to alarm. */
const GREEN_DRIVING_ALARMS: ReadonlyMap<number, AlarmName> = new Map([
  [1, ALARMS.hardAcceleration],
  [2, ALARMS.hardBraking],
  [3, ALARMS.hardCornering],
]);

/** Reads an unsigned IO value of 1, 2 or 4 bytes as two's complement. */
function signed(value: number, size: number): number {
  const bits = size * 8;
  return value >= 2 ** (bits - 1) ? value - 2 ** bits : value;
}

/**
 * Stores one fixed-size Teltonika IO element under its Traccar attribute: 239 ignition, 240 motion,
 * 66 power (mV to V), 67 battery (mV to V), 16 odometer (m), 21 rssi, 69 gps (GNSS status),
 * 181/182 pdop/hdop, 199 tripOdometer, 179/180 out1/out2, 78 driverUniqueId (iButton), 17-19 axes,
 * 247 crash (accident), 252 unplug (powerCut), 246 towing, 253 green driving (hard acceleration,
 * braking, cornering); every other id as `io<id>`. 8-byte values that exceed 2^53 arrive as text.
 */
export function applyTeltonikaIoElement(
  attributes: DecodedAttributes,
  id: number,
  value: number | string,
  size: number,
): void {
  if (typeof value === 'string') {
    attributes[`io${id}`] = value;
    return;
  }
  switch (id) {
    case 239:
      attributes.ignition = value === 1;
      return;
    case 240:
      attributes.motion = value === 1;
      return;
    case 66:
      attributes.power = value / 1000;
      return;
    case 67:
      attributes.battery = value / 1000;
      return;
    case 16:
      attributes.odometer = value;
      return;
    case 21:
      attributes.rssi = value;
      return;
    case 69:
      attributes.gps = value;
      return;
    case 181:
      attributes.pdop = value / 10;
      return;
    case 182:
      attributes.hdop = value / 10;
      return;
    case 199:
      attributes.tripOdometer = value;
      return;
    case 179:
      attributes.out1 = value === 1;
      return;
    case 180:
      attributes.out2 = value === 1;
      return;
    case 78:
      if (value !== 0) attributes.driverUniqueId = value.toString(16).toUpperCase().padStart(16, '0');
      return;
    case 17:
      attributes.axisX = signed(value, size);
      return;
    case 18:
      attributes.axisY = signed(value, size);
      return;
    case 19:
      attributes.axisZ = signed(value, size);
      return;
    case 246:
      if (value === 1) attributes.alarm = ALARMS.tow;
      return;
    case 247:
      if (value > 0) attributes.alarm = ALARMS.accident;
      return;
    case 252:
      if (value === 1) attributes.alarm = ALARMS.powerCut;
      return;
    case 253: {
      const alarm = GREEN_DRIVING_ALARMS.get(value);
      if (alarm) attributes.alarm = alarm;
      return;
    }
    default:
      attributes[`io${id}`] = value;
  }
}
