import { ENGINE_LOCK_COMMAND, ENGINE_UNLOCK_COMMAND } from '@fleetkit/sdk-core';
import type { DeviceCommand } from './types';

/**
 * Reads the portal's engine texts as engine commands: custom `RELAY,1#` is `engineStop` (lock) and
 * custom `RELAY,0#` is `engineResume` (unlock), whatever their case or surrounding spaces. Every
 * other command is returned unchanged. Encoders call this first, so each protocol sends its own
 * engine command (GT06 `Relay,1#`, Teltonika `setdigout 1`, H02 `S20`).
 * @example resolveEngineCommand({ type: 'custom', data: 'RELAY,1#' }) // { type: 'engineStop' }
 */
export function resolveEngineCommand(command: DeviceCommand): DeviceCommand {
  if (command.type !== 'custom') return command;
  const text = command.data.trim().toUpperCase();
  if (text === ENGINE_LOCK_COMMAND.toUpperCase()) return { type: 'engineStop' };
  if (text === ENGINE_UNLOCK_COMMAND.toUpperCase()) return { type: 'engineResume' };
  return command;
}
