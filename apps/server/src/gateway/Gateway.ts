import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer as createTcpServer, type Socket, type Server as TcpServer } from 'node:net';
import type { Command } from '@fleetkit/sdk-core';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerContext } from '../context';
import { commandQueue } from '../db/schema';
import { geocodingFor } from '../geocoder/geocodingFor';
import { ServerMetrics } from '../http/ServerMetrics';
import type { DeviceLogRecord } from '../live/LiveHub';
import { DeviceFactsCache } from '../pipeline/DeviceFactsCache';
import { type IngestItem, IngestQueue } from '../pipeline/IngestQueue';
import {
  type DecodedMessage,
  PROTOCOLS,
  ProtocolError,
  type ProtocolName,
  type UnknownMessageTypeReport,
} from '../protocols/index';
import { CommandRouter } from './CommandRouter';
import { ConnectionsPerAddress } from './ConnectionsPerAddress';
import { DeviceConnection, toDeviceCommand } from './DeviceConnection';
import { DeviceDirectory, type KnownDevice } from './DeviceDirectory';
import { type ClaimingConnection, DeviceOwnership } from './DeviceOwnership';
import { DevicePresence } from './DevicePresence';
import { deviceRefusal } from './deviceAdmission';
import { draftPosition, isValidFix, stateAttributes } from './draftPosition';
import { LogRateCap } from './LogRateCap';
import { NetworkAllowList, plainAddress } from './NetworkAllowList';
import { OsmAndEndpoint } from './OsmAndEndpoint';
import { recordTakeover } from './recordTakeover';
import { TeltonikaUdpEndpoint } from './TeltonikaUdpEndpoint';

export interface GatewayOptions {
  /** Close a device connection silent for this long (ms). @default 600000 */
  idleTimeoutMs?: number;
  /** Where positions, ingest lag and malformed frames are counted. @default a registry of its own */
  metrics?: ServerMetrics;
  /**
   * Protocols that listen on a port the system picks, whatever their port setting (`ports` then says
   * which): tests run servers side by side without racing each other for a port.
   */
  anyPortFor?: readonly ProtocolName[];
}

export interface GatewayStats {
  connections: number;
  malformed: Record<string, number>;
  /** Message types the decoders do not read, once per type and connection, by protocol. */
  unknownTypes: Record<string, number>;
  refusedUnknown: number;
  /** Known devices refused by their own restrictions (allowed networks, device password). */
  refusedRestricted: number;
  /** Connections refused because their address had `deviceConnectionsPerIp` open already. */
  refusedBusy: number;
  /** Times a connection stopped reading because its frames were not stored yet (backpressure). */
  pauses: number;
}

/**
 * The device gateway: a listener per protocol on Traccar's ports, the connection of each device, the
 * processing pipeline (through the ingest queue) and command delivery. A frame is acknowledged only
 * after its positions are committed.
 */
/** Pending TCP connections the kernel queues per port (capped by the system's somaxconn). */
const CONNECTION_BACKLOG = 4096;
/**
 * Named message types (text protocols) that get a metric label of their own; later names are
 * counted under `other`, so a device inventing names cannot grow the metric without bound.
 */
const NAMED_TYPE_LABELS = 64;

export class Gateway {
  readonly #ctx: ServerContext;
  readonly log: FastifyBaseLogger;
  readonly ingest: IngestQueue;
  readonly facts: DeviceFactsCache;
  readonly directory: DeviceDirectory;
  readonly #connections = new Map<number, DeviceConnection>();
  readonly #all = new Set<DeviceConnection>();
  readonly #servers: (TcpServer | HttpServer)[] = [];
  #geocoderWarmed = false;
  /** Devices' `online` status and `lastUpdate`. */
  readonly presence: DevicePresence;
  readonly #options: { idleTimeoutMs: number; anyPortFor: readonly ProtocolName[] };
  readonly metrics: ServerMetrics;
  /** Which instance holds each device's connection (cluster-wide with Redis). */
  readonly ownership: DeviceOwnership;
  readonly #router: CommandRouter;
  readonly #off: (() => void)[] = [];
  readonly #osmand: OsmAndEndpoint;
  /** Teltonika datagrams, on the Teltonika TCP port's number. */
  readonly #teltonikaUdp: TeltonikaUdpEndpoint;
  readonly #perAddress: ConnectionsPerAddress;
  /** The named message types that have a metric label, per protocol. */
  readonly #typeLabels = new Map<string, Set<string>>();
  /** Load balancers whose TCP connections start with a PROXY protocol header (`--device-proxies`). */
  readonly #proxies: NetworkAllowList | null;
  /** Device warnings (malformed data, refusals, takeovers), a few per peer address a minute. */
  readonly warnings: LogRateCap;
  /** Why device connections closed (info), a few per peer address a minute. */
  readonly closures: LogRateCap;
  /** Bound ports by protocol (0 when disabled). */
  readonly ports: Partial<Record<ProtocolName, number>> = {};
  readonly stats: GatewayStats = {
    connections: 0,
    malformed: {},
    unknownTypes: {},
    refusedUnknown: 0,
    refusedRestricted: 0,
    refusedBusy: 0,
    pauses: 0,
  };

