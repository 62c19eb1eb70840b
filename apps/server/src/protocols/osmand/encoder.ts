import { ENGINE_LOCK_COMMAND, ENGINE_UNLOCK_COMMAND } from '@fleetkit/sdk-core';
import type { DeviceCommand } from '../types';

/**
 * The text an OsmAnd device receives as the body of its next HTTP 200 response, as Traccar
 * delivers queued commands: custom text as it is, engine stop as `RELAY,1#`, engine resume as
 * `RELAY,0#`.
 */
export function encodeOsmAndCommand(command: DeviceCommand): string {
  if (command.type === 'engineStop') return ENGINE_LOCK_COMMAND;
  if (command.type === 'engineResume') return ENGINE_UNLOCK_COMMAND;
  return command.data;
}
