import type { FleetEvent, Position, ReportStop } from '@fleetkit/sdk-core';
import { describe, expect, it } from 'vitest';
import { historyTripPoints } from './historyTripPoints';

const position = (id: number, latitude: number, longitude: number) =>
  ({ id, latitude, longitude }) as Position;
const event = (id: number, type: string, positionId: number | null, attributes = {}) =>
  ({ id, type, positionId, deviceId: 1, eventTime: `2026-03-10T08:0${id}:00Z`, attributes }) as FleetEvent;

describe('historyTripPoints', () => {
  it('places stops where they were, and critical and geofence events at their positions', () => {
    const points = historyTripPoints({
      positions: [position(10, 27.7, 85.3), position(11, 27.71, 85.31), position(12, 27.72, 85.32)],
      stops: [{ latitude: 27.69, longitude: 85.29, startTime: '2026-03-10T09:00:00Z' } as ReportStop],
      events: [
        event(1, 'alarm', 10, { alarm: 'powerCut' }),
        event(2, 'geofenceEnter', 11),
        event(3, 'geofenceExit', 12),
        event(4, 'ignitionOn', 12),
        event(5, 'alarm', 12, { alarm: 'door' }),
      ],
    });
    expect(points).toEqual([
      { latitude: 27.69, longitude: 85.29, kind: 'stopped' },
      { latitude: 27.7, longitude: 85.3, kind: 'critical' },
      { latitude: 27.71, longitude: 85.31, kind: 'geofence' },
      { latitude: 27.72, longitude: 85.32, kind: 'geofence' },
    ]);
  });

  it('leaves out events whose position is not on the route', () => {
    const points = historyTripPoints({
      positions: [position(10, 27.7, 85.3)],
      stops: [],
      events: [event(1, 'deviceOverspeed', 99), event(2, 'geofenceEnter', null)],
    });
    expect(points).toEqual([]);
  });
});
