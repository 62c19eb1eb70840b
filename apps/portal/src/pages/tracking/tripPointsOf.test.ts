import type { FleetEvent, Position, ReportStop } from '@fleetkit/sdk-core';
import { describe, expect, it } from 'vitest';
import { tripPointsOf } from './tripPointsOf';

const position = (id: number, latitude: number, longitude: number) =>
  ({ id, latitude, longitude }) as Position;
const event = (type: string, positionId: number | undefined, attributes: Record<string, unknown> = {}) =>
  ({
    id: positionId ?? 0,
    type,
    deviceId: 1,
    eventTime: '2026-11-22T10:00:00Z',
    positionId,
    attributes,
  }) as FleetEvent;

describe('tripPointsOf', () => {
  it('marks stops, critical alarms and geofence crossings where they happened', () => {
    const positions = [position(1, 27.7, 85.3), position(2, 27.71, 85.31), position(3, 27.72, 85.32)];
    const stops = [{ latitude: 27.75, longitude: 85.35 } as ReportStop];
    const events = [
      event('alarm', 1, { alarm: 'hardBraking' }),
      event('geofenceEnter', 2),
      event('deviceOverspeed', 3),
      event('ignitionOn', 3),
    ];
    expect(tripPointsOf(positions, stops, events)).toEqual([
      { kind: 'stopped', latitude: 27.75, longitude: 85.35 },
      { kind: 'critical', latitude: 27.7, longitude: 85.3 },
      { kind: 'geofence', latitude: 27.71, longitude: 85.31 },
      { kind: 'critical', latitude: 27.72, longitude: 85.32 },
    ]);
  });

  it('leaves out an event whose position is not in the replay', () => {
    expect(
      tripPointsOf(
        [position(1, 27.7, 85.3)],
        [],
        [event('geofenceExit', 9), event('deviceOverspeed', undefined)],
      ),
    ).toEqual([]);
  });
});
