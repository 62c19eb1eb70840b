import { MESSAGES, parseArea } from '@fleetkit/sdk-core';
import { expect, type Page, type Request, test } from '@playwright/test';
import { checkPage } from './pageChecks';
import { signIn } from './signIn';
import { contactOf, IMEI, simOf } from './trackerIds';

interface StoredGeofence {
  id: number;
  name: string;
  area: string;
}

const geofencesOnServer = async (page: Page, query = '') =>
  (await (await page.request.get(`/api/geofences${query}`)).json()) as StoredGeofence[];

/** Opens the add page and waits until the editor can draw on the map. */
async function openAddPage(page: Page) {
  await page.goto('/dashboard/geofences/add');
  // The map loads maplibre, its worker and the style first: allow for a busy machine.
  await expect(page.locator('.fleet-geofence-editor[data-ready="true"]')).toBeVisible({ timeout: 60_000 });
  // The map switches from its plain first style to the server's, and the editor restarts on it: let
  // that settle before drawing (a mode change during the restart is refused by terra-draw).
  await page.waitForLoadState('networkidle');
  const box = await page.locator('.fleet-map-canvas canvas').boundingBox();
  if (!box) throw new Error('no map canvas');
  return { cx: box.x + box.width / 2, cy: box.y + box.height / 2 };
}

const shapeButton = (page: Page, name: 'Circle' | 'Polygon') =>
  page.getByRole('radio', { name }).or(page.getByRole('button', { name, exact: true }));

async function drawCircle(page: Page, cx: number, cy: number) {
  await shapeButton(page, 'Circle').click();
  await page.mouse.click(cx, cy);
  await page.mouse.move(cx + 40, cy, { steps: 5 });
  await page.mouse.move(cx + 80, cy, { steps: 5 });
  await page.mouse.click(cx + 80, cy);
}

