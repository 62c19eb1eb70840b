import { FrameReader } from '../FrameReader';
import type { DecodedAttributes, DecodedMessage, DecodedPosition } from '../types';
import { decodeObdStatus } from './decodeGt06Extended';
import { type Gt06LocationContext, gt06Position, readGt06Date, readGt06Fix } from './decodeGt06Location';
import { gt06BatteryLevel, gt06PacketAlarm, readGt06Status } from './gt06Alarm';

/** Content of the long status variant (WeTrack, JM01 …): battery %, working voltage, temperature. */
const LONG_STATUS_CONTENT = 16;
/** Content of the OBD6 status variant: signal word, battery %, external voltage, temperature. */
const OBD_STATUS_CONTENT = 14;
/** An alarm packet (0x95) longer than a date and an alarm type carries a fix. */
const SHORT_ALARM_CONTENT = 7;

/**
 * Status/heartbeat (0x13): terminal information (ACC, charging, oil cut, alarm bits), voltage level
 * 0-6 (as a battery level), GSM signal, alarm byte, language. The long variant (16 bytes) carries the
 * battery level in %, the working voltage (`battery`, V) and a temperature (`temp1`, °C).
 */
export function decodeStatus(content: Buffer): DecodedAttributes {
  const reader = new FrameReader('gt06', content);
  const attributes: DecodedAttributes = {};
  if (content.length === LONG_STATUS_CONTENT) {
    reader.skip(1 + 2 + 1 + 1); // information content, satellites, alarm, language
    attributes.batteryLevel = reader.u8();
    reader.skip(1); // working mode
    attributes.battery = reader.u16() * 0.01;
    reader.skip(1 + 2 + 2); // reserved, working times, working time
    const value = reader.u16();
    const temperature = (value & 0x7fff) * 0.1;
    attributes.temp1 = Math.round(((value & 0x8000) !== 0 ? temperature : -temperature) * 10) / 10;
    return attributes;
  }
  if (content.length === OBD_STATUS_CONTENT) return decodeObdStatus(content);
  if (content.length >= 4) {
    readGt06Status(reader, attributes);
    return attributes;
  }
  // Older firmware: terminal information, then the voltage level and signal when present.
  Object.assign(attributes, statusOf(reader.u8()));
  if (reader.remaining >= 1) {
    const level = gt06BatteryLevel(reader.u8());
    if (level !== undefined) attributes.batteryLevel = level;
  }
  if (reader.remaining >= 1) attributes.rssi = reader.u8();
  return attributes;
}

function statusOf(info: number): DecodedAttributes {
  return {
    status: info,
    ignition: (info & 0x02) !== 0,
    charge: (info & 0x04) !== 0,
    blocked: (info & 0x80) !== 0,
  };
}

/** GK310 heartbeat (0x23): status (bit 0 armed, 1 ACC, 2 charging), battery volts, GSM signal. */
export function decodeHeartbeat(content: Buffer): DecodedAttributes {
  const reader = new FrameReader('gt06', content);
  const status = reader.u8();
  const attributes: DecodedAttributes = {
    armed: (status & 0x01) !== 0,
    ignition: (status & 0x02) !== 0,
    charge: (status & 0x04) !== 0,
  };
  if (reader.remaining >= 2) attributes.battery = reader.u16() * 0.01;
  if (reader.remaining >= 1) attributes.rssi = reader.u8();
  return attributes;
}

/** Basic information frame (0x94 with a one-byte length): the external voltage. */
export function decodeBasicInfo(content: Buffer): DecodedAttributes | undefined {
  if (content.length < 2) return undefined;
  return { power: content.readInt16BE(0) * 0.01 };
}

/**
 * Extended information frame (0x94) by sub-type: 0x00 external voltage (`power`), 0x04 the device's
 * settings text (its `ICCID=` and alarm/status registers kept), 0x05 door and input states (after a
 * date on newer firmware), 0x0A IMEI/IMSI/ICCID, 0x0B network technology (one byte) or external
 * voltage (two bytes), 0x0D a fuel sensor's `!AIOIL` line (temperature, level), 0x1B an RFID driver
 * card or a serial accessory's text, 0x1E temperature and humidity.
 */
