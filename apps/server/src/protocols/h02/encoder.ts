import { isAsciiText } from '../isAsciiText';
import { ProtocolError } from '../ProtocolError';
import { resolveEngineCommand } from '../resolveEngineCommand';
import type { DeviceCommand } from '../types';

/** What the encoder needs to know about the connection. */
export interface H02CommandTarget {
  /** The device id, known once the device has sent a frame. */
  readonly uniqueId: string | undefined;
  /** The clock whose UTC time stamps the command. */
  now(): Date;
}

function hhmmss(date: Date): string {
  return [date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()]
    .map((part) => String(part).padStart(2, '0'))
    .join('');
}

/**
 * Encodes a command as H02 text. Engine stop and custom `RELAY,1#` send
 * `*HQ,<id>,S20,<hhmmss>,1,1#`; engine resume and `RELAY,0#` send `*HQ,<id>,S20,<hhmmss>,1,0#`;
 * other custom text is sent as it is.
 * @example encodeH02Command({ uniqueId: '123456789012345', now: () => new Date('2024-01-01T01:02:03Z') }, { type: 'engineStop' })
 * // "*HQ,123456789012345,S20,010203,1,1#"
 * @throws {ProtocolError} `notIdentified` for an engine command before the device sent its id;
 * `invalidCommand` for empty or non-ASCII text.
 */
export function encodeH02Command(target: H02CommandTarget, command: DeviceCommand): Buffer {
  const resolved = resolveEngineCommand(command);
  if (resolved.type === 'custom') {
    if (resolved.data.length === 0 || !isAsciiText(resolved.data)) {
      throw new ProtocolError('h02', 'invalidCommand', 'command text must be non-empty ASCII');
    }
    return Buffer.from(resolved.data, 'latin1');
  }
  if (target.uniqueId === undefined) {
    throw new ProtocolError('h02', 'notIdentified', 'the device has not sent its id yet');
  }
  const state = resolved.type === 'engineStop' ? '1' : '0';
  return Buffer.from(`*HQ,${target.uniqueId},S20,${hhmmss(target.now())},1,${state}#`, 'latin1');
}
