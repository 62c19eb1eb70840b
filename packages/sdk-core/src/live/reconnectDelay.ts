import { SOCKET_RECONNECT_DELAY_MS, SOCKET_RECONNECT_MAX_DELAY_MS } from '../constants';

/** Options of {@link reconnectDelay}. */
export interface ReconnectDelayOptions {
  /** The first delay, and the least any later one waits (ms). @default SOCKET_RECONNECT_DELAY_MS */
  baseMs?: number;
  /** The cap of the back-off (ms). @default SOCKET_RECONNECT_MAX_DELAY_MS */
  maxMs?: number;
  /** A number in [0, 1): the jitter. @default Math.random */
  random?: () => number;
}

/**
 * How long to wait before reconnection attempt `attempt` (0 for the first after a drop). The first
 * waits exactly the base delay (SPEC: 1 second); each later one waits a random time between the base
 * and an exponentially growing ceiling (base × 2^attempt, capped), so browsers that lost the server
 * together spread their reconnections instead of arriving in the same second.
 *
 * @example
 * reconnectDelay(0) // 1000
 * reconnectDelay(3, { random: () => 0.5 }) // 1000 + 0.5 × (8000 − 1000) = 4500
 */
export function reconnectDelay(attempt: number, options: ReconnectDelayOptions = {}): number {
  const base = options.baseMs ?? SOCKET_RECONNECT_DELAY_MS;
  const max = Math.max(base, options.maxMs ?? SOCKET_RECONNECT_MAX_DELAY_MS);
  if (attempt <= 0) return base;
  const ceiling = Math.min(max, base * 2 ** Math.min(attempt, 30));
  const jitter = Math.min(Math.max((options.random ?? Math.random)(), 0), 1);
  return Math.round(base + jitter * (ceiling - base));
}
