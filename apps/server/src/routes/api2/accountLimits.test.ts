import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD_RESET_ACCOUNT_LIMIT,
  SIGN_UP_START_ACCOUNT_LIMIT,
  SIGN_UP_VERIFY_ACCOUNT_LIMIT,
} from '../../services/accounts/accountRules';
import { errorMessage, startTestServer, TEST_PASSWORD, type TestServer } from '../../test/harness';

let nextIp = 1;
/** Every attempt from another address: only the per-account limit can stop them. */
const freshIp = () => `203.0.113.${nextIp++}`;

const post = (t: TestServer, path: string, body: Record<string, string>) =>
  t.fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshIp() },
    body: JSON.stringify(body),
  });
const signIn = (t: TestServer, email: string, password: string) =>
  post(t, '/api/session', { email, password });

describe('per-account limits, from many addresses', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      trustProxy: ['loopback'],
      signInAccountLimit: 3,
      registration: true,
      publicUrl: 'https://fleet.example.com',
    });
    await t.createUser({ email: 'rita@example.com' });
    await t.createUser({ email: 'sam@example.com' });
  });
  afterAll(() => t.close());

  it('locks an account after its wrong passwords and refuses even the right one during the lock-out', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn(t, 'Rita@example.com', 'wrong guess')).status).toBe(401);
    const locked = await signIn(t, 'rita@example.com', TEST_PASSWORD);
    expect(locked.status).toBe(429);
    expect(await errorMessage(locked)).toBe('Too many attempts for this account. Try again in 15 minutes.');
    expect((await signIn(t, 'rita@example.com', 'wrong guess')).status).toBe(429);
    expect((await signIn(t, 'sam@example.com', TEST_PASSWORD)).status).toBe(200);
  });

  it(`mails at most ${PASSWORD_RESET_ACCOUNT_LIMIT.max} reset links to one address an hour`, async () => {
    const reset = (email: string) => post(t, '/api/password/reset', { email });
    for (let i = 0; i < PASSWORD_RESET_ACCOUNT_LIMIT.max; i++)
      expect((await reset('sam@example.com')).status).toBe(204);
    expect((await reset('SAM@example.com')).status).toBe(429);
    expect((await reset('rita@example.com')).status).toBe(204);
  });

  it(`sends at most ${SIGN_UP_START_ACCOUNT_LIMIT.max} sign-up codes to one address an hour`, async () => {
    const start = () =>
      post(t, '/api2/account/register/start', {
        name: 'Nia',
        email: 'nia@example.com',
        password: 'long enough pw',
      });
    for (let i = 0; i < SIGN_UP_START_ACCOUNT_LIMIT.max; i++) expect((await start()).status).toBe(202);
    expect((await start()).status).toBe(429);
  });

  it(`takes at most ${SIGN_UP_VERIFY_ACCOUNT_LIMIT.max} code guesses for one address an hour`, async () => {
    const verify = () =>
      post(t, '/api2/account/register/verify', { email: 'ola@example.com', code: '000000' });
    for (let i = 0; i < SIGN_UP_VERIFY_ACCOUNT_LIMIT.max; i++) expect((await verify()).status).toBe(400);
    expect((await verify()).status).toBe(429);
  });
});

describe.runIf(process.env.REDIS_URL)('per-account limits on Redis', () => {
  it('counts wrong passwords for one account across instances', async () => {
    const shared = {
      trustProxy: ['loopback'],
      signInAccountLimit: 3,
      redisUrl: process.env.REDIS_URL,
      redisChannel: `fleetkit-test-${randomBytes(6).toString('hex')}`,
    };
    const [a, b] = await Promise.all([startTestServer(shared), startTestServer(shared)]);
    try {
      await a.createUser({ email: 'rita@example.com' });
      expect((await signIn(a, 'rita@example.com', 'wrong guess')).status).toBe(401);
      expect((await signIn(b, 'rita@example.com', 'wrong guess')).status).toBe(401);
      expect((await signIn(a, 'rita@example.com', 'wrong guess')).status).toBe(401);
      expect((await signIn(b, 'rita@example.com', 'wrong guess')).status).toBe(429);
      expect((await signIn(a, 'rita@example.com', TEST_PASSWORD)).status).toBe(429);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
