import { afterEach, describe, expect, it } from 'vitest';
import type { DecodedPosition } from '../protocols/index';
import { GT06_LOCK_REPLY, GT06_UNLOCK_REPLY } from './devices/Gt06Tracker';
import { TELTONIKA_LOCK_REPLY, TELTONIKA_UNLOCK_REPLY } from './devices/TeltonikaTracker';
import { reconnectDelay } from './links/TrackerLink';
import { ManualClock } from './ManualClock';
import { KALANKI_KOTESHWOR } from './routes/kathmanduValleyRoutes';
import { RoutePath } from './routes/RoutePath';
import { SeededRandom } from './SeededRandom';
import { SimulatedDevice, type SimulatedDeviceOptions } from './SimulatedDevice';
import { TestTcpGateway } from './test/TestTcpGateway';
import { VehicleModel } from './VehicleModel';

const START = Date.UTC(2024, 2, 5, 6, 0, 0);
const NO_ALARMS = { sosPerHour: 0, hardBrakingPer100Km: 0, speedingChance: 0 };
const ROUTE = new RoutePath(KALANKI_KOTESHWOR.points);

const CASES = [
  {
    protocol: 'gt06',
    uniqueId: '353419036066061',
    lockReply: GT06_LOCK_REPLY,
    unlockReply: GT06_UNLOCK_REPLY,
    /** GT06 reports the oil cut in its status packets. */
    reportsBlocked: (gateway: TestTcpGateway, blocked: boolean) =>
      gateway.ofKind('heartbeat').at(-1)?.attributes?.blocked === blocked,
  },
  {
    protocol: 'teltonika',
    uniqueId: '352094087654321',
    lockReply: TELTONIKA_LOCK_REPLY,
    unlockReply: TELTONIKA_UNLOCK_REPLY,
    /** Teltonika reports DOUT1, the relay output, in every record. */
    reportsBlocked: (gateway: TestTcpGateway, blocked: boolean) =>
      gateway.positions.at(-1)?.attributes.out1 === blocked,
  },
  {
    protocol: 'h02',
    uniqueId: '864512039876543',
    lockReply: 'S20,DONE',
    unlockReply: 'S20,DONE',
    /** H02 has no relay bit; the stopped vehicle with its ignition off is what the server sees. */
    reportsBlocked: () => true,
  },
] as const;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function setUp(
  protocol: 'gt06' | 'teltonika' | 'h02',
  uniqueId: string,
  options: { seed?: number; device?: Partial<SimulatedDeviceOptions> } = {},
) {
  const clock = new ManualClock(START);
  const gateway = await TestTcpGateway.start(protocol, () => new Date(clock.now()));
  const seed = options.seed ?? 3;
  const model = new VehicleModel({
    route: KALANKI_KOTESHWOR,
    random: new SeededRandom(seed, 'model'),
    startTime: START,
    startFraction: 0.2,
    startPhase: 'driving',
    alarmRates: NO_ALARMS,
  });
  const device = new SimulatedDevice({
    vehicle: {
      name: 'Test',
      uniqueId,
      protocol,
      category: 'bus',
      routeId: KALANKI_KOTESHWOR.id,
      speedLimitKmh: 60,
    },
    model,
    random: new SeededRandom(seed, 'tracker'),
    clock,
    host: '127.0.0.1',
    port: gateway.port,
    jitter: 0,
    ...options.device,
  });
  cleanups.push(async () => {
    await device.stop();
    await gateway.close();
  });
  /** Moves the clock and waits until the server has acknowledged everything the tracker stored. */
  const advance = async (ms: number) => {
    clock.advance(ms);
    await expect
      .poll(() => device.online && device.pendingRecords.length === 0, {
        message: 'the tracker online with every record acknowledged',
      })
      .toBe(true);
  };
  return { clock, gateway, device, model, advance };
}

function fixTimes(positions: DecodedPosition[]): number[] {
  return positions.map((position) => position.fixTime.getTime());
}

