import { CRC16_ARC } from '../checksum/crc16';
import { isAsciiText } from '../isAsciiText';
import { ProtocolError } from '../ProtocolError';
import { resolveEngineCommand } from '../resolveEngineCommand';
import type { DeviceCommand } from '../types';

/** Codec 12 and its command message type. */
const CODEC_12 = 0x0c;
const COMMAND = 0x05;
/** Teltonika digital output texts: DOUT1 on cuts the engine. */
const ENGINE_STOP_TEXT = 'setdigout 1';
const ENGINE_RESUME_TEXT = 'setdigout 0';
/** Custom data made only of hex byte pairs is sent as those bytes, as Traccar does. */
const HEX_PAYLOAD = /^(?:[0-9a-fA-F]{2})+$/;

/**
 * Encodes a command as a Teltonika codec 12 packet:
 * `00000000 <data length 4> 0C 01 05 <command length 4> <command> 01 <crc 4>`, the CRC-16/ARC
 * covering codec to the second quantity. Engine stop and custom `RELAY,1#` send `setdigout 1`;
 * engine resume and `RELAY,0#` send `setdigout 0`.
 * @example encodeTeltonikaCommand({ type: 'custom', data: 'getinfo' })
 * // 00000000 0000000f 0c 01 05 00000007 676574696e666f 01 00004312
 * @throws {ProtocolError} `invalidCommand` for empty or non-ASCII text.
 */
export function encodeTeltonikaCommand(command: DeviceCommand): Buffer {
  const resolved = resolveEngineCommand(command);
  const text =
    resolved.type === 'engineStop'
      ? ENGINE_STOP_TEXT
      : resolved.type === 'engineResume'
        ? ENGINE_RESUME_TEXT
        : resolved.data;
  if (text.length === 0 || !isAsciiText(text)) {
    throw new ProtocolError('teltonika', 'invalidCommand', 'command text must be non-empty ASCII');
  }
  const payload = HEX_PAYLOAD.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'latin1');
  const packet = Buffer.alloc(4 + 4 + 3 + 4 + payload.length + 1 + 4);
  let at = packet.writeUInt32BE(payload.length + 8, 4);
  at = packet.writeUInt8(CODEC_12, at);
  at = packet.writeUInt8(1, at);
  at = packet.writeUInt8(COMMAND, at);
  at = packet.writeUInt32BE(payload.length, at);
  packet.set(payload, at);
  at += payload.length;
  at = packet.writeUInt8(1, at);
  packet.writeUInt32BE(CRC16_ARC.checksum(packet, 8, at), at);
  return packet;
}
