import { formatSpeed, type NumberFormatter } from '../units/formatSpeed';
import { EVENT_TEXTS } from './eventTexts';
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

/**
 * The texts `formatEvent` writes with: {@link EVENT_TEXTS} itself (English) or the same group in
 * another language (`useTexts(EVENT_TEXTS)`, `translator.translate(EVENT_TEXTS)`).
 */
export type EventTexts = {
  readonly [K in keyof typeof EVENT_TEXTS]: (typeof EVENT_TEXTS)[K] extends string
    ? string
    : (typeof EVENT_TEXTS)[K] extends (...args: infer Args) => string
      ? (...args: Args) => string
      : { readonly [N in keyof (typeof EVENT_TEXTS)[K]]: string };
};

/** A camelCase name as a sentence-case phrase: 'blue-book' → 'Blue book'. */
function phrase(name: string): string {
  const words = eventTypeText(name).split(' ');
  return words.map((word, i) => (i === 0 ? word : word.toLowerCase())).join(' ');
}

/** The name of one alarm value (Traccar may report several, comma separated). */
export function alarmName(alarm: string, texts: EventTexts = EVENT_TEXTS): string {
  const names: Readonly<Record<string, string>> = texts.alarms;
  return (
    alarm
      .split(',')
      .map((one) => one.trim())
      .filter(Boolean)
      .map((one) => names[one] ?? eventTypeText(one))
      .join(', ') || texts.titles.alarm
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

function geofence(event: FormattableEvent, names: EventNames, texts: EventTexts): string {
  const id = event.geofenceId;
  if (typeof id !== 'number' || id <= 0) return texts.anyGeofence;
  return names.geofence?.(id) ?? texts.geofenceNumber(id);
}

/**
 * THE formatter of events, used by the alerts page, the notification drawer, history, toasts, Web Push
 * and e-mail: a human title and a details line for every event type (sdk-core `EVENT_TYPES`) and a
 * readable fallback for others. Speeds are shown in whole km/h (`formatSpeed`, SPEC §9), never in knots.
 * `texts` is the language to write in ({@link EVENT_TEXTS}, English, by default) and `formatNumber`
 * writes speeds and fuel in its digits (a translator's `formatNumber`).
 * @example
 * formatEvent({ type: 'deviceOverspeed', attributes: { speed: 21.6, speedLimit: 21.59827213822894 } })
 * // { title: 'Overspeed', details: 'Speed 40 km/h, limit 40 km/h' }
 * formatEvent({ type: 'geofenceEnter', geofenceId: 3 }, { geofence: () => 'Depot' })
 * // { title: 'Entered Geofence', details: 'Depot' }
 * formatEvent(event, names, translator.translate(EVENT_TEXTS), (n, o) => translator.formatNumber(n, o))
 */
export function formatEvent(
  event: FormattableEvent,
  names: EventNames = {},
  texts: EventTexts = EVENT_TEXTS,
  formatNumber?: NumberFormatter,
): EventText {
  const a = event.attributes ?? {};
  const message = text(a.message);
  const titles = texts.titles;
  switch (event.type) {
    case 'geofenceEnter':
      return { title: titles.geofenceEnter, details: geofence(event, names, texts) };
    case 'geofenceExit':
      return { title: titles.geofenceExit, details: geofence(event, names, texts) };
    case 'ignitionOn':
      return { title: titles.ignitionOn, details: texts.engineOn };
    case 'ignitionOff':
      return { title: titles.ignitionOff, details: texts.engineOff };
    case 'commandResult': {
      const result = text(a.result);
      return {
        title: titles.commandResult,
        details: result ? texts.trackerAnswered(result) : texts.trackerAnsweredNothing,
      };
    }
    case 'alarm': {
      const alarm = text(a.alarm);
      const name = alarm ? alarmName(alarm, texts) : titles.alarm;
      return {
        title: alarm ? texts.alarmTitle(name) : titles.alarm,
        details: alarm ? texts.alarmReported(name) : texts.alarmRaised,
      };
    }
    case 'deviceOnline':
      return { title: titles.deviceOnline, details: texts.online };
    case 'deviceOffline':
      return { title: titles.deviceOffline, details: texts.offline };
    case 'deviceUnknown':
      return { title: titles.deviceUnknown, details: texts.unknown };
    case 'deviceMoving':
      return { title: titles.deviceMoving, details: texts.moving };
    case 'deviceStopped':
      return { title: titles.deviceStopped, details: texts.stopped };
    case 'deviceOverspeed': {
      const speed = number(a.speed);
      const limit = number(a.speedLimit);
      const parts = [
        speed === undefined ? undefined : texts.speed(formatSpeed(speed, formatNumber)),
        limit === undefined ? undefined : texts.limit(formatSpeed(limit, formatNumber)),
      ].filter((part): part is string => part !== undefined);
      return { title: titles.deviceOverspeed, details: parts.length ? parts.join(', ') : texts.aboveLimit };
    }
    case 'deviceFuelDrop':
    case 'deviceFuelIncrease': {
      const drop = event.type === 'deviceFuelDrop';
      const fuel = number(a.fuel);
      const litres =
        fuel === undefined
          ? undefined
          : formatNumber
            ? formatNumber(fuel, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false })
            : fuel.toFixed(2);
      return {
        title: drop ? titles.deviceFuelDrop : titles.deviceFuelIncrease,
        details: drop
          ? litres === undefined
            ? texts.fuelFell
            : texts.fuelFellLeft(litres)
          : litres === undefined
            ? texts.fuelRose
            : texts.fuelRoseLeft(litres),
      };
    }
    case 'maintenance': {
      const id = event.maintenanceId;
      const name =
        text(a.name) ??
        (typeof id === 'number' && id > 0
          ? (names.maintenance?.(id) ?? texts.scheduleNumber(id))
          : undefined);
      return { title: titles.maintenance, details: name ? texts.isDue(name) : texts.serviceDue };
    }
    case 'textMessage':
      return { title: titles.textMessage, details: message ?? texts.textMessage };
    case 'driverChanged': {
      const uniqueId = text(a.driverUniqueId);
      const driver = uniqueId ? (names.driver?.(uniqueId) ?? uniqueId) : undefined;
      return { title: titles.driverChanged, details: driver ? texts.driver(driver) : texts.noDriver };
    }
    case 'media': {
      const kind = text(a.media);
      const kinds: Readonly<Record<string, string>> = texts.media;
      return {
        title: titles.media,
        details: kind ? texts.mediaFile(kinds[kind] ?? phrase(kind).toLowerCase()) : texts.anyFile,
      };
    }
    case 'documentExpiry': {
      const expired = a.state === 'expired';
      const type = text(a.documentType);
      const date = text(a.expiryDate);
      const what = type ? phrase(type) : texts.aDocument;
      return {
        title: expired ? titles.documentExpired : titles.documentExpiring,
        details: date
          ? expired
            ? texts.documentExpired(what, date)
            : texts.documentExpires(what, date)
          : (message ?? what),
      };
    }
    case 'deviceTakeover': {
      const from = text(a.previousAddress);
      const to = text(a.remoteAddress);
      return {
        title: titles.deviceTakeover,
        details: from && to ? texts.takeover(to, from) : texts.takeoverUnknown,
      };
    }
    default:
      return { title: eventTypeText(event.type) || titles.event, details: message ?? '' };
  }
}
