import type { Socket } from 'node:net';
import type { Command } from '@fleetkit/sdk-core';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerContext } from '../context';
import { geocodingFor } from '../geocoder/geocodingFor';
import { ServerMetrics } from '../http/ServerMetrics';
import { DeviceFactsCache } from '../pipeline/DeviceFactsCache';
import { type IngestItem, IngestQueue } from '../pipeline/IngestQueue';
import type {
  DecodedMessage,
  MediaRefusal,
  ProtocolName,
  TcpProtocolDefinition,
  UnknownMessageTypeReport,
} from '../protocols/index';
import { DeviceMediaStore } from '../services/files/DeviceMediaStore';
import { CommandDelivery } from './CommandDelivery';
import { ConnectionAdmission } from './ConnectionAdmission';
import { DeviceConnection } from './DeviceConnection';
import { DeviceConnections } from './DeviceConnections';
import { DeviceDiagnostics, type GatewayStats } from './DeviceDiagnostics';
import { DeviceDirectory, type KnownDevice } from './DeviceDirectory';
import { DeviceListeners } from './DeviceListeners';
import { type ClaimingConnection, DeviceOwnership } from './DeviceOwnership';
import { DevicePresence } from './DevicePresence';
import { deviceRefusal } from './deviceAdmission';
import { isValidFix } from './draftPosition';
import { ingestItems, type MediaIntake } from './ingestItems';
import type { LogRateCap } from './LogRateCap';
import { plainAddress } from './NetworkAllowList';
import { OsmAndEndpoint } from './OsmAndEndpoint';
import { recordTakeover } from './recordTakeover';
import { TeltonikaUdpEndpoint } from './TeltonikaUdpEndpoint';

export type { GatewayStats } from './DeviceDiagnostics';

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

/**
 * The device gateway: a listener per protocol on Traccar's ports (`DeviceListeners`), the connection
 * of each device (`DeviceConnections`, admitted by `ConnectionAdmission`), the processing pipeline
 * (through the ingest queue) and command delivery (`CommandDelivery`); counts and logs in
 * `DeviceDiagnostics`. It identifies the device of each connection and hands its frames to the
 * pipeline: a frame is acknowledged only after its positions are committed.
 */
export class Gateway {
  readonly #ctx: ServerContext;
  readonly log: FastifyBaseLogger;
  readonly ingest: IngestQueue;
  readonly facts: DeviceFactsCache;
  readonly directory: DeviceDirectory;
  #geocoderWarmed = false;
  /** Devices' `online` status and `lastUpdate`. */
  readonly presence: DevicePresence;
  readonly #idleTimeoutMs: number;
  readonly metrics: ServerMetrics;
  /** Which instance holds each device's connection (cluster-wide with Redis). */
  readonly ownership: DeviceOwnership;
  readonly #diagnostics: DeviceDiagnostics;
  readonly #admission: ConnectionAdmission;
  readonly #connections: DeviceConnections;
  readonly #commands: CommandDelivery;
  readonly #listeners: DeviceListeners;
  readonly #off: (() => void)[] = [];
  readonly #osmand: OsmAndEndpoint;
  /** Teltonika datagrams, on the Teltonika TCP port's number. */
  readonly #teltonikaUdp: TeltonikaUdpEndpoint;
  /** Device warnings (malformed data, refusals, takeovers), a few per peer address a minute. */
  readonly warnings: LogRateCap;
  /** Why device connections closed (info), a few per peer address a minute. */
  readonly closures: LogRateCap;
  /** Bound ports by protocol (0 when disabled). */
  readonly ports: Partial<Record<ProtocolName, number>>;
  readonly stats: GatewayStats;
  /** Where photos devices send are stored. */
  readonly #media: MediaIntake;

