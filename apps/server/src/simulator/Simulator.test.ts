import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_VEHICLES } from '../services/demoFleet';
import { ManualClock } from './ManualClock';
import { defaultSimulatorPorts, Simulator, type SimulatorEvent } from './Simulator';
import { startTestGateways } from './test/startTestGateways';

const START = Date.UTC(2024, 2, 5, 6, 0, 0);
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function setUp(vehicles: number, ports?: Partial<Record<string, number>>) {
  const clock = new ManualClock(START);
  const gateways = await startTestGateways(clock);
  const simulator = new Simulator({
    host: '127.0.0.1',
    ports: { ...gateways.ports, ...ports },
    vehicles,
    intervalMs: 5000,
    seed: 1,
    clock,
  });
  cleanups.push(async () => {
    await simulator.stop();
    await gateways.close();
  });
  const settled = () => {
    const stats = simulator.stats;
    return stats.online === stats.vehicles && stats.pendingRecords === 0;
  };
  /** Moves the clock in report-sized steps, letting the sockets catch up after each. */
  const run = async (ms: number) => {
    for (let elapsed = 0; elapsed < ms; elapsed += 5000) {
      clock.advance(5000);
      await expect
        .poll(settled, { message: 'every vehicle online with its reports acknowledged' })
        .toBe(true);
    }
  };
  return { clock, gateways, simulator, run };
}

describe('Simulator', () => {
  it('defaults to the protocols’ Traccar ports', () => {
    expect(defaultSimulatorPorts()).toEqual({ gt06: 5023, teltonika: 5027, h02: 5013, osmand: 5055 });
  });

  it('drives the demo fleet, each vehicle speaking its own protocol to its port', async () => {
    const { gateways, simulator, run } = await setUp(DEMO_VEHICLES.length);
    simulator.start();
    await run(60_000);
    for (const protocol of ['gt06', 'teltonika', 'h02'] as const) {
      const expected = DEMO_VEHICLES.filter((vehicle) => vehicle.protocol === protocol).map(
        (v) => v.uniqueId,
      );
      expect(
        gateways[protocol]
          .ofKind('login')
          .map((login) => login.uniqueId)
          .sort(),
      ).toEqual(expected.sort());
      const reporting = new Set(gateways[protocol].positions.map((position) => position.uniqueId));
      expect([...reporting].sort()).toEqual(expected.sort());
    }
    const osmand = DEMO_VEHICLES.filter((vehicle) => vehicle.protocol === 'osmand').map((v) => v.uniqueId);
    expect([...new Set(gateways.osmand.positions.map((position) => position.uniqueId))].sort()).toEqual(
      osmand.sort(),
    );

    const stats = simulator.stats;
    expect(stats).toMatchObject({
      vehicles: 12,
      online: 12,
      pendingRecords: 0,
      reconnects: 0,
      commandsObeyed: 0,
    });
    const stored =
      gateways.tcp.reduce((sum, gateway) => sum + gateway.positions.length, 0) +
      gateways.osmand.positions.length;
    expect(stats.recordsAcknowledged).toBe(stored);
    expect(stats.framesSent).toBeGreaterThanOrEqual(stored);
    expect(stats.acksReceived).toBeGreaterThanOrEqual(stats.framesSent - 12);
  });

  it('passes engine commands to the vehicles and counts them, naming the vehicle in its events', async () => {
    const { gateways, simulator, run } = await setUp(DEMO_VEHICLES.length);
    const events: SimulatorEvent[] = [];
    simulator.subscribe((event) => events.push(event));
    simulator.start();
    await run(10_000);
    gateways.gt06.send({ type: 'custom', data: 'RELAY,1#' });
    await expect
      .poll(() => simulator.stats.commandsObeyed, { message: 'the three GT06 vehicles obeyed the command' })
      .toBe(3);
    const gt06 = DEMO_VEHICLES.filter((vehicle) => vehicle.protocol === 'gt06').map((v) => v.uniqueId);
    const commanded = events.filter((event) => event.event.type === 'command').map((event) => event.uniqueId);
    expect(commanded.sort()).toEqual(gt06.sort());
    for (const uniqueId of gt06) expect(simulator.device(uniqueId)?.model.blocked).toBe(true);
    expect(simulator.device('353419036066061')?.vehicle.name).toBe('Sajha Bus 07');
    expect(simulator.device('no such vehicle')).toBeUndefined();
  });

  it('leaves out the vehicles of a protocol whose port is 0, and closes every connection when stopped', async () => {
    const { gateways, simulator, run } = await setUp(DEMO_VEHICLES.length, { h02: 0 });
    expect(simulator.vehicles.some((vehicle) => vehicle.protocol === 'h02')).toBe(false);
    expect(simulator.vehicles).toHaveLength(
      DEMO_VEHICLES.filter((vehicle) => vehicle.protocol !== 'h02').length,
    );
    simulator.start();
    await run(10_000);
    expect(gateways.gt06.openConnections).toBe(3);
    await simulator.stop();
    await expect
      .poll(() => gateways.tcp.map((gateway) => gateway.openConnections), {
        message: 'every tracker connection closed',
      })
      .toEqual(gateways.tcp.map(() => 0));
    expect(gateways.h02.connectionCount).toBe(0);
  });

  it('refuses a report interval that is not positive', () => {
    expect(() => new Simulator({ vehicles: 1, intervalMs: 0 })).toThrow(RangeError);
  });
});
