import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { WebSocket as WsWebSocket } from 'ws';
import { SOCKET_NORMAL_CLOSE_CODE, SOCKET_RECONNECT_DELAY_MS } from '../constants';
import type { Device } from '../schema/device';
import type { Position } from '../schema/position';
import { FleetStore } from '../store/FleetStore';
import {
  LiveSocket,
  type LiveSocketOptions,
  type LiveSocketStatus,
  type LiveSocketTransportConstructor,
} from './LiveSocket';
import type { LiveSocketError } from './LiveSocketError';

interface FakeEvent {
  type: string;
  data: unknown;
  code: number;
  reason: string;
  wasClean: boolean;
}
type Handler = (event: FakeEvent) => void;

/**
 * A WebSocket with the standard interface whose server side the test plays: `open()`, `receive()`,
 * `drop()` act as the server would; `sent` and `closedWith` record what the client did.
 */
class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];

  readonly url: string;
  readyState = FakeWebSocket.CONNECTING;
  readonly sent: string[] = [];
  closedWith: number | undefined;
  readonly #handlers = new Map<string, Set<Handler>>();

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.instances.push(this);
  }

  static get last(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('no socket was created');
    return socket;
  }

  addEventListener(type: string, handler: Handler): void {
    const set = this.#handlers.get(type) ?? new Set();
    set.add(handler);
    this.#handlers.set(type, set);
  }

  removeEventListener(type: string, handler: Handler): void {
    this.#handlers.get(type)?.delete(handler);
  }

  send(data: string): void {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error('InvalidStateError');
    this.sent.push(data);
  }

  close(code = 1005): void {
    this.closedWith = code;
    this.readyState = FakeWebSocket.CLOSING;
    queueMicrotask(() => this.#finish(code));
  }

  open(): void {
    this.readyState = FakeWebSocket.OPEN;
    this.#dispatch('open');
  }

  receive(data: unknown): void {
    this.#dispatch('message', { data: typeof data === 'string' ? data : JSON.stringify(data) });
  }

  receiveRaw(data: unknown): void {
    this.#dispatch('message', { data });
  }

  fail(): void {
    this.#dispatch('error');
  }

  drop(code = 1006): void {
    this.#finish(code);
  }

  #finish(code: number): void {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.#dispatch('close', { code, wasClean: code !== 1006 });
  }

  #dispatch(type: string, fields: Partial<FakeEvent> = {}): void {
    const event: FakeEvent = { type, data: undefined, code: 0, reason: '', wasClean: false, ...fields };
    for (const handler of this.#handlers.get(type) ?? []) handler(event);
  }
}

const position = (id: number, deviceId: number, second = 0) => ({
  id,
  deviceId,
  latitude: 27.7,
  longitude: 85.3,
  fixTime: `2025-03-01T10:00:${String(second).padStart(2, '0')}Z`,
});
const device = (id: number) => ({ id, name: `Bus ${id}`, uniqueId: `86${id}` });
const event = (id: number) => ({ id, type: 'ignitionOn', deviceId: 1, eventTime: '2025-03-01T10:00:00Z' });

function setup(overrides: Partial<LiveSocketOptions> = {}) {
  let signedIn = true;
  const checkSession = vi.fn(async (): Promise<'ok' | 'unauthorized'> => 'ok');
  const refetch = vi.fn(async () => {});
  const live = new LiveSocket({
    url: 'ws://fleet.test/api/socket',
    WebSocket: FakeWebSocket,
    isSignedIn: () => signedIn,
    checkSession,
    refetch,
    ...overrides,
  });
  const seen = {
    devices: [] as Device[][],
    positions: [] as Position[][],
    events: [] as unknown[][],
    messages: [] as Record<string, unknown>[],
    errors: [] as LiveSocketError[],
    statuses: [] as LiveSocketStatus[],
    unauthorized: 0,
  };
  live.on('devices', (devices) => seen.devices.push(devices));
  live.on('positions', (positions) => seen.positions.push(positions));
  live.on('events', (events) => seen.events.push(events));
  live.on('message', (message) => seen.messages.push(message));
  live.on('error', (error) => seen.errors.push(error));
  live.on('status', (status) => seen.statuses.push(status));
  live.on('unauthorized', () => {
    seen.unauthorized += 1;
  });
  return {
    live,
    seen,
    checkSession,
    refetch,
    signOut: () => {
      signedIn = false;
    },
  };
}