  constructor(ctx: ServerContext, options: GatewayOptions = {}) {
    this.#ctx = ctx;
    this.log = ctx.log.child({ component: 'gateway' });
    this.#idleTimeoutMs = options.idleTimeoutMs ?? 600_000;
    this.metrics = options.metrics ?? new ServerMetrics();
    this.facts = new DeviceFactsCache(ctx.db);
    this.ingest = new IngestQueue(ctx, this.facts, {}, { maxQueuedItems: ctx.config.ingestMaxQueuedItems });
    this.directory = new DeviceDirectory(ctx);
    this.presence = new DevicePresence(ctx);
    this.#diagnostics = new DeviceDiagnostics(ctx, this.log, this.metrics);
    this.stats = this.#diagnostics.stats;
    this.warnings = this.#diagnostics.warnings;
    this.closures = this.#diagnostics.closures;
    this.#admission = new ConnectionAdmission(ctx.config, this.stats, this.warnings);
    this.#media = {
      store: new DeviceMediaStore(ctx),
      refused: (deviceId, reason) =>
        this.warnings.write(`device ${deviceId}`, { deviceId, reason }, 'device file not stored'),
    };
    this.#osmand = new OsmAndEndpoint(ctx, this);
    this.#teltonikaUdp = new TeltonikaUdpEndpoint(ctx, this);
    this.ownership = new DeviceOwnership(ctx.bus, {
      takenElsewhere: (deviceId, by) => {
        // The device reconnected to another instance: this connection is stale, and so is the state
        // the pipeline keeps here (the other instance stores its positions from now on).
        const previous = this.#connections.of(deviceId);
        if (previous && by) this.#takeover(previous, deviceId, by);
        previous?.close('connected to another instance');
        this.ingest.forget(deviceId);
      },
    });
    this.#connections = new DeviceConnections(this.#admission, this.ownership, this.stats);
    this.#commands = new CommandDelivery(ctx, this.log, this.metrics, this.ownership, (deviceId) =>
      this.#connections.of(deviceId),
    );
    this.#listeners = new DeviceListeners(ctx.config, options.anyPortFor ?? [], {
      tcpConnection: (protocol, socket) => this.#tcpConnection(protocol, socket),
      httpConnection: (protocol, socket) => {
        // Sockets of a load balancer carry many trackers' requests; each request names its tracker.
        const address = plainAddress(socket.remoteAddress);
        if (this.isDeviceProxy(address) || !this.#admission.admitSocket(socket, protocol.name)) return;
        socket.once('close', () => this.#admission.closed(address));
      },
      httpRequest: (req, res) => void this.#osmand.handle(req, res),
    });
    this.ports = this.#listeners.ports;
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
      this.#diagnostics.countStoredPositions(),
    );
    ctx.commands.setDelivery(async (deviceId, command) => this.deliver(deviceId, command));
  }

  /** Starts the listeners of every protocol whose port is not 0, and of those told to take any port. */
  async start(): Promise<void> {
    await this.#listeners.start();
    // Teltonika devices set to UDP send to the same port number as those on TCP.
    if (this.ports.teltonika) await this.#teltonikaUdp.start(this.ports.teltonika, this.#ctx.config.host);
    await this.ownership.start();
  }

  async stop(): Promise<void> {
    this.#connections.closeAll();
    await this.#listeners.stop();
    await this.#teltonikaUdp.stop();
    await this.presence.idle();
    await this.ingest.idle();
    for (const off of this.#off) off();
    this.#commands.dispose();
    this.ownership.dispose();
  }

  /** A new TCP socket of a device: admitted, then a connection with a session of its protocol. */
  #tcpConnection(protocol: TcpProtocolDefinition, socket: Socket): void {
    const { config } = this.#ctx;
    // A trusted load balancer names the tracker's address first; it is counted once known.
    const viaProxy = this.isDeviceProxy(plainAddress(socket.remoteAddress));
    if (!viaProxy && !this.#admission.admitSocket(socket, protocol.name)) return;
    // The session reports message types it does not read; the connection names the device.
    let connection: DeviceConnection | undefined;
    const session = protocol.createSession({
      onUnknownType: ({ type, frame }: UnknownMessageTypeReport) =>
        this.unknownMessageType(connection, protocol.name, type, frame),
      onMediaRefused: ({ type, reason }: MediaRefusal) =>
        this.warnings.write(
          connection?.remoteAddress ?? 'unknown',
          { protocol: protocol.name, device: connection?.uniqueId ?? null, type, reason },
          'device file part refused',
        ),
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
    this.#connections.opened(connection);
  }

  #idleTimeout(protocol: ProtocolName): number {
    const { config } = this.#ctx;
    const own: Partial<Record<ProtocolName, number | undefined>> = {
      gt06: config.gt06IdleTimeoutMs,
      teltonika: config.teltonikaIdleTimeoutMs,
      h02: config.h02IdleTimeoutMs,
    };
    return own[protocol] ?? this.#idleTimeoutMs;
  }

  /** See {@link DeviceDiagnostics.unknownMessageType}. */
  unknownMessageType(...report: Parameters<DeviceDiagnostics['unknownMessageType']>): void {
    this.#diagnostics.unknownMessageType(...report);
  }

  /** A connection stopped reading its socket until its frames are stored: counted. */
  connectionPaused(connection: DeviceConnection): void {
    this.#diagnostics.connectionPaused(connection);
  }

  /** Device connections that stopped reading until their frames are stored. */
  get pausedConnectionCount(): number {
    return this.#connections.pausedCount;
  }

  countMalformed(protocol: string): void {
    this.#diagnostics.countMalformed(protocol);
  }

  /** A connection sent what its protocol cannot read: counted always, logged within the cap. */
  malformedData(connection: DeviceConnection, error: unknown): void {
    this.#diagnostics.malformedData(connection, error);
  }

  /** Whether an address is a load balancer in front of the device ports (`--device-proxies`). */
  isDeviceProxy(address: string): boolean {
    return this.#admission.isDeviceProxy(address);
  }

  /** Counts a proxied connection against the address its PROXY header named; false past the limit. */
  admitProxied(connection: DeviceConnection): boolean {
    return this.#admission.admitProxied(connection);
  }

  /** Device connections open on this instance. */
  get connectionCount(): number {
    return this.#connections.count;
  }

  /** Whether a socket anywhere wants raw device data now. */
  get logsWanted(): boolean {
    return this.#diagnostics.logsWanted;
  }

  /** See {@link DeviceDiagnostics.logData}. */
  logData(...sent: Parameters<DeviceDiagnostics['logData']>): void {
    this.#diagnostics.logData(...sent);
  }

  connectionClosed(connection: DeviceConnection): void {
    this.#connections.closed(connection);
  }

  /** Whether a device is connected to this instance. */
  isConnected(deviceId: number): boolean {
    return this.#connections.isConnected(deviceId);
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
    if (messages.some((m) => m.kind === 'position' && isValidFix(m)))
      this.#commands.trust(connection, deviceId);
    return true;
  }

  /** The connection speaks for `device` now; a live connection it replaces is a takeover. */
  async #identify(connection: DeviceConnection, device: KnownDevice): Promise<void> {
    connection.deviceId = device.id;
    connection.uniqueId = device.uniqueId;
    this.#warmGeocoder();
    const previous = this.#connections.of(device.id);
    const previousOwner = this.ownership.ownerOf(device.id);
    // Positions stored elsewhere since this instance last saw the device make its state here stale.
    if (previousOwner && previousOwner !== this.ownership.instance) this.ingest.forget(device.id);
    this.#connections.speaksFor(device.id, connection);
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

  /** See {@link CommandDelivery.deliver}. */
  deliver(deviceId: number, command: Command & { id: number }): Promise<boolean> {
    return this.#commands.deliver(deviceId, command);
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
  toItems(deviceId: number, protocol: string, messages: DecodedMessage[]): Promise<IngestItem[]> {
    return ingestItems(this.ingest, deviceId, protocol, messages, this.#media);
  }
}
