import { formatSpeed } from '../units/formatSpeed';
import { eventTypeText } from './eventTypeText';

/** What the formatter reads of an event: the wire event of `/api/events`, the socket or a report. */
export interface FormattableEvent {
  type: string;
  geofenceId?: number | null;
  maintenanceId?: number | null;
  attributes?: Readonly<Record<string, unknown>> | null;
}

/** Names the event itself does not carry, looked up by the caller (from its cached lists). */
export interface EventNames {
  /** The name of a geofence by id, when the caller knows it. */
  geofence?: (id: number) => string | undefined;
  /** The name of a maintenance schedule by id (the server also writes it into the event). */
  maintenance?: (id: number) => string | undefined;
  /** The name of a driver by unique id. */
  driver?: (uniqueId: string) => string | undefined;
}

/** An event as people read it: a title (what happened) and one line of details (the particulars). */
export interface EventText {
  title: string;
  details: string;
}

/** Alarm names as titles show them, where splitting Traccar's camelCase would read wrong. */
const ALARM_NAMES: Readonly<Record<string, string>> = {
  sos: 'SOS',
  gpsAntennaCut: 'GPS Antenna Cut',
  geofenceEnter: 'Geofence Entered',
  geofenceExit: 'Geofence Left',
  jamming: 'GPS Jamming',
  door: 'Door Opened',
  tow: 'Towing',
  idle: 'Idling',
  removing: 'Tracker Removed',
  general: 'General Alarm',
};

/** A camelCase name as a sentence-case phrase: 'blue-book' → 'Blue book'. */
function phrase(name: string): string {
  const words = eventTypeText(name).split(' ');
  return words.map((word, i) => (i === 0 ? word : word.toLowerCase())).join(' ');
}

/** The name of one alarm value (Traccar may report several, comma separated). */
export function alarmName(alarm: string): string {
  return (
    alarm
      .split(',')
      .map((one) => one.trim())
      .filter(Boolean)
      .map((one) => ALARM_NAMES[one] ?? eventTypeText(one))
      .join(', ') || 'Alarm'
  );
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function number(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function geofence(event: FormattableEvent, names: EventNames): string {
  const id = event.geofenceId;
  if (typeof id !== 'number' || id <= 0) return 'A geofence';
  return names.geofence?.(id) ?? `Geofence #${id}`;
}

/**
 * THE formatter of events, used by the alerts page, the notification drawer, history, toasts, Web Push
 * and e-mail: a human title and a details line for every event type (sdk-core `EVENT_TYPES`) and a
 * readable fallback for others. Speeds are shown in whole km/h (`formatSpeed`, SPEC §9), never in knots.
 * @example
 * formatEvent({ type: 'deviceOverspeed', attributes: { speed: 21.6, speedLimit: 21.59827213822894 } })
 * // { title: 'Overspeed', details: 'Speed 40 km/h, limit 40 km/h' }
 * formatEvent({ type: 'geofenceEnter', geofenceId: 3 }, { geofence: () => 'Depot' })
 * // { title: 'Entered Geofence', details: 'Depot' }
 */
export function formatEvent(event: FormattableEvent, names: EventNames = {}): EventText {
  const a = event.attributes ?? {};
  const message = text(a.message);
  switch (event.type) {
    case 'geofenceEnter':
      return { title: 'Entered Geofence', details: geofence(event, names) };
    case 'geofenceExit':
      return { title: 'Left Geofence', details: geofence(event, names) };
    case 'ignitionOn':
      return { title: 'Ignition On', details: 'The engine was switched on' };
    case 'ignitionOff':
      return { title: 'Ignition Off', details: 'The engine was switched off' };
    case 'commandResult': {
      const result = text(a.result);
      return {
        title: 'Command Result',
        details: result ? `The tracker answered: ${result}` : 'The tracker answered without a text',
      };
    }
    case 'alarm': {
      const alarm = text(a.alarm);
      const name = alarm ? alarmName(alarm) : 'Alarm';
      return {
        title: alarm ? `Alarm: ${name}` : 'Alarm',
        details: alarm ? `${name} reported by the tracker` : 'The tracker raised an alarm',
      };
    }
    case 'deviceOnline':
      return { title: 'Online', details: 'The tracker connected and is reporting' };
    case 'deviceOffline':
      return { title: 'Offline', details: 'The tracker stopped reporting' };
    case 'deviceUnknown':
      return { title: 'Status Unknown', details: 'Nothing heard from the tracker for a while' };
    case 'deviceMoving':
      return { title: 'Started Moving', details: 'The vehicle started moving' };
    case 'deviceStopped':
      return { title: 'Stopped', details: 'The vehicle stopped' };
    case 'deviceOverspeed': {
      const speed = number(a.speed);
      const limit = number(a.speedLimit);
      const parts = [
        speed === undefined ? undefined : `Speed ${formatSpeed(speed)}`,
        limit === undefined ? undefined : `limit ${formatSpeed(limit)}`,
      ].filter((part): part is string => part !== undefined);
      return { title: 'Overspeed', details: parts.length ? parts.join(', ') : 'Above the speed limit' };
    }
    case 'deviceFuelDrop':
    case 'deviceFuelIncrease': {
      const drop = event.type === 'deviceFuelDrop';
      const fuel = number(a.fuel);
      const level = fuel === undefined ? '' : `: ${fuel.toFixed(2)} L left`;
      return {
        title: drop ? 'Fuel Drop' : 'Refuelled',
        details: drop ? `The fuel level fell suddenly${level}` : `The fuel level rose${level}`,
      };
    }
    case 'maintenance': {
      const id = event.maintenanceId;
      const name =
        text(a.name) ??
        (typeof id === 'number' && id > 0 ? (names.maintenance?.(id) ?? `Schedule #${id}`) : undefined);
      return { title: 'Maintenance Due', details: name ? `${name} is due` : 'A service is due' };
    }
    case 'textMessage':
      return { title: 'Text Message', details: message ?? 'The tracker sent a text message' };
    case 'driverChanged': {
      const uniqueId = text(a.driverUniqueId);
      const driver = uniqueId ? (names.driver?.(uniqueId) ?? uniqueId) : undefined;
      return { title: 'Driver Changed', details: driver ? `Driver: ${driver}` : 'No driver identified' };
    }
    case 'media': {
      const kind = text(a.media);
      return {
        title: 'Media',
        details: kind ? `The tracker sent a ${phrase(kind).toLowerCase()} file` : 'The tracker sent a file',
      };
    }
    case 'documentExpiry': {
      const expired = a.state === 'expired';
      const type = text(a.documentType);
      const date = text(a.expiryDate);
      const what = type ? phrase(type) : 'A document';
      return {
        title: expired ? 'Document Expired' : 'Document Expiring',
        details: date ? `${what} ${expired ? 'expired' : 'expires'} on ${date}` : (message ?? what),
      };
    }
    case 'deviceTakeover': {
      const from = text(a.previousAddress);
      const to = text(a.remoteAddress);
      return {
        title: 'Connection Taken Over',
        details:
          from && to
            ? `A new connection from ${to} replaced the one from ${from}`
            : 'A new connection with the same identifier replaced the live one',
      };
    }
    default:
      return { title: eventTypeText(event.type) || 'Event', details: message ?? '' };
  }
}
