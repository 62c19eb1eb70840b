import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverSettings, users } from '../db/schema';
import { json, startTestServer, TEST_PASSWORD, type TestServer } from '../test/harness';

let t: TestServer;
let ip = 0;
/** A form post from an address of its own, so the per-address limit stays out of the way. */
const post = (path: string, form: Record<string, string>, cookie?: string) =>
  t.fetch(path, {
    method: 'POST',
    ...(cookie ? { cookie } : {}),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': `10.9.0.${++ip}` },
    body: new URLSearchParams(form).toString(),
  });
const signIn = (email: string, extra: Record<string, string> = {}) =>
  post('/api/session', { email, password: TEST_PASSWORD, ...extra });
const codeOf = (key: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(key) }).generate({ timestamp: at });

const setServerAttributes = (attributes: Record<string, unknown>) =>
  t.server.ctx.db.update(serverSettings).set({ attributes }).where(eq(serverSettings.id, 1));

/** Stores `totpKey` on the signed-in user through Traccar's user update. */
async function storeKey(cookie: string, totpKey: string | null | undefined) {
  const me = await json(await t.fetch('/api/session', { cookie }));
  const { totpKey: _current, ...rest } = me;
  const response = await t.fetch(`/api/users/${me.id}`, {
    method: 'PUT',
    cookie,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(totpKey === undefined ? rest : { ...rest, totpKey }),
  });
  return response;
}

beforeAll(async () => {
  t = await startTestServer({ trustProxy: ['loopback'], signInAccountLimit: 3, registration: true });
  await t.createUser({ email: 'admin@example.com', administrator: true });
  await t.createUser({ email: 'tara@example.com' });
  await t.createUser({ email: 'lock@example.com' });
});
afterAll(() => t.close());

describe('POST /api/users/totp', () => {
  it('is refused while the server does not offer TOTP, then answers a new base32 key', async () => {
    const { cookie } = await t.signIn('tara@example.com');
    await setServerAttributes({});
    const off = await t.fetch('/api/users/totp', { method: 'POST', cookie });
    expect(off.status).toBe(403);
    expect(await off.text()).toBe('TOTP is disabled');

    await setServerAttributes({ totpEnable: true });
    const first = await t.fetch('/api/users/totp', { method: 'POST', cookie });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^text\/plain/);
    const key = await first.text();
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    const second = await (await t.fetch('/api/users/totp', { method: 'POST', cookie })).text();
    expect(second).not.toBe(key);
  });

  it('answers without a session too, as Traccar, for a registration form to offer the key', async () => {
    await setServerAttributes({ totpEnable: true });
    const response = await t.fetch('/api/users/totp', { method: 'POST' });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/^[A-Z2-7]{32}$/);
  });
});

