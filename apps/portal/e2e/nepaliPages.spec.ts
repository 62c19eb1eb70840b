import { toBikramSambat } from '@fleetkit/sdk-core/calendar';
import { loadCatalogue } from '@fleetkit/sdk-core/i18n';
import { expect, type Page, test } from '@playwright/test';
import { checkPage } from './pageChecks';
import { signIn } from './signIn';
import { contactOf, IMEI, simOf } from './trackerIds';

// The feature pages in Nepali: the test account reads Nepali (`attributes.language: 'ne'`, which the
// portal loads on start), and the report, geofence, document and driver pages show their headings,
// column names and dates in it, dates in Bikram Sambat with Nepali month names.

const UNIQUE_ID = IMEI.nepaliVan;
const VEHICLE = 'Nepali Van 44';

interface SessionUser {
  id: number;
  attributes: Record<string, unknown>;
  [field: string]: unknown;
}

const DEVANAGARI = '०१२३४५६७८९';
const devanagari = (value: number) =>
  String(value).replace(/\d/g, (digit) => DEVANAGARI[Number(digit)] ?? digit);

/** A BS date of `date` as the Nepali pages write it ('११ मंसिर २०८२'), in Latin or Devanagari digits. */
async function bsDatePattern(date: Date): Promise<RegExp> {
  const months = await loadCatalogue('ne', 'portal');
  const bs = toBikramSambat(date);
  const month = months[`BS_MONTH_TEXTS.${bs.month}` as keyof typeof months];
  const either = (value: number) => `(?:${value}|${devanagari(value)})`;
  return new RegExp(`${either(bs.day)} ${month} ${either(bs.year)}`);
}

/** Reports a position to the OsmAnd gateway, as a tracker does. */
async function report(position: { lat: number; lon: number; time: Date }) {
  const query = new URLSearchParams({
    id: UNIQUE_ID,
    lat: String(position.lat),
    lon: String(position.lon),
    speed: '15',
    timestamp: String(Math.floor(position.time.getTime() / 1000)),
    ignition: 'true',
    motion: 'true',
  });
  const response = await fetch(`${process.env.FLEETKIT_E2E_OSMAND_URL}/?${query}`, { method: 'POST' });
  expect(response.status).toBe(200);
}

/** The column headers of a table, in order. */
const headers = (page: Page, table: string) =>
  page.getByRole('table', { name: table }).getByRole('columnheader').allTextContents();

