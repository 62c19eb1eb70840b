import {
  CLUSTER_TIER_MIN_COUNTS,
  DEFAULT_MAP_CENTER,
  DEFAULT_MAP_ZOOM,
  FLY_ZOOM_DEVICE,
  FLY_ZOOM_MARKER_CLICK,
} from '@fleetkit/sdk-core';
import { expect, test } from '@playwright/test';
import { device, type FleetWindow, mapIdle, openFleetPage, position, showFleet } from './support/fleetPage';

declare const window: FleetWindow & Window;

test('draws the fleet as one clustered GeoJSON source with cluster, vehicle and label layers at the default view', async ({
  page,
}) => {
  await openFleetPage(page, '?styles=none');
  const style = await page.evaluate(() => {
    const map = window.fleetTest.controller?.map;
    const s = map?.getStyle();
    return {
      layers: s?.layers.map((l) => l.id) ?? [],
      vehicles: s?.sources['fleet-vehicles'],
      zoom: map?.getZoom(),
      center: map?.getCenter(),
      minZoom: map?.getMinZoom(),
      maxZoom: map?.getMaxZoom(),
    };
  });
  expect(style.vehicles).toMatchObject({
    type: 'geojson',
    cluster: true,
    clusterMinPoints: CLUSTER_TIER_MIN_COUNTS[0],
  });
  expect(style.layers).toEqual(
    expect.arrayContaining([
      'fleet-clusters',
      'fleet-cluster-count',
      'fleet-vehicles',
      'fleet-vehicle-labels',
    ]),
  );
  expect(style.zoom).toBe(DEFAULT_MAP_ZOOM);
  expect([style.center?.lat, style.center?.lng]).toEqual([...DEFAULT_MAP_CENTER]);
  expect([style.minZoom, style.maxZoom]).toEqual([4, 20]);
});

test('clusters nearby vehicles in one cluster and draws a far one alone with its category icon and status colour', async ({
  page,
}) => {
  await openFleetPage(page, '?styles=none');
  await showFleet(
    page,
    [
      ...Array.from({ length: 12 }, (_, i) => device(i + 1)),
      device(100, { category: 'bus', status: 'offline' }),
    ],
    [
      ...Array.from({ length: 12 }, (_, i) => position(i + 1, 22.59 + i * 0.001, 78.96 + i * 0.001)),
      position(100, 26, 82, { course: 45 }),
    ],
  );
  const rendered = () =>
    page.evaluate(() => {
      const map = window.fleetTest.controller?.map;
      const clusters = map?.queryRenderedFeatures({ layers: ['fleet-clusters'] }) ?? [];
      // The lone vehicle as the clustered source's tiles hold it (its placement on screen can lag).
      const vehicles = (map?.querySourceFeatures('fleet-vehicles') ?? []).filter(
        (f) => !f.properties.cluster,
      );
      return {
        clusters: clusters.map((f) => f.properties.point_count),
        // A point near a tile edge is held by each tile it touches: one entry per vehicle.
        vehicles: [
          ...new Map(
            vehicles.map((f) => [f.properties.deviceId, [f.properties.icon, f.properties.course]]),
          ).values(),
        ],
        hasIcon: map?.hasImage('fleet-vehicle:bus:error'),
      };
    });
  await expect
    .poll(rendered)
    .toEqual({ clusters: [12], vehicles: [['fleet-vehicle:bus:error', 45]], hasIcon: true });
});

test('clicking a cluster zooms in to where it splits', async ({ page }) => {
  // A saved view at SPEC's default centre and zoom, so the map does not fit (and split) the fleet first.
  await openFleetPage(page, `?styles=none&center=${DEFAULT_MAP_CENTER.join(',')}&zoom=${DEFAULT_MAP_ZOOM}`);
  await showFleet(
    page,
    Array.from({ length: 5 }, (_, i) => device(i + 1)),
    Array.from({ length: 5 }, (_, i) => position(i + 1, 22.59 + i * 0.02, 78.96)),
  );
  await expect
    .poll(() =>
      page.evaluate(
        () => window.fleetTest.controller?.map?.queryRenderedFeatures({ layers: ['fleet-clusters'] }).length,
      ),
    )
    .toBe(1);
  const before = await page.evaluate(() => window.fleetTest.controller?.map?.getZoom() ?? 0);
  const point = await page.evaluate(() => {
    const map = window.fleetTest.controller?.map;
    const [cluster] = map?.queryRenderedFeatures({ layers: ['fleet-clusters'] }) ?? [];
    if (!map || !cluster) return null;
    const coordinates = (cluster.geometry as unknown as { coordinates: [number, number] }).coordinates;
    return map.project(coordinates);
  });
  if (!point) throw new Error('no cluster drawn');
  await page.mouse.click(point.x, point.y);
  await page.waitForFunction((zoom) => (window.fleetTest.controller?.map?.getZoom() ?? 0) > zoom, before);
  await mapIdle(page);
  // No cluster holds all five vehicles any more: they are drawn alone or in smaller clusters
  // (some may now lie outside the view).
  const split = () =>
    page.evaluate(() => {
      const map = window.fleetTest.controller?.map;
      const clusters = map?.queryRenderedFeatures({ layers: ['fleet-clusters'] }) ?? [];
      const alone = map?.queryRenderedFeatures({ layers: ['fleet-vehicles'] }) ?? [];
      const counts = clusters.map((f) => Number(f.properties.point_count));
      return { largest: Math.max(0, ...counts), drawn: alone.length + counts.reduce((a, b) => a + b, 0) };
    });
  await expect.poll(async () => (await split()).drawn).toBeGreaterThan(1);
  expect((await split()).largest).toBeLessThan(5);
});

