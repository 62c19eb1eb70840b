import type { FleetApiError } from '@fleetkit/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage, json, startTestServer, TEST_PASSWORD, type TestServer } from '../test/harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
  await t.createUser({ email: 'owner@example.com', name: 'Owner' });
  await t.createUser({ email: 'admin@example.com', administrator: true });
});
afterAll(() => t.close());

describe('sessions', () => {
  it('signs in with a form post and sets an HttpOnly, SameSite session cookie', async () => {
    const response = await t.fetch('/api/session', {
      method: 'POST',
      body: new URLSearchParams({ email: 'OWNER@example.com', password: TEST_PASSWORD }),
    });
    expect(response.status).toBe(200);
    const user = await json(response);
    expect(user.email).toBe('owner@example.com');
    expect(user).not.toHaveProperty('passwordHash');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('refuses a wrong password with 401 and a message, without saying which part was wrong', async () => {
    const response = await t.fetch('/api/session', {
      method: 'POST',
      body: new URLSearchParams({ email: 'owner@example.com', password: 'nope' }),
    });
    expect(response.status).toBe(401);
    expect(await errorMessage(response)).toBe('Wrong email or password');
    const unknown = await t.fetch('/api/session', {
      method: 'POST',
      body: new URLSearchParams({ email: 'ghost@example.com', password: 'nope' }),
    });
    expect(await errorMessage(unknown)).toBe('Wrong email or password');
  });

  it('answers a missing field with 400 naming the field', async () => {
    const response = await t.fetch('/api/session', {
      method: 'POST',
      body: new URLSearchParams({ email: 'x' }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toContain('password');
  });

  it('answers GET /api/session with 404 when there is no session and the user when there is', async () => {
    expect((await t.fetch('/api/session')).status).toBe(404);
    const { client } = await t.signIn('owner@example.com');
    expect((await client.session.get()).name).toBe('Owner');
  });

  it('ends the session on DELETE /api/session', async () => {
    const { client, cookie } = await t.signIn('owner@example.com');
    await client.session.logout();
    expect((await t.fetch('/api/session', { cookie })).status).toBe(404);
    expect((await t.fetch('/api/devices', { cookie })).status).toBe(401);
  });

  it('issues a signed token that works as a bearer token and as ?token=, until revoked', async () => {
    const { client, url } = { ...(await t.signIn('owner@example.com')), url: t.url };
    const token = await client.session.createToken(new Date(Date.now() + 3_600_000));
    const bearer = await fetch(`${url}/api/session`, { headers: { Authorization: `Bearer ${token}` } });
    expect((await json(bearer)).email).toBe('owner@example.com');
    const viaQuery = await t.fetch(`/api/session?token=${encodeURIComponent(token)}`);
    expect(viaQuery.status).toBe(200);
    expect(viaQuery.headers.get('set-cookie')).toContain('fleetkit_session=');
    await client.session.revokeToken(token);
    const after = await fetch(`${url}/api/devices`, { headers: { Authorization: `Bearer ${token}` } });
    expect(after.status).toBe(401);
  });

  it('refuses a forged or tampered token', async () => {
    const { client } = await t.signIn('owner@example.com');
    const token = await client.session.createToken(new Date(Date.now() + 3_600_000));
    const [body, signature] = token.split('.');
    const payload = JSON.parse(Buffer.from(body ?? '', 'base64url').toString());
    payload.uid = payload.uid + 1;
    const forged = `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
    const response = await t.fetch(`/api/session?token=${encodeURIComponent(forged)}`);
    expect(response.status).toBe(401);
  });

  it('refuses a cookie-authenticated change coming from another site', async () => {
    const { cookie } = await t.signIn('owner@example.com');
    const response = await t.fetch('/api/devices', {
      method: 'POST',
      cookie,
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'X', uniqueId: '1' }),
    });
    expect(response.status).toBe(403);
  });

  it('rate-limits sign-in attempts with 429 and a message', async () => {
    const limited = await startTestServer({ loginRateLimit: 3 });
    try {
      const attempt = () =>
        limited.fetch('/api/session', {
          method: 'POST',
          body: new URLSearchParams({ email: 'a@b.c', password: 'x' }),
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
      const blocked = await attempt();
      expect(blocked.status).toBe(429);
      expect(await errorMessage(blocked)).toMatch(/Too many sign-in attempts/);
    } finally {
      await limited.close();
    }
  });

  it('serves GET /api/server without a session but PUT only to administrators', async () => {
    const server = await json(await t.fetch('/api/server'));
    expect(server).not.toHaveProperty('secret');
    const { client } = await t.signIn('owner@example.com');
    const error = (await client.server
      .update({ id: 1, registration: true })
      .catch((e: unknown) => e)) as FleetApiError;
    expect(error.status).toBe(403);
    const admin = await t.signIn('admin@example.com');
    expect((await admin.client.server.update({ ...server, forceSettings: true })).forceSettings).toBe(true);
  });

  it('answers never with a stack trace: a malformed JSON body is a 400 with a message', async () => {
    const { cookie } = await t.signIn('owner@example.com');
    const response = await t.fetch('/api/devices', {
      method: 'POST',
      cookie,
      headers: { 'Content-Type': 'application/json' },
      body: '{"name": ',
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toMatch(/at .*\.js:\d+/);
    expect(text).toBe('The body is not valid JSON');
  });
});
