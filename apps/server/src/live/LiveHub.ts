import { randomBytes } from 'node:crypto';
import { SOCKET_KEEPALIVE_MS } from '@fleetkit/sdk-core';
import type { WebSocket } from 'ws';
import type { Access, UserRow } from '../auth/Access';
import { deviceView } from '../services/guestView';
import type { Bus } from './Bus';

interface Client {
  socket: WebSocket;
  user: UserRow;
  logs: boolean;
  /** When the session behind the socket ends (ms epoch); the socket is closed then. */
  expiresAt: number;
  /** The session or token the socket was opened with (`SessionService.credentialId`). */
  credential: string | null;
}

/** Close code of a socket whose session ended (the client then finds it signed out). */
export const SESSION_ENDED_CLOSE_CODE = 4001;

/**
 * What a device sent, as Traccar's socket streams it to clients that asked with `{"logs":true}`:
 * the device's address, protocol, identifier (when known) and the bytes received, in hex.
 */
export interface DeviceLogRecord {
  host: string;
  protocol: string;
  uniqueId: string;
  deviceId: number;
  data: string;
}

declare module './Bus' {
  interface BusMessages {
    /** Raw device data for the sockets that asked for logs (sent only while some socket wants them). */
    logs: { logs: DeviceLogRecord[] };
    /** An instance has sockets that want device logs (repeated while it does). */
    'logs.wanted': { instance: string };
  }
}

/**
 * Prepares a batch of events for sending: returns each reader's copy (with the texts Traccar's clients
 * show, in the reader's time zone).
 */
export type EventDescriber = (
  events: Record<string, unknown>[],
) => Promise<(reader: UserRow) => Record<string, unknown>[]>;

export interface LiveHubOptions {
  /** How often every socket receives `{}` so proxies keep idle sockets open (ms). @default SOCKET_KEEPALIVE_MS (55 s) */
  keepaliveMs?: number;
}

/** An instance that asked for logs is served for this long after its last request (ms). */
const LOGS_WANTED_TTL_MS = 30_000;

/**
 * The `/api/socket` fan-out: each connected client receives the devices, positions and events of the
 * devices it may see, whichever instance produced them (they arrive through the bus).
 */
export class LiveHub {
  readonly #clients = new Set<Client>();
  readonly #access: Access;
  readonly #unsubscribe: (() => void)[] = [];
  readonly #keepalive: NodeJS.Timeout;
  readonly #bus: Bus;
  readonly #instance = randomBytes(8).toString('hex');
  /** Instances (this one included) with sockets that want logs, and until when. */
  readonly #logsWantedUntil = new Map<string, number>();
  readonly #logsAnnounce: NodeJS.Timeout;
  #tracks: (user: UserRow, deviceId: number) => boolean = () => true;
  #wantsEvent: (user: UserRow, type: string) => boolean | Promise<boolean> = () => true;
  #describeEvents: EventDescriber | null = null;