describe('two-factor sign-in', () => {
  it('asks for the code with 401 and WWW-Authenticate: TOTP once the user stores a key, and takes the right one', async () => {
    await setServerAttributes({ totpEnable: true });
    const { cookie } = await t.signIn('tara@example.com');
    const key = await (await t.fetch('/api/users/totp', { method: 'POST', cookie })).text();
    expect((await storeKey(cookie, 'not a key!')).status).toBe(400);
    expect((await storeKey(cookie, key)).status).toBe(200);
    expect((await json(await t.fetch('/api/session', { cookie }))).totpKey).toBe(key);

    const missing = await signIn('tara@example.com');
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('TOTP');
    expect(missing.headers.get('set-cookie')).toBeNull();

    const wrongCode = String((Number(codeOf(key)) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await signIn('tara@example.com', { code: wrongCode });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toBeNull();
    expect(wrong.headers.get('set-cookie')).toBeNull();

    // A wrong password with a right code is still a wrong password.
    const wrongPassword = await post('/api/session', {
      email: 'tara@example.com',
      password: 'wrong guess',
      code: codeOf(key),
    });
    expect(wrongPassword.status).toBe(401);
    expect(await wrongPassword.text()).toBe('Wrong email or password');

    // The code of the previous 30 seconds still counts, as authenticator apps run a little behind.
    const right = await signIn('tara@example.com', { code: codeOf(key, Date.now() - 30_000) });
    expect(right.status).toBe(200);
    expect(right.headers.get('set-cookie')).toContain('fleetkit_session=');
  });

  it('keeps the key through an update that does not send it, and drops it when sent empty', async () => {
    await setServerAttributes({ totpEnable: true });
    const code = (key: string) => ({ code: codeOf(key) });
    expect((await signIn('tara@example.com')).status).toBe(401);
    // The key the test before stored.
    const [stored] = await t.server.ctx.db
      .select({ totpKey: users.totpKey })
      .from(users)
      .where(eq(users.email, 'tara@example.com'));
    const key = stored?.totpKey ?? '';
    expect(key).not.toBe('');
    const signedIn = await signIn('tara@example.com', code(key));
    expect(signedIn.status).toBe(200);
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

    expect((await storeKey(cookie, undefined)).status).toBe(200);
    expect((await signIn('tara@example.com')).status).toBe(401);
    expect((await storeKey(cookie, '')).status).toBe(200);
    expect((await json(await t.fetch('/api/session', { cookie }))).totpKey).toBeNull();
    expect((await signIn('tara@example.com')).status).toBe(200);
  });

  it('counts wrong codes toward the lock-out of the account, as wrong passwords', async () => {
    await setServerAttributes({ totpEnable: true });
    const { cookie } = await t.signIn('lock@example.com');
    const key = await (await t.fetch('/api/users/totp', { method: 'POST', cookie })).text();
    expect((await storeKey(cookie, key)).status).toBe(200);
    const wrong = codeOf(key) === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) expect((await signIn('lock@example.com', { code: wrong })).status).toBe(401);
    const locked = await signIn('lock@example.com', { code: codeOf(key) });
    expect(locked.status).toBe(429);
  });
});

describe('totpForce', () => {
  /** Starts a sign-up and answers its mailed code, read from the outbox as an administrator. */
  async function startSignUp(email: string) {
    const json_ = (path: string, body: unknown) =>
      t.fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.9.1.${++ip}` },
        body: JSON.stringify(body),
      });
    expect(
      (await json_('/api2/account/register/start', { name: 'New', email, password: 'long enough pw' }))
        .status,
    ).toBe(202);
    const { cookie } = await t.signIn('admin@example.com');
    const outbox = await t.fetch(`/api2/account/outbox?recipient=${encodeURIComponent(email)}&limit=1`, {
      cookie,
    });
    const code = (await json(outbox))[0]?.body.match(/\b(\d{6})\b/)?.[1] as string;
    return (body: Record<string, unknown>) =>
      json_('/api2/account/register/verify', { email, code, ...body });
  }

  it('makes self-registration carry a key, which the new account then signs in with', async () => {
    await setServerAttributes({ totpEnable: true, totpForce: true });
    // The sign-up screens learn that a key is needed before they ask for one.
    expect((await json(await t.fetch('/api2/account/options'))).totpForce).toBe(true);
    const verify = await startSignUp('forced@example.com');
    const without = await verify({});
    expect(without.status).toBe(400);
    expect(JSON.stringify(await json(without))).toContain('One-time password key is required');
    const key = await (await t.fetch('/api/users/totp', { method: 'POST' })).text();
    const created = await verify({ totpKey: key });
    expect(created.status).toBe(200);
    const passwordOnly = await post('/api/session', {
      email: 'forced@example.com',
      password: 'long enough pw',
    });
    expect(passwordOnly.status).toBe(401);
    expect(passwordOnly.headers.get('www-authenticate')).toBe('TOTP');
    const withCode = await post('/api/session', {
      email: 'forced@example.com',
      password: 'long enough pw',
      code: codeOf(key),
    });
    expect(withCode.status).toBe(200);
  });
});
