import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { apiSession } from './accounts';
import { E2E_ADMIN } from './e2eUser';

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
