import { expect, test } from '@playwright/test';
import { addVehicle } from './accounts';
import { settle } from './pictures';
import { signIn } from './signIn';
import { IMEI } from './trackerIds';
import { type OsmAndFix, reportOsmAnd } from './trackers';

const NOTIFY_CAR = { name: 'Notify Car 4', category: 'car', uniqueId: IMEI.notifyCar };

test('the bell opens Live Notifications fed by live events, newest first; a vehicle link opens it', async ({
  page,
}) => {
  // A long journey over a shared machine's map rendering: three times the usual ceiling.
  test.slow();
  await signIn(page);
  const devices = (await (await page.request.get('/api/devices')).json()) as {
    id: number;
    uniqueId: string;
  }[];
  const known = devices.find((device) => device.uniqueId === NOTIFY_CAR.uniqueId);
  const id = known ? known.id : await addVehicle(page.request, NOTIFY_CAR);
  await page.goto('/dashboard/vehicle/all-vehicles');
  await expect(page.getByRole('article', { name: NOTIFY_CAR.name })).toBeVisible();

  // The car's tracker: parked, then the engine goes on, then off again (two events).
  const start = Date.now();
  const fix = (seconds: number, ignition: boolean): OsmAndFix => ({
    time: new Date(start + seconds * 1000),
    latitude: 27.7172,
    longitude: 85.324,
    speed: 0,
    ignition,
    motion: false,
  });
  await reportOsmAnd(NOTIFY_CAR.uniqueId, fix(0, false));
  await reportOsmAnd(NOTIFY_CAR.uniqueId, fix(5, true));
  await reportOsmAnd(NOTIFY_CAR.uniqueId, fix(10, false));
  await expect(page.getByTestId('notification-badge')).toHaveText(/^([2-9]|[1-9]\d|99\+)$/);

  await page.getByRole('button', { name: /Live notifications/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Live Notifications' });
  await expect(drawer).toBeVisible();
  const items = drawer.getByRole('list', { name: 'Live Notifications' }).getByRole('listitem');
  // Newest first: the engine went off after it went on (the car also came online before both).
  const ours = items.filter({ hasText: NOTIFY_CAR.name });
  await expect(ours.nth(0)).toHaveAccessibleName('Ignition Off');
  await expect(ours.nth(1)).toHaveAccessibleName('Ignition On');
  await settle(page);
  await page.screenshot({ path: test.info().outputPath('notifications-1366.png') });

  // The vehicle's name opens its tracking screen; closing the drawer clears the notifications. The
  // demo fleet keeps driving, so its newer events may come in meanwhile: none of the car's are left.
  await ours.nth(0).getByRole('button', { name: NOTIFY_CAR.name }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/vehicle/all-vehicles/${id}$`));
  await expect(drawer).toHaveCount(0);
  await page.getByRole('button', { name: /Live notifications/ }).click();
  await expect(drawer).toBeVisible();
  await expect(ours).toHaveCount(0);
});

test('the product tour, started from the user menu, walks its 7 steps over the pages', async ({ page }) => {
  // A long journey over a shared machine's map rendering: three times the usual ceiling.
  test.slow();
  await signIn(page);
  await page.getByRole('button', { name: /Asha Owner/ }).click();
  await page.getByRole('button', { name: 'Product tour' }).click();
  const tour = page.locator('.fleet-tour[role="dialog"]').or(page.getByRole('dialog', { name: 'Dashboard' }));
  await expect(page.getByText('Step 1 of 7')).toBeVisible();
  await expect(tour.first()).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 of 7')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/vehicle\/all-vehicles$/);
  await settle(page);
  await page.screenshot({ path: test.info().outputPath('tour-step-2-1366.png') });
  for (let step = 3; step <= 7; step++) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(`Step ${step} of 7`)).toBeVisible();
  }
  await expect(page).toHaveURL(/\/dashboard\/help-and-support$/);
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText(/Step \d of 7/)).toHaveCount(0);
});
