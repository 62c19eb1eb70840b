import { MESSAGES, SIDEBAR_WIDTH_CLOSED, SIDEBAR_WIDTH_OPEN } from '@fleetkit/sdk-core';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './signIn';

/** Width in px of `units` layout units (1 unit = 0.25rem). */
async function unitsToPx(page: Page, units: number): Promise<number> {
  const rem = await page.evaluate(() =>
    Number.parseFloat(getComputedStyle(document.documentElement).fontSize),
  );
  return units * 0.25 * rem;
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('the dashboard has the sidebar, the top bar title and a sidebar that collapses to icons', async ({
  page,
}) => {
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  for (const item of [
    'Dashboard',
    'Vehicle',
    'Alert',
    'Geofences',
    'Report',
    'Document',
    'Maintenance',
    'Driver',
    'Subscription',
    'Installed Devices',
    'Help & Support',
    'Settings',
  ]) {
    await expect(sidebar.getByRole('link', { name: item, exact: true })).toBeAttached();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: /live notifications/i })).toBeVisible();

  const openWidth = (await sidebar.boundingBox())?.width ?? 0;
  expect(openWidth).toBeCloseTo(await unitsToPx(page, SIDEBAR_WIDTH_OPEN), 0);
  expect((await sidebar.getByText('Maintenance', { exact: true }).boundingBox())?.width).toBeGreaterThan(40);

  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect
    .poll(async () => (await sidebar.boundingBox())?.width)
    .toBeCloseTo(await unitsToPx(page, SIDEBAR_WIDTH_CLOSED), 0);
  // Collapsed to icons: the labels stay for assistive technology but take no room.
  await expect
    .poll(async () => (await sidebar.getByText('Maintenance', { exact: true }).boundingBox())?.width)
    .toBeLessThanOrEqual(1);

  // The choice is kept locally: it survives a reload.
  await page.reload();
  await expect
    .poll(async () => (await sidebar.boundingBox())?.width)
    .toBeCloseTo(await unitsToPx(page, SIDEBAR_WIDTH_CLOSED), 0);
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBeCloseTo(openWidth, 0);
  await page.screenshot({ path: test.info().outputPath('home-desktop.png'), fullPage: true });
});

test('a parent menu item redirects to its first sub-item', async ({ page }) => {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Maintenance', exact: true })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/maintenance\/service-schedule$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Service Schedule' })).toBeVisible();

  await page.goto('/dashboard/driver');
  await expect(page).toHaveURL(/\/dashboard\/driver\/all-driver$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Driver' })).toBeVisible();

  await page.goto('/dashboard/settings');
  await expect(page).toHaveURL(/\/dashboard\/settings\/general$/);
});

test('an unknown path shows the not-found page, and Go Back returns', async ({ page }) => {
  await page.goto('/dashboard/home');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: MESSAGES.notFoundTitle })).toBeVisible();
  await page.getByRole('button', { name: MESSAGES.notFoundGoBack }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
});

test('a vehicle group is added, renamed and deleted', async ({ page }) => {
  await page.goto('/dashboard/vehicle/vehicle-groups');
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle Groups' })).toBeVisible();
  await expect(page.getByText('No vehicle groups yet')).toBeVisible();

  await page.getByRole('button', { name: 'Add Group' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add Vehicle Group' });
  await addDialog.getByLabel('Group name').fill('Kathmandu buses');
  await addDialog.getByRole('button', { name: 'Add Group' }).click();
  await expect(addDialog).toBeHidden();
  const table = page.getByRole('table', { name: 'Vehicle groups' });
  await expect(table.getByRole('cell', { name: 'Kathmandu buses', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Edit Kathmandu buses' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Vehicle Group' });
  await editDialog.getByLabel('Group name').fill('Lalitpur buses');
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(table.getByRole('cell', { name: 'Lalitpur buses', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Kathmandu buses', exact: true })).toHaveCount(0);

  // The change is on the server, not only on screen.
  await page.reload();
  await expect(
    page
      .getByRole('table', { name: 'Vehicle groups' })
      .getByRole('cell', { name: 'Lalitpur buses', exact: true }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Delete Lalitpur buses' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Vehicle Group' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No vehicle groups yet')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No vehicle groups yet')).toBeVisible();
});

test('logout asks with SPEC text, signs out and the dashboard is closed afterwards', async ({ page }) => {
  await page.getByRole('button', { name: /Asha Owner/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Logout' });
  await expect(dialog.getByText(MESSAGES.logoutNote)).toBeVisible();
  await dialog.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/dashboard/home');
  await expect(page).toHaveURL(/\/login$/);
});

test('on a 375 px phone the sidebar is a drawer opened from the top bar', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 780 });
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await expect(sidebar).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Fleet status' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('home-phone.png'), fullPage: true });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(sidebar).toBeVisible();
  // The drawer slides in to the left edge of the screen.
  await expect.poll(async () => (await sidebar.boundingBox())?.x).toBe(0);
  await page.screenshot({ path: test.info().outputPath('drawer-phone.png') });
  await sidebar.getByRole('link', { name: 'Report', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/report$/);
  await expect(sidebar).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('report-phone.png'), fullPage: true });
});
