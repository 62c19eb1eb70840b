import { Socket } from 'node:net';
import type { ServerInstruction, TcpTrackerProtocol } from '../devices/TrackerProtocol';
import type { SimulationTimer } from '../SimulationClock';
import {
  reconnectDelay,
  type TrackerLink,
  type TrackerLinkHost,
  type TrackerLinkOptions,
} from './TrackerLink';

type LinkState = 'idle' | 'connecting' | 'greeting' | 'online' | 'waiting' | 'stopped';

/**
 * A tracker's TCP connection, as real trackers behave: connect, identify, and send records only
 * after the server accepted the identification; one frame in flight at a time, each waiting for its
 * acknowledgement. A connection that fails, drops, or leaves a frame unanswered for `ackTimeoutMs`
 * is closed and opened again after a growing delay; unacknowledged records are sent again then.
 * Commands are answered as they arrive.
 */
export class TcpTrackerLink implements TrackerLink {
  readonly #protocol: TcpTrackerProtocol;
  readonly #host: TrackerLinkHost;
  readonly #options: TrackerLinkOptions;
  readonly #ackTimeoutMs: number;
  #state: LinkState = 'idle';
  #socket: Socket | undefined;
  #deadline: SimulationTimer | undefined;
  #retry: SimulationTimer | undefined;
  #attempts = 0;
  #failures = 0;
  #closed: Promise<void> = Promise.resolve();

  constructor(protocol: TcpTrackerProtocol, host: TrackerLinkHost, options: TrackerLinkOptions) {
    this.#protocol = protocol;
    this.#host = host;
    this.#options = options;
    this.#ackTimeoutMs = options.ackTimeoutMs ?? 30_000;
  }

  get online(): boolean {
    return this.#state === 'online';
  }

  start(): void {
    if (this.#state === 'idle') this.#connect();
  }

  flush(): void {
    const outbox = this.#host.outbox;
    if (this.#state !== 'online' || outbox.inFlight > 0 || outbox.size === 0) return;
    const records = outbox.take(this.#protocol.maxRecordsPerFrame);
    this.#write(this.#protocol.records(records));
    if (this.#protocol.recordsAnswered === false) {
      // Nothing acknowledges reports in this protocol: what was written counts as delivered.
      const delivered = this.#host.outbox.acknowledge(records.length);
      this.#host.stats.recordsAcknowledged += delivered;
      this.#host.emit({ type: 'acknowledged', records: delivered });
      this.flush();
      return;
    }
    this.#expectAnswer();
  }

  sendStatus(): void {
    if (this.#state !== 'online') return;
    const frame = this.#protocol.status(this.#host.snapshot());
    if (frame) this.#write(frame);
  }

  async stop(): Promise<void> {
    this.#state = 'stopped';
    this.#retry?.cancel();
    this.#deadline?.cancel();
    this.#socket?.destroy();
    await this.#closed;
  }

  #connect(): void {
    this.#retry = undefined;
    if (this.#attempts++ > 0) this.#host.stats.reconnects++;
    this.#state = 'connecting';
    const socket = new Socket();
    this.#socket = socket;
    this.#closed = new Promise((resolve) => socket.once('close', () => resolve()));
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      if (socket === this.#socket) this.#receive(chunk);
    });
    // A failed connection also emits 'close', where it is handled.
    socket.on('error', () => {});
    socket.on('close', () => {
      if (socket === this.#socket) this.#disconnected();
    });
    socket.connect(this.#options.port, this.#options.host, () => {
      if (socket !== this.#socket || this.#state !== 'connecting') return;
      this.#state = 'greeting';
      const hello = this.#protocol.hello(this.#host.snapshot());
      if (hello) this.#write(hello);
      if (hello === undefined || this.#protocol.helloAnswered === false) this.#goOnline();
      else this.#expectAnswer();
    });
    this.#expectAnswer();
  }

  /** Closes the connection when nothing answers within the timeout. */
  #expectAnswer(): void {
    this.#deadline?.cancel();
    const socket = this.#socket;
    this.#deadline = this.#host.clock.setTimer(() => socket?.destroy(), this.#ackTimeoutMs);
  }

  #write(frame: Buffer): void {
    this.#socket?.write(frame);
    this.#host.stats.framesSent++;
  }

  #receive(chunk: Buffer): void {
    for (const instruction of this.#protocol.read(chunk)) {
      if (this.#state === 'stopped' || !this.#socket) return;
      this.#follow(instruction);
    }
  }

  #follow(instruction: ServerInstruction): void {
    const host = this.#host;
    switch (instruction.kind) {
      case 'helloAccepted':
        if (this.#state !== 'greeting') return;
        host.stats.acksReceived++;
        this.#goOnline();
        return;
      case 'helloRefused':
        this.#socket?.destroy();
        return;
      case 'recordsAcknowledged': {
        if (host.outbox.inFlight === 0) return;
        host.stats.acksReceived++;
        this.#deadline?.cancel();
        const records = host.outbox.acknowledge(instruction.count);
        host.stats.recordsAcknowledged += records;
        host.emit({ type: 'acknowledged', records });
        this.flush();
        return;
      }
      case 'acknowledged':
        host.stats.acksReceived++;
        return;
      case 'command': {
        host.stats.commandsReceived++;
        host.emit({ type: 'command', command: instruction.command });
        host.obey(instruction.command);
        const reply = this.#protocol.reply(instruction.command, host.snapshot());
        if (reply) this.#write(reply);
        host.reportNow();
      }
    }
  }

  /** The identification was accepted (or needs no answer): status and records follow. */
  #goOnline(): void {
    this.#deadline?.cancel();
    this.#state = 'online';
    this.#failures = 0;
    this.#host.emit({ type: 'online' });
    this.sendStatus();
    this.flush();
  }

  #disconnected(): void {
    this.#socket = undefined;
    this.#deadline?.cancel();
    this.#host.outbox.returnInFlight();
    if (this.#state === 'stopped') return;
    if (this.#state === 'online') this.#host.emit({ type: 'offline' });
    this.#state = 'waiting';
    this.#failures++;
    const delayMs = reconnectDelay(this.#failures, this.#options, this.#host.random);
    this.#retry = this.#host.clock.setTimer(() => this.#connect(), delayMs);
    this.#host.emit({ type: 'retrying', delayMs });
  }
}
