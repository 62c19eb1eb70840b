import { CONTROL_TEXTS } from './controlTexts';
import { textGroup } from './textGroup';
import { textTemplate } from './textTemplate';

/** One step of the product tour as the user reads it, and the page it is shown on. */
export interface TourStepText {
  id: string;
  title: string;
  body: string;
  /** The portal page the step is shown on (SPEC §2's routes). */
  path: string;
}

/** Texts of the product tour (SPEC §2): its seven steps in order and the card's controls. */
export const TOUR_TEXTS = /* @__PURE__ */ textGroup('TOUR_TEXTS', {
  progress: textTemplate<[step: number, steps: number]>('Step {step} of {steps}'),
  skip: CONTROL_TEXTS.skip,
  next: CONTROL_TEXTS.next,
  finish: CONTROL_TEXTS.finish,
} as const);

/** The titles and bodies of the product tour's seven steps, by step id, in the order they are shown. */
export const TOUR_STEP_TEXTS = /* @__PURE__ */ textGroup('TOUR_STEP_TEXTS', {
  dashboard: {
    title: 'Dashboard',
    body: 'Your fleet at a glance: every vehicle on the live map with its status.',
  },
  'vehicle-card': {
    title: 'Vehicle card',
    body: 'Each card shows status, last data, speed, address and ignition, with quick actions.',
  },
  'vehicle-tracking': {
    title: 'Vehicle tracking',
    body: 'Follow one vehicle live, replay its history and lock or unlock its engine.',
  },
  alerts: {
    title: 'Alerts',
    body: 'Ignition, geofence, overspeed and other alerts of your vehicles, as they happen.',
  },
  geofence: {
    title: 'Geofence',
    body: 'Draw areas on the map and get notified when vehicles enter or leave them.',
  },
  report: {
    title: 'Report',
    body: 'Trips, stops, events and summaries for any vehicle and period, ready to export.',
  },
  'help-and-support': {
    title: 'Help and support',
    body: 'Questions or problems? Open a ticket and chat with our support team.',
  },
} as const);

/** A product tour step's id. */
export type TourStepId = keyof typeof TOUR_STEP_TEXTS;

/**
 * The seven steps of the product tour: dashboard, vehicle card, vehicle tracking, alerts, geofence,
 * report, help and support. The vehicle tracking step opens the given vehicle.
 * @param texts the step texts to show, in the user's language
 * @default texts = TOUR_STEP_TEXTS (English)
 */
export function tourStepTexts(
  vehicleId: number,
  texts: Readonly<Record<TourStepId, { readonly title: string; readonly body: string }>> = TOUR_STEP_TEXTS,
): TourStepText[] {
  // The page of each step, in the order of TOUR_STEP_TEXTS.
  const paths = [
    '/dashboard/home',
    '/dashboard/vehicle/all-vehicles',
    `/dashboard/vehicle/all-vehicles/${vehicleId}`,
    '/dashboard/alert',
    '/dashboard/geofences',
    '/dashboard/report',
    '/dashboard/help-and-support',
  ];
  return (Object.keys(TOUR_STEP_TEXTS) as TourStepId[]).map((id, i) => ({
    id,
    ...texts[id],
    path: paths[i] as string,
  }));
}
