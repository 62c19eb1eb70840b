import { OVERVIEW_RANGES, type OverviewRange } from '../validation/overviewRanges';
import { textGroup } from './textGroup';
import { textTemplate } from './textTemplate';

/** The heading of each overview period, read from `OVERVIEW_RANGES`. */
function rangeLabels(): { readonly [R in OverviewRange]: string } {
  return Object.fromEntries(OVERVIEW_RANGES.map(({ value, label }) => [value, label])) as {
    readonly [R in OverviewRange]: string;
  };
}

/** Texts of the live tracking panel and the Engine Action dialog (SPEC §2 "Vehicle tracking screen"). */
export const TRACKING_TEXTS = /* @__PURE__ */ textGroup('TRACKING_TEXTS', {
  liveTracking: 'Live Tracking',
  dataReceived: 'Data received',
  totalDistance: 'Total distance',
  address: 'Address',
  now: 'Now',
  speed: 'Speed',
  ignition: 'Ignition',
  fuelSpent: 'Fuel Spent',
  history: 'History',
  travelTime: 'Travel time',
  averageSpeed: 'Average Speed',
  distance: 'Distance',
  stoppedTime: 'Stopped Time',
  engineAction: 'Engine Action',
  lockEngine: 'Lock Engine',
  unlockEngine: 'Unlock Engine',
  currentSpeed: 'Current speed:',
  engineHint: 'Locking a moving vehicle stops its engine. Confirm the action.',
  engineSending: textTemplate<[action: string]>('Sending {action}...'),
  engineQueued: textTemplate<[action: string]>(
    '{action} queued: it is delivered when the vehicle reconnects.',
  ),
  engineSent: textTemplate<[action: string]>("{action} sent. Waiting for the vehicle's answer..."),
  engineAnswered: textTemplate<[answer: string]>('Vehicle answered: {answer}'),
  /** The overview periods' headings (`OVERVIEW_RANGES`). */
  ranges: rangeLabels(),
} as const);
