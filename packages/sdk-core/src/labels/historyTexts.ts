import type { HistoryTab } from '../playback/historyItems';
import { DATE_PRESETS } from '../validation/datePresets';
import { DATE_RANGE_MESSAGES } from '../validation/validateDateRange';
import { CONTROL_TEXTS } from './controlTexts';
import { textGroup } from './textGroup';
import { textTemplate } from './textTemplate';

type PresetChip = (typeof DATE_PRESETS)[number]['value'];

/** The chip text of each date preset, read from `DATE_PRESETS`. */
function presetLabels(): { readonly [P in PresetChip]: string } {
  return Object.fromEntries(DATE_PRESETS.map(({ value, label }) => [value, label])) as {
    readonly [P in PresetChip]: string;
  };
}

/** Texts of the history panel, its date selector, playback bar and speed chart (SPEC §2). */
export const HISTORY_TEXTS = /* @__PURE__ */ textGroup('HISTORY_TEXTS', {
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
  /** The date presets' chip texts by preset (`DATE_PRESETS`). */
  presets: presetLabels(),
  /** Why a typed range cannot be applied (`DATE_RANGE_MESSAGES` of `validateDateRange`). */
  rangeErrors: DATE_RANGE_MESSAGES,
} as const);