  constructor(bus: Bus, access: Access, options: LiveHubOptions = {}) {
    this.#access = access;
    this.#bus = bus;
    this.#unsubscribe.push(
      bus.subscribe('positions', (m) => void this.#fanOut('positions', m.positions)),
      bus.subscribe('events', (m) => void this.#fanOut('events', m.events)),
      bus.subscribe('devices', (m) => void this.#fanOut('devices', m.devices, 'id')),
      bus.subscribe('logs', (m) => this.#sendLogs(m.logs)),
      bus.subscribe('sessions.ended', (m) => this.#endSessions(m.userId, m.keep ?? null)),
      bus.subscribe('logs.wanted', (m) => {
        this.#logsWantedUntil.set(m.instance, Date.now() + LOGS_WANTED_TTL_MS);
      }),
    );
    this.#keepalive = setInterval(() => this.#broadcastRaw('{}'), options.keepaliveMs ?? SOCKET_KEEPALIVE_MS);
    this.#keepalive.unref();
    // While this instance has log sockets, it says so a few times per TTL so gateways elsewhere keep sending.
    this.#logsAnnounce = setInterval(() => this.#announceLogsWanted(), LOGS_WANTED_TTL_MS / 3);
    this.#logsAnnounce.unref();
  }

  get clientCount(): number {
    return this.#clients.size;
  }

  /** Whether a socket on any instance wants device logs now (the gateway sends them only then). */
  get logsWanted(): boolean {
    const now = Date.now();
    for (const [instance, until] of this.#logsWantedUntil) {
      if (until > now) return true;
      this.#logsWantedUntil.delete(instance);
    }
    return false;
  }

  /**
   * Registers a socket until it closes or its session ends (`expiresAt`, default: the user's expiry, or
   * the end of the user's sessions on any instance that does not spare `credential`).
   */
  add(socket: WebSocket, user: UserRow, expiresAt?: Date | null, credential: string | null = null): void {
    const limits = [user.expirationTime, expiresAt].filter((d): d is Date => d instanceof Date);
    const client: Client = {
      socket,
      user,
      credential,
      logs: false,
      expiresAt: limits.length ? Math.min(...limits.map((d) => d.getTime())) : Number.POSITIVE_INFINITY,
    };
    this.#clients.add(client);
    const remaining = client.expiresAt - Date.now();
    // setTimeout holds at most ~24.8 days; a longer session is caught by the checks on each message.
    const timer =
      remaining < 2 ** 31 - 1 ? setTimeout(() => this.#closeExpired(), Math.max(0, remaining)) : undefined;
    timer?.unref();
    socket.on('close', () => {
      clearTimeout(timer);
      this.#clients.delete(client);
    });
    socket.on('error', () => this.#clients.delete(client));
    socket.on('message', (data) => {
      try {
        const message = JSON.parse(String(data)) as { logs?: unknown };
        if (typeof message.logs !== 'boolean') return;
        // Raw device data is for administrators (it may belong to any device); others are not sent it.
        client.logs = message.logs && user.administrator;
        if (client.logs) this.#announceLogsWanted();
      } catch {
        // A client message that is not JSON is ignored; the socket stays open.
      }
    });
  }

  /** Decides whose positions each user still receives (a vehicle whose subscription is over is not tracked). */
  setTrackingFilter(tracks: (user: UserRow, deviceId: number) => boolean): void {
    this.#tracks = tracks;
  }

  /** Decides which event types each user receives (the `web` channel of its notification settings). */
  setEventFilter(wants: (user: UserRow, type: string) => boolean | Promise<boolean>): void {
    this.#wantsEvent = wants;
  }

  /** Sets how events are prepared for their readers (`attributes.message`). */
  setEventDescriber(describe: EventDescriber): void {
    this.#describeEvents = describe;
  }

  /** Sends a message to the sockets of one user (or of every user when `userId` is undefined). */
  sendToUser(userId: number | undefined, message: Record<string, unknown>): void {
    const text = JSON.stringify(message);
    for (const client of this.#clients) {
      if (userId === undefined || client.user.id === userId) this.#send(client, text);
    }
  }

  /** Closes every socket (shutdown). */
  closeAll(code = 1001): void {
    for (const client of this.#clients) client.socket.close(code, 'Server shutting down');
    this.#clients.clear();
  }

  dispose(): void {
    clearInterval(this.#keepalive);
    clearInterval(this.#logsAnnounce);
    for (const off of this.#unsubscribe) off();
    this.closeAll();
  }

  async #fanOut(key: string, items: Record<string, unknown>[], deviceKey = 'deviceId'): Promise<void> {
    if (items.length === 0) return;
    this.#closeExpired();
    // Events get their readable text once per batch; a failed lookup sends them without it.
    const forReader =
      key === 'events' && this.#describeEvents
        ? await this.#describeEvents(items).catch(() => () => items)
        : () => items;
    // The sockets of one user see the same things: the message is filtered and serialized once per user.
    const messages = new Map<string, Buffer | null>();
    for (const client of [...this.#clients]) {
      const viewer = `${client.user.id}:${client.user.administrator}`;
      let message = messages.get(viewer);
      if (message === undefined) {
        const text = await this.#messageFor(client.user, key, forReader(client.user), deviceKey);
        message = text === null ? null : Buffer.from(text);
        messages.set(viewer, message);
      }
      if (message !== null) this.#send(client, message);
    }
  }

  /** What one user receives of a change (null: nothing). */
  async #messageFor(
    user: UserRow,
    key: string,
    items: Record<string, unknown>[],
    deviceKey: string,
  ): Promise<string | null> {
    const visible = await this.#access.visibleIds(user, 'device').catch(() => new Set<number>());
    let allowed = visible === null ? items : items.filter((item) => visible.has(Number(item[deviceKey])));
    if (key === 'devices') {
      const reader = { temporary: user.temporary, mayWrite: this.#access.canWriteDevices(user) };
      allowed = allowed.map((device) => deviceView(device, reader));
    }
    if (key === 'positions') allowed = allowed.filter((item) => this.#tracks(user, Number(item.deviceId)));
    if (key === 'events') allowed = await this.#wantedEvents(user, allowed);
    return allowed.length > 0 ? JSON.stringify({ [key]: allowed }) : null;
  }

  #sendLogs(records: DeviceLogRecord[]): void {
    if (records.length === 0) return;
    const text = JSON.stringify({ logs: records });
    for (const client of this.#clients) if (client.logs) this.#send(client, text);
  }

  #announceLogsWanted(): void {
    if (![...this.#clients].some((c) => c.logs)) return;
    void this.#bus.publish('logs.wanted', { instance: this.#instance }).catch(() => {});
  }

  async #wantedEvents(user: UserRow, items: Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
    const wanted = await Promise.all(
      items.map((item) => Promise.resolve(this.#wantsEvent(user, String(item.type))).catch(() => true)),
    );
    return items.filter((_, index) => wanted[index]);
  }

  #broadcastRaw(text: string): void {
    this.#closeExpired();
    for (const client of this.#clients) this.#send(client, text);
  }

  /** Closes the sockets whose session has ended (an expired share link sees nothing more). */
  #closeExpired(now = Date.now()): void {
    for (const client of this.#clients) {
      if (client.expiresAt <= now) {
        this.#clients.delete(client);
        client.socket.close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
      }
    }
  }

  /** Closes the sockets of a user whose sessions ended, but the one opened with `keep`. */
  #endSessions(userId: number, keep: string | null): void {
    for (const client of this.#clients) {
      if (client.user.id === userId && (keep === null || client.credential !== keep)) {
        this.#clients.delete(client);
        client.socket.close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
      }
    }
  }

  /** Sends a text message; given as UTF-8 bytes, one encoding serves every socket it goes to. */
  #send(client: Client, text: string | Buffer): void {
    if (client.socket.readyState === client.socket.OPEN) client.socket.send(text, { binary: false });
  }
}
