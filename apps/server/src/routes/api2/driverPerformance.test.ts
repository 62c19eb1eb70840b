import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positions } from '../../db/schema';
import { json, startTestServer, type TestServer } from '../../test/harness';

type Signed = Awaited<ReturnType<TestServer['signIn']>>;
let t: TestServer;
let owner: Signed;
let other: Signed;
let reader: Signed;
let ram: number;
let sita: number;
let hari: number;

const MIN = 60_000;

/** One fix a minute, about 1 km apart (0.009° of latitude), moving at `speed` knots. */
function drive(
  deviceId: number,
  start: string,
  minutes: number,
  fix: (minute: number) => Record<string, unknown>,
) {
  const t0 = Date.parse(start);
  return Array.from({ length: minutes + 1 }, (_, m) => {
    const time = new Date(t0 + m * MIN);
    const { speed = 20, ...extra } = fix(m) as { speed?: number };
    return {
      deviceId,
      protocol: 'osmand',
      deviceTime: time,
      fixTime: time,
      latitude: 27 + m * 0.009,
      longitude: 85,
      speed,
      attributes: { motion: true, ignition: true, ...extra },
    };
  });
}

const performance = async (cookie: string, query: string) =>
  t.fetch(
    `/api2/driver-performance?from=2026-03-10T00:00:00Z&to=2026-03-11T00:00:00Z${query ? `&${query}` : ''}`,
    { cookie },
  );

beforeAll(async () => {
  t = await startTestServer({ statusTimeoutMs: 10 * MIN });
  await t.createUser({ email: 'owner@example.com' });
  await t.createUser({ email: 'other@example.com' });
  await t.createUser({ email: 'reader@example.com', readonly: true });
  owner = await t.signIn('owner@example.com');
  other = await t.signIn('other@example.com');
  reader = await t.signIn('reader@example.com');
  const bus = (
    await owner.client.vehicles.create({
      name: 'Bus',
      category: 'bus',
      uniqueId: 'PERF-BUS',
      phone: '9800000000',
      contact: '9800000001',
      attributes: { speedLimit: 30 },
    })
  ).id;
  ram = (await owner.client.drivers.create({ name: 'Ram', uniqueId: 'DRV-RAM' })).id;
  sita = (await owner.client.drivers.create({ name: 'Sita', uniqueId: 'DRV-SITA' })).id;
  hari = (await other.client.drivers.create({ name: 'Hari', uniqueId: 'DRV-HARI' })).id;
  await owner.client.permissions.link({ deviceId: bus, driverId: ram });
  // Ram, the bus's driver: an hour by day, the first 10 minutes above the limit, one harsh brake.
  const ramDrive = drive(bus, '2026-03-10T08:00:00Z', 60, (m) => ({
    speed: m < 10 ? 40 : 20,
    ...(m === 30 ? { alarm: 'hardBraking' } : {}),
  }));
  // Sita identifies herself to the tracker: half an hour at 20:00 UTC (01:45 in Kathmandu).
  const sitaDrive = drive(bus, '2026-03-10T20:00:00Z', 30, () => ({ driverUniqueId: 'DRV-SITA' }));
  await t.server.ctx.db.insert(positions).values([...ramDrive, ...sitaDrive]);
});
afterAll(() => t.close());

describe('driver performance', () => {
  it('scores each driver from the positions of the vehicle they drove, with the breakdown', async () => {
    const response = await performance(owner.cookie, 'timeZone=Asia/Kathmandu');
    expect(response.status).toBe(200);
    const [first, second] = await json(response);
    expect(first).toMatchObject({
      driverId: ram,
      name: 'Ram',
      drivingTime: 60 * MIN,
      overspeedTime: 10 * MIN,
      idlingTime: 0,
      nightDrivingTime: 0,
      harshAcceleration: 0,
      harshBraking: 1,
      harshCornering: 0,
      score: 91.3,
      breakdown: { overspeed: 6.7, harshBraking: 2, idling: 0, nightDriving: 0 },
    });
    expect(first.distance / 1000).toBeCloseTo(60, 0);
    expect(second).toMatchObject({
      driverId: sita,
      drivingTime: 30 * MIN,
      nightDrivingTime: 30 * MIN,
      overspeedTime: 0,
      score: 90,
      breakdown: { nightDriving: 10 },
    });
  });

  it('reads night hours in the asked time zone', async () => {
    const [sitaInUtc] = await json(await performance(owner.cookie, `driverId=${sita}&timeZone=UTC`));
    expect(sitaInUtc).toMatchObject({ driverId: sita, nightDrivingTime: 0, score: 100 });
    expect((await performance(owner.cookie, 'timeZone=Mars/Olympus')).status).toBe(400);
  });

  it("shows a user only its own drivers; another user's driver is refused", async () => {
    expect((await performance(owner.cookie, `driverId=${hari}`)).status).toBe(404);
    const others = await json(await performance(other.cookie, ''));
    expect(others).toEqual([expect.objectContaining({ driverId: hari, score: null, distance: 0 })]);
    expect((await performance(other.cookie, `driverId=${ram}`)).status).toBe(404);
    expect(await json(await performance(reader.cookie, ''))).toEqual([]);
  });
});
