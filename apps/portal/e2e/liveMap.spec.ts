import { MESSAGES } from '@fleetkit/sdk-core';
import { expect, type Page, test } from '@playwright/test';
import { addVehicle, apiSession, demoOwner } from './accounts';
import { settle } from './pictures';
import { IMEI } from './trackerIds';
import { reportOsmAnd, yesterdaysDrive } from './trackers';

// The demo fleet drives around Kathmandu over GT06, Teltonika, H02 and OsmAnd (the server's simulator,
// started by the global setup). Its owner adds one more truck whose tracker reported a drive yesterday.
const REPLAY_TRUCK = { name: 'Replay Truck 9', category: 'truck', uniqueId: IMEI.replayTruck };

test.beforeAll(async ({ baseURL }) => {
  const owner = await apiSession(baseURL, demoOwner());
  // Once per server: a worker that starts again after a failure finds the truck already there.
  const devices = (await (await owner.get('/api/devices')).json()) as { uniqueId: string }[];
  if (!devices.some((device) => device.uniqueId === REPLAY_TRUCK.uniqueId)) {
    await addVehicle(owner, REPLAY_TRUCK);
    for (const fix of yesterdaysDrive()) await reportOsmAnd(REPLAY_TRUCK.uniqueId, fix);
  }
  await owner.dispose();
});

/** Opens a demo session (/demo-login) and waits for the dashboard. */
async function openDemo(page: Page): Promise<void> {
  await page.goto('/demo-login');
  await page.getByRole('button', { name: 'Open the demo' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
}

/** Every position the live socket brings to the page, by vehicle id. */
function recordLivePositions(page: Page): Map<number, Set<string>> {
  const seen = new Map<number, Set<string>>();
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const message = JSON.parse(String(payload)) as {
        positions?: { deviceId: number; latitude: number; longitude: number }[];
      };
      for (const position of message.positions ?? []) {
        const places = seen.get(position.deviceId) ?? new Set<string>();
        places.add(`${position.latitude},${position.longitude}`);
        seen.set(position.deviceId, places);
      }
    }),
  );
  return seen;
}

test('the demo fleet moves on the live map; a vehicle opens, yesterday replays at 10x, and Back returns', async ({
  page,
}) => {
  // A long journey over a shared machine's map rendering: three times the usual ceiling.
  test.slow();
  const live = recordLivePositions(page);
  await openDemo(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Vehicle', exact: true })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/vehicle\/all-vehicles$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Vehicles' })).toBeVisible();

  // The map draws on its canvas, the list has every vehicle, and vehicles report new places as they drive.
  await expect(page.locator('.fleet-portal-vehicles__map canvas.maplibregl-canvas')).toBeVisible();
  const list = page.getByRole('region', { name: 'Vehicles' }).first();
  await expect(list.getByRole('article', { name: REPLAY_TRUCK.name })).toBeVisible();
  await expect
    .poll(() => [...live.values()].filter((places) => places.size > 1).length, {
      message: 'vehicles that moved over the live socket',
    })
    .toBeGreaterThan(0);
  const moving = list.locator('.fleet-chip').filter({ hasText: 'Moving' }).locator('.fleet-chip__count');
  await expect.poll(async () => Number(await moving.textContent())).toBeGreaterThan(0);
  // On the map itself: over Kathmandu, where the fleet drives, the picture changes as vehicles move.
  await page.getByRole('searchbox', { name: 'Search places' }).fill('kathm');
  await page
    .getByRole('button', { name: /^Kathmandu/ })
    .first()
    .click();
  await settle(page);
  // Only the map may change the picture: the live event toasts that pop up over it are set aside.
  const hideToasts = await page.addStyleTag({
    content: '[data-sonner-toaster] { display: none !important; }',
  });
  const map = page.locator('.fleet-portal-vehicles__map');
  const before = await map.screenshot();
  await expect
    .poll(async () => Buffer.compare(before, await map.screenshot()) !== 0, {
      message: 'the map picture changes as the vehicles drive',
      // The demo trackers report every 5 s and some are parked or idling at any moment: wait for
      // several reports, not one (the expect default of 5 s can end before the first one lands).
      timeout: 30_000,
    })
    .toBe(true);
  await hideToasts.evaluate((style) => (style as Element).remove());
  await page.screenshot({ path: test.info().outputPath('all-vehicles-1366.png') });

  // A moving vehicle opens on its live tracking screen; the demo may not send engine commands.
  await list.locator('.fleet-chip').filter({ hasText: 'Moving' }).click();
  const movingCard = list.locator('article.fleet-vehicle-card[data-status="moving"]').first();
  const movingName = await movingCard.getAttribute('aria-label');
  await movingCard.getByRole('button', { name: 'View Details' }).click();
  await expect(page).toHaveURL(/\/dashboard\/vehicle\/all-vehicles\/\d+$/);
  await expect(page.getByRole('tab', { name: 'Live Tracking', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: movingName ?? '' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Engine Action' })).toHaveCount(0);
  await expect(page.locator('.fleet-portal-tracking__map canvas.maplibregl-canvas')).toBeVisible();
  await settle(page);
  await page.screenshot({ path: test.info().outputPath('tracking-live-1366.png') });

  // The vehicle switcher of the top bar goes to the truck; its History replays yesterday.
  await page.getByRole('combobox', { name: 'Vehicle' }).selectOption({ label: REPLAY_TRUCK.name });
  await expect(page.getByRole('combobox', { name: 'Vehicle' })).toHaveValue(/\d+/);
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page).toHaveURL(/tab=history/);
  await page.getByRole('radio', { name: 'Yesterday' }).check({ force: true });
  await expect(page.getByText('Routes fetched!').first()).toBeVisible();
  // Yesterday's 20-minute drive, about 10 km, as the tracker reported it.
  const tiles = page.locator('.fleet-history-tile');
  await expect(tiles.filter({ hasText: 'Travel time' })).toContainText('20 min');
  await expect(tiles.filter({ hasText: 'Distance' })).toContainText(/Distance\s*(9|10|11)\.\d+ km/);
  const slider = page.getByRole('slider', { name: 'Playback position' });
  await expect(slider).toBeEnabled();
  await expect(slider).toHaveValue('0');
  await page.getByRole('radio', { name: '10x' }).check({ force: true });
  await expect(page.getByRole('radio', { name: '10x' })).toBeChecked();
  await page.getByRole('button', { name: 'Play' }).click();
  // At 10x the cursor runs over the whole track and stops at its end.
  await expect.poll(async () => Number(await slider.inputValue())).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  await expect(slider).toHaveValue((await slider.getAttribute('max')) ?? '');
  // Pressing the trip in the list takes the replay back to where it started.
  await page.locator('.fleet-history-item-button').filter({ hasText: 'Trip' }).first().click();
  await expect(slider).toHaveValue('0');
  await expect(page.locator('.fleet-portal-tracking')).toHaveAttribute('data-tour', 'vehicle-tracking');
  await settle(page);
  await page.screenshot({ path: test.info().outputPath('tracking-history-1366.png') });

  // Back returns to the vehicles (the switcher replaced the page, it did not stack it).
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/dashboard\/vehicle\/all-vehicles$/);
});

