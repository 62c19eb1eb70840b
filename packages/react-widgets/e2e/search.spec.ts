import { MESSAGES } from '@fleetkit/sdk-core';
import { expect, test } from '@playwright/test';
import { type FleetWindow, mapIdle, openFleetPage } from './support/fleetPage';

declare const window: FleetWindow & Window;

const TEST_PASSWORD = 'correct horse battery';

test('searches places with the server geocoder and flies to the one picked', async ({ page }) => {
  await openFleetPage(page, '?styles=none');
  const email = process.env.FLEET_E2E_EMAIL ?? '';
  await page.evaluate(({ email, password }) => window.fleetTest.signIn(email, password), {
    email,
    password: TEST_PASSWORD,
  });
  await page.getByRole('searchbox', { name: 'Search places' }).fill('pokh');
  await page.getByRole('button', { name: 'Pokhara, Nepal' }).click();
  await mapIdle(page);
  const center = await page.evaluate(() => window.fleetTest.controller?.map?.getCenter());
  expect(center?.lat).toBeCloseTo(28.27, 1);
  expect(center?.lng).toBeCloseTo(83.97, 1);
  expect(await page.evaluate(() => window.fleetTest.picked)).toEqual(['Pokhara, Nepal']);
  // The list closed with the pick and the picked name in the box did not list places again.
  await expect(page.getByRole('searchbox', { name: 'Search places' })).toHaveValue('Pokhara, Nepal');
  await expect(page.getByRole('list', { name: 'Search places' })).toHaveCount(0);
});

test('flies to the browser location when allowed', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 27.7, longitude: 85.32 });
  await openFleetPage(page, '?styles=none');
  await page.getByRole('button', { name: 'My location' }).click();
  // The position arrives asynchronously, then the map flies there: wait for the flight to end there.
  await expect.poll(() => page.evaluate(() => window.fleetTest.located)).toEqual(['27.7,85.32']);
  await expect
    .poll(async () => {
      await mapIdle(page);
      return page.evaluate(() => window.fleetTest.controller?.map?.getCenter().lat);
    })
    .toBeCloseTo(27.7, 3);
});

test('asks to allow location when the permission is refused', async ({ page, context }) => {
  await context.clearPermissions();
  await openFleetPage(page, '?styles=none');
  await page.getByRole('button', { name: 'My location' }).click();
  await expect(page.getByRole('alert')).toContainText(MESSAGES.locationFailed);
  await expect(page.getByRole('alert')).toContainText(MESSAGES.locationPermission);
});
