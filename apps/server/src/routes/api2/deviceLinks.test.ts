import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage, json, startTestServer, type TestServer } from '../../test/harness';

type Signed = Awaited<ReturnType<TestServer['signIn']>>;
let t: TestServer;
let owner: Signed;
let other: Signed;
const ids = { truck: 0, van: 0, depot: 0, yard: 0, service: 0, othersTruck: 0, othersDepot: 0 };

async function create(who: Signed, path: string, body: Record<string, unknown>): Promise<number> {
  const response = await t.fetch(path, {
    method: 'POST',
    cookie: who.cookie,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, `${path} ${await response.clone().text()}`).toBe(200);
  return ((await json(response)) as { id: number }).id;
}

async function link(who: Signed, body: Record<string, number>) {
  const response = await t.fetch('/api/permissions', {
    method: 'POST',
    cookie: who.cookie,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(204);
}

const links = async (who: Signed, query: string) => {
  const response = await t.fetch(`/api2/device-links?${query}`, { cookie: who.cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return json(response);
};

beforeAll(async () => {
  t = await startTestServer();
  await t.createUser({ email: 'owner@example.com' });
  await t.createUser({ email: 'other@example.com' });
  owner = await t.signIn('owner@example.com');
  other = await t.signIn('other@example.com');
  ids.truck = await create(owner, '/api/devices', { name: 'Truck', uniqueId: 'LINKS-TRUCK' });
  ids.van = await create(owner, '/api/devices', { name: 'Van', uniqueId: 'LINKS-VAN' });
  ids.depot = await create(owner, '/api/geofences', { name: 'Depot', area: 'CIRCLE (27.7 85.3, 500)' });
  ids.yard = await create(owner, '/api/geofences', { name: 'Yard', area: 'CIRCLE (27.6 85.2, 300)' });
  ids.service = await create(owner, '/api/maintenance', {
    name: 'Oil',
    type: 'totalDistance',
    start: 0,
    period: 5_000_000,
  });
  ids.othersTruck = await create(other, '/api/devices', { name: 'Theirs', uniqueId: 'LINKS-THEIRS' });
  ids.othersDepot = await create(other, '/api/geofences', { name: 'Theirs', area: 'CIRCLE (27 85, 100)' });
  await link(owner, { deviceId: ids.truck, geofenceId: ids.depot });
  await link(owner, { deviceId: ids.truck, geofenceId: ids.yard });
  await link(owner, { deviceId: ids.van, geofenceId: ids.yard });
  await link(owner, { deviceId: ids.van, maintenanceId: ids.service });
  await link(other, { deviceId: ids.othersTruck, geofenceId: ids.othersDepot });
});
afterAll(() => t.close());

describe('GET /api2/device-links', () => {
  it("lists every vehicle's links of one kind in one call, the same as asking per vehicle", async () => {
    expect(await links(owner, 'type=geofence')).toEqual([
      { deviceId: ids.truck, id: ids.depot },
      { deviceId: ids.truck, id: ids.yard },
      { deviceId: ids.van, id: ids.yard },
    ]);
    expect(await links(owner, 'type=maintenance')).toEqual([{ deviceId: ids.van, id: ids.service }]);
    for (const deviceId of [ids.truck, ids.van]) {
      const response = await t.fetch(`/api/geofences?deviceId=${deviceId}`, { cookie: owner.cookie });
      const perVehicle = ((await json(response)) as { id: number }[]).map((g) => g.id).sort((a, b) => a - b);
      const bulk = ((await links(owner, 'type=geofence')) as { deviceId: number; id: number }[])
        .filter((row) => row.deviceId === deviceId)
        .map((row) => row.id);
      expect(bulk, `vehicle ${deviceId}`).toEqual(perVehicle);
    }
  });

  it('narrows to the vehicles asked for', async () => {
    expect(await links(owner, `type=geofence&deviceId=${ids.van}`)).toEqual([
      { deviceId: ids.van, id: ids.yard },
    ]);
  });

  it("shows nothing of another user's fleet, and refuses a vehicle the user does not see", async () => {
    expect(await links(other, 'type=geofence')).toEqual([{ deviceId: ids.othersTruck, id: ids.othersDepot }]);
    const response = await t.fetch(`/api2/device-links?type=geofence&deviceId=${ids.truck}`, {
      cookie: other.cookie,
    });
    expect(response.status).toBe(404);
  });

  it('says which kinds exist when the type is missing or unknown', async () => {
    for (const query of ['', 'type=user', 'type=../../etc']) {
      const response = await t.fetch(`/api2/device-links?${query}`, { cookie: owner.cookie });
      expect(response.status, query).toBe(400);
      expect(await errorMessage(response)).toMatch(/type must be one of geofence, maintenance/);
    }
  });
});
