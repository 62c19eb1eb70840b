import { FleetMapController } from '@fleetkit/map';
import { type Device, deviceSchema, type Position, positionSchema } from '@fleetkit/sdk-core';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type MapSyncProps, useMapSync } from './useMapSync';

// Real controllers, not mounted (jsdom has no WebGL): what a controller was given is read back from it.
const controllers: FleetMapController[] = [];
afterEach(() => {
  for (const controller of controllers.splice(0)) controller.dispose();
});

function controller(): FleetMapController {
  const created = new FleetMapController();
  controllers.push(created);
  return created;
}

function device(id: number): Device {
  return deviceSchema.parse({ id, name: `Truck ${id}`, uniqueId: `IMEI${id}`, status: 'online' });
}

function position(deviceId: number, latitude: number): Position {
  return positionSchema.parse({
    id: deviceId * 10,
    deviceId,
    latitude,
    longitude: 85.3,
    serverTime: '2026-03-01T11:58:00Z',
    attributes: {},
  });
}

const devices = new Map([[7, device(7)]]);

function props(extra: Partial<MapSyncProps> = {}): MapSyncProps {
  return {
    mode: 'view_devices',
    display: {},
    styleUrl: undefined,
    traffic: null,
    devices,
    positions: new Map([[7, position(7, 27.7)]]),
    trackedDeviceId: null,
    trackedPosition: undefined,
    liveRoute: [],
    geofences: [],
    focusGeofence: null,
    historyTrack: [],
    tripPoints: [],
    ...extra,
  };
}

describe('useMapSync', () => {
  it('applies only the values that changed since the last render, and everything to a new controller', () => {
    const first = controller();
    const initial = props();
    const { rerender } = renderHook(({ map, next }) => useMapSync(map, next), {
      initialProps: { map: first as FleetMapController | null, next: initial },
    });
    expect(first.vehicles.get(7)?.geometry.coordinates).toEqual([85.3, 27.7]);
    const drawn = first.lastVehicleUpdate;
    expect(drawn?.changed).toBe(1);

    // A new render with the same values: the fleet is not drawn again.
    rerender({ map: first, next: { ...initial, mode: 'view_geofence' } });
    expect(first.mode).toBe('view_geofence');
    expect(first.lastVehicleUpdate).toBe(drawn);

    // New positions: the fleet is drawn again.
    const moved = new Map([[7, position(7, 28.1)]]);
    rerender({ map: first, next: { ...initial, positions: moved } });
    expect(first.lastVehicleUpdate).not.toBe(drawn);
    expect(first.vehicles.get(7)?.geometry.coordinates).toEqual([85.3, 28.1]);
    expect(first.mode).toBe('view_devices');

    // A remounted map gets every value, unchanged ones included.
    const second = controller();
    const remounted = { ...initial, positions: moved, mode: 'track_device' as const };
    rerender({ map: second, next: remounted });
    expect(second.mode).toBe('track_device');
    expect(second.vehicles.get(7)?.geometry.coordinates).toEqual([85.3, 28.1]);
    const secondDrawn = second.lastVehicleUpdate;

    // Without a controller nothing is kept: the same values are applied again to the next one.
    rerender({ map: null, next: remounted });
    rerender({ map: second, next: remounted });
    expect(second.lastVehicleUpdate).not.toBe(secondDrawn);
    expect(second.lastVehicleUpdate?.changed).toBe(0);
  });
});
