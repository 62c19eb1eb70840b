import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema';
import { json, startTestServer, type TestServer } from '../test/harness';

// Announcements (Traccar's `POST /api/notifications/send/{notificator}`, its web app's announcement
// page): an administrator or manager sends a subject and a message to users it may see, through a
// notificator that carries announcements (`?announcement=true` lists them: mail, not the live socket).

let t: TestServer;
let admin: string;
let manager: string;
let member: string;
let ids: Record<string, number>;

const send = (
  cookie: string,
  query: string,
  message: unknown = { subject: 'Maintenance', body: 'Noon restart' },
) =>
  t.fetch(`/api/notifications/send/mail${query}`, {
    method: 'POST',
    cookie,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(message),
  });

const mailsTo = async (email: string) =>
  (await t.server.ctx.db.select().from(outbox)).filter((m) => m.recipient === email);

beforeAll(async () => {
  t = await startTestServer();
  ids = {};
  for (const [email, extra] of [
    ['admin@example.com', { administrator: true }],
    ['manager@example.com', { userLimit: 5 }],
    ['member@example.com', {}],
    ['stranger@example.com', {}],
  ] as const) {
    ids[email] = (await t.createUser({ email, ...extra })).id;
  }
  admin = (await t.signIn('admin@example.com')).cookie;
  manager = (await t.signIn('manager@example.com')).cookie;
  member = (await t.signIn('member@example.com')).cookie;
  // The manager manages the member, not the stranger.
  const linked = await t.fetch('/api/permissions', {
    method: 'POST',
    cookie: admin,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userId: ids['manager@example.com'], managedUserId: ids['member@example.com'] }),
  });
  expect(linked.status).toBe(204);
});
afterAll(() => t.close());

describe('announcements', () => {
  it('offers only the notificators that carry announcements when asked', async () => {
    const all = await json(await t.fetch('/api/notifications/notificators', { cookie: admin }));
    expect(all).toEqual([{ type: 'web' }, { type: 'mail' }]);
    const announcing = await json(
      await t.fetch('/api/notifications/notificators?announcement=true', { cookie: admin }),
    );
    expect(announcing).toEqual([{ type: 'mail' }]);
  });

  it('mails the subject and message to the users named, 204', async () => {
    const response = await send(
      admin,
      `?userId=${ids['member@example.com']}&userId=${ids['stranger@example.com']}`,
    );
    expect(response.status).toBe(204);
    for (const email of ['member@example.com', 'stranger@example.com']) {
      expect(await mailsTo(email)).toEqual([
        expect.objectContaining({ channel: 'email', subject: 'Maintenance', body: 'Noon restart' }),
      ]);
    }
    expect(await mailsTo('manager@example.com')).toEqual([]);
  });

  it("lets a manager announce to the users it manages, and to no one else's", async () => {
    expect(
      (await send(manager, `?userId=${ids['member@example.com']}`, { subject: 'Shift', body: 'B' })).status,
    ).toBe(204);
    expect((await mailsTo('member@example.com')).map((m) => m.subject)).toContain('Shift');
    const outside = await send(manager, `?userId=${ids['stranger@example.com']}`, {
      subject: 'Nope',
      body: 'x',
    });
    expect(outside.status).toBe(404);
    expect((await mailsTo('stranger@example.com')).map((m) => m.subject)).not.toContain('Nope');
    // Without userId: every user it manages.
    expect((await send(manager, '', { subject: 'Everyone', body: 'y' })).status).toBe(204);
    expect((await mailsTo('member@example.com')).map((m) => m.subject)).toContain('Everyone');
    expect((await mailsTo('stranger@example.com')).map((m) => m.subject)).not.toContain('Everyone');
  });

  it('refuses a user who manages no one, a notificator without announcements, and a message without text', async () => {
    expect((await send(member, `?userId=${ids['member@example.com']}`)).status).toBe(403);
    const web = await t.fetch(`/api/notifications/send/web?userId=${ids['member@example.com']}`, {
      method: 'POST',
      cookie: admin,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ subject: 'x', body: 'y' }),
    });
    expect(web.status).toBe(400);
    expect(await web.text()).toContain('web');
    expect(
      (
        await t.fetch('/api/notifications/send/pigeon', {
          method: 'POST',
          cookie: admin,
          headers: { 'Content-Type': 'application/json' },
          body: '{"subject":"x","body":"y"}',
        })
      ).status,
    ).toBe(404);
    expect((await send(admin, '', { subject: '', body: 'y' })).status).toBe(400);
    expect((await send(admin, '', { subject: 'x', body: 'y'.repeat(5000) })).status).toBe(400);
  });
});
