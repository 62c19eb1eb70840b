import { CRC16_KERMIT } from '../checksum/crc16';

/**
 * Builds a server packet: `<length 2> <command> <content> <crc 2>`, the length counting command and
 * content, the CRC-16/KERMIT over them. Server commands are the device's command number plus 100.
 * @example encodeRuptelaPacket(100, Buffer.from([1])) // 00 02 64 01 13 bc (records acknowledged)
 */
export function encodeRuptelaPacket(command: number, content: Uint8Array): Buffer {
  const packet = Buffer.alloc(2 + 1 + content.length + 2);
  packet.writeUInt16BE(1 + content.length, 0);
  packet[2] = command;
  packet.set(content, 3);
  packet.writeUInt16BE(CRC16_KERMIT.checksum(packet, 2, packet.length - 2), packet.length - 2);
  return packet;
}
