import { isAsciiText } from '../isAsciiText';
import { ProtocolError } from '../ProtocolError';
import { resolveEngineCommand } from '../resolveEngineCommand';
import type { DeviceCommand } from '../types';

/** What the encoder needs to know about the connection. */
export interface Gps103CommandTarget {
  /** The IMEI, known once the device has logged in. */
  readonly uniqueId: string | undefined;
}

/**
 * Encodes a command as GPS103 text `**,imei:<id>,<code>`: engine stop (and custom `RELAY,1#`) is
 * code `J`, engine resume (`RELAY,0#`) code `K`; other custom text is the code (a text already
 * starting with `**,` is sent as it is).
 * @example encodeGps103Command({ uniqueId: '359586015829802' }, { type: 'engineStop' }) // "**,imei:359586015829802,J"
 * @throws {ProtocolError} `notIdentified` before the device logged in; `invalidCommand` for empty or non-ASCII text.
 */
export function encodeGps103Command(target: Gps103CommandTarget, command: DeviceCommand): Buffer {
  const resolved = resolveEngineCommand(command);
  if (resolved.type === 'custom') {
    if (resolved.data.trim().length === 0 || !isAsciiText(resolved.data)) {
      throw new ProtocolError('gps103', 'invalidCommand', 'command text must be non-empty ASCII');
    }
    if (resolved.data.startsWith('**,')) return Buffer.from(resolved.data, 'latin1');
  }
  if (target.uniqueId === undefined) {
    throw new ProtocolError('gps103', 'notIdentified', 'the device has not logged in yet');
  }
  const code =
    resolved.type === 'engineStop' ? 'J' : resolved.type === 'engineResume' ? 'K' : resolved.data.trim();
  return Buffer.from(`**,imei:${target.uniqueId},${code}`, 'latin1');
}
