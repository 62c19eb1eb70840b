import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestServer, type TestServer } from '../test/harness';

type Signed = Awaited<ReturnType<TestServer['signIn']>>;
let t: TestServer;
let admin: Signed;
let owner: Signed;
/** Per collection: the object the administrator made (linked to it) and the one the owner made. */
const made: Record<string, { admin: number; owner: number }> = {};

const COLLECTIONS: [path: string, body: (who: string) => Record<string, unknown>][] = [
  ['/api/devices', (who) => ({ name: `${who} truck`, uniqueId: `LIST-${who}` })],
  ['/api/groups', (who) => ({ name: `${who} group` })],
  ['/api/drivers', (who) => ({ name: `${who} driver`, uniqueId: `DRV-${who}` })],
  ['/api/geofences', (who) => ({ name: `${who} depot`, area: 'CIRCLE (27.7 85.3, 500)' })],
];

const get = async (who: Signed, path: string) => {
  const response = await t.fetch(path, { cookie: who.cookie });
  expect(response.status, path).toBe(200);
  return ((await json(response)) as { id: number }[]).map((item) => item.id).sort((a, b) => a - b);
};

beforeAll(async () => {
  t = await startTestServer();
  await t.createUser({ email: 'admin@example.com', administrator: true });
  await t.createUser({ email: 'owner@example.com' });
  admin = await t.signIn('admin@example.com');
  owner = await t.signIn('owner@example.com');
  for (const [path, body] of COLLECTIONS) {
    const ids = { admin: 0, owner: 0 };
    for (const [who, signed] of [
      ['admin', admin],
      ['owner', owner],
    ] as const) {
      const response = await t.fetch(path, {
        method: 'POST',
        cookie: signed.cookie,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body(who)),
      });
      expect(response.status, `${path} ${await response.clone().text()}`).toBe(200);
      ids[who] = (await json(response)).id;
    }
    made[path] = ids;
  }
});
afterAll(() => t.close());

describe("Traccar's `all` on lists (docs/decisions/traccar-admin-lists.md)", () => {
  it('shows an administrator only what is linked to it, and everything with all=true', async () => {
    for (const [path] of COLLECTIONS) {
      const ids = made[path];
      if (!ids) throw new Error(`nothing made for ${path}`);
      expect(await get(admin, path), path).toEqual([ids.admin]);
      expect(await get(admin, `${path}?all=true`), path).toEqual([ids.admin, ids.owner]);
      // Another user's objects, asked by user.
      const ownerId = (await owner.client.session.get()).id;
      expect(await get(admin, `${path}?userId=${ownerId}`), path).toEqual([ids.owner]);
    }
  });

  it('gives anyone else what it sees, with or without all=true (Traccar does not refuse it)', async () => {
    for (const [path] of COLLECTIONS) {
      const ids = made[path];
      if (!ids) throw new Error(`nothing made for ${path}`);
      expect(await get(owner, path), path).toEqual([ids.owner]);
      expect(await get(owner, `${path}?all=true`), path).toEqual([ids.owner]);
    }
  });

  it("leaves /api2 and the administrator's user list as they were: everything", async () => {
    const devices = made['/api/devices'];
    const vehicles = await t.fetch('/api2/devices', { cookie: admin.cookie });
    expect(vehicles.status).toBe(200);
    const vehicleIds = ((await json(vehicles)) as { id: number }[]).map((v) => v.id);
    expect(vehicleIds).toEqual(expect.arrayContaining([devices?.admin, devices?.owner]));
    // Traccar lists every user to an administrator, `all` or not.
    expect(await get(admin, '/api/users')).toHaveLength(2);
  });

  it("sdk-core's lists with all: true give the portal's administrator the whole fleet", async () => {
    const devices = await admin.client.devices.list({ all: true });
    expect(devices.map((d) => d.name).sort()).toEqual(['admin truck', 'owner truck']);
    const geofences = await admin.client.geofences.list({ all: true });
    expect(geofences).toHaveLength(2);
  });
});
