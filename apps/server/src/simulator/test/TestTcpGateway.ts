import { createServer, type Server, type Socket } from 'node:net';
import {
  type DecodedFrame,
  type DecodedMessage,
  type DeviceCommand,
  findProtocol,
  ProtocolError,
  type TcpProtocolSession,
} from '../../protocols/index';

/** What the gateway does with a decoded frame: answer it, keep the answer back, or close the connection unanswered. */
export type FrameAnswer = 'ack' | 'hold' | 'drop';

interface Connection {
  socket: Socket;
  session: TcpProtocolSession;
}

/**
 * A gateway for one TCP protocol built on the server's real protocol sessions: it decodes what
 * trackers send with the server decoders and answers with the acknowledgements they produce, so a
 * test holds a real device/server conversation. `answer` decides per frame.
 */
export class TestTcpGateway {
  readonly #server: Server;
  readonly #connections = new Set<Connection>();
  readonly #protocol: 'gt06' | 'teltonika' | 'h02';
  readonly #now: () => Date;
  /** Every message decoded, in arrival order. */
  readonly messages: DecodedMessage[] = [];
  /** Every byte received, in arrival order. */
  received: Buffer = Buffer.alloc(0);
  /** Connections accepted so far. */
  connectionCount = 0;
  /** Decides what to do with each frame. @default ack everything */
  answer: (frame: DecodedFrame) => FrameAnswer = () => 'ack';
  /** Acknowledgements kept back by `hold`, with their connection. */
  readonly held: { socket: Socket; ack: Buffer }[] = [];

  private constructor(protocol: 'gt06' | 'teltonika' | 'h02', now: () => Date) {
    this.#protocol = protocol;
    this.#now = now;
    this.#server = createServer((socket) => this.#accept(socket));
  }

  /** Starts a gateway on a free loopback port. */
  static async start(
    protocol: 'gt06' | 'teltonika' | 'h02',
    now = () => new Date(),
  ): Promise<TestTcpGateway> {
    const gateway = new TestTcpGateway(protocol, now);
    await new Promise<void>((resolve) => gateway.#server.listen(0, '127.0.0.1', resolve));
    return gateway;
  }

  get port(): number {
    const address = this.#server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    return address.port;
  }

  /** Positions decoded so far. */
  get positions() {
    return this.messages.filter((message) => message.kind === 'position');
  }

  /** Messages of one kind. */
  ofKind<K extends DecodedMessage['kind']>(kind: K): Extract<DecodedMessage, { kind: K }>[] {
    return this.messages.filter(
      (message): message is Extract<DecodedMessage, { kind: K }> => message.kind === kind,
    );
  }

  /** Open connections. */
  get openConnections(): number {
    return this.#connections.size;
  }

  /** Sends the held acknowledgements. */
  release(): void {
    for (const { socket, ack } of this.held.splice(0)) if (!socket.destroyed) socket.write(ack);
  }

  /** Encodes `command` for the tracker with the server's encoder and sends it on every open connection. */
  send(command: DeviceCommand): void {
    for (const { socket, session } of this.#connections) socket.write(session.encodeCommand(command));
  }

  /** Closes every tracker connection. */
  dropConnections(): void {
    for (const { socket } of this.#connections) socket.destroy();
  }

  async close(): Promise<void> {
    this.dropConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  #accept(socket: Socket): void {
    this.connectionCount++;
    const connection: Connection = {
      socket,
      session: findProtocol(this.#protocol).createSession({ now: this.#now }) as TcpProtocolSession,
    };
    this.#connections.add(connection);
    socket.on('error', () => {});
    socket.on('close', () => this.#connections.delete(connection));
    socket.on('data', (chunk: Buffer) => {
      this.received = Buffer.concat([this.received, chunk]);
      let frames: DecodedFrame[];
      try {
        frames = connection.session.push(chunk);
      } catch (error) {
        if (!(error instanceof ProtocolError)) throw error;
        socket.destroy();
        return;
      }
      for (const frame of frames) {
        if (socket.destroyed) return;
        this.messages.push(...frame.messages);
        const answer = this.answer(frame);
        if (answer === 'drop') {
          socket.destroy();
          return;
        }
        if (!frame.ack) continue;
        if (answer === 'hold') this.held.push({ socket, ack: frame.ack });
        else socket.write(frame.ack);
      }
    });
  }
}
