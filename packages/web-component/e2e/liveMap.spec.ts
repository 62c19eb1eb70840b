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

interface MaplibreLike {
  isMoving(): boolean;
  project(lngLat: [number, number]): { x: number; y: number };
  queryRenderedFeatures(point: [number, number], options: { layers: string[] }): unknown[];
}

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
      const latitude = element.controller?.trackedPose?.latitude;
      return [element.controller?.mode, latitude === undefined ? null : Math.round(latitude * 1e5) / 1e5];
    });
  await expect.poll(state).toEqual(['track_device', 27.71]);
  // A new fix reaches the map through the live socket, and the followed vehicle glides to it.
  await sendFix(followed.uniqueId, 27.7103, 85.3103);
  await waitForVehicleAt(page, 'fleet-live-map', followed.id, 27.7103, 85.3103);
  await expect.poll(state).toEqual(['track_device', 27.7103]);
  await expect(page.locator('fleet-live-map .fleet-element')).toHaveAttribute('data-theme', 'dark');

  // A click on the vehicle's marker opens its card and fires fleet-vehicle-select.
  // Click where the tracked vehicle's icon is drawn, once maplibre has drawn it there.
  const iconAt = () =>
    page.evaluate(() => {
      const element = document.querySelector('fleet-live-map') as unknown as LiveMapElement & {
        map: MaplibreLike;
      };
      const pose = element.controller?.trackedPose;
      const at = element.map.project([pose?.longitude ?? 0, pose?.latitude ?? 0]);
      const drawn = element.map.queryRenderedFeatures([at.x, at.y], { layers: ['fleet-tracked'] });
      if (drawn.length === 0 || element.map.isMoving()) return null;
      const box = element.getBoundingClientRect();
      return { x: box.left + at.x, y: box.top + at.y };
    });
  // The point of the last poll is clicked: the map was still when it was read.
  let point: { x: number; y: number } | null = null;
  await expect
    .poll(async () => (point = await iconAt()), {
      message: "the followed vehicle's icon drawn on a still map",
    })
    .not.toBeNull();
  const { x, y } = point as unknown as { x: number; y: number };
  await page.mouse.click(x, y);
  await expect(page.locator('fleet-live-map .fleet-vehicle-card__name')).toHaveText('Followed Tanker');
  await expect
    .poll(async () => (await fleetEvents(page)).filter((e) => e.type === 'fleet-vehicle-select'))
    .toEqual([
      {
        type: 'fleet-vehicle-select',
        detail: { vehicleId: followed.id, name: 'Followed Tanker' },
        target: 'fleet-live-map',
      },
    ]);

  // The property switches back to the whole fleet without reloading the map.
  await page.evaluate(() => {
    (document.querySelector('fleet-live-map') as LiveMapElement).vehicleId = null;
  });
  await expect.poll(state).toEqual(['view_devices', null]);
  expect(await page.locator('fleet-live-map').getAttribute('vehicle-id')).toBeNull();
  expect((await fleetEvents(page)).map((e) => e.type)).toEqual(['fleet-ready', 'fleet-vehicle-select']);
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
