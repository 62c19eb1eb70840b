import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positions } from '../../db/schema';
import { json, startTestServer, type TestServer } from '../../test/harness';

type Signed = Awaited<ReturnType<TestServer['signIn']>>;
let t: TestServer;
let owner: Signed;
let other: Signed;
let truck: number;

const MIN = 60_000;
const start = Date.parse('2026-03-10T08:00:00Z');

/** A truck's morning: 30 min driving, 10 min idling, parked and reporting to 09:00, silent, one fix at 10:00. */
function morning(deviceId: number) {
  const fix = (minute: number, motion: boolean, ignition: boolean) => {
    const time = new Date(start + minute * MIN);
    return {
      deviceId,
      protocol: 'osmand',
      deviceTime: time,
      fixTime: time,
      latitude: 27.7,
      longitude: 85.3,
      speed: motion ? 20 : 0,
      attributes: { motion, ignition },
    };
  };
  const rows = [];
  for (let m = 0; m < 30; m++) rows.push(fix(m, true, true));
  for (let m = 30; m < 40; m++) rows.push(fix(m, false, true));
  for (let m = 40; m < 60; m++) rows.push(fix(m, false, false));
  rows.push(fix(120, false, false));
  return rows;
}

const query = (from: string, to: string, deviceId = truck) =>
  `/api2/vehicle-states?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&deviceId=${deviceId}`;

beforeAll(async () => {
  t = await startTestServer({ statusTimeoutMs: 10 * MIN });
  await t.createUser({ email: 'owner@example.com' });
  await t.createUser({ email: 'other@example.com' });
  owner = await t.signIn('owner@example.com');
  other = await t.signIn('other@example.com');
  truck = (await owner.client.devices.create({ name: 'Truck', uniqueId: 'STATES-1' })).id;
  await t.server.ctx.db.insert(positions).values(morning(truck));
});
afterAll(() => t.close());

describe('vehicle states', () => {
  it('splits the range into time moving, idling, stopped and offline', async () => {
    const response = await t.fetch(query('2026-03-10T08:00:00Z', '2026-03-10T10:30:00Z'), {
      cookie: owner.cookie,
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual([
      {
        deviceId: truck,
        name: 'Truck',
        from: '2026-03-10T08:00:00.000Z',
        to: '2026-03-10T10:30:00.000Z',
        moving: 30 * MIN,
        idling: 10 * MIN,
        // 08:40 to 09:09 (the last fix at 08:59 holds for the 10-minute timeout), and 10:00 to 10:10.
        stopped: 39 * MIN,
        offline: 71 * MIN,
        unknown: 0,
      },
    ]);
  });

  it('carries the state of the last position before the range into it', async () => {
    const [states] = await json(
      await t.fetch(query('2026-03-10T08:35:00Z', '2026-03-10T08:45:00Z'), { cookie: owner.cookie }),
    );
    expect(states).toMatchObject({ moving: 0, idling: 5 * MIN, stopped: 5 * MIN, offline: 0 });
  });

  it("refuses another user's vehicle and a bad range", async () => {
    const refused = await t.fetch(query('2026-03-10T08:00:00Z', '2026-03-10T10:30:00Z'), {
      cookie: other.cookie,
    });
    expect(refused.status).toBe(404);
    const backwards = await t.fetch(query('2026-03-10T10:00:00Z', '2026-03-10T08:00:00Z'), {
      cookie: owner.cookie,
    });
    expect(backwards.status).toBe(400);
    const tooLong = await t.fetch(query('2026-01-01T00:00:00Z', '2026-03-10T00:00:00Z'), {
      cookie: owner.cookie,
    });
    expect(tooLong.status).toBe(400);
    const own = await json(
      await t.fetch(
        `/api2/vehicle-states?from=${encodeURIComponent('2026-03-10T08:00:00Z')}&to=${encodeURIComponent('2026-03-10T09:00:00Z')}`,
        { cookie: other.cookie },
      ),
    );
    expect(own).toEqual([]);
  });
});
