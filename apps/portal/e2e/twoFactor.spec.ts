import { expect, request, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { apiSession } from './accounts';
import { E2E_ADMIN } from './e2eUser';
import { seriousViolations } from './pageChecks';

const ACCOUNT = { email: 'two-factor@fleetkit.test', password: 'e2e-two-factor-staple' };
// A key as POST /api/users/totp makes them (base32, 160 bits).
const KEY = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const codeNow = () => new TOTP({ secret: Secret.fromBase32(KEY) }).generate();

test('an account with two-factor sign-in is asked for its authenticator code after the password, and the code opens the dashboard', async ({
  page,
  baseURL,
}) => {
  // The administrator adds the account with a key, as Traccar's user form does.
  const admin = await apiSession(baseURL, E2E_ADMIN);
  const created = await admin.post('/api/users', {
    data: { name: 'Two Factor', email: ACCOUNT.email, password: ACCOUNT.password, totpKey: KEY },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await page.goto('/login');
  await page.getByLabel('Email').fill(ACCOUNT.email);
  await page.getByLabel('Password').fill(ACCOUNT.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter the code from your authenticator app');
  const code = page.getByLabel('Authenticator code');
  await expect(code).toBeFocused();
  await expect(page).toHaveURL(/\/login$/);

  await code.fill('000000' === codeNow() ? '111111' : '000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong code');

  await code.fill(codeNow());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
});

test('sign-up on a server that forces two-factor sign-in shows a new authenticator key, and the account signs in with its codes', async ({
  page,
  baseURL,
}) => {
  const email = 'forced.two-factor@fleetkit.test';
  const password = 'e2e-forced-two-factor';
  const admin = await apiSession(baseURL, E2E_ADMIN);
  const server = (await (await admin.get('/api/server')).json()) as { attributes: Record<string, unknown> };
  const setAttributes = async (attributes: Record<string, unknown>) => {
    const saved = await admin.put('/api/server', { data: { ...server, attributes } });
    expect(saved.ok(), await saved.text()).toBe(true);
  };
  await setAttributes({ ...server.attributes, totpEnable: true, totpForce: true });
  try {
    await page.goto('/register');
    await expect(page.getByText('You will also set up an authenticator app')).toBeVisible();
    await page.getByLabel('Name').fill('Forced Two Factor');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();

    // The key to add to an authenticator app: as a QR code of its otpauth address, and written out.
    const setup = page.getByRole('group', { name: 'Set up your authenticator app' });
    await expect(setup).toBeVisible();
    const key = ((await setup.locator('code').textContent()) ?? '').replace(/\s+/g, '');
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    const qr = setup.getByRole('img', { name: 'QR code of the authenticator key' });
    await expect(qr).toBeVisible();
    const address = new URL((await qr.getAttribute('data-otpauth')) ?? '');
    expect(address.protocol).toBe('otpauth:');
    expect(address.searchParams.get('secret')).toBe(key);
    expect(decodeURIComponent(address.pathname)).toContain(email);
    expect(await seriousViolations(page)).toEqual([]);

    const outbox = (await (
      await admin.get('/api2/account/outbox', { params: { recipient: email } })
    ).json()) as {
      body: string;
    }[];
    const code = outbox[0]?.body.match(/\b(\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel('One-time code').fill(code ?? '');
    await setup.getByLabel('I have added this key to my authenticator app').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/dashboard\/home$/);

    // The account was created with that key: a password alone no longer opens a session, its code does.
    const fresh = await request.newContext({ baseURL });
    const passwordOnly = await fresh.post('/api/session', { form: { email, password } });
    expect(passwordOnly.status()).toBe(401);
    expect(passwordOnly.headers()['www-authenticate']).toBe('TOTP');
    const code2 = new TOTP({ secret: Secret.fromBase32(key) }).generate();
    const withCode = await fresh.post('/api/session', { form: { email, password, code: code2 } });
    expect(withCode.ok()).toBe(true);
    await fresh.dispose();
  } finally {
    await setAttributes(server.attributes);
    await admin.dispose();
  }
});
