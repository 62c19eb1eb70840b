import { expect, type Locator, type Page, test } from '@playwright/test';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { signIn } from './signIn';
import { contactOf, IMEI, simOf } from './trackerIds';
import { reportOsmAnd } from './trackers';

/** Whether `inner` lies fully inside `outer` on the page, or why not. */
async function fullyInside(inner: Locator, outer: Locator): Promise<string> {
  const a = await inner.boundingBox();
  const b = await outer.boundingBox();
  if (!a || !b) return 'not laid out';
  const fits = a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height;
  return fits ? 'inside' : JSON.stringify({ card: a, map: b });
}

async function openDemo(page: Page): Promise<void> {
  await page.goto('/demo-login');
  await page.getByRole('button', { name: 'Open the demo' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
}

test("the All Vehicles map opens on the demo's region, and Whole fleet fits the fleet", async ({ page }) => {
  test.slow();
  await page.context().addInitScript(() => {
    (window as unknown as { fleetkitMaps: unknown[] }).fleetkitMaps = [];
  });
  await openDemo(page);
  await page.goto('/dashboard/vehicle/all-vehicles');
  const map = page.locator('.fleet-portal-vehicles__map .fleet-map');
  await expect(map.locator('canvas.maplibregl-canvas')).toBeVisible();
  // The demo sets the server's map centre to its region (Kathmandu to Pokhara), which wins over fitting;
  // a map with no centre set fits the fleet (the widgets' browser tests cover that case).
  await expect(map).toHaveAttribute('data-view', 'centre');
  const view = () =>
    page.evaluate(() => {
      const maps = (window as unknown as { fleetkitMaps?: MaplibreMap[] }).fleetkitMaps;
      const fleetMap = maps?.at(-1);
      return fleetMap ? { zoom: fleetMap.getZoom(), bounds: fleetMap.getBounds().toArray() } : null;
    });
  await expect.poll(async () => (await view())?.zoom, { message: "the demo region's zoom" }).toBe(8);
  await map.getByRole('button', { name: 'Whole fleet' }).click();
  // Refitted: the camera left the region's zoom, and every vehicle with a position is in view.
  const positions = (await (await page.request.get('/api/positions')).json()) as {
    latitude: number;
    longitude: number;
  }[];
  expect(positions.length, 'demo vehicles with positions').toBeGreaterThan(0);
  await expect
    .poll(
      async () => {
        const now = await view();
        if (!now || now.zoom === 8) return 'not refitted';
        const [[west, south], [east, north]] = now.bounds;
        const outside = positions.filter(
          (p) => p.longitude < west || p.longitude > east || p.latitude < south || p.latitude > north,
        );
        return `${outside.length} outside`;
      },
      { message: 'Whole fleet fits every vehicle in view' },
    )
    .toBe('0 outside');
});

test('on a phone the guest view opens on the shared vehicle with its card inside the screen', async ({
  page,
  browser,
}) => {
  test.slow();
  await signIn(page);
  const uniqueId = IMEI.phoneGuestTruck;
  const devices = (await (await page.request.get('/api/devices')).json()) as {
    id: number;
    uniqueId: string;
  }[];
  let id = devices.find((device) => device.uniqueId === uniqueId)?.id;
  if (id === undefined) {
    const created = await page.request.post('/api2/devices', {
      data: {
        name: 'Phone Guest Truck',
        category: 'truck',
        uniqueId,
        phone: simOf(uniqueId),
        contact: contactOf(uniqueId),
      },
    });
    expect(created.ok()).toBe(true);
    id = ((await created.json()) as { id: number }).id;
  }
  await reportOsmAnd(uniqueId, {
    time: new Date(),
    latitude: 27.6727,
    longitude: 85.3149,
    speed: 0,
    bearing: 0,
    ignition: false,
    motion: false,
  });
  const share = await page.request.post('/api2/devices/share', { data: { deviceId: id, expiration: 24 } });
  expect(share.ok()).toBe(true);
  const path = new URL(((await share.json()) as { url: string }).url).pathname;

  const guest = await browser.newContext({ viewport: { width: 375, height: 667 } });
  const guestPage = await guest.newPage();
  await guestPage.goto(path);
  await expect(guestPage).toHaveURL(/\/guest$/);
  const map = guestPage.locator('.fleet-portal-guest .fleet-map');
  const card = map.locator('.fleet-map-popup');
  await expect(card.getByRole('article', { name: 'Phone Guest Truck' })).toBeVisible();
  await expect(map).toHaveAttribute('data-view', 'fitted');
  await expect.poll(() => fullyInside(card, map), { message: 'the card lies inside the map' }).toBe('inside');
  const viewport = guestPage.viewportSize();
  const box = await card.boundingBox();
  expect(
    box && viewport && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height,
  ).toBe(true);
  await guest.close();
});
