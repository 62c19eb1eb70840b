import { formatEvent } from '@fleetkit/sdk-core/labels';
import { eq } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import {
  devices,
  drivers,
  geofences,
  notificationDeliveries,
  notificationPreferences,
  users,
} from '../../db/schema';
import { notifierFor } from '../accounts/notifierFor';
import type { NotificationSettings } from './NotificationSettings';
import { sendPush, vapidSubject } from './webPush';

interface WireEvent {
  id: number;
  type: string;
  deviceId: number;
  geofenceId?: number | null;
  maintenanceId?: number | null;
  eventTime: string | Date;
  attributes?: Record<string, unknown>;
}

/**
 * Sends events by Web Push and e-mail to the users who see the vehicle and chose that event type for
 * that channel (live notifications in the web app come from the socket). E-mail goes through the
 * server's notifier (the outbox unless a transport is set). Each (event, user, channel) is sent once,
 * whichever instance takes it first. Titles and texts are sdk-core's `formatEvent`, as on screen.
 */
export class EventNotifier {
  readonly #ctx: ServerContext;
  readonly #settings: NotificationSettings;

  constructor(ctx: ServerContext, settings: NotificationSettings) {
    this.#ctx = ctx;
    this.#settings = settings;
  }

  /** Follows events on the bus; returns the function that stops it. */
  follow(): () => void {
    return this.#ctx.bus.subscribe('events', (message) => {
      for (const event of message.events as unknown as WireEvent[]) {
        void this.notify(event).catch((error: unknown) =>
          this.#ctx.log.error({ err: error, eventId: event.id }, 'event notification failed'),
        );
      }
    });
  }

  async notify(event: WireEvent): Promise<void> {
    const chosen = await this.#ctx.db
      .select({ user: users, channels: notificationPreferences.channels })
      .from(notificationPreferences)
      .innerJoin(users, eq(users.id, notificationPreferences.userId));
    const [device] = await this.#ctx.db
      .select({ name: devices.name })
      .from(devices)
      .where(eq(devices.id, event.deviceId));
    const deviceName = device?.name ?? 'Unknown Device';
    const text = formatEvent(event, await this.#names(event));
    const message = text.details;
    const title = `${text.title}: ${deviceName}`;
    const time = new Date(event.eventTime).toISOString();
    for (const { user, channels } of chosen) {
      if (user.disabled || user.temporary) continue;
      const wantsPush = channels.push?.includes(event.type) ?? false;
      const wantsEmail = channels.email?.includes(event.type) ?? false;
      if (!wantsPush && !wantsEmail) continue;
      if (!(await this.#ctx.access.canRead(user, 'device', event.deviceId))) continue;
      if (wantsEmail && (await this.#claim(event.id, user.id, 'email'))) {
        await notifierFor(this.#ctx).send({
          channel: 'email',
          recipient: user.email,
          subject: title,
          body: `${title} at ${time}.${message ? ` ${message}` : ''}`,
        });
      }
      if (wantsPush && (await this.#claim(event.id, user.id, 'push'))) {
        const keys = await this.#settings.vapidKeys();
        const subject = vapidSubject(this.#ctx.config);
        for (const target of await this.#settings.activeSubscriptions(user)) {
          const status = await sendPush(
            target,
            { title, body: message, eventId: event.id, deviceId: event.deviceId, type: event.type, time },
            keys,
            { subject },
          ).catch(() => 0);
          if (status === 404 || status === 410) await this.#settings.forget(target.token);
        }
      }
    }
  }

  /** The geofence and driver names the event refers to, for its text. */
  async #names(event: WireEvent) {
    const fenceId = event.geofenceId;
    const [fence] =
      typeof fenceId === 'number' && fenceId > 0
        ? await this.#ctx.db.select({ name: geofences.name }).from(geofences).where(eq(geofences.id, fenceId))
        : [];
    const uniqueId = event.attributes?.driverUniqueId;
    const [driver] =
      typeof uniqueId === 'string' && uniqueId !== ''
        ? await this.#ctx.db
            .select({ name: drivers.name })
            .from(drivers)
            .where(eq(drivers.uniqueId, uniqueId))
        : [];
    return { geofence: () => fence?.name, driver: () => driver?.name };
  }

  /** True for the one caller that records the delivery first. */
  async #claim(eventId: number, userId: number, channel: string): Promise<boolean> {
    const rows = await this.#ctx.db
      .insert(notificationDeliveries)
      .values({ eventId, userId, channel })
      .onConflictDoNothing()
      .returning();
    return rows.length > 0;
  }
}
