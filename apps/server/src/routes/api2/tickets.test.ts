import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { json, startTestServer, type TestServer } from '../../test/harness';

type Signed = Awaited<ReturnType<TestServer['signIn']>>;
let t: TestServer;
let owner: Signed;
let other: Signed;
let reader: Signed;
let admin: Signed;
let vehicleId: number;
let othersVehicleId: number;

const call = (path: string, cookie: string, method = 'GET', body?: unknown) =>
  t.fetch(path, {
    method,
    cookie,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
  });

async function upload(cookie: string): Promise<string> {
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(32)]);
  const form = new FormData();
  form.append('fileId', 'unique()');
  form.append('file', new File([png], 'screen.png', { type: 'image/png' }));
  const response = await t.fetch('/v1/storage/buckets/documents/files', {
    method: 'POST',
    body: form,
    cookie,
  });
  expect(response.status).toBe(201);
  return (await json(response)).$id;
}

/** A live socket of one user that collects every `tickets` message. */
async function listen(cookie: string) {
  const socket = new WebSocket(`${t.url.replace('http', 'ws')}/api/socket`, { headers: { Cookie: cookie } });
  const tickets: Record<string, unknown>[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { tickets?: Record<string, unknown>[] };
    if (message.tickets) tickets.push(...message.tickets);
  });
  await new Promise((resolve) => socket.once('open', resolve));
  return {
    tickets,
    async next(count: number) {
      await expect
        .poll(() => tickets.length, { message: `ticket message ${count} on the socket` })
        .toBeGreaterThanOrEqual(count);

      return tickets[count - 1] as Record<string, unknown>;
    },
    close: () => socket.close(4000),
  };
}

const openTicket = (cookie: string, body: Record<string, unknown> = {}) =>
  call('/api2/tickets', cookie, 'POST', {
    subject: 'Tracker not reporting',
    category: 'device',
    description: 'The truck has shown offline since morning.',
    ...body,
  });

beforeAll(async () => {
  t = await startTestServer();
  await t.createUser({ email: 'owner@example.com', name: 'Asha' });
  await t.createUser({ email: 'other@example.com' });
  await t.createUser({ email: 'reader@example.com', readonly: true });
  await t.createUser({ email: 'admin@example.com', name: 'Support', administrator: true });
  [owner, other, reader, admin] = (await Promise.all(
    ['owner', 'other', 'reader', 'admin'].map((n) => t.signIn(`${n}@example.com`)),
  )) as [Signed, Signed, Signed, Signed];
  const add = async (cookie: string, uniqueId: string) =>
    (
      await json(
        await call('/api2/devices', cookie, 'POST', {
          name: `Truck ${uniqueId}`,
          category: 'truck',
          uniqueId,
          phone: '9800000000',
          contact: '9800000001',
        }),
      )
    ).id as number;
  vehicleId = await add(owner.cookie, 'TICKET-1');
  othersVehicleId = await add(other.cookie, 'TICKET-2');
});
afterAll(() => t.close());

