import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { E2E_ADMIN } from './e2eUser';
import { signIn } from './signIn';
import { contactOf, IMEI, simOf } from './trackerIds';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const DAY_MS = 24 * 60 * 60 * 1000;

/** The serious and critical axe-core violations of the page, as e2e/accessibility.spec.ts checks them. */
async function seriousViolations(page: Page) {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(): Promise<{ violations: { id: string; impact: string | null; nodes: unknown[] }[] }> };
      }
    ).axe;
    return (await axe.run()).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes }));
}

async function adminContext(baseURL: string | undefined): Promise<APIRequestContext> {
  const admin = await request.newContext({ baseURL });
  const login = await admin.post('/api/session', {
    form: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(login.ok()).toBe(true);
  return admin;
}

/** The plan the tests renew with, added by the administrator unless it is there. */
async function ensurePlan(admin: APIRequestContext): Promise<void> {
  const plans = (await (await admin.get('/api2/subscriptions/plans')).json()) as { name: string }[];
  if (plans.some((p) => p.name === 'E2E Yearly')) return;
  const plan = await admin.post('/api2/subscriptions/plans', {
    data: { name: 'E2E Yearly', months: 12, price: 1500, currency: 'NPR' },
  });
  expect(plan.ok()).toBe(true);
}

interface VehicleSubscription {
  deviceId: number;
  expirationTime: string | null;
  state: string;
}

async function subscriptionOf(page: Page, deviceId: number): Promise<VehicleSubscription | undefined> {
  const list = (await (await page.request.get('/api2/subscriptions')).json()) as VehicleSubscription[];
  return list.find((s) => s.deviceId === deviceId);
}

test('an expired vehicle is renewed through the sandbox gateway once, and a replayed return is refused', async ({
  page,
  baseURL,
}) => {
  const admin = await adminContext(baseURL);
  const gateways = (await (await admin.get('/api2/subscriptions/gateways')).json()) as { id: string }[];
  // The sandbox is the server's test gateway (--payment-sandbox or FLEETKIT_PAYMENT_SANDBOX=true).
  expect(
    gateways.map((g) => g.id),
    'the e2e server must offer the payment sandbox',
  ).toContain('sandbox');
  await ensurePlan(admin);

  await signIn(page);
  const created = await page.request.post('/api2/devices', {
    data: {
      name: 'Renewal Truck 7',
      category: 'truck',
      uniqueId: IMEI.expiredCar,
      phone: simOf(IMEI.expiredCar),
      contact: contactOf(IMEI.expiredCar),
    },
  });
  expect(created.ok(), `POST /api2/devices: ${created.status()} ${await created.text()}`).toBe(true);
  const device = (await created.json()) as Record<string, unknown> & { id: number };
  // Support (an administrator) lets its subscription lapse ten days ago.
  const lapsed = new Date(Date.now() - 10 * DAY_MS).toISOString();
  const expire = await admin.put(`/api/devices/${device.id}`, {
    data: { ...device, expirationTime: lapsed },
  });
  expect(expire.ok()).toBe(true);
  expect((await subscriptionOf(page, device.id))?.state).toBe('expired');

  await page.goto('/dashboard/subscription');
  await expect(page.locator('.fleet-portal-topbar__title')).toHaveText('Subscription');
  const row = page.getByRole('row').filter({ hasText: 'Renewal Truck 7' });
  await expect(row.getByText('Expired', { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('subscription-1366.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Renewal Truck 7').check();
  await page.getByRole('radio', { name: /E2E Yearly/ }).check();
  await page.getByRole('radio', { name: /Sandbox/ }).check();
  await expect(page.getByText('1 vehicle ×')).toBeVisible();
  await page.getByRole('button', { name: /^Pay with Sandbox/ }).click();

  // The gateway's own page (the sandbox works like eSewa's form).
  await expect(page.getByRole('heading', { name: 'Payment sandbox' })).toBeVisible();
  await expect(page.getByText(/^NPR 1500(\.00)?$/)).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/dashboard\/subscription\/verify\?data=/);
  const returnUrl = page.url();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Renewed vehicles' })).toContainText('Renewal Truck 7');
  await page.screenshot({ path: test.info().outputPath('subscription-verify-1366.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // A lapsed vehicle gets a full year from today.
  const renewed = await subscriptionOf(page, device.id);
  expect(renewed?.state).toBe('active');
  const expiry = Date.parse(renewed?.expirationTime ?? '');
  expect(expiry).toBeGreaterThan(Date.now() + 360 * DAY_MS);
  expect(expiry).toBeLessThan(Date.now() + 367 * DAY_MS);

  await page.getByRole('link', { name: 'View payment history' }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscription\/history$/);
  const payment = page
    .getByRole('row')
    .filter({ hasText: 'E2E Yearly' })
    .filter({ hasText: 'Renewal Truck 7' });
  await expect(payment).toHaveCount(1);
  await expect(payment.getByText('Completed')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('subscription-history-1366.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // The same signed answer again: refused, and the expiry does not move a second time.
  await page.goto(returnUrl);
  await expect(page.getByRole('heading', { name: 'Payment not verified' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('already verified');
  expect((await subscriptionOf(page, device.id))?.expirationTime).toBe(renewed?.expirationTime);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/dashboard/subscription');
  await expect(page.getByRole('row').filter({ hasText: 'Renewal Truck 7' })).toBeVisible();
  // Wide tables scroll inside their card; the page itself does not scroll sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: test.info().outputPath('subscription-375.png'), fullPage: true });
  await page.goto('/dashboard/subscription/history');
  await expect(page.getByText('Completed').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: test.info().outputPath('subscription-history-375.png'), fullPage: true });
  await admin.dispose();
});

test('a payment cancelled at the gateway extends nothing and shows as failed', async ({ page, baseURL }) => {
  const admin = await adminContext(baseURL);
  await ensurePlan(admin);
  await admin.dispose();
  await signIn(page);
  const created = await page.request.post('/api2/devices', {
    data: {
      name: 'Cancelled Van 8',
      category: 'van',
      uniqueId: IMEI.cancelledCar,
      phone: simOf(IMEI.cancelledCar),
      contact: contactOf(IMEI.cancelledCar),
    },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  const vehicle = await subscriptionOf(page, id);
  expect(vehicle?.expirationTime).toBeTruthy();
  const before = vehicle?.expirationTime;

  await page.goto(`/dashboard/subscription?deviceId=${vehicle?.deviceId}`);
  await page.getByRole('radio', { name: /E2E Yearly/ }).check();
  await page.getByRole('radio', { name: /Sandbox/ }).check();
  await page.getByRole('button', { name: /^Pay with Sandbox/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment sandbox' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/dashboard\/subscription\/verify\?failed=/);
  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('subscription-cancelled-1366.png'), fullPage: true });
  expect((await subscriptionOf(page, vehicle?.deviceId ?? 0))?.expirationTime).toBe(before);
  await page.getByRole('link', { name: 'View payment history' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Failed' }).first()).toBeVisible();
});
