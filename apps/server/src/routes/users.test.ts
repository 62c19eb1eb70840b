import type { FleetApiError } from '@fleetkit/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';

let t: TestServer;
type Client = Awaited<ReturnType<TestServer['signIn']>>['client'];
let admin: Client;
let manager: Client;
let user: Client;
let userId: number;

const fail = (p: Promise<unknown>) =>
  p.then(() => null as unknown as FleetApiError).catch((e: FleetApiError) => e);

beforeAll(async () => {
  t = await startTestServer();
  await t.createUser({ email: 'admin@example.com', administrator: true });
  await t.createUser({ email: 'manager@example.com', userLimit: 5 });
  userId = (await t.createUser({ email: 'user@example.com' })).id;
  admin = (await t.signIn('admin@example.com')).client;
  manager = (await t.signIn('manager@example.com')).client;
  user = (await t.signIn('user@example.com')).client;
});
afterAll(() => t.close());

describe('users', () => {
  it('lets a manager create users it then sees and manages, within its limit', async () => {
    const created = await manager.users.create({
      name: 'Driver One',
      email: 'd1@example.com',
      password: 'long password',
    });
    expect(created).not.toHaveProperty('password');
    expect(created).not.toHaveProperty('passwordHash');
    const list = await manager.users.list();
    expect(list.map((u) => u.email)).toContain('d1@example.com');
    const updated = await manager.users.update(created.id, { ...created, name: 'Driver 1' });
    expect(updated.name).toBe('Driver 1');
    await manager.users.remove(created.id);
    expect((await fail(manager.users.get(created.id))).status).toBe(404);
  });

  it('refuses user creation to a plain user, and a plain user sees only itself', async () => {
    const error = await fail(
      user.users.create({ name: 'X', email: 'x@example.com', password: 'long password' }),
    );
    expect(error.status).toBe(403);
    expect((await user.users.list()).map((u) => u.id)).toEqual([userId]);
  });

  it('lets a user change its own name and password but not raise its own privileges', async () => {
    const me = await user.users.get(userId);
    expect((await user.users.update(userId, { ...me, name: 'Renamed' })).name).toBe('Renamed');
    const escalate = await fail(user.users.update(userId, { ...me, administrator: true }));
    expect(escalate.status).toBe(403);
    const limit = await fail(user.users.update(userId, { ...me, deviceLimit: 1000 }));
    expect(limit.status).toBe(403);
    await user.users.update(userId, { ...me, name: 'Renamed', password: 'a new password' });
    // The session that changed the password stays; the new password signs in.
    expect(await user.devices.list()).toEqual([]);
    user = (await t.signIn('user@example.com', 'a new password')).client;
  });

  it("hides another user's account (404) and refuses a duplicate email (409)", async () => {
    const other = await t.createUser({ email: 'other@example.com' });
    expect((await fail(user.users.get(other.id))).status).toBe(404);
    const duplicate = await fail(
      admin.users.create({ name: 'Dup', email: 'OTHER@example.com', password: 'long password' }),
    );
    expect(duplicate.status).toBe(409);
  });

  it('answers a user without a password or with a short one with 400 naming the field', async () => {
    const missing = await fail(admin.users.create({ name: 'No password', email: 'np@example.com' }));
    expect(missing.status).toBe(400);
    expect(missing.message).toContain('password');
    const short = await fail(
      admin.users.create({ name: 'Short', email: 's@example.com', password: 'short' }),
    );
    expect(short.message).toContain('Use at least 8 characters');
  });

  it('lets an administrator disable an account, which then cannot sign in', async () => {
    const target = await t.createUser({ email: 'disable-me@example.com' });
    const row = await admin.users.get(target.id);
    await admin.users.update(target.id, { ...row, disabled: true });
    await expect(t.signIn('disable-me@example.com')).rejects.toThrow(/401/);
  });
});
