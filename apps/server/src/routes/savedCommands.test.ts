import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandQueue, devices, positions } from '../db/schema';
import { json, startTestServer, type TestServer } from '../test/harness';

let t: TestServer;
let owner: string;
let stranger: string;
let reader: string;
let groupId: number;
let strangerGroupId: number;
let truck: number;
let van: number;

const send = (cookie: string, method: string, path: string, body?: unknown) =>
  t.fetch(path, {
    method,
    cookie,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** Gives a device a latest position from `protocol` moving at `knots`. */
async function report(deviceId: number, protocol: string, knots: number) {
  const [row] = await t.server.ctx.db
    .insert(positions)
    .values({
      deviceId,
      protocol,
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
  await t.createUser({ email: 'stranger@example.com' });
  const readerId = (await t.createUser({ email: 'reader@example.com', readonly: true })).id;
  owner = (await t.signIn('owner@example.com')).cookie;
  stranger = (await t.signIn('stranger@example.com')).cookie;
  reader = (await t.signIn('reader@example.com')).cookie;
  groupId = (await json(await send(owner, 'POST', '/api/groups', { name: 'Depot' }))).id;
  strangerGroupId = (await json(await send(stranger, 'POST', '/api/groups', { name: 'Theirs' }))).id;
  truck = (
    await json(await send(owner, 'POST', '/api/devices', { name: 'Truck', uniqueId: 'SC-1', groupId }))
  ).id;
  van = (await json(await send(owner, 'POST', '/api/devices', { name: 'Van', uniqueId: 'SC-2', groupId })))
    .id;
  await report(truck, 'gt06', 0);
  await t.createUser({ email: 'admin@example.com', administrator: true });
  const admin = (await t.signIn('admin@example.com')).cookie;
  await send(admin, 'POST', '/api/permissions', { userId: readerId, deviceId: truck });
});
afterAll(() => t.close());

describe('saved commands (/api/commands)', () => {
  it("stores a saved command in Traccar's shape, visible to its owner only", async () => {
    const created = await send(owner, 'POST', '/api/commands', {
      description: 'Cut fuel',
      type: 'engineStop',
      textChannel: false,
      attributes: {},
    });
    expect(created.status).toBe(200);
    const command = await json(created);
    expect(command).toEqual({
      id: expect.any(Number),
      deviceId: 0,
      description: 'Cut fuel',
      type: 'engineStop',
      textChannel: false,
      attributes: {},
    });
    expect(await json(await send(owner, 'GET', '/api/commands'))).toEqual([command]);
    expect(await json(await send(stranger, 'GET', '/api/commands'))).toEqual([]);
    expect((await send(stranger, 'GET', `/api/commands/${command.id}`)).status).toBe(404);
    expect((await send(stranger, 'DELETE', `/api/commands/${command.id}`)).status).toBe(404);
    expect((await send(owner, 'POST', '/api/commands', { description: 'No type' })).status).toBe(400);
  });

  it('lists the saved commands a device accepts, and sends one by its id', async () => {
    const status = await json(
      await send(owner, 'POST', '/api/commands', {
        description: 'Status',
        type: 'custom',
        attributes: { data: 'STATUS#' },
      }),
    );
    await send(owner, 'POST', '/api/commands', {
      description: 'Photo',
      type: 'requestPhoto',
      attributes: {},
    });
    const accepted = (await json(await send(owner, 'GET', `/api/commands/send?deviceId=${truck}`))) as {
      description: string;
    }[];
    expect(accepted.map((c) => c.description)).toContain('Status');
    expect(accepted.map((c) => c.description)).not.toContain('Photo');
    expect((await send(stranger, 'GET', `/api/commands/send?deviceId=${truck}`)).status).toBe(404);

    const sent = await send(owner, 'POST', '/api/commands/send', { id: status.id, deviceId: truck });
    expect(sent.status).toBe(202);
    const [queued] = await t.server.ctx.db
      .select()
      .from(commandQueue)
      .where(eq(commandQueue.deviceId, truck))
      .orderBy(commandQueue.id);
    expect(queued).toMatchObject({ type: 'custom', attributes: { data: 'STATUS#' } });
    const theirs = await json(
      await send(stranger, 'POST', '/api/commands', {
        description: 'Theirs',
        type: 'custom',
        attributes: {},
      }),
    );
    expect((await send(owner, 'POST', '/api/commands/send', { id: theirs.id, deviceId: truck })).status).toBe(
      404,
    );
  });

  it("lists the command types of a device's protocol, or of a protocol by name", async () => {
    const types = await json(await send(owner, 'GET', `/api/commands/types?deviceId=${truck}`));
    expect(types).toEqual([{ type: 'custom' }, { type: 'engineStop' }, { type: 'engineResume' }]);
    // A device that never reported: only custom commands, as in Traccar.
    expect(await json(await send(owner, 'GET', `/api/commands/types?deviceId=${van}`))).toEqual([
      { type: 'custom' },
    ]);
    expect(await json(await send(owner, 'GET', '/api/commands/types?protocol=teltonika'))).toContainEqual({
      type: 'engineStop',
    });
    expect((await send(owner, 'GET', '/api/commands/types?protocol=nosuch')).status).toBe(404);
  });

  it('sends a command to every device of a group, and refuses a group the user does not see', async () => {
    const before = await t.server.ctx.db
      .select()
      .from(commandQueue)
      .where(inArray(commandQueue.deviceId, [truck, van]));
    const response = await send(owner, 'POST', `/api/commands/send?groupId=${groupId}`, {
      type: 'custom',
      attributes: { data: 'PING#' },
    });
    expect(response.status).toBe(202);
    const after = await t.server.ctx.db
      .select()
      .from(commandQueue)
      .where(inArray(commandQueue.deviceId, [truck, van]));
    const pings = after.filter((row) => !before.some((b) => b.id === row.id));
    expect(pings.map((row) => row.deviceId).sort()).toEqual([truck, van].sort());

    const foreign = await send(owner, 'POST', `/api/commands/send?groupId=${strangerGroupId}`, {
      type: 'custom',
      attributes: { data: 'PING#' },
    });
    expect(foreign.status).toBe(404);
    expect(
      (
        await send(reader, 'POST', `/api/commands/send?groupId=${groupId}`, {
          type: 'custom',
          attributes: {},
        })
      ).status,
    ).toBe(404);
  });

  it('keeps the speed interlock for a group: a moving vehicle is not stopped, the parked ones are', async () => {
    await report(van, 'gt06', 40);
    const response = await send(owner, 'POST', `/api/commands/send?groupId=${groupId}`, {
      type: 'engineStop',
    });
    expect(response.status).toBe(202);
    const stops = await t.server.ctx.db
      .select()
      .from(commandQueue)
      .where(eq(commandQueue.type, 'engineStop'));
    expect(stops.map((row) => row.deviceId)).toEqual([truck]);
    await report(truck, 'gt06', 40);
    expect(
      (await send(owner, 'POST', `/api/commands/send?groupId=${groupId}`, { type: 'engineStop' })).status,
    ).toBe(409);
  });
});

describe('deleting a saved command', () => {
  it('leaves the notifications that sent it without a command', async () => {
    const command = await json(
      await send(owner, 'POST', '/api/commands', { description: 'Gone', type: 'custom', attributes: {} }),
    );
    const alarm = await json(
      await send(owner, 'POST', '/api/notifications', {
        type: 'alarm',
        always: true,
        notificators: 'command',
        commandId: command.id,
      }),
    );
    expect((await send(owner, 'DELETE', `/api/commands/${command.id}`)).status).toBe(204);
    expect((await json(await send(owner, 'GET', `/api/notifications/${alarm.id}`))).commandId).toBeNull();
  });
});
