import { isAsciiText } from '../isAsciiText';
import { ProtocolError } from '../ProtocolError';
import { resolveEngineCommand } from '../resolveEngineCommand';
import type { DeviceCommand } from '../types';
import { encodeGt06Packet } from './packet';

/** Server command packet type. */
const COMMAND = 0x80;
/** Language field value for English. */
const ENGLISH = 0x0002;
/** Concox engine texts, as Traccar sends them. */
const ENGINE_STOP_TEXT = 'Relay,1#';
const ENGINE_RESUME_TEXT = 'Relay,0#';
/** The one-byte packet length bounds the text: 255 - type, command length, flag, serial, CRC, language. */
const MAX_TEXT_LENGTH = 255 - 1 - 1 - 4 - 2 - 2 - 2;

/** What the encoder needs to know about the connection. */
export interface Gt06CommandTarget {
  /** Whether the device expects the language field after the text. */
  readonly language: boolean;
}

/**
 * Encodes a command as a GT06 server command packet (0x80): `78 78 <len> 80 <command length>
 * <server flag 00000000> <ASCII text> [<language 00 02>] <serial 0000> <crc> 0d 0a`. Engine stop
 * and custom `RELAY,1#` send `Relay,1#`; engine resume and `RELAY,0#` send `Relay,0#`.
 * @example encodeGt06Command({ language: false }, { type: 'engineStop' })
 * // 78 78 12 80 0c 00 00 00 00 52 65 6c 61 79 2c 31 23 00 00 9d ee 0d 0a
 * @throws {ProtocolError} `invalidCommand` for text that is not ASCII or too long for a packet.
 */
export function encodeGt06Command(target: Gt06CommandTarget, command: DeviceCommand): Buffer {
  const resolved = resolveEngineCommand(command);
  const text =
    resolved.type === 'engineStop'
      ? ENGINE_STOP_TEXT
      : resolved.type === 'engineResume'
        ? ENGINE_RESUME_TEXT
        : resolved.data;
  if (!isAsciiText(text) || text.length === 0 || text.length > MAX_TEXT_LENGTH) {
    throw new ProtocolError(
      'gt06',
      'invalidCommand',
      `command text must be 1-${MAX_TEXT_LENGTH} ASCII characters`,
    );
  }
  const languageSize = target.language ? 2 : 0;
  const content = Buffer.alloc(1 + 4 + text.length + languageSize);
  content.writeUInt8(4 + text.length, 0);
  content.write(text, 5, 'latin1');
  if (target.language) content.writeUInt16BE(ENGLISH, 5 + text.length);
  return encodeGt06Packet(false, COMMAND, content, 0);
}
