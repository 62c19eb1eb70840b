import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from './ManualClock';
import { THAMEL_LOOP } from './routes/kathmanduValleyRoutes';
import { SeededRandom } from './SeededRandom';
import { SimulatedDevice } from './SimulatedDevice';
import { TestOsmAndServer } from './test/TestOsmAndServer';
import { VehicleModel } from './VehicleModel';

const START = Date.UTC(2024, 2, 5, 6, 0, 0);
const ID = 'osm-van-005';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function setUp() {
  const clock = new ManualClock(START);
  const server = await TestOsmAndServer.start();
  const model = new VehicleModel({
    route: THAMEL_LOOP,
    random: new SeededRandom(5, 'model'),
    startTime: START,
    startFraction: 0.5,
    startPhase: 'driving',
    alarmRates: { sosPerHour: 0, hardBrakingPer100Km: 0, speedingChance: 0 },
  });
  const device = new SimulatedDevice({
    vehicle: {
      name: 'Van',
      uniqueId: ID,
      protocol: 'osmand',
      category: 'van',
      routeId: THAMEL_LOOP.id,
      speedLimitKmh: 50,
    },
    model,
    random: new SeededRandom(5, 'tracker'),
    clock,
    host: '127.0.0.1',
    port: server.port,
    jitter: 0,
  });
  const retries: number[] = [];
  device.subscribe((event) => {
    if (event.type === 'retrying') retries.push(event.delayMs);
  });
  cleanups.push(async () => {
    await device.stop();
    await server.close();
  });
  /** Moves the clock, then waits until every record is stored or the next retry is planned. */
  const advance = async (ms: number) => {
    clock.advance(ms);
    await expect
      .poll(
        () =>
          (device.online && device.pendingRecords.length === 0) ||
          (!device.online && retries.length === device.stats.reconnects + 1),
        { message: 'every record stored, or the next retry planned' },
      )
      .toBe(true);
  };
  return { clock, server, device, model, advance };
}

describe('SimulatedDevice speaking OsmAnd over HTTP', () => {
  it('posts each report as a query the server stores, oldest first', async () => {
    const { server, device, advance } = await setUp();
    device.start();
    await advance(0);
    for (let i = 0; i < 11; i++) await advance(5000);
    expect(server.positions.map((position) => position.fixTime.getTime())).toEqual(
      Array.from({ length: 12 }, (_, i) => START + i * 5000),
    );
    expect(server.positions.every((position) => position.uniqueId === ID)).toBe(true);
    expect(device.stats).toMatchObject({
      framesSent: 12,
      acksReceived: 12,
      recordsAcknowledged: 12,
      reconnects: 0,
    });
  });

  it('keeps a report the server did not store and posts it again after a growing delay', async () => {
    const { server, device, advance } = await setUp();
    device.start();
    await advance(0);
    server.failWith = 500;
    await advance(5000);
    await advance(5000);
    expect(device.online).toBe(false);
    expect(device.pendingRecords.length).toBe(2);
    expect(server.positions).toHaveLength(1);

    server.failWith = undefined;
    // Bounded: an hour of reports is far more than the backlog needs once the server answers again.
    for (let step = 0; step < 720 && (device.pendingRecords.length > 0 || !device.online); step++) {
      await advance(5000);
    }
    expect(device.pendingRecords, 'the backlog delivered within an hour of simulated time').toHaveLength(0);
    const times = server.positions.map((position) => position.fixTime.getTime());
    expect(times.slice(0, 3)).toEqual([START, START + 5000, START + 10_000]);
    expect(new Set(times).size).toBe(times.length);
    expect(device.stats.reconnects).toBeGreaterThan(0);
  });

  it('obeys RELAY,1# from the response body: it stops, reports blocked with the ignition off, and drives on after RELAY,0#', async () => {
    const { server, device, model, advance } = await setUp();
    device.start();
    await advance(0);
    await advance(5000);
    server.queue({ type: 'custom', data: 'RELAY,1#' });
    await advance(5000);
    await expect
      .poll(() => device.stats.commandsObeyed, { message: 'the engine-stop command obeyed' })
      .toBe(1);

    expect(model.blocked).toBe(true);
    const lockedAt = model.time;
    for (let i = 0; i < 36; i++) await advance(5000);
    const afterLock = server.positions.filter((position) => position.fixTime.getTime() > lockedAt + 20_000);
    expect(afterLock.length).toBeGreaterThanOrEqual(2);
    for (const position of afterLock) {
      expect(position.speed).toBe(0);
      expect(position.attributes).toMatchObject({ ignition: false, motion: false, blocked: true });
    }

    server.queue({ type: 'engineResume' });
    const unlockedAt = model.time;
    for (let i = 0; i < 60; i++) await advance(5000);
    const afterUnlock = server.positions.filter((position) => position.fixTime.getTime() > unlockedAt + 5000);
    expect(afterUnlock.some((position) => position.speed > 0 && position.attributes.ignition === true)).toBe(
      true,
    );
    expect(afterUnlock.every((position) => position.attributes.blocked === false)).toBe(true);
    expect(device.stats.commandsObeyed).toBe(2);
  });
});
