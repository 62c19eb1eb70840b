import { expect, test } from '@playwright/test';
import {
  fleetEvents,
  newVehicle,
  ownerClient,
  partnerPage,
  recordFleetEvents,
  sendFix,
  waitForVehicleAt,
} from './support/partner';

type LiveMapElement = HTMLElement & {
  vehicleId: number | null;
  controller: { mode: string; trackedPose: { latitude: number; longitude: number } | null } | null;
};

test('<fleet-live-map> shows the fleet of an access token and follows the vehicle of vehicle-id', async ({
  page,
}) => {
  const owner = await ownerClient();
  const followed = await newVehicle(owner, 'Followed Tanker');
  await sendFix(followed.uniqueId, 27.71, 85.31);
  const token = await owner.session.createToken(new Date(Date.now() + 3_600_000));
  await recordFleetEvents(page);
  await page.goto(partnerPage('live.html', { token, vehicle: followed.id }));
  await waitForVehicleAt(page, 'fleet-live-map', followed.id, 27.71, 85.31);
  const state = () =>
    page.evaluate(() => {
      const element = document.querySelector('fleet-live-map') as LiveMapElement;
      return [element.controller?.mode, element.controller?.trackedPose?.latitude ?? null];
    });
  await expect.poll(state).toEqual(['track_device', 27.71]);
  await expect(page.locator('fleet-live-map .fleet-element')).toHaveAttribute('data-theme', 'dark');

  // The property switches back to the whole fleet without reloading the map.
  await page.evaluate(() => {
    (document.querySelector('fleet-live-map') as LiveMapElement).vehicleId = null;
  });
  await expect.poll(state).toEqual(['view_devices', null]);
  expect(await page.locator('fleet-live-map').getAttribute('vehicle-id')).toBeNull();
  expect((await fleetEvents(page)).map((e) => e.type)).toEqual(['fleet-ready']);
});

test('<fleet-live-map> says a refused token is not valid and fires fleet-error', async ({ page }) => {
  await recordFleetEvents(page);
  await page.goto(partnerPage('live.html', { token: 'not-a-token' }));
  await expect(page.locator('fleet-live-map .fleet-element__status')).toHaveText(
    'The access token is not valid or has expired.',
  );
  await expect
    .poll(async () => (await fleetEvents(page)).map((e) => [e.type, (e.detail as { code: string }).code]))
    .toEqual([['fleet-error', 'invalid-token']]);
});
