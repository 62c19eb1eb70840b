import { isAsciiText } from '../isAsciiText';
import { ProtocolError } from '../ProtocolError';
import { resolveEngineCommand } from '../resolveEngineCommand';
import type { DeviceCommand } from '../types';
import { encodeRuptelaPacket } from './packet';

/** Set IO (17 + 100): output number and state, four bytes each. */
const SET_IO = 117;
/** SMS via GPRS (8 + 100): the device runs the text as an SMS command and answers with command 7. */
const SMS_VIA_GPRS = 108;
/** The output the engine relay is wired to. */
const ENGINE_OUTPUT = 1;
const MAX_TEXT_LENGTH = 1000;

/**
 * Encodes a command for a Ruptela device. Engine stop and custom `RELAY,1#` switch digital output 1
 * on with Set IO (command 117: output 1, state 1), engine resume and `RELAY,0#` switch it off; the
 * device answers with command 17. Other custom text goes as an SMS via GPRS (108), answered with
 * command 7.
 * @example encodeRuptelaCommand({ type: 'engineStop' }) // 00 09 75 00 00 00 01 00 00 00 01 <crc>
 * @throws {ProtocolError} `invalidCommand` for text that is empty, not ASCII or too long.
 */
export function encodeRuptelaCommand(command: DeviceCommand): Buffer {
  const resolved = resolveEngineCommand(command);
  if (resolved.type !== 'custom') {
    const content = Buffer.alloc(8);
    content.writeUInt32BE(ENGINE_OUTPUT, 0);
    content.writeUInt32BE(resolved.type === 'engineStop' ? 1 : 0, 4);
    return encodeRuptelaPacket(SET_IO, content);
  }
  const text = resolved.data;
  if (text.length === 0 || text.length > MAX_TEXT_LENGTH || !isAsciiText(text)) {
    throw new ProtocolError(
      'ruptela',
      'invalidCommand',
      `command text must be 1-${MAX_TEXT_LENGTH} ASCII characters`,
    );
  }
  return encodeRuptelaPacket(SMS_VIA_GPRS, Buffer.from(text, 'latin1'));
}
