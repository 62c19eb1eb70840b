import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';
import { addVehicle } from './accounts';
import { signIn } from './signIn';
import { IMEI } from './trackerIds';
import { reportOsmAnd } from './trackers';

// axe-core over the live pages (the map pages, the tracking screen, the drawer and the guest map), as
// e2e/accessibility.spec.ts does for the other pages: no serious or critical violations.

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

const AXE_BUS = { name: 'Axe Bus 5', category: 'bus', uniqueId: IMEI.axeBus };

test('the live pages have no serious or critical accessibility violations', async ({ page, browser }) => {
  // A long journey over a shared machine's map rendering: three times the usual ceiling.
  test.slow();
  await signIn(page);
  const devices = (await (await page.request.get('/api/devices')).json()) as {
    id: number;
    uniqueId: string;
  }[];
  const known = devices.find((device) => device.uniqueId === AXE_BUS.uniqueId);
  const id = known ? known.id : await addVehicle(page.request, AXE_BUS);
  await reportOsmAnd(AXE_BUS.uniqueId, {
    time: new Date(),
    latitude: 27.68,
    longitude: 85.34,
    speed: 10,
    ignition: true,
    motion: true,
  });

  const pages: [string, string][] = [
    ['/dashboard/vehicle/all-vehicles', AXE_BUS.name],
    ['/dashboard/vehicle/all-vehicles?tab=secondary', AXE_BUS.name],
    [`/dashboard/vehicle/all-vehicles/${id}`, 'Last hour'],
    [`/dashboard/vehicle/all-vehicles/${id}?tab=history`, 'Stopped Time'],
  ];
  for (const [path, shown] of pages) {
    await page.goto(path);
    await expect(page.locator('canvas.maplibregl-canvas')).toBeVisible();
    await expect(page.locator('.fleet-portal-page').getByText(shown).first()).toBeVisible();
    await expect(page.locator('.fleet-portal-loading, [aria-busy="true"]')).toHaveCount(0);
    expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
  }

  await page.getByRole('button', { name: /Live notifications/ }).click();
  await expect(page.getByRole('dialog', { name: 'Live Notifications' })).toBeVisible();
  expect({ path: 'drawer', violations: await seriousViolations(page) }).toEqual({
    path: 'drawer',
    violations: [],
  });
  await page.keyboard.press('Escape');

  const share = await page.request.post('/api2/devices/share', { data: { deviceId: id, expiration: 24 } });
  expect(share.ok()).toBe(true);
  const { url } = (await share.json()) as { url: string };
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto(new URL(url).pathname);
  await expect(guestPage).toHaveURL(/\/guest$/);
  await expect(
    guestPage.locator('.fleet-map-popup').getByRole('article', { name: AXE_BUS.name }),
  ).toBeVisible();
  expect({ path: '/guest', violations: await seriousViolations(guestPage) }).toEqual({
    path: '/guest',
    violations: [],
  });
  await guest.close();
});
