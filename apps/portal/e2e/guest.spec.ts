import { MESSAGES } from '@fleetkit/sdk-core';
import { expect, test } from '@playwright/test';
import { addVehicle } from './accounts';
import { settle } from './pictures';
import { signIn } from './signIn';
import { IMEI } from './trackerIds';
import { reportOsmAnd } from './trackers';

const GUEST_VAN = { name: 'Guest Van 7', category: 'van', uniqueId: IMEI.guestVan };

test("a share link made on the vehicle's card opens the guest map of that vehicle, read-only", async ({
  page,
  browser,
}) => {
  // A long journey over a shared machine's map rendering: three times the usual ceiling.
  test.slow();
  await signIn(page);
  const devices = (await (await page.request.get('/api/devices')).json()) as { uniqueId: string }[];
  if (!devices.some((device) => device.uniqueId === GUEST_VAN.uniqueId))
    await addVehicle(page.request, GUEST_VAN);
  await reportOsmAnd(GUEST_VAN.uniqueId, {
    time: new Date(),
    latitude: 27.6727,
    longitude: 85.3149,
    speed: 12,
    bearing: 90,
    ignition: true,
    motion: true,
  });

  await page.goto('/dashboard/vehicle/all-vehicles');
  const card = page.getByRole('article', { name: GUEST_VAN.name });
  await card.getByRole('button', { name: 'Share Device' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Device' });
  await expect(dialog.getByText('24 hours')).toBeVisible();
  await dialog.getByRole('button', { name: 'Generate Link' }).click();
  const link = dialog.getByRole('textbox', { name: 'Share link' });
  await expect(link).toHaveValue(/\/short\/[A-Za-z0-9]+$/);
  const path = new URL(await link.inputValue()).pathname;
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  // A guest in a fresh browser: the link resolves into a temporary session and the guest map.
  const guest = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const guestPage = await guest.newPage();
  await guestPage.goto(path);
  await expect(guestPage).toHaveURL(/\/guest$/);
  await expect(guestPage.locator('.fleet-portal-guest canvas.maplibregl-canvas')).toBeVisible();
  // The shared vehicle's popup opens by itself, with Device Info and without the owner's actions.
  const popup = guestPage.locator('.fleet-map-popup').getByRole('article', { name: GUEST_VAN.name });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Share Device' })).toHaveCount(0);
  await expect(popup.getByRole('button', { name: 'Connect Data' })).toHaveCount(0);
  await settle(guestPage);
  await guestPage.screenshot({ path: test.info().outputPath('guest-1366.png') });
  await popup.getByRole('button', { name: 'Device Info' }).click();
  const info = guestPage.getByRole('dialog', { name: 'Device info' });
  await expect(info.getByText(GUEST_VAN.name)).toBeVisible();
  await info.getByRole('button', { name: /close/i }).first().click();

  // The map options hide the critical, stopped and geofence-event toggles from guests.
  await guestPage.getByRole('button', { name: 'More Options' }).click();
  await expect(guestPage.getByRole('switch', { name: 'Show vehicle Number' })).toBeVisible();
  for (const hidden of ['Critical Points', 'Stopped Points', 'Geofence Enter/Exit']) {
    await expect(guestPage.getByRole('switch', { name: hidden })).toHaveCount(0);
  }

  // Outside /guest a temporary session is refused.
  await guestPage.goto('/dashboard/vehicle/all-vehicles');
  await expect(guestPage.getByText(MESSAGES.unauthorized)).toBeVisible();
  await expect(guestPage).toHaveURL(/\/guest$/);

  await guestPage.setViewportSize({ width: 375, height: 812 });
  await expect(popup).toBeVisible();
  await settle(guestPage);
  await guestPage.screenshot({ path: test.info().outputPath('guest-375.png') });
  await guest.close();
});

test('a share token stops working when its sharer revokes it: the guest is sent to the sign-in page', async ({
  page,
  browser,
}) => {
  // A long journey over a shared machine's map rendering: three times the usual ceiling.
  test.slow();
  await signIn(page);
  const devices = (await (await page.request.get('/api/devices')).json()) as {
    id: number;
    uniqueId: string;
  }[];
  const van = devices.find((device) => device.uniqueId === GUEST_VAN.uniqueId);
  const deviceId = van ? van.id : await addVehicle(page.request, GUEST_VAN);
  // Traccar's share call takes SPEC's expiries only (24 hours, 3, 7 or 30 days).
  const shared = await page.request.post('/api/devices/share', {
    form: { deviceId: String(deviceId), expiration: new Date(Date.now() + 24 * 3_600_000).toISOString() },
  });
  expect(shared.ok()).toBe(true);
  const token = (await shared.text()).trim();

  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto(`/?token=${encodeURIComponent(token)}`);
  await expect(guestPage).toHaveURL(/\/guest$/);
  await expect(guestPage.locator('.fleet-portal-guest canvas.maplibregl-canvas')).toBeVisible();

  // Revoked with Traccar's call, the share lets the same browser in no more.
  const revoked = await page.request.post('/api/session/token/revoke', { form: { token } });
  expect(revoked.status()).toBe(204);
  await guestPage.reload();
  await expect(guestPage).toHaveURL(/\/login$/);
  const session = await guestPage.request.get('/api/session');
  expect(session.status()).toBe(404);
  await guest.close();
});
