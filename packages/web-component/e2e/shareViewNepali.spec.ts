import { expect, type Page, test } from '@playwright/test';
import {
  fleetEvents,
  newVehicle,
  ownerClient,
  partnerPage,
  recordFleetEvents,
  sendFix,
  waitForVehicleAt,
} from './support/partner';

const DAY = 24 * 3_600_000;

/** The bodies of the scripts the page loads, as they arrive. */
function recordScripts(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return bodies;
}

/** Whether any script loaded so far carries the Nepali catalogue (one of its ids, written only there). */
async function loadedNepali(bodies: Promise<string>[]): Promise<boolean> {
  return (await Promise.all(bodies)).some((body) => body.includes('ELEMENT_TEXTS.sharedUntil'));
}

test.describe('<fleet-share-view lang="ne"> on a partner site', () => {
  test('shows the shared vehicle in Nepali, and in English again when lang changes', async ({ page }) => {
    const owner = await ownerClient();
    const vehicle = await newVehicle(owner, 'Nepali Truck');
    await sendFix(vehicle.uniqueId, 27.7172, 85.324);
    const token = await owner.devices.share(vehicle.id, new Date(Date.now() + DAY));
    await recordFleetEvents(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const scripts = recordScripts(page);

    await page.goto(partnerPage('nepali.html', { token, lang: 'ne', digits: 'latn' }));
    await waitForVehicleAt(page, 'fleet-share-view', vehicle.id, 27.7172, 85.324);
    const card = page.locator('fleet-share-view .fleet-vehicle-card');
    await expect(card.locator('.fleet-vehicle-card__name')).toHaveText('Nepali Truck');
    await expect(card).toContainText('डेटा प्राप्त');
    await expect(card).toContainText('कुल किमि');
    await expect(card).toContainText('इग्निसन');
    await expect(card).toContainText('सेयर गरिएको अवधि:');
    await expect(card).not.toContainText('Data received');
    // The facts under their Nepali labels: 20 knots is 37 km/h, the ignition is not reported. (The
    // digits stay Latin here: this Chromium has no Nepali locale data for Intl; jsdom tests cover them.)
    const fact = (label: string) =>
      card.locator('.fleet-vehicle-card__fact', { hasText: label }).locator('dd');
    await expect(fact('गति')).toHaveText('37 km/h');
    await expect(fact('इग्निसन')).toHaveText('उपलब्ध छैन');
    await expect(page.locator('fleet-share-view .fleet-element')).toHaveAttribute('lang', 'ne');
    // The Nepali texts came in a chunk of their own.
    expect(await loadedNepali(scripts)).toBe(true);

    // lang is observed: English again, without reloading the page.
    await page.locator('fleet-share-view').evaluate((element) => element.setAttribute('lang', 'en'));
    await expect(card).toContainText('Data received');
    await expect(card).toContainText('Shared until');
    await expect(card).not.toContainText('डेटा प्राप्त');
    await page.locator('fleet-share-view').evaluate((element) => element.setAttribute('lang', 'ne'));
    await expect(card).toContainText('डेटा प्राप्त');

    expect((await fleetEvents(page)).filter((e) => e.type === 'fleet-error')).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('says a withdrawn link is no longer valid in Nepali', async ({ page }) => {
    const owner = await ownerClient();
    const vehicle = await newVehicle(owner, 'Withdrawn Nepali Share');
    await sendFix(vehicle.uniqueId, 27.7, 85.3);
    const token = await owner.devices.share(vehicle.id, new Date(Date.now() + DAY));
    await owner.session.revokeToken(token);
    await page.goto(partnerPage('nepali.html', { token, lang: 'ne', digits: 'latn' }));
    const status = page.locator('fleet-share-view .fleet-element__status');
    await expect(status).toHaveText('यो सेयर लिङ्क मान्य छैन वा फिर्ता लिइएको छ।');
    await expect(status).toHaveAttribute('role', 'alert');
  });

  test('an English embed loads none of the language code', async ({ page }) => {
    const owner = await ownerClient();
    const vehicle = await newVehicle(owner, 'English Truck');
    await sendFix(vehicle.uniqueId, 27.7172, 85.324);
    const token = await owner.devices.share(vehicle.id, new Date(Date.now() + DAY));
    const scripts = recordScripts(page);
    await page.goto(partnerPage('share.html', { token }));
    await waitForVehicleAt(page, 'fleet-share-view', vehicle.id, 27.7172, 85.324);
    await expect(page.locator('fleet-share-view .fleet-vehicle-card')).toContainText('Data received');
    expect(await loadedNepali(scripts)).toBe(false);
  });
});
