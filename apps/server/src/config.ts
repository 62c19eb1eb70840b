import { isIP } from 'node:net';
import * as z from 'zod';
import { NetworkAllowList } from './gateway/NetworkAllowList';
import { DEMO_LOGIN_RATE_LIMIT } from './services/accounts/accountRules';

const bool = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'yes', 'no'])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'yes');
const port = z.coerce.number().int().min(0, 'must be 0-65535').max(65535, 'must be 0-65535');
const list = z
  .union([z.array(z.string()), z.string()])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean));

/** proxy-addr's names for address ranges, accepted beside addresses and CIDRs. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (entry: string) => {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
};

/** Every setting of the server, with its flag, environment variable and default. */
export const configSchema = z.object({
  /** HTTP port of the API, socket and portal. */
  port: port.default(8082),
  /** Interface to listen on. */
  host: z.string().default('0.0.0.0'),
  /** Folder of the embedded database and other local state. */
  dataDir: z.string().default('./data'),
  /** PostgreSQL connection string; the embedded database is used without it. `memory` keeps PGlite in memory. */
  databaseUrl: z.string().optional(),
  /** Redis connection string: turns on the bus between several instances. */
  redisUrl: z.string().optional(),
  /** Prefix of the Redis channels and keys; the instances of one deployment share it, others must not. */
  redisChannel: z.string().min(1, 'must not be empty').default('fleetkit'),
  /** Bearer token that Prometheus sends to `/metrics`; without it only loopback requests are answered. */
  metricsToken: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Folder of the built portal to serve, with SPA fallback. */
  portalDir: z.string().optional(),
  /** Folder of the web component's script-tag bundle, served under /embed/; found in the workspace when unset. */
  embedDir: z.string().optional(),
  /** Public URL of this server (used in share links); taken from the request when unset. */
  publicUrl: z.string().url('must be a URL such as https://fleet.example.com').optional(),
  /** Allow self-registration with a one-time code. */
  registration: bool.default(false),
  /** Origins allowed to embed the share view (`frame-ancestors`) and to call token-based APIs (CORS). */
  embedOrigins: list.default([]),
  /**
   * Addresses or CIDRs of the reverse proxies in front of the server (`127.0.0.1,10.0.0.0/8`, or
   * `loopback`, `linklocal`, `uniquelocal`). Only requests from them may set the client address, host and
   * scheme with `X-Forwarded-For/-Host/-Proto`; the client is the right-most address that is not one of
   * them. Empty (the default): no forwarded header is believed.
   */
  trustProxy: list
    .pipe(
      z.array(
        z.string().refine(isProxyAddress, {
          error: (issue) =>
            `${JSON.stringify(issue.input)} is not an address or CIDR (such as 10.0.0.0/8), loopback, linklocal or uniquelocal`,
        }),
      ),
    )
    .default([]),
  /** Sign-in attempts per minute per IP before 429. */
  loginRateLimit: z.coerce.number().int().positive().default(10),
  /** Demo sessions one address may open per hour (a demo server's visitors behind one address share it). */
  demoLoginsPerHour: z.coerce.number().int().positive().default(DEMO_LOGIN_RATE_LIMIT.max),
  /**
   * Wrong passwords (and TOTP codes) per account in 15 minutes, from any addresses, before the account's sign-in is
   * refused with 429 for the rest of those minutes (docs/decisions/sign-in-lockout.md).
   */
  signInAccountLimit: z.coerce.number().int().positive().default(10),
  /** Largest file upload, bytes. */
  maxUploadBytes: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  /** Storage quota of each user's uploaded files, bytes (files and unfinished uploads count); 0 turns it off. */
  storageQuotaBytes: z.coerce
    .number()
    .int()
    .nonnegative()
    .default(100 * 1024 * 1024),
  /** Cookie session lifetime, days. */
  sessionDays: z.coerce.number().positive().default(30),
  /** Mark a device offline after this many ms without data. */
  statusTimeoutMs: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 60_000),
  /** Refuse engine commands when the vehicle's last speed is above this (km/h). */
  engineCommandMaxSpeedKmh: z.coerce.number().nonnegative().default(20),
  /** Log level. */
  logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed the demo fleet and enable `/demo-login`. */
  demo: bool.default(false),
  /** Ports of the device gateway; 0 disables a protocol. */
  gt06Port: port.default(5023),
  teltonikaPort: port.default(5027),
  h02Port: port.default(5013),
  osmandPort: port.default(5055),
  // JT/T 808 (Huabao), Wialon IPS, Ruptela, Queclink GL200.
  huabaoPort: port.default(5015),
  wialonPort: port.default(5039),
  ruptelaPort: port.default(5046),
  /** Ports of the text protocols (GPS103/Coban, TK103, Suntech, Meitrack), Traccar's defaults. */
  gps103Port: port.default(5001),
  tk103Port: port.default(5002),
  /** Queclink GL200 family (@Track text protocol), Traccar's default. */
  queclinkPort: port.default(5004),
  suntechPort: port.default(5011),
  meitrackPort: port.default(5020),
  /**
   * Draw Simple and Classic from the free online vector basemap (OpenFreeMap) when no tile service or
   * extract is configured; `false` for sites with no internet access (docs/maps.md).
   */
  mapOnline: bool.default(true),
  /**
   * A PMTiles v3 vector-tile archive (Protomaps basemap schema) to draw street maps from, with no
   * network; `<dataDir>/basemap.pmtiles` is used when unset and present (docs/maps.md).
   */
  mapPmtiles: z.string().min(1, 'must be the path of a .pmtiles file').optional(),
  /** A Nominatim-compatible geocoding service; without it addresses and place search use the offline gazetteer. */
  geocoderUrl: z.string().url('must be a URL such as https://nominatim.example.com').optional(),
  /**
   * Close a device connection that completes no frame for this many ms (bytes that make no frame do not
   * count). Trackers' heartbeats (GT06 every few minutes) keep it open. Per protocol below.
   */
  deviceIdleTimeoutMs: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 60_000),
  /** Idle timeout of GT06 connections (ms); `deviceIdleTimeoutMs` when unset. */
  gt06IdleTimeoutMs: z.coerce.number().int().positive().optional(),
  /** Idle timeout of Teltonika connections (ms); `deviceIdleTimeoutMs` when unset. */
  teltonikaIdleTimeoutMs: z.coerce.number().int().positive().optional(),
  /** Idle timeout of H02 connections (ms); `deviceIdleTimeoutMs` when unset. */
  h02IdleTimeoutMs: z.coerce.number().int().positive().optional(),
  /** A device connection must identify itself (and an OsmAnd request arrive whole) within this many ms. */
  deviceLoginTimeoutMs: z.coerce.number().int().positive().default(30_000),
  /**
   * Positions and events the ingest queue holds before new submissions wait for room (their frames
   * stay unacknowledged and their connections stop reading): memory stays bounded when storage is slow.
   */
  ingestMaxQueuedItems: z.coerce.number().int().min(1).default(50_000),
  /** Frames a device connection may hold unstored before it stops reading its socket (backpressure). */
  deviceMaxFramesInFlight: z.coerce.number().int().min(1).max(10_000).default(64),
  /**
   * TCP load balancers in front of the device ports (addresses or CIDR blocks) that send the PROXY
   * protocol v1 header (nginx `proxy_protocol on`): the gateway takes the tracker's address from it.
   */
  deviceProxies: list
    .refine((entries) => (NetworkAllowList.fromAttribute(entries)?.invalid.length ?? 0) === 0, {
      message: 'must be IP addresses or CIDR blocks such as 10.0.0.5/32',
    })
    .default([]),
  /** Most device connections open at once from one IP address (trackers behind a carrier NAT share one). */
  deviceConnectionsPerIp: z.coerce.number().int().positive().default(300),
  /**
   * A device connection receives commands only while its last valid fix on that connection is at most
   * this old (ms); a bare login receives none. Commands wait in the queue until then.
   */
  deviceTrustWindowMs: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 3_600_000),
  /** Keep this many whole months of positions before the current one and drop older months; unset keeps all. */
  positionRetentionMonths: z.coerce
    .number()
    .int()
    .positive('must be a whole number of months, 1 or more')
    .optional(),
  /** Register unknown devices that report instead of refusing them. */
  registerUnknownDevices: bool.default(false),
  /** Turn on the built-in payment sandbox (no real money; always on with `--demo`). */
  paymentSandbox: bool.default(false),
  /** eSewa ePay v2 merchant code; eSewa payments are offered when it and the secret key are set. */
  esewaProductCode: z.string().optional(),
  /** eSewa ePay v2 secret key (HMAC-SHA256). */
  esewaSecretKey: z.string().optional(),
  /** eSewa ePay v2 form URL; the default is eSewa's test environment. */
  esewaFormUrl: z
    .string()
    .url('must be a URL such as https://epay.esewa.com.np/api/epay/main/v2/form')
    .default('https://rc-epay.esewa.com.np/api/epay/main/v2/form'),
  /** eSewa's status-check API, asked when a return does not settle a payment; the default is eSewa's test environment. */
  esewaStatusUrl: z
    .string()
    .url('must be a URL such as https://epay.esewa.com.np/api/epay/transaction/status/')
    .default('https://rc.esewa.com.np/api/epay/transaction/status/'),
  /** A payment still pending this long (ms) is asked about once at the gateway's status API. */
  paymentCheckAfterMs: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60_000),
  /** Contact sent to Web Push services with each notification (`mailto:` or `https:`); default the public URL. */
  webPushSubject: z.string().optional(),
  /** How often expired and expiring vehicle documents are turned into `documentExpiry` events (ms). */
  documentReminderIntervalMs: z.coerce.number().int().positive().default(3_600_000),
  /** How often date service schedules are checked for vehicles whose service fell due (ms). */
  maintenanceCheckIntervalMs: z.coerce.number().int().positive().default(3_600_000),
  /** How often scheduled reports (`/api/reports`) are checked for calendar periods that ended (ms; Traccar: 15 minutes). */
  scheduledReportIntervalMs: z.coerce.number().int().positive().default(900_000),
  /** SMTP server for e-mail (`smtp://` or `smtps://user:password@host:port`); without it mail goes to the outbox. */
  smtpUrl: z.string().url('must be a URL such as smtps://user:password@mail.example.com:465').optional(),
  /** Sender address of e-mail. */
  smtpFrom: z.string().default('Fleetkit <no-reply@localhost>'),
});

