import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signIn } from './signIn';
import { contactOf, IMEI, simOf } from './trackerIds';

test('a driver is added, assigned to a vehicle through permissions, edited and deleted', async ({ page }) => {
  await signIn(page);
  const created = await page.request.post('/api2/devices', {
    data: {
      name: 'Sajha Bus 07',
      category: 'bus',
      uniqueId: IMEI.driverCar,
      phone: simOf(IMEI.driverCar),
      contact: contactOf(IMEI.driverCar),
    },
  });
  expect(created.ok()).toBe(true);

  await page.goto('/dashboard/driver/all-driver');
  await page.getByRole('button', { name: 'Add Driver' }).click();
  const add = page.getByRole('dialog', { name: 'Add Driver' });
  await add.getByLabel('Name').fill('Ram Bahadur Thapa');
  await add.getByLabel('Identifier (licence or card number)').fill('DRV-1001');
  await add.getByLabel('Phone').fill('+977 9801000001');
  await add.getByRole('button', { name: 'Add Driver' }).click();
  const table = page.getByRole('table', { name: 'Drivers' });
  await expect(table.getByRole('cell', { name: 'Ram Bahadur Thapa', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: '+977 9801000001', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Assign vehicles to Ram Bahadur Thapa' }).click();
  const assign = page.getByRole('dialog', { name: 'Vehicles of Ram Bahadur Thapa' });
  await assign.getByLabel('Sajha Bus 07').check();
  await assign.getByRole('button', { name: 'Save' }).click();
  await expect(table.getByRole('cell', { name: 'Sajha Bus 07', exact: true })).toBeVisible();

  // The link is the server's: the vehicle's drivers list it.
  const links = (await (await page.request.get('/api2/devices/drivers')).json()) as {
    deviceId: number;
    drivers: { name: string }[];
  }[];
  expect(links.flatMap((link) => link.drivers.map((driver) => driver.name))).toContain('Ram Bahadur Thapa');

  await page.getByRole('button', { name: 'Edit Ram Bahadur Thapa' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Driver' });
  await edit.getByLabel('Phone').fill('+977 9801000002');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(table.getByRole('cell', { name: '+977 9801000002', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Delete Ram Bahadur Thapa' }).click();
  await page.getByRole('dialog', { name: 'Delete Driver' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No drivers yet')).toBeVisible();
});

test('a service schedule is added in km, shown back in km, linked to a vehicle and deleted', async ({
  page,
}) => {
  await signIn(page);
  const vehicle = await page.request.post('/api2/devices', {
    data: {
      name: 'Tanker 12',
      category: 'truck',
      uniqueId: IMEI.serviceTruck,
      phone: simOf(IMEI.serviceTruck),
      contact: contactOf(IMEI.serviceTruck),
    },
  });
  expect(vehicle.ok()).toBe(true);
  const { id: deviceId } = (await vehicle.json()) as { id: number };

  await page.goto('/dashboard/maintenance/service-schedule');
  await page.getByRole('button', { name: 'Add Schedule' }).click();
  const add = page.getByRole('dialog', { name: 'Add Service Schedule' });
  await add.getByLabel('Service name').fill('Oil change');
  await add.getByLabel('First due at (km)').fill('1000');
  await add.getByLabel('Then every (km)').fill('5000');
  await add.getByRole('button', { name: 'Add Schedule' }).click();
  const table = page.getByRole('table', { name: 'Service schedules' });
  await expect(table.getByRole('cell', { name: '5000.00 km', exact: true })).toBeVisible();

  // Stored in Traccar's unit, metres.
  const schedules = (await (await page.request.get('/api/maintenance')).json()) as {
    name: string;
    period: number;
  }[];
  expect(schedules.find((schedule) => schedule.name === 'Oil change')?.period).toBe(5_000_000);

  await page.getByRole('button', { name: 'Link vehicles to Oil change' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Vehicles of Oil change' });
  await linkDialog.getByLabel('Tanker 12').check();
  await linkDialog.getByRole('button', { name: 'Save' }).click();
  await expect(table.getByRole('cell', { name: 'Tanker 12', exact: true })).toBeVisible();
  const linked = (await (await page.request.get(`/api/maintenance?deviceId=${deviceId}`)).json()) as {
    name: string;
  }[];
  expect(linked.map((schedule) => schedule.name)).toEqual(['Oil change']);

  await page.getByRole('button', { name: 'Delete Oil change' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Service Schedule' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('No service schedule yet')).toBeVisible();
});

test('the account name is changed and the login history lists the sign-ins', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard/settings/account');
  await page.getByLabel('Name').fill('Asha Rai');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Account updated')).toBeVisible();
  await expect(page.getByRole('button', { name: /Asha Rai/ })).toBeVisible();

  await page.getByRole('link', { name: 'Login History' }).click();
  const history = page.getByRole('table', { name: 'Login history' });
  await expect(history.getByRole('cell', { name: 'Password', exact: true }).first()).toBeVisible();

  await page.goto('/dashboard/settings/account');
  await page.getByLabel('Name').fill('Asha Owner');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('button', { name: /Asha Owner/ })).toBeVisible();
});

test('notification settings choose the events per channel and keep them', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard/settings/notification');
  const email = page.getByRole('checkbox', { name: 'Ignition Off: Email' });
  await expect(email).not.toBeChecked();
  await email.check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Notification settings saved')).toBeVisible();

  const saved = (await (await page.request.get('/api2/notifications/settings')).json()) as {
    channels: { email: string[] };
  };
  expect(saved.channels.email).toContain('ignitionOff');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Ignition Off: Email' })).toBeChecked();
});

test('installed devices list the tracker of each vehicle, searched by IMEI and exported as CSV', async ({
  page,
}) => {
  await signIn(page);
  const created = await page.request.post('/api2/devices', {
    data: {
      name: 'Crane 9',
      category: 'jcb',
      uniqueId: IMEI.installedDevice,
      phone: simOf(IMEI.installedDevice),
      contact: contactOf(IMEI.installedDevice),
      model: 'FMB920',
    },
  });
  expect(created.ok()).toBe(true);

  await page.goto('/dashboard/installed-devices');
  await page.getByLabel('Search').fill(IMEI.installedDevice);
  const table = page.getByRole('table', { name: 'Installed devices' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('cell', { name: 'Crane 9', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'FMB920', exact: true })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = readFileSync(await (await downloading).path(), 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain(IMEI.installedDevice);
});

test('driver performance lists each driver, without a score while the driver has not driven', async ({
  page,
}) => {
  await signIn(page);
  const created = await page.request.post('/api/drivers', {
    data: { name: 'Sita Gurung', uniqueId: 'DRV-2002' },
  });
  expect(created.ok()).toBe(true);
  await page.goto('/dashboard/driver/driver-performance');
  await page.getByRole('button', { name: 'Show scores' }).click();
  const row = page
    .getByRole('table', { name: 'Driver scores' })
    .getByRole('row')
    .filter({ hasText: 'Sita Gurung' });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(1)).toHaveText('—');
  const removed = await page.request.delete(`/api/drivers/${((await created.json()) as { id: number }).id}`);
  expect(removed.ok()).toBe(true);
});
