import { toBikramSambat } from '@fleetkit/sdk-core/calendar';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { addVehicle, apiSession } from './accounts';
import { E2E_ADMIN } from './e2eUser';
import { seriousViolations } from './pageChecks';
import { IMEI } from './trackerIds';

// The portal in Nepali, walked by an account of its own so that the other tests' users stay English.

const NEPALI_USER = {
  email: 'nepali@fleetkit.test',
  name: 'Sita Nepali',
  password: 'e2e-nepali-battery-staple',
} as const;
const TRUCK = 'Sagarmatha Truck';
const DAY_MS = 24 * 60 * 60 * 1000;
const NE_MONTHS = ['बैशाख', 'जेठ', 'असार', 'साउन', 'भदौ', 'असोज', 'कात्तिक', 'मंसिर', 'पुस', 'माघ', 'फागुन', 'चैत'];
const DEVANAGARI = '०१२३४५६७८९';

function devanagari(value: number): string {
  return String(value).replace(/\d/g, (digit) => DEVANAGARI[Number(digit)] ?? digit);
}

/** A date as the portal writes it in Nepali with Devanagari digits: '१२ मंसिर २०८२'. */
function nepaliDate(date: Date): string {
  const bs = toBikramSambat(date);
  return `${devanagari(bs.day)} ${NE_MONTHS[bs.month - 1]} ${devanagari(bs.year)}`;
}

async function adminSession(baseURL: string | undefined): Promise<APIRequestContext> {
  return apiSession(baseURL, E2E_ADMIN);
}

/** The Nepali walker, made by the administrator once, with one truck whose subscription runs out soon. */
async function prepareAccount(baseURL: string | undefined): Promise<{ vehicleId: number; expiry: Date }> {
  const admin = await adminSession(baseURL);
  const users = (await (await admin.get('/api/users')).json()) as { email: string }[];
  if (!users.some((user) => user.email === NEPALI_USER.email)) {
    const created = await admin.post('/api/users', { data: NEPALI_USER });
    expect(created.ok(), await created.text()).toBe(true);
  }
  const own = await apiSession(baseURL, NEPALI_USER);
  const devices = (await (await own.get('/api/devices')).json()) as (Record<string, unknown> & {
    id: number;
    name: string;
  })[];
  const vehicleId =
    devices.find((device) => device.name === TRUCK)?.id ??
    (await addVehicle(own, { name: TRUCK, category: 'truck', uniqueId: IMEI.nepaliTruck }));
  const device = (await (await admin.get(`/api/devices/${vehicleId}`)).json()) as Record<string, unknown>;
  const expiry = new Date(Date.now() + 3 * DAY_MS);
  const expire = await admin.put(`/api/devices/${vehicleId}`, {
    data: { ...device, expirationTime: expiry.toISOString() },
  });
  expect(expire.ok(), await expire.text()).toBe(true);
  // Starts English, with no language of its own.
  await resetLanguage(own);
  return { vehicleId, expiry };
}

/** Drops the account's language and digits (the state every run starts from and ends in). */
async function resetLanguage(own: APIRequestContext): Promise<void> {
  const user = (await (await own.get('/api/session')).json()) as {
    id: number;
    attributes: Record<string, unknown>;
  };
  const { language: _language, digits: _digits, dateFormat: _dateFormat, ...attributes } = user.attributes;
  const saved = await own.put(`/api/users/${user.id}`, { data: { ...user, attributes } });
  expect(saved.ok(), await saved.text()).toBe(true);
}

async function sessionAttributes(page: Page): Promise<Record<string, unknown>> {
  const session = (await (await page.request.get('/api/session')).json()) as {
    attributes: Record<string, unknown>;
  };
  return session.attributes;
}

async function expectAxeClean(page: Page, path: string): Promise<void> {
  expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
}

test.afterAll(async ({ baseURL }) => {
  await resetLanguage(await apiSession(baseURL, NEPALI_USER));
});

