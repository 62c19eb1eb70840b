import { expect, type Page, test } from '@playwright/test';
import type { E2eEnvironment } from './support/globalSetup';

function environment(): E2eEnvironment {
  const raw = process.env.FLEET_PLAYGROUND_E2E;
  if (!raw) throw new Error('FLEET_PLAYGROUND_E2E is not set: run through playwright.config.ts');
  return JSON.parse(raw) as E2eEnvironment;
}

async function signIn(page: Page, example: string) {
  const env = environment();
  await page.goto(`${env.pageUrl}/#${example}`);
  await page.getByLabel('E-mail').fill(env.email);
  await page.getByLabel('Password').fill(env.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Examples' })).toBeVisible();
}

test.describe('the playground', () => {
  test('FleetMap draws the fleet and its props change it live', async ({ page }) => {
    await signIn(page, 'FleetMap');
    const stage = page.locator('.playground-stage');
    await expect(stage.locator('canvas.maplibregl-canvas')).toBeVisible();
    await expect(stage.getByRole('button', { name: /More Options/i })).toBeVisible();
    await page.getByLabel(/'More Options' panel/).uncheck();
    await expect(stage.getByRole('button', { name: /More Options/i })).toHaveCount(0);
  });

  test('VehicleCard shows the vehicle live, calls back, and hides its icons for a guest', async ({
    page,
  }) => {
    await signIn(page, 'VehicleCard');
    const card = page.locator('.fleet-vehicle-card');
    await expect(card.getByRole('heading', { name: 'Playground Truck' })).toBeVisible();
    await card.getByRole('button', { name: 'View Details' }).click();
    await expect(page.getByRole('log', { name: 'Callbacks' })).toContainText(
      `onOpen(${environment().vehicleId})`,
    );
    await expect(card.getByRole('button', { name: 'Share Device' })).toBeVisible();
    await page.getByLabel(/Guest/).check();
    await expect(card.getByRole('button', { name: 'Share Device' })).toHaveCount(0);
  });

  test('StatusBadge follows the status picked', async ({ page }) => {
    await signIn(page, 'StatusBadge');
    await page.getByRole('combobox', { name: /Status/ }).selectOption('offline');
    await expect(page.locator('.playground-stage .fleet-badge')).toHaveText('Offline');
  });

  test('<fleet-share-view> shows a fresh share link of the vehicle, also on the plain HTML page', async ({
    page,
  }) => {
    await signIn(page, 'ShareView');
    const view = page.locator('fleet-share-view');
    await expect(view.locator('.fleet-vehicle-card__name')).toHaveText('Playground Truck');
    await expect(page.getByRole('log', { name: 'Events' })).toContainText('fleet-ready');
    await view.evaluate((element) => element.setAttribute('theme', 'dark'));
    await expect(view.locator('.fleet-element')).toHaveAttribute('data-theme', 'dark');

    await page.getByRole('link', { name: 'plain.html' }).click();
    await expect(page).toHaveURL(/plain\.html\?code=/);
    await expect(page.locator('fleet-share-view .fleet-vehicle-card__name')).toHaveText('Playground Truck');
  });
});