test("an expired vehicle's card says so and stays; Renew goes to the subscription page", async ({ page }) => {
  await openDemo(page);
  await page.goto('/dashboard/vehicle/all-vehicles');
  const list = page.getByRole('region', { name: 'Vehicles' }).first();
  await list.getByRole('searchbox', { name: 'Search vehicles' }).fill('Scooter 2');
  const card = list.getByRole('article', { name: 'Scooter 2' });
  await expect(card.getByText(MESSAGES.subscriptionExpired, { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'View Details' }).click();
  await expect(page.getByText(MESSAGES.subscriptionExpiredInfo)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/vehicle\/all-vehicles$/);
  await card.getByRole('button', { name: 'Renew' }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscription$/);
});

test('the vehicles page as a table and the tracking screen on a phone', async ({ page }) => {
  // A long journey over a shared machine's map rendering: three times the usual ceiling.
  test.slow();
  await openDemo(page);
  await page.goto('/dashboard/vehicle/all-vehicles?tab=secondary');
  const table = page.locator('table.fleet-vehicle-list__table');
  await expect(table.getByRole('button', { name: REPLAY_TRUCK.name })).toBeVisible();
  await settle(page);
  await page.screenshot({ path: test.info().outputPath('all-vehicles-table-1366.png') });
  await page
    .getByRole('radio', { name: 'List' })
    .or(page.getByRole('button', { name: 'List' }))
    .first()
    .click();
  await expect(page).toHaveURL(/tab=default/);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/dashboard/vehicle/all-vehicles');
  await expect(page.getByRole('article', { name: REPLAY_TRUCK.name })).toBeVisible();
  await settle(page);
  await page.screenshot({ path: test.info().outputPath('all-vehicles-375.png'), fullPage: true });
  await page
    .getByRole('article', { name: REPLAY_TRUCK.name })
    .getByRole('button', { name: 'View Details' })
    .click();
  await expect(page.getByRole('tab', { name: 'Live Tracking', selected: true })).toBeVisible();
  await settle(page);
  await page.screenshot({ path: test.info().outputPath('tracking-375.png'), fullPage: true });
});