test('flies to a vehicle at zoom 16, and a marker click opens its popup at zoom 15 and selects it', async ({
  page,
}) => {
  await openFleetPage(page, '?styles=none');
  await showFleet(page, [device(7, { name: 'Blue Bus', category: 'bus' })], [position(7, 27.7172, 85.324)]);
  await page.evaluate(() => window.fleetTest.controller?.flyToVehicle(7));
  await mapIdle(page);
  const view = await page.evaluate(() => ({
    zoom: window.fleetTest.controller?.map?.getZoom(),
    center: window.fleetTest.controller?.map?.getCenter(),
  }));
  expect(view.zoom).toBeCloseTo(FLY_ZOOM_DEVICE, 5);
  expect(view.center?.lat).toBeCloseTo(27.7172, 3);

  const point = await page.evaluate(() => window.fleetTest.controller?.map?.project([85.324, 27.7172]));
  if (!point) throw new Error('no map');
  await page.mouse.click(point.x, point.y);
  await expect(page.getByTestId('vehicle-popup')).toContainText('Blue Bus');
  await mapIdle(page);
  expect(await page.evaluate(() => window.fleetTest.controller?.map?.getZoom())).toBeCloseTo(
    FLY_ZOOM_MARKER_CLICK,
    5,
  );
  expect(await page.evaluate(() => window.fleetTest.store.selectedDeviceId.value)).toBe(7);
});

test('a guest session opens the shared vehicle’s popup by itself', async ({ page }) => {
  await openFleetPage(page, '?styles=none&guest=1');
  await showFleet(page, [device(3, { name: 'Shared Van', category: 'van' })], [position(3, 27.7, 85.3)]);
  await expect(page.getByTestId('vehicle-popup')).toContainText('Shared Van');
  expect(await page.evaluate(() => window.fleetTest.controller?.mode)).toBe('guest_view');
});

test('sends few moved vehicles as a diff (updateData) and a mostly moved fleet as a whole (setData)', async ({
  page,
}) => {
  await openFleetPage(page, '?styles=none');
  const count = 200;
  await showFleet(
    page,
    Array.from({ length: count }, (_, i) => device(i + 1)),
    Array.from({ length: count }, (_, i) =>
      position(i + 1, 20 + (i % 20) * 0.5, 75 + Math.floor(i / 20) * 0.5),
    ),
  );
  await page.waitForFunction(() => window.fleetTest.controller?.lastVehicleUpdate?.kind === 'setData');
  const moveSome = (share: number) =>
    page.evaluate(
      ({ share, count }) => {
        const { store } = window.fleetTest;
        const moved = [...store.positions.value.values()].slice(0, Math.round(count * share)).map((p) => ({
          ...p,
          id: p.id + 1,
          latitude: p.latitude + 0.01,
          fixTime: new Date(Date.now() + 60_000).toISOString(),
        }));
        store.upsertPositions(moved);
      },
      { share, count },
    );
  await moveSome(0.05);
  await page.waitForFunction(() => window.fleetTest.controller?.lastVehicleUpdate?.changed === 10);
  expect(await page.evaluate(() => window.fleetTest.controller?.lastVehicleUpdate?.kind)).toBe('updateData');
  await moveSome(1);
  await page.waitForFunction(() => window.fleetTest.controller?.lastVehicleUpdate?.changed === 200);
  expect(await page.evaluate(() => window.fleetTest.controller?.lastVehicleUpdate?.kind)).toBe('setData');
  const drawn = await page.evaluate(async () => {
    const source = window.fleetTest.controller?.map?.getSource('fleet-vehicles') as unknown as {
      getData(): Promise<{ features: { id: number; geometry: { coordinates: number[] } }[] }>;
    };
    const data = await source.getData();
    return data.features.find((f) => f.id === 1)?.geometry.coordinates;
  });
  expect(drawn?.[1]).toBeCloseTo(20.02, 5);
});
