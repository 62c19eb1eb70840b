import { eq, inArray } from 'drizzle-orm';
import type { UserRow } from '../auth/Access';
import type { Db } from '../db/Database';
import { devices, drivers, geofences, maintenances, serverSettings } from '../db/schema';
import { ZonedCalendar } from '../reports/ZonedCalendar';

type WireEvent = Record<string, unknown> & { attributes?: Record<string, unknown> };

/** The names an event's text refers to, looked up once for a batch of events. */
interface Names {
  device: Map<number, string>;
  geofence: Map<number, string>;
  maintenance: Map<number, string>;
  driver: Map<string, string>;
  server: { attributes: Record<string, unknown>; forceSettings: boolean } | undefined;
}

/** Alarm names whose words are not the key's camel-case words (Traccar's English texts). */
const ALARM_NAMES: Record<string, string> = {
  sos: 'SOS',
  lowspeed: 'Low Speed',
  highRpm: 'High RPM',
  gpsAntennaCut: 'GPS Antenna Cut',
};

/** `lowBattery` → `Low Battery`. */
export function alarmName(key: string): string {
  const known = ALARM_NAMES[key];
  if (known) return known;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const KMH_PER_KNOT = 1.852;
const MPH_PER_KNOT = 1.15078;

/** A speed in knots written in the reader's unit, as Traccar's overspeed text does. */
function speedText(knots: number, unit: unknown): string {
  if (unit === 'kmh') return `${(knots * KMH_PER_KNOT).toFixed(1)} km/h`;
  if (unit === 'mph') return `${(knots * MPH_PER_KNOT).toFixed(1)} mph`;
  return `${knots.toFixed(1)} kn`;
}

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * Traccar's short text of an event (its notification's digest), without the time: what the web app
 * shows in a live notification.
 */
function describe(event: WireEvent, names: Names, reader: UserRow): string {
  const attributes = event.attributes ?? {};
  const device = names.device.get(Number(event.deviceId)) ?? 'Unknown device';
  const geofence = names.geofence.get(Number(event.geofenceId)) ?? text(attributes.geofence);
  switch (event.type) {
    case 'deviceOnline':
      return `${device} is online`;
    case 'deviceOffline':
      return `${device} is offline`;
    case 'deviceUnknown':
      return `${device} status is unknown`;
    case 'deviceInactive':
      return `${device} has been inactive`;
    case 'deviceMoving':
      return `${device} is moving`;
    case 'deviceStopped':
      return `${device} has stopped`;
    case 'deviceOverspeed': {
      const speed = Number(attributes.speed);
      const unit = reader.attributes.speedUnit ?? names.server?.attributes.speedUnit;
      const value = Number.isFinite(speed) ? ` ${speedText(speed, unit)}` : '';
      return `${device} exceeds the speed${value}${geofence ? ` in ${geofence}` : ''}`;
    }
    case 'deviceFuelDrop':
      return `${device} fuel drop`;
    case 'deviceFuelIncrease':
      return `${device} fuel increase`;
    case 'commandResult':
      return `${device} command result received: ${text(attributes.result)}`;
    case 'geofenceEnter':
      return `${device} has entered geofence ${geofence}`;
    case 'geofenceExit':
      return `${device} has exited geofence ${geofence}`;
    case 'alarm':
      return `${device} alarm: ${alarmName(text(attributes.alarm))}`;
    case 'ignitionOn':
      return `${device} ignition ON`;
    case 'ignitionOff':
      return `${device} ignition OFF`;
    case 'maintenance':
      return `${device} requires maintenance: ${names.maintenance.get(Number(event.maintenanceId)) ?? text(attributes.name)}`;
    case 'textMessage':
      return `${device} text message received: ${text(attributes.message)}`;
    case 'driverChanged': {
      const uniqueId = text(attributes.driverUniqueId);
      return `${device} driver has changed: ${names.driver.get(uniqueId) ?? uniqueId}`;
    }
    case 'media':
      return `${device} has sent media: ${text(attributes.media)}`;
    case 'deviceTakeover':
      return `${device} connected from ${text(attributes.remoteAddress)}, replacing the connection from ${text(attributes.previousAddress)}`;
    default:
      return `${device}: ${text(event.type)}`;
  }
}

async function lookUpNames(db: Db, events: WireEvent[]): Promise<Names> {
  const ids = (key: string) => [
    ...new Set(events.map((e) => Number(e[key])).filter((id) => Number.isInteger(id) && id > 0)),
  ];
  const deviceIds = ids('deviceId');
  const geofenceIds = ids('geofenceId');
  const maintenanceIds = ids('maintenanceId');
  const driverIds = [
    ...new Set(events.map((e) => text(e.attributes?.driverUniqueId)).filter((id) => id !== '')),
  ];
  const [deviceRows, geofenceRows, maintenanceRows, driverRows, serverRows] = await Promise.all([
    deviceIds.length
      ? db.select({ id: devices.id, name: devices.name }).from(devices).where(inArray(devices.id, deviceIds))
      : [],
    geofenceIds.length
      ? db
          .select({ id: geofences.id, name: geofences.name })
          .from(geofences)
          .where(inArray(geofences.id, geofenceIds))
      : [],
    maintenanceIds.length
      ? db
          .select({ id: maintenances.id, name: maintenances.name })
          .from(maintenances)
          .where(inArray(maintenances.id, maintenanceIds))
      : [],
    driverIds.length
      ? db
          .select({ id: drivers.uniqueId, name: drivers.name })
          .from(drivers)
          .where(inArray(drivers.uniqueId, driverIds))
      : [],
    db
      .select({ attributes: serverSettings.attributes, forceSettings: serverSettings.forceSettings })
      .from(serverSettings)
      .where(eq(serverSettings.id, 1)),
  ]);
  const byId = <K>(rows: { id: K; name: string }[]) => new Map(rows.map((r) => [r.id, r.name]));
  return {
    device: byId(deviceRows),
    geofence: byId(geofenceRows),
    maintenance: byId(maintenanceRows),
    driver: byId(driverRows),
    server: serverRows[0],
  };
}

/**
 * Gives events the `attributes.message` Traccar sends to browsers (docs/decisions/traccar-error-bodies.md):
 * looks the names up once, then returns each reader's copy, with the event time in the reader's zone.
 * An event that already carries a message keeps it.
 */
export async function eventMessages(db: Db, events: WireEvent[]): Promise<(reader: UserRow) => WireEvent[]> {
  const pending = events.filter((e) => typeof e.attributes?.message !== 'string');
  if (pending.length === 0) return () => events;
  const names = await lookUpNames(db, pending);
  return (reader) => {
    const calendar = ZonedCalendar.forUser(reader, names.server);
    return events.map((event) => {
      if (typeof event.attributes?.message === 'string') return event;
      const time = new Date(event.eventTime instanceof Date ? event.eventTime : String(event.eventTime));
      const at = Number.isNaN(time.getTime()) ? '' : ` at ${calendar.formatDateTime(time.getTime())}`;
      return {
        ...event,
        attributes: { ...event.attributes, message: `${describe(event, names, reader)}${at}` },
      };
    });
  };
}
