import { eq } from 'drizzle-orm';
import type { Db } from '../../db/Database';
import { devices, positions } from '../../db/schema';
import type { ProtocolName } from '../../protocols/types';

/** The data-channel command types each protocol's encoder sends (protocols/<name>/encoder.ts). */
export const PROTOCOL_COMMAND_TYPES: Record<ProtocolName, readonly string[]> = {
  gt06: ['custom', 'engineStop', 'engineResume'],
  teltonika: ['custom', 'engineStop', 'engineResume'],
  h02: ['custom', 'engineStop', 'engineResume'],
  osmand: ['custom', 'engineStop', 'engineResume'],
  // JT/T 808 (Huabao), Wialon IPS, Ruptela, Queclink GL200.
  huabao: ['custom', 'engineStop', 'engineResume'],
  // Wialon IPS has no engine command.
  wialon: ['custom'],
  ruptela: ['custom', 'engineStop', 'engineResume'],
  gps103: ['custom', 'engineStop', 'engineResume'],
  tk103: ['custom', 'engineStop', 'engineResume'],
  queclink: ['custom', 'engineStop', 'engineResume'],
  suntech: ['custom', 'engineStop', 'engineResume'],
  meitrack: ['custom', 'engineStop', 'engineResume'],
};

/** Every command type some protocol sends. */
export const ALL_COMMAND_TYPES = [...new Set(Object.values(PROTOCOL_COMMAND_TYPES).flat())];

/** A device that has never reported: Traccar offers only custom commands then. */
const UNKNOWN_PROTOCOL_TYPES = ['custom'];

export function isProtocolName(name: string): name is ProtocolName {
  return Object.hasOwn(PROTOCOL_COMMAND_TYPES, name);
}

/**
 * The command types a device accepts, from the protocol of its latest position (as Traccar decides).
 * The text channel (SMS) has no sender on this server, so it accepts none.
 */
export async function commandTypesOf(
  db: Db,
  deviceId: number,
  textChannel = false,
): Promise<readonly string[]> {
  if (textChannel) return [];
  const [latest] = await db
    .select({ protocol: positions.protocol })
    .from(devices)
    .innerJoin(positions, eq(positions.id, devices.positionId))
    .where(eq(devices.id, deviceId));
  const protocol = latest?.protocol ?? '';
  return isProtocolName(protocol) ? PROTOCOL_COMMAND_TYPES[protocol] : UNKNOWN_PROTOCOL_TYPES;
}
