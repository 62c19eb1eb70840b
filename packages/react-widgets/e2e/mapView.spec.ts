import { DEFAULT_MAP_ZOOM, MESSAGES, TRACKING_ZOOM } from '@fleetkit/sdk-core';
import { MAP_OPTION_LABELS } from '@fleetkit/sdk-core/labels';
import { expect, type Page, test } from '@playwright/test';
import { device, type FleetWindow, mapIdle, openFleetPage, position, showFleet } from './support/fleetPage';
import { openSeededHistory, signIn } from './support/history';

declare const window: FleetWindow & Window;

/** The map's view: its bounds as [west, south, east, north], zoom and centre. */
function view(page: Page) {
  return page.evaluate(() => {
    const map = window.fleetTest.controller?.map;
    if (!map) throw new Error('no map');
    const b = map.getBounds();
    const c = map.getCenter();
    return {
      bounds: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()],
      zoom: map.getZoom(),
      center: [c.lat, c.lng],
    };
  });
}

const inside = (bounds: number[], [latitude, longitude]: [number, number]) =>
  longitude > (bounds[0] ?? 0) &&
  latitude > (bounds[1] ?? 0) &&
  longitude < (bounds[2] ?? 0) &&
  latitude < (bounds[3] ?? 0);

// Three vehicles around Kathmandu: far from SPEC's default centre (central India).
const KATHMANDU: [number, number][] = [
  [27.7, 85.3],
  [27.75, 85.36],
  [27.66, 85.42],
];

test('the fleet map opens fitted to the vehicles with positions, later updates keep the view, and Whole fleet refits', async ({
  page,
}) => {
  await openFleetPage(page, '?styles=none');
  await showFleet(
    page,
    [...KATHMANDU.map((_, i) => device(i + 1)), device(9)],
    KATHMANDU.map(([lat, lon], i) => position(i + 1, lat, lon)),
  );
  await expect
    .poll(
      async () => {
        const { bounds, zoom } = await view(page);
        return KATHMANDU.every((point) => inside(bounds, point)) && zoom > DEFAULT_MAP_ZOOM + 3;
      },
      { message: 'the map fits the three vehicles' },
    )
    .toBe(true);
  const fitted = await view(page);
  expect(fitted.zoom).toBeLessThanOrEqual(TRACKING_ZOOM);
  await expect(page.locator('.fleet-map')).toHaveAttribute('data-view', 'fitted');

  // A later update (a vehicle drives far away) does not move the camera.
  await showFleet(
    page,
    [device(1), device(2), device(3)],
    [position(1, 28.2, 83.98), position(2, 27.75, 85.36), position(3, 27.66, 85.42)],
  );
  await expect
    .poll(() => page.evaluate(() => window.fleetTest.controller?.vehicles.get(1)?.geometry.coordinates[1]))
    .toBe(28.2);
  await mapIdle(page);
  expect(await view(page)).toEqual(fitted);

  await page.getByRole('button', { name: MAP_OPTION_LABELS.wholeFleet }).click();
  await expect
    .poll(async () => inside((await view(page)).bounds, [28.2, 83.98]), {
      message: 'Whole fleet brings Pokhara in',
    })
    .toBe(true);
});

test('one vehicle opens at the tracking zoom; none keeps the default view', async ({ page }) => {
  await openFleetPage(page, '?styles=none');
  expect((await view(page)).zoom).toBe(DEFAULT_MAP_ZOOM);
  await showFleet(page, [device(1)], [position(1, 27.7, 85.3)]);
  await expect.poll(async () => (await view(page)).zoom).toBeCloseTo(TRACKING_ZOOM, 5);
  const { center } = await view(page);
  expect(center[0]).toBeCloseTo(27.7, 4);
  expect(center[1]).toBeCloseTo(85.3, 4);
});

test("a saved map centre (the user's or server's) wins over fitting", async ({ page }) => {
  await openFleetPage(page, '?styles=none&center=20,75&zoom=7');
  await showFleet(page, [device(1)], [position(1, 27.7, 85.3)]);
  await expect.poll(() => page.evaluate(() => window.fleetTest.controller?.vehicles.size)).toBe(1);
  await mapIdle(page);
  const { zoom, center } = await view(page);
  await expect(page.locator('.fleet-map')).toHaveAttribute('data-view', 'centre');
  expect(zoom).toBe(7);
  expect(center).toEqual([20, 75]);
});