function connected(overrides: Partial<LiveSocketOptions> = {}) {
  const context = setup(overrides);
  context.live.connect();
  FakeWebSocket.last.open();
  return { ...context, socket: FakeWebSocket.last };
}

/** Advances fake time in 100 ms steps until a new socket opens (at most a minute): the time it took. */
async function advanceUntilNextSocket(): Promise<number> {
  const before = FakeWebSocket.instances.length;
  for (let waited = 100; waited <= 60_000; waited += 100) {
    await vi.advanceTimersByTimeAsync(100);
    if (FakeWebSocket.instances.length > before) return waited;
  }
  throw new Error('no reconnection within a minute of fake time');
}

describe('LiveSocket', () => {
  beforeEach(() => {
    FakeWebSocket.instances = [];
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  describe('connecting', () => {
    it('connects only when a session exists', () => {
      const { live, signOut } = setup();
      signOut();
      live.connect();
      expect(FakeWebSocket.instances).toHaveLength(0);
      expect(live.status.value).toBe('idle');
    });

    it('opens the socket address and reports connecting, then open', () => {
      const { live, seen } = setup();
      live.connect();
      expect(FakeWebSocket.last.url).toBe('ws://fleet.test/api/socket');
      expect(live.status.value).toBe('connecting');
      FakeWebSocket.last.open();
      expect(live.status.value).toBe('open');
      expect(seen.statuses).toEqual(['connecting', 'open']);
    });

    it('opens one socket however often connect() is called', () => {
      const { live } = connected();
      live.connect();
      live.connect();
      expect(FakeWebSocket.instances).toHaveLength(1);
    });

    it('reads an address function at each connection', async () => {
      let n = 0;
      connected({ url: () => `ws://fleet.test/api/socket?n=${++n}` }).socket.drop();
      await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_DELAY_MS);
      expect(FakeWebSocket.instances.map((socket) => socket.url)).toEqual([
        'ws://fleet.test/api/socket?n=1',
        'ws://fleet.test/api/socket?n=2',
      ]);
    });

    it('fits the standard WebSocket and the ws package', () => {
      expectTypeOf<typeof globalThis.WebSocket>().toExtend<LiveSocketTransportConstructor>();
      expectTypeOf<typeof WsWebSocket>().toExtend<LiveSocketTransportConstructor>();
    });

    it('uses the global WebSocket by default', () => {
      vi.stubGlobal('WebSocket', FakeWebSocket);
      const live = new LiveSocket({ url: 'ws://fleet.test/api/socket', isSignedIn: () => true });
      live.connect();
      expect(FakeWebSocket.instances).toHaveLength(1);
      live.dispose();
    });

    it('throws when no WebSocket implementation exists', () => {
      vi.stubGlobal('WebSocket', undefined);
      const live = new LiveSocket({ url: 'ws://fleet.test/api/socket', isSignedIn: () => true });
      expect(() => live.connect()).toThrow(TypeError);
    });

    it('reports a socket that cannot be created and stays closed', () => {
      class Refusing {
        constructor() {
          throw new SyntaxError('bad address');
        }
      }
      const { live, seen } = setup({ WebSocket: Refusing as unknown as typeof FakeWebSocket });
      live.connect();
      expect(live.status.value).toBe('closed');
      expect(seen.errors.map((error) => error.kind)).toEqual(['transport']);
      expect(seen.errors[0]?.cause).toBeInstanceOf(SyntaxError);
    });

    it('tells subscribers about each status change, not at once', () => {
      const { live } = setup();
      const statuses: LiveSocketStatus[] = [];
      const unsubscribe = live.subscribe((status) => statuses.push(status));
      expect(statuses).toEqual([]);
      live.connect();
      FakeWebSocket.last.open();
      unsubscribe();
      live.close();
      expect(statuses).toEqual(['connecting', 'open']);
    });
  });

  describe('messages', () => {
    it('passes devices and positions to listeners and the bound store', () => {
      const store = new FleetStore();
      const { socket, seen } = connected({ store });
      socket.receive({ devices: [device(1)] });
      socket.receive({ positions: [position(10, 1)] });
      expect(seen.devices.map((list) => list.map((d) => d.id))).toEqual([[1]]);
      expect(seen.positions.map((list) => list.map((p) => p.id))).toEqual([[10]]);
      expect(store.devices.value.get(1)?.name).toBe('Bus 1');
      expect(store.positions.value.get(1)?.id).toBe(10);
    });

    it('buffers device and position updates past 3 within 1500 ms and flushes the latest per device', () => {
      const store = new FleetStore();
      const { socket, seen } = connected({ store });
      socket.receive({ positions: [position(1, 1, 1)] });
      socket.receive({ devices: [device(1)] });
      socket.receive({ positions: [position(2, 2, 1)] });
      socket.receive({ positions: [position(3, 1, 2)] });
      socket.receive({ positions: [position(4, 1, 3)], devices: [device(2)] });
      socket.receive({ devices: [{ ...device(2), name: 'Bus two' }] });
      expect(seen.positions).toHaveLength(2);
      expect(seen.devices).toHaveLength(1);
      expect(store.positions.value.get(1)?.id).toBe(1);

      vi.advanceTimersByTime(1500);
      expect(seen.positions.at(-1)?.map((p) => p.id)).toEqual([4]);
      expect(seen.devices.at(-1)?.map((d) => d.name)).toEqual(['Bus two']);
      expect(store.positions.value.get(1)?.id).toBe(4);
      expect(store.devices.value.get(2)?.name).toBe('Bus two');
    });

    it('takes throttle options', () => {
      const { socket, seen } = connected({ throttle: { threshold: 1, windowMs: 100 } });
      socket.receive({ positions: [position(1, 1)] });
      socket.receive({ positions: [position(2, 1)] });
      expect(seen.positions).toHaveLength(1);
      vi.advanceTimersByTime(100);
      expect(seen.positions).toHaveLength(2);
    });

    it('passes events on at once and adds them to the store', () => {
      const store = new FleetStore();
      const { socket, seen } = connected({ store });
      socket.receive({ events: [event(5)] });
      expect(seen.events).toHaveLength(1);
      expect(store.events.value.map((e) => e.id)).toEqual([5]);
      expect(store.notifications.count.value).toBe(1);
    });

    it('ignores events while events are disabled for the user', () => {
      const store = new FleetStore();
      let enabled = false;
      const { socket, seen } = connected({ store, eventsEnabled: () => enabled });
      socket.receive({ events: [event(5)] });
      expect(seen.events).toEqual([]);
      expect(store.events.value).toEqual([]);
      expect(store.notifications.count.value).toBe(0);
      enabled = true;
      socket.receive({ events: [event(6)] });
      expect(seen.events).toHaveLength(1);
    });

    it('ignores keepalives and empty lists', () => {
      const { socket, seen } = connected();
      socket.receive({});
      socket.receive({ positions: [], events: [] });
      expect(seen).toMatchObject({ devices: [], positions: [], events: [], messages: [], errors: [] });
    });

    it('passes other keys to message listeners untouched', () => {
      const { socket, seen } = connected();
      const logs = [{ deviceId: 1, protocol: 'gt06', data: '78780d01' }];
      socket.receive({ logs, positions: [position(1, 1)] });
      expect(seen.messages).toEqual([{ logs }]);
      expect(seen.positions).toHaveLength(1);
    });

    it('reports messages that are not JSON, not text or not of the wire schema, and carries on', () => {
      const { socket, seen } = connected();
      socket.receive('{not json');
      socket.receiveRaw(new ArrayBuffer(4));
      socket.receive({ positions: [{ id: 1, deviceId: 1, latitude: 'north' }] });
      socket.receive({ positions: [position(1, 1)] });
      expect(seen.errors.map((error) => error.kind)).toEqual([
        'invalid-message',
        'invalid-message',
        'invalid-message',
      ]);
      expect(seen.errors[0]?.cause).toBeInstanceOf(SyntaxError);
      expect(seen.positions).toHaveLength(1);
    });

    it('reports a failing listener and still calls the others', () => {
      const { live, socket, seen } = connected();
      const boom = new Error('listener bug');
      live.on('positions', () => {
        throw boom;
      });
      const after: number[] = [];
      live.on('positions', (positions) => after.push(positions.length));
      socket.receive({ positions: [position(1, 1)] });
      expect(after).toEqual([1]);
      expect(seen.errors.map((error) => [error.kind, error.cause])).toEqual([['listener', boom]]);
    });

    it('stops calling a listener once it is removed', () => {
      const { live, socket, seen } = connected();
      const calls: number[] = [];
      const off = live.on('positions', (positions) => calls.push(positions.length));
      off();
      socket.receive({ positions: [position(1, 1)] });
      expect(calls).toEqual([]);
      expect(seen.positions).toHaveLength(1);
    });

    it('reports a transport error', () => {
      const { socket, seen } = connected();
      socket.fail();
      expect(seen.errors.map((error) => error.kind)).toEqual(['transport']);
    });
  });

  describe('logs', () => {
    it('sends the logs flag when open, on open and after each reconnection while on', async () => {
      const { live, socket } = connected();
      live.setLogs(false);
      expect(socket.sent).toEqual(['{"logs":false}']);
      live.setLogs(true);
      expect(socket.sent).toEqual(['{"logs":false}', '{"logs":true}']);
      socket.drop();
      await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_DELAY_MS);
      FakeWebSocket.last.open();
      expect(FakeWebSocket.last.sent).toEqual(['{"logs":true}']);
    });

    it('sends nothing before the socket is open and nothing on open while logs are off', () => {
      const { live } = setup();
      live.setLogs(true);
      live.setLogs(false);
      live.connect();
      FakeWebSocket.last.open();
      expect(FakeWebSocket.last.sent).toEqual([]);
    });
  });

  describe('reconnecting', () => {
    it('re-reads and reconnects after 1 second when closed with a code other than 4000', async () => {
      const { live, socket, seen, checkSession, refetch } = connected();
      socket.drop(1006);
      expect(live.status.value).toBe('reconnecting');
      await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_DELAY_MS - 1);
      expect(checkSession).toHaveBeenCalledTimes(1);
      expect(refetch).toHaveBeenCalledTimes(1);
      expect(FakeWebSocket.instances).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(FakeWebSocket.instances).toHaveLength(2);
      expect(live.status.value).toBe('reconnecting');
      FakeWebSocket.last.open();
      expect(seen.statuses).toEqual(['connecting', 'open', 'reconnecting', 'open']);
    });

    it('keeps retrying while the server stays away, backing off with jitter up to 30 s', async () => {
      // The jitter at its top: each wait is its ceiling, 1 s, 2 s, 4 s, … capped at 30 s.
      const { socket } = connected({ random: () => 0.999_999 });
      socket.drop();
      const waits: number[] = [];
      for (let attempt = 0; attempt < 7; attempt += 1) {
        waits.push(await advanceUntilNextSocket());
        FakeWebSocket.last.drop();
      }
      expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    });

    it('spreads later attempts between 1 s and their ceiling', async () => {
      const { socket } = connected({ random: () => 0 });
      socket.drop();
      await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_DELAY_MS);
      expect(FakeWebSocket.instances).toHaveLength(2);
      FakeWebSocket.last.drop();
      await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_DELAY_MS);
      expect(FakeWebSocket.instances).toHaveLength(3);
    });

    it('starts again at 1 s after a connection stayed up for 10 s', async () => {
      const { socket } = connected({ random: () => 0.999_999 });
      socket.drop();
      await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_DELAY_MS);
      FakeWebSocket.last.drop();
      await vi.advanceTimersByTimeAsync(2000);
      expect(FakeWebSocket.instances).toHaveLength(3);
      // Open, but dropped within 10 s: the back-off goes on (4 s).
      FakeWebSocket.last.open();
      await vi.advanceTimersByTimeAsync(5000);
      FakeWebSocket.last.drop();
      await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_DELAY_MS);
      expect(FakeWebSocket.instances).toHaveLength(3);
      await vi.advanceTimersByTimeAsync(3000);
      expect(FakeWebSocket.instances).toHaveLength(4);
      // Open for 10 s: the next drop reconnects after 1 s again.
      FakeWebSocket.last.open();
      await vi.advanceTimersByTimeAsync(10_000);
      FakeWebSocket.last.drop();
      await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_DELAY_MS);
      expect(FakeWebSocket.instances).toHaveLength(5);
    });

    it('re-reads before reconnecting, and waits for it', async () => {
      let finish: () => void = () => {};
      const refetch = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
      const { socket } = connected({ refetch });
      socket.drop();
      await vi.advanceTimersByTimeAsync(5 * SOCKET_RECONNECT_DELAY_MS);
      expect(FakeWebSocket.instances).toHaveLength(1);
      finish();
      await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_DELAY_MS);
      expect(FakeWebSocket.instances).toHaveLength(2);
    });

    it('does not reconnect after the server closes with code 4000', async () => {
      const { live, socket, checkSession } = connected();
      socket.drop(SOCKET_NORMAL_CLOSE_CODE);
      expect(live.status.value).toBe('closed');
      await vi.runAllTimersAsync();
      expect(checkSession).not.toHaveBeenCalled();
      expect(FakeWebSocket.instances).toHaveLength(1);
    });

    it('does not reconnect when the user is no longer signed in', async () => {
      const { live, socket, signOut, checkSession } = connected();
      signOut();
      socket.drop();
      expect(live.status.value).toBe('closed');
      await vi.runAllTimersAsync();
      expect(checkSession).not.toHaveBeenCalled();
      expect(FakeWebSocket.instances).toHaveLength(1);
    });

    it('gives up when the user signs out during the reconnect delay', async () => {
      const { live, socket, signOut } = connected();
      socket.drop();
      await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_DELAY_MS / 2);
      signOut();
      await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_DELAY_MS);
      expect(FakeWebSocket.instances).toHaveLength(1);
      expect(live.status.value).toBe('closed');
    });

    it('stops and reports unauthorized when the session is gone (401)', async () => {
      const { live, socket, seen, refetch } = connected({ checkSession: async () => 'unauthorized' });
      socket.drop();
      await vi.runAllTimersAsync();
      expect(seen.unauthorized).toBe(1);
      expect(live.status.value).toBe('closed');
      expect(refetch).not.toHaveBeenCalled();
      expect(FakeWebSocket.instances).toHaveLength(1);
    });

    it('reports a failed session check or re-read and still reconnects', async () => {
      const { socket, seen } = connected({
        checkSession: () => Promise.reject(new Error('offline')),
        refetch: () => Promise.reject(new Error('offline')),
      });
      socket.drop();
      await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_DELAY_MS);
      expect(seen.errors.map((error) => error.kind)).toEqual(['session-check', 'refetch']);
      expect(FakeWebSocket.instances).toHaveLength(2);
    });

    it('reconnects without a session check or re-read when none is given', async () => {
      const { socket } = connected({ checkSession: undefined, refetch: undefined });
      socket.drop();
      await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_DELAY_MS);
      expect(FakeWebSocket.instances).toHaveLength(2);
    });

    it('waits for the reconnection instead of opening a second socket on connect()', async () => {
      const { live, socket } = connected();
      socket.drop();
      live.connect();
      expect(FakeWebSocket.instances).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_DELAY_MS);
      expect(FakeWebSocket.instances).toHaveLength(2);
    });
  });

  describe('closing', () => {
    it('closes with code 4000 on sign-out and can connect again', async () => {
      const { live, socket, seen, checkSession } = connected();
      live.close();
      expect(socket.closedWith).toBe(SOCKET_NORMAL_CLOSE_CODE);
      expect(live.status.value).toBe('closed');
      await vi.runAllTimersAsync();
      expect(checkSession).not.toHaveBeenCalled();
      socket.receive({ positions: [position(1, 1)] });
      expect(seen.positions).toEqual([]);
      live.connect();
      expect(FakeWebSocket.instances).toHaveLength(2);
    });

    it('drops buffered updates on close', () => {
      const { live, socket, seen } = connected();
      for (let i = 1; i <= 5; i += 1) socket.receive({ positions: [position(i, i)] });
      live.close();
      vi.runAllTimers();
      expect(seen.positions).toHaveLength(3);
    });

    it('cancels a pending reconnection on close', async () => {
      const { live, socket } = connected();
      socket.drop();
      await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_DELAY_MS / 2);
      live.close();
      expect(vi.getTimerCount()).toBe(0);
      await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_DELAY_MS);
      expect(FakeWebSocket.instances).toHaveLength(1);
      expect(live.status.value).toBe('closed');
    });

    it('abandons a recovery still checking the session when closed', async () => {
      let answer: (result: 'ok' | 'unauthorized') => void = () => {};
      const checkSession = () => new Promise<'ok' | 'unauthorized'>((resolve) => (answer = resolve));
      const { live, socket, seen, refetch } = connected({ checkSession });
      socket.drop();
      live.close();
      answer('unauthorized');
      await vi.runAllTimersAsync();
      expect(seen.unauthorized).toBe(0);
      expect(refetch).not.toHaveBeenCalled();
      expect(FakeWebSocket.instances).toHaveLength(1);
    });

    it('abandons a recovery still re-reading when closed, without reporting its failure', async () => {
      let fail: (error: Error) => void = () => {};
      const refetch = () => new Promise<void>((_, reject) => (fail = reject));
      const { live, socket, seen } = connected({ refetch });
      socket.drop();
      await vi.advanceTimersByTimeAsync(0);
      live.close();
      fail(new Error('late'));
      await vi.runAllTimersAsync();
      expect(seen.errors).toEqual([]);
      expect(FakeWebSocket.instances).toHaveLength(1);
    });

    it('leaves a socket that never connected idle on close', () => {
      const { live, seen } = setup();
      live.close();
      expect(live.status.value).toBe('idle');
      expect(seen.statuses).toEqual([]);
    });

    it('closes with code 4000 on dispose, cancels timers and removes every listener', async () => {
      const { live, socket, seen } = connected();
      const statuses: LiveSocketStatus[] = [];
      live.subscribe((status) => statuses.push(status));
      for (let i = 1; i <= 5; i += 1) socket.receive({ positions: [position(i, i)] });
      live.dispose();
      expect(socket.closedWith).toBe(SOCKET_NORMAL_CLOSE_CODE);
      expect(vi.getTimerCount()).toBe(0);
      expect(statuses).toEqual(['closed']);
      live.connect();
      expect(FakeWebSocket.instances).toHaveLength(1);
      await vi.runAllTimersAsync();
      expect(seen.positions).toHaveLength(3);
    });
  });
});
