import { buildOsmAndQuery, readOsmAndCommand } from '../devices/osmandRequest';
import type { SimulationTimer } from '../SimulationClock';
import type { TrackerRecord } from '../types';
import {
  reconnectDelay,
  type TrackerLink,
  type TrackerLinkHost,
  type TrackerLinkOptions,
} from './TrackerLink';

type LinkState = 'idle' | 'ready' | 'sending' | 'waiting' | 'stopped';

/** `host:port` for a URL, with brackets around an IPv6 address. */
function authority(host: string, port: number): string {
  return `${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * An OsmAnd / Traccar Client tracker over HTTP: each record is one `POST /?id=…&lat=…` request, the
 * oldest first, sent again until the server answers 200. The body of a 200 answer may carry a queued
 * command (`RELAY,1#`, `RELAY,0#`), which the tracker obeys. A failed request is retried after a
 * growing delay.
 */
export class HttpTrackerLink implements TrackerLink {
  readonly #uniqueId: string;
  readonly #password: string | undefined;
  readonly #host: TrackerLinkHost;
  readonly #options: TrackerLinkOptions;
  readonly #timeoutMs: number;
  #state: LinkState = 'idle';
  #online = false;
  #failures = 0;
  #request: AbortController | undefined;
  #deadline: SimulationTimer | undefined;
  #retry: SimulationTimer | undefined;
  #pending: Promise<void> = Promise.resolve();

  /** @param password the device's password (`attributes.devicePassword`), sent with every request */
  constructor(uniqueId: string, host: TrackerLinkHost, options: TrackerLinkOptions, password?: string) {
    this.#uniqueId = uniqueId;
    this.#password = password;
    this.#host = host;
    this.#options = options;
    this.#timeoutMs = options.ackTimeoutMs ?? 30_000;
  }

  get online(): boolean {
    return this.#online;
  }

  start(): void {
    if (this.#state !== 'idle') return;
    this.#state = 'ready';
    this.flush();
  }

  flush(): void {
    if (this.#state !== 'ready') return;
    const [record] = this.#host.outbox.take(1);
    if (record) this.#pending = this.#send(record);
  }

  /** OsmAnd has no heartbeat: every report is a request. */
  sendStatus(): void {}

  async stop(): Promise<void> {
    this.#state = 'stopped';
    this.#retry?.cancel();
    this.#deadline?.cancel();
    this.#request?.abort();
    await this.#pending;
  }

  async #send(record: TrackerRecord): Promise<void> {
    const host = this.#host;
    this.#state = 'sending';
    const request = new AbortController();
    this.#request = request;
    this.#deadline = host.clock.setTimer(() => request.abort(), this.#timeoutMs);
    const url = `http://${authority(this.#options.host, this.#options.port)}/?${buildOsmAndQuery(this.#uniqueId, record, this.#password)}`;
    host.stats.framesSent++;
    let body: string | undefined;
    try {
      const response = await fetch(url, { method: 'POST', signal: request.signal });
      const text = await response.text();
      if (response.status === 200) body = text;
    } catch {
      // Refused, reset or timed out: handled as a failure below.
    }
    this.#deadline.cancel();
    this.#request = undefined;
    // stop() may have run while the request was under way.
    if ((this.#state as LinkState) === 'stopped') {
      host.outbox.returnInFlight();
      return;
    }
    if (body === undefined) {
      this.#failed();
      return;
    }
    this.#failures = 0;
    host.stats.acksReceived++;
    host.stats.recordsAcknowledged += host.outbox.acknowledge(1);
    if (!this.#online) {
      this.#online = true;
      host.emit({ type: 'online' });
    }
    host.emit({ type: 'acknowledged', records: 1 });
    this.#state = 'ready';
    const command = readOsmAndCommand(body);
    if (command) {
      host.stats.commandsReceived++;
      host.emit({ type: 'command', command });
      host.obey(command);
      host.reportNow();
    }
    this.flush();
  }

  #failed(): void {
    const host = this.#host;
    host.outbox.returnInFlight();
    if (this.#online) host.emit({ type: 'offline' });
    this.#online = false;
    this.#failures++;
    this.#state = 'waiting';
    const delayMs = reconnectDelay(this.#failures, this.#options, host.random);
    this.#retry = host.clock.setTimer(() => {
      this.#retry = undefined;
      if (this.#state !== 'waiting') return;
      host.stats.reconnects++;
      this.#state = 'ready';
      this.flush();
    }, delayMs);
    host.emit({ type: 'retrying', delayMs });
  }
}
