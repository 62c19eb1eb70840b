import { ProtocolError } from '../ProtocolError';
import { resolveEngineCommand } from '../resolveEngineCommand';
import type { DeviceCommand } from '../types';

/**
 * Encodes a command for a Wialon IPS device. The protocol has no engine command of its own (each
 * device family names its outputs differently), so engine stop and resume are refused; custom text is
 * sent as it is, as Traccar does, for the device's own commands (`L1=1`, `reboot`, `#M#…`).
 * @example encodeWialonCommand({ type: 'custom', data: 'L1=1\r\n' }) // "L1=1\r\n"
 * @throws {ProtocolError} `invalidCommand` for engine commands and empty text.
 */
export function encodeWialonCommand(command: DeviceCommand): Buffer {
  const resolved = resolveEngineCommand(command);
  if (resolved.type !== 'custom') {
    throw new ProtocolError(
      'wialon',
      'invalidCommand',
      'Wialon IPS has no engine command; send the device its own output command as custom text',
    );
  }
  if (resolved.data.length === 0) throw new ProtocolError('wialon', 'invalidCommand', 'empty command text');
  return Buffer.from(resolved.data, 'utf8');
}