describe('support tickets', () => {
  it('opens a ticket with a vehicle and up to 4 images, and refuses more', async () => {
    const images = [await upload(owner.cookie), await upload(owner.cookie)];
    const response = await openTicket(owner.cookie, { deviceId: vehicleId, fileIds: images });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      subject: 'Tracker not reporting',
      category: 'device',
      deviceId: vehicleId,
      fileIds: images,
      status: 'open',
      userName: 'Asha',
    });
    const view = (cookie: string) =>
      t.fetch(`/v1/storage/buckets/documents/files/${images[0]}/view`, { cookie }).then((r) => r.status);
    expect(await view(admin.cookie)).toBe(200);
    expect(await view(other.cookie)).toBe(404);
    const five = await openTicket(owner.cookie, { fileIds: ['a', 'b', 'c', 'd', 'e'] });
    expect(five.status).toBe(400);
    expect((await json(five)).error.message).toContain('Cannot upload more than 4 files');
    expect((await openTicket(owner.cookie, { category: 'gossip' })).status).toBe(400);
  });

  it("refuses another user's vehicle or image, and a read-only user", async () => {
    expect((await openTicket(owner.cookie, { deviceId: othersVehicleId })).status).toBe(404);
    const othersImage = await upload(other.cookie);
    expect((await openTicket(owner.cookie, { fileIds: [othersImage] })).status).toBe(400);
    expect((await openTicket(reader.cookie)).status).toBe(403);
  });

  it('shows a user only its own tickets and support staff all of them', async () => {
    const mine = await json(
      await openTicket(owner.cookie, { subject: 'Billing question', category: 'billing' }),
    );
    const theirs = await json(await openTicket(other.cookie, { subject: 'Other user ticket' }));
    const ids = async (cookie: string) =>
      (await json(await call('/api2/tickets', cookie))).map((x: { id: number }) => x.id);
    expect(await ids(owner.cookie)).toContain(mine.id);
    expect(await ids(owner.cookie)).not.toContain(theirs.id);
    expect(await ids(other.cookie)).toEqual([theirs.id]);
    const all = await ids(admin.cookie);
    expect(all).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect((await call(`/api2/tickets/${theirs.id}`, owner.cookie)).status).toBe(404);
    expect(
      (await call(`/api2/tickets/${theirs.id}/messages`, owner.cookie, 'POST', { body: 'hi' })).status,
    ).toBe(404);
    expect(
      (await call(`/api2/tickets/${theirs.id}/status`, owner.cookie, 'PUT', { status: 'closed' })).status,
    ).toBe(404);
    expect(await ids(reader.cookie)).toEqual([]);
  });

  it('carries the conversation live on the socket and moves the status', async () => {
    const ownerLive = await listen(owner.cookie);
    const supportLive = await listen(admin.cookie);
    const otherLive = await listen(other.cookie);
    try {
      const ticket = await json(await openTicket(owner.cookie, { subject: 'Engine lock not working' }));
      expect(await supportLive.next(1)).toMatchObject({ id: ticket.id, status: 'open', message: null });

      const answer = await call(`/api2/tickets/${ticket.id}/messages`, admin.cookie, 'POST', {
        body: 'Please check that the relay is wired.',
      });
      expect(await json(answer)).toMatchObject({ fromSupport: true, userName: 'Support' });
      const toOwner = await ownerLive.next(2);
      expect(toOwner).toMatchObject({
        id: ticket.id,
        status: 'pending',
        message: { body: 'Please check that the relay is wired.', fromSupport: true },
      });

      await call(`/api2/tickets/${ticket.id}/messages`, owner.cookie, 'POST', { body: 'It is wired now.' });
      expect(await supportLive.next(3)).toMatchObject({
        status: 'open',
        message: { body: 'It is wired now.', fromSupport: false },
      });

      const thread = await json(await call(`/api2/tickets/${ticket.id}`, owner.cookie));
      expect(thread.messages.map((m: { body: string }) => m.body)).toEqual([
        'Please check that the relay is wired.',
        'It is wired now.',
      ]);

      expect(
        (await call(`/api2/tickets/${ticket.id}/status`, owner.cookie, 'PUT', { status: 'pending' })).status,
      ).toBe(403);
      const resolved = await call(`/api2/tickets/${ticket.id}/status`, admin.cookie, 'PUT', {
        status: 'resolved',
      });
      expect((await json(resolved)).status).toBe('resolved');
      const closed = await call(`/api2/tickets/${ticket.id}/status`, owner.cookie, 'PUT', {
        status: 'closed',
      });
      expect((await json(closed)).status).toBe('closed');
      expect(
        (await call(`/api2/tickets/${ticket.id}/messages`, owner.cookie, 'POST', { body: 'x' })).status,
      ).toBe(409);
      expect(await ownerLive.next(5)).toMatchObject({ status: 'closed' });
      const byStatus = await json(await call('/api2/tickets?status=closed', owner.cookie));
      expect(byStatus.map((x: { id: number }) => x.id)).toEqual([ticket.id]);
      expect(otherLive.tickets.filter((x) => x.id === ticket.id)).toEqual([]);
    } finally {
      ownerLive.close();
      supportLive.close();
      otherLive.close();
    }
  });
});
