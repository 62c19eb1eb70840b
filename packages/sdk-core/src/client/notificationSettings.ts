import {
  type NotificationChannels,
  notificationSettingsSchema,
  pushKeySchema,
  pushSubscriptionTokenSchema,
} from '../schema/notificationSetting';
import type { FleetHttp } from './FleetHttp';

const PATH = 'api2/notifications';

/**
 * Notification settings (`/api2/notifications`): which event types notify per channel, and Web Push.
 *
 * @example
 * const { publicKey } = await client.notificationSettings.pushKey();
 * const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey });
 * await client.notificationSettings.subscribePush(subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } });
 */
export function notificationSettingsResource(http: FleetHttp) {
  return {
    get: () => http.json(notificationSettingsSchema, 'get', `${PATH}/settings`),
    /** Replaces the event types of the channels given; the others stay. */
    update: (channels: Partial<NotificationChannels>) =>
      http.json(notificationSettingsSchema, 'put', `${PATH}/settings`, { json: { channels } }),
    /** The server's VAPID public key (base64url). */
    pushKey: () => http.json(pushKeySchema, 'get', `${PATH}/push/key`),
    /** Stores the browser's subscription; its token is added to the user's `notificationTokens`. */
    subscribePush: (subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) =>
      http.json(pushSubscriptionTokenSchema, 'post', `${PATH}/push/subscriptions`, { json: subscription }),
    unsubscribePush: (token: string) =>
      http.empty('delete', `${PATH}/push/subscriptions/${encodeURIComponent(token)}`),
  };
}
