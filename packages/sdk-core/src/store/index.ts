export { FleetStore, type FleetStoreOptions, LIVE_EVENTS_LIMIT } from './FleetStore';
export { fixTimeOf, isOlderFix, type TimedFix } from './isOlderFix';
export { mergeEvents } from './mergeEvents';
export { NOTIFICATION_LIST_LIMIT, NotificationList, type NotificationListOptions } from './NotificationList';
export { notificationBadgeText } from './notificationBadgeText';
export { SignalSubscribable } from './SignalSubscribable';
export { Subscribable } from './Subscribable';
export { TRACK_PATH_LIMIT, TrackingStore, type TrackingStoreOptions, type TrackPoint } from './TrackingStore';
