import {
  DEFAULT_MAP_CENTER,
  DEFAULT_MAP_ZOOM,
  FLY_ZOOM_DEVICE,
  FLY_ZOOM_MARKER_CLICK,
} from '@fleetkit/sdk-core';
import { expect, test } from '@playwright/test';
import { device, type FleetWindow, mapIdle, openFleetPage, position, showFleet } from './support/fleetPage';

declare const window: FleetWindow & Window;

test('draws the fleet from one vehicle source, clustered on the main thread, with cluster, vehicle and label layers at the default view', async ({
  page,
}) => {
  await openFleetPage(page, '?styles=none');
  const style = await page.evaluate(() => {
    const map = window.fleetTest.controller?.map;
    const s = map?.getStyle();
    return {
      layers: s?.layers.map((l) => l.id) ?? [],
      vehicles: s?.sources['fleet-vehicles'],
      layerSources: Object.fromEntries(
        (s?.layers ?? []).map((l) => [l.id, (l as { source?: string }).source ?? null]),
      ),
      zoom: map?.getZoom(),
      center: map?.getCenter(),
      minZoom: map?.getMinZoom(),
      maxZoom: map?.getMaxZoom(),
    };
  });
  // Clustered on the main thread: maplibre's worker only applies one diff per update to the one
  // source that holds the vehicles and the clusters of the zooms around the map's.
  expect(style.vehicles).toMatchObject({ type: 'geojson' });
  expect(style.vehicles).not.toHaveProperty('cluster');
  for (const layer of ['fleet-clusters', 'fleet-cluster-count', 'fleet-vehicles', 'fleet-vehicle-labels'])
    expect(style.layerSources[layer], layer).toBe('fleet-vehicles');
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
      // The lone vehicle as the source's tiles hold it (its placement on screen can lag): drawn alone
      // from its `aloneFrom` zoom on.
      const zoom = Math.floor(map?.getZoom() ?? 0);
      const vehicles = (map?.querySourceFeatures('fleet-vehicles') ?? []).filter(
        (f) => f.properties.aloneFrom <= zoom,
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

test('the vehicle source holds what the zooms around the map’s draw: a town’s vehicles come in as the map zooms in on them, its cluster leaves', async ({
  page,
}) => {
  await openFleetPage(page, `?styles=none&center=${DEFAULT_MAP_CENTER.join(',')}&zoom=${DEFAULT_MAP_ZOOM}`);
  // 30 vehicles 150 m apart across a town: one cluster at the country view, each alone in the streets.
  const town = { latitude: 22.72, longitude: 75.86 };
  await showFleet(
    page,
    Array.from({ length: 30 }, (_, i) => device(i + 1)),
    Array.from({ length: 30 }, (_, i) =>
      position(i + 1, town.latitude + (i % 6) * 0.0014, town.longitude + Math.floor(i / 6) * 0.0014),
    ),
  );
  const held = () =>
    page.evaluate(async () => {
      const source = window.fleetTest.controller?.map?.getSource('fleet-vehicles') as unknown as {
        getData(): Promise<{ features: { properties: { cluster?: boolean; point_count?: number } }[] }>;
      };
      const { features } = await source.getData();
      return {
        vehicles: features.filter((f) => !f.properties.cluster).length,
        clusters: features.filter((f) => f.properties.cluster).map((f) => f.properties.point_count),
      };
    });
  const rendered = () =>
    page.evaluate(() => {
      const map = window.fleetTest.controller?.map;
      return {
        vehicles: map?.queryRenderedFeatures({ layers: ['fleet-vehicles'] }).length,
        clusters: map?.queryRenderedFeatures({ layers: ['fleet-clusters'] }).length,
      };
    });
  await expect.poll(held).toEqual({ vehicles: 0, clusters: [30] });
  await expect.poll(rendered).toEqual({ vehicles: 0, clusters: 1 });

  // Zooming in over eleven zooms in one animation, as a flight to a vehicle does.
  await page.evaluate(
    ({ latitude, longitude }) =>
      window.fleetTest.controller?.map?.easeTo({
        center: [longitude + 0.0028, latitude + 0.0035],
        zoom: 16,
        duration: 500,
      }),
    town,
  );
  await mapIdle(page);
  await expect.poll(held).toEqual({ vehicles: 30, clusters: [] });
  await expect.poll(async () => (await rendered()).vehicles).toBeGreaterThan(10);
  expect((await rendered()).clusters).toBe(0);

  // And back out: the vehicles leave the source, and their cluster comes back.
  await page.evaluate(() => window.fleetTest.controller?.map?.jumpTo({ zoom: 5 }));
  await expect.poll(held).toEqual({ vehicles: 0, clusters: [30] });
  await expect.poll(rendered).toEqual({ vehicles: 0, clusters: 1 });
});

test('the vehicle source holds the vehicles around the view: a pan to another town brings its vehicles in, and a vehicle that drives into the view is drawn', async ({
  page,
}) => {
  // Two towns 160 km apart, 12 vehicles each; the map in the streets of the first.
  const indore = { latitude: 22.72, longitude: 75.86 };
  const bhopal = { latitude: 23.26, longitude: 77.41 };
  const townFleet = (town: typeof indore, first: number) =>
    Array.from({ length: 12 }, (_, i) =>
      position(first + i, town.latitude + (i % 4) * 0.002, town.longitude + Math.floor(i / 4) * 0.002),
    );
  await openFleetPage(page, `?styles=none&center=${indore.latitude},${indore.longitude}&zoom=14`);
  await showFleet(
    page,
    Array.from({ length: 24 }, (_, i) => device(i + 1)),
    [...townFleet(indore, 1), ...townFleet(bhopal, 13)],
  );
  const heldIds = () =>
    page.evaluate(async () => {
      const source = window.fleetTest.controller?.map?.getSource('fleet-vehicles') as unknown as {
        getData(): Promise<{ features: { id: number; properties: { cluster?: boolean } }[] }>;
      };
      const { features } = await source.getData();
      return features
        .filter((f) => !f.properties.cluster)
        .map((f) => f.id)
        .sort((a, b) => a - b);
    });
  const renderedIds = () =>
    page.evaluate(() =>
      (window.fleetTest.controller?.map?.queryRenderedFeatures({ layers: ['fleet-vehicles'] }) ?? [])
        .map((f) => Number(f.properties.deviceId))
        .sort((a, b) => a - b),
    );
  const ids = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  await expect.poll(heldIds).toEqual(ids(1, 12));
  await expect.poll(renderedIds).toEqual(ids(1, 12));

  // A pan to the second town, as a drag or a flight does: its vehicles come in and are drawn, the
  // first town's leave.
  await page.evaluate(
    ({ latitude, longitude }) =>
      window.fleetTest.controller?.map?.easeTo({
        center: [longitude + 0.002, latitude + 0.003],
        duration: 400,
      }),
    bhopal,
  );
  await mapIdle(page);
  await expect.poll(heldIds).toEqual(ids(13, 24));
  await expect.poll(renderedIds).toEqual(ids(13, 24));

  // A vehicle of the first town drives into the view, 600 m from the others: it comes in whole and
  // is drawn.
  await page.evaluate(({ latitude, longitude }) => {
    const { store } = window.fleetTest;
    const old = store.positions.value.get(1);
    if (!old) throw new Error('no position');
    store.upsertPositions([
      {
        ...old,
        id: 1000,
        latitude: latitude + 0.012,
        longitude: longitude + 0.002,
        fixTime: new Date(Date.now() + 60_000).toISOString(),
      },
    ]);
  }, bhopal);
  await expect.poll(heldIds).toEqual([1, ...ids(13, 24)]);
  await expect.poll(renderedIds).toEqual([1, ...ids(13, 24)]);
});

test('colours clusters by SPEC’s tiers (2-3, 4, 5-9, 10-19, 20+) and counts their vehicles', async ({
  page,
}) => {
  await openFleetPage(page, '?styles=none');
  // Five tight groups far apart on the default view (zoom 5): 2, 4, 5, 10 and 20 vehicles.
  const sizes = [2, 4, 5, 10, 20];
  const longitudes = [72, 75.3, 78.96, 82, 85];
  const vehicles = sizes.flatMap((size, group) =>
    Array.from({ length: size }, (_, i) => ({
      id: group * 100 + i + 1,
      longitude: longitudes[group] as number,
    })),
  );
  await showFleet(
    page,
    vehicles.map((v) => device(v.id)),
    vehicles.map((v, i) => position(v.id, 22.59 + (i % 10) * 0.0005, v.longitude + (i % 7) * 0.0005)),
  );
  const drawn = () =>
    page.evaluate(() => {
      const map = window.fleetTest.controller?.map;
      const clusters = map?.queryRenderedFeatures({ layers: ['fleet-clusters'] }) ?? [];
      return clusters
        .map((f) => {
          const [lng, lat] = (f.geometry as unknown as { coordinates: [number, number] }).coordinates;
          const point = map?.project([lng, lat]);
          return { count: Number(f.properties.point_count), x: point?.x ?? 0, y: point?.y ?? 0 };
        })
        .sort((a, b) => a.count - b.count);
    });
  await expect.poll(async () => (await drawn()).map((c) => c.count)).toEqual(sizes);
  await mapIdle(page);
  const clusters = await drawn();
  // The colour a little left of each cluster's centre (beside its count), read from a screenshot.
  const png = (await page.screenshot()).toString('base64');
  const colours = await page.evaluate(
    async ({ png, points }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.drawImage(image, 0, 0);
      return points.map(({ x, y }) => [
        ...context.getImageData(Math.round(x) - 11, Math.round(y), 1, 1).data,
      ]);
    },
    { png, points: clusters },
  );
  // The default theme's tier colours, at the clusters' 0.9 opacity over the plain background.
  const background = [0xee, 0xf1, 0xf4];
  const tiers = ['#1e88e5', '#43a047', '#fb8c00', '#e53935', '#8e24aa'].map((hex) =>
    [1, 3, 5].map(
      (at, i) => 0.9 * Number.parseInt(hex.slice(at, at + 2), 16) + 0.1 * (background[i] as number),
    ),
  );
  colours.forEach((colour, index) => {
    const expected = tiers[index] as number[];
    for (let channel = 0; channel < 3; channel++) {
      expect(
        Math.abs((colour[channel] as number) - (expected[channel] as number)),
        `cluster of ${sizes[index]}: ${colour} against ${expected}`,
      ).toBeLessThan(12);
    }
  });
});

test('a vehicle driving out of a cluster is drawn alone and the cluster’s count drops, and zooming in splits clusters', async ({
  page,
}) => {
  // A saved view at SPEC's default centre and zoom, so the map does not fit (and split) the fleet first.
  await openFleetPage(page, `?styles=none&center=${DEFAULT_MAP_CENTER.join(',')}&zoom=${DEFAULT_MAP_ZOOM}`);
  await showFleet(
    page,
    Array.from({ length: 6 }, (_, i) => device(i + 1)),
    Array.from({ length: 6 }, (_, i) => position(i + 1, 22.59 + i * 0.001, 78.96)),
  );
  const view = () =>
    page.evaluate(() => {
      const map = window.fleetTest.controller?.map;
      return {
        clusters: (map?.queryRenderedFeatures({ layers: ['fleet-clusters'] }) ?? []).map((f) =>
          Number(f.properties.point_count),
        ),
        alone: [
          ...new Set(
            (map?.queryRenderedFeatures({ layers: ['fleet-vehicles'] }) ?? []).map(
              (f) => f.properties.deviceId,
            ),
          ),
        ],
      };
    });
  await expect.poll(view).toEqual({ clusters: [6], alone: [] });
  // Vehicle 6 drives 4 degrees east: out of the cluster (an updateData diff, not a new fleet).
  await page.evaluate(() => {
    const { store } = window.fleetTest;
    const old = store.positions.value.get(6);
    if (!old) throw new Error('no position');
    store.upsertPositions([
      { ...old, id: old.id + 1, longitude: 82.96, fixTime: new Date(Date.now() + 60_000).toISOString() },
    ]);
  });
  await expect.poll(view).toEqual({ clusters: [5], alone: [6] });
  expect(await page.evaluate(() => window.fleetTest.controller?.lastVehicleUpdate?.kind)).toBe('updateData');
  // Close in on the five: 100 m apart, they are drawn alone at street level.
  await page.evaluate(() => window.fleetTest.controller?.map?.jumpTo({ center: [78.96, 22.592], zoom: 15 }));
  await mapIdle(page);
  await expect
    .poll(async () => {
      const { clusters, alone } = await view();
      return { clusters, alone: alone.sort() };
    })
    .toEqual({ clusters: [], alone: [1, 2, 3, 4, 5] });
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
  // A saved view at a zoom where each of these vehicles is drawn alone, on the first of them: the
  // source holds the vehicles around the view.
  await openFleetPage(page, '?styles=none&center=20,75&zoom=10');
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

test('works a change of thousands of vehicles through in steps of one task each and draws it at once, a newer fleet taking over midway', async ({
  page,
}) => {
  await openFleetPage(page, '?styles=none');
  const count = 4_500;
  const template = { device: device(1), position: position(1, 0, 0) };
  const result = await page.evaluate(
    async ({ count, template }) => {
      const { controller, widgets } = window.fleetTest;
      if (!controller) throw new Error('no controller');
      const perStep = widgets.VEHICLE_CHANGES_PER_STEP;
      const cache = new widgets.VehicleFeatureCache();
      const devices = Array.from({ length: count }, (_, i) => ({
        ...template.device,
        id: i + 1,
        name: `V${i + 1}`,
      }));
      const fleetAt = (shift: number, size = count) =>
        cache.build(
          devices.slice(0, size),
          new Map(
            devices.slice(0, size).map((d, i) => [
              d.id,
              {
                ...template.position,
                id: d.id,
                deviceId: d.id,
                latitude: 8 + ((i * 7919) % 2800) / 100 + shift,
                longitude: 68 + ((i * 104729) % 2900) / 100,
              },
            ]),
          ),
        );
      // At a street zoom on the first vehicle's second position, where each of these vehicles is
      // drawn alone: the source holds the vehicles around the view.
      controller.map?.jumpTo({ center: [68, 9], zoom: 12 });
      const first = controller.setVehicles(fleetAt(0));
      const drawnAfterCall = controller.vehicles.size;
      // Before the next step runs, a newer fleet (every vehicle moved, 500 fewer) replaces it.
      const second = controller.setVehicles(fleetAt(1, count - 500));
      await Promise.all([first.applied, second.applied]);
      const report = controller.lastVehicleUpdate;
      const source = controller.map?.getSource('fleet-vehicles') as unknown as {
        getData(): Promise<{
          features: { id: number; geometry: { coordinates: number[] }; properties: { cluster?: boolean } }[];
        }>;
      };
      const data = await source.getData();
      const bounds = controller.map?.getBounds();
      const held = new Set(data.features.filter((f) => !f.properties.cluster).map((f) => f.id));
      const inView = [...controller.vehicles.values()].filter((f) =>
        bounds?.contains(f.geometry.coordinates as [number, number]),
      );
      return {
        perStep,
        drawnAfterCall,
        firstChanged: first.changed,
        report,
        held: held.size,
        inView: inView.length,
        inViewHeld: inView.filter((f) => held.has(f.id)).length,
        vehicle1: data.features.find((f) => f.id === 1)?.geometry.coordinates,
        drawn: controller.vehicles.size,
      };
    },
    { count, template },
  );
  expect(result.perStep).toBe(1_000);
  expect(result.firstChanged).toBe(count);
  expect(result.drawnAfterCall, 'nothing is drawn before the last step').toBe(0);
  // The second fleet goes on from the 1,000 vehicles indexed: they move, 3,000 more are added.
  expect(result.report).toMatchObject({ changed: count - 500 });
  expect(result.report?.steps).toBeGreaterThan(1);
  expect(result.drawn).toBe(count - 500);
  // The source holds every vehicle in the view, and not the whole fleet spread over India.
  expect(result.inView).toBeGreaterThan(0);
  expect(result.inViewHeld).toBe(result.inView);
  expect(result.held).toBeLessThan(result.drawn / 10);
  expect(result.vehicle1?.[1]).toBeCloseTo(9, 6);
});
