import { isAsciiText } from '../isAsciiText';
import { ProtocolError } from '../ProtocolError';
import { resolveEngineCommand } from '../resolveEngineCommand';
import type { DeviceCommand } from '../types';
import { meitrackServerFrame } from './decodeMeitrack';

/** What the encoder needs to know about the connection. */
export interface MeitrackCommandTarget {
  /** The IMEI, known once the device has sent a frame. */
  readonly uniqueId: string | undefined;
}

/**
 * Encodes a command as a Meitrack server frame `@@Q<length>,<imei>,<content>*<checksum>\r\n`.
 * Engine stop (and custom `RELAY,1#`) sets output 1 with `C01,0,12222`; engine resume (`RELAY,0#`)
 * clears it with `C01,0,02222`; other custom text is the content (`A10`, `C02,0,…`); a text that
 * already starts with `@@` is sent as it is.
 * @example encodeMeitrackCommand({ uniqueId: '123456789012345' }, { type: 'custom', data: 'A10' }) // "@@Q25,123456789012345,A10*68\r\n"
 * @throws {ProtocolError} `notIdentified` before the device sent its IMEI; `invalidCommand` for empty or non-ASCII text.
 */
export function encodeMeitrackCommand(target: MeitrackCommandTarget, command: DeviceCommand): Buffer {
  const resolved = resolveEngineCommand(command);
  if (resolved.type === 'custom') {
    if (resolved.data.trim().length === 0 || !isAsciiText(resolved.data)) {
      throw new ProtocolError('meitrack', 'invalidCommand', 'command text must be non-empty ASCII');
    }
    if (resolved.data.startsWith('@@')) return Buffer.from(resolved.data, 'latin1');
  }
  if (target.uniqueId === undefined) {
    throw new ProtocolError('meitrack', 'notIdentified', 'the device has not sent its IMEI yet');
  }
  const content =
    resolved.type === 'engineStop'
      ? 'C01,0,12222'
      : resolved.type === 'engineResume'
        ? 'C01,0,02222'
        : resolved.data.trim();
  return Buffer.from(meitrackServerFrame('Q', target.uniqueId, content), 'latin1');
}
