import {
  createServer as createHttpServer,
  type Server as HttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { createServer as createTcpServer, type Socket, type Server as TcpServer } from 'node:net';
import type { ServerConfig } from '../config';
import {
  type HttpProtocolDefinition,
  PROTOCOLS,
  type ProtocolName,
  type TcpProtocolDefinition,
} from '../protocols/index';

/** Pending TCP connections the kernel queues per port (capped by the system's somaxconn). */
const CONNECTION_BACKLOG = 4096;

/** What the listeners hand over: each new device socket, and OsmAnd's requests. */
export interface DeviceListenerHandlers {
  /** A new TCP connection on the port of `protocol`. */
  tcpConnection(protocol: TcpProtocolDefinition, socket: Socket): void;
  /** A new socket on the HTTP (OsmAnd) port. */
  httpConnection(protocol: HttpProtocolDefinition, socket: Socket): void;
  /** A request on the HTTP (OsmAnd) port. */
  httpRequest(req: IncomingMessage, res: ServerResponse): void;
}

/**
 * A listener per protocol on Traccar's ports (TCP, or HTTP for OsmAnd): binds those whose port is not
 * 0, and those told to take any port, and says which ports it bound.
 */
export class DeviceListeners {
  readonly #config: ServerConfig;
  readonly #anyPortFor: readonly ProtocolName[];
  readonly #handlers: DeviceListenerHandlers;
  readonly #servers: (TcpServer | HttpServer)[] = [];
  /** Bound ports by protocol (0 when disabled). */
  readonly ports: Partial<Record<ProtocolName, number>> = {};

  constructor(config: ServerConfig, anyPortFor: readonly ProtocolName[], handlers: DeviceListenerHandlers) {
    this.#config = config;
    this.#anyPortFor = anyPortFor;
    this.#handlers = handlers;
  }

  /** Starts the listeners of every protocol whose port is not 0, and of those told to take any port. */
  async start(): Promise<void> {
    const config = this.#config;
    const ports: Record<ProtocolName, number> = {
      gt06: config.gt06Port,
      teltonika: config.teltonikaPort,
      h02: config.h02Port,
      osmand: config.osmandPort,
      // JT/T 808 (Huabao), Wialon IPS, Ruptela, Queclink GL200.
      huabao: config.huabaoPort,
      wialon: config.wialonPort,
      ruptela: config.ruptelaPort,
      gps103: config.gps103Port,
      tk103: config.tk103Port,
      queclink: config.queclinkPort,
      suntech: config.suntechPort,
      meitrack: config.meitrackPort,
    };
    for (const protocol of PROTOCOLS) {
      const anyPort = this.#anyPortFor.includes(protocol.name);
      const port = anyPort ? 0 : ports[protocol.name];
      if (!port && !anyPort) continue;
      const server =
        protocol.transport === 'tcp'
          ? createTcpServer((socket) => this.#handlers.tcpConnection(protocol, socket))
          : createHttpServer(
              {
                // A request trickled byte by byte holds its socket no longer than a TCP login may take.
                requestTimeout: config.deviceLoginTimeoutMs,
                headersTimeout: config.deviceLoginTimeoutMs,
                connectionsCheckingInterval: Math.min(30_000, config.deviceLoginTimeoutMs),
              },
              (req, res) => this.#handlers.httpRequest(req, res),
            ).on('connection', (socket: Socket) => this.#handlers.httpConnection(protocol, socket));
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        // A fleet reconnects all at once after a restart or a failover: a deep accept queue keeps the
        // kernel from dropping (and resetting) connections while the first logins are being answered.
        server.listen({ port, host: config.host, backlog: CONNECTION_BACKLOG }, () => {
          server.off('error', reject);
          resolve();
        });
      });
      const address = server.address();
      this.ports[protocol.name] = typeof address === 'object' && address ? address.port : port;
      this.#servers.push(server);
    }
  }

  /** Stops listening; resolves when every listener has closed. */
  async stop(): Promise<void> {
    await Promise.all(this.#servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  }
}
