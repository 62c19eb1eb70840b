import type { FastifyBaseLogger } from 'fastify';
import type { ServerContext } from '../context';
import type { ServerMetrics } from '../http/ServerMetrics';
import type { DeviceLogRecord } from '../live/LiveHub';
import { ProtocolError } from '../protocols/index';
import type { DeviceConnection } from './DeviceConnection';
import { LogRateCap } from './LogRateCap';

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
 * Named message types (text protocols) that get a metric label of their own; later names are
 * counted under `other`, so a device inventing names cannot grow the metric without bound.
 */
const NAMED_TYPE_LABELS = 64;

/**
 * What the gateway tells about its devices: counts ({@link GatewayStats} and metrics), warnings and
 * closures logged within a per-address cap, and the raw data streamed to sockets that asked for logs.
 */
export class DeviceDiagnostics {
  readonly #ctx: ServerContext;
  readonly #log: FastifyBaseLogger;
  readonly metrics: ServerMetrics;
  /** Device warnings (malformed data, refusals, takeovers), a few per peer address a minute. */
  readonly warnings: LogRateCap;
  /** Why device connections closed (info), a few per peer address a minute. */
  readonly closures: LogRateCap;
  /** The named message types that have a metric label, per protocol. */
  readonly #typeLabels = new Map<string, Set<string>>();
  readonly stats: GatewayStats = {
    connections: 0,
    malformed: {},
    unknownTypes: {},
    refusedUnknown: 0,
    refusedRestricted: 0,
    refusedBusy: 0,
    pauses: 0,
  };

  constructor(ctx: ServerContext, log: FastifyBaseLogger, metrics: ServerMetrics) {
    this.#ctx = ctx;
    this.#log = log;
    this.metrics = metrics;
    this.warnings = new LogRateCap(log);
    this.closures = new LogRateCap(log, { level: 'info' });
  }

  /**
   * Counts the positions the pipeline announces it stored, per protocol; only this instance's own
   * (`local`) count here. Returns the unsubscribe.
   */
  countStoredPositions(): () => void {
    return this.#ctx.bus.subscribe('positions', (m, local) => {
      if (!local) return;
      // Counted per protocol per batch: a label lookup per position costs more than the count.
      const byProtocol = new Map<string, number>();
      for (const p of m.positions) {
        const protocol = String(p.protocol ?? '');
        byProtocol.set(protocol, (byProtocol.get(protocol) ?? 0) + 1);
      }
      for (const [protocol, count] of byProtocol) this.metrics.positionsStored.inc({ protocol }, count);
    });
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
      this.#log.error({ err: error, protocol: connection.protocol }, 'device data could not be read');
    }
  }

  /** Whether a socket anywhere wants raw device data now. */
  get logsWanted(): boolean {
    return this.#ctx.hub.logsWanted;
  }

  /**
   * Streams what a device sent to the sockets that asked for logs (on any instance), as Traccar does;
   * nothing is published while no socket wants them.
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
}
