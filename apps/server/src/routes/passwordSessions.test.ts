import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { json, startTestServer, TEST_PASSWORD, type TestServer } from '../test/harness';
import { startTwinServers } from '../test/twinServers';

/**
 * A new password ends what the old one opened: every cookie session and API token of the account,
 * except the session or token that changed it; a reset (the account's owner may have lost control of
 * it) ends them all. On every instance, live sockets included.
 */

let t: TestServer;
let adminCookie: string;

beforeAll(async () => {
  t = await startTestServer({ publicUrl: 'https://fleet.example.com' });
  await t.createUser({ email: 'admin@example.com', administrator: true });
  adminCookie = (await t.signIn('admin@example.com')).cookie;
});
afterAll(() => t.close());

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

async function apiToken(server: TestServer, auth: RequestInit & { cookie?: string }) {
  const response = await server.fetch('/api/session/token', {
    method: 'POST',
    ...auth,
    body: new URLSearchParams({ expiration: new Date(Date.now() + 86_400_000).toISOString() }),
  });
  expect(response.status).toBe(200);
  return response.text();
}

async function changePassword(
  server: TestServer,
  id: number,
  auth: RequestInit & { cookie?: string },
  password: string,
) {
  const me = await json(await server.fetch(`/api/users/${id}`, auth));
  const headers = new Headers(auth.headers);
  headers.set('Content-Type', 'application/json');
  return server.fetch(`/api/users/${id}`, {
    ...auth,
    method: 'PUT',
    headers,
    body: JSON.stringify({ ...me, password }),
  });
}

/** A live socket on a token, or on a cookie session (`{ cookie }`), and the code it closes with. */
async function openSocket(server: TestServer, auth: string | { cookie: string }) {
  const base = `${server.url.replace('http', 'ws')}/api/socket`;
  const socket =
    typeof auth === 'string'
      ? new WebSocket(`${base}?token=${encodeURIComponent(auth)}`)
      : new WebSocket(base, { headers: { Cookie: auth.cookie } });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return { socket, closed };
}

const status = async (server: TestServer, init: RequestInit & { cookie?: string }) =>
  (await server.fetch('/api/devices', init)).status;

describe('changing a password', () => {
  it('ends every other session and token of the user, and keeps the session that changed it', async () => {
    const { id } = await t.createUser({ email: 'cora@example.com' });
    const laptop = await t.signIn('cora@example.com');
    const phone = await t.signIn('cora@example.com');
    const token = await apiToken(t, { cookie: phone.cookie });
    const response = await changePassword(t, id, { cookie: laptop.cookie }, 'a fresh long secret');
    expect(response.status).toBe(200);
    expect(await status(t, { cookie: laptop.cookie })).toBe(200);
    expect(await status(t, { cookie: phone.cookie })).toBe(401);
    expect(await status(t, bearer(token))).toBe(401);
  });

  it('keeps the token that changed it and ends the cookie sessions', async () => {
    const { id } = await t.createUser({ email: 'dev@example.com' });
    const browser = await t.signIn('dev@example.com');
    const token = await apiToken(t, { cookie: browser.cookie });
    const other = await apiToken(t, { cookie: browser.cookie });
    expect((await changePassword(t, id, bearer(token), 'another long secret')).status).toBe(200);
    expect(await status(t, bearer(token))).toBe(200);
    expect(await status(t, bearer(other))).toBe(401);
    expect(await status(t, { cookie: browser.cookie })).toBe(401);
  });

  it("ends all of a user's sessions and tokens when an administrator sets its password", async () => {
    const { id } = await t.createUser({ email: 'eli@example.com' });
    const browser = await t.signIn('eli@example.com');
    const token = await apiToken(t, { cookie: browser.cookie });
    expect((await changePassword(t, id, { cookie: adminCookie }, 'set by the admin')).status).toBe(200);
    expect(await status(t, { cookie: browser.cookie })).toBe(401);
    expect(await status(t, bearer(token))).toBe(401);
    expect(await status(t, { cookie: adminCookie })).toBe(200);
  });
});

describe('disabling an account', () => {
  it('closes its live sockets at once', async () => {
    const { id } = await t.createUser({ email: 'hal@example.com' });
    const browser = await t.signIn('hal@example.com');
    const live = await openSocket(t, { cookie: browser.cookie });
    const me = await json(await t.fetch(`/api/users/${id}`, { cookie: adminCookie }));
    const disabled = await t.fetch(`/api/users/${id}`, {
      method: 'PUT',
      cookie: adminCookie,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...me, disabled: true }),
    });
    expect(disabled.status).toBe(200);
    expect(await live.closed).toBe(4001);
    expect(await status(t, { cookie: browser.cookie })).toBe(401);
  });
});

describe('resetting a password', () => {
  it('ends every session and API token of the account', async () => {
    await t.createUser({ email: 'fay@example.com' });
    const browser = await t.signIn('fay@example.com');
    const token = await apiToken(t, { cookie: browser.cookie });
    const asked = await t.fetch('/api/password/reset', {
      method: 'POST',
      body: new URLSearchParams({ email: 'fay@example.com' }),
    });
    expect(asked.status).toBe(204);
    const outbox = await json(
      await t.fetch('/api2/account/outbox?recipient=fay%40example.com', { cookie: adminCookie }),
    );
    const link = new URL(String(outbox[0]?.body.match(/https?:\/\/\S+/)?.[0]));
    const update = await t.fetch('/api/password/update', {
      method: 'POST',
      body: new URLSearchParams({
        token: link.searchParams.get('passwordReset') ?? '',
        password: 'reset secret 1',
      }),
    });
    expect(update.status).toBe(204);
    expect(await status(t, { cookie: browser.cookie })).toBe(401);
    expect(await status(t, bearer(token))).toBe(401);
  });
});

describe('a password change on one instance', () => {
  it('ends the old sessions, tokens and live sockets on the other instance at once', async () => {
    const [a, b] = await startTwinServers();
    try {
      const { id } = await a.createUser({ email: 'gus@example.com' });
      const here = await a.signIn('gus@example.com');
      const there = await b.signIn('gus@example.com', TEST_PASSWORD);
      const token = await apiToken(b, { cookie: there.cookie });
      const kept = await openSocket(b, { cookie: here.cookie });
      const ended = await openSocket(b, token);
      expect((await changePassword(a, id, { cookie: here.cookie }, 'changed on a')).status).toBe(200);
      expect(await ended.closed).toBe(4001);
      // The socket of the session that changed the password stays open.
      expect(kept.socket.readyState).toBe(WebSocket.OPEN);
      kept.socket.close(4000);
      expect(await status(b, { cookie: there.cookie })).toBe(401);
      expect(await status(b, bearer(token))).toBe(401);
      expect(await status(b, { cookie: here.cookie })).toBe(200);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
