import type { HistoryTab } from '@fleetkit/sdk-core';

/**
 * History panel labels quoted by SPEC §2 (or needed around them) that sdk-core's `MESSAGES` does not
 * hold yet. Kept in this one place so they can move to sdk-core without touching components.
 */
export const HISTORY_TEXTS = {
  datePresets: 'Date range',
  from: 'From',
  to: 'To',
  apply: 'Apply',
  dayFormatHint: 'YYYY-MM-DD',
  location: 'Location',
  travelTime: 'Travel time',
  distance: 'Distance',
  stoppedTime: 'Stopped Time',
  historyTabs: 'History',
  tabs: { all: 'All', movements: 'Movements', stoppage: 'Stoppage', alerts: 'Alerts' } satisfies Record<
    HistoryTab,
    string
  >,
  stopsFilter: 'Stops filter',
  allStops: 'All',
  minutes: (minutes: number) => `${minutes} min`,
  trip: 'Trip',
  stop: 'Stop',
  noItems: 'Nothing in this range',
  play: 'Play',
  pause: 'Pause',
  speed: 'Playback speed',
  speedOption: (speed: number) => `${speed}x`,
  position: 'Playback position',
  fullscreen: 'Fullscreen',
  exitFullscreen: 'Exit fullscreen',
  speedChart: 'Speed over time (km/h)',
} as const;
