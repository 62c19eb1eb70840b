import { createServer as createHttpServer, type Server as HttpServer, type IncomingMessage } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import type { Command } from '@fleetkit/sdk-core';
import { and, asc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerContext } from '../context';
import { GroupCommit } from '../db/GroupCommit';
import { commandQueue, devices, events } from '../db/schema';
import { geocodingFor } from '../geocoder/geocodingFor';
import { ServerMetrics } from '../http/ServerMetrics';
import { toDevice, toEvent } from '../http/serialize';
import type { DeviceLogRecord } from '../live/LiveHub';
import { DeviceFactsCache } from '../pipeline/DeviceFactsCache';
import { type IngestItem, IngestQueue } from '../pipeline/IngestQueue';
import type { DraftPosition } from '../pipeline/types';
import {
  type DecodedMessage,
  type DecodedPosition,
  OsmAndSession,
  PROTOCOLS,
  type ProtocolName,
} from '../protocols/index';
import { CommandRouter } from './CommandRouter';
import { DeviceConnection, toDeviceCommand } from './DeviceConnection';
import { DeviceDirectory } from './DeviceDirectory';
import { DeviceOwnership } from './DeviceOwnership';

/** Largest OsmAnd request body accepted (bytes). */
const MAX_HTTP_BODY = 64 * 1024;
/** A device's `lastUpdate` is written at most this often for heartbeats (ms). */
const TOUCH_INTERVAL_MS = 60_000;

export interface GatewayOptions {
  /** Close a device connection silent for this long (ms). @default 600000 */
  idleTimeoutMs?: number;
  /** Where positions, ingest lag and malformed frames are counted. @default a registry of its own */
  metrics?: ServerMetrics;
}

export interface GatewayStats {
  connections: number;
  malformed: Record<string, number>;
  refusedUnknown: number;
}

/**
 * The device gateway: a listener per protocol on Traccar's ports, the connection of each device, the
 * processing pipeline (through the ingest queue) and command delivery. A frame is acknowledged only
 * after its positions are committed.
 */
/** Pending TCP connections the kernel queues per port (capped by the system's somaxconn). */
const CONNECTION_BACKLOG = 4096;

export class Gateway {
  readonly #ctx: ServerContext;
  readonly log: FastifyBaseLogger;
  readonly ingest: IngestQueue;
  readonly facts: DeviceFactsCache;
  readonly directory: DeviceDirectory;
  readonly #connections = new Map<number, DeviceConnection>();
  readonly #all = new Set<DeviceConnection>();
  readonly #servers: (TcpServer | HttpServer)[] = [];
  readonly #lastTouch = new Map<number, number>();
  #geocoderWarmed = false;
  readonly #touches = new GroupCommit<number>((ids) => this.#writeTouches(ids));
  readonly #options: { idleTimeoutMs: number };
  readonly metrics: ServerMetrics;
  /** Which instance holds each device's connection (cluster-wide with Redis). */
  readonly ownership: DeviceOwnership;
  readonly #router: CommandRouter;
  readonly #off: (() => void)[] = [];
  readonly #osmand = new OsmAndSession();
  /** Bound ports by protocol (0 when disabled). */
  readonly ports: Partial<Record<ProtocolName, number>> = {};
  readonly stats: GatewayStats = { connections: 0, malformed: {}, refusedUnknown: 0 };

