import { EVENT_TYPES } from '@fleetkit/sdk-core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../../context';
import { parse } from '../../http/parse';
import { notifierFor, setNotifier } from '../../services/accounts/notifierFor';
import { EventNotifier } from '../../services/notifications/EventNotifier';
import { NotificationSettings } from '../../services/notifications/NotificationSettings';
import { SmtpNotifier } from '../../services/notifications/SmtpNotifier';
import { WebNotificationFilter } from '../../services/notifications/WebNotificationFilter';

const eventTypes = z
  .array(z.enum(EVENT_TYPES, { message: 'is not an event type' }))
  .max(EVENT_TYPES.length)
  .transform((list) => [...new Set(list)]);
const settingsBody = z.object({
  channels: z.object({
    web: eventTypes.optional(),
    push: eventTypes.optional(),
    email: eventTypes.optional(),
  }),
});
const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url');
const subscriptionBody = z.object({
  endpoint: z.url({ protocol: /^https?$/, message: 'endpoint must be the push service URL' }).max(2048),
  keys: z.object({ p256dh: base64url.max(200), auth: base64url.max(100) }),
});

/**
 * Notification settings (SPEC §2 settings/notification): which event types notify per channel (web,
 * Web Push, e-mail), the server's VAPID key and browsers' push subscriptions.
 */
export async function notificationSettingRoutes(app: FastifyInstance) {
  const settings = new NotificationSettings(app.ctx);
  const { config } = app.ctx;
  if (config.smtpUrl) {
    const smtp = new SmtpNotifier({
      url: config.smtpUrl,
      from: config.smtpFrom,
      fallback: notifierFor(app.ctx),
    });
    setNotifier(app.ctx, smtp);
    app.addHook('onClose', async () => smtp.close());
  }
  const stop = new EventNotifier(app.ctx, settings).follow();
  const webFilter = new WebNotificationFilter(app.ctx);
  const stopWebFilter = webFilter.follow();
  app.ctx.hub.setEventFilter((user, type) => webFilter.wants(user, type));
  // Document expiry reminders run on the scheduler (app.ts), once across the instances.
  app.addHook('onClose', async () => {
    stop();
    stopWebFilter();
  });

  app.get('/api2/notifications/settings', async (request) => ({
    eventTypes: EVENT_TYPES,
    channels: await settings.channels(currentUser(request).id),
  }));

  app.put('/api2/notifications/settings', async (request) => {
    const { channels } = parse(settingsBody, request.body);
    return { eventTypes: EVENT_TYPES, channels: await settings.setChannels(currentUser(request), channels) };
  });

  app.get('/api2/notifications/push/key', async () => ({
    publicKey: (await settings.vapidKeys()).publicKey,
  }));

  app.post('/api2/notifications/push/subscriptions', async (request) => {
    const body = parse(subscriptionBody, request.body);
    const token = await settings.subscribe(currentUser(request), {
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
    });
    return { token };
  });

  app.delete('/api2/notifications/push/subscriptions/:token', async (request, reply) => {
    await settings.unsubscribe(currentUser(request), (request.params as { token: string }).token);
    return reply.status(204).send();
  });
}
