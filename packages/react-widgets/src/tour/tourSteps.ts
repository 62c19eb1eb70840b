import { PRODUCT_TOUR_STEP_COUNT } from '@fleetkit/sdk-core';

/** One step of the product tour. */
export interface TourStep {
  /** Stable id of the step. */
  id: string;
  /** Heading of the step card. */
  title: string;
  /** What the step explains. */
  body: string;
  /** CSS selector of the element the card sits next to; while it is missing the card is centred. */
  target: string;
  /**
   * Page the step is shown on; the tour asks the host to go there (`onNavigate`).
   * @default undefined
   */
  path?: string;
}

/**
 * The seven steps of the product tour (SPEC §2): dashboard, vehicle card, vehicle tracking, alerts,
 * geofence, report, help and support. Targets are `[data-tour="<id>"]` attributes the host page
 * puts on its elements; the vehicle tracking step opens the given vehicle.
 * @example defaultTourSteps(firstVehicleId)
 */
export function defaultTourSteps(vehicleId: number): TourStep[] {
  const steps: TourStep[] = [
    {
      id: 'dashboard',
      title: 'Dashboard',
      body: 'Your fleet at a glance: every vehicle on the live map with its status.',
      target: '[data-tour="dashboard"]',
      path: '/dashboard/home',
    },
    {
      id: 'vehicle-card',
      title: 'Vehicle card',
      body: 'Each card shows status, last data, speed, address and ignition, with quick actions.',
      target: '[data-tour="vehicle-card"]',
      path: '/dashboard/vehicle/all-vehicles',
    },
    {
      id: 'vehicle-tracking',
      title: 'Vehicle tracking',
      body: 'Follow one vehicle live, replay its history and lock or unlock its engine.',
      target: '[data-tour="vehicle-tracking"]',
      path: `/dashboard/vehicle/all-vehicles/${vehicleId}`,
    },
    {
      id: 'alerts',
      title: 'Alerts',
      body: 'Ignition, geofence, overspeed and other alerts of your vehicles, as they happen.',
      target: '[data-tour="alerts"]',
      path: '/dashboard/alert',
    },
    {
      id: 'geofence',
      title: 'Geofence',
      body: 'Draw areas on the map and get notified when vehicles enter or leave them.',
      target: '[data-tour="geofence"]',
      path: '/dashboard/geofences',
    },
    {
      id: 'report',
      title: 'Report',
      body: 'Trips, stops, events and summaries for any vehicle and period, ready to export.',
      target: '[data-tour="report"]',
      path: '/dashboard/report',
    },
    {
      id: 'help-and-support',
      title: 'Help and support',
      body: 'Questions or problems? Open a ticket and chat with our support team.',
      target: '[data-tour="help-and-support"]',
      path: '/dashboard/help-and-support',
    },
  ];
  // The tour's length is a product number; the list above must match it.
  return steps.slice(0, PRODUCT_TOUR_STEP_COUNT);
}
