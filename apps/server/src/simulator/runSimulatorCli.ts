import { ConfigError } from '../config';
import { PROTOCOLS } from '../protocols/index';
import { DEMO_VEHICLES } from '../services/demoFleet';
import { type SimulationClock, systemClock } from './SimulationClock';
import { defaultSimulatorPorts, Simulator, type SimulatorPorts, type SimulatorStats } from './Simulator';
import type { SimulatedVehicle } from './types';

/** How often the command prints its status line (ms). */
export const STATUS_LINE_INTERVAL_MS = 10_000;
/** Most vehicles one command simulates. */
const MAX_VEHICLES = 10_000;

export const SIMULATE_HELP = `fleetkit-server simulate: drive simulated vehicles that report to a Fleetkit (or Traccar) gateway

Usage:
  fleetkit-server simulate [--vehicles N] [--host H] [--interval S] [--seed N] [ports]

Options:
  --vehicles N          vehicles to simulate: the ${DEMO_VEHICLES.length} demo vehicles first, then generated ones (default ${DEMO_VEHICLES.length})
  --host H              gateway address (default 127.0.0.1)
  --interval S          seconds between reports while the ignition is on (default 5)
  --seed N              seed of everything random, for a reproducible run (default 1)
  --gt06-port P         GT06 port (default 5023; 0 leaves GT06 vehicles out)
  --teltonika-port P    Teltonika port (default 5027)
  --h02-port P          H02 port (default 5013)
  --osmand-port P       OsmAnd HTTP port (default 5055)
  --protocols LIST      protocols generated vehicles take in turn, comma-separated, from
                        ${PROTOCOLS.map((protocol) => protocol.name).join(', ')}
                        (default gt06,teltonika,osmand,h02); each on its Traccar port unless
                        --<protocol>-port says otherwise (--queclink-port 5004, --huabao-port …)

Generated vehicles are accepted only when they exist on the server or the server registers unknown
devices (--register-unknown-devices).
`;

/** Parsed `simulate` options. */
export interface SimulateArguments {
  vehicles: number;
  host: string;
  intervalMs: number;
  seed: number;
  ports: SimulatorPorts;
  /** The protocols generated vehicles take in turn, when `--protocols` names them. */
  protocols?: SimulatedVehicle['protocol'][];
}

/** `--<protocol>-port` for every protocol of the gateway. */
const PORT_FLAGS: Readonly<Record<string, keyof SimulatorPorts>> = Object.fromEntries(
  PROTOCOLS.map((protocol) => [`${protocol.name}-port`, protocol.name]),
);