export function decodeInfo(content: Buffer, context?: Gt06LocationContext): DecodedMessageParts | undefined {
  const reader = new FrameReader('gt06', content);
  const subType = reader.u8();
  if (subType === 0x00 && reader.remaining >= 2) return { attributes: { power: reader.u16() * 0.01 } };
  if (subType === 0x04) {
    const text = reader.bytes(reader.remaining).toString('latin1');
    const attributes: DecodedAttributes = {};
    const iccid = /ICCID=([0-9A-Fa-f]+)/.exec(text)?.[1];
    if (iccid) attributes.iccid = iccid;
    for (const pair of text.split(';')) {
      const [key, value] = pair.split('=');
      if (value === undefined || !/^[0-9A-Fa-f]+$/.test(value)) continue;
      const number = Number.parseInt(value, 16);
      const alarm = /^ALM([1-4])$/.exec(key ?? '')?.[1];
      if (alarm) attributes[`alarm${alarm}Status`] = number;
      else if (key === 'STA1') attributes.otherStatus = number;
      else if (key === 'DYD') attributes.engineStatus = number;
    }
    return Object.keys(attributes).length > 0 ? { attributes } : undefined;
  }
  if (subType === 0x05 && reader.remaining >= 1) {
    const deviceTime =
      reader.remaining >= 7 ? readGt06Date(reader, context?.timeZoneOffsetMinutes ?? 0) : undefined;
    const flags = reader.u8();
    const attributes = { door: (flags & 0x01) !== 0, io1: (flags & 0x04) !== 0 };
    return deviceTime ? { attributes, deviceTime } : { attributes };
  }
  if (subType === 0x0a && reader.remaining >= 26) {
    reader.skip(16); // IMEI, IMSI
    return { attributes: { iccid: reader.bytes(10).toString('hex').replace(/f/g, '') } };
  }
  if (subType === 0x0b && reader.remaining === 1) {
    return { attributes: { networkTechnology: reader.u8() > 0 ? '4G' : '2G' } };
  }
  if (subType === 0x0b && reader.remaining === 2) return { attributes: { power: reader.u16() / 100 } };
  if (subType === 0x0d) {
    const text = reader.bytes(reader.remaining).toString('latin1');
    const fuel = FUEL_SENSOR.exec(text);
    if (!fuel) return undefined;
    return { attributes: { temp1: Number(fuel[1]), fuel: Number(fuel[2]) } };
  }
  if (subType === 0x1b && reader.remaining >= 1 && isLetter(content[1] as number)) {
    const text = reader.bytes(reader.remaining).toString('latin1').trim();
    return { attributes: { serial: text } };
  }
  if (subType === 0x1b && reader.remaining >= 6) {
    reader.skip(2); // card header and type
    return { attributes: { driverUniqueId: reader.bytes(4).toString('hex') } };
  }
  if (subType === 0x1e && reader.remaining >= 8) {
    return { attributes: { temp1: reader.i32() / 10, humidity: reader.i32() / 10 } };
  }
  return undefined;
}

/** What an information frame carries: attributes, and the device's time when it sends one. */
export interface DecodedMessageParts {
  attributes: DecodedAttributes;
  deviceTime?: Date;
}

/** A fuel sensor line: address, output, temperature, version, codes, measured level, motion, count, checksum. */
const FUEL_SENSOR = /!AIOIL,\d+,\d+\.\d+,(\d+\.\d+),[^,]+,\d{4},(\d+\.\d+),[01],\d+,[0-9A-Fa-f]{2}/;

function isLetter(byte: number): boolean {
  return (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a);
}

/**
 * Alarm packet (0x95, JC100/JC400 cameras): a date and the alarm type, or (longer) a fix without
 * satellites and speed, then the alarm type. The short form becomes a heartbeat at the device's time.
 */
export function decodeAlarmPacket(content: Buffer, context: Gt06LocationContext): DecodedMessage {
  const reader = new FrameReader('gt06', content);
  const from = context.uniqueId === undefined ? {} : { uniqueId: context.uniqueId };
  if (content.length <= SHORT_ALARM_CONTENT) {
    const deviceTime = readGt06Date(reader, context.timeZoneOffsetMinutes);
    return {
      kind: 'heartbeat',
      ...from,
      deviceTime,
      attributes: { alarm: gt06PacketAlarm(reader.u8(), false) },
    };
  }
  const attributes: DecodedAttributes = {};
  const fix = readGt06Fix(reader, context, attributes, false);
  attributes.alarm = gt06PacketAlarm(reader.u8(), true);
  return gt06Position(fix, context, attributes);
}

/**
 * Serial data (0x9B) from an accessory: an RFID card (`02` + ten characters) as `driverUniqueId`, a
 * temperature probe's reading as `temp1`, anything else as `result` (its text when printable,
 * otherwise its hex), as the reference decoder keeps it.
 */
export function decodeSerial(content: Buffer): DecodedAttributes | undefined {
  if (content.length < 2) return undefined;
  const data = content.subarray(1);
  if (data[0] === 0x02 && data.length >= 11) return { driverUniqueId: data.toString('latin1', 1, 11) };
  const reading = /^-?\d+(\.\d+)?/.exec(data.toString('latin1'))?.[0];
  if (reading !== undefined) return { temp1: Number(reading) };
  const text = data.toString('latin1').trim();
  const printable = text.length > 0 && /^[\x20-\x7e]+$/.test(text);
  return { result: printable ? text : data.toString('hex') };
}

const POSITION_REPLY =
  /^Current position!Lat:([NS])(\d+\.\d+),Lon:([EW])(\d+\.\d+),Course:(\d+\.\d+),Speed:(\d+\.\d+),DateTime:(\d{4})-(\d\d)-(\d\d) +(\d\d):(\d\d):(\d\d)/;

/** The reply to a position query ("Current position!Lat:N…") as a fix, or undefined for other text. */
export function positionReply(text: string, context: Gt06LocationContext): DecodedPosition | undefined {
  const match = POSITION_REPLY.exec(text);
  if (!match) return undefined;
  const [, ns, lat, ew, lon, course, speed, year, month, day, hours, minutes, seconds] = match.map(
    (part) => part ?? '',
  ) as string[];
  const fixTime = new Date(
    Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hours), Number(minutes), Number(seconds)),
  );
  return gt06Position(
    {
      fixTime,
      valid: true,
      latitude: ns === 'S' ? -Number(lat) : Number(lat),
      longitude: ew === 'W' ? -Number(lon) : Number(lon),
      speed: Number(speed),
      course: Number(course),
    },
    context,
    {},
  );
}
