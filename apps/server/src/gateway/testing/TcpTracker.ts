import { connect, type Socket } from 'node:net';
import type { TrackerRecord } from '../../simulator/types';

/**
 * A tracker on a real TCP socket for gateway tests: it sends the frames a test gives it and keeps
 * everything the server writes back. Tests wait on {@link TcpTracker.received} and
 * {@link TcpTracker.closed} with `vi.waitFor` / `expect.poll`.
 */
export class TcpTracker {
  readonly socket: Socket;
  /** Every byte the server wrote, in order. */
  received = Buffer.alloc(0);
  /** Whether the connection has ended (either side closed it). */
  closed = false;
  readonly #connected: Promise<void>;

  constructor(port: number) {
    this.socket = connect(port, '127.0.0.1');
    this.#connected = new Promise((resolve, reject) => {
      this.socket.once('connect', () => resolve());
      this.socket.once('error', reject);
    });
    this.socket.on('data', (chunk) => {
      this.received = Buffer.concat([this.received, chunk]);
    });
    this.socket.on('error', () => {});
    this.socket.on('close', () => {
      this.closed = true;
    });
  }

  /** Resolves once connected. */
  ready(): Promise<void> {
    return this.#connected;
  }

  send(frame: Buffer | string): void {
    this.socket.write(typeof frame === 'string' ? Buffer.from(frame, 'latin1') : frame);
  }

  /** What the server wrote, as latin1 text (command texts are ASCII). */
  get text(): string {
    return this.received.toString('latin1');
  }

  destroy(): void {
    this.socket.destroy();
  }
}

/** A parked vehicle in Kathmandu with a valid fix at `time`. */
export function parkedRecord(time = Date.now(), overrides: Partial<TrackerRecord> = {}): TrackerRecord {
  return {
    time,
    latitude: 27.7172,
    longitude: 85.324,
    altitude: 1300,
    course: 90,
    speedKmh: 0,
    ignition: false,
    motion: false,
    blocked: false,
    odometer: 1000,
    satellites: 9,
    gsmLevel: 4,
    powerVolts: 12.6,
    batteryLevel: 90,
    phase: 'parked',
    reason: 'periodic',
    ...overrides,
  };
}
