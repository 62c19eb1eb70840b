import * as z from 'zod/mini';

/** Where a notification can reach a user: the web app's live notifications, Web Push, e-mail. */
export const NOTIFICATION_CHANNELS = ['web', 'push', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Per channel, the event types that notify (`/api2/notifications/settings`). */
export const notificationChannelsSchema = z.looseObject({
  web: z.array(z.string()),
  push: z.array(z.string()),
  email: z.array(z.string()),
});
export type NotificationChannels = z.infer<typeof notificationChannelsSchema>;

/** A user's notification settings and the event types it may choose from. */
export const notificationSettingsSchema = z.looseObject({
  eventTypes: z.array(z.string()),
  channels: notificationChannelsSchema,
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** The server's VAPID public key, for `pushManager.subscribe({ applicationServerKey })`. */
export const pushKeySchema = z.looseObject({ publicKey: z.string() });

/** A stored browser subscription; `token` is also in the user's `attributes.notificationTokens`. */
export const pushSubscriptionTokenSchema = z.looseObject({ token: z.string() });