describe.each(CASES)(
  'SimulatedDevice speaking $protocol',
  ({ protocol, uniqueId, lockReply, unlockReply, reportsBlocked }) => {
    it('identifies itself and sends no position before the server accepts it', async () => {
      const { clock, gateway, device } = await setUp(protocol, uniqueId);
      gateway.answer = (frame) =>
        frame.messages.some((message) => message.kind === 'login') ? 'hold' : 'ack';
      device.start();
      clock.advance(0);
      await expect.poll(() => gateway.ofKind('login').length, { message: 'the tracker logged in' }).toBe(1);
      expect(gateway.ofKind('login')).toEqual([{ kind: 'login', uniqueId }]);
      for (let i = 0; i < 3; i++) clock.advance(5000);
      expect(device.stats.framesSent).toBe(1);
      expect(device.pendingRecords).toHaveLength(4);
      expect(device.online).toBe(false);

      gateway.release();
      await expect
        .poll(() => device.pendingRecords.length, { message: 'the held records acknowledged' })
        .toBe(0);
      expect(fixTimes(gateway.positions)).toEqual([0, 5000, 10_000, 15_000].map((offset) => START + offset));
      expect(gateway.positions.every((position) => position.uniqueId === uniqueId)).toBe(true);
    });

    it('reports every 5 s while driving, each position stored once and dropped from the tracker once acknowledged', async () => {
      const { gateway, device, advance } = await setUp(protocol, uniqueId);
      device.start();
      await advance(0);
      for (let i = 0; i < 24; i++) await advance(5000);
      const positions = gateway.positions;
      expect(fixTimes(positions)).toEqual(Array.from({ length: 25 }, (_, i) => START + i * 5000));
      expect(device.stats.recordsAcknowledged).toBe(25);
      expect(device.stats.reconnects).toBe(0);
      for (const position of positions) {
        expect(position.valid).toBe(true);
        expect(ROUTE.distanceFrom(position.latitude, position.longitude)).toBeLessThan(1);
      }
      expect(positions.some((position) => position.speed > 0)).toBe(true);
    });

    it('sends an unacknowledged position again after the connection drops, and nothing acknowledged twice', async () => {
      const { clock, gateway, device, advance } = await setUp(protocol, uniqueId);
      device.start();
      await advance(0);
      await advance(5000);
      await advance(5000);
      let dropped = false;
      gateway.answer = (frame) => {
        if (dropped || !frame.messages.some((message) => message.kind === 'position')) return 'ack';
        dropped = true;
        return 'drop';
      };
      clock.advance(5000);
      await expect
        .poll(() => dropped && !device.online, { message: 'the connection dropped at the first position' })
        .toBe(true);
      expect(device.pendingRecords).toHaveLength(1);
      expect(device.pendingRecords[0]?.resent).toBe(true);

      await advance(1000); // the first reconnect comes within a second
      expect(device.stats.reconnects).toBe(1);
      expect(gateway.connectionCount).toBe(2);
      const times = fixTimes(gateway.positions);
      expect(times).toEqual([START, START + 5000, START + 10_000, START + 15_000, START + 15_000]);
      const [stored, resent] = gateway.positions.slice(-2);
      expect(resent?.latitude).toBe(stored?.latitude);
      if (protocol === 'gt06') expect(resent?.attributes.archive).toBe(true);
    });

    it('keeps reporting while the server refuses it, backing off, and delivers the backlog once accepted', async () => {
      const { clock, gateway, device, advance } = await setUp(protocol, uniqueId);
      device.start();
      await advance(0);
      const delays: number[] = [];
      device.subscribe((event) => {
        if (event.type === 'retrying') delays.push(event.delayMs);
      });
      gateway.answer = () => 'drop';
      gateway.dropConnections();
      for (let i = 0; i < 12; i++) {
        clock.advance(5000);
        // Every attempt made so far has been refused and the next one planned.
        await expect
          .poll(() => delays.length - device.stats.reconnects, { message: 'the next reconnect planned' })
          .toBe(1);
      }
      expect(device.pendingRecords.length).toBe(12);
      // Doubling delays (1, 2, 4, 8, 16 s …) mean a handful of attempts in a minute, not one per second.
      expect(device.stats.reconnects).toBeGreaterThanOrEqual(3);
      expect(device.stats.reconnects).toBeLessThanOrEqual(7);
      for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThan(delays[i - 1] as number);

      gateway.answer = () => 'ack';
      // Small steps: the clock must not outrun the sockets, or connection timeouts would fire first.
      const delivered = () => device.online && device.pendingRecords.length === 0;
      // Bounded: an hour of reports is far more than the backoff and the backlog need.
      for (let step = 0; step < 720 && !delivered(); step++) {
        clock.advance(5000);
        await expect
          .poll(() => delivered() || delays.length === device.stats.reconnects + 1, {
            message: 'the backlog delivered, or the next reconnect planned',
          })
          .toBe(true);
      }
      expect(delivered(), 'the backlog delivered within an hour of simulated time').toBe(true);
      const times = fixTimes(gateway.positions).filter((time, index, all) => all.indexOf(time) === index);
      expect(times.slice(0, 13)).toEqual(Array.from({ length: 13 }, (_, i) => START + i * 5000));
      expect(device.pendingRecords).toHaveLength(0);
    });

    it('obeys the relay: a locked vehicle replies, slows to a stop with the ignition off, and drives again once unlocked', async () => {
      const { gateway, device, model, advance } = await setUp(protocol, uniqueId);
      device.start();
      await advance(0);
      await advance(5000);
      expect(model.snapshot().speedKmh).toBeGreaterThan(0);

      gateway.send({ type: 'custom', data: 'RELAY,1#' });
      await expect
        .poll(() => gateway.ofKind('commandResult').length, { message: 'the reply to the lock command' })
        .toBe(1);
      expect(gateway.ofKind('commandResult')[0]?.result).toBe(lockReply);
      expect(device.stats.commandsObeyed).toBe(1);
      const lockedAt = model.time;
      // Standing with the ignition off, the tracker reports once a minute.
      for (let i = 0; i < 36; i++) await advance(5000);

      const afterLock = gateway.positions.filter(
        (position) => position.fixTime.getTime() > lockedAt + 20_000,
      );
      expect(afterLock.length).toBeGreaterThanOrEqual(2);
      for (const position of afterLock) {
        expect(position.speed).toBe(0);
        expect(position.attributes.ignition).toBe(false);
      }
      expect(reportsBlocked(gateway, true)).toBe(true);
      expect(model.phase).toBe('immobilized');

      gateway.send({ type: 'engineResume' });
      await expect
        .poll(() => gateway.ofKind('commandResult').length, { message: 'the reply to the unlock command' })
        .toBe(2);
      expect(gateway.ofKind('commandResult')[1]?.result).toBe(unlockReply);
      const unlockedAt = model.time;
      for (let i = 0; i < 60; i++) await advance(5000);
      const afterUnlock = gateway.positions.filter((position) => position.fixTime.getTime() > unlockedAt);
      expect(
        afterUnlock.some((position) => position.speed > 0 && position.attributes.ignition === true),
      ).toBe(true);
      expect(reportsBlocked(gateway, false)).toBe(true);
      expect(device.stats.commandsObeyed).toBe(2);
    });
  },
);

