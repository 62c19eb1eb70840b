import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { Bus, BusListener, BusMessages } from './Bus';

/** How long a readiness ping waits for Redis (ms). */
const PING_TIMEOUT_MS = 2000;

/** What crosses Redis: the message and the instance that sent it. */
interface Envelope {
  from: string;
  message: unknown;
}

/**
 * The bus between several server instances (`REDIS_URL`): each message is delivered here at once, as
 * on the in-process bus, and published on Redis (`<channel>:<topic>`) for the other instances, which
 * deliver it to their own subscribers. An instance ignores its own messages coming back from Redis.
 * @example const bus = await RedisBus.connect('redis://127.0.0.1:6379');
 */
export class RedisBus implements Bus {
  readonly #emitter = new EventEmitter();
  readonly #publisher: Redis;
  readonly #subscriber: Redis;
  readonly #prefix: string;
  readonly #instance = randomBytes(8).toString('hex');

  private constructor(url: string, channel: string, onError: (error: Error) => void) {
    this.#emitter.setMaxListeners(0);
    this.#prefix = `${channel}:`;
    this.#publisher = new Redis(url, { lazyConnect: true });
    this.#subscriber = new Redis(url, { lazyConnect: true });
    this.#publisher.on('error', onError);
    this.#subscriber.on('error', onError);
    this.#subscriber.on('pmessage', (_pattern: string, name: string, text: string) => {
      let envelope: Envelope;
      try {
        envelope = JSON.parse(text) as Envelope;
      } catch {
        return;
      }
      if (envelope.from === this.#instance) return;
      this.#emitter.emit(name.slice(this.#prefix.length), envelope.message, false);
    });
  }

  /**
   * Connects to Redis and subscribes to the channel's topics; rejects when Redis cannot be reached.
   * @param channel prefix of the Redis channels, shared by the instances of one deployment. @default 'fleetkit'
   */
  static async connect(
    url: string,
    channel = 'fleetkit',
    onError: (error: Error) => void = () => {},
  ): Promise<RedisBus> {
    const bus = new RedisBus(url, channel, onError);
    try {
      await Promise.all([bus.#publisher.connect(), bus.#subscriber.connect()]);
      await bus.#subscriber.psubscribe(`${bus.#prefix}*`);
    } catch (error) {
      bus.#publisher.disconnect();
      bus.#subscriber.disconnect();
      throw new Error(`Redis at ${redactUrl(url)} cannot be reached: ${(error as Error).message}`);
    }
    return bus;
  }

  async publish<K extends keyof BusMessages & string>(topic: K, message: BusMessages[K]): Promise<void> {
    this.#emitter.emit(topic, message, true);
    const envelope: Envelope = { from: this.#instance, message };
    await this.#publisher.publish(`${this.#prefix}${topic}`, JSON.stringify(envelope));
  }

  subscribe<K extends keyof BusMessages & string>(topic: K, listener: BusListener<BusMessages[K]>) {
    this.#emitter.on(topic, listener);
    return () => {
      this.#emitter.off(topic, listener);
    };
  }

  /** Resolves when both connections answer PING; rejects when either does not within 2 s. */
  async ping(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Redis did not answer in time')), PING_TIMEOUT_MS);
    });
    try {
      // The subscriber connection is in subscriber mode, where only (P)SUBSCRIBE, PING and QUIT are allowed.
      await Promise.race([Promise.all([this.#publisher.ping(), this.#subscriber.ping()]), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    this.#emitter.removeAllListeners();
    await Promise.allSettled([this.#subscriber.quit(), this.#publisher.quit()]);
  }
}

/** A connection string without its password, for messages. */
function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the configured address';
  }
}