test('a user who reads Nepali sees the report, geofence, document and driver pages in Nepali, with BS dates', async ({
  page,
}, testInfo) => {
  test.slow();
  await signIn(page);
  const session = (await (await page.request.get('/api/session')).json()) as SessionUser;
  const attributes = session.attributes;
  const cleanup: (() => Promise<unknown>)[] = [];
  try {
    // Nepali, with no calendar of its own (another test may have chosen one): dates are BS by default.
    const { dateFormat: _calendar, ...others } = attributes;
    const nepali = await page.request.put(`/api/users/${session.id}`, {
      data: { ...session, attributes: { ...others, language: 'ne' } },
    });
    expect(nepali.ok(), await nepali.text()).toBe(true);

    // What the pages list: a vehicle with a route, a geofence, a document expiring soon and a driver.
    const vehicle = await page.request.post('/api2/devices', {
      data: {
        name: VEHICLE,
        category: 'van',
        uniqueId: UNIQUE_ID,
        phone: simOf(UNIQUE_ID),
        contact: contactOf(UNIQUE_ID),
      },
    });
    expect(vehicle.ok(), await vehicle.text()).toBe(true);
    const { id: vehicleId } = (await vehicle.json()) as { id: number };
    cleanup.push(() => page.request.delete(`/api2/devices/${vehicleId}`));
    const fixed = new Date(Date.now() - 3 * 60_000);
    for (const [index, point] of [
      { lat: 27.6727, lon: 85.3123 },
      { lat: 27.6736, lon: 85.3145 },
    ].entries()) {
      await report({ ...point, time: new Date(fixed.getTime() + index * 60_000) });
    }
    const geofence = await page.request.post('/api/geofences', {
      data: { name: 'Patan Yard', area: 'CIRCLE (27.6727 85.3123, 250)', attributes: {} },
    });
    expect(geofence.ok(), await geofence.text()).toBe(true);
    const { id: geofenceId } = (await geofence.json()) as { id: number };
    cleanup.push(() => page.request.delete(`/api/geofences/${geofenceId}`));
    const expires = new Date(Date.now() + 5 * 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const expiryDate = `${expires.getFullYear()}-${pad(expires.getMonth() + 1)}-${pad(expires.getDate())}`;
    const document = await page.request.post('/api2/documents', {
      data: {
        documentOf: 'vehicle',
        entityId: vehicleId,
        documentType: 'insurance',
        identificationNo: 'NE-44',
        expiryDate,
      },
    });
    expect(document.ok(), await document.text()).toBe(true);
    const { $id: documentId } = (await document.json()) as { $id: string };
    cleanup.push(() => page.request.delete(`/api2/documents/${documentId}`));
    const driver = await page.request.post('/api/drivers', {
      data: { name: 'Sita Chalak', uniqueId: 'NE-DRIVER-44', attributes: { phone: '+9779800000944' } },
    });
    expect(driver.ok(), await driver.text()).toBe(true);
    const { id: driverId } = (await driver.json()) as { id: number };
    cleanup.push(() => page.request.delete(`/api/drivers/${driverId}`));

    // The language is read when the portal starts.
    await page.goto('/dashboard/report');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
    await expect(page.getByRole('heading', { level: 2, name: 'रिपोर्टहरू', exact: true })).toBeVisible();
    await page.getByRole('radio', { name: 'बाटो' }).check();
    await page.getByLabel('अवधि').selectOption({ label: 'पछिल्ला सात दिन' });
    await page.getByLabel('सवारी साधन', { exact: true }).selectOption({ label: VEHICLE });
    await page.getByRole('button', { name: 'रिपोर्ट देखाउनुहोस्' }).click();
    await expect(page.getByText('बाटोहरू प्राप्त भए!')).toBeVisible();
    const route = page.getByRole('table', { name: 'बाटो' });
    await expect(route.getByRole('row')).toHaveCount(3);
    expect(await headers(page, 'बाटो')).toEqual(['समय', 'सवारी साधन', 'निर्देशाङ्क', 'गति', 'ठेगाना']);
    await expect(route.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(
      await bsDatePattern(fixed),
    );
    await checkPage(page, testInfo, 'nepali-report');

    await page.goto('/dashboard/geofences');
    await expect(page.getByRole('heading', { level: 2, name: 'जियोफेन्सहरू', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'सूची र नक्सा' })).toBeVisible();
    await page.goto('/dashboard/geofences/categories');
    await expect(page.getByRole('heading', { level: 2, name: 'जियोफेन्सका वर्गहरू', exact: true })).toBeVisible();
    expect(await headers(page, 'जियोफेन्सका वर्गहरू')).toEqual(['वर्ग', 'जियोफेन्सहरू', 'नामहरू']);
    await expect(page.getByRole('table', { name: 'जियोफेन्सका वर्गहरू' })).toContainText('वृत्त');
    await checkPage(page, testInfo, 'nepali-geofence-categories');

    await page.goto('/dashboard/document');
    await expect(page.getByRole('heading', { level: 2, name: 'कागजातहरू', exact: true })).toBeVisible();
    const expiring = page.getByRole('region', { name: 'कागजातको म्याद' });
    await expect(expiring).toContainText('म्याद सकिँदै');
    const expiresOn = await bsDatePattern(expires);
    await expect(expiring).toContainText(expiresOn);
    const documents = page.getByRole('table', { name: 'कागजातहरू' });
    const row = documents.getByRole('row').filter({ hasText: 'NE-44' });
    await expect(row).toContainText(expiresOn);
    await expect(row).toContainText('सवारी साधन');
    const documentHeaders = await headers(page, 'कागजातहरू');
    expect(documentHeaders.slice(0, 6)).toEqual([
      'वर्ग',
      'कसको',
      'प्रकार',
      'नम्बर',
      'म्याद सकिने मिति',
      'तस्बिरहरू',
    ]);
    await checkPage(page, testInfo, 'nepali-documents');

    await page.goto('/dashboard/driver/all-driver');
    await expect(page.getByRole('heading', { level: 2, name: 'सबै चालक', exact: true })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'चालकहरू' }).getByRole('row').filter({ hasText: 'Sita Chalak' }),
    ).toContainText('कुनै छैन');
    const driverHeaders = await headers(page, 'चालकहरू');
    expect(driverHeaders.slice(0, 4)).toEqual(['नाम', 'पहिचान', 'फोन', 'सवारी साधनहरू']);
    await checkPage(page, testInfo, 'nepali-drivers');
  } finally {
    for (const remove of cleanup.reverse()) await remove();
    const current = (await (await page.request.get('/api/session')).json()) as SessionUser;
    const restored = await page.request.put(`/api/users/${session.id}`, { data: { ...current, attributes } });
    expect(restored.ok(), await restored.text()).toBe(true);
  }
});
