import type { ReceivedCommand } from '../devices/TrackerProtocol';
import type { RecordOutbox } from '../RecordOutbox';
import type { SeededRandom } from '../SeededRandom';
import type { SimulationClock } from '../SimulationClock';
import type { VehicleSnapshot } from '../types';

/** Counters of one simulated tracker. */
export interface SimulatedDeviceStats {
  /** Frames (or HTTP requests) sent. */
  framesSent: number;
  /** Acknowledgements received: logins, records, heartbeats, replies. */
  acksReceived: number;
  /** Records the server acknowledged. */
  recordsAcknowledged: number;
  /** Connection attempts after the first (TCP), or retries after a failed request (HTTP). */
  reconnects: number;
  /** Commands received from the server. */
  commandsReceived: number;
  /** Engine commands carried out (relay cut or released). */
  commandsObeyed: number;
}

/** Something a simulated tracker did that a listener may want to know. */
export type SimulatedDeviceEvent =
  /** The server accepted the tracker (TCP) or answered a report (HTTP). */
  | { type: 'online' }
  /** The connection dropped or a request failed. */
  | { type: 'offline' }
  /** A connection attempt or request failed; the next one follows after `delayMs`. */
  | { type: 'retrying'; delayMs: number }
  | { type: 'acknowledged'; records: number }
  | { type: 'command'; command: ReceivedCommand };

/** What a link needs from the tracker it carries. */
export interface TrackerLinkHost {
  readonly clock: SimulationClock;
  /** For reconnect jitter. */
  readonly random: SeededRandom;
  readonly outbox: RecordOutbox;
  readonly stats: SimulatedDeviceStats;
  /** The vehicle now. */
  snapshot(): VehicleSnapshot;
  /** Carries out a command (the relay); the link then sends the reply, if any, and calls `reportNow`. */
  obey(command: ReceivedCommand): void;
  /** Stores a record of the current state if it changed, and sends what is due. */
  reportNow(): void;
  emit(event: SimulatedDeviceEvent): void;
}

/** Where and how a link connects. */
export interface TrackerLinkOptions {
  host: string;
  port: number;
  /** Wait this long for a connection, an acknowledgement or a response before giving up on it (ms). @default 30000 */
  ackTimeoutMs?: number;
  /** First reconnect delay (ms), doubled per failure. @default 1000 */
  reconnectMinMs?: number;
  /** Longest reconnect delay (ms). @default 60000 */
  reconnectMaxMs?: number;
}

/** The transport of a tracker: a TCP connection or HTTP requests. */
export interface TrackerLink {
  /** Whether the server currently accepts the tracker's records. */
  readonly online: boolean;
  start(): void;
  /** Sends stored records when the connection can take them. */
  flush(): void;
  /** Sends a status or heartbeat frame, when the protocol has one and the link is online. */
  sendStatus(): void;
  /** Closes the connection; resolves when it is closed. */
  stop(): Promise<void>;
}

/** The reconnect delay after `failures` failures in a row: doubling from the minimum, capped, with jitter. */
export function reconnectDelay(failures: number, options: TrackerLinkOptions, random: SeededRandom): number {
  const min = options.reconnectMinMs ?? 1000;
  const max = options.reconnectMaxMs ?? 60_000;
  const base = Math.min(max, min * 2 ** Math.max(0, failures - 1));
  return Math.round(base * random.between(0.75, 1));
}
