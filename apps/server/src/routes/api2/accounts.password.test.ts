import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema';
import { PASSWORD_RESET_RATE_LIMIT, PASSWORD_RESET_TTL_MS } from '../../services/accounts/accountRules';
import { errorMessage, json, startTestServer, TEST_PASSWORD, type TestServer } from '../../test/harness';

const PUBLIC_URL = 'https://fleet.example.com';
let t: TestServer;
let adminCookie: string;
let nextIp = 1;
const freshIp = () => `203.0.113.${nextIp++}`;

beforeAll(async () => {
  // The test client stands behind a proxy on loopback, so each test may speak from its own address.
  t = await startTestServer({ trustProxy: ['loopback'], publicUrl: PUBLIC_URL });
  await t.createUser({ email: 'admin@example.com', administrator: true });
  adminCookie = (await t.signIn('admin@example.com')).cookie;
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** Traccar's clients post these calls as forms. */
const postForm = (server: TestServer, path: string, fields: Record<string, string>, ip = freshIp()) =>
  server.fetch(path, {
    method: 'POST',
    headers: { 'X-Forwarded-For': ip },
    body: new URLSearchParams(fields),
  });

async function outboxTo(recipient: string, server = t, cookie = adminCookie) {
  const response = await server.fetch(`/api2/account/outbox?recipient=${encodeURIComponent(recipient)}`, {
    cookie,
  });
  return (await json(response)) as { subject: string; body: string }[];
}

/** Asks for a reset link and returns it as mailed. */
async function requestLink(email: string, server = t, cookie = adminCookie): Promise<URL> {
  const response = await postForm(server, '/api/password/reset', { email });
  expect(response.status).toBe(204);
  const [message] = await outboxTo(email, server, cookie);
  const link = message?.body.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no reset link in the outbox for ${email}`);
  return new URL(link);
}

const tokenOf = (link: URL) => link.searchParams.get('passwordReset') ?? '';
const signInStatus = async (email: string, password: string) =>
  (await t.fetch('/api/session', { method: 'POST', body: new URLSearchParams({ email, password }) })).status;

describe('password reset', () => {
  it('resets a password end to end: the old one stops working and every session of the account ends', async () => {
    await t.createUser({ email: 'rita@example.com' });
    const phone = await t.signIn('rita@example.com');
    const laptop = await t.signIn('rita@example.com');
    const link = await requestLink('Rita@Example.com');
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/reset-password`);
    expect(tokenOf(link).length).toBeGreaterThan(30);

    const update = await postForm(t, '/api/password/update', {
      token: tokenOf(link),
      password: 'a brand new secret',
    });
    expect(update.status).toBe(204);
    expect((await t.fetch('/api/session', { cookie: phone.cookie })).status).toBe(404);
    expect((await t.fetch('/api/devices', { cookie: laptop.cookie })).status).toBe(401);
    expect(await signInStatus('rita@example.com', TEST_PASSWORD)).toBe(401);
    expect(await signInStatus('rita@example.com', 'a brand new secret')).toBe(200);
  });

  it('accepts a reset link once', async () => {
    await t.createUser({ email: 'sam@example.com' });
    const token = tokenOf(await requestLink('sam@example.com'));
    expect(
      (await postForm(t, '/api/password/update', { token, password: 'first new password' })).status,
    ).toBe(204);
    const again = await postForm(t, '/api/password/update', { token, password: 'second new password' });
    expect(again.status).toBe(400);
    expect(await errorMessage(again)).toBe('This reset link was used already. Ask for a new one.');
    expect(await signInStatus('sam@example.com', 'first new password')).toBe(200);
  });

  it('ends every other pending link of the account once one is used', async () => {
    await t.createUser({ email: 'tara@example.com' });
    const older = tokenOf(await requestLink('tara@example.com'));
    const newer = tokenOf(await requestLink('tara@example.com'));
    expect(
      (await postForm(t, '/api/password/update', { token: newer, password: 'tara new password' })).status,
    ).toBe(204);
    expect(
      (await postForm(t, '/api/password/update', { token: older, password: 'tara other password' })).status,
    ).toBe(400);
  });

  it('refuses a link older than one hour with 400', async () => {
    await t.createUser({ email: 'uma@example.com' });
    const token = tokenOf(await requestLink('uma@example.com'));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + PASSWORD_RESET_TTL_MS + 1000);
    const response = await postForm(t, '/api/password/update', { token, password: 'too late password' });
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toBe('This reset link has expired. Ask for a new one.');
    vi.useRealTimers();
    expect(await signInStatus('uma@example.com', TEST_PASSWORD)).toBe(200);
  });

  it('refuses an unknown token and a short password with 400 naming the problem, and the link still works after', async () => {
    await t.createUser({ email: 'vic@example.com' });
    const unknown = await postForm(t, '/api/password/update', {
      token: 'not-a-real-token',
      password: 'long enough pw',
    });
    expect(unknown.status).toBe(400);
    expect(await errorMessage(unknown)).toBe('This reset link is not valid. Ask for a new one.');
    const token = tokenOf(await requestLink('vic@example.com'));
    const short = await postForm(t, '/api/password/update', { token, password: 'short' });
    expect(short.status).toBe(400);
    expect(await errorMessage(short)).toBe('password: Use at least 8 characters');
    const missing = await postForm(t, '/api/password/reset', {});
    expect(await errorMessage(missing)).toContain('email');
    expect((await postForm(t, '/api/password/update', { token, password: 'long enough now' })).status).toBe(
      204,
    );
  });

  it('answers 204 for an unknown email and mails nothing', async () => {
    const response = await postForm(t, '/api/password/reset', { email: 'ghost@example.com' });
    expect(response.status).toBe(204);
    expect(await outboxTo('ghost@example.com')).toEqual([]);
  });

  it('sends no link to share guests (temporary users) or disabled accounts, with the same 204', async () => {
    const guest = await t.createUser({ email: 'guest@example.com' });
    await t.server.ctx.db.update(users).set({ temporary: true }).where(eq(users.id, guest.id));
    const off = await t.createUser({ email: 'off@example.com' });
    await t.server.ctx.db.update(users).set({ disabled: true }).where(eq(users.id, off.id));
    for (const email of ['guest@example.com', 'off@example.com']) {
      expect((await postForm(t, '/api/password/reset', { email })).status).toBe(204);
      expect(await outboxTo(email)).toEqual([]);
    }
  });

  it('refuses to mail a reset link without a public URL, so a forged Host header cannot redirect it', async () => {
    const other = await startTestServer();
    try {
      await other.createUser({ email: 'wes@example.com', administrator: true });
      const { cookie } = await other.signIn('wes@example.com');
      const response = await other.fetch('/api/password/reset', {
        method: 'POST',
        headers: { Host: 'evil.example' },
        body: new URLSearchParams({ email: 'wes@example.com' }),
      });
      expect(response.status).toBe(503);
      expect(await errorMessage(response)).toBe(
        'Password reset is not available: this server has no public URL (--public-url). Ask an administrator.',
      );
      expect(await outboxTo('wes@example.com', other, cookie)).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it("builds the link from the request's own address in the demo, which has no public URL", async () => {
    const demo = await startTestServer({ demo: true });
    try {
      await demo.createUser({ email: 'wes@example.com', administrator: true });
      const { cookie } = await demo.signIn('wes@example.com');
      const link = await requestLink('wes@example.com', demo, cookie);
      expect(`${link.origin}${link.pathname}`).toBe(`${demo.url}/reset-password`);
    } finally {
      await demo.close();
    }
  });

  it(`rate-limits reset requests to ${PASSWORD_RESET_RATE_LIMIT.max} per IP with 429`, async () => {
    const ip = freshIp();
    let n = 0;
    // Another address each time: the per-account limit is tested in accountLimits.test.ts.
    const attempt = (from: string) =>
      postForm(t, '/api/password/reset', { email: `ghost${n++}@example.com` }, from);
    for (let i = 0; i < PASSWORD_RESET_RATE_LIMIT.max; i++) expect((await attempt(ip)).status).toBe(204);
    expect((await attempt(ip)).status).toBe(429);
    expect((await attempt(freshIp())).status).toBe(204);
  });
});
