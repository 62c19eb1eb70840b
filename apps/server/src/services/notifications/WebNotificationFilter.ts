import { eq } from 'drizzle-orm';
import type { UserRow } from '../../auth/Access';
import type { ServerContext } from '../../context';
import { notificationPreferences } from '../../db/schema';
import { DEFAULT_CHANNELS } from './NotificationSettings';

/** Bus topic of a user's changed notification settings: every instance forgets its copy. */
export const NOTIFICATION_SETTINGS_TOPIC = 'notificationSettings';

/**
 * Whether a user receives an event type in the web app (the `web` channel of the notification
 * settings), for the live socket: an event type the user turned off is not sent to its sockets. The
 * choices are read once per user and kept until the user changes them (on any instance: the change
 * goes over the bus). Until a user chooses, every type is shown.
 */
export class WebNotificationFilter {
  readonly #ctx: Pick<ServerContext, 'db' | 'bus'>;
  readonly #chosen = new Map<number, Promise<ReadonlySet<string>>>();

  constructor(ctx: Pick<ServerContext, 'db' | 'bus'>) {
    this.#ctx = ctx;
  }

  /** Follows settings changes on the bus; returns the function that stops it. */
  follow(): () => void {
    return this.#ctx.bus.subscribe(NOTIFICATION_SETTINGS_TOPIC, (message) => {
      const userId = (message as { userId?: unknown }).userId;
      if (typeof userId === 'number') this.#chosen.delete(userId);
      else this.#chosen.clear();
    });
  }

  async wants(user: Pick<UserRow, 'id'>, type: string): Promise<boolean> {
    return (await this.#webTypes(user.id)).has(type);
  }

  #webTypes(userId: number): Promise<ReadonlySet<string>> {
    let types = this.#chosen.get(userId);
    if (!types) {
      types = this.#ctx.db
        .select({ channels: notificationPreferences.channels })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId))
        .then(([row]) => new Set(row?.channels.web ?? DEFAULT_CHANNELS.web));
      // A failed read is not kept: the next event asks again.
      types.catch(() => this.#chosen.delete(userId));
      this.#chosen.set(userId, types);
    }
    return types;
  }
}
