import { ALARMS, type AlarmName } from '../alarms';
import type { FrameReader } from '../FrameReader';

/** The alarm byte of GT06 status, alarm and fence frames, by code (Concox protocol manuals). */
const ALARM_BY_CODE: ReadonlyMap<number, AlarmName> = new Map([
  [0x01, ALARMS.sos],
  [0x02, ALARMS.powerCut],
  [0x03, ALARMS.vibration],
  [0x04, ALARMS.geofenceEnter],
  [0x05, ALARMS.geofenceExit],
  [0x06, ALARMS.overspeed],
  [0x09, ALARMS.vibration],
  [0x0c, ALARMS.tampering],
  [0x0e, ALARMS.lowBattery],
  [0x0f, ALARMS.lowBattery],
  [0x11, ALARMS.powerOff],
  [0x13, ALARMS.tampering],
  [0x14, ALARMS.door],
  [0x15, ALARMS.lowPower],
  [0x18, ALARMS.removing],
  [0x19, ALARMS.lowBattery],
  [0x1a, ALARMS.hardBraking],
  [0x1b, ALARMS.hardCornering],
  [0x23, ALARMS.fallDown],
  [0x25, ALARMS.tampering],
  [0x26, ALARMS.hardAcceleration],
  [0x27, ALARMS.hardBraking],
  [0x28, ALARMS.hardBraking],
  [0x29, ALARMS.hardAcceleration],
  [0x2a, ALARMS.hardCornering],
  [0x2b, ALARMS.hardCornering],
  [0x2c, ALARMS.accident],
  [0x2e, ALARMS.hardCornering],
  [0x30, ALARMS.hardBraking],
  [0x32, ALARMS.tampering],
]);

/** The alarm type of the JC100-family alarm packet (0x95), by code; anything else is `general`. */
const PACKET_ALARM_BY_CODE: ReadonlyMap<number, AlarmName> = new Map([
  [0x80, ALARMS.vibration],
  [0x87, ALARMS.overspeed],
  [0x90, ALARMS.hardAcceleration],
  [0x91, ALARMS.hardBraking],
  [0x92, ALARMS.hardCornering],
  [0x93, ALARMS.accident],
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

/**
 * Battery level (%) of the voltage level index 0-6 of status frames (0 no power … 6 full). Newer
 * firmware (Seeworld, JM-VL03, LW4G …) sends the level in percent in the same byte: 7-100 is read as
 * a percentage, anything above gives no level.
 */
const BATTERY_LEVEL_BY_INDEX: readonly number[] = [0, 17, 33, 50, 67, 83, 100];

/** The Traccar alarm name of a GT06 alarm byte, or undefined for "no alarm" and unknown codes. */
export function gt06AlarmFromCode(code: number): AlarmName | undefined {
  return ALARM_BY_CODE.get(code);
}

/** The Traccar alarm name of an alarm packet's (0x95) type; an extended packet's 0x01 is SOS. */
export function gt06PacketAlarm(code: number, extended: boolean): AlarmName {
  if (code === 0x01) return extended ? ALARMS.sos : ALARMS.general;
  return PACKET_ALARM_BY_CODE.get(code) ?? ALARMS.general;
}

/** The battery level (%) of a voltage level byte: an index 0-6, or a percentage 7-100; else undefined. */
export function gt06BatteryLevel(value: number): number | undefined {
  if (value <= 6) return BATTERY_LEVEL_BY_INDEX[value];
  return value <= 100 ? value : undefined;
}

/**
 * Reads the GT06 terminal information byte: bit 1 ACC (ignition), bit 2 charging, bit 7 oil and
 * electricity cut (blocked), bits 3-5 an alarm (7 is overspeed on the VXT01, `overspeedBits`).
 */
export function gt06TerminalInfo(info: number, overspeedBits = false): Record<string, unknown> {
  const attributes: Record<string, unknown> = {
    status: info,
    ignition: (info & 0x02) !== 0,
    charge: (info & 0x04) !== 0,
    blocked: (info & 0x80) !== 0,
  };
  const bits = (info >> 3) & 0x07;
  // The VXT01 uses the last code for overspeed where other devices report removal.
  const alarm = overspeedBits && bits === 7 ? ALARMS.overspeed : ALARM_BY_TERMINAL_BITS.get(bits);
  if (alarm) attributes.alarm = alarm;
  return attributes;
}

/**
 * Reads the status block of status, alarm and fence frames: terminal information, voltage level
 * (0-6 or %), GSM signal (0-4), alarm byte (unless `alarmByte` is false). An alarm byte naming an
 * alarm wins over the terminal bits.
 */
export function readGt06Status(
  reader: FrameReader,
  attributes: Record<string, unknown>,
  options: { overspeedBits?: boolean | undefined; alarmByte?: boolean | undefined } = {},
): void {
  Object.assign(attributes, gt06TerminalInfo(reader.u8(), options.overspeedBits ?? false));
  const level = gt06BatteryLevel(reader.u8());
  if (level !== undefined) attributes.batteryLevel = level;
  attributes.rssi = reader.u8();
  if (options.alarmByte === false) return;
  const alarm = gt06AlarmFromCode(reader.u8());
  if (alarm) attributes.alarm = alarm;
}
