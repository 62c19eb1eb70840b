import { MESSAGES } from '@fleetkit/sdk-core';
import { expect, request, test } from '@playwright/test';
import { E2E_ADMIN } from './e2eUser';
import { signIn } from './signIn';
import { contactOf, IMEI, simOf } from './trackerIds';

test('a share link opens a temporary session with its token and then leaves the dashboard to the guest view', async ({
  page,
  browser,
}) => {
  await signIn(page);
  const vehicle = await page.request.post('/api2/devices', {
    data: {
      name: 'Shared Van 3',
      category: 'van',
      uniqueId: IMEI.shareBus,
      phone: simOf(IMEI.shareBus),
      contact: contactOf(IMEI.shareBus),
    },
  });
  expect(vehicle.ok()).toBe(true);
  const { id } = (await vehicle.json()) as { id: number };
  const share = await page.request.post('/api2/devices/share', { data: { deviceId: id, expiration: 24 } });
  expect(share.ok()).toBe(true);
  const { url } = (await share.json()) as { url: string };
  const path = new URL(url).pathname;
  expect(path).toMatch(/^\/short\/[A-Za-z0-9]+$/);

  // A guest in a fresh browser: the link resolves, the token becomes a session, the guest goes to /guest.
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto(path);
  await expect(guestPage.getByText(MESSAGES.shareResolved)).toBeVisible();
  await expect(guestPage).toHaveURL(/\/guest$/);
  const session = (await (await guestPage.request.get('/api/session')).json()) as { temporary: boolean };
  expect(session.temporary).toBe(true);

  // The temporary session is refused outside /guest.
  await guestPage.goto('/dashboard/home');
  await expect(guestPage.getByText(MESSAGES.unauthorized)).toBeVisible();
  await expect(guestPage).toHaveURL(/\/guest$/);
  await guest.close();
});

test('sign-up sends a one-time code and the code creates the account', async ({ page, baseURL }) => {
  const email = 'new.owner@fleetkit.test';
  await page.goto('/register');
  await expect(page.getByText('Maximize asset utilization')).toBeVisible();
  await page.getByLabel('Name').fill('New Owner');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-strong-new-password');
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();

  // The server has no mail transport here: the code waits in its outbox, which administrators read.
  const admin = await request.newContext({ baseURL });
  const login = await admin.post('/api/session', {
    form: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(login.ok()).toBe(true);
  const outbox = (await (
    await admin.get('/api2/account/outbox', { params: { recipient: email } })
  ).json()) as {
    body: string;
  }[];
  const code = outbox[0]?.body.match(/\b(\d{6})\b/)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  await admin.dispose();

  await page.getByLabel('One-time code').fill('000000' === code ? '111111' : '000000');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toContainText('Wrong code');

  await page.getByLabel('One-time code').fill(code ?? '');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await expect(page.getByRole('button', { name: /New Owner/ })).toBeVisible();
});
