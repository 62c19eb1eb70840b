import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { outbox } from '../db/schema';
import { json, startTestServer, type TestServer } from '../test/harness';
import { NOTIFICATION_TEST_RATE_LIMIT } from './notificationCatalog';

let t: TestServer;
let owner: string;

beforeAll(async () => {
  t = await startTestServer();
  await t.createUser({ email: 'owner@example.com' });
  owner = (await t.signIn('owner@example.com')).cookie;
});
afterAll(() => t.close());

describe('notification catalog and tests', () => {
  it("lists the event types a notification can follow, in Traccar's shape", async () => {
    const response = await t.fetch('/api/notifications/types', { cookie: owner });
    expect(response.status).toBe(200);
    const types = (await json(response)) as { type: string }[];
    for (const type of [
      'deviceOnline',
      'deviceOffline',
      'geofenceEnter',
      'geofenceExit',
      'alarm',
      'ignitionOn',
    ])
      expect(types).toContainEqual({ type });
    expect((await t.fetch('/api/notifications/types')).status).toBe(401);
  });

  it("lists the notificators (web and mail) in Traccar's shape", async () => {
    const response = await t.fetch('/api/notifications/notificators', { cookie: owner });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual([{ type: 'web' }, { type: 'mail' }]);
  });

  it("sends a test through the web notificator to the user's live socket", async () => {
    const socket = new WebSocket(`${t.url.replace('http', 'ws')}/api/socket`, { headers: { Cookie: owner } });
    const received: unknown[] = [];
    socket.on('message', (data) => received.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const response = await t.fetch('/api/notifications/test/web', { method: 'POST', cookie: owner });
    expect(response.status).toBe(204);
    await vi.waitFor(
      () => {
        const events = received.flatMap((m) => (m as { events?: unknown[] }).events ?? []);
        expect(events).toContainEqual(
          expect.objectContaining({
            type: 'test',
            deviceId: 0,
            attributes: expect.objectContaining({ message: expect.any(String) }),
          }),
        );
      },
      { timeout: 5000, interval: 50 },
    );
    socket.close();
  });

  it('sends a test by mail to the user, and through every notificator without one named', async () => {
    expect((await t.fetch('/api/notifications/test/mail', { method: 'POST', cookie: owner })).status).toBe(
      204,
    );
    expect((await t.fetch('/api/notifications/test', { method: 'POST', cookie: owner })).status).toBe(204);
    const mails = (await t.server.ctx.db.select().from(outbox)).filter(
      (m) => m.recipient === 'owner@example.com',
    );
    expect(mails.length).toBe(2);
    const unknown = await t.fetch('/api/notifications/test/carrierPigeon', { method: 'POST', cookie: owner });
    expect(unknown.status).toBe(404);
  });

  it('answers 429 to a user who sends too many tests, without slowing down another user', async () => {
    await t.createUser({ email: 'eager@example.com' });
    const eager = (await t.signIn('eager@example.com')).cookie;
    const statuses: number[] = [];
    for (let i = 0; i <= NOTIFICATION_TEST_RATE_LIMIT.max; i++)
      statuses.push((await t.fetch('/api/notifications/test/web', { method: 'POST', cookie: eager })).status);
    expect(statuses.slice(0, NOTIFICATION_TEST_RATE_LIMIT.max).every((status) => status === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    await t.createUser({ email: 'calm@example.com' });
    const calm = (await t.signIn('calm@example.com')).cookie;
    expect((await t.fetch('/api/notifications/test/web', { method: 'POST', cookie: calm })).status).toBe(204);
  });
});
