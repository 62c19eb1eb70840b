import { CRC16_X25 } from '../checksum/crc16';

/** Start of a frame with a one-byte length. */
export const GT06_HEADER = 0x7878;
/** Start of an extended frame with a two-byte length. */
export const GT06_EXTENDED_HEADER = 0x7979;

/**
 * Builds a GT06 frame: header, length, `type`, `content`, serial number, CRC-16/X-25 over length to
 * serial, `0d 0a`. With `extended` the header is `79 79` and the length takes two bytes.
 * @example encodeGt06Packet(false, 0x01, Buffer.alloc(0), 3) // 78 78 05 01 00 03 fa ce 0d 0a
 */
export function encodeGt06Packet(
  extended: boolean,
  type: number,
  content: Uint8Array,
  serial: number,
): Buffer {
  const lengthSize = extended ? 2 : 1;
  const length = 1 + content.length + 2 + 2;
  const packet = Buffer.allocUnsafe(2 + lengthSize + length + 2);
  let at = packet.writeUInt16BE(extended ? GT06_EXTENDED_HEADER : GT06_HEADER, 0);
  at = extended ? packet.writeUInt16BE(length, at) : packet.writeUInt8(length, at);
  at = packet.writeUInt8(type, at);
  packet.set(content, at);
  at += content.length;
  at = packet.writeUInt16BE(serial & 0xffff, at);
  at = packet.writeUInt16BE(CRC16_X25.checksum(packet, 2, at), at);
  packet.writeUInt16BE(0x0d0a, at);
  return packet;
}
