import { expect, test } from '@playwright/test';
import { signIn } from './signIn';
import { contactOf, IMEI, simOf } from './trackerIds';

test("the vehicle page lists the vehicle's active share links and revoking one signs its guest out at once", async ({
  page,
  browser,
}) => {
  // Two browsers and the map: three times the usual ceiling on a shared machine.
  test.slow();
  await signIn(page);
  const vehicle = await page.request.post('/api2/devices', {
    data: {
      name: 'Shared Tipper 7',
      category: 'truck',
      uniqueId: IMEI.sharedTipper,
      phone: simOf(IMEI.sharedTipper),
      contact: contactOf(IMEI.sharedTipper),
    },
  });
  expect(vehicle.ok()).toBe(true);
  const { id } = (await vehicle.json()) as { id: number };
  const share = await page.request.post('/api2/devices/share', { data: { deviceId: id, expiration: 72 } });
  expect(share.ok()).toBe(true);
  const path = new URL(((await share.json()) as { url: string }).url).pathname;

  // A guest opens the link in its own browser and sees the shared vehicle.
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto(path);
  await guestPage.waitForURL(/\/guest$/);
  expect((await guestPage.request.get('/api/devices')).status()).toBe(200);

  // The owner sees the link on the vehicle page, with who made it, and revokes it.
  const listed = page.waitForResponse((r) => r.url().endsWith(`/api2/devices/${id}/shares`));
  await page.goto(`/dashboard/vehicle/all-vehicles/${id}`);
  expect((await listed).status()).toBe(200);
  const shares = page.getByRole('region', { name: 'Active share links' });
  await expect(shares.getByText(/Shared by .+ on /)).toHaveCount(1);
  await expect(shares.getByText(/Expires /)).toBeVisible();
  await shares.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Share link revoked')).toBeVisible();
  await expect(shares.getByText('No active share links')).toBeVisible();

  // The guest's session is over: its calls are refused and the portal sends it to the sign-in page.
  expect((await guestPage.request.get('/api/devices')).status()).toBe(401);
  await guestPage.waitForURL(/\/login$/);
  await guest.close();
});
