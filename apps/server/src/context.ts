import type { FastifyBaseLogger } from 'fastify';
import type { Access, UserRow } from './auth/Access';
import type { SessionService } from './auth/SessionService';
import type { ServerConfig } from './config';
import type { DatabaseHandle, Db } from './db/Database';
import type { Bus } from './live/Bus';
import type { LiveHub } from './live/LiveHub';
import type { CommandService } from './services/commandService';
import type { DailyCounters } from './services/dailyCounts';

/** What every route and service of one server instance shares. */
export interface ServerContext {
  config: ServerConfig;
  db: Db;
  database: DatabaseHandle;
  access: Access;
  sessions: SessionService;
  bus: Bus;
  hub: LiveHub;
  commands: CommandService;
  /** Requests and geocoder lookups counted per day (`GET /api/statistics`). */
  counters: DailyCounters;
  log: FastifyBaseLogger;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: ServerContext;
  }
  interface FastifyRequest {
    /** The signed-in user, or null on a public route without a session. */
    user: UserRow | null;
    /** How the user signed in. */
    authMethod: 'cookie' | 'token' | null;
  }
  interface FastifyContextConfig {
    /** The route answers without a session (it may still read one). */
    public?: boolean;
    /** The route serves static files, the portal's or the embed bundle (not counted as API requests). */
    staticFile?: boolean;
  }
}

/** The signed-in user of a request on a protected route (the auth hook guarantees it). */
export function currentUser(request: { user: UserRow | null }): UserRow {
  if (!request.user) throw new Error('currentUser called on a route without a session');
  return request.user;
}
