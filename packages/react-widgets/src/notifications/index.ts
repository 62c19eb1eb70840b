// Live notifications: the drawer, the bell with its count, and the event toasts.
export { EventToasts, type EventToastsProps } from './EventToasts';
export { NotificationBell, type NotificationBellProps } from './NotificationBell';
export { NotificationDrawer, type NotificationDrawerProps } from './NotificationDrawer';
