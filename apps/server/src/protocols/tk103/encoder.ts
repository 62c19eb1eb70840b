import { isAsciiText } from '../isAsciiText';
import { ProtocolError } from '../ProtocolError';
import { resolveEngineCommand } from '../resolveEngineCommand';
import type { DeviceCommand } from '../types';

/** What the encoder needs to know about the connection. */
export interface Tk103CommandTarget {
  /** The device id, known once the device has sent a sentence. */
  readonly uniqueId: string | undefined;
}

/**
 * Encodes a command as a TK103 sentence `(<id><code>)`: engine stop (and custom `RELAY,1#`) is
 * `AV010`, engine resume (`RELAY,0#`) `AV011`; other custom text is the code (a text already in
 * parentheses is sent as it is).
 * @example encodeTk103Command({ uniqueId: '013632651491' }, { type: 'engineStop' }) // "(013632651491AV010)"
 * @throws {ProtocolError} `notIdentified` before the device sent its id; `invalidCommand` for empty or non-ASCII text.
 */
export function encodeTk103Command(target: Tk103CommandTarget, command: DeviceCommand): Buffer {
  const resolved = resolveEngineCommand(command);
  if (resolved.type === 'custom') {
    if (resolved.data.trim().length === 0 || !isAsciiText(resolved.data)) {
      throw new ProtocolError('tk103', 'invalidCommand', 'command text must be non-empty ASCII');
    }
    if (resolved.data.startsWith('(')) return Buffer.from(resolved.data, 'latin1');
  }
  if (target.uniqueId === undefined) {
    throw new ProtocolError('tk103', 'notIdentified', 'the device has not sent its id yet');
  }
  const code =
    resolved.type === 'engineStop'
      ? 'AV010'
      : resolved.type === 'engineResume'
        ? 'AV011'
        : resolved.data.trim();
  return Buffer.from(`(${target.uniqueId}${code})`, 'latin1');
}
