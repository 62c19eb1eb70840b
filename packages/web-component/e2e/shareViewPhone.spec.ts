import { TRACKING_ZOOM } from '@fleetkit/sdk-core';
import { expect, test } from '@playwright/test';
import { newVehicle, ownerClient, partnerPage, sendFix, waitForVehicleAt } from './support/partner';

const DAY = 24 * 3_600_000;

test('on a phone the share view opens on the vehicle at the tracking zoom with its card inside the map', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  const owner = await ownerClient();
  const vehicle = await newVehicle(owner, 'Phone Share Truck');
  await sendFix(vehicle.uniqueId, 27.7172, 85.324);
  const token = await owner.devices.share(vehicle.id, new Date(Date.now() + DAY));
  await page.goto(partnerPage('share.html', { token }));
  await waitForVehicleAt(page, 'fleet-share-view', vehicle.id, 27.7172, 85.324);
  const card = page.locator('fleet-share-view .fleet-vehicle-card');
  await expect(card).toBeVisible();

  const view = () =>
    page.evaluate(() => {
      const element = document.querySelector('fleet-share-view') as unknown as {
        map: { getZoom(): number; getBounds(): { contains(at: [number, number]): boolean } } | null;
      };
      const map = element.map;
      return map ? { zoom: map.getZoom(), seesVehicle: map.getBounds().contains([85.324, 27.7172]) } : null;
    });
  await expect.poll(view).toEqual({ zoom: TRACKING_ZOOM, seesVehicle: true });

  await expect
    .poll(
      async () => {
        const box = await page.locator('fleet-share-view .maplibregl-popup').boundingBox();
        const frame = await page.locator('fleet-share-view .maplibregl-map').boundingBox();
        if (!box || !frame) return 'not laid out';
        const fits =
          box.x >= frame.x &&
          box.y >= frame.y &&
          box.x + box.width <= frame.x + frame.width &&
          box.y + box.height <= frame.y + frame.height;
        return fits ? 'inside' : JSON.stringify({ box, frame });
      },
      { message: 'the card lies inside the map' },
    )
    .toBe('inside');
});
