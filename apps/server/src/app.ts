import { randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyWebsocket from '@fastify/websocket';
import { count, eq, isNull, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Access } from './auth/Access';
import { registerGuestScope } from './auth/guestScope';
import { SessionService } from './auth/SessionService';
import type { ServerConfig } from './config';
import type { ServerContext } from './context';
import { type DatabaseHandle, openDatabase } from './db/Database';
import { commandQueue, serverSettings } from './db/schema';
import { Gateway, type GatewayOptions } from './gateway/Gateway';
import { registerAuthHook } from './http/authHook';
import { findEmbedDir, registerEmbed } from './http/embed';
import { registerErrorHandler } from './http/errors';
import { healthRoutes } from './http/healthRoutes';
import { registerInputGuard } from './http/inputGuard';
import { metricsRoutes, registerRequestMetrics } from './http/metricsRoutes';
import { findPortalDir, isApiPath, registerPortal } from './http/portal';
import { type RouteEntry, recordRoutes } from './http/routeTable';
import { ServerMetrics } from './http/ServerMetrics';
import { registerSecurityHeaders } from './http/securityHeaders';
import { serializeError } from './http/serializeError';
import { type Bus, LocalBus } from './live/Bus';
import { LiveHub } from './live/LiveHub';
import { RedisBus } from './live/RedisBus';
import { AdvisoryLockLease } from './live/SchedulerLease';
import { registerRoutes } from './routes/index';
import { purgeExpiredDemoUsers } from './services/accounts/demoUsers';
import { CommandService } from './services/commandService';
import { DailyCounters } from './services/dailyCounts';
import { MaintenanceDateReminders } from './services/maintenance/MaintenanceDateReminders';
import { DocumentExpiryReminders } from './services/notifications/DocumentExpiryReminders';
import { checkAbandonedPayments } from './services/payments/paymentGateways';
import { ScheduledReports } from './services/reports/ScheduledReports';
import { Scheduler } from './services/Scheduler';
import { purgeEndedShareGuests } from './services/share';

export interface FleetServer {
  app: FastifyInstance;
  ctx: ServerContext;
  /** The device gateway (its listeners start with `listen()`). */
  gateway: Gateway;
  /** Every HTTP route, as registered. */
  routes: readonly RouteEntry[];
  /** Starts listening; resolves with the bound port. */
  listen(): Promise<number>;
  /** Stops accepting, closes sockets and the database. */
  close(): Promise<void>;
}

/** Loads (or, on first start, creates) the server settings row with a fresh signing secret. */
async function loadServerSettings(ctx: Pick<ServerContext, 'db' | 'config'>) {
  const [existing] = await ctx.db.select().from(serverSettings).where(eq(serverSettings.id, 1));
  if (existing) return existing;
  const [created] = await ctx.db
    .insert(serverSettings)
    .values({ id: 1, secret: randomBytes(32).toString('base64url'), registration: ctx.config.registration })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [row] = await ctx.db.select().from(serverSettings).where(eq(serverSettings.id, 1));
  if (!row) throw new Error('Server settings could not be created');
  return row;
}

/**
 * Builds one server instance: database (migrated), services, HTTP routes and the live socket.
 * Nothing listens until `listen()`.
 */
export async function createFleetServer(
  config: ServerConfig,
  options: {
    bus?: Bus;
    /** Interval of the live socket's keepalive (ms). @default 55000 */
    socketKeepaliveMs?: number;
    /** How often an instance without the scheduler lease tries to take it (ms). @default 15000 */
    leaseRetryMs?: number;
    /** An open database shared with another instance in this process (tests); this one does not close it. */
    database?: DatabaseHandle;
    /** Where the log's JSON lines go. @default standard output */
    logStream?: { write(line: string): void };
    /** Gateway protocols that listen on a port the system picks (tests); `gateway.ports` says which. */
    anyPortFor?: GatewayOptions['anyPortFor'];
  } = {},
): Promise<FleetServer> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            serializers: { err: serializeError },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // Forwarded headers count only from the configured proxies; the client is the right-most other hop.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: config.maxUploadBytes + 64 * 1024,
  });
  const database = options.database
    ? { ...options.database, close: async () => {} }
    : await openDatabase(config);
  const settings = await loadServerSettings({ db: database.db, config });
  const access = new Access(database.db);
  access.setServerRestrictions(settings);
  // With REDIS_URL the instances of one deployment share live updates and cache invalidations.
  const bus =
    options.bus ??
    (config.redisUrl
      ? await RedisBus.connect(config.redisUrl, config.redisChannel, (error) =>
          app.log.warn({ err: error }, 'Redis bus error'),
        )
      : new LocalBus());
  const ctx = {
    config,
    db: database.db,
    database,
    access,
    sessions: new SessionService(database.db, settings.secret, config.sessionDays, bus),
    bus,
    hub: new LiveHub(bus, access, { keepaliveMs: options.socketKeepaliveMs }),
    counters: new DailyCounters(database.db, app.log),
    log: app.log,
  } as Omit<ServerContext, 'commands'> as ServerContext;
  ctx.commands = new CommandService(ctx);
  const metrics = new ServerMetrics();
  const gateway = new Gateway(ctx, {
    idleTimeoutMs: config.deviceIdleTimeoutMs,
    metrics,
    ...(options.anyPortFor ? { anyPortFor: options.anyPortFor } : {}),
  });
  // On PostgreSQL several instances may share the database: the jobs run on the lease holder only.
  const scheduler = new Scheduler(app.log, {
    lease:
      database.kind === 'postgres' && config.databaseUrl
        ? new AdvisoryLockLease(config.databaseUrl, app.log)
        : undefined,
    leaseRetryMs: options.leaseRetryMs,
  });
  scheduler.add({
    name: 'purge expired sessions',
    everyMs: 3_600_000,
    run: () => ctx.sessions.purgeExpired(),
  });
  scheduler.add({
    name: 'purge ended share guests',
    everyMs: 3_600_000,
    run: () => purgeEndedShareGuests(ctx),
  });
  scheduler.add({
    name: 'purge expired demo users',
    everyMs: 3_600_000,
    run: () => purgeExpiredDemoUsers(ctx),
  });
  scheduler.add({ name: 'mark silent devices offline', everyMs: 60_000, run: () => gateway.markOffline() });
  scheduler.add({
    name: 'check abandoned payments',
    everyMs: Math.min(config.paymentCheckAfterMs, 60_000),
    run: () => checkAbandonedPayments(ctx),
  });
  const reminders = new DocumentExpiryReminders(ctx);
  scheduler.add({
    name: 'document expiry reminders',
    everyMs: config.documentReminderIntervalMs,
    atStart: true,
    run: () => reminders.run(),
  });
  const maintenanceReminders = new MaintenanceDateReminders(ctx);
  scheduler.add({
    name: 'maintenance due by date',
    everyMs: config.maintenanceCheckIntervalMs,
    atStart: true,
    run: () => maintenanceReminders.run(),
  });
  const scheduledReports = new ScheduledReports(ctx);
  scheduler.add({
    name: 'scheduled reports',
    everyMs: config.scheduledReportIntervalMs,
    run: () => scheduledReports.run(),
  });
  scheduler.add({
    name: 'position partitions and retention',
    everyMs: 3_600_000,
    atStart: true,
    run: () => database.positionPartitions.maintain({ retentionMonths: config.positionRetentionMonths }),
  });
  if (database.kind === 'pglite') {
    // The embedded database has no autovacuum: refresh the planner's statistics so reports stay fast.
    scheduler.add({
      name: 'analyze positions',
      everyMs: 3_600_000,
      run: () => database.db.execute(sql`ANALYZE positions`),
    });
  }
  bus.subscribe('invalidate', (m) => access.invalidate(m.userId));
  app.decorate('ctx', ctx);
  metrics.observe({
    socketClients: () => ctx.hub.clientCount,
    deviceConnections: () => gateway.connectionCount,
    devicesHeldElsewhere: () => gateway.ownership.heldElsewhere,
    ingestQueued: () => gateway.ingest.stats.queued,
    ingestWaitingForRoom: () => gateway.ingest.stats.waitingForRoom,
    pausedDeviceConnections: () => gateway.pausedConnectionCount,
    commandsWaiting: async () =>
      (await database.db.select({ n: count() }).from(commandQueue).where(isNull(commandQueue.sentAt)))[0]
        ?.n ?? 0,
    schedulerLeader: () => scheduler.leader,
  });
  let closed = false;
  const routes = recordRoutes(app);

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  // With Redis the rate limits (sign-in attempts …) count across instances, not per process. A Redis
  // outage lets requests through rather than locking every user out (readiness reports it).
  const rateLimitStore = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 })
    : null;
  rateLimitStore?.on('error', (error) => app.log.warn({ err: error }, 'Redis rate-limit store error'));
  await app.register(fastifyRateLimit, {
    global: false,
    ...(rateLimitStore
      ? { redis: rateLimitStore, nameSpace: `${config.redisChannel}:rate-limit:`, skipOnError: true }
      : {}),
  });
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  registerAuthHook(app);
  registerGuestScope(app);
  registerInputGuard(app);
  registerRequestMetrics(app, metrics);
  // Every request answered counts for the day's statistics, but static files (the portal's, the embed bundle).
  app.addHook('onResponse', async (request) => {
    const staticFile = request.routeOptions.config?.staticFile === true;
    if (!staticFile || isApiPath(request.url.split('?')[0] ?? '')) ctx.counters.count('requests');
  });
  await app.register(healthRoutes, { stopping: () => closed });
  await app.register(metricsRoutes, { metrics, token: config.metricsToken });
  await app.register(registerRoutes);
  await registerEmbed(app, findEmbedDir(config.embedDir));
  const portalDir = findPortalDir(config.portalDir);
  if (portalDir) await registerPortal(app, portalDir);

  return {
    app,
    ctx,
    gateway,
    routes,
    async listen() {
      await app.listen({ port: config.port, host: config.host });
      await gateway.start();
      scheduler.start();
      ctx.counters.start();
      const address = app.server.address();
      return typeof address === 'object' && address ? address.port : config.port;
    },
    async close() {
      if (closed) return;
      closed = true;
      await scheduler.stop();
      await gateway.stop();
      ctx.hub.dispose();
      await app.close();
      // After the last request answered, before the database closes.
      await ctx.counters
        .stop()
        .catch((error) => app.log.warn({ err: error }, 'daily counts not written at shutdown'));
      await bus.close();
      rateLimitStore?.disconnect();
      await database.close();
    },
  };
}