test('history opens zoomed to the loaded track', async ({ page }) => {
  await openFleetPage(page, '?styles=none');
  await openSeededHistory(page);
  const track = await page.evaluate(() =>
    (window.fleetTest.history?.track ?? []).map(
      (point) => [point.latitude, point.longitude] as [number, number],
    ),
  );
  await expect
    .poll(
      async () => {
        const { bounds, zoom } = await view(page);
        return track.every((point) => inside(bounds, point)) && zoom > DEFAULT_MAP_ZOOM + 3;
      },
      { message: 'the map fits the replayed track' },
    )
    .toBe(true);
});

test('a tall card on a phone-sized map stays inside the map (pan to fit)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 560 });
  await openFleetPage(page, '?styles=none&guest=1');
  await page.evaluate(() => window.fleetTest.set({ popupHeight: 320 }));
  await showFleet(page, [device(1)], [position(1, 27.7, 85.3)]);
  const popup = page.locator('.fleet-map-popup');
  await expect(popup).toBeVisible();
  await expect
    .poll(
      async () => {
        const card = await popup.boundingBox();
        const map = await page.locator('.fleet-map').boundingBox();
        if (!card || !map) return 'not laid out';
        const fits =
          card.y >= map.y &&
          card.x >= map.x &&
          card.y + card.height <= map.y + map.height &&
          card.x + card.width <= map.x + map.width;
        return fits ? 'inside' : JSON.stringify({ card, map });
      },
      { message: 'the card lies inside the map' },
    )
    .toBe('inside');
});

test('a card opened for a vehicle near the bottom edge is fully inside the map', async ({ page }) => {
  await openFleetPage(page, '?styles=none&center=27.7,85.3&zoom=12');
  await showFleet(page, [device(1)], [position(1, 27.7, 85.3)]);
  await expect.poll(() => page.evaluate(() => window.fleetTest.controller?.vehicles.size)).toBe(1);
  // Put the vehicle 12 px above the map's bottom edge, then open a 260 px card on it.
  await page.evaluate(() => {
    const map = window.fleetTest.controller?.map;
    if (!map) return;
    const height = map.getContainer().clientHeight;
    map.panBy([0, -(height / 2 - 12)], { animate: false });
    const card = document.createElement('div');
    card.style.cssText = 'width: 280px; height: 260px';
    card.dataset.testid = 'edge-card';
    window.fleetTest.controller?.openPopup(1, card);
  });
  const card = await page.getByTestId('edge-card').boundingBox();
  const map = await page.locator('.fleet-map').boundingBox();
  if (!card || !map) throw new Error('not laid out');
  expect(card.y).toBeGreaterThanOrEqual(map.y);
  expect(card.y + card.height).toBeLessThanOrEqual(map.y + map.height);
  expect(card.x).toBeGreaterThanOrEqual(map.x);
  expect(card.x + card.width).toBeLessThanOrEqual(map.x + map.width);
});

test('a style that fails to load fires onError and shows the error state', async ({ page }) => {
  await openFleetPage(page, '?styles=none');
  await page.evaluate((origin) => {
    window.fleetTest.set({
      map: {
        mapStyles: {
          styles: [
            {
              id: 'simple',
              name: 'Simple',
              url: `${origin}/api2/map/styles/missing.json`,
              offline: true,
              attribution: '',
              available: true,
              unavailableReason: null,
              source: 'world',
              fallbackUrl: null,
            },
          ],
          traffic: null,
        },
      },
    });
  }, new URL(page.url()).origin);
  await expect.poll(() => page.evaluate(() => window.fleetTest.mapErrors.length)).toBe(1);
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.somethingWentWrong);
});

test("the Geofence toggle draws the user's geofences on the All Vehicles map", async ({ page }) => {
  await openFleetPage(page, '?styles=none');
  await signIn(page);
  const name = `Depot ${Date.now()}`;
  await page.evaluate(
    (name) => window.fleetTest.client.geofences.create({ name, area: 'CIRCLE (27.7 85.3, 500)' }),
    name,
  );
  // A fresh map: the geofences are read when the toggle is on.
  await page.evaluate(() => window.fleetTest.settings.set({ geofence: false }));
  await page.evaluate(() => window.fleetTest.settings.set({ geofence: true }));
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const source = window.fleetTest.controller?.map?.getSource('fleet-geofences') as unknown as
          | { getData(): Promise<{ features: { properties: { name?: string } }[] }> }
          | undefined;
        return ((await source?.getData())?.features ?? []).map((f) => f.properties.name);
      }),
    )
    .toContain(name);
});

test('on a phone the place search covers neither Traffic nor More Options', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await openFleetPage(page, '?styles=none');
  const search = await page.getByRole('searchbox', { name: MAP_OPTION_LABELS.searchPlaces }).boundingBox();
  for (const name of [MAP_OPTION_LABELS.traffic, MAP_OPTION_LABELS.moreOptions]) {
    const button = await page.getByRole('button', { name }).boundingBox();
    if (!search || !button) throw new Error('not laid out');
    const overlaps =
      search.x < button.x + button.width &&
      button.x < search.x + search.width &&
      search.y < button.y + button.height &&
      button.y < search.y + search.height;
    expect(overlaps, `the search box covers ${name}`).toBe(false);
  }
});