test('the portal in Nepali: chosen on the login page, saved in Settings with Devanagari digits, BS dates on every screen, and back to English', async ({
  page,
  baseURL,
}) => {
  // A walk over six screens with an accessibility check on each.
  test.slow();
  const { vehicleId, expiry } = await prepareAccount(baseURL);
  const html = page.locator('html');

  // The login page: the browser speaks English; the picker switches the page before sign-in.
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(html).toHaveAttribute('lang', 'en');
  await page.getByLabel('Language').selectOption('ne');
  await expect(page.getByRole('heading', { name: 'साइन इन गर्नुहोस्' })).toBeVisible();
  await expect(html).toHaveAttribute('lang', 'ne');
  await expect(page.getByText('सम्पत्तिको अधिकतम उपयोग')).toBeVisible();
  await expect(page.getByRole('link', { name: 'सेवाका सर्तहरू' })).toBeVisible();
  await expectAxeClean(page, '/login');

  // Signed in, the choice made before holds: the account has no language of its own yet.
  await page.getByLabel('इमेल').fill(NEPALI_USER.email);
  await page.getByLabel('पासवर्ड').fill(NEPALI_USER.password);
  await page.getByRole('button', { name: 'साइन इन गर्नुहोस्' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  const sidebar = page.getByRole('navigation', { name: 'मुख्य' });
  await expect(sidebar.getByRole('link', { name: 'ड्यासबोर्ड', exact: true })).toBeVisible();

  // Settings › General: Nepali saved with the account, then Devanagari digits.
  await sidebar.getByRole('link', { name: 'सेटिङ', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\/general$/);
  const language = page.getByLabel('भाषा');
  await expect(language).toHaveValue('ne');
  // Unset, the calendar of Nepali is BS.
  await expect(page.getByLabel('पात्रो')).toHaveValue('BS');
  await language.selectOption('ne');
  await expect.poll(async () => (await sessionAttributes(page)).language).toBe('ne');
  await page.getByLabel('अङ्क').selectOption('deva');
  await expect.poll(async () => (await sessionAttributes(page)).digits).toBe('deva');
  await expect(page.getByLabel('अङ्क')).toHaveValue('deva');
  await expectAxeClean(page, '/dashboard/settings/general');

  // The overview: Nepali headings, the truck's subscription running out on a BS date in Devanagari.
  const bsExpiry = nepaliDate(expiry);
  await page.goto('/dashboard/home');
  await expect(page.getByRole('heading', { name: 'फ्लिटको स्थिति' })).toBeVisible();
  await expect(page.locator('.fleet-portal-topbar__title')).toHaveText('ड्यासबोर्ड');
  const subscriptions = page.getByRole('region', { name: 'सदस्यताहरू' });
  await expect(subscriptions.getByRole('listitem').filter({ hasText: TRUCK })).toContainText(bsExpiry);
  await expect(subscriptions).toContainText('म्याद सकिने');
  await expectAxeClean(page, '/dashboard/home');

  // All vehicles: the frame in Nepali around the widgets.
  await sidebar.getByRole('link', { name: 'सवारी साधन', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/vehicle\/all-vehicles/);
  await expect(page.locator('.fleet-portal-topbar__title')).toHaveText('सबै सवारी साधन');
  await expect(page.getByRole('region', { name: 'लाइभ नक्सा' })).toBeVisible();
  await expect(page.getByText(TRUCK).first()).toBeVisible();
  await expectAxeClean(page, '/dashboard/vehicle/all-vehicles');

  // The truck's tracking screen on its history tab.
  await page.goto(`/dashboard/vehicle/all-vehicles/${vehicleId}?tab=history`);
  await expect(page.locator('.fleet-portal-topbar__title')).toHaveText('सवारी साधन ट्र्याक गर्नुहोस्');
  await expect(page.getByRole('tab', { name: 'इतिहास' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'लाइभ ट्र्याकिङ' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'पछाडि जानुहोस्' })).toBeVisible();
  await expectAxeClean(page, `/dashboard/vehicle/all-vehicles/${vehicleId}?tab=history`);

  // Subscription: Nepali steps with Devanagari numbers, the expiry in BS.
  await sidebar.getByRole('link', { name: 'सदस्यता', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscription$/);
  await expect(page.getByRole('heading', { name: '१. सवारी साधनहरू' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: TRUCK });
  await expect(row.getByTestId('expiry')).toHaveText(bsExpiry);
  await expect(row).toContainText('म्याद सकिने');
  await expect(page.getByRole('columnheader', { name: 'म्याद सकिने मिति' })).toBeVisible();
  await expectAxeClean(page, '/dashboard/subscription');

  // Back to English, saved with the account, at once.
  await page.goto('/dashboard/settings/general');
  await page.getByLabel('भाषा').selectOption('en');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(page.getByLabel('Language')).toHaveValue('en');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }),
  ).toBeVisible();
  await expect.poll(async () => (await sessionAttributes(page)).language).toBe('en');
  await page.getByLabel('Digits').selectOption('latn');
  await expect.poll(async () => (await sessionAttributes(page)).digits).toBe('latn');
  await page.goto('/dashboard/subscription');
  await expect(page.getByRole('heading', { name: '1. Vehicles' })).toBeVisible();
  // An English account reads AD dates.
  await expect(row.getByTestId('expiry')).not.toContainText(
    NE_MONTHS[toBikramSambat(expiry).month - 1] ?? '',
  );
  await expect(row).toContainText('Expires');
});
