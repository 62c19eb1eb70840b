import { ALARMS, type AlarmName } from '../alarms';

/** The alarm byte of GT06 status frames, by code. */
const ALARM_BY_CODE: ReadonlyMap<number, AlarmName> = new Map([
  [0x01, ALARMS.sos],
  [0x02, ALARMS.powerCut],
  [0x03, ALARMS.vibration],
  [0x04, ALARMS.geofenceEnter],
  [0x05, ALARMS.geofenceExit],
  [0x06, ALARMS.overspeed],
  [0x09, ALARMS.vibration],
  [0x0e, ALARMS.lowBattery],
  [0x0f, ALARMS.lowBattery],
  [0x11, ALARMS.powerOff],
  [0x13, ALARMS.tampering],
  [0x14, ALARMS.door],
  [0x23, ALARMS.fallDown],
  [0x29, ALARMS.hardAcceleration],
  [0x2a, ALARMS.hardCornering],
  [0x2b, ALARMS.hardCornering],
  [0x2c, ALARMS.accident],
  [0x30, ALARMS.hardBraking],
]);

/** The alarm encoded in bits 3-5 of the terminal information byte, by value. */
const ALARM_BY_TERMINAL_BITS: ReadonlyMap<number, AlarmName> = new Map([
  [1, ALARMS.vibration],
  [2, ALARMS.powerCut],
  [3, ALARMS.lowBattery],
  [4, ALARMS.sos],
  [6, ALARMS.geofence],
  [7, ALARMS.removing],
]);

/** The Traccar alarm name of a GT06 alarm byte, or undefined for "no alarm" and unknown codes. */
export function gt06AlarmFromCode(code: number): AlarmName | undefined {
  return ALARM_BY_CODE.get(code);
}

/**
 * Reads the GT06 terminal information byte: bit 1 ACC (ignition), bit 2 charging, bit 7 oil and
 * electricity cut (blocked), bits 3-5 an alarm.
 */
export function gt06TerminalInfo(info: number): Record<string, unknown> {
  const attributes: Record<string, unknown> = {
    status: info,
    ignition: (info & 0x02) !== 0,
    charge: (info & 0x04) !== 0,
    blocked: (info & 0x80) !== 0,
  };
  const alarm = ALARM_BY_TERMINAL_BITS.get((info >> 3) & 0x07);
  if (alarm) attributes.alarm = alarm;
  return attributes;
}
