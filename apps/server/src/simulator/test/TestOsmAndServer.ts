import { createServer, type Server } from 'node:http';
import { type DecodedPosition, type DeviceCommand, OsmAndSession } from '../../protocols/index';

/**
 * An OsmAnd endpoint built on the server's real `OsmAndSession`: it decodes each request, answers
 * 200 with the next queued command as the body (as Traccar does), or fails on demand.
 */
export class TestOsmAndServer {
  readonly #server: Server;
  readonly #session = new OsmAndSession();
  readonly #queue: DeviceCommand[] = [];
  /** Every position decoded from a request answered 200, in order. */
  readonly positions: DecodedPosition[] = [];
  /** Requests received, failed ones included. */
  requests = 0;
  /** When set, requests are answered with this status and not stored. */
  failWith: number | undefined;

  private constructor() {
    this.#server = createServer((request, response) => {
      this.requests++;
      const url = new URL(request.url ?? '/', 'http://tracker');
      request.resume();
      request.on('end', () => {
        if (this.failWith !== undefined) {
          response.writeHead(this.failWith).end('Not stored');
          return;
        }
        const result = this.#session.decode({ query: url.searchParams });
        if (!result.ok) {
          response.writeHead(400).end(result.error.message);
          return;
        }
        this.positions.push(...result.positions);
        const command = this.#queue.shift();
        response.writeHead(200, { 'Content-Type': 'text/plain' });
        response.end(command ? this.#session.encodeCommand(command) : '');
      });
    });
  }

  static async start(): Promise<TestOsmAndServer> {
    const server = new TestOsmAndServer();
    await new Promise<void>((resolve) => server.#server.listen(0, '127.0.0.1', resolve));
    return server;
  }

  get port(): number {
    const address = this.#server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    return address.port;
  }

  /** Queues a command for the next 200 answer. */
  queue(command: DeviceCommand): void {
    this.#queue.push(command);
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}
