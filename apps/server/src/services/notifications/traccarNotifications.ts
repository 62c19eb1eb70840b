import { and, eq, inArray } from 'drizzle-orm';
import type { UserRow } from '../../auth/Access';
import type { ServerContext } from '../../context';
import { calendars, devices, links, notifications, users } from '../../db/schema';
import { serverTimeZone } from '../calendars/serverTimeZone';
import { storedCalendarActiveAt } from '../calendars/storedCalendarActiveAt';
import { groupAndAncestors } from '../groupTree';

/**
 * The notificators a notification is delivered through here, as `/api/notifications/notificators`
 * offers them: `web`, the live socket (it carries every event to the users who see the device), and
 * `mail`, sent by EventNotifier. Other names (Traccar's sms, firebase, telegram, command…) are kept on
 * the notification but not delivered (docs/decisions/traccar-notifications.md).
 */
export const NOTIFICATORS = ['web', 'mail'] as const;

/** The parts of a stored event a Traccar notification looks at. */
export interface NotifiableEvent {
  type: string;
  deviceId: number;
  eventTime: string | Date;
  attributes?: Record<string, unknown>;
}

/** A user a Traccar notification asks to tell of an event, and through which notificators. */
export interface NotificationRecipient {
  user: UserRow;
  notificators: Set<string>;
}

/** A comma-separated list of names (`notificators`, `alarms`), without blanks. */
function names(list: unknown): string[] {
  if (typeof list !== 'string') return [];
  return list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/**
 * The users Traccar notifications (`/api/notifications`) ask to tell of an event, as Traccar's
 * NotificationManager: a notification of the event's type that is `always` or linked to the device or
 * to one of its groups (parents included), of an alarm it lists (`attributes.alarms`; none when it
 * lists none), and whose calendar, when it has one, is active at the event's time; its users are
 * those linked to it that can read the device (ctx.access), not disabled and not a share link's guest.
 * Each user comes with the notificators of every notification that matched.
 * @example for (const { user, notificators } of (await notificationRecipients(ctx, event)).values()) …
 */
export async function notificationRecipients(
  ctx: Pick<ServerContext, 'db' | 'access' | 'log'>,
  event: NotifiableEvent,
): Promise<Map<number, NotificationRecipient>> {
  const recipients = new Map<number, NotificationRecipient>();
  const ofType = await ctx.db.select().from(notifications).where(eq(notifications.type, event.type));
  const alarm = event.attributes?.alarm;
  const candidates = ofType.filter((notification) => {
    if (event.type !== 'alarm') return true;
    // As Traccar: an alarm notification follows the alarms it lists, and none when it lists none.
    return typeof alarm === 'string' && names(notification.attributes.alarms).includes(alarm);
  });
  if (candidates.length === 0) return recipients;

  const linked = await ctx.db
    .select({ ownerType: links.ownerType, ownerId: links.ownerId, notificationId: links.propertyId })
    .from(links)
    .where(
      and(
        eq(links.propertyType, 'notification'),
        inArray(
          links.propertyId,
          candidates.map((n) => n.id),
        ),
      ),
    );
  const [device] = await ctx.db
    .select({ groupId: devices.groupId })
    .from(devices)
    .where(eq(devices.id, event.deviceId));
  if (!device) return recipients;
  const groupIds = new Set(await groupAndAncestors(ctx.db, device.groupId));
  const appliesToDevice = (notificationId: number) =>
    linked.some(
      (l) =>
        l.notificationId === notificationId &&
        ((l.ownerType === 'device' && l.ownerId === event.deviceId) ||
          (l.ownerType === 'group' && groupIds.has(l.ownerId))),
    );

  const eventTime = new Date(event.eventTime);
  const calendarActive = new Map<number, Promise<boolean>>();
  let zone: Promise<string | undefined> | undefined;
  const activeAt = (calendarId: number) => {
    let active = calendarActive.get(calendarId);
    if (!active) {
      zone ??= serverTimeZone(ctx.db);
      active = (async () => {
        const [calendar] = await ctx.db
          .select({ data: calendars.data })
          .from(calendars)
          .where(eq(calendars.id, calendarId));
        // A calendar deleted meanwhile leaves the notification without one, as its deletion does.
        if (!calendar) return true;
        return storedCalendarActiveAt(calendar.data, eventTime, await zone, (error) =>
          ctx.log.warn({ err: error, calendarId }, 'notification calendar unreadable: treated as inactive'),
        );
      })();
      calendarActive.set(calendarId, active);
    }
    return active;
  };

  const matched: (typeof notifications.$inferSelect)[] = [];
  for (const notification of candidates) {
    if (!notification.always && !appliesToDevice(notification.id)) continue;
    if (notification.calendarId && !(await activeAt(notification.calendarId))) continue;
    matched.push(notification);
  }
  const userIds = [
    ...new Set(
      linked
        .filter((l) => l.ownerType === 'user' && matched.some((n) => n.id === l.notificationId))
        .map((l) => l.ownerId),
    ),
  ];
  if (userIds.length === 0) return recipients;
  const rows = await ctx.db.select().from(users).where(inArray(users.id, userIds));
  for (const user of rows) {
    if (user.disabled || user.temporary) continue;
    if (!(await ctx.access.canRead(user, 'device', event.deviceId))) continue;
    const notificators = new Set<string>();
    for (const notification of matched) {
      const mine = linked.some(
        (l) => l.ownerType === 'user' && l.ownerId === user.id && l.notificationId === notification.id,
      );
      if (mine) for (const name of names(notification.notificators)) notificators.add(name);
    }
    recipients.set(user.id, { user, notificators });
  }
  return recipients;
}