test('the tracked vehicle is drawn on its halo above the clusters of the others; its trail only when asked', async ({
  page,
}) => {
  await openFleetPage(page, '?styles=none');
  await showFleet(
    page,
    Array.from({ length: 12 }, (_, i) => device(i + 1)),
    Array.from({ length: 12 }, (_, i) => position(i + 1, 27.7 + i * 0.0002, 85.3 + i * 0.0002)),
  );
  await page.evaluate(() => {
    window.fleetTest.set({ map: { mapStyles: null, mode: 'track_device' } });
    window.fleetTest.tracking.start(1);
  });
  await expect.poll(() => page.evaluate(() => window.fleetTest.controller?.trackedPose?.latitude)).toBe(27.7);
  await mapIdle(page);
  const drawn = await page.evaluate(() => {
    const map = window.fleetTest.controller?.map;
    if (!map) throw new Error('no map');
    const layers = map.getStyle().layers.map((layer) => layer.id);
    const at = map.project([85.3, 27.7]);
    // Everything drawn at the tracked vehicle's point, topmost first.
    const here = map.queryRenderedFeatures([at.x, at.y]).map((feature) => feature.layer.id);
    return {
      order: ['fleet-clusters', 'fleet-vehicles', 'fleet-tracked-halo', 'fleet-tracked'].map((id) =>
        layers.indexOf(id),
      ),
      here,
      route: map.getLayoutProperty('fleet-route-line', 'visibility'),
    };
  });
  const [clusters, vehicles, halo, tracked] = drawn.order;
  expect(halo).toBeGreaterThan(Math.max(clusters ?? 0, vehicles ?? 0));
  expect(tracked).toBeGreaterThan(halo ?? 0);
  expect(drawn.here.slice(0, 2)).toEqual(['fleet-tracked', 'fleet-tracked-halo']);
  // SPEC §9: map live routes default none; 'Recent trail' in More Options turns it on.
  expect(drawn.route).toBe('none');
  await page.getByRole('button', { name: MAP_OPTION_LABELS.moreOptions }).click();
  await page.getByRole('switch', { name: MAP_OPTION_LABELS.liveRoute }).click({ force: true });
  await expect
    .poll(() =>
      page.evaluate(() =>
        window.fleetTest.controller?.map?.getLayoutProperty('fleet-route-line', 'visibility'),
      ),
    )
    .toBe('visible');
});

test('when the style tiles cannot be loaded, the map switches to its offline fallback with a notice', async ({
  page,
}) => {
  await openFleetPage(page, '?styles=none');
  const offline = await page.evaluate(async () => {
    const list = (await (await fetch('/api2/map/styles')).json()) as { styles: { url: string }[] };
    const url = list.styles[0]?.url ?? '';
    const style = (await (await fetch(url)).json()) as { name?: string };
    return { url, name: style.name };
  });
  expect(offline.name).toBeTruthy();
  // A street style whose tile service cannot be reached (nothing listens on port 9).
  const unreachable = {
    version: 8,
    name: 'Unreachable streets',
    sources: { streets: { type: 'vector', tiles: ['http://127.0.0.1:9/{z}/{x}/{y}.pbf'], maxzoom: 14 } },
    layers: [
      { id: 'land', type: 'background', paint: { 'background-color': '#f5f3ee' } },
      { id: 'roads', type: 'line', source: 'streets', 'source-layer': 'roads' },
    ],
  };
  const styleUrl = `data:application/json,${encodeURIComponent(JSON.stringify(unreachable))}`;
  await page.evaluate(
    ({ styleUrl, fallbackUrl }) =>
      window.fleetTest.set({
        map: {
          mapStyles: {
            styles: [
              {
                id: 'simple',
                name: 'Simple',
                url: styleUrl,
                offline: false,
                attribution: '',
                available: true,
                unavailableReason: null,
                source: 'online',
                fallbackUrl,
              },
            ],
            traffic: null,
          },
        },
      }),
    { styleUrl, fallbackUrl: offline.url },
  );
  await expect
    .poll(() => page.evaluate(() => window.fleetTest.controller?.map?.getStyle()?.name), {
      message: 'the map shows the offline basemap',
    })
    .toBe(offline.name);
  await expect(page.getByRole('status')).toHaveText(MAP_OPTION_LABELS.offlineBasemap);
  expect(await page.evaluate(() => window.fleetTest.mapErrors)).toEqual([]);
});
