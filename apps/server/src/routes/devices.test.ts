import type { FleetApiError } from '@fleetkit/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';

let t: TestServer;
type Client = Awaited<ReturnType<TestServer['signIn']>>['client'];
let owner: Client;
let other: Client;
let readonlyUser: Client;
let admin: Client;

const fail = (p: Promise<unknown>) =>
  p.then(() => null as unknown as FleetApiError).catch((e: FleetApiError) => e);

beforeAll(async () => {
  t = await startTestServer();
  await t.createUser({ email: 'owner@example.com' });
  await t.createUser({ email: 'other@example.com' });
  await t.createUser({ email: 'ro@example.com', readonly: true });
  await t.createUser({ email: 'admin@example.com', administrator: true });
  owner = (await t.signIn('owner@example.com')).client;
  other = (await t.signIn('other@example.com')).client;
  readonlyUser = (await t.signIn('ro@example.com')).client;
  admin = (await t.signIn('admin@example.com')).client;
});
afterAll(() => t.close());

describe('devices', () => {
  it('creates a device linked to its creator and lists it with Traccar fields', async () => {
    const created = await owner.devices.create({
      name: 'Truck 1',
      uniqueId: '353419036066061',
      category: 'truck',
      attributes: { speedLimit: 43.2 },
    });
    expect(created.status).toBe('offline');
    const list = await owner.devices.list();
    expect(list.map((d) => d.uniqueId)).toContain('353419036066061');
    expect(await other.devices.list()).toEqual([]);
  });

  it("refuses another user's device with 404 on read, update and delete", async () => {
    const device = await owner.devices.create({ name: 'Van 2', uniqueId: 'VAN-2' });
    expect((await fail(other.devices.get(device.id))).status).toBe(404);
    expect((await fail(other.devices.update(device.id, { ...device, name: 'Stolen' }))).status).toBe(404);
    expect((await fail(other.devices.remove(device.id))).status).toBe(404);
    expect((await owner.devices.get(device.id)).name).toBe('Van 2');
  });

  it('answers a duplicate identifier with 409 and bad input with 400 naming the field', async () => {
    await owner.devices.create({ name: 'Bus 3', uniqueId: 'BUS-3' });
    const duplicate = await fail(owner.devices.create({ name: 'Bus 3b', uniqueId: 'BUS-3' }));
    expect(duplicate.status).toBe(409);
    const bad = await fail(owner.devices.create({ name: '', uniqueId: 'X' }));
    expect(bad.status).toBe(400);
    expect(bad.message).toContain('name');
    // A field checked by sdk-core's schema still says which field and why.
    const wrongType = await fail(
      owner.devices.create({ name: 'Bus 4', uniqueId: 'BUS-4', groupId: 'first' as unknown as number }),
    );
    expect(wrongType.status).toBe(400);
    expect(wrongType.message).toBe('groupId: Invalid input: expected number, received string');
  });

  it('lets a read-only user see linked devices but change nothing', async () => {
    const device = await admin.devices.create({ name: 'Shared', uniqueId: 'SHARED-1' });
    const ro = await t.createUser({ email: 'ro2@example.com', readonly: true });
    await admin.permissions.link({ userId: ro.id, deviceId: device.id });
    const roClient = (await t.signIn('ro2@example.com')).client;
    expect((await roClient.devices.list()).map((d) => d.id)).toEqual([device.id]);
    expect((await fail(roClient.devices.update(device.id, { ...device, name: 'x' }))).status).toBe(403);
    expect((await fail(roClient.devices.create({ name: 'New one', uniqueId: 'RO-NEW' }))).status).toBe(403);
    expect(
      (await fail(readonlyUser.geofences.create({ name: 'G', area: 'CIRCLE (27.7 85.3, 100)' }))).status,
    ).toBe(403);
  });

  it('filters the list by id, uniqueId and keyword; all gives a user what it sees, an administrator everything', async () => {
    const a = await owner.devices.create({ name: 'Alpha tanker', uniqueId: 'ALPHA-1' });
    const list = await owner.devices.list({ keyword: 'tanker' });
    expect(list.map((d) => d.id)).toEqual([a.id]);
    expect((await owner.devices.list({ id: [a.id] })).length).toBe(1);
    expect((await owner.devices.list({ all: true })).map((d) => d.id)).toEqual(
      (await owner.devices.list()).map((d) => d.id),
    );
    expect((await admin.devices.list({ all: true })).length).toBeGreaterThan(3);
  });

  it('sets accumulators: odometer in metres and hours in ms', async () => {
    const device = await owner.devices.create({ name: 'Odo', uniqueId: 'ODO-1' });
    await owner.devices.accumulators({ deviceId: device.id, totalDistance: 12_345_000, hours: 3_600_000 });
    const stored = await owner.devices.get(device.id);
    expect(stored.attributes.accumulators).toEqual({ totalDistance: 12_345_000, hours: 3_600_000 });
  });

  it('sees devices through a linked group, including nested groups', async () => {
    const parent = await admin.groups.create({ name: 'Region' });
    const child = await admin.groups.create({ name: 'Depot', groupId: parent.id });
    const device = await admin.devices.create({ name: 'Grouped', uniqueId: 'GRP-1', groupId: child.id });
    const viewer = await t.createUser({ email: 'viewer@example.com' });
    await admin.permissions.link({ userId: viewer.id, groupId: parent.id });
    const client = (await t.signIn('viewer@example.com')).client;
    expect((await client.devices.list()).map((d) => d.id)).toContain(device.id);
    await admin.permissions.unlink({ userId: viewer.id, groupId: parent.id });
    expect((await client.devices.list()).map((d) => d.id)).not.toContain(device.id);
  });
});

