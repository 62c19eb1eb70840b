import { isAsciiText } from '../isAsciiText';
import { ProtocolError } from '../ProtocolError';
import { resolveEngineCommand } from '../resolveEngineCommand';
import type { DeviceCommand } from '../types';

/** What the encoder needs to know about the connection. */
export interface QueclinkCommandTarget {
  /** The IMEI, known once the device has sent a frame. */
  readonly uniqueId: string | undefined;
  /** The protocol version of its frames (`060100`), whose first two digits name the model. */
  readonly version: string | undefined;
  /** The device name of its frames. */
  readonly deviceName: string | undefined;
}

/** Models by the device type of the protocol version, for their factory password. */
const MODELS: Readonly<Record<string, string>> = {
  '02': 'gl200',
  '21': 'gl200',
  '04': 'gv200',
  '35': 'gv200',
  '06': 'gv300',
  '25': 'gv300',
  '27': 'gv300w',
  '08': 'gmt100',
  '0F': 'gv55',
  '1A': 'gl300',
  '2C': 'gl300w',
  '1F': 'gv500',
  '36': 'gv500',
  '31': 'gv65',
};

/**
 * The password commands carry: the factory password of the model (its name in lower case, `gv300`),
 * from the protocol version or else from a device name that is a model name; empty when neither
 * says. A device whose password was changed takes custom `AT+GT…` commands with its own.
 */
export function queclinkPassword(target: QueclinkCommandTarget): string {
  const model = MODELS[(target.version ?? '').slice(0, 2).toUpperCase()];
  if (model) return model;
  const name = target.deviceName ?? '';
  return /^[A-Za-z]{2,3}\d{2,4}[A-Za-z]{0,3}$/.test(name) ? name.toLowerCase() : '';
}

/**
 * Encodes a command for a Queclink device. Engine stop (and custom `RELAY,1#`) switches digital
 * output 1 on with `AT+GTOUT=<password>,1,,,0,0,0,0,0,0,0,,,,,,,FFFF$`; engine resume (`RELAY,0#`)
 * switches it off with `…,0,…`. Other custom text (`AT+GTRTO=gv300,1,,,,,,FFFF$`) is sent as it is,
 * with the closing `$` added when missing.
 * @example encodeQueclinkCommand({ uniqueId: '862894020180553', version: '060228', deviceName: '' }, { type: 'engineStop' }) // "AT+GTOUT=gv300,1,,,0,0,0,0,0,0,0,,,,,,,FFFF$"
 * @throws {ProtocolError} `notIdentified` before the device sent a frame; `invalidCommand` for empty or non-ASCII text.
 */
export function encodeQueclinkCommand(target: QueclinkCommandTarget, command: DeviceCommand): Buffer {
  const resolved = resolveEngineCommand(command);
  if (resolved.type === 'custom') {
    const text = resolved.data.trim();
    if (text.length === 0 || !isAsciiText(text)) {
      throw new ProtocolError('queclink', 'invalidCommand', 'command text must be non-empty ASCII');
    }
    return Buffer.from(text.endsWith('$') ? text : `${text}$`, 'latin1');
  }
  if (target.uniqueId === undefined) {
    throw new ProtocolError('queclink', 'notIdentified', 'the device has not sent a frame yet');
  }
  const output = resolved.type === 'engineStop' ? 1 : 0;
  return Buffer.from(`AT+GTOUT=${queclinkPassword(target)},${output},,,0,0,0,0,0,0,0,,,,,,,FFFF$`, 'latin1');
}
