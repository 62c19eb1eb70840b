import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createFleetClient } from '@fleetkit/sdk-core';
import { createFleetServer, type FleetServer } from '../app';
import { loadConfig, type ServerConfigInput } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/Database';
import { createScratchDatabase } from '../db/scratchDatabase';
import type { Bus } from '../live/Bus';
import { RedisBus } from '../live/RedisBus';
import type { ProtocolName } from '../protocols/index';
import { createAccount, type NewAccount } from '../services/accounts';
import { testPgliteImage, testPostgresTemplate } from './databaseImages';

/**
 * A database for one test server, a copy of an empty migrated one: in-memory PGlite by default (opened
 * here, closed by `drop`); with DATABASE_URL set, a PostgreSQL database created for the test and dropped
 * after it.
 */
async function testDatabase(): Promise<{ url: string; handle?: DatabaseHandle; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const image = await testPgliteImage();
    const handle = await openDatabase({
      databaseUrl: 'memory',
      dataDir: '',
      ...(image ? { pgliteImage: image } : {}),
    });
    return { url: 'memory', handle, drop: () => handle.close() };
  }
  return createScratchDatabase(base, 'fleetkit_test', await testPostgresTemplate(base));
}

export interface TestServer {
  server: FleetServer;
  url: string;
  /** The port a gateway protocol listens on (one of those asked for in `options.devices`). */
  port(protocol: ProtocolName): number;
  /** Creates an account directly in the database. */
  createUser(account: Partial<NewAccount> & { email: string }): ReturnType<typeof createAccount>;
  /** Signs in with the form post and returns an sdk-core client carrying the session cookie. */
  signIn(
    email: string,
    password?: string,
  ): Promise<{ client: ReturnType<typeof createFleetClient>; cookie: string }>;
  /** A raw fetch against the server with an optional cookie. */
  fetch(path: string, init?: RequestInit & { cookie?: string }): Promise<Response>;
  close(): Promise<void>;
}

export const TEST_PASSWORD = 'correct horse battery';

/**
 * Starts a real server on a free port with its own database; talk to it over real HTTP. With
 * REDIS_URL set it runs on the Redis bus, on a channel of its own (servers of other tests share the
 * Redis server but not each other's messages); `options.bus` gives it a bus instead.
 * `options.sameDatabaseAs` opens a second instance on the database of another test server. With a
 * `logLevel` override, `options.logStream` receives the log's JSON lines. The gateway listens for the
 * protocols in `options.devices`, each on a port the system picks (`port(protocol)` tells which).
 */
export async function startTestServer(
  overrides: ServerConfigInput = {},
  options: {
    bus?: Bus;
    sameDatabaseAs?: TestServer;
    logStream?: { write(line: string): void };
    devices?: readonly ProtocolName[];
  } = {},
): Promise<TestServer> {
  const database = options.sameDatabaseAs
    ? { url: 'memory', handle: options.sameDatabaseAs.server.ctx.database, drop: async () => {} }
    : await testDatabase();
  const redisUrl = process.env.REDIS_URL;
  const bus =
    options.bus ??
    (redisUrl
      ? await RedisBus.connect(redisUrl, `fleetkit-test-${randomBytes(6).toString('hex')}`)
      : undefined);
  const config = loadConfig({}, [], {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: database.url,
    logLevel: 'silent',
    gt06Port: 0,
    teltonikaPort: 0,
    h02Port: 0,
    osmandPort: 0,
    // JT/T 808 (Huabao), Wialon IPS, Ruptela, Queclink GL200.
    huabaoPort: 0,
    wialonPort: 0,
    ruptelaPort: 0,
    gps103Port: 0,
    tk103Port: 0,
    queclinkPort: 0,
    suntechPort: 0,
    meitrackPort: 0,
    loginRateLimit: 1000,
    // Tests run with no network: the maps draw the world basemap unless a test turns the online default on.
    mapOnline: false,
    ...overrides,
  });
  const server = await createFleetServer(config, {
    ...(bus ? { bus } : {}),
    ...(database.handle ? { database: database.handle } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.devices ? { anyPortFor: options.devices } : {}),
  });
  const port = await server.listen();
  const url = `http://127.0.0.1:${port}`;
  const rawFetch = (path: string, init: RequestInit & { cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set('Cookie', init.cookie);
    return fetch(`${url}${path}`, { ...init, headers });
  };
  return {
    server,
    url,
    port(protocol) {
      const port = server.gateway.ports[protocol];
      if (!port) throw new Error(`The gateway does not listen for ${protocol}: pass it in options.devices`);
      return port;
    },
    createUser: (account) =>
      createAccount(server.ctx.db, {
        name: account.email.split('@')[0] ?? 'user',
        password: TEST_PASSWORD,
        ...account,
      }),
    async signIn(email, password = TEST_PASSWORD) {
      const response = await rawFetch('/api/session', {
        method: 'POST',
        body: new URLSearchParams({ email, password }),
      });
      if (!response.ok) throw new Error(`sign-in failed with ${response.status}: ${await response.text()}`);
      const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      return { client: createFleetClient({ baseUrl: url, headers: { Cookie: cookie } }), cookie };
    },
    fetch: rawFetch,
    async close() {
      await server.close();
      await database.drop();
    },
  };
}

/** The JSON body of a response, loosely typed: tests assert on its shape. */
// biome-ignore lint/suspicious/noExplicitAny: test assertions read arbitrary JSON shapes
export async function json(response: Response): Promise<any> {
  return response.json();
}

/**
 * The message of an error answer, whichever API sent it: Traccar's API (`/api/…`) sends it as plain
 * text, the others as `{ error: { code, message } }`.
 */
export async function errorMessage(response: Response): Promise<string> {
  const text = await response.text();
  if (!response.headers.get('content-type')?.includes('json')) return text;
  return (JSON.parse(text) as { error: { message: string } }).error.message;
}

/**
 * Starts a server of the test's own (a push service, a payment gateway, an SMTP server) on a port the
 * system picks, on 127.0.0.1, and resolves with that port: nothing else can take it in between.
 */
export async function listenOnAnyPort(server: {
  listen(port: number, host: string, listening: () => void): unknown;
  once(event: 'error', listener: (error: Error) => void): unknown;
  address(): AddressInfo | string | null;
}): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The server did not report a TCP port');
  return address.port;
}

/**
 * A TCP port that is free now, for a server in a child process (the command-line server has no setting
 * for a gateway port the system picks). Another process may take it before the child binds it:
 * `startServerProcess` starts the child again on fresh ports then. Servers in this process listen on
 * port 0 instead (`options.devices`, `listenOnAnyPort`).
 */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  const server = createServer();
  const port = await listenOnAnyPort(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
