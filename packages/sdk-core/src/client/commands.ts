import * as z from 'zod/mini';
import { ENGINE_LOCK_COMMAND, ENGINE_UNLOCK_COMMAND } from '../constants';
import { type Command, type CommandInput, commandSchema, commandTypeSchema } from '../schema/command';
import type { FleetHttp } from './FleetHttp';

/** The answer to a sent command: sent to the device now, or queued until it reconnects (202). */
export interface CommandDispatch {
  command: Command;
  queued: boolean;
}

/** Command calls (`/api/commands`). */
export function commandsResource(http: FleetHttp) {
  const send = async (command: CommandInput): Promise<CommandDispatch> => {
    const response = await http.send('post', 'api/commands/send', { json: command });
    const parsed = commandSchema.safeParse(await response.json().catch(() => command));
    return {
      command: parsed.success ? parsed.data : commandSchema.parse(command),
      queued: response.status === 202,
    };
  };
  return {
    send,
    /** Command types the device's protocol supports. */
    types: (deviceId?: number) =>
      http.json(z.array(commandTypeSchema), 'get', 'api/commands/types', { query: { deviceId } }),
    /** Locks (`RELAY,1#`) or unlocks (`RELAY,0#`) the engine with a custom command. */
    engine: (deviceId: number, action: 'lock' | 'unlock') =>
      send({
        deviceId,
        type: 'custom',
        attributes: { data: action === 'lock' ? ENGINE_LOCK_COMMAND : ENGINE_UNLOCK_COMMAND },
      }),
  };
}
