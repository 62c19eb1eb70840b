import { expect, test } from '@playwright/test';
import { addVehicle } from './accounts';
import { settle } from './pictures';
import { signIn } from './signIn';
import { IMEI } from './trackerIds';
import { Gt06TestTracker } from './trackers';

const LOCKED_TRUCK = { name: 'Tipper 31', category: 'truck', uniqueId: IMEI.lockedTruck };

test('Engine Action locks and unlocks the engine of a connected GT06 tracker and shows its answer', async ({
  page,
}) => {
  // A long journey over a shared machine's map rendering: three times the usual ceiling.
  test.slow();
  await signIn(page);
  const devices = (await (await page.request.get('/api/devices')).json()) as {
    id: number;
    uniqueId: string;
  }[];
  const known = devices.find((device) => device.uniqueId === LOCKED_TRUCK.uniqueId);
  const id = known ? known.id : await addVehicle(page.request, LOCKED_TRUCK);

  // A vehicle the account cannot see has no tracking screen.
  await page.goto('/dashboard/vehicle/all-vehicles/999999');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found!' })).toBeVisible();

  // The truck's tracker is online over GT06, parked at the depot.
  const tracker = new Gt06TestTracker(LOCKED_TRUCK.uniqueId);
  await tracker.connect(Number(process.env.FLEETKIT_E2E_GT06_PORT));
  await tracker.report(27.7049, 85.3067);
  try {
    await page.goto(`/dashboard/vehicle/all-vehicles/${id}`);
    await expect(page.getByRole('tab', { name: 'Live Tracking', selected: true })).toBeVisible();

    // Engine commands need a confirmation; Cancel sends nothing.
    await page.getByRole('button', { name: 'Engine Action' }).click();
    let dialog = page.getByRole('alertdialog', { name: 'Engine Action' });
    await expect(dialog.getByRole('button', { name: 'Lock Engine', exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    expect(tracker.commands).toEqual([]);

    await page.getByRole('button', { name: 'Engine Action' }).click();
    dialog = page.getByRole('alertdialog', { name: 'Engine Action' });
    await dialog.getByRole('button', { name: 'Lock Engine', exact: true }).click();
    await expect(dialog.getByText('Vehicle answered: Cut off the fuel supply: Success!')).toBeVisible();
    expect(tracker.commands.map((text) => text.toUpperCase())).toEqual(['RELAY,1#']);
    await settle(page);
    await page.screenshot({ path: test.info().outputPath('engine-locked-1366.png') });

    await dialog.getByRole('button', { name: 'Unlock Engine', exact: true }).click();
    await expect(dialog.getByText('Vehicle answered: Restore fuel supply: Success!')).toBeVisible();
    expect(tracker.commands.map((text) => text.toUpperCase())).toEqual(['RELAY,1#', 'RELAY,0#']);
  } finally {
    tracker.close();
  }
});
