import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { E2E_USER } from './e2eUser';

test('a wrong password is refused with the server message, the right one opens the dashboard', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByText('Maximize asset utilization')).toBeVisible();
  await expect(page.getByText('Sync with IoT devices')).toBeVisible();
  await expect(page.getByText('Swift assistance')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();

  await page.getByLabel('Email').fill(E2E_USER.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).not.toBeEmpty();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Password').fill(E2E_USER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // Signed in, the login page sends the user on to the dashboard.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard\/home$/);
});

test('/ sends a visitor without a session to /login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('the reset password page has no marketing panel', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(page.getByText('Maximize asset utilization')).toHaveCount(0);
});

test('an unknown share link shows the server message, then lands on /', async ({ page }) => {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.goto('/short/unknown');
  await expect(page.getByText(/Failed to resolve share link/)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(visited).toContain('/');
});

/** The gzipped size of every script the login page loads (once its sign-in button shows), checking none is a map's or the widgets'. */
async function loginPageScripts(page: Page, signIn: string): Promise<number> {
  const scripts: { url: string; body: Buffer }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({ url: response.url(), body: await response.body() });
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: signIn })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(script.url).not.toMatch(/maplibre|react-widgets/i);
    const text = script.body.toString('utf8');
    expect(text).not.toContain('maplibregl');
    expect(text).not.toContain('fleet-widget');
  }
  const gzipped = scripts.reduce((total, script) => total + gzipSync(script.body, { level: 9 }).length, 0);
  test.info().annotations.push({
    type: 'login page JavaScript (gzip)',
    description: `${(gzipped / 1024).toFixed(1)} kB`,
  });
  console.log(`login page JavaScript: ${scripts.length} files, ${(gzipped / 1024).toFixed(1)} kB gzipped`);
  return gzipped;
}

test('the login page loads neither maplibre nor the widget library, and little JavaScript', async ({
  page,
}) => {
  expect(await loginPageScripts(page, 'Sign in')).toBeLessThan(150 * 1024);
});

test.describe('in Nepali', () => {
  test.use({ locale: 'ne-NP' });

  test('the login page keeps to the same JavaScript budget with its language loaded', async ({ page }) => {
    // The translator without its message parser (catalogues ship pre-parsed) and only the sign-in
    // pages' text groups: every other group loads when a screen first shows it.
    expect(await loginPageScripts(page, 'साइन इन गर्नुहोस्')).toBeLessThan(150 * 1024);
  });
});
