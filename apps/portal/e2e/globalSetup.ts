import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_ADMIN, E2E_USER } from './e2eUser';
import {
  DRIVEN_PROTOCOLS,
  portalDist,
  portsOff,
  type StartedServer,
  serverCli,
  startServer,
  UNDRIVEN_PROTOCOLS,
} from './serverProcess';

/**
 * Starts the real server (its build) on a free port with a temporary embedded database, serving the
 * portal's build, with the demo fleet driving, and creates the test accounts. Returns the teardown
 * that stops it.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const [what, path] of [
    ['portal build', join(portalDist, 'index.html')],
    ['server build', serverCli],
  ] as const) {
    if (!existsSync(path)) throw new Error(`The ${what} is missing (${path}): run pnpm build first`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'fleetkit-portal-e2e-'));
  const options = [
    `--data-dir=${dataDir}`,
    '--host=127.0.0.1',
    `--portal-dir=${portalDist}`,
    '--login-rate-limit=1000',
    // Several specs open demo sessions from this one address.
    '--demo-logins-per-hour=1000',
    '--registration=true',
    '--log-level=warn',
    // The tests run with no network: the maps draw the world basemap instead of the online default.
    '--map-online=false',
    // Date service schedules are checked every second, so a schedule that falls due shows its event.
    '--maintenance-check-interval-ms=1000',
    // The protocols the tests do not drive stay off: their Traccar ports may be taken on the machine
    // running the tests.
    ...portsOff(UNDRIVEN_PROTOCOLS),
  ];
  // The server runs its own build: none of the test runner's resolution conditions apply to it.
  const env = { ...process.env, NODE_OPTIONS: '' };
  for (const [account, extra] of [
    [E2E_USER, []],
    [E2E_ADMIN, ['--admin']],
  ] as const) {
    execFileSync(
      process.execPath,
      [
        serverCli,
        'create-user',
        '--email',
        account.email,
        '--name',
        account.name,
        '--password',
        account.password,
        ...extra,
        ...options,
      ],
      { stdio: 'pipe', env },
    );
  }
  // `--demo` seeds the demo fleet (its owner's password is printed once, on the first start, which may
  // be an attempt that then found its port taken) and drives it with the simulator over the real
  // protocols (GT06, Teltonika, H02, OsmAnd) through this server's gateway: the live pages see vehicles
  // move, and /demo-login works.
  let printed = '';
  let ownerPrinted = (_owner: { email: string; password: string }) => {};
  const demoOwner = new Promise<{ email: string; password: string }>((done) => {
    ownerPrinted = done;
  });
  let started: StartedServer;
  try {
    started = await startServer(
      ['--demo', ...options],
      DRIVEN_PROTOCOLS.length,
      (port, gatewayPorts) => [
        `--port=${port}`,
        ...DRIVEN_PROTOCOLS.map((protocol, index) => `--${protocol}-port=${gatewayPorts[index]}`),
      ],
      (chunk) => {
        printed += chunk.toString('utf8');
        const match = /signs in as (\S+) with password (\S+) /.exec(printed);
        if (match?.[1] && match[2]) ownerPrinted({ email: match[1], password: match[2] });
      },
    );
    const owner = await demoOwner;
    process.env.FLEETKIT_E2E_DEMO_OWNER_EMAIL = owner.email;
    process.env.FLEETKIT_E2E_DEMO_OWNER_PASSWORD = owner.password;
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const { child, url, gatewayPorts } = started;
  process.env.FLEETKIT_E2E_URL = url;
  // Tests send positions to the OsmAnd (HTTP) gateway as a tracker would.
  process.env.FLEETKIT_E2E_OSMAND_URL = `http://127.0.0.1:${gatewayPorts[3]}`;
  // and to the GT06 (TCP) gateway, e.g. to answer engine commands.
  process.env.FLEETKIT_E2E_GT06_PORT = String(gatewayPorts[0]);
  return async () => {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
}
