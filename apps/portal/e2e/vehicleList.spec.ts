import { MESSAGES } from '@fleetkit/sdk-core';
import { expect, test } from '@playwright/test';
import { checkPage } from './pageChecks';
import { signIn } from './signIn';
import { contactOf, IMEI, PAGING_COUNT, pagingImei, simOf } from './trackerIds';

test('a vehicle is added with the SPEC messages, searched, edited, linked to a geofence and deleted', async ({
  page,
}, testInfo) => {
  await signIn(page);
  const group = await page.request.post('/api/groups', { data: { name: 'Valley Buses' } });
  expect(group.ok()).toBe(true);
  const { id: groupId } = (await group.json()) as { id: number };
  const geofence = await page.request.post('/api/geofences', {
    data: { name: 'Balaju Depot', area: 'CIRCLE (27.735 85.304, 300)' },
  });
  expect(geofence.ok()).toBe(true);
  const { id: geofenceId } = (await geofence.json()) as { id: number };

  await page.goto('/dashboard/vehicle/vehicle-list');
  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  const add = page.getByRole('dialog', { name: 'Add Vehicle' });
  await add.getByRole('button', { name: 'Save' }).click();
  for (const message of [
    'Enter valid name',
    'Select vehicle type',
    'Enter valid vehicle identifier',
    'Enter valid phone number',
    'Enter valid contact number',
  ]) {
    await expect(add.getByText(message, { exact: true })).toBeVisible();
  }
  await add.getByRole('textbox', { name: 'Vehicle Name' }).fill('Ti');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('Enter valid name', { exact: true })).toBeVisible();

  await add.getByRole('textbox', { name: 'Vehicle Name' }).fill('Hauler 47');
  await add.getByRole('button', { name: /Vehicle Type/ }).click();
  await page.getByRole('option', { name: 'Truck', exact: true }).click();
  await add.getByRole('textbox', { name: 'Vehicle Identifier (IMEI)' }).fill(IMEI.addedVehicle);
  await add.getByRole('textbox', { name: 'SIM Phone Number' }).fill('9800000721');
  await add.getByRole('textbox', { name: 'Contact Number' }).fill('014100721');
  await add.getByRole('textbox', { name: 'Registration' }).fill('BA 1 JA 2121');
  await add.getByRole('button', { name: /Group/ }).click();
  await page.getByRole('option', { name: 'Valley Buses' }).click();
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(MESSAGES.vehicleAdded)).toBeVisible();
  await expect(add).toBeHidden();

  // Other tests' vehicles share the account, so the new one may sit on a later page: find it by name.
  const search = page.getByRole('searchbox', { name: 'Search vehicles' });
  await search.fill('Hauler 47');
  const table = page.getByRole('table', { name: 'Vehicles' });
  const row = table.getByRole('row', { name: /Hauler 47/ });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Valley Buses', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'BA 1 JA 2121', exact: true })).toBeVisible();

  // The search finds the vehicle by registration and leaves the others out.
  await search.fill('ja 2121');
  await expect(table.getByRole('row')).toHaveCount(2);
  await search.fill('no such vehicle');
  await expect(page.getByText(MESSAGES.noResults)).toBeVisible();
  await search.fill('Hauler 47');

  await page.getByRole('button', { name: 'Edit Hauler 47' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Vehicle' });
  await expect(edit.getByRole('textbox', { name: 'Odometer Reading (km)' })).toBeDisabled();
  await edit.getByRole('textbox', { name: 'Vehicle Name' }).fill('Hauler 47A');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(MESSAGES.vehicleUpdated)).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Hauler 47A', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Link Hauler 47A' }).click();
  const connect = page.getByRole('dialog', { name: 'Connect Data' });
  await connect.getByRole('button', { name: /Geofences/ }).click();
  await page.getByRole('option', { name: 'Balaju Depot' }).click();
  // Escape in the list would clear the choice: close the popover with a click outside it instead.
  await page.mouse.click(5, 5);
  await expect(connect.getByRole('button', { name: 'Geofences: Balaju Depot' })).toBeVisible();
  await connect.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText(MESSAGES.connectionCreated)).toBeVisible();

  const vehicles = (await (await page.request.get('/api2/devices')).json()) as { id: number; name: string }[];
  const saved = vehicles.find((vehicle) => vehicle.name === 'Hauler 47A');
  expect(saved).toBeDefined();
  const linked = (await (await page.request.get(`/api/geofences?deviceId=${saved?.id}`)).json()) as {
    id: number;
  }[];
  expect(linked.map((g) => g.id)).toEqual([geofenceId]);

  await checkPage(page, testInfo, 'vehicle-list');

  await page.getByRole('button', { name: 'Delete Hauler 47A' }).click();
  await page.getByRole('dialog', { name: 'Delete Vehicle' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Vehicle deleted')).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Hauler 47A', exact: true })).toHaveCount(0);
  const after = (await (await page.request.get('/api2/devices')).json()) as { name: string }[];
  expect(after.map((vehicle) => vehicle.name)).not.toContain('Hauler 47A');
  // Leave the account as it was for the other tests.
  expect((await page.request.delete(`/api/geofences/${geofenceId}`)).ok()).toBe(true);
  expect((await page.request.delete(`/api/groups/${groupId}`)).ok()).toBe(true);
});

test('the vehicle list shows 10 vehicles a page with Previous, Next and the page number', async ({
  page,
}) => {
  await signIn(page);
  const ids: number[] = [];
  for (let n = 1; n <= PAGING_COUNT; n += 1) {
    const created = await page.request.post('/api2/devices', {
      data: {
        name: `Paging Bus ${String(n).padStart(2, '0')}`,
        category: 'bus',
        uniqueId: pagingImei(n),
        phone: simOf(pagingImei(n)),
        contact: contactOf(pagingImei(n)),
      },
    });
    expect(created.ok()).toBe(true);
    ids.push(((await created.json()) as { id: number }).id);
  }

  await page.goto('/dashboard/vehicle/vehicle-list');
  const search = page.getByRole('searchbox', { name: 'Search vehicles' });
  const table = page.getByRole('table', { name: 'Vehicles' });
  const pages = page.getByRole('navigation', { name: 'Pages' });
  // One match first, so that the pager showing up below means the wider search has run.
  await search.fill('paging bus 11');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(pages).toBeHidden();
  await search.fill('paging bus');
  await expect(pages).toContainText('Page 1 of 2');
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(pages).toContainText('Page 2 of 2');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
  // A new search starts again on the first page.
  await search.fill('paging bus 1');
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(pages).toBeHidden();

  for (const id of ids) expect((await page.request.delete(`/api2/devices/${id}`)).ok()).toBe(true);
});
