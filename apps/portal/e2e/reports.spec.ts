import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signIn } from './signIn';
import { contactOf, IMEI, simOf } from './trackerIds';

const UNIQUE_ID = IMEI.reportsVan;

/** Reports a position to the OsmAnd gateway, as a tracker does. */
async function report(position: { lat: number; lon: number; speed: number; time: Date }) {
  const query = new URLSearchParams({
    id: UNIQUE_ID,
    lat: String(position.lat),
    lon: String(position.lon),
    speed: String(position.speed),
    timestamp: String(Math.floor(position.time.getTime() / 1000)),
    ignition: 'true',
    motion: String(position.speed > 0),
  });
  const response = await fetch(`${process.env.FLEETKIT_E2E_OSMAND_URL}/?${query}`, { method: 'POST' });
  expect(response.status).toBe(200);
}

test('a vehicle that reported positions shows on the home page and in a route report, exported as XLSX and CSV', async ({
  page,
}) => {
  await signIn(page);
  const allTile = page
    .getByRole('region', { name: 'Fleet status' })
    .locator('.fleet-portal-stat')
    .filter({ hasText: 'All' });
  const allCount = async () =>
    Number((await allTile.locator('.fleet-portal-stat__value').textContent()) ?? '');
  await expect.poll(allCount).not.toBeNaN();
  const before = await allCount();
  const created = await page.request.post('/api2/devices', {
    data: {
      name: 'Tipper 21',
      category: 'truck',
      uniqueId: UNIQUE_ID,
      phone: simOf(UNIQUE_ID),
      contact: contactOf(UNIQUE_ID),
    },
  });
  expect(created.ok()).toBe(true);

  // Three fixes a minute apart along a Kathmandu road, ending a minute ago.
  const start = Date.now() - 4 * 60_000;
  const path = [
    { lat: 27.7172, lon: 85.324 },
    { lat: 27.7181, lon: 85.3262 },
    { lat: 27.719, lon: 85.3284 },
  ];
  for (const [index, point] of path.entries()) {
    await report({ ...point, speed: 18, time: new Date(start + index * 60_000) });
  }

  await page.reload();
  await expect.poll(allCount).toBe(before + 1);

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Report', exact: true })
    .click();
  await page.getByRole('radio', { name: 'Route' }).check();
  // A week, so fixes from just before midnight still count.
  await page.getByLabel('Period').selectOption({ label: 'Last 7 days' });
  await page.getByLabel('Vehicle').selectOption({ label: 'Tipper 21' });
  await page.getByRole('button', { name: 'Show report' }).click();
  await expect(page.getByText('Routes fetched!')).toBeVisible();
  const table = page.getByRole('table', { name: 'Route' });
  await expect(table.getByRole('row')).toHaveCount(path.length + 1);
  await expect(table.getByRole('cell', { name: '33 km/h' }).first()).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export XLSX' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('route-report.xlsx');
  const file = readFileSync(await download.path());
  // An XLSX workbook is a zip archive.
  expect(file.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(file.length).toBeGreaterThan(1000);

  const downloadingCsv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await downloadingCsv;
  expect(csv.suggestedFilename()).toBe('route-report.csv');
  const lines = readFileSync(await csv.path(), 'utf8')
    .trim()
    .split(/\r?\n/);
  // A header and one line per position.
  expect(lines).toHaveLength(path.length + 1);
  expect(lines[1]).toContain('Tipper 21');
  await page.screenshot({ path: test.info().outputPath('report-desktop.png'), fullPage: true });

  // The same fixes count as time in the vehicle's states.
  await page.goto('/dashboard/vehicle/vehicle-states');
  // The top bar follows the menu item (SPEC §2): Vehicle States has its own under Vehicle.
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle States', exact: true })).toBeVisible();
  await page.getByLabel('Period').selectOption({ label: 'Last 7 days' });
  await page.getByLabel('Vehicle', { exact: true }).selectOption({ label: 'Tipper 21' });
  await page.getByRole('button', { name: 'Show states' }).click();
  const states = page.getByRole('table', { name: 'Vehicle states' });
  await expect(states.getByRole('row')).toHaveCount(2);
  await expect(states.getByRole('cell', { name: 'Tipper 21', exact: true })).toBeVisible();
});

test('an eventId link opens the event page, which for an id that names no event is the not-found page', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/?eventId=987654');
  await expect(page).toHaveURL(/\/event\/987654$/);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found!' })).toBeVisible();
});
