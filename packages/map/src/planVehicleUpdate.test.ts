import type { Device, Position } from '@fleetkit/sdk-core';
import { describe, expect, it } from 'vitest';
import { diffVehicles, planVehicleUpdate } from './planVehicleUpdate';
import { VehicleFeatureCache } from './VehicleFeatureCache';

function fleet(count: number) {
  const devices: Device[] = [];
  const positions = new Map<number, Position>();
  for (let id = 1; id <= count; id++) {
    devices.push({
      id,
      name: `V${id}`,
      uniqueId: `${id}`,
      status: 'online',
      disabled: false,
      category: 'car',
      attributes: {},
    } as Device);
    positions.set(id, {
      id: id * 10,
      deviceId: id,
      latitude: 27 + id / 1000,
      longitude: 85,
      course: 0,
      speed: 0,
      altitude: 0,
      accuracy: 0,
      valid: true,
      attributes: { motion: true, ignition: true },
    } as Position);
  }
  return { devices, positions };
}

function moved(positions: Map<number, Position>, ids: number[]) {
  const next = new Map(positions);
  for (const id of ids) {
    const position = next.get(id) as Position;
    next.set(id, { ...position, longitude: position.longitude + 0.01 });
  }
  return next;
}

describe('planVehicleUpdate', () => {
  it('draws the first fleet with setData', () => {
    const { devices, positions } = fleet(10);
    const plan = planVehicleUpdate(new Map(), new VehicleFeatureCache().build(devices, positions));
    expect(plan).toMatchObject({ kind: 'setData', changed: 10 });
  });

  it('does nothing when no vehicle changed', () => {
    const { devices, positions } = fleet(10);
    const cache = new VehicleFeatureCache();
    const drawn = cache.build(devices, positions);
    expect(planVehicleUpdate(drawn, cache.build(devices, new Map(positions)))).toEqual({ kind: 'none' });
  });

  it('sends a diff (updateData) with only the moved vehicles when few moved', () => {
    const { devices, positions } = fleet(100);
    const cache = new VehicleFeatureCache();
    const drawn = cache.build(devices, positions);
    const plan = planVehicleUpdate(drawn, cache.build(devices, moved(positions, [3, 40])));
    expect(plan.kind).toBe('updateData');
    if (plan.kind !== 'updateData') return;
    expect(plan.update.map((feature) => feature.id)).toEqual([3, 40]);
    expect(plan.add).toEqual([]);
    expect(plan.remove).toEqual([]);
  });

  it('lists added and removed vehicles in the diff', () => {
    const { devices, positions } = fleet(10);
    const cache = new VehicleFeatureCache();
    const drawn = cache.build(devices, positions);
    const extra = fleet(11);
    const next = cache.build(extra.devices.slice(1), extra.positions);
    const plan = planVehicleUpdate(drawn, next);
    expect(plan).toMatchObject({ kind: 'updateData', remove: [1], changed: 2 });
    if (plan.kind === 'updateData') expect(plan.add.map((feature) => feature.id)).toEqual([11]);
  });

  it('replaces the whole collection (setData) when more than half of the vehicles changed', () => {
    const { devices, positions } = fleet(10);
    const cache = new VehicleFeatureCache();
    const drawn = cache.build(devices, positions);
    const plan = planVehicleUpdate(drawn, cache.build(devices, moved(positions, [1, 2, 3, 4, 5, 6])));
    expect(plan).toMatchObject({ kind: 'setData', changed: 6 });
    const half = planVehicleUpdate(drawn, cache.build(devices, moved(positions, [1, 2, 3, 4, 5])));
    expect(half.kind).toBe('updateData');
  });

  it('counts a status change as a change even when the vehicle did not move', () => {
    const { devices, positions } = fleet(10);
    const cache = new VehicleFeatureCache();
    const drawn = cache.build(devices, positions);
    const offline = devices.map((device) =>
      device.id === 4 ? { ...device, status: 'offline' as const } : device,
    );
    const plan = planVehicleUpdate(drawn, cache.build(offline, positions));
    expect(plan.kind).toBe('updateData');
    if (plan.kind === 'updateData') expect(plan.update[0]?.properties.icon).toBe('fleet-vehicle:car:error');
  });
});

describe('VehicleFeatureCache', () => {
  it('reuses the feature of every vehicle whose device and position are the same objects', () => {
    const { devices, positions } = fleet(5);
    const cache = new VehicleFeatureCache();
    const first = cache.build(devices, positions);
    const second = cache.build(devices, moved(positions, [2]));
    expect(second.get(1)).toBe(first.get(1));
    expect(second.get(2)).not.toBe(first.get(2));
  });
});

