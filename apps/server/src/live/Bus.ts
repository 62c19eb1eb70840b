import { EventEmitter } from 'node:events';

/** Messages that cross instances: what changed, and which device it concerns. */
export interface BusMessages {
  positions: { positions: Record<string, unknown>[] };
  events: { events: Record<string, unknown>[] };
  devices: { devices: Record<string, unknown>[] };
  /** Permission links, groups or users changed: cached visibility must be dropped. */
  invalidate: { userId?: number };
  /** Other topics (tickets, commands …) are added by the modules that own them. */
  [topic: string]: unknown;
}

/**
 * Publish/subscribe between the parts of the server and, with Redis, between instances. Without Redis
 * it is in-process; the API is the same, so nothing else changes when it is turned on.
 */
export interface Bus {
  publish<K extends keyof BusMessages & string>(topic: K, message: BusMessages[K]): Promise<void>;
  subscribe<K extends keyof BusMessages & string>(
    topic: K,
    listener: (message: BusMessages[K]) => void,
  ): () => void;
  close(): Promise<void>;
}

/** The in-process bus. */
export class LocalBus implements Bus {
  readonly #emitter = new EventEmitter();

  constructor() {
    this.#emitter.setMaxListeners(0);
  }

  async publish<K extends keyof BusMessages & string>(topic: K, message: BusMessages[K]): Promise<void> {
    this.#emitter.emit(topic, message);
  }

  subscribe<K extends keyof BusMessages & string>(topic: K, listener: (message: BusMessages[K]) => void) {
    this.#emitter.on(topic, listener);
    return () => {
      this.#emitter.off(topic, listener);
    };
  }

  async close(): Promise<void> {
    this.#emitter.removeAllListeners();
  }
}
