import { CONTROL_TEXTS } from './controlTexts';

/** One step of the product tour as the user reads it, and the page it is shown on. */
export interface TourStepText {
  id: string;
  title: string;
  body: string;
  /** The portal page the step is shown on (SPEC §2's routes). */
  path: string;
}

/** Texts of the product tour (SPEC §2): its seven steps in order and the card's controls. */
export const TOUR_TEXTS = {
  progress: (step: number, steps: number) => `Step ${step} of ${steps}`,
  skip: CONTROL_TEXTS.skip,
  next: CONTROL_TEXTS.next,
  finish: CONTROL_TEXTS.finish,
} as const;

/**
 * The seven steps of the product tour: dashboard, vehicle card, vehicle tracking, alerts, geofence,
 * report, help and support. The vehicle tracking step opens the given vehicle.
 */
export function tourStepTexts(vehicleId: number): TourStepText[] {
  return [
    {
      id: 'dashboard',
      title: 'Dashboard',
      body: 'Your fleet at a glance: every vehicle on the live map with its status.',
      path: '/dashboard/home',
    },
    {
      id: 'vehicle-card',
      title: 'Vehicle card',
      body: 'Each card shows status, last data, speed, address and ignition, with quick actions.',
      path: '/dashboard/vehicle/all-vehicles',
    },
    {
      id: 'vehicle-tracking',
      title: 'Vehicle tracking',
      body: 'Follow one vehicle live, replay its history and lock or unlock its engine.',
      path: `/dashboard/vehicle/all-vehicles/${vehicleId}`,
    },
    {
      id: 'alerts',
      title: 'Alerts',
      body: 'Ignition, geofence, overspeed and other alerts of your vehicles, as they happen.',
      path: '/dashboard/alert',
    },
    {
      id: 'geofence',
      title: 'Geofence',
      body: 'Draw areas on the map and get notified when vehicles enter or leave them.',
      path: '/dashboard/geofences',
    },
    {
      id: 'report',
      title: 'Report',
      body: 'Trips, stops, events and summaries for any vehicle and period, ready to export.',
      path: '/dashboard/report',
    },
    {
      id: 'help-and-support',
      title: 'Help and support',
      body: 'Questions or problems? Open a ticket and chat with our support team.',
      path: '/dashboard/help-and-support',
    },
  ];
}
