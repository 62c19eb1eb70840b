import { describe, expect, it } from 'vitest';
import { type Device, deviceSchema } from '../schema/device';
import { eventSchema, type FleetEvent } from '../schema/event';
import { type Position, positionSchema } from '../schema/position';
import { FleetStore } from './FleetStore';

const device = (id: number, fields: Record<string, unknown> = {}): Device =>
  deviceSchema.parse({ id, name: `Truck ${id}`, uniqueId: `35${id}`, ...fields });

const position = (id: number, deviceId: number, fixTime: string, latitude = 27.7): Position =>
  positionSchema.parse({ id, deviceId, fixTime, latitude, longitude: 85.3 });

const event = (id: number, eventTime: string): FleetEvent =>
  eventSchema.parse({ id, type: 'alarm', deviceId: 1, eventTime, attributes: { alarm: 'overspeed' } });

describe('FleetStore', () => {
  it('replaces all vehicles on setDevices', () => {
    const store = new FleetStore();
    store.setDevices([device(1), device(2)]);
    store.setDevices([device(3)]);
    expect([...store.devices.value.keys()]).toEqual([3]);
  });

  it('adds and updates vehicles by id on upsertDevices, keeping fields only a richer read gave', () => {
    const store = new FleetStore();
    store.setDevices([{ ...device(1), driver: { id: 5, name: 'Asha' } } as Device, device(2)]);
    store.upsertDevices([device(1, { name: 'Truck one', status: 'online' }), device(7)]);
    const one = store.devices.value.get(1);
    expect(one?.name).toBe('Truck one');
    expect(one?.status).toBe('online');
    expect(one).toHaveProperty('driver', { id: 5, name: 'Asha' });
    expect([...store.devices.value.keys()]).toEqual([1, 2, 7]);
  });

  it('leaves the vehicles untouched on an empty upsert', () => {
    const store = new FleetStore();
    const before = store.devices.value;
    store.upsertDevices([]);
    expect(store.devices.value).toBe(before);
  });

  it('removes vehicles with their positions and the selection', () => {
    const store = new FleetStore();
    store.setDevices([device(1), device(2)]);
    store.setPositions([position(10, 1, '2025-03-01T10:00:00Z'), position(20, 2, '2025-03-01T10:00:00Z')]);
    store.selectDevice(1);
    store.removeDevices([1]);
    expect([...store.devices.value.keys()]).toEqual([2]);
    expect([...store.positions.value.keys()]).toEqual([2]);
    expect(store.selectedDeviceId.value).toBeNull();
    const before = store.devices.value;
    store.removeDevices([42]);
    expect(store.devices.value).toBe(before);
  });

  it('keeps the newest position per vehicle and never replaces it with an older fix', () => {
    const store = new FleetStore();
    store.upsertPositions([position(1, 1, '2025-03-01T10:00:05Z')]);
    store.upsertPositions([position(2, 1, '2025-03-01T10:00:01Z')]);
    expect(store.positions.value.get(1)?.id).toBe(1);
    store.upsertPositions([position(3, 1, '2025-03-01T10:00:09Z'), position(4, 1, '2025-03-01T10:00:07Z')]);
    expect(store.positions.value.get(1)?.id).toBe(3);
  });

  it('does not change the positions snapshot when every update is older', () => {
    const store = new FleetStore();
    store.upsertPositions([position(1, 1, '2025-03-01T10:00:05Z')]);
    const before = store.positions.value;
    store.upsertPositions([position(2, 1, '2025-03-01T10:00:00Z')]);
    expect(store.positions.value).toBe(before);
  });

  it('accepts a resent fix of the same time (its address may be new)', () => {
    const store = new FleetStore();
    store.upsertPositions([position(1, 1, '2025-03-01T10:00:05Z')]);
    store.upsertPositions([{ ...position(1, 1, '2025-03-01T10:00:05Z'), address: 'Ring Road, Kathmandu' }]);
    expect(store.positions.value.get(1)?.address).toBe('Ring Road, Kathmandu');
  });

  it('replaces the positions on setPositions but keeps a known newer fix', () => {
    const store = new FleetStore();
    store.upsertPositions([position(1, 1, '2025-03-01T10:00:09Z'), position(2, 2, '2025-03-01T10:00:00Z')]);
    store.setPositions([
      position(5, 1, '2025-03-01T10:00:01Z'),
      position(6, 3, '2025-03-01T10:00:02Z'),
      position(7, 3, '2025-03-01T10:00:01Z'),
    ]);
    expect(store.positions.value.get(1)?.id).toBe(1);
    expect(store.positions.value.has(2)).toBe(false);
    expect(store.positions.value.get(3)?.id).toBe(6);
  });

  it('keeps recent live events newest first, bounded, and adds them to the notifications', () => {
    const store = new FleetStore({ eventLimit: 2 });
    store.addEvents([event(1, '2025-03-01T10:00:00Z'), event(2, '2025-03-01T10:02:00Z')]);
    store.addEvents([event(3, '2025-03-01T10:01:00Z')]);
    expect(store.events.value.map((e) => e.id)).toEqual([2, 3]);
    expect(store.notifications.items.value.map((e) => e.id)).toEqual([2, 3, 1]);
    const before = store.events.value;
    store.addEvents([]);
    expect(store.events.value).toBe(before);
  });

  it('applies a socket message in one batch, ignoring keys it does not know', () => {
    const store = new FleetStore();
    let calls = 0;
    store.subscribe(() => {
      calls += 1;
    });
    store.applySocketMessage({
      devices: [device(1)],
      positions: [position(1, 1, '2025-03-01T10:00:00Z')],
      events: [event(1, '2025-03-01T10:00:00Z')],
      logs: [{ deviceId: 1 }],
    });
    expect(calls).toBe(1);
    expect(store.devices.value.has(1)).toBe(true);
    expect(store.positions.value.has(1)).toBe(true);
    expect(store.events.value).toHaveLength(1);
    store.applySocketMessage({});
    expect(calls).toBe(1);
  });

  it('selects a vehicle and exposes it with its latest position', () => {
    const store = new FleetStore();
    expect(store.selectedDevice.value).toBeNull();
    expect(store.selectedPosition.value).toBeNull();
    store.selectDevice(2);
    expect(store.selectedDevice.value).toBeNull();
    store.setDevices([device(1), device(2)]);
    store.upsertPositions([position(9, 2, '2025-03-01T10:00:00Z')]);
    expect(store.selectedDevice.value?.id).toBe(2);
    expect(store.selectedPosition.value?.id).toBe(9);
    store.setDevices([device(2)]);
    expect(store.selectedDeviceId.value).toBe(2);
    store.setDevices([device(1)]);
    expect(store.selectedDeviceId.value).toBeNull();
    store.selectDevice(1);
    store.selectDevice(null);
    expect(store.selectedDevice.value).toBeNull();
  });

  it('clears vehicles, positions, events, selection and notifications', () => {
    const store = new FleetStore();
    store.applySocketMessage({
      devices: [device(1)],
      positions: [position(1, 1, '2025-03-01T10:00:00Z')],
      events: [event(1, '2025-03-01T10:00:00Z')],
    });
    store.selectDevice(1);
    store.clear();
    expect(store.devices.value.size).toBe(0);
    expect(store.positions.value.size).toBe(0);
    expect(store.events.value).toEqual([]);
    expect(store.selectedDeviceId.value).toBeNull();
    expect(store.notifications.count.value).toBe(0);
  });

  it('tells subscribers after each change until unsubscribed or disposed', () => {
    const store = new FleetStore();
    let first = 0;
    let second = 0;
    let drawer = 0;
    const unsubscribe = store.subscribe(() => {
      first += 1;
    });
    store.subscribe(() => {
      second += 1;
    });
    store.notifications.subscribe(() => {
      drawer += 1;
    });
    expect(first).toBe(0);
    store.setDevices([device(1)]);
    store.selectDevice(1);
    expect(first).toBe(2);
    unsubscribe();
    store.upsertDevices([device(2)]);
    expect(first).toBe(2);
    expect(second).toBe(3);
    store.dispose();
    store.addEvents([event(1, '2025-03-01T10:00:00Z')]);
    expect(second).toBe(3);
    expect(drawer).toBe(0);
  });
});