describe('VehicleFeatureCache across builds', () => {
  it('forgets a device that left and builds it anew when it comes back, with its new position', () => {
    const { devices, positions } = fleet(4);
    const cache = new VehicleFeatureCache();
    const first = cache.build(devices, positions);
    const without = cache.build(
      devices.filter((device) => device.id !== 2),
      positions,
    );
    expect([...without.keys()]).toEqual([1, 3, 4]);
    expect(without.get(3)).toBe(first.get(3));
    const back = cache.build(devices, moved(positions, [2]));
    expect([...back.keys()]).toEqual([1, 2, 3, 4]);
    expect(back.get(2)?.geometry.coordinates).toEqual([85.01, 27.002]);
    expect(back.get(4)).toBe(first.get(4));
  });

  it('drops the feature of a vehicle whose position is gone, and draws it again once it has one', () => {
    const { devices, positions } = fleet(3);
    const cache = new VehicleFeatureCache();
    cache.build(devices, positions);
    const lost = new Map(positions);
    lost.delete(3);
    expect([...cache.build(devices, lost).keys()]).toEqual([1, 2]);
    expect(cache.build(devices, positions).get(3)?.geometry.coordinates).toEqual([85, 27.003]);
  });

  it('lists a removed vehicle in the diff even when as many were added', () => {
    const { devices, positions } = fleet(10);
    const cache = new VehicleFeatureCache();
    const drawn = cache.build(devices, positions);
    const extra = fleet(12);
    // Two removed (1 and 2), two added (11 and 12): the fleet keeps its size.
    const plan = planVehicleUpdate(drawn, cache.build(extra.devices.slice(2), extra.positions));
    expect(plan).toMatchObject({ kind: 'updateData', remove: [1, 2], changed: 4 });
  });

  it('diffs a build against the one before it by what the build changed, as comparing every vehicle does', () => {
    const { devices, positions } = fleet(30);
    const cache = new VehicleFeatureCache();
    const drawn = cache.build(devices, positions);
    const extra = fleet(32);
    // 4, 9 and 17 moved, 6 lost its position, 1 and 2 left (2 with its position), 31 and 32 came.
    const nextPositions = new Map([...extra.positions, ...moved(positions, [4, 9, 17])]);
    nextPositions.delete(6);
    const renamed = [...devices.slice(2), ...extra.devices.slice(30)].map((device) =>
      device.id === 12 ? { ...device, name: 'Renamed' } : device.id === 20 ? { ...device } : device,
    );
    const next = cache.build(renamed, nextPositions);
    const ids = (diff: ReturnType<typeof diffVehicles>) => ({
      add: diff.add.map((feature) => feature.id).sort((a, b) => a - b),
      update: diff.update.map((feature) => feature.id).sort((a, b) => a - b),
      remove: [...diff.remove].sort((a, b) => a - b),
    });
    // A copy of the build is not known to the cache: every vehicle is compared.
    const compared = ids(diffVehicles(drawn, new Map(next)));
    expect(compared).toEqual({ add: [31, 32], update: [4, 9, 12, 17], remove: [1, 2, 6] });
    expect(ids(diffVehicles(drawn, next))).toEqual(compared);
  });

  it('lists a device given twice once, with the feature of its last entry', () => {
    const { devices, positions } = fleet(3);
    const cache = new VehicleFeatureCache();
    const drawn = cache.build(devices, positions);
    // Device 2 twice: first as drawn, then renamed; device 3 twice, renamed both times.
    const second = devices[1] as Device;
    const third = devices[2] as Device;
    const twice = [
      ...devices,
      { ...second, name: 'Renamed' },
      { ...third, name: 'Once' },
      { ...third, name: 'Twice' },
    ];
    const next = cache.build(twice, positions);
    const diff = diffVehicles(drawn, next);
    expect(diff.update.map((feature) => [feature.id, feature.properties.label])).toEqual([
      [2, 'Renamed'],
      [3, 'Twice'],
    ]);
    expect(diffVehicles(drawn, new Map(next))).toEqual(diff);
  });

  it('compares every vehicle when the fleet drawn is not the build before', () => {
    const { devices, positions } = fleet(10);
    const cache = new VehicleFeatureCache();
    const drawn = cache.build(devices, positions);
    const third = moved(positions, [3]);
    cache.build(devices, third);
    // This build changed only 5; 3 moved in the build before it.
    const next = cache.build(devices, moved(third, [5]));
    expect(diffVehicles(drawn, next).update.map((feature) => feature.id)).toEqual([3, 5]);
  });
});
