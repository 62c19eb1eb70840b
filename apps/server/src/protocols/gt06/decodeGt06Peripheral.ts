import { FrameReader } from '../FrameReader';
import type { DecodedAttributes, DecodedMessage } from '../types';
import type { Gt06LocationContext } from './decodeGt06Location';

/** A Bluetooth accessory's report: its MAC, event and data. */
const BLUETOOTH_ACCESSORY = 0x000a;
/** The external battery pack: level, charging, charge cycles. */
const EXTERNAL_BATTERY = 0x000c;

/**
 * Peripheral report of the VL842 (extended 0xF2): its time (Unix seconds), then status records, each
 * an id of two bytes and its data. 0x000A a Bluetooth accessory (length of two bytes, MAC type, MAC,
 * event, event data, data type, data details as hex), 0x000C the external battery (length, level %,
 * charging, cycles); the others are skipped by their length (one byte; 0 means a second byte holds
 * it). Keys are Traccar's. A report without a fix: its state goes on the last position.
 */
export function decodePeripheral(content: Buffer, context: Gt06LocationContext): DecodedMessage {
  const reader = new FrameReader('gt06', content);
  const deviceTime = new Date(reader.u32() * 1000);
  const attributes: DecodedAttributes = {};
  while (reader.remaining >= 3) {
    const id = reader.u16();
    if (id === BLUETOOTH_ACCESSORY) readAccessory(reader, attributes);
    else if (id === EXTERNAL_BATTERY) readExternalBattery(reader, attributes);
    else {
      const length = reader.u8();
      reader.skip(length === 0 ? reader.u8() : length);
    }
  }
  return {
    kind: 'heartbeat',
    ...(context.uniqueId === undefined ? {} : { uniqueId: context.uniqueId }),
    deviceTime,
    attributes,
  };
}

function readAccessory(reader: FrameReader, attributes: DecodedAttributes): void {
  const record = new FrameReader('gt06', reader.bytes(reader.u16()));
  record.skip(1); // MAC address type
  attributes.mac = record.bytes(6).toString('hex');
  const event = record.u8();
  attributes.event = event;
  const eventData = record.u8();
  if (event > 0) attributes.eventData = eventData;
  attributes.dataType = record.u8();
  attributes.dataDetails = record.bytes(record.remaining).toString('hex');
}

function readExternalBattery(reader: FrameReader, attributes: DecodedAttributes): void {
  const record = new FrameReader('gt06', reader.bytes(reader.u8()));
  attributes.externalBatteryLevel = record.u8();
  if (record.u8() > 0) attributes.externalBatteryCharge = true;
  attributes.externalBatteryCycles = record.u16();
}
