import { FrameReader } from '../FrameReader';
import { ProtocolError } from '../ProtocolError';
import type { DecodedAttributes } from '../types';

/** Variable-length ids with text: 256 and 325 the VIN, 281 the fault codes. */
const VIN_IDS: ReadonlySet<number> = new Set([256, 325]);
const DTCS = 281;
/** Eddystone and iBeacon advertisements (beacon list). */
const BEACONS = 385;
/** BLE sensor tags (EYE sensors, beacons as tags): a list of parameter lists. */
const TAGS: ReadonlySet<number> = new Set([548, 10828, 10829, 10831, 11317]);

/**
 * Stores one variable-length element of codec 8 Extended: the VIN, the fault codes (`dtcs`, space
 * separated), the beacon list as `beacon<n>…` and BLE tags as `tag<n>…` (Traccar's names); any other
 * id as hex under `io<id>`. A beacon or tag list that does not parse is kept as hex too, so one
 * odd accessory never costs the record.
 */
export function applyTeltonikaVariableElement(attributes: DecodedAttributes, id: number, data: Buffer): void {
  if (VIN_IDS.has(id)) {
    attributes.vin = data.toString('latin1');
    return;
  }
  if (id === DTCS) {
    attributes.dtcs = data.toString('latin1').replaceAll(',', ' ');
    return;
  }
  if (id === BEACONS || TAGS.has(id)) {
    const found: DecodedAttributes = {};
    try {
      if (id === BEACONS) readBeacons(new FrameReader('teltonika', data), found);
      else readTags(new FrameReader('teltonika', data), found);
      Object.assign(attributes, found);
      return;
    } catch (error) {
      if (!(error instanceof ProtocolError)) throw error;
    }
  }
  attributes[`io${id}`] = data.toString('hex');
}

/** `<data part> (<flags> <iBeacon uuid major minor | Eddystone namespace instance> <rssi> [battery] [temp])*` */
function readBeacons(reader: FrameReader, attributes: DecodedAttributes): void {
  reader.skip(1); // data part
  for (let index = 1; reader.remaining > 0; index++) {
    const flags = reader.u8();
    const prefix = `beacon${index}`;
    if (flags >> 4 > 0) {
      attributes[`${prefix}Uuid`] = reader.bytes(16).toString('hex');
      attributes[`${prefix}Major`] = reader.u16();
      attributes[`${prefix}Minor`] = reader.u16();
    } else {
      attributes[`${prefix}Namespace`] = reader.bytes(10).toString('hex');
      attributes[`${prefix}Instance`] = reader.bytes(6).toString('hex');
    }
    attributes[`${prefix}Rssi`] = reader.i8();
    if (flags & 0x02) attributes[`${prefix}Battery`] = reader.u16() / 100;
    if (flags & 0x04) attributes[`${prefix}Temp`] = reader.u16();
  }
}

/** `<header> (<tag length> (<parameter id> <length> <value>)*)*` */
function readTags(reader: FrameReader, attributes: DecodedAttributes): void {
  reader.skip(1); // header
  for (let index = 1; reader.remaining > 0; index++) {
    const tag = new FrameReader('teltonika', reader.bytes(reader.u8()));
    const prefix = `tag${index}`;
    while (tag.remaining > 0) {
      const parameter = tag.u8();
      const value = new FrameReader('teltonika', tag.bytes(tag.u8()));
      readTagParameter(prefix, parameter, value, attributes);
    }
  }
}

function readTagParameter(
  prefix: string,
  parameter: number,
  value: FrameReader,
  attributes: DecodedAttributes,
): void {
  switch (parameter) {
    case 0:
      attributes[`${prefix}Rssi`] = value.i8();
      return;
    case 1:
      attributes[`${prefix}Id`] = value.bytes(value.remaining).toString('hex');
      return;
    case 2: {
      // EYE sensor flags: bit 6 low battery, bit 7 a voltage byte follows (10 mV steps above 2 V).
      const flags = value.u8();
      if (flags & 0x40) attributes[`${prefix}LowBattery`] = true;
      if (flags & 0x80) attributes[`${prefix}Voltage`] = value.u8() * 10 + 2000;
      return;
    }
    case 5:
      attributes[`${prefix}Name`] = value.bytes(value.remaining).toString('utf8');
      return;
    case 6:
      attributes[`${prefix}Temp`] = value.i16();
      return;
    case 7:
      attributes[`${prefix}Humidity`] = value.u8();
      return;
    case 8:
      attributes[`${prefix}Magnet`] = value.u8() > 0;
      return;
    case 9:
      attributes[`${prefix}Motion`] = value.u8() > 0;
      return;
    case 10:
      attributes[`${prefix}MotionCount`] = value.u16();
      return;
    case 11:
      attributes[`${prefix}Pitch`] = value.i8();
      return;
    case 12:
      attributes[`${prefix}AngleRoll`] = value.i16();
      return;
    case 13:
      attributes[`${prefix}LowBattery`] = value.u8();
      return;
    case 14:
      attributes[`${prefix}Battery`] = value.u16();
      return;
    case 15:
      attributes[`${prefix}Mac`] = value.bytes(6).toString('hex');
      return;
    default:
      return;
  }
}
