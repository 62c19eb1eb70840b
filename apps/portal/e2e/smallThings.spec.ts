import { MESSAGES } from '@fleetkit/sdk-core';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './signIn';

// Small things users notice: a demo that offers only what it may do, every page in the sidebar, a
// search that says it found nothing, a readable login history, a full reset of the settings, Renew on
// due documents, unknown ids on the not-found page, and a console that stays quiet on load.

/** Opens a demo session (/demo-login) and waits for the dashboard. */
async function openDemo(page: Page): Promise<void> {
  await page.goto('/demo-login');
  await page.getByRole('button', { name: 'Open the demo' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
}

/** A date `days` from today, as the date fields take it. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('the demo page tells what the demo may do, and the demo shows no action that would fail', async ({
  page,
}) => {
  await page.goto('/demo-login');
  const lead = page.locator('.fleet-portal-auth__lead');
  await expect(lead).toContainText('read-only');
  await expect(lead).toContainText('yours alone');

  await openDemo(page);
  // The demo fleet's vehicles are shared and read-only: no Add Vehicle, no Edit, Delete or Link.
  await page.goto('/dashboard/vehicle/vehicle-list');
  const table = page.getByRole('table', { name: 'Vehicles' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle List' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Vehicle' })).toHaveCount(0);
  await expect(table.getByRole('button', { name: /^(Edit|Delete|Link) / })).toHaveCount(0);

  // Nor Connect Data on the vehicle cards; Documents and Share Device stay.
  await page.goto('/dashboard/vehicle/all-vehicles');
  const card = page.locator('article.fleet-vehicle-card').first();
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: 'Connect Data' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Documents' })).toBeVisible();

  // What the demo creates is its own: it adds geofences, without linking the shared vehicles.
  await page.goto('/dashboard/geofences/add');
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Linked vehicles' })).toHaveCount(0);
  await page.goto('/dashboard/driver/all-driver');
  await expect(page.getByRole('button', { name: 'Add Driver' })).toBeVisible();
});

test('Vehicle States and Driver Performance are in the sidebar, under Vehicle and Driver', async ({
  page,
}) => {
  await signIn(page);
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await sidebar.getByRole('link', { name: 'Vehicle', exact: true }).click();
  await sidebar.getByRole('link', { name: 'Vehicle States', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/vehicle\/vehicle-states$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle States' })).toBeVisible();

  await sidebar.getByRole('link', { name: 'Driver', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/driver\/all-driver$/);
  await sidebar.getByRole('link', { name: 'Driver Performance', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/driver\/driver-performance$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Driver Performance' })).toBeVisible();
});

test('a vehicle search that matches nothing says so', async ({ page }) => {
  await openDemo(page);
  await page.goto('/dashboard/vehicle/all-vehicles');
  await expect(page.locator('article.fleet-vehicle-card').first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search vehicles' }).fill('no vehicle has this name');
  await expect(page.locator('article.fleet-vehicle-card')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.noResults })).toBeVisible();
  await page.getByRole('radio', { name: 'Table' }).click();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.noResults })).toBeVisible();
});

test('the login history names the browser, system and device, not the raw user-agent', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard/settings/login-history');
  const table = page.getByRole('table', { name: 'Login history' });
  const first = table.getByRole('row').nth(1);
  await expect(first).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Operating system' })).toBeVisible();
  // The browser's user-agent is the 'Desktop Chrome' device's: Chrome on Windows 10.
  await expect(first.getByRole('cell', { name: /^Chrome \d+$/ })).toBeVisible();
  await expect(first.getByRole('cell', { name: 'Windows 10', exact: true })).toBeVisible();
  await expect(first.getByRole('cell', { name: 'Computer', exact: true })).toBeVisible();
  await expect(first.getByRole('cell', { name: '127.0.0.1', exact: true })).toBeVisible();
  await expect(table).not.toContainText('Mozilla/5.0');
});

test("'Reset to defaults' puts the calendar back to AD with the other settings", async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard/settings/general');
  const calendar = page.getByLabel('Calendar');
  await calendar.selectOption('BS');
  await expect(page.getByText('Calendar updated')).toBeVisible();
  await page.reload();
  await expect(calendar).toHaveValue('BS');

  await page.getByRole('button', { name: 'Reset to defaults' }).click();
  await expect(calendar).toHaveValue('AD');
  // Saved on the account, not only on the screen.
  await expect
    .poll(async () => {
      const session = (await (await page.request.get('/api/session')).json()) as {
        attributes: Record<string, unknown>;
      };
      return session.attributes.dateFormat ?? 'AD';
    })
    .toBe('AD');
  await page.reload();
  await expect(calendar).toHaveValue('AD');
});

test('a document that expires soon has Renew, which opens its edit for the new dates and images', async ({
  page,
}) => {
  await openDemo(page);
  const created = await page.request.post('/api2/documents', {
    data: {
      documentOf: 'others',
      documentType: 'others',
      identificationNo: 'RENEW-7',
      expiryDate: inDays(5),
    },
  });
  expect(created.ok()).toBe(true);
  await page.goto('/dashboard/document');
  const banner = page.getByRole('region', { name: 'Document expiry' });
  await expect(banner).toContainText('Expires');
  await banner.getByRole('button', { name: /^Renew / }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Document' });
  await expect(edit).toBeVisible();
  await expect(edit.getByLabel('Expiry Date')).toBeVisible();
  await expect(edit.getByLabel('Add images')).toBeAttached();
});

test('an id that names nothing reaches the not-found page', async ({ page }) => {
  await signIn(page);
  for (const path of [
    '/dashboard/vehicle/all-vehicles/999999',
    '/dashboard/vehicle/all-vehicles/not-a-number',
    '/dashboard/geofences/edit/999999',
    '/dashboard/help-and-support/tickets/999999',
    '/event/999999',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: MESSAGES.notFoundTitle }), path).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`));
  }
});

test('loading the portal, signed out or in, logs no warning or error in the console', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') {
      logged.push(`${message.type()}: ${message.text()}`);
    }
  });
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await signIn(page);
  await page.goto('/dashboard/settings/general');
  await expect(page.getByLabel('Calendar')).toBeVisible();
  expect(logged).toEqual([]);
});
