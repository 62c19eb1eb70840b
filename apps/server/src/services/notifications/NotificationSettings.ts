import { createHash } from 'node:crypto';
import { EVENT_TYPES, NOTIFICATION_CHANNELS, type NotificationChannel } from '@fleetkit/sdk-core';
import { and, eq } from 'drizzle-orm';
import type { UserRow } from '../../auth/Access';
import type { ServerContext } from '../../context';
import { notificationPreferences, pushSubscriptions, users, webPushKeys } from '../../db/schema';
import { HttpError } from '../../http/HttpError';
import { generateVapidKeys, type PushTarget, type VapidKeys } from './webPush';

export type Channels = Record<NotificationChannel, string[]>;

/** Until a user chooses: every event in the web app, nothing by push or e-mail. */
export const DEFAULT_CHANNELS: Readonly<Channels> = { web: [...EVENT_TYPES], push: [], email: [] };

/** The comma-separated list of a user's notification tokens (SPEC §3 `attributes.notificationTokens`). */
export function notificationTokens(user: Pick<UserRow, 'attributes'>): string[] {
  const raw = user.attributes.notificationTokens;
  return typeof raw === 'string'
    ? raw
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean)
    : [];
}

/**
 * A user's notification settings (which event types notify per channel) and browsers subscribed to
 * Web Push. A subscription is used only while its token is in the user's `notificationTokens`, so the
 * portal's logout, which removes the token from that list, stops it.
 */
export class NotificationSettings {
  readonly #ctx: ServerContext;
  #keys: Promise<VapidKeys> | null = null;

  constructor(ctx: ServerContext) {
    this.#ctx = ctx;
  }

  async channels(userId: number): Promise<Channels> {
    const [row] = await this.#ctx.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId));
    const stored = row?.channels ?? {};
    return Object.fromEntries(
      NOTIFICATION_CHANNELS.map((c) => [c, stored[c] ?? DEFAULT_CHANNELS[c]]),
    ) as Channels;
  }

  async setChannels(user: UserRow, changes: Partial<Channels>): Promise<Channels> {
    this.#assertCanWrite(user);
    const channels = { ...(await this.channels(user.id)), ...changes };
    await this.#ctx.db
      .insert(notificationPreferences)
      .values({ userId: user.id, channels })
      .onConflictDoUpdate({
        target: notificationPreferences.userId,
        set: { channels, updatedAt: new Date() },
      });
    // The live sockets of every instance filter events with the `web` choice (WebNotificationFilter).
    await this.#ctx.bus.publish('notificationSettings', { userId: user.id });
    return channels;
  }

  /** The server's VAPID keys, generated and stored on first use (every instance then shares them). */
  vapidKeys(): Promise<VapidKeys> {
    this.#keys ??= (async () => {
      const fresh = generateVapidKeys();
      await this.#ctx.db
        .insert(webPushKeys)
        .values({ id: 1, ...fresh })
        .onConflictDoNothing();
      const [row] = await this.#ctx.db.select().from(webPushKeys).where(eq(webPushKeys.id, 1));
      if (!row) throw new Error('web push keys could not be stored');
      return { publicKey: row.publicKey, privateKey: row.privateKey };
    })();
    return this.#keys;
  }

  /**
   * Stores a browser subscription and adds its token to the user's `notificationTokens`. The token is
   * the user's own for that endpoint: another account registering the same endpoint URL gets a
   * subscription of its own and can neither take over nor remove this one.
   */
  async subscribe(user: UserRow, target: PushTarget): Promise<string> {
    this.#assertCanWrite(user);
    const token = createHash('sha256').update(`${user.id}\n${target.endpoint}`).digest('base64url');
    await this.#ctx.db
      .insert(pushSubscriptions)
      .values({ token, userId: user.id, ...target })
      .onConflictDoUpdate({
        target: pushSubscriptions.token,
        set: { ...target },
        setWhere: eq(pushSubscriptions.userId, user.id),
      });
    await this.#setTokens(user.id, (tokens) => (tokens.includes(token) ? tokens : [...tokens, token]));
    return token;
  }

  async unsubscribe(user: UserRow, token: string): Promise<void> {
    this.#assertCanWrite(user);
    const removed = await this.#ctx.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.token, token), eq(pushSubscriptions.userId, user.id)))
      .returning();
    if (removed.length === 0) throw HttpError.notFound('No such push subscription');
    await this.#setTokens(user.id, (tokens) => tokens.filter((t) => t !== token));
  }

  /** The user's subscriptions whose token is still listed in its `notificationTokens`. */
  async activeSubscriptions(user: UserRow) {
    const listed = new Set(notificationTokens(user));
    const rows = await this.#ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    return rows.filter((row) => listed.has(row.token));
  }

  async forget(token: string): Promise<void> {
    await this.#ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.token, token));
  }

  async #setTokens(userId: number, change: (tokens: string[]) => string[]) {
    const [row] = await this.#ctx.db.select().from(users).where(eq(users.id, userId));
    if (!row) return;
    const tokens = change(notificationTokens(row));
    await this.#ctx.db
      .update(users)
      .set({ attributes: { ...row.attributes, notificationTokens: tokens.join(',') } })
      .where(eq(users.id, userId));
  }

  #assertCanWrite(user: UserRow) {
    if (!this.#ctx.access.canWriteAnything(user)) throw HttpError.forbidden('This account is read-only');
  }
}