  constructor(ctx: ServerContext, options: GatewayOptions = {}) {
    this.#ctx = ctx;
    this.log = ctx.log.child({ component: 'gateway' });
    this.#options = { idleTimeoutMs: options.idleTimeoutMs ?? 600_000, anyPortFor: options.anyPortFor ?? [] };
    this.metrics = options.metrics ?? new ServerMetrics();
    this.facts = new DeviceFactsCache(ctx.db);
    this.ingest = new IngestQueue(ctx, this.facts, {}, { maxQueuedItems: ctx.config.ingestMaxQueuedItems });
    this.directory = new DeviceDirectory(ctx);
    this.presence = new DevicePresence(ctx);
    this.warnings = new LogRateCap(this.log);
    this.closures = new LogRateCap(this.log, { level: 'info' });
    this.#perAddress = new ConnectionsPerAddress(ctx.config.deviceConnectionsPerIp);
    this.#proxies = NetworkAllowList.fromAttribute(ctx.config.deviceProxies);
    this.#osmand = new OsmAndEndpoint(ctx, this);
    this.#teltonikaUdp = new TeltonikaUdpEndpoint(ctx, this);
    this.ownership = new DeviceOwnership(ctx.bus, {
      takenElsewhere: (deviceId, by) => {
        // The device reconnected to another instance: this connection is stale, and so is the state
        // the pipeline keeps here (the other instance stores its positions from now on).
        const previous = this.#connections.get(deviceId);
        if (previous && by) this.#takeover(previous, deviceId, by);
        previous?.close('connected to another instance');
        this.ingest.forget(deviceId);
      },
    });
    this.#router = new CommandRouter(ctx.bus, this.ownership.instance, this.log, (deviceId, command) =>
      this.#deliverRouted(deviceId, command),
    );
    this.#off.push(
      ctx.bus.subscribe('invalidate', () => this.facts.invalidate()),
      ctx.bus.subscribe('devices', (m) => {
        // A status change leaves the pipeline's facts and state of the device as they are.
        if (m.statusOnly) return;
        for (const d of m.devices) {
          this.facts.invalidate(Number(d.id));
          this.ingest.forget(Number(d.id));
        }
      }),
      // The pipeline announces exactly the positions it stored; this instance counts its own.
      ctx.bus.subscribe('positions', (m, local) => {
        if (!local) return;
        // Counted per protocol per batch: a label lookup per position costs more than the count.
        const byProtocol = new Map<string, number>();
        for (const p of m.positions) {
          const protocol = String(p.protocol ?? '');
          byProtocol.set(protocol, (byProtocol.get(protocol) ?? 0) + 1);
        }
        for (const [protocol, count] of byProtocol) this.metrics.positionsStored.inc({ protocol }, count);
      }),
    );
    ctx.commands.setDelivery(async (deviceId, command) => this.deliver(deviceId, command));
  }

  /** Starts the listeners of every protocol whose port is not 0, and of those told to take any port. */
  async start(): Promise<void> {
    const { config } = this.#ctx;
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
      const anyPort = this.#options.anyPortFor.includes(protocol.name);
      const port = anyPort ? 0 : ports[protocol.name];
      if (!port && !anyPort) continue;
      const server =
        protocol.transport === 'tcp'
          ? createTcpServer((socket) => {
              // A trusted load balancer names the tracker's address first; it is counted once known.
              const viaProxy = this.isDeviceProxy(plainAddress(socket.remoteAddress));
              if (!viaProxy && !this.#admitSocket(socket, protocol.name)) return;
              // The session reports message types it does not read; the connection names the device.
              let connection: DeviceConnection | undefined;
              const session = protocol.createSession({
                onUnknownType: ({ type, frame }: UnknownMessageTypeReport) =>
                  this.unknownMessageType(connection, protocol.name, type, frame),
              });
              connection = new DeviceConnection(
                socket,
                session,
                this,
                {
                  loginTimeoutMs: config.deviceLoginTimeoutMs,
                  idleTimeoutMs: this.#idleTimeout(protocol.name),
                  maxFramesInFlight: config.deviceMaxFramesInFlight,
                },
                viaProxy,
              );
              connection.counted = !viaProxy;
              this.#all.add(connection);
              this.stats.connections = this.#all.size;
            })
          : createHttpServer(
              {
                // A request trickled byte by byte holds its socket no longer than a TCP login may take.
                requestTimeout: config.deviceLoginTimeoutMs,
                headersTimeout: config.deviceLoginTimeoutMs,
                connectionsCheckingInterval: Math.min(30_000, config.deviceLoginTimeoutMs),
              },
              (req, res) => void this.#osmand.handle(req, res),
            ).on('connection', (socket: Socket) => {
              // Sockets of a load balancer carry many trackers' requests; each request names its tracker.
              const address = plainAddress(socket.remoteAddress);
              if (this.isDeviceProxy(address) || !this.#admitSocket(socket, protocol.name)) return;
              socket.once('close', () => this.#perAddress.closed(address));
            });
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
    // Teltonika devices set to UDP send to the same port number as those on TCP.
    if (this.ports.teltonika) await this.#teltonikaUdp.start(this.ports.teltonika, config.host);
    await this.ownership.start();
  }

  async stop(): Promise<void> {
    for (const connection of this.#all) connection.close();
    await Promise.all(this.#servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
    await this.#teltonikaUdp.stop();
    await this.presence.idle();
    await this.ingest.idle();
    for (const off of this.#off) off();
    this.#router.dispose();
    this.ownership.dispose();
  }

  /**
   * A frame of a message type the decoder does not read (the session answered it and keeps the
   * connection): counted by type, and logged with its hex once per type and connection, within the
   * per-address cap, so a device we do not fully speak can be reported and supported.
   */
  unknownMessageType(
    connection: Pick<DeviceConnection, 'remoteAddress' | 'uniqueId'> | undefined,
    protocol: string,
    type: number | string,
    frame: string,
  ): void {
    // Binary protocols number their types (GT06 0x1f); text protocols name them (H02 `BASE`).
    const hexType =
      typeof type === 'number' ? `0x${type.toString(16).padStart(2, '0')}` : this.#typeLabel(protocol, type);
    this.stats.unknownTypes[protocol] = (this.stats.unknownTypes[protocol] ?? 0) + 1;
    this.metrics.unknownMessageTypes.inc({ protocol, type: hexType });
    this.warnings.write(
      connection?.remoteAddress ?? 'unknown',
      { protocol, device: connection?.uniqueId ?? null, type: hexType, frame },
      'unknown device message type',
    );
  }

  /** The metric label of a named type: the name while labels are few, `other` after that. */
  #typeLabel(protocol: string, type: string): string {
    let labels = this.#typeLabels.get(protocol);
    if (!labels) {
      labels = new Set();
      this.#typeLabels.set(protocol, labels);
    }
    if (labels.has(type)) return type;
    if (labels.size >= NAMED_TYPE_LABELS || !/^[0-9A-Za-z]{1,16}$/.test(type)) return 'other';
    labels.add(type);
    return type;
  }

  /** A connection stopped reading its socket until its frames are stored: counted. */
  connectionPaused(connection: DeviceConnection): void {
    this.stats.pauses++;
    this.metrics.connectionPauses.inc({ protocol: connection.protocol });
  }

  /** Device connections that stopped reading until their frames are stored. */
  get pausedConnectionCount(): number {
    let paused = 0;
    for (const connection of this.#all) if (connection.paused) paused++;
    return paused;
  }

  countMalformed(protocol: string): void {
    this.stats.malformed[protocol] = (this.stats.malformed[protocol] ?? 0) + 1;
    this.metrics.malformedFrames.inc({ protocol });
  }

  /** A connection sent what its protocol cannot read: counted always, logged within the cap. */
  malformedData(connection: DeviceConnection, error: unknown): void {
    if (error instanceof ProtocolError) {
      this.countMalformed(connection.protocol);
      this.warnings.write(
        connection.remoteAddress,
        { protocol: connection.protocol, code: error.code, message: error.message },
        'malformed device data',
      );
    } else {
      this.log.error({ err: error, protocol: connection.protocol }, 'device data could not be read');
    }
  }

  /** Counts a new device socket against its address's limit; refuses (closes) it past the limit. */
  #admitSocket(socket: Socket, protocol: string): boolean {
    if (this.#admitAddress(plainAddress(socket.remoteAddress), protocol)) return true;
    socket.destroy();
    return false;
  }

  /** Whether an address is a load balancer in front of the device ports (`--device-proxies`). */
  isDeviceProxy(address: string): boolean {
    return this.#proxies?.allows(address) ?? false;
  }

  /** Counts a proxied connection against the address its PROXY header named; false past the limit. */
  admitProxied(connection: DeviceConnection): boolean {
    connection.counted = this.#admitAddress(connection.remoteAddress, connection.protocol);
    return connection.counted;
  }

  #admitAddress(address: string, protocol: string): boolean {
    if (this.#perAddress.open(address)) return true;
    this.stats.refusedBusy++;
    this.warnings.write(
      address,
      { protocol, limit: this.#perAddress.limit },
      'device connection refused: this address has as many connections open as --device-connections-per-ip allows',
    );
    return false;
  }

  #idleTimeout(protocol: ProtocolName): number {
    const { config } = this.#ctx;
    const own: Partial<Record<ProtocolName, number | undefined>> = {
      gt06: config.gt06IdleTimeoutMs,
      teltonika: config.teltonikaIdleTimeoutMs,
      h02: config.h02IdleTimeoutMs,
    };
    return own[protocol] ?? this.#options.idleTimeoutMs;
  }

  /** Device connections open on this instance. */
  get connectionCount(): number {
    return this.#all.size;
  }

  /** Whether a socket anywhere wants raw device data now. */
  get logsWanted(): boolean {
    return this.#ctx.hub.logsWanted;
  }

  /**
   * Streams what a device sent to the sockets that asked for logs (on any instance), as Traccar does:
   * a known device with its id, an unknown one with the identifier it gave and device id 0 (so an
   * administrator can register it). Nothing is published while no socket wants them.
   */
  logData(
    host: string,
    protocol: string,
    device: { id: number; uniqueId: string } | { id: 0; uniqueId: string | undefined } | null,
    data: Buffer,
  ): void {
    if (!this.#ctx.hub.logsWanted) return;
    const record: DeviceLogRecord = {
      host,
      protocol,
      uniqueId: device?.uniqueId ?? '',
      deviceId: device?.id ?? 0,
      data: data.toString('hex'),
    };
    void this.#ctx.bus.publish('logs', { logs: [record] }).catch(() => {});
  }

  connectionClosed(connection: DeviceConnection): void {
    if (this.#all.delete(connection) && connection.counted) this.#perAddress.closed(connection.remoteAddress);
    this.stats.connections = this.#all.size;
    if (connection.deviceId !== null && this.#connections.get(connection.deviceId) === connection) {
      this.#connections.delete(connection.deviceId);
      this.ownership.release(connection.deviceId);
    }
  }

  /** Whether a device is connected to this instance. */
  isConnected(deviceId: number): boolean {
    return this.#connections.has(deviceId);
  }

  /**
   * Handles the messages of one frame from a TCP device. Resolves true when the frame is committed and
   * may be acknowledged, false when the connection was refused (unknown device) or the frame dropped.
   */
  async handleMessages(connection: DeviceConnection, messages: DecodedMessage[]): Promise<boolean> {
    if (messages.length === 0) return true;
    for (const message of messages) {
      const uniqueId = message.kind === 'login' ? message.uniqueId : message.uniqueId;
      if (connection.deviceId === null && uniqueId) {
        const device = await this.directory.find(uniqueId);
        const refusal = device ? deviceRefusal(device, connection.remoteAddress) : 'unknown device';
        if (!device || refusal) {
          if (device) this.stats.refusedRestricted++;
          else this.stats.refusedUnknown++;
          this.warnings.write(
            connection.remoteAddress,
            { protocol: connection.protocol, uniqueId, reason: refusal },
            'device refused',
          );
          connection.close();
          return false;
        }
        await this.#identify(connection, device);
      }
    }
    const deviceId = connection.deviceId;
    if (deviceId === null) return false;
    const items = await this.toItems(deviceId, connection.protocol, messages);
    if (items.length === 0) {
      await this.touch(deviceId, false);
      return true;
    }
    await this.submit(connection.protocol, items);
    if (messages.some((m) => m.kind === 'position' && isValidFix(m))) this.#trust(connection, deviceId);
    return true;
  }

  /** The connection speaks for `device` now; a live connection it replaces is a takeover. */
  async #identify(connection: DeviceConnection, device: KnownDevice): Promise<void> {
    connection.deviceId = device.id;
    connection.uniqueId = device.uniqueId;
    this.#warmGeocoder();
    const previous = this.#connections.get(device.id);
    const previousOwner = this.ownership.ownerOf(device.id);
    // Positions stored elsewhere since this instance last saw the device make its state here stale.
    if (previousOwner && previousOwner !== this.ownership.instance) this.ingest.forget(device.id);
    this.#connections.set(device.id, connection);
    // Another instance holding a live connection reports the takeover itself when it hears the claim.
    this.ownership.claim(device.id, {
      protocol: connection.protocol,
      remoteAddress: connection.remoteAddress,
    });
    if (previous && previous !== connection) {
      this.#takeover(previous, device.id, connection);
      previous.close('replaced by a new connection');
    }
    await this.touch(device.id, true);
  }

  /**
   * A live connection of a device was replaced by a new one: logged and stored as a `deviceTakeover`
   * event. The newcomer gets no command before it reports a valid fix of its own.
   */
  #takeover(previous: DeviceConnection, deviceId: number, by: ClaimingConnection): void {
    const takeover = {
      deviceId,
      protocol: by.protocol,
      remoteAddress: by.remoteAddress,
      previousAddress: previous.remoteAddress,
    };
    this.warnings.write(by.remoteAddress, takeover, 'device connection taken over by a new connection');
    void recordTakeover(this.#ctx, takeover).catch((error: unknown) => {
      this.log.error({ err: error, deviceId }, 'takeover event not stored');
    });
  }

  /**
   * The connection reported a valid fix: it receives commands now, and those that waited for the
   * device go out (after this frame's acknowledgement) when it was not trusted a moment ago.
   */
  #trust(connection: DeviceConnection, deviceId: number): void {
    const wasTrusted = connection.trusted(this.#ctx.config.deviceTrustWindowMs);
    connection.lastValidFixAt = Date.now();
    if (wasTrusted || this.#connections.get(deviceId) !== connection) return;
    setImmediate(() => void this.#deliverQueued(deviceId).catch(() => {}));
  }

  /**
   * Delivers a command now when its device is connected (TCP): here, or through the instance that holds
   * its connection; else (or when that instance does not answer) it stays queued.
   */
  async deliver(deviceId: number, command: Command & { id: number }): Promise<boolean> {
    if (this.#connections.has(deviceId)) return this.#deliverHere(deviceId, command);
    const owner = this.ownership.ownerOf(deviceId);
    if (!owner || owner === this.ownership.instance) return false;
    const delivered = await this.#router.deliverVia(owner, deviceId, command);
    this.metrics.commandsRouted.inc({ result: delivered === null ? 'unanswered' : String(delivered) });
    if (delivered === null) {
      this.log.warn(
        { deviceId, instance: owner },
        'instance holding the device did not answer; command queued',
      );
      this.ownership.forgetInstance(owner);
    }
    return delivered === true;
  }

  /** Sends a command to the device's connection here, if it has earned commands with a recent valid fix. */
  #deliverHere(deviceId: number, command: Command & { id: number }): boolean {
    const connection = this.#connections.get(deviceId);
    const deviceCommand = toDeviceCommand(command);
    if (!connection || !deviceCommand) return false;
    if (!connection.trusted(this.#ctx.config.deviceTrustWindowMs)) return false;
    return connection.sendCommand(deviceCommand);
  }

  /** A command another instance routed here: sent now, and marked sent here (its answer may come too late). */
  async #deliverRouted(deviceId: number, command: Command & { id: number }): Promise<boolean> {
    if (!this.#deliverHere(deviceId, command)) return false;
    await this.#ctx.db
      .update(commandQueue)
      .set({ sentAt: new Date() })
      .where(eq(commandQueue.id, command.id));
    return true;
  }

  /**
   * Loads the offline gazetteer in the background when the first tracker logs in, so the first
   * positions' live updates do not wait while it reads and indexes its places.
   */
  #warmGeocoder(): void {
    if (this.#geocoderWarmed) return;
    this.#geocoderWarmed = true;
    const geocoder = geocodingFor(this.#ctx).geocoder as { preload?: (search: boolean) => Promise<void> };
    void geocoder.preload?.(false).catch((error: unknown) => {
      this.log.warn({ err: error }, 'offline gazetteer could not be loaded; addresses stay empty');
    });
  }

  /** Hands items to the pipeline; counts the positions received and how long their commit took. */
  async submit(protocol: string, items: IngestItem[]): Promise<void> {
    const positions = items.filter((i) => i.kind === 'position').length;
    if (positions > 0) this.metrics.positionsReceived.inc({ protocol }, positions);
    const started = performance.now();
    await this.ingest.submit(items);
    this.metrics.ingestLag.observe({ protocol }, (performance.now() - started) / 1000);
  }

  /** Marks devices silent for longer than the status timeout offline, with a `deviceOffline` event each. */
  markOffline(now = new Date()): Promise<number> {
    return this.presence.markOffline(now);
  }

  /** Records that a device is alive (see {@link DevicePresence.touch}). */
  touch(deviceId: number, force: boolean): Promise<void> {
    return this.presence.touch(deviceId, force);
  }

  /** What the pipeline stores for a device's messages (TCP frames here, UDP datagrams too). */
  async toItems(deviceId: number, protocol: string, messages: DecodedMessage[]): Promise<IngestItem[]> {
    const items: IngestItem[] = [];
    const now = new Date();
    for (const message of messages) {
      if (message.kind === 'position') {
        items.push({ kind: 'position', position: draftPosition(deviceId, protocol, message, now) });
      } else if (message.kind === 'commandResult') {
        items.push({
          kind: 'event',
          event: {
            type: 'commandResult',
            deviceId,
            eventTime: message.deviceTime ?? now,
            attributes: { result: message.result },
          },
        });
      } else if (
        message.kind === 'heartbeat' &&
        message.attributes &&
        Object.keys(message.attributes).length > 0
      ) {
        // State without a fix (ignition, alarms, battery) goes on a copy of the last known position.
        const { last } = await this.ingest.state(deviceId);
        if (last) {
          items.push({
            kind: 'position',
            position: {
              ...last,
              protocol,
              serverTime: now,
              deviceTime: message.deviceTime ?? now,
              // A heartbeat has no fix: the copy keeps the last fix's time and validity (as Traccar
              // does), so the device's buffered history that follows is not taken as out of order.
              fixTime: last.fixTime,
              valid: last.valid,
              speed: 0,
              address: null,
              attributes: { ...stateAttributes(last.attributes), ...message.attributes },
            },
          });
        }
      }
    }
    return items;
  }

  /** Sends the commands queued for a device, oldest first, and marks them sent. */
  async #deliverQueued(deviceId: number): Promise<void> {
    const queued = await this.#ctx.db
      .select()
      .from(commandQueue)
      .where(and(eq(commandQueue.deviceId, deviceId), isNull(commandQueue.sentAt)))
      .orderBy(asc(commandQueue.id));
    for (const row of queued) {
      const sent = await this.deliver(deviceId, { ...row, textChannel: row.textChannel, description: null });
      if (!sent) break;
      await this.#ctx.db.update(commandQueue).set({ sentAt: new Date() }).where(eq(commandQueue.id, row.id));
    }
  }
}
