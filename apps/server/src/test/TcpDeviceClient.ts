import { connect, type Socket } from 'node:net';

/**
 * A tracker's TCP connection in tests: sends bytes, collects everything the server writes back and
 * notes when the server closes it. Tests wait on `received` and `closed` with `vi.waitFor`.
 */
export class TcpDeviceClient {
  readonly socket: Socket;
  /** Everything the server wrote, in order. */
  received: Buffer = Buffer.alloc(0);
  /** Whether the connection has closed (by either side). */
  closed = false;

  private constructor(socket: Socket) {
    this.socket = socket;
    socket.on('data', (chunk) => {
      this.received = Buffer.concat([this.received, chunk]);
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      this.closed = true;
    });
  }

  /** Opens a connection to `port` on the loopback interface. */
  static open(port: number): Promise<TcpDeviceClient> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('error', reject);
      socket.once('connect', () => {
        socket.off('error', reject);
        resolve(new TcpDeviceClient(socket));
      });
    });
  }

  /** Writes bytes (a Buffer, or text sent as Latin-1). */
  send(bytes: Buffer | string): void {
    if (!this.closed) this.socket.write(typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes);
  }

  /** Resolves once the connection has closed. */
  whenClosed(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => this.socket.once('close', () => resolve()));
  }

  /** Closes the connection from the device side. */
  close(): void {
    this.socket.destroy();
  }
}
