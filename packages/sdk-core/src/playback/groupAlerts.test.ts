import { describe, expect, it } from 'vitest';
import { eventSchema } from '../schema/event';
import { reportStopSchema, reportTripSchema } from '../schema/report';
import { groupAlerts } from './groupAlerts';

let nextId = 1;
function event(type: string, eventTime: string, attributes: Record<string, unknown> = {}) {
  return eventSchema.parse({ id: nextId++, type, eventTime, deviceId: 1, attributes });
}

function stop(startTime: string) {
  return reportStopSchema.parse({
    deviceId: 1,
    deviceName: 'Truck 1',
    duration: 600_000,
    startTime,
    endTime: startTime,
    latitude: 27.7,
    longitude: 85.3,
  });
}

function trip(startTime: string) {
  return reportTripSchema.parse({
    deviceId: 1,
    deviceName: 'Truck 1',
    distance: 1000,
    averageSpeed: 20,
    maxSpeed: 40,
    startTime,
    endTime: startTime,
    startLat: 27.7,
    startLon: 85.3,
    endLat: 27.71,
    endLon: 85.31,
    duration: 600_000,
  });
}

describe('groupAlerts', () => {
  const events = [
    event('ignitionOff', '2024-05-01T09:00:00Z'),
    event('geofenceExit', '2024-05-01T08:30:00Z'),
    event('alarm', '2024-05-01T08:20:00Z', { alarm: 'hardBraking' }),
    event('ignitionOn', '2024-05-01T08:00:00Z'),
    event('geofenceEnter', '2024-05-01T08:10:00Z'),
    event('deviceOverspeed', '2024-05-01T08:15:00Z', { speed: 60 }),
    event('alarm', '2024-05-01T08:25:00Z', { alarm: 'lowBattery' }),
    event('commandResult', '2024-05-01T08:05:00Z'),
  ];

  it('puts ignition, geofence and critical events in their groups, each in time order', () => {
    const groups = groupAlerts({ events });
    expect(groups.ignition.map((e) => e.type)).toEqual(['ignitionOn', 'ignitionOff']);
    expect(groups.geofences.map((e) => e.type)).toEqual(['geofenceEnter', 'geofenceExit']);
    expect(groups.critical.map((e) => e.type)).toEqual(['deviceOverspeed', 'alarm']);
    expect(groups.critical[1]?.attributes.alarm).toBe('hardBraking');
  });

  it('leaves out events of other types and non-critical alarms', () => {
    const groups = groupAlerts({ events });
    const grouped = [...groups.ignition, ...groups.geofences, ...groups.critical];
    expect(grouped).toHaveLength(6);
    expect(grouped.some((e) => e.type === 'commandResult')).toBe(false);
    expect(grouped.some((e) => e.attributes.alarm === 'lowBattery')).toBe(false);
  });

  it('sorts stops and trips by start time without changing the inputs', () => {
    const stops = [stop('2024-05-01T10:00:00Z'), stop('2024-05-01T08:00:00Z')];
    const trips = [trip('2024-05-01T09:00:00Z'), trip('2024-05-01T07:00:00Z'), trip('2024-05-01T08:00:00Z')];
    const groups = groupAlerts({ events: [], stops, trips });
    expect(groups.stops.map((s) => s.startTime)).toEqual(['2024-05-01T08:00:00Z', '2024-05-01T10:00:00Z']);
    expect(groups.trips.map((t) => t.startTime)).toEqual([
      '2024-05-01T07:00:00Z',
      '2024-05-01T08:00:00Z',
      '2024-05-01T09:00:00Z',
    ]);
    expect(stops[0]?.startTime).toBe('2024-05-01T10:00:00Z');
  });

  it('gives empty groups for a history without data', () => {
    expect(groupAlerts({})).toEqual({ ignition: [], geofences: [], stops: [], trips: [], critical: [] });
  });
});
