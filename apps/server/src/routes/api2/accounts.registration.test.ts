import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { oneTimeCodes } from '../../db/schema';
import {
  REGISTERED_USER_DEVICE_LIMIT,
  SIGN_UP_CODE_MAX_ATTEMPTS,
  SIGN_UP_CODE_TTL_MS,
  SIGN_UP_START_RATE_LIMIT,
} from '../../services/accounts/accountRules';
import { json, startTestServer, type TestServer } from '../../test/harness';

let t: TestServer;
let adminCookie: string;
let nextIp = 1;
/** Each test speaks from its own address, so per-IP rate limits only meet the test that is about them. */
const freshIp = () => `198.51.100.${nextIp++}`;

beforeAll(async () => {
  t = await startTestServer({
    registration: true,
    trustProxy: ['loopback'],
    publicUrl: 'https://fleet.example.com',
  });
  await t.createUser({ email: 'admin@example.com', administrator: true });
  await t.createUser({ email: 'owner@example.com', name: 'Owner' });
  adminCookie = (await t.signIn('admin@example.com')).cookie;
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const post = (path: string, body: unknown, ip: string, cookie?: string) =>
  t.fetch(path, {
    method: 'POST',
    cookie,
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip, 'User-Agent': 'signup-test' },
    body: JSON.stringify(body),
  });

/** The newest outbox message to a recipient, read over HTTP as an administrator. */
async function lastMessageTo(recipient: string): Promise<{ subject: string; body: string } | undefined> {
  const response = await t.fetch(`/api2/account/outbox?recipient=${encodeURIComponent(recipient)}&limit=1`, {
    cookie: adminCookie,
  });
  expect(response.status).toBe(200);
  return (await json(response))[0];
}

async function codeSentTo(email: string): Promise<string> {
  const message = await lastMessageTo(email);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${email}`);
  return code;
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('registration with a one-time code', () => {
  it('signs up with the mailed code and starts a cookie session for the new regular user', async () => {
    const ip = freshIp();
    const start = await post(
      '/api2/account/register/start',
      { name: 'Asha', email: ' Asha@Example.com ', password: 'long enough pw' },
      ip,
    );
    expect(start.status).toBe(202);
    const started = await json(start);
    expect(started.email).toBe('asha@example.com');
    expect(new Date(started.expiresAt).getTime()).toBeGreaterThan(Date.now() + SIGN_UP_CODE_TTL_MS - 60_000);
    const message = await lastMessageTo('asha@example.com');
    expect(message?.subject).toBe('Your Fleetkit sign-up code');
    const code = await codeSentTo('asha@example.com');

    const verify = await post('/api2/account/register/verify', { email: 'asha@example.com', code }, ip);
    expect(verify.status).toBe(200);
    const user = await json(verify);
    expect(user).toMatchObject({
      name: 'Asha',
      email: 'asha@example.com',
      administrator: false,
      temporary: false,
    });
    expect(user.deviceLimit).toBe(REGISTERED_USER_DEVICE_LIMIT);
    expect(user.userLimit).toBe(0);
    expect(user).not.toHaveProperty('passwordHash');
    const cookie = (verify.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toContain('fleetkit_session=');
    expect((await json(await t.fetch('/api/session', { cookie }))).email).toBe('asha@example.com');
    const history = await json(await t.fetch('/api2/account/login-history', { cookie }));
    expect(history[0]).toMatchObject({ method: 'register', ip, userAgent: 'signup-test' });
    // The password chosen at sign-up is the account's password.
    expect((await t.signIn('asha@example.com', 'long enough pw')).cookie).toContain('fleetkit_session=');
  });

  it('keeps only hashes: neither the code nor the password is stored in plain text', async () => {
    const ip = freshIp();
    await post(
      '/api2/account/register/start',
      { name: 'Bo', email: 'bo@example.com', password: 'secret password' },
      ip,
    );
    const code = await codeSentTo('bo@example.com');
    const [row] = await t.server.ctx.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.target, 'bo@example.com'));
    expect(row?.purpose).toBe('register');
    expect(row?.codeHash).not.toContain(code);
    expect(JSON.stringify(row?.payload)).not.toContain('secret password');
    expect(String(row?.payload.passwordHash)).toMatch(/^scrypt\$/);
    expect(row?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + SIGN_UP_CODE_TTL_MS);
  });

  it('answers a registered email exactly like a new one and mails its owner a notice instead of a code', async () => {
    const ip = freshIp();
    const known = await post(
      '/api2/account/register/start',
      { name: 'X', email: 'OWNER@example.com', password: 'whatever pw' },
      ip,
    );
    const unknown = await post(
      '/api2/account/register/start',
      { name: 'Y', email: 'nobody@example.com', password: 'whatever pw' },
      ip,
    );
    expect(known.status).toBe(unknown.status);
    expect(Object.keys(await json(known)).sort()).toEqual(Object.keys(await json(unknown)).sort());
    const notice = await lastMessageTo('owner@example.com');
    expect(notice?.subject).toBe('Someone tried to sign up with your email');
    expect(notice?.body).not.toMatch(/\b\d{6}\b/);
    const verify = await post(
      '/api2/account/register/verify',
      { email: 'owner@example.com', code: '123456' },
      ip,
    );
    expect(verify.status).toBe(400);
    expect((await json(verify)).error.message).toMatch(/No sign-up is waiting/);
  });

  it("mails in the language the sign-up was made in, else the browser's, and an account's notices in its own", async () => {
    const asked = await post(
      '/api2/account/register/start',
      { name: 'Sita', email: 'sita@example.com', password: 'long enough pw', language: 'ne' },
      freshIp(),
    );
    expect(asked.status).toBe(202);
    const code = await lastMessageTo('sita@example.com');
    expect(code?.subject).toBe('तपाईंको Fleetkit साइन अप कोड');
    expect(code?.body).toContain('15 मिनेट पछि समाप्त हुन्छ');
    expect(code?.body).toMatch(/साइन अप कोड \d{6} हो/);

    const browser = await t.fetch('/api2/account/register/start', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': freshIp(),
        'Accept-Language': 'ne-NP,ne;q=0.9,en;q=0.8',
      },
      body: JSON.stringify({ name: 'Gita', email: 'gita@example.com', password: 'long enough pw' }),
    });
    expect(browser.status).toBe(202);
    expect((await lastMessageTo('gita@example.com'))?.subject).toBe('तपाईंको Fleetkit साइन अप कोड');
    await post(
      '/api2/account/register/start',
      { name: 'Tom', email: 'tom@example.com', password: 'long enough pw' },
      freshIp(),
    );
    expect((await lastMessageTo('tom@example.com'))?.body).toContain('It expires in 15 minutes.');

    // Someone signs up (in English) with the address of an account that reads Nepali: its notice is in Nepali,
    // and so is its password reset link.
    await t.createUser({ email: 'hari@example.com', attributes: { language: 'ne' } });
    await post(
      '/api2/account/register/start',
      { name: 'X', email: 'hari@example.com', password: 'whatever pw' },
      freshIp(),
    );
    expect((await lastMessageTo('hari@example.com'))?.subject).toBe('कसैले तपाईंको इमेलबाट साइन अप गर्न खोज्यो');
    const resetAsked = await t.fetch('/api/password/reset', {
      method: 'POST',
      headers: { 'X-Forwarded-For': freshIp() },
      body: new URLSearchParams({ email: 'hari@example.com' }),
    });
    expect(resetAsked.status, await resetAsked.text()).toBe(204);
    const reset = await lastMessageTo('hari@example.com');
    expect(reset?.subject).toBe('आफ्नो Fleetkit पासवर्ड रिसेट गर्नुहोस्');
    expect(reset?.body).toContain('1 घण्टा भित्र एक पटक मात्र चल्छ');
    expect(reset?.body).toMatch(/\/reset-password\?passwordReset=/);
  });

  it(`refuses a wrong code with 400 and the attempts left, and spends the code after ${SIGN_UP_CODE_MAX_ATTEMPTS} wrong guesses`, async () => {
    const ip = freshIp();
    await post(
      '/api2/account/register/start',
      { name: 'Chen', email: 'chen@example.com', password: 'long enough pw' },
      ip,
    );
    const code = await codeSentTo('chen@example.com');
    const wrong = () =>
      post('/api2/account/register/verify', { email: 'chen@example.com', code: otherCode(code) }, ip);
    const first = await wrong();
    expect(first.status).toBe(400);
    const body = await json(first);
    expect(body.error.message).toBe(`Wrong code. ${SIGN_UP_CODE_MAX_ATTEMPTS - 1} attempts left.`);
    expect(body.error.details).toEqual({ attemptsLeft: SIGN_UP_CODE_MAX_ATTEMPTS - 1 });
    for (let i = 2; i < SIGN_UP_CODE_MAX_ATTEMPTS; i++) await wrong();
    const last = await json(await wrong());
    expect(last.error.details).toEqual({ attemptsLeft: 0 });
    const right = await post('/api2/account/register/verify', { email: 'chen@example.com', code }, ip);
    expect(right.status).toBe(400);
    expect((await json(right)).error.message).toBe('Too many wrong codes. Ask for a new code.');
  });

  it('refuses an expired code with 400 saying the code expired', async () => {
    const ip = freshIp();
    await post(
      '/api2/account/register/start',
      { name: 'Dev', email: 'dev@example.com', password: 'long enough pw' },
      ip,
    );
    const code = await codeSentTo('dev@example.com');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SIGN_UP_CODE_TTL_MS + 1000);
    const response = await post('/api2/account/register/verify', { email: 'dev@example.com', code }, ip);
    expect(response.status).toBe(400);
    expect((await json(response)).error.message).toMatch(/code expired/);
  });

  it('lets only the newest code work when a code is asked for twice', async () => {
    const ip = freshIp();
    const form = { name: 'Eve', email: 'eve@example.com', password: 'long enough pw' };
    await post('/api2/account/register/start', form, ip);
    const first = await codeSentTo('eve@example.com');
    await post('/api2/account/register/start', form, ip);
    const second = await codeSentTo('eve@example.com');
    if (first !== second) {
      expect(
        (await post('/api2/account/register/verify', { email: form.email, code: first }, ip)).status,
      ).toBe(400);
    }
    expect(
      (await post('/api2/account/register/verify', { email: form.email, code: second }, ip)).status,
    ).toBe(200);
    // The code is spent: it cannot create the account again.
    expect(
      (await post('/api2/account/register/verify', { email: form.email, code: second }, ip)).status,
    ).toBe(400);
  });

  it('answers bad input with 400 naming each field', async () => {
    const ip = freshIp();
    const response = await post(
      '/api2/account/register/start',
      { name: '', email: 'not-an-email', password: 'short' },
      ip,
    );
    expect(response.status).toBe(400);
    const body = await json(response);
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'email',
      'name',
      'password',
    ]);
    expect(body.error.message).toContain('password: Use at least 8 characters');
    const badCode = await post(
      '/api2/account/register/verify',
      { email: 'eve@example.com', code: '12ab' },
      ip,
    );
    expect((await json(badCode)).error.message).toBe('code: Enter the 6-digit code');
    const reserved = await post(
      '/api2/account/register/start',
      { name: 'Z', email: 'z@demo.invalid', password: 'long enough pw' },
      ip,
    );
    expect(reserved.status).toBe(400);
  });

  it('refuses sign-up with 403 and a clear message while the registration setting is off', async () => {
    const ip = freshIp();
    const server = await json(await t.fetch('/api/server', { cookie: adminCookie }));
    const setRegistration = (registration: boolean) =>
      t.fetch('/api/server', {
        method: 'PUT',
        cookie: adminCookie,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...server, registration }),
      });
    expect((await json(await t.fetch('/api2/account/options'))).registration).toBe(true);
    await post(
      '/api2/account/register/start',
      { name: 'Fay', email: 'fay@example.com', password: 'long enough pw' },
      ip,
    );
    const code = await codeSentTo('fay@example.com');
    expect((await setRegistration(false)).status).toBe(200);
    try {
      const start = await post(
        '/api2/account/register/start',
        { name: 'G', email: 'g@example.com', password: 'long enough pw' },
        ip,
      );
      expect(start.status).toBe(403);
      expect((await json(start)).error.message).toBe(
        'Registration is turned off on this server. Ask an administrator for an account.',
      );
      // A code sent before the switch no longer creates an account either.
      expect(
        (await post('/api2/account/register/verify', { email: 'fay@example.com', code }, ip)).status,
      ).toBe(403);
      expect(await json(await t.fetch('/api2/account/options'))).toEqual({
        registration: false,
        demo: false,
        totpForce: false,
      });
    } finally {
      await setRegistration(true);
    }
  });

  it(`rate-limits sign-up starts to ${SIGN_UP_START_RATE_LIMIT.max} per IP with 429`, async () => {
    const ip = freshIp();
    let n = 0;
    // Another address each time: the per-account limit is tested in accountLimits.test.ts.
    const attempt = (from: string) =>
      post('/api2/account/register/start', { name: 'H', email: `h${n++}@example.com`, password: 'x' }, from);
    for (let i = 0; i < SIGN_UP_START_RATE_LIMIT.max; i++) expect((await attempt(ip)).status).toBe(400);
    const blocked = await attempt(ip);
    expect(blocked.status).toBe(429);
    expect((await json(blocked)).error.message).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/);
    expect((await attempt(freshIp())).status).toBe(400);
  });

  it('answers the demo login with 404 when the server has no demo', async () => {
    const response = await post('/api2/account/demo', {}, freshIp());
    expect(response.status).toBe(404);
  });
});
