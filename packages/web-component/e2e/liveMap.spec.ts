import { expect, test } from '@playwright/test';
import { fleetEvents, newVehicle, ownerClient, partnerPage, recordFleetEvents, sendFix, waitForVehicleAt } from './support/partner';

test('<fleet-live-map> follows one vehicle of the fleet with an access token', async ({ page }) => {
  const owner = await ownerClient();
  const followed = await newVehicle(owner, 'Followed Tanker');
  await sendFix(followed.uniqueId, 27.71, 85.31);
  const token = await owner.session.createToken(new Date(Date.now() + 3_600_000));
  await recordFleetEvents(page);
  await page.goto(partnerPage('live.html', { token, vehicle: followed.id }));
  await waitForVehicleAt(page, 'fleet-live-map', followed.id, 27.71, 85.31);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const element = document.querySelector('fleet-live-map') as unknown as {
          controller: { mode: string; trackedPose: { latitude: number } | null } | null;
        };
        return [element.controller?.mode, element.controller?.trackedPose?.latitude];
      }),
    )
    .toEqual(['track_device', 27.71]);
  await sendFix(followed.uniqueId, 27.72, 85.32);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (document.querySelector('fleet-live-map') as unknown as { controller: { trackedPose: { latitude: number } } })
            .controller.trackedPose?.latitude,
      ),
    )
    .toBeCloseTo(27.72, 5);
  expect((await fleetEvents(page)).map((e) => e.type)).toEqual(['fleet-ready']);
  await expect(page.locator('fleet-live-map .fleet-element')).toHaveAttribute('data-theme', 'dark');
});
