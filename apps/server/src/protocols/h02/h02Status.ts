import { ALARMS } from '../alarms';
import type { DecodedAttributes } from '../types';

function bit(status: number, index: number): boolean {
  return ((status >>> index) & 1) === 1;
}

/**
 * Reads the H02 status word, whose bits are active when 0: bit 0 vibration, bits 1 and 18 SOS,
 * bit 2 overspeed, bit 19 power cut; bit 10 set means ACC (ignition) on. The first active alarm
 * wins, as in Traccar.
 */
export function h02StatusAttributes(status: number): DecodedAttributes {
  const attributes: DecodedAttributes = { status, ignition: bit(status, 10) };
  if (!bit(status, 0)) attributes.alarm = ALARMS.vibration;
  else if (!bit(status, 1) || !bit(status, 18)) attributes.alarm = ALARMS.sos;
  else if (!bit(status, 2)) attributes.alarm = ALARMS.overspeed;
  else if (!bit(status, 19)) attributes.alarm = ALARMS.powerCut;
  return attributes;
}

/** The battery byte of binary frames: 1-6 as steps, 0-100 as percent, F1-F6 as steps. */
export function h02BatteryLevel(value: number): number | undefined {
  if (value === 0) return undefined;
  if (value <= 3) return (value - 1) * 10;
  if (value <= 6) return (value - 1) * 20;
  if (value <= 100) return value;
  if (value >= 0xf1 && value <= 0xf6) return value - 0xf0;
  return undefined;
}

/** One cell tower, in the shape of Traccar's `network.cellTowers`. */
export interface H02CellTower {
  mcc: number;
  mnc: number;
  lac: number;
  cid: number;
  /** Signal as the device reports it. */
  rssi?: number;
}
