import { textGroup } from '../textGroup';
import { textTemplate } from '../textTemplate';

/** Settings › Account, Notification and Login History. */
export const ACCOUNT_SETTINGS_TEXTS = /* @__PURE__ */ textGroup('ACCOUNT_SETTINGS_TEXTS', {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  newPassword: 'New password (leave empty to keep the current one)',
  accountUpdated: 'Account updated',
  accountNotSaved: 'Your account could not be saved.',
  saveChanges: 'Save changes',
  save: 'Save',
  channels: {
    web: 'In the app',
    push: 'Push',
    email: 'Email',
  },
  notificationsSaved: 'Notification settings saved',
  noEventTypes: 'No event types to choose from',
  notificationsCaption: 'Notifications by event and channel',
  event: 'Event',
  eventByChannel: textTemplate<[event: string, channel: string]>('{event}: {channel}'),
  settingsNotSaved: 'The settings could not be saved.',
  loginHistory: 'Login history',
  noSignIns: 'No sign-ins recorded yet',
  time: 'Time',
  method: 'Method',
  browser: 'Browser',
  operatingSystem: 'Operating system',
  device: 'Device',
  place: 'Place (IP address)',
  unknown: 'Unknown',
  devices: {
    desktop: 'Computer',
    mobile: 'Phone',
    tablet: 'Tablet',
    tv: 'TV',
    bot: 'Bot',
  },
  methods: {
    password: 'Password',
    token: 'Link or token',
    register: 'Sign-up',
    demo: 'Demo',
  },
} as const);
