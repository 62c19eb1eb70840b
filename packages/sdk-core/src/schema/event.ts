import * as z from 'zod/mini';
import { defaultAttributes, idSchema, isoDateTime, optionalLink } from './common';

/** Event types the product names (SPEC §3), plus the Traccar ones the server produces. */
export const EVENT_TYPES = [
  'geofenceEnter',
  'geofenceExit',
  'ignitionOn',
  'ignitionOff',
  'commandResult',
  'alarm',
  'deviceOnline',
  'deviceOffline',
  'deviceUnknown',
  'deviceMoving',
  'deviceStopped',
  'deviceOverspeed',
  'deviceFuelDrop',
  'deviceFuelIncrease',
  'maintenance',
  'textMessage',
  'driverChanged',
  'media',
  'documentExpiry',
  'deviceTakeover',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Alarm values that count as critical (SPEC §3). */
export const CRITICAL_ALARMS = [
  'alarm',
  'overspeed',
  'accident',
  'hardAcceleration',
  'hardBraking',
  'hardCornering',
  'powerCut',
  'tampering',
] as const;
export type CriticalAlarm = (typeof CRITICAL_ALARMS)[number];

/** An event. `type` stays a string so types added by newer servers still parse. */
export const eventSchema = z.looseObject({
  id: idSchema,
  type: z.string(),
  eventTime: isoDateTime,
  deviceId: idSchema,
  positionId: optionalLink,
  geofenceId: optionalLink,
  maintenanceId: optionalLink,
  attributes: defaultAttributes(),
});
export type FleetEvent = z.infer<typeof eventSchema>;
