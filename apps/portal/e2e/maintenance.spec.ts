import { expect, type Page, test } from '@playwright/test';
import { png } from './images';
import { signIn } from './signIn';
import { contactOf, IMEI, simOf } from './trackerIds';
import { reportOsmAnd } from './trackers';

const DAY = 86_400_000;

interface StoredRecord {
  $id: string;
  entityId: number | null;
  documentType: string;
  issuedDate?: string | null;
  identificationNo?: string | null;
  amount?: string | null;
  notes?: string | null;
  category?: string | null;
  fileIds: string[];
}

const recordsOnServer = async (page: Page) =>
  ((await (await page.request.get('/api2/services/history')).json()) as { documents: StoredRecord[] })
    .documents;

/** Adds a schedule through the Traccar API and links it to the vehicle. */
async function addSchedule(
  page: Page,
  deviceId: number,
  schedule: { name: string; type: string; start: number; period: number },
): Promise<number> {
  const created = await page.request.post('/api/maintenance', { data: { ...schedule, attributes: {} } });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  expect((await page.request.post('/api/permissions', { data: { deviceId, maintenanceId: id } })).ok()).toBe(
    true,
  );
  return id;
}

test('schedules show what is due; a service is recorded from the schedule with images, and records are added, edited and deleted', async ({
  page,
}) => {
  test.slow();
  await signIn(page);
  for (const record of await recordsOnServer(page)) {
    expect((await page.request.delete(`/api2/services/history/${record.$id}`)).ok()).toBe(true);
  }
  const vehicle = await page.request.post('/api2/devices', {
    data: {
      name: 'Bhairahawa Tipper',
      category: 'truck',
      uniqueId: IMEI.maintainedTruck,
      phone: simOf(IMEI.maintainedTruck),
      contact: contactOf(IMEI.maintainedTruck),
    },
  });
  expect(vehicle.ok()).toBe(true);
  const { id: deviceId } = (await vehicle.json()) as { id: number };
  // One fix, then the odometer set to 9,800 km on it, as the vehicle form does.
  await reportOsmAnd(IMEI.maintainedTruck, {
    time: new Date(),
    latitude: 27.5,
    longitude: 83.45,
    speed: 0,
    ignition: false,
    motion: false,
  });
  await expect
    .poll(async () => {
      const positions = (await (await page.request.get('/api/positions')).json()) as { deviceId: number }[];
      return positions.some((position) => position.deviceId === deviceId);
    })
    .toBe(true);
  const odometer = await page.request.put(`/api/devices/${deviceId}/accumulators`, {
    data: { deviceId, totalDistance: 9_800_000 },
  });
  expect(odometer.ok()).toBe(true);

  // Oil every 10,000 km from 10,000 km: 200 km to go, due soon. Inspection a year from 3 days ago: overdue.
  const oilId = await addSchedule(page, deviceId, {
    name: 'Oil change',
    type: 'totalDistance',
    start: 10_000_000,
    period: 10_000_000,
  });
  const inspectionId = await addSchedule(page, deviceId, {
    name: 'Annual inspection',
    type: 'serverTime',
    start: Date.now() - 3 * DAY,
    period: 365 * DAY,
  });

  // The inspection fell due three days ago: the server raised its maintenance event.
  await expect
    .poll(async () => {
      const query = new URLSearchParams({
        deviceId: String(deviceId),
        type: 'maintenance',
        from: new Date(Date.now() - DAY).toISOString(),
        to: new Date(Date.now() + DAY).toISOString(),
      });
      const events = (await (await page.request.get(`/api/reports/events?${query}`)).json()) as {
        maintenanceId: number;
      }[];
      return events.map((event) => event.maintenanceId);
    })
    .toEqual([inspectionId]);

  // The home page counts the services due and lists the event among today's alerts.
  await page.goto('/dashboard/home');
  await expect(page.getByRole('region', { name: 'Latest alerts today' })).toContainText(
    'Maintenance Due · Bhairahawa Tipper',
  );
  // The tile: its label and, beside it, the count and how many are overdue.
  const dueTile = page.getByText('Services due', { exact: true }).locator('..');
  await expect(dueTile).toContainText('Services due2');
  await expect(dueTile).toContainText('1 overdue');

  await page.goto('/dashboard/maintenance/service-schedule');
  const schedules = page.getByRole('table', { name: 'Service schedules' });
  const oilRow = schedules.getByRole('row').filter({ hasText: 'Oil change' });
  const inspectionRow = schedules.getByRole('row').filter({ hasText: 'Annual inspection' });
  await expect(oilRow).toContainText('Bhairahawa Tipper: Due soon');
  await expect(oilRow).toContainText('200.00 km left');
  await expect(inspectionRow).toContainText('Bhairahawa Tipper: Overdue');

  // Recorded from the schedule: the vehicle and the odometer are filled in; two images are uploaded.
  await page.getByRole('button', { name: 'Record service for Annual inspection' }).click();
  const record = page.getByRole('dialog', { name: 'Record Service' });
  await expect(record.getByLabel('Vehicle')).toHaveValue(String(deviceId));
  await expect(record.getByLabel('Odometer (km)')).toHaveValue('9800');
  await record.getByLabel('Cost').fill('4500');
  await record.getByLabel('Notes').fill('Brakes and lights checked');
  await record.getByLabel('Add images').setInputFiles([
    { name: 'inspection-sheet.png', mimeType: 'image/png', buffer: png(64, [40, 160, 60]) },
    { name: 'inspection-sticker.png', mimeType: 'image/png', buffer: png(48, [200, 160, 20]) },
  ]);
  await expect(record.getByRole('img', { name: 'inspection-sheet.png' })).toBeVisible();
  await expect(record.getByRole('img', { name: 'inspection-sticker.png' })).toBeVisible();
  await record.getByRole('button', { name: 'Save Service' }).click();
  await expect(page.getByText('Service recorded', { exact: true })).toBeVisible();
  await expect(record).toBeHidden();
  await expect(inspectionRow).toContainText('Bhairahawa Tipper: OK');
  await expect(oilRow).toContainText('Bhairahawa Tipper: Due soon');

  const [inspection] = await recordsOnServer(page);
  expect(inspection).toMatchObject({
    entityId: deviceId,
    category: String(inspectionId),
    identificationNo: '9800',
    amount: '4500',
    notes: 'Brakes and lights checked',
  });
  expect(inspection?.fileIds).toHaveLength(2);

  // Added from the history page, for the oil change.
  await page.goto('/dashboard/maintenance/service-history');
  const history = page.getByRole('table', { name: 'Service history' });
  await expect(history.getByRole('row').filter({ hasText: 'Annual inspection' })).toContainText('4500');
  await page.getByRole('button', { name: 'Add Service Record' }).click();
  const add = page.getByRole('dialog', { name: 'Record Service' });
  await add.getByLabel('Vehicle').selectOption(String(deviceId));
  await add.getByLabel('Service schedule').selectOption(String(oilId));
  await add.getByLabel('Odometer (km)').fill('9850');
  await add.getByLabel('Cost').fill('2500');
  await add.getByRole('button', { name: 'Save Service' }).click();
  await expect(page.getByText('Service recorded', { exact: true })).toBeVisible();
  const oilRecord = history.getByRole('row').filter({ hasText: 'Oil change' });
  await expect(oilRecord).toContainText('2500');

  await page.getByRole('button', { name: /^Edit Oil change/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Service Record' });
  await expect(edit.getByLabel('Cost')).toHaveValue('2500');
  await edit.getByLabel('Cost').fill('2700');
  await edit.getByRole('button', { name: 'Save Service' }).click();
  await expect(oilRecord).toContainText('2700');
  await expect
    .poll(async () => (await recordsOnServer(page)).find((r) => r.category === String(oilId))?.amount)
    .toBe('2700');

  // The oil change is done: both schedules are OK, and nothing is due on the home page.
  await page.goto('/dashboard/maintenance/service-schedule');
  await expect(oilRow).toContainText('Bhairahawa Tipper: OK');
  await page.goto('/dashboard/home');
  await expect(dueTile).toContainText('Services due0');

  await page.goto('/dashboard/maintenance/service-history');
  await page.getByRole('button', { name: /^Delete Oil change/ }).click();
  await page
    .getByRole('dialog', { name: 'Delete Service Record' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(oilRecord).toHaveCount(0);
  expect((await recordsOnServer(page)).map((r) => r.category)).toEqual([String(inspectionId)]);

  // Leave no schedule behind for the other tests of this account.
  for (const id of [oilId, inspectionId]) {
    expect((await page.request.delete(`/api/maintenance/${id}`)).ok()).toBe(true);
  }
});