  constructor(ctx: ServerContext, options: GatewayOptions = {}) {
    this.#ctx = ctx;
    this.log = ctx.log.child({ component: 'gateway' });
    this.#options = { idleTimeoutMs: options.idleTimeoutMs ?? 600_000 };
    this.metrics = options.metrics ?? new ServerMetrics();
    this.facts = new DeviceFactsCache(ctx.db);
    this.ingest = new IngestQueue(ctx, this.facts);
    this.directory = new DeviceDirectory(ctx);
    this.ownership = new DeviceOwnership(ctx.bus, {
      takenElsewhere: (deviceId) => {
        // The device reconnected to another instance: this connection is stale, and so is the state
        // the pipeline keeps here (the other instance stores its positions from now on).
        this.#connections.get(deviceId)?.close('connected to another instance');
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

  /** Starts the listeners of every protocol whose port is not 0. */
  async start(): Promise<void> {
    const { config } = this.#ctx;
    const ports: Record<ProtocolName, number> = {
      gt06: config.gt06Port,
      teltonika: config.teltonikaPort,
      h02: config.h02Port,
      osmand: config.osmandPort,
    };
    for (const protocol of PROTOCOLS) {
      const port = ports[protocol.name];
      if (!port) continue;
      const server =
        protocol.transport === 'tcp'
          ? createTcpServer((socket) => {
              const connection = new DeviceConnection(
                socket,
                protocol.createSession(),
                this,
                this.#options.idleTimeoutMs,
              );
              this.#all.add(connection);
              this.stats.connections = this.#all.size;
            })
          : createHttpServer((req, res) => void this.#handleOsmAnd(req, res));
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
    await this.ownership.start();
  }

  async stop(): Promise<void> {
    for (const connection of this.#all) connection.close();
    await Promise.all(this.#servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
    await this.#touches.idle();
    await this.ingest.idle();
    for (const off of this.#off) off();
    this.#router.dispose();
    this.ownership.dispose();
  }

  countMalformed(protocol: string): void {
    this.stats.malformed[protocol] = (this.stats.malformed[protocol] ?? 0) + 1;
    this.metrics.malformedFrames.inc({ protocol });
  }

  /** Device connections open on this instance. */
  get connectionCount(): number {
    return this.#all.size;
  }

  /**
   * Streams what a device sent to the sockets that asked for logs (on any instance), as Traccar does;
   * nothing is published while no socket wants them.
   */
  /** Whether a socket anywhere wants raw device data now. */
  get logsWanted(): boolean {
    return this.#ctx.hub.logsWanted;
  }

  logData(
    host: string,
    protocol: string,
    device: { id: number; uniqueId: string } | null,
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
    this.#all.delete(connection);
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
        if (!device) {
          this.stats.refusedUnknown++;
          this.log.warn({ protocol: connection.protocol, uniqueId }, 'unknown device refused');
          connection.close();
          return false;
        }
        connection.deviceId = device.id;
        connection.uniqueId = device.uniqueId;
        this.#warmGeocoder();
        const previous = this.#connections.get(device.id);
        const previousOwner = this.ownership.ownerOf(device.id);
        // Positions stored elsewhere since this instance last saw the device make its state here stale.
        if (previousOwner && previousOwner !== this.ownership.instance) this.ingest.forget(device.id);
        this.#connections.set(device.id, connection);
        this.ownership.claim(device.id);
        if (previous && previous !== connection) previous.close('replaced by a new connection');
        await this.#touch(device.id, true);
        // Commands that waited for the device go out once the login is acknowledged.
        setImmediate(() => void this.#deliverQueued(device.id).catch(() => {}));
      }
    }
    const deviceId = connection.deviceId;
    if (deviceId === null) return false;
    const items = await this.#toItems(deviceId, connection.protocol, messages);
    if (items.length === 0) {
      await this.#touch(deviceId, false);
      return true;
    }
    await this.#submit(connection.protocol, items);
    return true;
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

  #deliverHere(deviceId: number, command: Command & { id: number }): boolean {
    const connection = this.#connections.get(deviceId);
    const deviceCommand = toDeviceCommand(command);
    if (!connection || !deviceCommand) return false;
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
  async #submit(protocol: string, items: IngestItem[]): Promise<void> {
    const positions = items.filter((i) => i.kind === 'position').length;
    if (positions > 0) this.metrics.positionsReceived.inc({ protocol }, positions);
    const started = performance.now();
    await this.ingest.submit(items);
    this.metrics.ingestLag.observe({ protocol }, (performance.now() - started) / 1000);
  }

  /** Marks devices silent for longer than the status timeout offline, with a `deviceOffline` event each. */
  async markOffline(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.#ctx.config.statusTimeoutMs);
    const changed = await this.#ctx.db.transaction(async (tx) => {
      const rows = await tx
        .update(devices)
        .set({ status: 'offline' })
        .where(and(eq(devices.status, 'online'), lt(devices.lastUpdate, cutoff)))
        .returning();
      const stored = rows.length
        ? await tx
            .insert(events)
            .values(
              rows.map((d) => ({ type: 'deviceOffline', deviceId: d.id, eventTime: now, attributes: {} })),
            )
            .returning()
        : [];
      return { rows, stored };
    });
    if (changed.rows.length) {
      await this.#ctx.bus.publish('devices', { devices: changed.rows.map(toDevice), statusOnly: true });
      await this.#ctx.bus.publish('events', { events: changed.stored.map(toEvent) });
    }
    return changed.rows.length;
  }

  async #toItems(deviceId: number, protocol: string, messages: DecodedMessage[]): Promise<IngestItem[]> {
    const items: IngestItem[] = [];
    const now = new Date();
    for (const message of messages) {
      if (message.kind === 'position') {
        items.push({ kind: 'position', position: draft(deviceId, protocol, message, now) });
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

  /**
   * Records that a device is alive: `lastUpdate` (at most once a minute) and `online` with an event.
   * Touches are written in groups, so a fleet logging in at once costs a few statements.
   */
  async #touch(deviceId: number, force: boolean): Promise<void> {
    const now = Date.now();
    if (!force && now - (this.#lastTouch.get(deviceId) ?? 0) < TOUCH_INTERVAL_MS) return;
    this.#lastTouch.set(deviceId, now);
    await this.#touches.submit(deviceId);
  }

  /** Writes a group of touches; devices that were not online come online with a `deviceOnline` event. */
  async #writeTouches(deviceIds: number[]): Promise<void> {
    const ids = [...new Set(deviceIds)].sort((a, b) => a - b);
    const at = new Date();
    const result = await this.#ctx.db.transaction(async (tx) => {
      // The status test is made again on the locked row, so of two instances only one sees the change.
      const cameOnline = await tx
        .update(devices)
        .set({ status: 'online', lastUpdate: at })
        .where(and(inArray(devices.id, ids), ne(devices.status, 'online')))
        .returning();
      await tx
        .update(devices)
        .set({ lastUpdate: at })
        .where(and(inArray(devices.id, ids), eq(devices.status, 'online'), lt(devices.lastUpdate, at)));
      const stored = cameOnline.length
        ? await tx
            .insert(events)
            .values(
              cameOnline.map((d) => ({
                type: 'deviceOnline',
                deviceId: d.id,
                eventTime: at,
                attributes: {},
              })),
            )
            .returning()
        : [];
      return { cameOnline, stored };
    });
    if (result.cameOnline.length) {
      await this.#ctx.bus.publish('devices', { devices: result.cameOnline.map(toDevice), statusOnly: true });
      await this.#ctx.bus.publish('events', { events: result.stored.map(toEvent) });
    }
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

  /** OsmAnd / Traccar Client over HTTP: 200 after the positions are stored, a queued command as the body. */
  async #handleOsmAnd(req: IncomingMessage, res: import('node:http').ServerResponse): Promise<void> {
    const answer = (status: number, body = '') => {
      res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(body);
    };
    try {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of req) {
        size += (chunk as Buffer).length;
        if (size > MAX_HTTP_BODY) return answer(413, 'Request body too large');
        chunks.push(chunk as Buffer);
      }
      const url = new URL(req.url ?? '/', 'http://device');
      const result = this.#osmand.decode({
        query: url.searchParams,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
        contentType: req.headers['content-type'],
      });
      if (!result.ok) return answer(400, result.error.message);
      const device = await this.directory.find(result.uniqueId);
      if (!device) {
        this.stats.refusedUnknown++;
        return answer(404, 'Unknown device');
      }
      this.logData(
        req.socket.remoteAddress ?? '',
        'osmand',
        device,
        Buffer.concat([Buffer.from(`${req.method} ${req.url ?? '/'}\r\n\r\n`), ...chunks]),
      );
      await this.#touch(device.id, false);
      const now = new Date();
      await this.#submit(
        'osmand',
        result.positions.map((p) => ({ kind: 'position', position: draft(device.id, 'osmand', p, now) })),
      );
      answer(200, await this.#nextHttpCommand(device.id));
    } catch (error) {
      this.log.error({ err: error }, 'OsmAnd request failed');
      if (!res.headersSent) answer(500, 'Not stored');
    }
  }

  /** The oldest queued command of an HTTP device, as response text, marked sent. */
  async #nextHttpCommand(deviceId: number): Promise<string> {
    const [row] = await this.#ctx.db
      .update(commandQueue)
      .set({ sentAt: new Date() })
      .where(
        eq(
          commandQueue.id,
          sql`(SELECT id FROM command_queue WHERE device_id = ${deviceId} AND sent_at IS NULL ORDER BY id LIMIT 1)`,
        ),
      )
      .returning();
    if (!row) return '';
    const command = toDeviceCommand({ type: row.type, attributes: row.attributes });
    return command ? this.#osmand.encodeCommand(command) : '';
  }
}

/** Attributes that describe the vehicle's state and carry over to a copy of its last position. */
function stateAttributes(attributes: Record<string, unknown>): Record<string, unknown> {
  const { alarm: _alarm, event: _event, distance: _distance, ...rest } = attributes;
  return rest;
}

/** A decoded fix as a pipeline draft. */
function draft(deviceId: number, protocol: string, p: DecodedPosition, now: Date): DraftPosition {
  return {
    deviceId,
    protocol,
    serverTime: now,
    deviceTime: p.deviceTime ?? p.fixTime,
    fixTime: p.fixTime,
    valid: p.valid,
    latitude: p.latitude,
    longitude: p.longitude,
    altitude: p.altitude ?? 0,
    speed: p.speed,
    course: p.course,
    accuracy: p.accuracy ?? 0,
    address: null,
    geofenceIds: null,
    attributes: { ...p.attributes },
  };
}
