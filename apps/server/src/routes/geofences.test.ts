import { type FleetApiError, MESSAGES, POLYGON_CROSSES_ITSELF, parseArea } from '@fleetkit/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';

let t: TestServer;
type Client = Awaited<ReturnType<TestServer['signIn']>>['client'];
let owner: Client;

const fail = (p: Promise<unknown>) =>
  p.then(() => null as unknown as FleetApiError).catch((e: FleetApiError) => e);

beforeAll(async () => {
  t = await startTestServer();
  await t.createUser({ email: 'fences@example.com' });
  owner = (await t.signIn('fences@example.com')).client;
});
afterAll(() => t.close());

describe('geofence areas', () => {
  it('refuses the polygon clicked A, B, A (A, B, A, B, A) as Invalid polygon, and stores nothing', async () => {
    const error = await fail(
      owner.geofences.create({
        name: 'Spike',
        area: 'POLYGON ((27.7 85.3, 27.72 85.3, 27.7 85.3, 27.72 85.3, 27.7 85.3))',
      }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toContain(MESSAGES.invalidPolygon);
    expect(await owner.geofences.list()).toEqual([]);
  });

  it('refuses points on one line (no area) as Invalid polygon', async () => {
    const error = await fail(
      owner.geofences.create({
        name: 'Line',
        area: 'POLYGON ((27.7 85.3, 27.71 85.3, 27.72 85.3, 27.7 85.3))',
      }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toContain(MESSAGES.invalidPolygon);
  });

  it('refuses a polygon that crosses itself with a message that says so, on create and on update', async () => {
    const bowTie = 'POLYGON ((27.7 85.3, 27.72 85.33, 27.72 85.3, 27.69 85.34, 27.7 85.3))';
    const created = await fail(owner.geofences.create({ name: 'Bow tie', area: bowTie }));
    expect(created.status).toBe(400);
    expect(created.message).toContain(POLYGON_CROSSES_ITSELF);

    const fence = await owner.geofences.create({ name: 'Yard', area: 'CIRCLE (27.7 85.3, 100)' });
    const updated = await fail(owner.geofences.update(fence.id, { name: fence.name, area: bowTie }));
    expect(updated.status).toBe(400);
    expect(updated.message).toContain(POLYGON_CROSSES_ITSELF);
    const [kept] = await owner.geofences.list();
    expect(kept?.area).toBe('CIRCLE (27.7 85.3, 100)');
  });

  it('stores a polygon without its repeated points and points on a straight edge', async () => {
    const fence = await owner.geofences.create({
      name: 'Depot',
      area: 'POLYGON ((27.7 85.3, 27.71 85.3, 27.72 85.3, 27.72 85.3, 27.72 85.33, 27.7 85.33, 27.7 85.3))',
    });
    expect(parseArea(fence.area)).toEqual({
      type: 'polygon',
      points: [
        [27.7, 85.3],
        [27.72, 85.3],
        [27.72, 85.33],
        [27.7, 85.33],
      ],
    });
    expect(fence.area).toBe('POLYGON ((27.7 85.3, 27.72 85.3, 27.72 85.33, 27.7 85.33, 27.7 85.3))');
  });
});
