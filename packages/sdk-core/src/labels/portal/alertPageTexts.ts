import { textGroup } from '../textGroup';
/** Alerts (/dashboard/alert) and one event's page (/event/{id}). */
export const ALERT_PAGE_TEXTS = /* @__PURE__ */ textGroup('ALERT_PAGE_TEXTS', {
  title: 'Alerts',
  description: 'Ignition, geofence, overspeed, alarm and other events of your vehicles.',
  showAlerts: 'Show alerts',
  noAlertsHint: 'No alerts in this period.',
  eventVehicle: 'Vehicle',
  eventTime: 'Time',
  eventDetails: 'Details',
} as const);