describe('collections and permissions', () => {
  it('links a geofence to a device and lists geofences by deviceId', async () => {
    const device = await owner.devices.create({ name: 'Geo', uniqueId: 'GEO-1' });
    const fence = await owner.geofences.create({ name: 'Depot', area: 'CIRCLE (27.7172 85.3240, 500)' });
    await owner.permissions.link({ deviceId: device.id, geofenceId: fence.id });
    const linked = await owner.geofences.list({ deviceId: device.id });
    expect(linked.map((g) => g.id)).toEqual([fence.id]);
  });

  it('refuses a malformed geofence area with 400 and the reason', async () => {
    const error = await fail(
      owner.geofences.create({ name: 'Bad', area: 'POLYGON ((27.7 85.3, 27.8 85.3))' }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toContain('Invalid polygon');
  });

  it("refuses to link another user's geofence to one's own device", async () => {
    const device = await owner.devices.create({ name: 'Mine', uniqueId: 'MINE-1' });
    const foreign = await other.geofences.create({ name: 'Theirs', area: 'CIRCLE (27.7 85.3, 100)' });
    const error = await fail(owner.permissions.link({ deviceId: device.id, geofenceId: foreign.id }));
    expect(error.status).toBe(404);
  });

  it('refuses a permission body without exactly two keys', async () => {
    const error = await fail(owner.permissions.link({ deviceId: 1 }));
    expect(error.status).toBe(400);
  });

  it('runs CRUD for drivers, groups and maintenance, each private to its creator', async () => {
    const driver = await owner.drivers.create({
      name: 'Ram',
      uniqueId: 'DRV-1',
      attributes: { phone: '98000' },
    });
    expect((await owner.drivers.update(driver.id, { ...driver, name: 'Ram B' })).name).toBe('Ram B');
    expect((await fail(other.drivers.get(driver.id))).status).toBe(404);
    const m = await owner.maintenance.create({
      name: 'Oil',
      type: 'totalDistance',
      start: 0,
      period: 5_000_000,
    });
    expect((await owner.maintenance.list()).map((x) => x.id)).toContain(m.id);
    await owner.drivers.remove(driver.id);
    expect((await fail(owner.drivers.get(driver.id))).status).toBe(404);
  });
});
