import type { UserRow } from '../auth/Access';
import type { devices, events, positions, serverSettings } from '../db/schema';

// Rows become Traccar-shaped JSON here: Date columns serialise as ISO-8601 with zone, and fields that
// must never leave the server (password hashes, the signing secret) are dropped.

export function toUser(row: UserRow) {
  const { passwordHash: _hash, createdAt: _created, ...user } = row;
  return user;
}

export function toServer(row: typeof serverSettings.$inferSelect, extra: Record<string, unknown> = {}) {
  const { secret: _secret, ...server } = row;
  return { ...server, ...extra };
}

export function toDevice(row: typeof devices.$inferSelect) {
  // The latest fix time is the server's index into the position partitions, not part of Traccar's device.
  const { createdAt: _created, positionFixTime: _positionFixTime, ...device } = row;
  return device;
}

export function toPosition(row: typeof positions.$inferSelect) {
  return { ...row, outdated: false, network: null };
}

/** An event as Traccar sends it: its position, geofence and maintenance ids are numbers, 0 for none. */
export function toEvent(row: typeof events.$inferSelect) {
  return {
    ...row,
    positionId: row.positionId ?? 0,
    geofenceId: row.geofenceId ?? 0,
    maintenanceId: row.maintenanceId ?? 0,
  };
}
