import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';
import { E2E_USER } from './e2eUser';
import { signIn } from './signIn';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core on the page and returns the serious and critical violations. */
async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

test('the login page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('login-desktop.png'), fullPage: true });
});

test('the home page has no serious or critical accessibility violations', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Fleet status' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('every built dashboard page has no serious or critical accessibility violations', async ({ page }) => {
  // Thirteen pages, each loaded and scanned: more than one ordinary test's share of time.
  test.slow();
  await signIn(page);
  for (const path of [
    '/dashboard/vehicle/vehicle-groups',
    '/dashboard/vehicle/vehicle-states',
    '/dashboard/alert',
    '/dashboard/report',
    '/dashboard/maintenance/service-schedule',
    '/dashboard/maintenance/service-history',
    '/dashboard/driver/all-driver',
    '/dashboard/driver/driver-performance',
    '/dashboard/settings/general',
    '/dashboard/settings/account',
    '/dashboard/settings/notification',
    '/dashboard/settings/login-history',
    '/dashboard/installed-devices',
  ]) {
    await page.goto(path);
    await expect(page.locator('.fleet-portal-page')).toBeVisible();
    await expect(page.locator('.fleet-portal-loading')).toHaveCount(0);
    expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
  }
});

test('at 375 px, with a success toast open, the dashboard has no serious or critical accessibility violations', async ({
  page,
}) => {
  await signIn(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/dashboard/settings/general');
  await expect(page.locator('.fleet-portal-page')).toBeVisible();
  // Only the avatar's letter shows on a phone: the user menu is still named by the user's name.
  await expect(page.locator('.fleet-portal-user-menu__trigger')).toHaveAccessibleName(E2E_USER.name);
  const calendar = page.getByLabel('Calendar');
  await calendar.selectOption('BS');
  const toast = page.locator('[data-sonner-toast][data-type="success"]', { hasText: 'Calendar updated' });
  await expect(toast).toBeVisible();
  // axe weighs colours with the toast's opacity: measured once it has faded in.
  await expect(toast).toHaveCSS('opacity', '1');
  expect(await seriousViolations(page)).toEqual([]);
  // The account keeps the Gregorian calendar for the other tests.
  await calendar.selectOption('AD');
  await expect(page.locator('[data-sonner-toast]', { hasText: 'Calendar updated' })).toHaveCount(2);
});
