import { inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { isManager, type UserRow } from '../auth/Access';
import { currentUser } from '../context';
import { users } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { parse, queryIds } from '../http/parse';
import { notifierFor } from '../services/accounts/notifierFor';
import { NOTIFICATORS } from '../services/notifications/traccarNotifications';
import { INPUT_LIMITS } from './inputLimits';

/** The event types a notification can follow (Traccar's `Event.TYPE_*`). */
export const NOTIFICATION_EVENT_TYPES = [
  'commandResult',
  'deviceOnline',
  'deviceUnknown',
  'deviceOffline',
  'deviceInactive',
  'queuedCommandSent',
  'deviceMoving',
  'deviceStopped',
  'deviceOverspeed',
  'deviceFuelDrop',
  'deviceFuelIncrease',
  'geofenceEnter',
  'geofenceExit',
  'alarm',
  'ignitionOn',
  'ignitionOff',
  'maintenance',
  'textMessage',
  'driverChanged',
  'media',
] as const;

// NOTIFICATORS: the notificators this server delivers through (the live socket and e-mail), the same
// that deliver a notification's `notificators` (services/notifications/traccarNotifications.ts).
type Notificator = (typeof NOTIFICATORS)[number];

/**
 * The notificators that carry announcements (`?announcement=true`): as Traccar, not the live socket,
 * whose messages are events of devices.
 */
export const ANNOUNCEMENT_NOTIFICATORS = ['mail'] as const satisfies readonly Notificator[];

/** An announcement: Traccar's NotificationMessage as its web app sends it. */
const announcementSchema = z.object({
  subject: z.string().trim().min(1, 'Write a subject').max(INPUT_LIMITS.name),
  body: z.string().trim().min(1, 'Write a message').max(INPUT_LIMITS.description),
});

/** A test notification for one user's live sockets, from whichever instance took the request. */
const TEST_TOPIC = 'notifications.test';
interface TestMessage {
  userId: number;
  event: Record<string, unknown>;
}

const TEST_MESSAGE = 'Test notification';

/** Tests a user may send a minute (each may send a mail): enough to try every notificator a few times. */
export const NOTIFICATION_TEST_RATE_LIMIT = { max: 6, windowMs: 60_000 };

/** The rate limit of the test calls, per user across instances (with Redis), answered with 429. */
const testRateLimit = {
  max: NOTIFICATION_TEST_RATE_LIMIT.max,
  timeWindow: NOTIFICATION_TEST_RATE_LIMIT.windowMs,
  keyGenerator: (request: FastifyRequest) => `notification-test:${request.user?.id ?? request.ip}`,
  errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
    new HttpError(
      429,
      'rate_limited',
      `Too many test notifications. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    ),
};

/** Announcements an administrator or manager may send a minute (each may mail every user). */
const announcementRateLimit = {
  max: 6,
  timeWindow: 60_000,
  keyGenerator: (request: FastifyRequest) => `announcement:${request.user?.id ?? request.ip}`,
  errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
    new HttpError(
      429,
      'rate_limited',
      `Too many announcements. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    ),
};

/**
 * `GET /api/notifications/types`, `GET /api/notifications/notificators` and `POST
 * /api/notifications/test[/{notificator}]`, which sends the signed-in user a test event (type `test`,
 * device 0, as Traccar sends it) through one notificator or all of them.
 */
export async function notificationCatalogRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const stop = ctx.bus.subscribe(TEST_TOPIC, (message) => {
    const { userId, event } = message as TestMessage;
    ctx.hub.sendToUser(userId, { events: [event] });
  });
  app.addHook('onClose', async () => stop());

  const sendTest = async (user: UserRow, notificator: Notificator) => {
    const eventTime = new Date().toISOString();
    if (notificator === 'web') {
      const event = {
        id: 0,
        type: 'test',
        eventTime,
        deviceId: 0,
        positionId: 0,
        geofenceId: 0,
        maintenanceId: 0,
        attributes: { message: TEST_MESSAGE },
      };
      await ctx.bus.publish(TEST_TOPIC, { userId: user.id, event } satisfies TestMessage);
      return;
    }
    await notifierFor(ctx).send({
      channel: 'email',
      recipient: user.email,
      subject: TEST_MESSAGE,
      body: `${TEST_MESSAGE} sent at ${eventTime}: your e-mail notifications reach this address.`,
    });
  };

  /** A share link's guest has no address or settings of its own to test. */
  const tester = (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    if (user.temporary) throw HttpError.forbidden('A shared view has no notifications');
    return user;
  };

  app.get('/api/notifications/types', async () => NOTIFICATION_EVENT_TYPES.map((type) => ({ type })));

  app.get('/api/notifications/notificators', async (request) => {
    const { announcement } = request.query as { announcement?: string };
    const offered = announcement === 'true' ? ANNOUNCEMENT_NOTIFICATORS : NOTIFICATORS;
    return offered.map((type) => ({ type }));
  });

  // Announcements (Traccar's web app, Settings › Announcement): an administrator to any users, a
  // manager to the users it manages; every user it may see when none is named. Share guests are
  // skipped, as Traccar skips temporary users.
  app.post(
    '/api/notifications/send/:notificator',
    { config: { rateLimit: announcementRateLimit } },
    async (request, reply) => {
      const sender = currentUser(request);
      if (!isManager(sender) || sender.temporary) {
        throw HttpError.forbidden('Only administrators and managers send announcements');
      }
      const { notificator } = request.params as { notificator: string };
      if (!NOTIFICATORS.some((name) => name === notificator)) {
        throw HttpError.notFound(`No notificator ${notificator}`);
      }
      if (!ANNOUNCEMENT_NOTIFICATORS.some((name) => name === notificator)) {
        throw HttpError.badRequest(`The ${notificator} notificator does not carry announcements`);
      }
      const message = parse(announcementSchema, request.body);
      const named = queryIds(request.query as Record<string, unknown>, 'userId');
      const visible = await ctx.access.visibleIds(sender, 'user');
      for (const id of named) {
        if (visible !== null && !visible.has(id)) throw HttpError.notFound(`User ${id} not found`);
      }
      const wanted = named.length > 0 ? named : visible === null ? null : [...visible];
      if (wanted !== null && wanted.length === 0) return reply.status(204).send();
      const rows = await ctx.db
        .select({ id: users.id, email: users.email, temporary: users.temporary })
        .from(users)
        .where(wanted === null ? undefined : inArray(users.id, wanted));
      const missing = named.find((id) => !rows.some((row) => row.id === id));
      if (missing !== undefined) throw HttpError.notFound(`User ${missing} not found`);
      const recipients = rows.filter((row) => !row.temporary);
      const notifier = notifierFor(ctx);
      for (const recipient of recipients) {
        await notifier.send({
          channel: 'email',
          recipient: recipient.email,
          subject: message.subject,
          body: message.body,
        });
      }
      return reply.status(204).send();
    },
  );

  app.post('/api/notifications/test', { config: { rateLimit: testRateLimit } }, async (request, reply) => {
    const user = tester(request);
    for (const notificator of NOTIFICATORS) await sendTest(user, notificator);
    return reply.status(204).send();
  });

  app.post(
    '/api/notifications/test/:notificator',
    { config: { rateLimit: testRateLimit } },
    async (request, reply) => {
      const user = tester(request);
      const { notificator } = request.params as { notificator: string };
      const known = NOTIFICATORS.find((name) => name === notificator);
      if (!known) throw HttpError.notFound(`No notificator ${notificator}`);
      await sendTest(user, known);
      return reply.status(204).send();
    },
  );
}
