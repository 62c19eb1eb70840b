import { EVENT_TEXTS, formatEvent } from '@fleetkit/sdk-core/labels';
import { EVENT_MAIL_TEXTS } from '@fleetkit/sdk-core/labels/server';
import { eq } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import {
  devices,
  drivers,
  geofences,
  notificationDeliveries,
  notificationPreferences,
  serverSettings,
  users,
} from '../../db/schema';
import { ZonedCalendar } from '../../reports/ZonedCalendar';
import { notifierFor } from '../accounts/notifierFor';
import { serverTextsFor } from '../userLanguage';
import type { NotificationSettings } from './NotificationSettings';
import { NOTIFICATORS, notificationRecipients } from './traccarNotifications';
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

/** An instant as its reader reads it: `2026-03-10 14:05:00 (Asia/Kathmandu)`, in their zone (or the server's). */
function readableTime(
  instant: number,
  user: { attributes: Record<string, unknown> },
  server: { attributes: Record<string, unknown>; forceSettings: boolean } | undefined,
): string {
  const calendar = ZonedCalendar.forUser(user, server);
  return `${calendar.formatDateTime(instant)} (${calendar.timeZone})`;
}

/** Notificators delivered here: `mail`, sent below, and `web`, the live socket, which needs nothing more. */
const DELIVERED = new Set<string>(NOTIFICATORS);

/**
 * Sends events by Web Push and e-mail to the users who see the vehicle and chose that event type for
 * that channel (live notifications in the web app come from the socket), and by e-mail to the users of
 * the Traccar notifications (`/api/notifications`) the event matches with notificator `mail`. E-mail
 * goes through the server's notifier (the outbox unless a transport is set). Each (event, user,
 * channel) is sent once, whichever instance takes it first and however many settings ask for it.
 * A device's events are notified one after another, in the order they came. Titles and texts are
 * sdk-core's `formatEvent`, as on screen, in each reader's language.
 */
export class EventNotifier {
  readonly #ctx: ServerContext;
  readonly #settings: NotificationSettings;
  /** The notifications of each device under way: the next of its events waits for them. */
  readonly #queues = new Map<number, Promise<void>>();
  /** Notificators seen in Traccar notifications that this server does not deliver (logged once each). */
  readonly #undelivered = new Set<string>();

  constructor(ctx: ServerContext, settings: NotificationSettings) {
    this.#ctx = ctx;
    this.#settings = settings;
  }

  /** Follows events on the bus; returns the function that stops it. */
  follow(): () => void {
    return this.#ctx.bus.subscribe('events', (message) => {
      for (const event of message.events as unknown as WireEvent[]) this.#enqueue(event);
    });
  }

  #enqueue(event: WireEvent): void {
    const before = this.#queues.get(event.deviceId) ?? Promise.resolve();
    const done = before.then(() =>
      this.notify(event).catch((error: unknown) =>
        this.#ctx.log.error({ err: error, eventId: event.id }, 'event notification failed'),
      ),
    );
    this.#queues.set(event.deviceId, done);
    void done.then(() => {
      if (this.#queues.get(event.deviceId) === done) this.#queues.delete(event.deviceId);
    });
  }

  async notify(event: WireEvent): Promise<void> {
    const preferences = await this.#ctx.db
      .select({ user: users, channels: notificationPreferences.channels })
      .from(notificationPreferences)
      .innerJoin(users, eq(users.id, notificationPreferences.userId));
    // Who gets what: the users' own choices, then what Traccar notifications add.
    const chosen = new Map<number, { user: typeof users.$inferSelect; push: boolean; email: boolean }>();
    for (const { user, channels } of preferences) {
      if (user.disabled || user.temporary) continue;
      const push = channels.push?.includes(event.type) ?? false;
      const email = channels.email?.includes(event.type) ?? false;
      if (!push && !email) continue;
      if (!(await this.#ctx.access.canRead(user, 'device', event.deviceId))) continue;
      chosen.set(user.id, { user, push, email });
    }
    for (const { user, notificators } of (await notificationRecipients(this.#ctx, event)).values()) {
      for (const notificator of notificators) {
        if (notificator === 'mail') {
          const entry = chosen.get(user.id) ?? { user, push: false, email: false };
          entry.email = true;
          chosen.set(user.id, entry);
        } else if (!DELIVERED.has(notificator) && !this.#undelivered.has(notificator)) {
          this.#undelivered.add(notificator);
          this.#ctx.log.debug({ notificator }, 'notificator not delivered by this server');
        }
      }
    }
    if (chosen.size === 0) return;
    const [device] = await this.#ctx.db
      .select({ name: devices.name })
      .from(devices)
      .where(eq(devices.id, event.deviceId));
    const names = await this.#names(event);
    const instant = new Date(event.eventTime).getTime();
    // The push payload's time is for the service worker; people read the mail's, in their own zone.
    const time = new Date(instant).toISOString();
    const [server] = await this.#ctx.db
      .select({ attributes: serverSettings.attributes, forceSettings: serverSettings.forceSettings })
      .from(serverSettings)
      .where(eq(serverSettings.id, 1));
    for (const { user, push: wantsPush, email: wantsEmail } of chosen.values()) {
      // Each reader's own language: the event's title and details, and the mail around them.
      const language = await serverTextsFor(user);
      const mail = language.texts(EVENT_MAIL_TEXTS);
      const text = formatEvent(event, names, language.texts(EVENT_TEXTS));
      const message = text.details;
      const title = mail.title(text.title, device?.name ?? mail.unknownDevice);
      if (wantsEmail && (await this.#claim(event.id, user.id, 'email'))) {
        await notifierFor(this.#ctx).send({
          channel: 'email',
          recipient: user.email,
          subject: title,
          body: `${mail.body(title, readableTime(instant, user, server))}${message ? ` ${message}` : ''}`,
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
