/**
 * Every route of the portal (src/router.tsx) with the screen the tour opens for it. `:name` parts are
 * filled in from the demo fleet when the tour runs; `who` says which session sees the screen.
 */
export interface TourRoute {
  /** The route as the router declares it, e.g. '/dashboard/vehicle/all-vehicles/:vehicleId'. */
  route: string;
  who: 'signedOut' | 'owner' | 'guest';
}

export const TOUR_ROUTES: readonly TourRoute[] = [
  { route: '/login', who: 'signedOut' },
  { route: '/register', who: 'signedOut' },
  { route: '/reset-password', who: 'signedOut' },
  { route: '/no-such-page', who: 'signedOut' },
  { route: '/short/:code', who: 'signedOut' },
  { route: '/guest', who: 'guest' },
  { route: '/dashboard/home', who: 'owner' },
  { route: '/dashboard/vehicle/all-vehicles', who: 'owner' },
  { route: '/dashboard/vehicle/all-vehicles/:vehicleId', who: 'owner' },
  { route: '/dashboard/vehicle/vehicle-list', who: 'owner' },
  { route: '/dashboard/vehicle/vehicle-states', who: 'owner' },
  { route: '/dashboard/vehicle/vehicle-groups', who: 'owner' },
  { route: '/dashboard/installed-devices', who: 'owner' },
  { route: '/dashboard/subscription', who: 'owner' },
  { route: '/dashboard/subscription/verify', who: 'owner' },
  { route: '/dashboard/subscription/history', who: 'owner' },
  { route: '/dashboard/help-and-support', who: 'owner' },
  { route: '/dashboard/help-and-support/tickets', who: 'owner' },
  { route: '/dashboard/help-and-support/tickets/:ticketId', who: 'owner' },
  { route: '/dashboard/alert', who: 'owner' },
  { route: '/dashboard/geofences', who: 'owner' },
  { route: '/dashboard/geofences/add', who: 'owner' },
  { route: '/dashboard/geofences/edit/:geoId', who: 'owner' },
  { route: '/dashboard/geofences/categories', who: 'owner' },
  { route: '/dashboard/document', who: 'owner' },
  { route: '/dashboard/report', who: 'owner' },
  { route: '/dashboard/maintenance/service-schedule', who: 'owner' },
  { route: '/dashboard/maintenance/service-history', who: 'owner' },
  { route: '/dashboard/driver/driver-performance', who: 'owner' },
  { route: '/dashboard/driver/all-driver', who: 'owner' },
  { route: '/dashboard/settings/general', who: 'owner' },
  { route: '/dashboard/settings/account', who: 'owner' },
  { route: '/dashboard/settings/notification', who: 'owner' },
  { route: '/dashboard/settings/login-history', who: 'owner' },
  { route: '/event/:eventId', who: 'owner' },
  // Last among the signed-out screens' kind: it signs the browser in as the demo owner.
  { route: '/demo-login', who: 'signedOut' },
];

/** The path segments (or `:param` parts) the tour covers, to compare with the router's `path:` entries. */
export function coveredSegments(): Set<string> {
  const segments = new Set<string>();
  for (const { route } of TOUR_ROUTES) {
    const parts = route.split('/').filter(Boolean);
    // The router nests some paths ('tickets/:ticketId', 'edit/:geoId', 'event/:eventId', 'short/:code'):
    // each part and each pair of neighbours counts.
    parts.forEach((part, index) => {
      segments.add(part);
      if (index > 0) segments.add(`${parts[index - 1]}/${part}`);
    });
  }
  return segments;
}
