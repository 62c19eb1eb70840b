import { expect, test } from '@playwright/test';
import {
  device,
  type FleetWindow,
  layerVisibility,
  openFleetPage,
  position,
  showFleet,
} from './support/fleetPage';

declare const window: FleetWindow & Window;

const styleName = (page: import('@playwright/test').Page) =>
  page.evaluate(() => window.fleetTest.controller?.map?.getStyle()?.name);

test('starts on the server’s offline Simple style and switches styles from More Options, keeping the fleet', async ({
  page,
}) => {
  await openFleetPage(page);
  await expect.poll(() => styleName(page)).toBe('Simple');
  await showFleet(page, [device(1), device(2)], [position(1, 22.6, 78.9), position(2, 24, 80)]);
  const fleetLayers = () =>
    page.evaluate(() =>
      window.fleetTest.controller?.map
        ?.getStyle()
        .layers.map((l) => l.id)
        .filter((id) => id.startsWith('fleet-')),
    );
  const before = await fleetLayers();
  // The 14 fleet layers and the tracked vehicle's halo.
  expect(before).toHaveLength(15);
  await page.getByRole('button', { name: 'More Options' }).click();
  // Satellite and Terrain need a configured source (docs/maps.md); Classic is always drawn.
  await page.locator('.fleet-map-options-style', { hasText: 'Classic' }).click();
  expect(await page.evaluate(() => window.fleetTest.settings.value.mapType)).toBe('classic');
  await expect.poll(() => styleName(page)).toBe('Classic');
  await page.waitForFunction(() => window.fleetTest.controller?.map?.isStyleLoaded());
  const kept = await page.evaluate(async () => {
    const map = window.fleetTest.controller?.map;
    const source = map?.getSource('fleet-vehicles') as unknown as {
      getData(): Promise<{ features: { properties: { cluster?: boolean } }[] }>;
    };
    return {
      // The source holds the clusters beside the vehicles.
      vehicles: (await source.getData()).features.filter((f) => !f.properties.cluster).length,
      basemap: Boolean(map?.getSource('basemap-land')),
    };
  });
  expect(kept).toEqual({ vehicles: 2, basemap: true });
  expect(await fleetLayers()).toEqual(before);
});

test('the More Options toggles drive the layers through the settings store', async ({ page }) => {
  await openFleetPage(page, '?styles=none');
  await page.getByRole('button', { name: 'More Options' }).click();
  await page.locator('.fleet-map-options-toggle', { hasText: 'Show vehicle Number' }).click();
  expect(await page.evaluate(() => window.fleetTest.settings.value.vehicleNumber)).toBe(false);
  await expect.poll(() => layerVisibility(page, 'fleet-vehicle-labels')).toBe('none');
  await page.locator('.fleet-map-options-toggle', { hasText: 'Show vehicle Number' }).click();
  await expect.poll(() => layerVisibility(page, 'fleet-vehicle-labels')).toBe('visible');
  await page.locator('.fleet-map-options-toggle', { hasText: 'Stopped Points' }).click();
  expect(await page.evaluate(() => window.fleetTest.settings.value.stopedPoints)).toBe(true);
  // The server of these tests has no traffic tile service: the traffic button and toggle are off.
  await expect(page.getByRole('button', { name: 'Traffic' })).toBeDisabled();
});

test('guest view hides Critical Points, Stopped Points and Geofence Enter/Exit', async ({ page }) => {
  await openFleetPage(page, '?styles=none&guest=1');
  await page.getByRole('button', { name: 'More Options' }).click();
  await expect(page.getByRole('switch', { name: 'Geofence', exact: true })).toBeVisible();
  for (const name of ['Critical Points', 'Stopped Points', 'Geofence Enter/Exit']) {
    await expect(page.getByRole('switch', { name })).toHaveCount(0);
  }
});
