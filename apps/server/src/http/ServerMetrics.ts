import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** What the gauges read when Prometheus scrapes (each instance reports its own). */
export interface MetricSources {
  /** Sockets open on `/api/socket`. */
  socketClients(): number;
  /** Device TCP connections open on the gateway. */
  deviceConnections(): number;
  /** Devices this instance knows to be connected to other instances (commands to them are routed). */
  devicesHeldElsewhere(): number;
  /** Items waiting for the ingest queue's next commit. */
  ingestQueued(): number;
  /** Submissions waiting for room in the full ingest queue. */
  ingestWaitingForRoom(): number;
  /** Device connections not reading until their frames are stored. */
  pausedDeviceConnections(): number;
  /** Commands waiting in the database for their device to connect (cluster-wide). */
  commandsWaiting(): Promise<number>;
  /** Whether this instance runs the scheduled jobs now. */
  schedulerLeader(): boolean;
}

/** Latency buckets for HTTP requests and ingest commits (seconds). */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The Prometheus metrics of one server instance (prom-client, a registry per instance so several servers
 * can share a process in tests): positions received and stored per protocol, ingest lag, socket clients,
 * queue depths, request latency and the process' own figures.
 */
export class ServerMetrics {
  readonly registry = new Registry();
  /** Positions decoded from devices, per protocol. */
  readonly positionsReceived = new Counter({
    name: 'fleetkit_positions_received_total',
    help: 'Positions received from devices on this instance',
    labelNames: ['protocol'] as const,
    registers: [this.registry],
  });
  /** Positions committed to the database (after the filters), per protocol. */
  readonly positionsStored = new Counter({
    name: 'fleetkit_positions_stored_total',
    help: 'Positions stored by this instance',
    labelNames: ['protocol'] as const,
    registers: [this.registry],
  });
  /** From a frame's arrival at the pipeline to its commit (when it may be acknowledged). */
  readonly ingestLag = new Histogram({
    name: 'fleetkit_ingest_lag_seconds',
    help: 'Time from handing a device frame to the pipeline to its commit',
    labelNames: ['protocol'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly malformedFrames = new Counter({
    name: 'fleetkit_malformed_frames_total',
    help: 'Device connections closed for data that could not be decoded',
    labelNames: ['protocol'] as const,
    registers: [this.registry],
  });
  /** Device connections that stopped reading until their frames were stored (backpressure). */
  readonly connectionPauses = new Counter({
    name: 'fleetkit_device_connection_pauses_total',
    help: 'Times a device connection stopped reading because the frames it sent were not stored yet',
    labelNames: ['protocol'] as const,
    registers: [this.registry],
  });
  /** Message types a decoder does not read (answered, connection kept): once per type and connection. */
  readonly unknownMessageTypes = new Counter({
    name: 'fleetkit_unknown_message_types_total',
    help: 'Device connections that sent a message type the decoder does not read, by protocol and type',
    labelNames: ['protocol', 'type'] as const,
    registers: [this.registry],
  });
  /** Commands sent through the instance that holds the device's connection, by outcome. */
  readonly commandsRouted = new Counter({
    name: 'fleetkit_commands_routed_total',
    help: 'Commands routed to the instance holding the device connection (true, false or unanswered)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });
  readonly requestDuration = new Histogram({
    name: 'fleetkit_http_request_duration_seconds',
    help: 'HTTP request latency by route',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'fleetkit_' });
  }

  /** Adds the gauges that are read at scrape time. */
  observe(sources: MetricSources): void {
    const registers = [this.registry];
    new Gauge({
      name: 'fleetkit_socket_clients',
      help: 'Live sockets open on this instance',
      registers,
      collect() {
        this.set(sources.socketClients());
      },
    });
    new Gauge({
      name: 'fleetkit_device_connections',
      help: 'Device TCP connections open on this instance',
      registers,
      collect() {
        this.set(sources.deviceConnections());
      },
    });
    new Gauge({
      name: 'fleetkit_devices_held_elsewhere',
      help: 'Devices connected to other instances, as this instance knows them',
      registers,
      collect() {
        this.set(sources.devicesHeldElsewhere());
      },
    });
    new Gauge({
      name: 'fleetkit_ingest_queue_items',
      help: 'Positions and events waiting for the next commit on this instance',
      registers,
      collect() {
        this.set(sources.ingestQueued());
      },
    });
    new Gauge({
      name: 'fleetkit_ingest_queue_waiting_for_room',
      help: 'Submissions (frames, OsmAnd requests) waiting because the ingest queue is full; above 0 the database is the bottleneck',
      registers,
      collect() {
        this.set(sources.ingestWaitingForRoom());
      },
    });
    new Gauge({
      name: 'fleetkit_device_connections_paused',
      help: 'Device connections not reading their socket until the frames they sent are stored',
      registers,
      collect() {
        this.set(sources.pausedDeviceConnections());
      },
    });
    new Gauge({
      name: 'fleetkit_command_queue_waiting',
      help: 'Commands waiting for their device to connect (whole deployment)',
      registers,
      async collect() {
        this.set(await sources.commandsWaiting());
      },
    });
    new Gauge({
      name: 'fleetkit_scheduler_leader',
      help: '1 when this instance holds the scheduler lease and runs the scheduled jobs',
      registers,
      collect() {
        this.set(sources.schedulerLeader() ? 1 : 0);
      },
    });
  }

  /** The text Prometheus scrapes. */
  async text(): Promise<string> {
    return this.registry.metrics();
  }
}
