import { type ReadonlySignal, signal } from '@preact/signals-core';
import { SOCKET_NORMAL_CLOSE_CODE, SOCKET_STABLE_CONNECTION_MS } from '../constants';
import type { Device } from '../schema/device';
import type { FleetEvent } from '../schema/event';
import type { Position } from '../schema/position';
import { socketMessageSchema } from '../schema/socket';
import type { FleetStore } from '../store/FleetStore';
import { SignalSubscribable } from '../store/SignalSubscribable';
import { LiveSocketError, type LiveSocketErrorKind } from './LiveSocketError';
import { reconnectDelay } from './reconnectDelay';
import { UpdateThrottle } from './UpdateThrottle';

/** The message event fields the live socket reads. */
export interface LiveSocketMessageEvent {
  readonly data: unknown;
}

/** The close event fields the live socket reads. */
export interface LiveSocketCloseEvent {
  readonly code: number;
}

/**
 * The part of the standard `WebSocket` interface the live socket uses. The browser's and Node's
 * `WebSocket`, and the `ws` package's, all fit.
 */
export interface LiveSocketTransport {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open' | 'error', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: LiveSocketMessageEvent) => void): void;
  addEventListener(type: 'close', listener: (event: LiveSocketCloseEvent) => void): void;
}

/** A `WebSocket` constructor. */
export type LiveSocketTransportConstructor = new (url: string) => LiveSocketTransport;

/**
 * Where the live socket stands:
 * - `idle`: not connected yet;
 * - `connecting`: the first connection is being opened;
 * - `open`: connected, updates flow;
 * - `reconnecting`: the connection dropped; checking the session, re-reading and reopening;
 * - `closed`: closed by the client, by the server with code 4000, after sign-out, or because the
 *   session is gone. `connect()` starts again.
 */
export type LiveSocketStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

/** Answer of a session check. */
export type SessionCheckResult = 'ok' | 'unauthorized';

/** What each kind of listener receives. */
export interface LiveSocketEvents {
  /** Device updates, after throttling. */
  devices: Device[];
  /** Position updates, after throttling. */
  positions: Position[];
  /** Live events, unless events are disabled for the user. */
  events: FleetEvent[];
  /** The keys of a message other than devices, positions and events (logs, say), untouched. */
  message: Record<string, unknown>;
  /** The session is gone: the app goes to the login page. The socket has stopped. */
  unauthorized: undefined;
  /** Something went wrong; the socket carries on where it can. */
  error: LiveSocketError;
  /** The status changed. */
  status: LiveSocketStatus;
}

/** Options of a {@link LiveSocket}. */
export interface LiveSocketOptions {
  /** The socket address, or a function read at each (re)connection. See `liveSocketUrl`. */
  url: string | (() => string);
  /**
   * The WebSocket implementation.
   * @default globalThis.WebSocket (browsers, Node 22+)
   */
  WebSocket?: LiveSocketTransportConstructor;
  /** Whether a session exists now. The socket connects and reconnects only while it does. */
  isSignedIn: () => boolean;
  /** Checks the session after an unexpected close; `unauthorized` stops the socket (SPEC §4: 401). */
  checkSession?: () => Promise<SessionCheckResult>;
  /** Re-reads devices and positions after an unexpected close, before reconnecting. */
  refetch?: () => Promise<void>;
  /**
   * Whether live events are wanted; when it returns false they are ignored (SPEC §6).
   * @default () => true
   */
  eventsEnabled?: () => boolean;
  /** Throttling of device and position updates. @default 3 updates within 1500 ms */
  throttle?: { threshold?: number; windowMs?: number };
  /**
   * Delay before the first reconnection after a drop (ms); later attempts back off from it.
   * @default SOCKET_RECONNECT_DELAY_MS (1000)
   */
  reconnectDelayMs?: number;
  /**
   * Longest wait between reconnection attempts while the server stays away (ms).
   * @default SOCKET_RECONNECT_MAX_DELAY_MS (30 000)
   */
  maxReconnectDelayMs?: number;
  /** The jitter of the back-off: a number in [0, 1). @default Math.random */
  random?: () => number;
  /** A fleet store to feed with devices, positions and events. */
  store?: FleetStore;
}

type LiveUpdate = { device: Device } | { position: Position };
type Listener<K extends keyof LiveSocketEvents> = (payload: LiveSocketEvents[K]) => void;

