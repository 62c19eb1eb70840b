import { batch, computed, type ReadonlySignal, signal } from '@preact/signals-core';
import type { Device } from '../schema/device';
import type { FleetEvent } from '../schema/event';
import type { Position } from '../schema/position';
import type { SocketMessage } from '../schema/socket';
import { isOlderFix } from './isOlderFix';
import { mergeEvents } from './mergeEvents';
import { NotificationList, type NotificationListOptions } from './NotificationList';
import { SignalSubscribable } from './SignalSubscribable';

/** The store keeps at most this many recent live events (the newest). */
export const LIVE_EVENTS_LIMIT = 100;

/** Options of a {@link FleetStore}. */
export interface FleetStoreOptions {
  /**
   * Most live events kept in {@link FleetStore.events}; older ones go first.
   * @default LIVE_EVENTS_LIMIT (100)
   */
  eventLimit?: number;
  /** Options of the notification drawer list. */
  notifications?: NotificationListOptions;
}

/**
 * The live state of a fleet: its vehicles, the latest position of each, recent live events, the
 * notification drawer and the selected vehicle. Fed by REST reads (`setDevices`, `setPositions`) and
 * the live socket (`applySocketMessage`, or a `LiveSocket` bound to it).
 *
 * Every value is a `@preact/signals-core` signal holding an immutable snapshot that is replaced on
 * change, so a reader can compare by reference.
 *
 * The selected vehicle (the one whose card or popup is open) lives here too, because it is a
 * vehicle of this fleet: removing the vehicle clears the selection. Live tracking of one vehicle
 * and its path is the separate `TrackingStore`.
 *
 * `subscribe(listener)` calls the listener, with no arguments, after each change of the vehicles,
 * positions, events or selection (not at once; once per batch) and returns the function that stops
 * the calls. The notification drawer has its own `subscribe`.
 *
 * @example
 * const fleet = new FleetStore();
 * fleet.setDevices(await client.devices.list());
 * fleet.subscribe(() => render(fleet.devices.value, fleet.positions.value));
 */
export class FleetStore extends SignalSubscribable<() => void> {
  readonly #devices = signal<ReadonlyMap<number, Device>>(new Map());
  readonly #positions = signal<ReadonlyMap<number, Position>>(new Map());
  readonly #events = signal<readonly FleetEvent[]>([]);
  readonly #selectedDeviceId = signal<number | null>(null);
  readonly #eventLimit: number;

