import { isAsciiText } from '../isAsciiText';
import { ProtocolError } from '../ProtocolError';
import { resolveEngineCommand } from '../resolveEngineCommand';
import type { DeviceCommand } from '../types';
import { encodeJt808Packet, type Jt808Terminal } from './packet';

/** Terminal control, whose command words 0xF0/0xF1 cut and restore the fuel or power line. */
const TERMINAL_CONTROL = 0x8105;
const ENGINE_STOP = 0xf0;
const ENGINE_RESUME = 0xf1;
/** Text message delivery: the device runs the text as an SMS command. */
const TEXT_MESSAGE = 0x8300;
/** Text flag: bit 0, urgent (acted on at once). */
const URGENT = 0x01;
/** The 10-bit body length, less the flag byte. */
const MAX_TEXT_LENGTH = 1023 - 1;

/** What the encoder needs to know about the connection. */
export interface HuabaoCommandTarget {
  /** The phone number and edition of the device's frames, once it has sent one. */
  readonly terminal: Jt808Terminal | undefined;
  /** The serial of the next server message. */
  nextCommandSerial(): number;
}

/**
 * Encodes a command as a JT/T 808 server message addressed to the device's phone number. Engine
 * stop and custom `RELAY,1#` send terminal control 0x8105 with command word 0xF0; engine resume and
 * `RELAY,0#` send 0xF1, as Traccar does. Other custom text goes in a text message (0x8300, urgent),
 * which these devices run as an SMS command. The device answers with a general response (0x0001).
 * @example encodeHuabaoCommand(session, { type: 'engineStop' }) // 7e 81 05 00 01 <phone> <serial> f0 <xor> 7e
 * @throws {ProtocolError} `notIdentified` before the device sent a frame; `invalidCommand` for text
 * that is empty, not ASCII or too long.
 */
export function encodeHuabaoCommand(target: HuabaoCommandTarget, command: DeviceCommand): Buffer {
  const terminal = target.terminal;
  if (terminal === undefined) {
    throw new ProtocolError('huabao', 'notIdentified', 'the device has not sent its phone number yet');
  }
  const resolved = resolveEngineCommand(command);
  if (resolved.type !== 'custom') {
    const word = resolved.type === 'engineStop' ? ENGINE_STOP : ENGINE_RESUME;
    return encodeJt808Packet(TERMINAL_CONTROL, terminal, target.nextCommandSerial(), Buffer.from([word]));
  }
  const text = resolved.data;
  if (text.length === 0 || text.length > MAX_TEXT_LENGTH || !isAsciiText(text)) {
    throw new ProtocolError(
      'huabao',
      'invalidCommand',
      `command text must be 1-${MAX_TEXT_LENGTH} ASCII characters`,
    );
  }
  const body = Buffer.concat([Buffer.from([URGENT]), Buffer.from(text, 'latin1')]);
  return encodeJt808Packet(TEXT_MESSAGE, terminal, target.nextCommandSerial(), body);
}