test('circle and polygon geofences are drawn, linked to a vehicle, edited, listed and deleted', async ({
  page,
}, testInfo) => {
  // Three map pages, each loading maplibre: more than one ordinary test's share of time.
  test.slow();
  await signIn(page);
  // Start from no geofences, so the page's empty state shows.
  for (const geofence of await geofencesOnServer(page)) {
    expect((await page.request.delete(`/api/geofences/${geofence.id}`)).ok()).toBe(true);
  }
  const vehicle = await page.request.post('/api2/devices', {
    data: {
      name: 'Bhaktapur Van',
      category: 'van',
      uniqueId: IMEI.geofencedVan,
      phone: simOf(IMEI.geofencedVan),
      contact: contactOf(IMEI.geofencedVan),
    },
  });
  expect(vehicle.ok()).toBe(true);
  const { id: vehicleId } = (await vehicle.json()) as { id: number };

  await page.goto('/dashboard/geofences');
  await expect(page.getByText(MESSAGES.noGeofence)).toBeVisible();
  await page.getByRole('button', { name: 'Add Geofence' }).click();
  await expect(page).toHaveURL(/\/dashboard\/geofences\/add$/);

  // A circle, linked to the vehicle. Saving without a shape or a name is refused first.
  let { cx, cy } = await openAddPage(page);
  await page.getByRole('button', { name: 'Add Geofence' }).click();
  await expect(page.getByText('Enter a name')).toBeVisible();
  await expect(page.getByText('Draw a circle or a polygon on the map', { exact: true })).toBeVisible();
  await drawCircle(page, cx, cy);
  await expect(page.getByText('Shape drawn.')).toBeVisible();
  await page.getByLabel('Name').fill('Kathmandu Yard');
  await page.getByRole('checkbox', { name: 'Bhaktapur Van' }).check();
  await checkPage(page, testInfo, 'geofence-add');
  await page.getByRole('button', { name: 'Add Geofence' }).click();
  await expect(page).toHaveURL(/\/dashboard\/geofences$/);
  await expect(page.getByText('Geofence added')).toBeVisible();
  const circle = (await geofencesOnServer(page)).find((g) => g.name === 'Kathmandu Yard');
  expect(circle && parseArea(circle.area).type).toBe('circle');
  const linked = await geofencesOnServer(page, `?deviceId=${vehicleId}`);
  expect(linked.map((g) => g.name)).toEqual(['Kathmandu Yard']);

  // A polygon: drawn after a circle, it replaces it (one shape at a time).
  ({ cx, cy } = await openAddPage(page));
  await drawCircle(page, cx - 200, cy + 60);
  await expect(page.getByText('Shape drawn.')).toBeVisible();
  await shapeButton(page, 'Polygon').click();
  for (const [x, y] of [
    [cx, cy],
    [cx + 120, cy],
    [cx + 120, cy + 100],
    [cx, cy + 100],
    [cx, cy],
  ] as const) {
    await page.mouse.move(x, y, { steps: 4 });
    await page.mouse.click(x, y);
  }
  await page.getByLabel('Name').fill('Ring Road Zone');
  await page.getByRole('button', { name: 'Add Geofence' }).click();
  await expect(page).toHaveURL(/\/dashboard\/geofences$/);
  const polygon = (await geofencesOnServer(page)).find((g) => g.name === 'Ring Road Zone');
  const shape = parseArea(polygon?.area ?? '');
  expect(shape.type).toBe('polygon');
  if (shape.type === 'polygon') expect(shape.points).toHaveLength(4);

  // The list beside the map: select a card, edit it.
  await page.getByRole('button', { name: 'Got it!' }).click();
  await expect(page.getByText(/use 'Link' in All Vehicles or Vehicle List/)).toBeHidden();
  await page.getByRole('button', { name: /Ring Road Zone/ }).click();
  await checkPage(page, testInfo, 'geofences-list');
  await page.getByRole('button', { name: 'Edit Geofence' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/geofences/edit/${polygon?.id}$`));
  await expect(page.getByText('Shape drawn.')).toBeVisible();
  await page.getByLabel('Name').fill('Ring Road Zone North');
  await page.getByRole('button', { name: 'Save Geofence' }).click();
  await expect(page.getByText('Geofence updated')).toBeVisible();
  const edited = (await geofencesOnServer(page)).find((g) => g.id === polygon?.id);
  expect(edited).toMatchObject({ name: 'Ring Road Zone North', area: polygon?.area });

  // The table layout, then delete the circle there.
  await page.getByRole('button', { name: 'Table' }).click();
  await expect(page).toHaveURL(/tab=secondary/);
  const yard = page.getByRole('row', { name: /Kathmandu Yard/ });
  await expect(yard.getByRole('cell', { name: 'Circle', exact: true })).toBeVisible();
  await expect(
    page.getByRole('row', { name: /Ring Road Zone North/ }).getByRole('cell', { name: 'Custom Shape' }),
  ).toBeVisible();
  await checkPage(page, testInfo, 'geofences-table');
  await yard.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: MESSAGES.removeGeofence })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText(MESSAGES.geofenceDeleted)).toBeVisible();
  await expect(page.getByRole('row', { name: /Kathmandu Yard/ })).toHaveCount(0);
  expect((await geofencesOnServer(page)).map((g) => g.name)).toEqual(['Ring Road Zone North']);

  await page.goto('/dashboard/geofences/categories');
  await expect(
    page.getByRole('row', { name: /Custom Shape/ }).getByRole('link', { name: 'Ring Road Zone North' }),
  ).toBeVisible();
  await checkPage(page, testInfo, 'geofence-categories');
  // Leave the account as it was for the other tests.
  expect((await page.request.delete(`/api/geofences/${polygon?.id}`)).ok()).toBe(true);
  expect((await page.request.delete(`/api2/devices/${vehicleId}`)).ok()).toBe(true);
});

test("a geofence's edit page reads the fleet's links in one call, not one per vehicle", async ({ page }) => {
  await signIn(page);
  const vehicle = await page.request.post('/api2/devices', {
    data: {
      name: 'Linked Tipper',
      category: 'truck',
      uniqueId: IMEI.linkedTruck,
      phone: simOf(IMEI.linkedTruck),
      contact: contactOf(IMEI.linkedTruck),
    },
  });
  expect(vehicle.ok()).toBe(true);
  const { id: vehicleId } = (await vehicle.json()) as { id: number };
  const created = await page.request.post('/api/geofences', {
    data: { name: 'Quarry Gate', area: 'CIRCLE (27.62 85.41, 250)' },
  });
  expect(created.ok()).toBe(true);
  const { id: geofenceId } = (await created.json()) as { id: number };
  const linked = await page.request.post('/api/permissions', { data: { deviceId: vehicleId, geofenceId } });
  expect(linked.ok()).toBe(true);

  const linkReads: string[] = [];
  const editPage = `/dashboard/geofences/edit/${geofenceId}`;
  const seen: Promise<void>[] = [];
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/api2/device-links' && !url.searchParams.has('deviceId')) return;
    // The edit page's own reads: the home page the sign-in lands on reads the service schedules'
    // links, and may still be sending that request when the navigation starts.
    seen.push(
      request.headerValue('referer').then((referer) => {
        if (referer && new URL(referer).pathname === editPage) linkReads.push(`${url.pathname}${url.search}`);
      }),
    );
  };
  page.on('request', onRequest);
  await page.goto(editPage);
  await expect(page.getByRole('checkbox', { name: 'Linked Tipper' })).toBeChecked();
  page.off('request', onRequest);
  await Promise.all(seen);
  expect(linkReads).toEqual(['/api2/device-links?type=geofence']);

  expect((await page.request.delete(`/api/geofences/${geofenceId}`)).ok()).toBe(true);
  expect((await page.request.delete(`/api2/devices/${vehicleId}`)).ok()).toBe(true);
});
