import type { FleetApiError } from '@fleetkit/sdk-core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, commandQueue, devices, positions } from '../db/schema';
import { startTestServer, type TestServer } from '../test/harness';

let t: TestServer;
type Client = Awaited<ReturnType<TestServer['signIn']>>['client'];
let owner: Client;
let deviceId: number;

const fail = (p: Promise<unknown>) =>
  p.then(() => null as unknown as FleetApiError).catch((e: FleetApiError) => e);

/** Gives the device a latest position moving at `knots`. */
async function setSpeed(knots: number) {
  const [row] = await t.server.ctx.db
    .insert(positions)
    .values({
      deviceId,
      deviceTime: new Date(),
      fixTime: new Date(),
      latitude: 27.7,
      longitude: 85.3,
      speed: knots,
      attributes: {},
    })
    .returning();
  await t.server.ctx.db.update(devices).set({ positionId: row?.id }).where(eq(devices.id, deviceId));
}

beforeAll(async () => {
  t = await startTestServer();
  await t.createUser({ email: 'owner@example.com' });
  owner = (await t.signIn('owner@example.com')).client;
  deviceId = (await owner.devices.create({ name: 'Truck', uniqueId: 'CMD-1' })).id;
});
afterAll(() => t.close());

describe('commands', () => {
  it('queues a command for a device that is not connected (202) and records engine commands in the audit log, with the address that sent them', async () => {
    await setSpeed(0);
    const result = await owner.commands.engine(deviceId, 'lock');
    expect(result.queued).toBe(true);
    const queued = await t.server.ctx.db
      .select()
      .from(commandQueue)
      .where(eq(commandQueue.deviceId, deviceId));
    expect(queued.at(-1)?.attributes).toEqual({ data: 'RELAY,1#' });
    expect(queued.at(-1)?.address).toMatch(/127\.0\.0\.1/);
    const audit = await t.server.ctx.db.select().from(auditLog).where(eq(auditLog.deviceId, deviceId));
    expect(audit.at(-1)).toMatchObject({ action: 'engine.lock', details: { result: 'queued' } });
    expect(audit.at(-1)?.address).toMatch(/127\.0\.0\.1/);
  });

  it('refuses to cut an engine while the vehicle moves faster than the limit, with the speed in the message', async () => {
    await setSpeed(27); // 50 km/h
    const error = await fail(owner.commands.engine(deviceId, 'lock'));
    expect(error.status).toBe(409);
    expect(error.message).toContain('50 km/h');
    const audit = await t.server.ctx.db.select().from(auditLog).where(eq(auditLog.deviceId, deviceId));
    expect(audit.at(-1)).toMatchObject({ action: 'engine.lock', details: { result: 'refused' } });
    expect(audit.at(-1)?.address).toMatch(/127\.0\.0\.1/);
    await setSpeed(0);
  });

  it('refuses commands to read-only users, users limited to no commands, and other users', async () => {
    for (const flags of [{ readonly: true }, { limitCommands: true }]) {
      const email = `limited-${Object.keys(flags)[0]}@example.com`;
      const limited = await t.createUser({ email, ...flags });
      const admin = await t.createUser({ email: `admin-${email}`, administrator: true });
      void admin;
      const adminClient = (await t.signIn(`admin-${email}`)).client;
      await adminClient.permissions.link({ userId: limited.id, deviceId });
      const client = (await t.signIn(email)).client;
      expect((await fail(client.commands.engine(deviceId, 'unlock'))).status).toBe(403);
    }
    await t.createUser({ email: 'stranger@example.com' });
    const stranger = (await t.signIn('stranger@example.com')).client;
    expect((await fail(stranger.commands.engine(deviceId, 'unlock'))).status).toBe(404);
  });

  it('answers a command without a type with 400 and lists the command types', async () => {
    const error = await fail(owner.commands.send({ deviceId, type: '' }));
    expect(error.status).toBe(400);
    expect((await owner.commands.types(deviceId)).map((c) => c.type)).toContain('custom');
  });
});
