import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/Database';
import { commandQueue } from '../db/schema';

/** A command waiting in the queue for its device. */
export type QueuedCommand = typeof commandQueue.$inferSelect;

/** Queued commands looked at in one go by a device that collects them (a request, a datagram). */
export const QUEUED_COMMANDS_LOOKED_AT = 20;

/** The commands queued for a device and not sent yet, oldest first (at most `limit`). */
export function queuedCommands(
  db: Db,
  deviceId: number,
  limit = Number.POSITIVE_INFINITY,
): Promise<QueuedCommand[]> {
  const query = db
    .select()
    .from(commandQueue)
    .where(and(eq(commandQueue.deviceId, deviceId), isNull(commandQueue.sentAt)))
    .orderBy(asc(commandQueue.id));
  return Number.isFinite(limit) ? query.limit(limit) : query;
}

/**
 * Marks a queued command sent, unless it is already: true when this caller took it. Of two callers
 * at once (two requests, two instances answering the same device), one does.
 */
export async function takeQueuedCommand(db: Db, id: number): Promise<boolean> {
  const taken = await db
    .update(commandQueue)
    .set({ sentAt: new Date() })
    .where(and(eq(commandQueue.id, id), isNull(commandQueue.sentAt)))
    .returning({ id: commandQueue.id });
  return taken.length > 0;
}
