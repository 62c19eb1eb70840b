import { TRACKING_ZOOM } from '@fleetkit/sdk-core';
import { MAP_OPTION_LABELS } from '@fleetkit/sdk-core/labels';
import { expect, test } from '@playwright/test';
import { device, type FleetWindow, mapIdle, openFleetPage, position, showFleet } from './support/fleetPage';

declare const window: FleetWindow & Window;

const MINUTE = 60_000;

test('dragging the map or panning with the arrow keys pauses following the tracked vehicle; Resume following brings the camera back', async ({
  page,
}) => {
  await openFleetPage(page, '?styles=none');
  await showFleet(page, [device(1, { name: 'Tracked' })], [position(1, 27.7, 85.3)]);
  await page.evaluate(() => {
    window.fleetTest.set({ map: { mapStyles: null, mode: 'track_device' } });
    window.fleetTest.tracking.start(1);
  });
  const start = Date.now();
  // Fixes a minute apart: the marker jumps to each (gaps over 30 s are not animated).
  const fix = (i: number) =>
    page.evaluate(
      (p) => window.fleetTest.store.upsertPositions([p]),
      position(1, 27.7 + i * 0.001, 85.3, {
        id: 7000 + i,
        fixTime: new Date(start + i * MINUTE).toISOString(),
      }),
    );
  const center = () => page.evaluate(() => window.fleetTest.controller?.map?.getCenter().toArray());
  const resume = page.getByRole('button', { name: MAP_OPTION_LABELS.resumeFollowing });

  await fix(1);
  await page.waitForFunction(() => (window.fleetTest.controller?.trackedPose?.latitude ?? 0) > 27.7009);
  await mapIdle(page);
  expect((await center())?.[1]).toBeCloseTo(27.701, 4);
  await expect(resume).toHaveCount(0);

  // The user drags the map away from the vehicle.
  const box = await page.locator('.fleet-map-canvas').boundingBox();
  if (!box) throw new Error('no map canvas');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 150, y + 120, { steps: 12 });
  await page.mouse.up();
  await mapIdle(page);
  await expect(resume).toBeVisible();
  const leftAt = await center();
  expect(leftAt?.[1]).not.toBeCloseTo(27.701, 3);

  // A new fix moves the marker but not the camera while following is paused.
  await fix(2);
  await page.waitForFunction(() => (window.fleetTest.controller?.trackedPose?.latitude ?? 0) > 27.7019);
  await mapIdle(page);
  expect(await center()).toEqual(leftAt);

  await resume.click();
  await expect(resume).toHaveCount(0);
  await mapIdle(page);
  const back = await page.evaluate(() => ({
    zoom: window.fleetTest.controller?.map?.getZoom(),
    center: window.fleetTest.controller?.map?.getCenter().toArray(),
  }));
  expect(back.zoom).toBeCloseTo(TRACKING_ZOOM, 5);
  expect(back.center?.[1]).toBeCloseTo(27.702, 4);
  expect(back.center?.[0]).toBeCloseTo(85.3, 4);

  // Following again: the next fix moves the camera with the vehicle.
  await fix(3);
  await page.waitForFunction(() => (window.fleetTest.controller?.trackedPose?.latitude ?? 0) > 27.7029);
  await mapIdle(page);
  expect((await center())?.[1]).toBeCloseTo(27.703, 4);

  // Panning with the arrow keys pauses following too.
  await page.locator('.fleet-map-canvas canvas').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(resume).toBeVisible();
  await mapIdle(page);
  expect((await center())?.[0]).toBeLessThan(85.3);
});