describe('SimulatedDevice runs', () => {
  async function hourOfFrames(seed: number): Promise<Buffer> {
    const { gateway, device, advance } = await setUp('gt06', '353419036066061', { seed });
    device.start();
    await advance(0);
    for (let i = 0; i < 720; i++) await advance(5000);
    expect(device.stats.recordsAcknowledged).toBeGreaterThan(100);
    return gateway.received;
  }

  it('produces exactly the same frames for the same seed over a simulated hour', async () => {
    const first = await hourOfFrames(7);
    const second = await hourOfFrames(7);
    expect(second.equals(first)).toBe(true);
    expect((await hourOfFrames(8)).equals(first)).toBe(false);
  });

  it('reports every minute while parked and at once when the ignition changes', async () => {
    const clock = new ManualClock(START);
    const gateway = await TestTcpGateway.start('gt06', () => new Date(clock.now()));
    const model = new VehicleModel({
      route: KALANKI_KOTESHWOR,
      random: new SeededRandom(11, 'model'),
      startTime: START,
      startPhase: 'parked',
      alarmRates: NO_ALARMS,
    });
    const device = new SimulatedDevice({
      vehicle: {
        name: 'Parked',
        uniqueId: '353419036066079',
        protocol: 'gt06',
        category: 'bus',
        routeId: 'x',
        speedLimitKmh: 40,
      },
      model,
      random: new SeededRandom(11, 'tracker'),
      clock,
      host: '127.0.0.1',
      port: gateway.port,
      jitter: 0,
    });
    cleanups.push(async () => {
      await device.stop();
      await gateway.close();
    });
    device.start();
    clock.advance(0);
    await expect
      .poll(() => device.online && device.pendingRecords.length === 0, {
        message: 'the tracker online with every record acknowledged',
      })
      .toBe(true);
    const parkedUntil = START + 41 * 60_000;
    while (clock.now() < parkedUntil) {
      clock.advance(5000);
      await expect.poll(() => device.pendingRecords.length, { message: 'the report acknowledged' }).toBe(0);
    }
    const positions = gateway.positions;
    const ignitionOn = positions.findIndex((position) => position.attributes.ignition === true);
    expect(ignitionOn).toBeGreaterThan(0);
    const parked = positions.slice(0, ignitionOn);
    const gaps = fixTimes(parked)
      .slice(1)
      .map((time, i) => time - (fixTimes(parked)[i] as number));
    expect(gaps.every((gap) => gap === 55_000 || gap === 60_000)).toBe(true);
    expect(positions[ignitionOn]?.attributes.event).toBe(3); // GT06 upload reason: ACC change
    expect(gateway.ofKind('heartbeat').some((heartbeat) => heartbeat.attributes?.ignition === true)).toBe(
      true,
    );
  });
});

describe('reconnectDelay', () => {
  it('doubles from the minimum per failure, with up to a quarter less for jitter, up to the maximum', () => {
    const random = new SeededRandom(1);
    const options = { host: 'h', port: 1, reconnectMinMs: 1000, reconnectMaxMs: 60_000 };
    for (const [failures, base] of [
      [1, 1000],
      [2, 2000],
      [3, 4000],
      [6, 32_000],
      [7, 60_000],
      [20, 60_000],
    ] as const) {
      const delay = reconnectDelay(failures, options, random);
      expect(delay).toBeGreaterThanOrEqual(base * 0.75);
      expect(delay).toBeLessThanOrEqual(base);
    }
  });
});
