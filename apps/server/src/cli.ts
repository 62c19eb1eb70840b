import { createFleetServer } from './app';
import { randomPassword } from './auth/passwords';
import { ConfigError, configSchema, envName, flagName, loadConfig } from './config';
import { openDatabase } from './db/Database';
import { createAccount } from './services/accounts';
import { demoVehiclesWithPasswords, seedDemoFleet } from './services/demoFleet';
import { runSimulatorCli, Simulator } from './simulator/index';

const HELP = `fleetkit-server: the Fleetkit reference server

Usage:
  fleetkit-server start [options]          run the API, live socket, device gateway and portal
  fleetkit-server create-user --email E [--name N] [--password P] [--admin] [options]
                                           create an account (a random password is printed when none is given)
  fleetkit-server demo [options]           start with the demo fleet seeded and demo login on
  fleetkit-server simulate --vehicles N [--host H] [--interval S] [--seed N]
                                           drive N simulated trackers over the real protocols
  fleetkit-server migrate [options]        apply database migrations and exit
  fleetkit-server help                     this text

Options (each also read from the environment variable shown):
${Object.keys(configSchema.shape)
  .map((key) => `  ${flagName(key).padEnd(30)} ${envName(key)}`)
  .join('\n')}

Behind a reverse proxy, set --trust-proxy to its address (or CIDR) so the client's address, scheme and
host are read from its X-Forwarded-* headers; without it no forwarded header is believed. Set
--public-url to the address users open: password reset mail is refused without it (except in the demo).
`;

async function start(argv: string[], demo = false) {
  const config = loadConfig(process.env, argv, demo ? { demo: true, registration: true } : {});
  const server = await createFleetServer(config);
  if (config.demo) {
    const seeded = await seedDemoFleet(server.ctx.db);
    if (seeded.password) {
      console.log(
        `Demo fleet created. Its owner signs in as ${seeded.email} with password ${seeded.password} (shown once).`,
      );
    }
  }
  const port = await server.listen();
  server.ctx.log.info(
    { port, database: server.ctx.database.kind },
    `Fleetkit server listening on http://localhost:${port}`,
  );
  let simulator: Simulator | null = null;
  if (config.demo) {
    // The demo fleet drives around over the real protocols, through this server's own gateway.
    const ports = server.gateway.ports;
    simulator = new Simulator({
      vehicles: await demoVehiclesWithPasswords(server.ctx.db),
      host: '127.0.0.1',
      ports: {
        gt06: ports.gt06 ?? 0,
        teltonika: ports.teltonika ?? 0,
        h02: ports.h02 ?? 0,
        osmand: ports.osmand ?? 0,
      },
      seed: Date.now() % 100_000,
    });
    simulator.start();
    console.log(`\nFleetkit is running: open http://localhost:${port} (use "Demo login" to look around).\n`);
  }
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.ctx.log.info({ signal }, 'shutting down');
    await simulator?.stop();
    await server.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

/** Splits own flags (`--email x`, `--email=x`, `--admin`) from the server options that follow. */
function takeFlags(argv: string[], valued: string[], switches: string[]) {
  const taken: Record<string, string | true> = {};
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [flag = '', inline] = arg.split('=', 2);
    const name = flag.replace(/^--/, '');
    if (switches.includes(name)) taken[name] = true;
    else if (valued.includes(name)) {
      const value = inline ?? argv[++i];
      if (value === undefined) throw new ConfigError(`${flag} needs a value`);
      taken[name] = value;
    } else rest.push(arg);
  }
  return { taken, rest };
}

async function createUser(argv: string[]) {
  const { taken, rest } = takeFlags(argv, ['email', 'name', 'password'], ['admin']);
  const email = typeof taken.email === 'string' ? taken.email : undefined;
  if (!email) throw new ConfigError('create-user needs --email');
  const values = taken;
  const config = loadConfig(process.env, rest);
  const database = await openDatabase(config);
  const given = typeof values.password === 'string' ? values.password : undefined;
  if (given !== undefined && given.length < 8)
    throw new ConfigError('--password must have at least 8 characters');
  const password = given ?? randomPassword();
  try {
    const user = await createAccount(database.db, {
      email,
      name: typeof values.name === 'string' ? values.name : email,
      password,
      administrator: taken.admin === true,
    });
    console.log(`Created ${user.administrator ? 'administrator' : 'user'} ${user.email} (id ${user.id}).`);
    if (!given) console.log(`Password (shown once): ${password}`);
  } finally {
    await database.close();
  }
}

async function migrate(argv: string[]) {
  const config = loadConfig(process.env, argv);
  const database = await openDatabase(config);
  await database.close();
  console.log(`Database is up to date (${database.kind}).`);
}

async function main() {
  const [command = 'help', ...argv] = process.argv.slice(2);
  switch (command) {
    case 'start':
      return start(argv);
    case 'demo':
      return start(argv, true);
    case 'simulate':
      await runSimulatorCli(argv);
      return;
    case 'create-user':
      return createUser(argv);
    case 'migrate':
      return migrate(argv);
    case 'help':
    case '--help':
    case '-h':
      console.log(HELP);
      return;
    default:
      throw new ConfigError(`Unknown command ${command}. Run fleetkit-server help.`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
