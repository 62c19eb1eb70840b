import { isAsciiText } from '../isAsciiText';
import { ProtocolError } from '../ProtocolError';
import { resolveEngineCommand } from '../resolveEngineCommand';
import type { DeviceCommand } from '../types';

/** What the encoder needs to know about the connection. */
export interface SuntechCommandTarget {
  /** The device id, known once the device has sent a report. */
  readonly uniqueId: string | undefined;
  /** The prefix of the device's reports (`ST300`, `SA200` …; `` for the universal format). */
  readonly prefix: string | undefined;
}

/**
 * Encodes a command as a Suntech text command ending with `\r`, in the device's own format. Engine
 * stop (and custom `RELAY,1#`) enables output 1, engine resume (`RELAY,0#`) disables it:
 * `<prefix>CMD;<id>;02;Enable1` / `Disable1`, or `CMD;<id>;04;01` / `04;02` for the universal
 * format. Other custom text is sent as it is, with `\r` added.
 * @example encodeSuntechCommand({ uniqueId: '205173382', prefix: 'ST300' }, { type: 'engineStop' }) // "ST300CMD;205173382;02;Enable1\r"
 * @throws {ProtocolError} `notIdentified` before the device sent a report; `invalidCommand` for empty or non-ASCII text.
 */
export function encodeSuntechCommand(target: SuntechCommandTarget, command: DeviceCommand): Buffer {
  const resolved = resolveEngineCommand(command);
  if (resolved.type === 'custom') {
    const text = resolved.data.replace(/\r$/, '');
    if (text.trim().length === 0 || !isAsciiText(text)) {
      throw new ProtocolError('suntech', 'invalidCommand', 'command text must be non-empty ASCII');
    }
    return Buffer.from(`${text}\r`, 'latin1');
  }
  if (target.uniqueId === undefined) {
    throw new ProtocolError('suntech', 'notIdentified', 'the device has not sent a report yet');
  }
  const stop = resolved.type === 'engineStop';
  if (target.prefix === '') return Buffer.from(`CMD;${target.uniqueId};04;${stop ? '01' : '02'}\r`, 'latin1');
  const prefix = target.prefix ?? 'SA200';
  return Buffer.from(`${prefix}CMD;${target.uniqueId};02;${stop ? 'Enable1' : 'Disable1'}\r`, 'latin1');
}
