import type { HistoryTab } from '../playback/historyItems';
import { CONTROL_TEXTS } from './controlTexts';
import { textTemplate } from './textTemplate';

/** Texts of the history panel, its date selector, playback bar and speed chart (SPEC §2). */
export const HISTORY_TEXTS = {
  datePresets: 'Date range',
  from: 'From',
  to: 'To',
  apply: CONTROL_TEXTS.apply,
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
  minutes: textTemplate<[minutes: number]>('{minutes} min'),
  trip: 'Trip',
  stop: 'Stop',
  noItems: 'Nothing in this range',
  play: 'Play',
  pause: 'Pause',
  speed: 'Playback speed',
  speedOption: textTemplate<[speed: number]>('{speed}x'),
  position: 'Playback position',
  fullscreen: 'Fullscreen',
  exitFullscreen: 'Exit fullscreen',
  speedChart: 'Speed over time (km/h)',
  /** The chart's top speed, e.g. 'Top speed 42 km/h'. */
  topSpeed: textTemplate<[speed: string]>('Top speed {speed}'),
} as const;
