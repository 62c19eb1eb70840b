export {
  LiveSocket,
  type LiveSocketCloseEvent,
  type LiveSocketEvents,
  type LiveSocketMessageEvent,
  type LiveSocketOptions,
  type LiveSocketStatus,
  type LiveSocketTransport,
  type LiveSocketTransportConstructor,
  type SessionCheckResult,
} from './LiveSocket';
export { LiveSocketError, type LiveSocketErrorKind } from './LiveSocketError';
export { LIVE_SOCKET_PATH, liveSocketUrl } from './liveSocketUrl';
export { type ReconnectDelayOptions, reconnectDelay } from './reconnectDelay';
export { UpdateThrottle, type UpdateThrottleOptions } from './UpdateThrottle';
