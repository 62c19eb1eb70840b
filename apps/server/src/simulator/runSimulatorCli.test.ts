import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { DEMO_VEHICLES } from '../services/demoFleet';
import { ManualClock } from './ManualClock';
import {
  formatStatusLine,
  parseSimulateArguments,
  type RunningSimulator,
  runSimulatorCli,
  SIMULATE_HELP,
} from './runSimulatorCli';
import { startTestGateways } from './test/startTestGateways';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('parseSimulateArguments', () => {
  it('defaults to the demo fleet on this machine, every 5 s, seed 1, Traccar ports', () => {
    expect(parseSimulateArguments([])).toEqual({
      vehicles: DEMO_VEHICLES.length,
      host: '127.0.0.1',
      intervalMs: 5000,
      seed: 1,
      ports: { gt06: 5023, teltonika: 5027, h02: 5013, osmand: 5055 },
    });
  });

  it('reads every option, as --flag value or --flag=value', () => {
    expect(
      parseSimulateArguments([
        '--vehicles',
        '50',
        '--host=10.0.0.5',
        '--interval',
        '2.5',
        '--seed=9',
        '--gt06-port',
        '6023',
        '--teltonika-port=6027',
        '--h02-port',
        '0',
        '--osmand-port',
        '6055',
      ]),
    ).toEqual({
      vehicles: 50,
      host: '10.0.0.5',
      intervalMs: 2500,
      seed: 9,
      ports: { gt06: 6023, teltonika: 6027, h02: 0, osmand: 6055 },
    });
  });

  it('drives generated vehicles over the protocols --protocols names, on their Traccar ports unless told otherwise', () => {
    const args = parseSimulateArguments(['--protocols', 'queclink,huabao,ruptela', '--ruptela-port', '7046']);
    expect(args.protocols).toEqual(['queclink', 'huabao', 'ruptela']);
    expect(args.ports).toEqual({
      gt06: 5023,
      teltonika: 5027,
      h02: 5013,
      osmand: 5055,
      queclink: 5004,
      huabao: 5015,
      ruptela: 7046,
    });
  });

  it.each([
    [['--protocols', 'gt06,nmea'], expect.stringContaining('(unknown: nmea)')],
    [['--vehicles', '0'], '--vehicles must be a whole number from 1 to 10000'],
    [['--vehicles', 'many'], '--vehicles must be a whole number from 1 to 10000'],
    [['--interval', '0'], '--interval must be a number of seconds from 0.1 to 3600'],
    [['--gt06-port', '70000'], '--gt06-port must be a whole number from 0 to 65535'],
    [['--seed'], '--seed needs a value'],
    [['--colour', 'red'], 'Unknown option --colour. Run fleetkit-server simulate --help.'],
    [['12'], 'Unexpected argument 12. Run fleetkit-server simulate --help.'],
  ])('refuses %j: %s', (argv, message) => {
    expect(() => parseSimulateArguments(argv)).toThrow(
      typeof message === 'string' ? new ConfigError(message) : expect.objectContaining({ message }),
    );
  });
});

describe('formatStatusLine', () => {
  it('sums up the fleet in one line', () => {
    expect(
      formatStatusLine({
        vehicles: 12,
        online: 11,
        pendingRecords: 2,
        framesSent: 1520,
        acksReceived: 1518,
        recordsAcknowledged: 1400,
        reconnects: 1,
        commandsReceived: 2,
        commandsObeyed: 2,
      }),
    ).toBe(
      'simulator: 12 vehicles, 11 online | 1520 frames sent, 1518 acks, 1400 positions stored, 2 waiting | 1 reconnects | 2 commands obeyed',
    );
  });
});

describe('runSimulatorCli', () => {
  it('prints the usage for --help and starts nothing', async () => {
    const lines: string[] = [];
    expect(await runSimulatorCli(['--help'], { print: (line) => lines.push(line) })).toBeUndefined();
    expect(lines).toEqual([SIMULATE_HELP]);
  });

  it('starts the simulator and prints a status line every 10 s until stopped', async () => {
    const clock = new ManualClock(Date.UTC(2024, 2, 5));
    const gateways = await startTestGateways(clock);
    const lines: string[] = [];
    const running = (await runSimulatorCli(
      [
        '--vehicles',
        '13',
        '--interval',
        '5',
        '--seed',
        '1',
        '--gt06-port',
        String(gateways.ports.gt06),
        '--teltonika-port',
        String(gateways.ports.teltonika),
        '--h02-port',
        String(gateways.ports.h02),
        '--osmand-port',
        String(gateways.ports.osmand),
      ],
      { print: (line) => lines.push(line), clock, handleSignals: false },
    )) as RunningSimulator;
    cleanups.push(async () => {
      await running.stop();
      await gateways.close();
    });
    expect(lines[0]).toMatch(
      /^Simulating 13 vehicles against 127\.0\.0\.1 \(gt06 \d+, teltonika \d+, h02 \d+, osmand \d+\), reporting every 5 s, seed 1\.$/,
    );
    expect(lines[1]).toBe(
      '1 generated vehicles are accepted only when they exist on the server or it registers unknown devices.',
    );

    for (let second = 0; second < 20; second++) {
      clock.advance(1000);
      await expect
        .poll(() => running.simulator.stats.online, { message: `vehicles online after ${second + 1} s` })
        .toBeGreaterThanOrEqual(Math.min(13, second));
    }
    const status = lines.slice(2);
    expect(status).toHaveLength(2);
    for (const line of status) expect(line).toMatch(/^simulator: 13 vehicles, \d+ online \| \d+ frames sent/);
    expect(status[1]).toMatch(/^simulator: 13 vehicles, 13 online/);

    await running.stop();
    expect(lines).toHaveLength(5);
    clock.advance(60_000);
    expect(lines).toHaveLength(5);
  });

  it('stops on SIGINT and SIGTERM when it handles signals', async () => {
    const clock = new ManualClock();
    const before = process.listenerCount('SIGINT');
    const beforeTerm = process.listenerCount('SIGTERM');
    const running = (await runSimulatorCli(['--vehicles', '1', '--gt06-port', '1'], {
      print: () => {},
      clock,
    })) as RunningSimulator;
    expect(process.listenerCount('SIGINT')).toBe(before + 1);
    expect(process.listenerCount('SIGTERM')).toBe(beforeTerm + 1);
    await running.stop();
    expect(process.listenerCount('SIGINT')).toBe(before);
    expect(process.listenerCount('SIGTERM')).toBe(beforeTerm);
  });
});