/**
 * The live connection to `/api/socket` (SPEC §4, Traccar semantics). Device and position updates go
 * through an {@link UpdateThrottle} (each message carrying them counts as one update); events bypass it,
 * `{}` keepalives are ignored, and any other keys reach `message` listeners untouched. When the connection drops with a code other
 * than 4000 while the user is still signed in, it checks the session (`unauthorized` ends it), re-reads
 * devices and positions, and reconnects after 1 second. While the server stays away, each further
 * attempt waits longer, with jitter, up to 30 seconds (see `reconnectDelay`); a connection that stays
 * open for 10 seconds starts the next drop at 1 second again.
 *
 * `subscribe(listener)` calls the listener with the status after each change (not at once) and
 * returns the function that stops the calls; `on(type, listener)` hears the other kinds of news.
 *
 * @example
 * const live = new LiveSocket({
 *   url: liveSocketUrl('https://fleet.example.com'),
 *   isSignedIn: () => session.value !== null,
 *   checkSession: () =>
 *     client.session.get().then(
 *       () => 'ok',
 *       (error) => (error instanceof FleetApiError && error.isUnauthorized ? 'unauthorized' : 'ok'),
 *     ),
 *   refetch: async () => {
 *     const [devices, positions] = await Promise.all([client.devices.list(), client.positions.list()]);
 *     fleet.setDevices(devices);
 *     fleet.setPositions(positions);
 *   },
 *   store: fleet,
 * });
 * live.on('unauthorized', () => navigate('/login'));
 * live.connect();
 */
export class LiveSocket extends SignalSubscribable<(status: LiveSocketStatus) => void> {
  readonly #options: LiveSocketOptions;
  readonly #status = signal<LiveSocketStatus>('idle');
  readonly #listeners = new Map<keyof LiveSocketEvents, Set<(payload: never) => void>>();
  readonly #throttle: UpdateThrottle<LiveUpdate>;
  #socket: LiveSocketTransport | null = null;
  #reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  /** Reconnection attempts since the last connection that stayed up. */
  #attempt = 0;
  /** When the current connection opened (ms since the epoch), or null while none is open. */
  #openedAt: number | null = null;
  /** Increases on close, so a recovery still awaiting the session check or refetch gives up. */
  #epoch = 0;
  #logs = false;
  #disposed = false;

  /** Where the socket stands. */
  readonly status: ReadonlySignal<LiveSocketStatus> = this.#status;