function wholeNumber(flag: string, text: string, min: number, max: number): number {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || value < min || value > max) {
    throw new ConfigError(`--${flag} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

/**
 * Reads `--vehicles N --host H --interval S --seed N` and the port flags (`--flag value` or
 * `--flag=value`).
 * @throws {ConfigError} naming the flag that is unknown, missing its value or out of range.
 */
export function parseSimulateArguments(argv: readonly string[]): SimulateArguments {
  const parsed: SimulateArguments = {
    vehicles: DEMO_VEHICLES.length,
    host: '127.0.0.1',
    intervalMs: 5000,
    seed: 1,
    ports: defaultSimulatorPorts(),
  };
  for (let i = 0; i < argv.length; i++) {
    const argument = argv[i] ?? '';
    const match = /^--([a-z0-9-]+)(?:=(.*))?$/.exec(argument);
    if (!match)
      throw new ConfigError(`Unexpected argument ${argument}. Run fleetkit-server simulate --help.`);
    const flag = match[1] ?? '';
    const value = match[2] ?? argv[++i];
    if (value === undefined) throw new ConfigError(`--${flag} needs a value`);
    const port = PORT_FLAGS[flag];
    if (port) {
      parsed.ports[port] = wholeNumber(flag, value, 0, 65_535);
    } else if (flag === 'vehicles') {
      parsed.vehicles = wholeNumber(flag, value, 1, MAX_VEHICLES);
    } else if (flag === 'protocols') {
      const names = value.split(',').map((name) => name.trim().toLowerCase());
      const unknown = names.filter((name) => !PROTOCOLS.some((protocol) => protocol.name === name));
      if (names.length === 0 || unknown.length > 0) {
        throw new ConfigError(
          `--protocols takes names from ${PROTOCOLS.map((protocol) => protocol.name).join(', ')}` +
            (unknown.length > 0 ? ` (unknown: ${unknown.join(', ')})` : ''),
        );
      }
      parsed.protocols = names as SimulatedVehicle['protocol'][];
    } else if (flag === 'seed') {
      parsed.seed = wholeNumber(flag, value, 0, 2 ** 31 - 1);
    } else if (flag === 'host') {
      if (value.trim() === '') throw new ConfigError('--host needs a value');
      parsed.host = value.trim();
    } else if (flag === 'interval') {
      const seconds = Number(value);
      if (!Number.isFinite(seconds) || seconds < 0.1 || seconds > 3600) {
        throw new ConfigError('--interval must be a number of seconds from 0.1 to 3600');
      }
      parsed.intervalMs = Math.round(seconds * 1000);
    } else {
      throw new ConfigError(`Unknown option --${flag}. Run fleetkit-server simulate --help.`);
    }
  }
  // The protocols asked for report to their Traccar ports unless a flag said otherwise.
  for (const protocol of parsed.protocols ?? []) {
    parsed.ports[protocol] ??= PROTOCOLS.find((candidate) => candidate.name === protocol)?.port ?? 0;
  }
  return parsed;
}

/** One status line: `simulator: 12 vehicles, 11 online | 1520 frames sent, 1518 acks | …`. */
export function formatStatusLine(stats: SimulatorStats): string {
  return (
    `simulator: ${stats.vehicles} vehicles, ${stats.online} online | ${stats.framesSent} frames sent, ` +
    `${stats.acksReceived} acks, ${stats.recordsAcknowledged} positions stored, ${stats.pendingRecords} waiting | ` +
    `${stats.reconnects} reconnects | ${stats.commandsObeyed} commands obeyed`
  );
}

/** Where the command writes and how it runs. */
export interface SimulatorCliOptions {
  /** Prints one line. @default console.log */
  print?: (line: string) => void;
  /** @default systemClock */
  clock?: SimulationClock;
  /** Stop on SIGINT and SIGTERM. @default true */
  handleSignals?: boolean;
}

/** A running `simulate` command. */
export interface RunningSimulator {
  simulator: Simulator;
  /** Stops the status line and the simulator; resolves once every connection is closed. */
  stop(): Promise<void>;
}

/**
 * The `fleetkit-server simulate` command: parses its arguments, starts the simulator and prints
 * one status line every 10 s until stopped (by `stop()` or, by default, SIGINT/SIGTERM). With
 * `--help` it prints the usage and starts nothing (resolving to `undefined`).
 * @example await runSimulatorCli(['--vehicles', '50', '--host', '127.0.0.1', '--interval', '5', '--seed', '1']);
 * @throws {ConfigError} for bad arguments.
 */
export async function runSimulatorCli(
  argv: readonly string[],
  options: SimulatorCliOptions = {},
): Promise<RunningSimulator | undefined> {
  const print = options.print ?? ((line: string) => console.log(line));
  if (argv.includes('--help') || argv.includes('-h')) {
    print(SIMULATE_HELP);
    return undefined;
  }
  const args = parseSimulateArguments(argv);
  const clock = options.clock ?? systemClock;
  const simulator = new Simulator({
    host: args.host,
    ports: args.ports,
    vehicles: args.vehicles,
    intervalMs: args.intervalMs,
    seed: args.seed,
    clock,
    ...(args.protocols ? { protocols: args.protocols } : {}),
  });
  const ports = Object.entries(args.ports)
    .map(([protocol, port]) => `${protocol} ${port || 'off'}`)
    .join(', ');
  print(
    `Simulating ${simulator.vehicles.length} vehicles against ${args.host} (${ports}), ` +
      `reporting every ${args.intervalMs / 1000} s, seed ${args.seed}.`,
  );
  const generated = Math.max(0, simulator.vehicles.length - DEMO_VEHICLES.length);
  if (generated > 0) {
    print(
      `${generated} generated vehicles are accepted only when they exist on the server or it registers unknown devices.`,
    );
  }
  simulator.start();

  let stopped = false;
  let statusTimer = clock.setTimer(function printStatus() {
    print(formatStatusLine(simulator.stats));
    statusTimer = clock.setTimer(printStatus, STATUS_LINE_INTERVAL_MS);
  }, STATUS_LINE_INTERVAL_MS);
  const onSignal = () => void stop();
  async function stop(): Promise<void> {
    if (stopped) return;
    stopped = true;
    statusTimer.cancel();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await simulator.stop();
    print(formatStatusLine(simulator.stats));
  }
  if (options.handleSignals ?? true) {
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
  }
  return { simulator, stop };
}
