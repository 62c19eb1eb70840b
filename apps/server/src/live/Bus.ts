import { EventEmitter } from 'node:events';

/** Messages that cross instances: what changed, and which device it concerns. */
export interface BusMessages {
  positions: { positions: Record<string, unknown>[] };
  events: { events: Record<string, unknown>[] };
  /**
   * Devices changed. `statusOnly`: only their status and last update did (a tracker coming online or
   * going silent), so caches of names, settings, links and identifiers stay valid.
   */
  devices: { devices: Record<string, unknown>[]; statusOnly?: boolean };
  /** Permission links, groups or users changed: cached visibility must be dropped. */
  invalidate: { userId?: number };
  /** Other topics (tickets, commands …) are added by the modules that own them. */
  [topic: string]: unknown;
}

/**
 * A bus listener. `local` is true for a message published by this instance, false for one that came
 * from another instance (metrics count only their own instance's work).
 */
export type BusListener<T> = (message: T, local: boolean) => void;

/**
 * Publish/subscribe between the parts of the server and, with Redis, between instances. Without Redis
 * it is in-process; the API is the same, so nothing else changes when it is turned on.
 */
export interface Bus {
  publish<K extends keyof BusMessages & string>(topic: K, message: BusMessages[K]): Promise<void>;
  subscribe<K extends keyof BusMessages & string>(
    topic: K,
    listener: BusListener<BusMessages[K]>,
  ): () => void;
  /** Rejects when the bus cannot carry messages now (readiness); the in-process bus always can. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The in-process bus. */
export class LocalBus implements Bus {
  readonly #emitter = new EventEmitter();

  constructor() {
    this.#emitter.setMaxListeners(0);
  }

  async publish<K extends keyof BusMessages & string>(topic: K, message: BusMessages[K]): Promise<void> {
    this.#emitter.emit(topic, message, true);
  }

  subscribe<K extends keyof BusMessages & string>(topic: K, listener: BusListener<BusMessages[K]>) {
    this.#emitter.on(topic, listener);
    return () => {
      this.#emitter.off(topic, listener);
    };
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {
    this.#emitter.removeAllListeners();
  }
}
