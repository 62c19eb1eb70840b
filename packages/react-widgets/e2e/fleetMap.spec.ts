import {
  CLUSTER_TIER_MIN_COUNTS,
  DEFAULT_MAP_ZOOM,
  FLY_ZOOM_DEVICE,
  MAX_ZOOM,
  MIN_ZOOM,
} from '@fleetkit/sdk-core';
import { expect, test } from '@playwright/test';
import { device, type FleetWindow, mapIdle, openFleetPage, position } from './support/fleetPage';

declare const window: FleetWindow & Window;

test('draws the fleet as one clustered GeoJSON source with the vehicle, cluster and label layers', async ({
  page,
}) => {
  await openFleetPage(page, '?styles=none');
  const style = await page.evaluate(() => {
    const map = window.fleetTest.controller?.map;
    const s = map?.getStyle();
    return {
      layers: s?.layers.map((l) => l.id) ?? [],
      vehicles: s?.sources['fleet-vehicles'] as { type: string; cluster: boolean },
      zoom: map?.getZoom(),
    };
  });
  expect(style.vehicles).toMatchObject({ type: 'geojson', cluster: true });
  expect(style.layers).toEqual(
    expect.arrayContaining([
      'fleet-clusters',
      'fleet-cluster-count',
      'fleet-vehicles',
      'fleet-vehicle-labels',
    ]),
  );
  expect(style.zoom).toBe(DEFAULT_MAP_ZOOM);
  expect([MIN_ZOOM, MAX_ZOOM]).toEqual([4, 20]);
});

test('clusters nearby vehicles and draws far ones on their own, with icons by category and status', async ({
  page,
}) => {
  await openFleetPage(page, '?styles=none');
  await page.evaluate(
    ({ devices, positions }) => {
      window.fleetTest.store.setDevices(devices);
      window.fleetTest.store.setPositions(positions);
    },
    {
      devices: [
        ...Array.from({ length: 12 }, (_, i) => device(i + 1)),
        device(100, { category: 'bus', status: 'offline' }),
      ],
      positions: [
        ...Array.from({ length: 12 }, (_, i) => position(i + 1, 22.59 + i * 0.001, 78.96 + i * 0.001)),
        position(100, 26, 82),
      ],
    },
  );
  await mapIdle(page);
  const rendered = await page.evaluate(() => {
    const map = window.fleetTest.controller?.map;
    const clusters = map?.queryRenderedFeatures({ layers: ['fleet-clusters'] }) ?? [];
    const vehicles = map?.queryRenderedFeatures({ layers: ['fleet-vehicles'] }) ?? [];
    return {
      clusters: clusters.map((f) => f.properties.point_count),
      vehicles: vehicles.map((f) => f.properties.icon),
    };
  });
  expect(rendered.clusters).toEqual([12]);
  expect(rendered.vehicles).toEqual(['fleet-vehicle:bus:error']);
  expect(CLUSTER_TIER_MIN_COUNTS).toEqual([2, 4, 5, 10, 20]);
});

test('flies to a vehicle at zoom 16 and opens its popup on marker click at zoom 15', async ({ page }) => {
  await openFleetPage(page, '?styles=none');
  await page.evaluate(
    ({ devices, positions }) => {
      window.fleetTest.store.setDevices(devices);
      window.fleetTest.store.setPositions(positions);
    },
    {
      devices: [device(7, { name: 'Blue Bus', category: 'bus' })],
      positions: [position(7, 27.7172, 85.324)],
    },
  );
  await page.evaluate(() =>
    (window.fleetTest.controller as unknown as { flyToVehicle(id: number): boolean }).flyToVehicle(7),
  );
  await mapIdle(page);
  const view = await page.evaluate(() => ({
    zoom: window.fleetTest.controller?.map.getZoom(),
    center: window.fleetTest.controller?.map.getCenter(),
  }));
  expect(view.zoom).toBeCloseTo(FLY_ZOOM_DEVICE, 5);
  expect(view.center?.lat).toBeCloseTo(27.7172, 3);

  const point = await page.evaluate(() => window.fleetTest.controller?.map.project([85.324, 27.7172]));
  if (!point) throw new Error('no map');
  await page.mouse.click(point.x, point.y);
  await expect(page.getByTestId('vehicle-popup')).toContainText('Blue Bus');
  await mapIdle(page);
  expect(await page.evaluate(() => window.fleetTest.controller?.map.getZoom())).toBeCloseTo(15, 5);
  expect(await page.evaluate(() => window.fleetTest.store.selectedDeviceId.value)).toBe(7);
});
