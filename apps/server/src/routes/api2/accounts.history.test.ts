import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestServer, TEST_PASSWORD, type TestServer } from '../../test/harness';

let t: TestServer;
let alice: { id: number };
let bob: { id: number };

beforeAll(async () => {
  t = await startTestServer({ trustProxy: ['loopback'], publicUrl: 'https://fleet.example.com' });
  alice = await t.createUser({ email: 'alice@example.com' });
  bob = await t.createUser({ email: 'bob@example.com' });
  await t.createUser({ email: 'admin@example.com', administrator: true });
});
afterAll(() => t.close());

/** Signs in from a given address and browser; returns the session cookie. */
async function signInFrom(email: string, ip: string, userAgent: string): Promise<string> {
  const response = await t.fetch('/api/session', {
    method: 'POST',
    headers: { 'X-Forwarded-For': ip, 'User-Agent': userAgent },
    body: new URLSearchParams({ email, password: TEST_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

describe('login history', () => {
  it("lists the user's own sign-ins newest first with time, IP, user agent and method, and nobody else's", async () => {
    await signInFrom('alice@example.com', '192.0.2.10', 'Firefox/140');
    await signInFrom('bob@example.com', '192.0.2.99', 'BobBrowser/1');
    const cookie = await signInFrom('alice@example.com', '192.0.2.11', 'Chrome/139');
    const response = await t.fetch('/api2/account/login-history', { cookie });
    expect(response.status).toBe(200);
    const history = await json(response);
    expect(history.map((h: { ip: string }) => h.ip)).toEqual(['192.0.2.11', '192.0.2.10']);
    expect(history[0]).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      ip: '192.0.2.11',
      userAgent: 'Chrome/139',
      method: 'password',
    });
    expect(new Date(history[0].time).getTime()).toBeGreaterThanOrEqual(new Date(history[1].time).getTime());
    expect(JSON.stringify(history)).not.toContain('BobBrowser');
  });

  it('pages with limit and offset, and answers a bad limit with 400', async () => {
    const cookie = await signInFrom('alice@example.com', '192.0.2.12', 'Safari/18');
    const all = await json(await t.fetch('/api2/account/login-history', { cookie }));
    const page = await json(await t.fetch('/api2/account/login-history?limit=1&offset=1', { cookie }));
    expect(page).toEqual([all[1]]);
    const bad = await t.fetch('/api2/account/login-history?limit=0', { cookie });
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.message).toContain('limit');
  });

  it("refuses another user's history to a non-administrator and shows it to an administrator", async () => {
    const cookie = await signInFrom('alice@example.com', '192.0.2.13', 'Edge/1');
    const refused = await t.fetch(`/api2/account/login-history?userId=${bob.id}`, { cookie });
    expect(refused.status).toBe(403);
    const own = await t.fetch(`/api2/account/login-history?userId=${alice.id}`, { cookie });
    expect(own.status).toBe(200);
    const admin = await t.signIn('admin@example.com');
    const bobs = await json(
      await t.fetch(`/api2/account/login-history?userId=${bob.id}`, { cookie: admin.cookie }),
    );
    expect(bobs.map((h: { userAgent: string }) => h.userAgent)).toEqual(['BobBrowser/1']);
    expect((await t.fetch('/api2/account/login-history?userId=99999', { cookie: admin.cookie })).status).toBe(
      404,
    );
  });

  it('requires a session', async () => {
    expect((await t.fetch('/api2/account/login-history')).status).toBe(401);
  });
});

describe('outbox', () => {
  it('shows the messages newest first to administrators only', async () => {
    await t.fetch('/api/password/reset', {
      method: 'POST',
      body: new URLSearchParams({ email: 'alice@example.com' }),
    });
    await t.fetch('/api/password/reset', {
      method: 'POST',
      body: new URLSearchParams({ email: 'bob@example.com' }),
    });
    const admin = await t.signIn('admin@example.com');
    const messages = await json(await t.fetch('/api2/account/outbox', { cookie: admin.cookie }));
    expect(messages.map((m: { recipient: string }) => m.recipient).slice(0, 2)).toEqual([
      'bob@example.com',
      'alice@example.com',
    ]);
    expect(messages[0]).toMatchObject({
      channel: 'email',
      subject: 'Reset your Fleetkit password',
      sentAt: null,
    });
    const user = await t.signIn('alice@example.com');
    const refused = await t.fetch('/api2/account/outbox', { cookie: user.cookie });
    expect(refused.status).toBe(403);
  });
});
