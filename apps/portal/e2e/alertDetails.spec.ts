import { expect, test } from '@playwright/test';
import { signIn } from './signIn';
import { contactOf, IMEI, simOf } from './trackerIds';
import { reportOsmAnd } from './trackers';

const UNIQUE_ID = IMEI.alertDetailsVan;
const NAME = 'Alert Details Van';

test("the Alerts page's Details column reads the server's events: the geofence's name, speed and limit in km/h", async ({
  page,
}) => {
  await signIn(page);

  const created = await page.request.post('/api2/devices', {
    data: {
      name: NAME,
      category: 'van',
      uniqueId: UNIQUE_ID,
      phone: simOf(UNIQUE_ID),
      contact: contactOf(UNIQUE_ID),
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id: deviceId } = (await created.json()) as { id: number };
  // A limit of 40 km/h, stored in knots as Traccar keeps it (the drawer used to show 21.59827213822894).
  const device = (await (await page.request.get(`/api/devices/${deviceId}`)).json()) as {
    attributes: Record<string, unknown>;
  };
  const limited = await page.request.put(`/api/devices/${deviceId}`, {
    data: { ...device, attributes: { ...device.attributes, speedLimit: 40 / 1.852 } },
  });
  expect(limited.ok(), await limited.text()).toBe(true);
  const fence = await page.request.post('/api/geofences', {
    data: { name: 'Thamel Depot Gate', area: 'CIRCLE (27.715 85.31, 300)' },
  });
  expect(fence.ok(), await fence.text()).toBe(true);
  const { id: geofenceId } = (await fence.json()) as { id: number };
  const linked = await page.request.post('/api/permissions', { data: { deviceId, geofenceId } });
  expect(linked.ok(), await linked.text()).toBe(true);

  // The van drives into the geofence at 21.6 knots (40 km/h rounded), just above its limit.
  const start = Date.now() - 120_000;
  await reportOsmAnd(UNIQUE_ID, {
    time: new Date(start),
    latitude: 27.705,
    longitude: 85.31,
    speed: 10,
    ignition: true,
    motion: true,
  });
  await reportOsmAnd(UNIQUE_ID, {
    time: new Date(start + 60_000),
    latitude: 27.715,
    longitude: 85.31,
    speed: 21.6,
    ignition: true,
    motion: true,
  });

  // The vehicle list was read before the van was added: read it again.
  await page.reload();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Alert', exact: true })
    .click();
  await page.getByLabel('Vehicle').selectOption({ label: NAME });
  await page.getByRole('button', { name: 'Show alerts' }).click();
  const alerts = page.getByRole('table', { name: 'Alerts' });
  const entered = alerts.getByRole('row').filter({ hasText: 'Entered Geofence' });
  await expect(entered.getByRole('cell', { name: 'Thamel Depot Gate', exact: true })).toBeVisible();
  const overspeed = alerts.getByRole('row').filter({ hasText: 'Overspeed' });
  await expect(
    overspeed.getByRole('cell', { name: 'Speed 40 km/h, limit 40 km/h', exact: true }),
  ).toBeVisible();
  // No raw type and no knot value anywhere in the table.
  await expect(alerts).not.toContainText('geofenceEnter');
  await expect(alerts).not.toContainText('deviceOverspeed');
  await expect(alerts).not.toContainText('21.59');
});