export type ServerConfig = z.infer<typeof configSchema>;
export type ServerConfigInput = z.input<typeof configSchema>;

/** Environment variable of each setting: `FLEETKIT_<NAME>`, plus the usual `PORT`, `DATABASE_URL`, `REDIS_URL`. */
export function envName(key: string): string {
  if (key === 'databaseUrl') return 'DATABASE_URL';
  if (key === 'redisUrl') return 'REDIS_URL';
  if (key === 'port') return 'PORT';
  return `FLEETKIT_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
}

/** Command-line flag of each setting: `--data-dir`. */
export function flagName(key: string): string {
  return `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Reads the configuration: defaults, then environment, then flags. A bad value is a ConfigError
 * naming the flag, the variable and what is wrong.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  argv: string[] = [],
  overrides: ServerConfigInput = {},
): ServerConfig {
  const keys = Object.keys(configSchema.shape) as (keyof ServerConfig)[];
  const raw: Record<string, unknown> = {};
  for (const key of keys) {
    const value = env[envName(key)];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) continue;
    const [flag, inline] = arg.split('=', 2) as [string, string | undefined];
    const key = keys.find((k) => flagName(k) === flag);
    if (!key) throw new ConfigError(`Unknown option ${flag}. Run with --help to see the options.`);
    const next = argv[i + 1];
    if (inline !== undefined) raw[key] = inline;
    else if (next !== undefined && !next.startsWith('--')) {
      raw[key] = next;
      i++;
    } else raw[key] = 'true';
  }
  const result = configSchema.safeParse({ ...raw, ...overrides });
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? '');
      return `  ${flagName(key)} (${envName(key)}): ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