  /** Vehicles by id, in the order they were first added. */
  readonly devices: ReadonlySignal<ReadonlyMap<number, Device>> = this.#devices;
  /** The latest position of each vehicle, by device id. Never replaced by an older fix. */
  readonly positions: ReadonlySignal<ReadonlyMap<number, Position>> = this.#positions;
  /** Recent live events, newest first by `eventTime`, at most `eventLimit`. */
  readonly events: ReadonlySignal<readonly FleetEvent[]> = this.#events;
  /** Id of the selected vehicle, or null. */
  readonly selectedDeviceId: ReadonlySignal<number | null> = this.#selectedDeviceId;
  /** The selected vehicle, or null when none is selected or it is not (yet) known. */
  readonly selectedDevice: ReadonlySignal<Device | null> = computed(() => {
    const id = this.#selectedDeviceId.value;
    return id === null ? null : (this.#devices.value.get(id) ?? null);
  });
  /** The latest position of the selected vehicle, or null. */
  readonly selectedPosition: ReadonlySignal<Position | null> = computed(() => {
    const id = this.#selectedDeviceId.value;
    return id === null ? null : (this.#positions.value.get(id) ?? null);
  });
  /** The 'Live Notifications' drawer; {@link addEvents} adds to it. */
  readonly notifications: NotificationList;

  constructor(options: FleetStoreOptions = {}) {
    super();
    this.#eventLimit = options.eventLimit ?? LIVE_EVENTS_LIMIT;
    this.notifications = new NotificationList(options.notifications);
  }

  /** Replaces all vehicles (a full read). Clears the selection if its vehicle is gone. */
  setDevices(devices: readonly Device[]): void {
    batch(() => {
      this.#devices.value = new Map(devices.map((device) => [device.id, device]));
      this.#dropSelectionIfGone();
    });
  }

  /**
   * Adds or updates vehicles by id. An update is merged into the known vehicle, so fields that only
   * a richer read supplied (a driver, say) survive a plain device update from the socket.
   */
  upsertDevices(devices: readonly Device[]): void {
    if (devices.length === 0) return;
    const next = new Map(this.#devices.peek());
    for (const device of devices) {
      const known = next.get(device.id);
      next.set(device.id, known ? { ...known, ...device } : device);
    }
    this.#devices.value = next;
  }

  /** Removes vehicles by id, with their positions; clears the selection if it was one of them. */
  removeDevices(ids: readonly number[]): void {
    const devices = new Map(this.#devices.peek());
    const positions = new Map(this.#positions.peek());
    let changed = false;
    for (const id of ids) {
      changed = devices.delete(id) || changed;
      changed = positions.delete(id) || changed;
    }
    if (!changed) return;
    batch(() => {
      this.#devices.value = devices;
      this.#positions.value = positions;
      this.#dropSelectionIfGone();
    });
  }

  /**
   * Replaces the latest positions (a full read): vehicles missing from the list lose theirs, but a
   * known position newer than the one read is kept.
   */
  setPositions(positions: readonly Position[]): void {
    const known = this.#positions.peek();
    const next = new Map<number, Position>();
    for (const position of positions) {
      const current = next.get(position.deviceId) ?? known.get(position.deviceId);
      next.set(position.deviceId, current && isOlderFix(position, current) ? current : position);
    }
    this.#positions.value = next;
  }

  /** Records new positions: each becomes its vehicle's latest unless that one has a newer fix. */
  upsertPositions(positions: readonly Position[]): void {
    let next: Map<number, Position> | undefined;
    for (const position of positions) {
      const current = (next ?? this.#positions.peek()).get(position.deviceId);
      if (current && isOlderFix(position, current)) continue;
      next ??= new Map(this.#positions.peek());
      next.set(position.deviceId, position);
    }
    if (next) this.#positions.value = next;
  }

  /** Records live events in {@link events} and in the notification drawer. */
  addEvents(events: readonly FleetEvent[]): void {
    if (events.length === 0) return;
    batch(() => {
      this.#events.value = mergeEvents(this.#events.peek(), events, this.#eventLimit);
      this.notifications.add(events);
    });
  }

  /**
   * Applies one live socket message: its devices, positions and events, in one batch so subscribers
   * hear once. Other keys are not the store's business and are ignored.
   */
  applySocketMessage(message: SocketMessage): void {
    batch(() => {
      if (message.devices) this.upsertDevices(message.devices);
      if (message.positions) this.upsertPositions(message.positions);
      if (message.events) this.addEvents(message.events);
    });
  }

  /** Selects a vehicle by id, or clears the selection with null. */
  selectDevice(id: number | null): void {
    this.#selectedDeviceId.value = id;
  }

  /** Empties the store and the notification drawer (sign-out). */
  clear(): void {
    batch(() => {
      this.#devices.value = new Map();
      this.#positions.value = new Map();
      this.#events.value = [];
      this.#selectedDeviceId.value = null;
      this.notifications.clearAll();
    });
  }

  /** Stops every subscription, the notification list's included. */
  dispose(): void {
    this.unsubscribeAll();
    this.notifications.dispose();
  }

  protected watch(): void {
    this.#devices.value;
    this.#positions.value;
    this.#events.value;
    this.#selectedDeviceId.value;
  }

  protected tell(listener: () => void): void {
    listener();
  }

  #dropSelectionIfGone(): void {
    const id = this.#selectedDeviceId.peek();
    if (id !== null && !this.#devices.peek().has(id)) this.#selectedDeviceId.value = null;
  }
}
