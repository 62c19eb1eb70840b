import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage, json, startTestServer, type TestServer } from '../test/harness';

const wrongSignIn = (t: TestServer, headers: Record<string, string>) =>
  t.fetch('/api/session', {
    method: 'POST',
    headers,
    body: new URLSearchParams({ email: 'nobody@example.com', password: 'wrong password' }),
  });

const newDevice = (t: TestServer, cookie: string, headers: Record<string, string>) =>
  t.fetch('/api/devices', {
    method: 'POST',
    cookie,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ name: 'Van', uniqueId: `imei-${Math.random().toString().slice(2, 12)}` }),
  });

describe('without --trust-proxy', () => {
  let t: TestServer;
  let admin: string;
  beforeAll(async () => {
    t = await startTestServer({ loginRateLimit: 3 });
    await t.createUser({ email: 'admin@example.com', administrator: true });
    ({ cookie: admin } = await t.signIn('admin@example.com'));
  });
  afterAll(() => t.close());

  it('keys the sign-in limit on the connection, whatever X-Forwarded-For a client sends', async () => {
    const statuses = [];
    for (let i = 1; i <= 4; i++)
      statuses.push((await wrongSignIn(t, { 'X-Forwarded-For': `198.51.100.${i}` })).status);
    // The administrator's sign-in before this test was the first of the 3 this connection may make.
    expect(statuses).toEqual([401, 401, 429, 429]);
  });

  it('refuses a cookie write from another site even when it claims our host in X-Forwarded-Host', async () => {
    const response = await newDevice(t, admin, {
      Origin: 'https://evil.example',
      'X-Forwarded-Host': 'evil.example',
      'X-Forwarded-Proto': 'https',
    });
    expect(response.status).toBe(403);
    expect(await errorMessage(response)).toBe('Cross-site request refused');
  });
});

describe('with --trust-proxy 127.0.0.1', () => {
  let t: TestServer;
  let admin: string;
  beforeAll(async () => {
    t = await startTestServer({ loginRateLimit: 3, trustProxy: ['127.0.0.1'] });
    await t.createUser({ email: 'admin@example.com', administrator: true });
    ({ cookie: admin } = await t.signIn('admin@example.com'));
  });
  afterAll(() => t.close());

  it('keys limits on the right-most address the proxy added, not on what the client wrote before it', async () => {
    const client = '203.0.113.9';
    const statuses = [];
    for (let i = 1; i <= 4; i++)
      statuses.push((await wrongSignIn(t, { 'X-Forwarded-For': `10.9.9.${i}, ${client}` })).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await wrongSignIn(t, { 'X-Forwarded-For': `${client}, 203.0.113.10` })).status).toBe(401);
  });

  it('records the client address the proxy saw in the sign-in history', async () => {
    const response = await t.fetch('/api/session', {
      method: 'POST',
      headers: { 'X-Forwarded-For': '10.1.1.1, 203.0.113.77' },
      body: new URLSearchParams({ email: 'admin@example.com', password: 'correct horse battery' }),
    });
    expect(response.status).toBe(200);
    const history = await json(await t.fetch('/api2/account/login-history?limit=1', { cookie: admin }));
    expect(history[0].ip).toBe('203.0.113.77');
  });

  it("takes the proxy's X-Forwarded-Host and -Proto as our own origin", async () => {
    const response = await newDevice(t, admin, {
      Origin: 'https://fleet.example.com',
      'X-Forwarded-Host': 'fleet.example.com',
      'X-Forwarded-Proto': 'https',
    });
    expect(response.status).toBe(200);
  });
});