  constructor(options: LiveSocketOptions) {
    super();
    this.#options = options;
    this.#throttle = new UpdateThrottle<LiveUpdate>({
      ...options.throttle,
      key: (update) =>
        'device' in update ? `device:${update.device.id}` : `position:${update.position.deviceId}`,
      onFlush: (updates) => this.#deliver(updates),
    });
  }

  /**
   * Opens the connection if a session exists and it is not already open or reopening.
   * @throws TypeError when no WebSocket implementation is available
   */
  connect(): void {
    if (this.#disposed || this.#socket || this.#status.peek() === 'reconnecting') return;
    if (!this.#options.isSignedIn()) return;
    this.#open('connecting');
  }

  /**
   * Asks the server to stream (`true`) or stop streaming (`false`) device logs: sends `{logs}` now if
   * open, and again after each reconnection while on.
   */
  setLogs(on: boolean): void {
    this.#logs = on;
    if (this.#status.peek() === 'open') this.#send({ logs: on });
  }

  /**
   * Closes the connection with code 4000 (sign-out), cancels a pending reconnection and drops
   * buffered updates. `connect()` may open it again.
   */
  close(): void {
    this.#epoch += 1;
    if (this.#reconnectTimer !== undefined) globalThis.clearTimeout(this.#reconnectTimer);
    this.#reconnectTimer = undefined;
    this.#attempt = 0;
    this.#openedAt = null;
    this.#throttle.clear();
    const socket = this.#socket;
    this.#socket = null;
    socket?.close(SOCKET_NORMAL_CLOSE_CODE);
    if (this.#status.peek() !== 'idle') this.#setStatus('closed');
  }

  /**
   * Adds a listener.
   * @returns the function that removes it
   * @example
   * const off = live.on('positions', (positions) => map.update(positions));
   */
  on<K extends keyof LiveSocketEvents>(type: K, listener: Listener<K>): () => void {
    let set = this.#listeners.get(type);
    if (!set) {
      set = new Set();
      this.#listeners.set(type, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }

  /** Closes with code 4000 (unmount), cancels timers and removes every listener. */
  dispose(): void {
    this.close();
    this.#disposed = true;
    this.#throttle.dispose();
    this.unsubscribeAll();
    this.#listeners.clear();
  }

  protected watch(): void {
    this.#status.value;
  }

  protected tell(listener: (status: LiveSocketStatus) => void): void {
    listener(this.#status.peek());
  }

  #open(status: 'connecting' | 'reconnecting'): void {
    const WebSocketClass =
      this.#options.WebSocket ?? (globalThis as { WebSocket?: LiveSocketTransportConstructor }).WebSocket;
    if (!WebSocketClass) {
      throw new TypeError('LiveSocket needs a WebSocket implementation: pass the WebSocket option.');
    }
    let socket: LiveSocketTransport;
    try {
      const { url } = this.#options;
      socket = new WebSocketClass(typeof url === 'function' ? url() : url);
    } catch (cause) {
      this.#setStatus('closed');
      this.#fail('transport', 'The live socket could not be created', cause);
      return;
    }
    this.#socket = socket;
    this.#setStatus(status);
    socket.addEventListener('open', () => {
      if (socket !== this.#socket) return;
      this.#openedAt = Date.now();
      this.#setStatus('open');
      if (this.#logs) this.#send({ logs: true });
    });
    socket.addEventListener('message', (event) => {
      if (socket === this.#socket) this.#receive(event.data);
    });
    socket.addEventListener('error', () => {
      if (socket === this.#socket) this.#fail('transport', 'The live socket failed');
    });
    socket.addEventListener('close', (event) => {
      if (socket === this.#socket) this.#closed(event.code);
    });
  }

  #receive(data: unknown): void {
    if (typeof data !== 'string') {
      this.#fail('invalid-message', 'A live message was not text');
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch (cause) {
      this.#fail('invalid-message', 'A live message was not JSON', cause);
      return;
    }
    const parsed = socketMessageSchema.safeParse(json);
    if (!parsed.success) {
      this.#fail('invalid-message', 'A live message did not match the wire schema', parsed.error);
      return;
    }
    const { devices, positions, events, ...others } = parsed.data;
    const updates: LiveUpdate[] = [];
    for (const device of devices ?? []) updates.push({ device });
    for (const position of positions ?? []) updates.push({ position });
    this.#throttle.push(updates);
    if (events && events.length > 0 && (this.#options.eventsEnabled?.() ?? true)) {
      this.#options.store?.addEvents(events);
      this.#emit('events', events);
    }
    if (Object.keys(others).length > 0) this.#emit('message', others);
  }

  #deliver(updates: LiveUpdate[]): void {
    const devices: Device[] = [];
    const positions: Position[] = [];
    for (const update of updates) {
      if ('device' in update) devices.push(update.device);
      else positions.push(update.position);
    }
    this.#options.store?.applySocketMessage({ devices, positions });
    if (devices.length > 0) this.#emit('devices', devices);
    if (positions.length > 0) this.#emit('positions', positions);
  }

  #closed(code: number): void {
    this.#socket = null;
    if (this.#openedAt !== null && Date.now() - this.#openedAt >= SOCKET_STABLE_CONNECTION_MS) {
      this.#attempt = 0;
    }
    this.#openedAt = null;
    if (code === SOCKET_NORMAL_CLOSE_CODE || !this.#options.isSignedIn()) {
      this.#setStatus('closed');
      return;
    }
    this.#setStatus('reconnecting');
    void this.#recover(this.#epoch);
  }

  /** After an unexpected close: check the session, re-read, wait, reconnect. */
  async #recover(epoch: number): Promise<void> {
    const { checkSession, refetch } = this.#options;
    if (checkSession) {
      let result: SessionCheckResult | undefined;
      try {
        result = await checkSession();
      } catch (cause) {
        if (epoch === this.#epoch) this.#fail('session-check', 'The session check failed', cause);
      }
      if (epoch !== this.#epoch) return;
      if (result === 'unauthorized') {
        this.#throttle.clear();
        this.#setStatus('closed');
        this.#emit('unauthorized', undefined);
        return;
      }
    }
    if (refetch) {
      try {
        await refetch();
      } catch (cause) {
        if (epoch === this.#epoch) this.#fail('refetch', 'Re-reading devices and positions failed', cause);
      }
      if (epoch !== this.#epoch) return;
    }
    const delay = reconnectDelay(this.#attempt, {
      baseMs: this.#options.reconnectDelayMs,
      maxMs: this.#options.maxReconnectDelayMs,
      random: this.#options.random,
    });
    this.#attempt += 1;
    this.#reconnectTimer = globalThis.setTimeout(() => {
      this.#reconnectTimer = undefined;
      if (this.#options.isSignedIn()) this.#open('reconnecting');
      else this.#setStatus('closed');
    }, delay);
  }

  #send(message: Record<string, unknown>): void {
    this.#socket?.send(JSON.stringify(message));
  }

  #setStatus(status: LiveSocketStatus): void {
    if (this.#status.peek() === status) return;
    this.#status.value = status;
    this.#emit('status', status);
  }

  #fail(kind: LiveSocketErrorKind, message: string, cause?: unknown): void {
    this.#emit('error', new LiveSocketError(kind, message, cause === undefined ? undefined : { cause }));
  }

  /** Calls each listener; one that throws is reported and does not stop the others. */
  #emit<K extends keyof LiveSocketEvents>(type: K, payload: LiveSocketEvents[K]): void {
    const set = this.#listeners.get(type);
    if (!set) return;
    for (const listener of [...set] as Listener<K>[]) {
      try {
        listener(payload);
      } catch (cause) {
        if (type === 'error') {
          // An error listener failing has nowhere left to report to: surface it like an uncaught error.
          queueMicrotask(() => {
            throw cause;
          });
        } else {
          this.#fail('listener', `A '${type}' listener threw`, cause);
        }
      }
    }
  }
}
