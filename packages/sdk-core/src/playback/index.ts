export { bearing } from './bearing';
export { buildTrack, type PlaybackPoint, type TrackSourcePosition } from './buildTrack';
export { filterStops } from './filterStops';
export {
  defaultFrameClock,
  defaultFrameScheduler,
  FRAME_INTERVAL_MS,
  type FrameClock,
  type FrameScheduler,
} from './frameScheduler';
export {
  type AlertEvent,
  type AlertGroups,
  type AlertStop,
  type AlertTrip,
  GEOFENCE_EVENT_TYPES,
  groupAlerts,
  IGNITION_EVENT_TYPES,
} from './groupAlerts';
export { HISTORY_TABS, type HistoryItem, type HistoryTab, historyItems } from './historyItems';
export { interpolateCourse, interpolateLongitude, interpolateNumber } from './interpolation';
export { isCriticalEvent, OVERSPEED_EVENT_TYPE } from './isCriticalEvent';
export {
  MarkerAnimator,
  type MarkerAnimatorOptions,
  type MarkerFix,
  type MarkerPose,
} from './MarkerAnimator';
export {
  MAX_CATCH_UP_FRAMES,
  PlaybackEngine,
  type PlaybackEngineOptions,
  type PlaybackSnapshot,
  type PlaybackState,
} from './PlaybackEngine';
export { type PlaybackPosition, positionAt } from './positionAt';
export { positionTime, type TimedPosition } from './positionTime';
