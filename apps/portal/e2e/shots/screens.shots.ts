import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { apiSession, demoOwner } from '../accounts';
import { SCREENS } from '../geometry';
import { dismissToasts } from '../pageChecks';
import { settle } from '../pictures';
import { signIn } from '../signIn';
import { coveredSegments, TOUR_ROUTES, type TourRoute } from './routes';

// The screenshot tour: every route at 1400 × 900 and 375 × 812, full page, into `shots/` (or
// FLEETKIT_SHOTS_DIR), named `<nn>-<route>-<desktop|phone>.png` in the order of TOUR_ROUTES.

const here = dirname(fileURLToPath(import.meta.url));
const shotsDir = resolve(process.env.FLEETKIT_SHOTS_DIR ?? join(here, '../../shots'));

test.beforeAll(() => {
  rmSync(shotsDir, { recursive: true, force: true });
  mkdirSync(shotsDir, { recursive: true });
});

test('the tour names every route of the router', () => {
  const router = readFileSync(join(here, '../../src/router.tsx'), 'utf8');
  const declared = [...router.matchAll(/path: '([^']+)'/g)]
    .map((match) => match[1] ?? '')
    .filter((path) => path !== '/' && path !== '*');
  const covered = coveredSegments();
  expect(declared.filter((path) => !covered.has(path))).toEqual([]);
});

/** The demo fleet's ids the parameterised routes open. */
async function routeParams(
  api: APIRequestContext,
): Promise<{ vehicleId: string; geoId: string; ticketId: string; eventId: string }> {
  const devices = (await (await api.get('/api/devices')).json()) as { id: number }[];
  const geofences = (await (await api.get('/api/geofences')).json()) as { id: number }[];
  let tickets = (await (await api.get('/api2/tickets')).json()) as { id: number }[];
  if (tickets.length === 0) {
    const opened = await api.post('/api2/tickets', {
      data: { subject: 'Tracker offline since morning', category: 'device', description: 'No data today.' },
    });
    expect(opened.ok(), await opened.text()).toBe(true);
    tickets = [(await opened.json()) as { id: number }];
  }
  const from = new Date(Date.now() - 7 * 86_400_000).toISOString();
  const query = devices.map((device) => `deviceId=${device.id}`).join('&');
  const events = await api.get(`/api/reports/events?${query}&from=${from}&to=${new Date().toISOString()}`);
  const eventList = events.ok() ? ((await events.json()) as { id: number }[]) : [];
  return {
    vehicleId: String(devices[0]?.id ?? 0),
    geoId: String(geofences[0]?.id ?? 0),
    ticketId: String(tickets[0]?.id ?? 0),
    // Without an event the page shows its not-found state, which is a screen too.
    eventId: String(eventList.at(-1)?.id ?? 0),
  };
}

function pathOf(route: string, params: Record<string, string>, code: string): string {
  return route.replace(/:(\w+)/g, (_, name: string) => (name === 'code' ? code : (params[name] ?? '0')));
}

function fileName(index: number, route: string, label: string): string {
  const slug = route.replace(/^\//, '').replace(/[/:]+/g, '-') || 'root';
  return `${String(index + 1).padStart(2, '0')}-${slug}-${label}.png`;
}

/** Opens the path at each screen size and writes its full-page picture. */
async function shoot(page: Page, route: TourRoute, path: string): Promise<void> {
  const index = TOUR_ROUTES.indexOf(route);
  for (const screen of SCREENS) {
    await page.setViewportSize({ width: screen.width, height: screen.height });
    await page.goto(path);
    await expect(page.locator('.fleet-portal-loading, [aria-busy="true"]')).toHaveCount(0);
    if (await page.locator('[data-sonner-toast]').count()) await dismissToasts(page);
    await settle(page);
    await page.screenshot({
      path: join(shotsDir, fileName(index, route.route, screen.label)),
      fullPage: true,
    });
  }
}

async function guestPage(browser: Browser, api: APIRequestContext, vehicleId: string): Promise<Page> {
  const share = await api.post('/api2/devices/share', {
    data: { deviceId: Number(vehicleId), expiration: 24 },
  });
  expect(share.ok(), await share.text()).toBe(true);
  const { url } = (await share.json()) as { url: string };
  const page = await (await browser.newContext()).newPage();
  await page.goto(new URL(url).pathname);
  await expect(page).toHaveURL(/\/guest$/);
  return page;
}

test('every route at desktop and phone width', async ({ page, browser, baseURL }) => {
  const owner = demoOwner();
  const api = await apiSession(baseURL, owner);
  const params = await routeParams(api);
  const share = await api.post('/api2/devices/share', {
    data: { deviceId: Number(params.vehicleId), expiration: 24 },
  });
  const code = new URL(((await share.json()) as { url: string }).url).pathname.split('/').pop() ?? '';

  const guest = await guestPage(browser, api, params.vehicleId);
  for (const route of TOUR_ROUTES.filter((entry) => entry.who === 'guest'))
    await shoot(guest, route, route.route);
  await guest.context().close();

  // Signed out first (the short link is opened by a fresh browser, as a guest would), then the owner.
  for (const route of TOUR_ROUTES.filter(
    (entry) => entry.who === 'signedOut' && entry.route !== '/demo-login',
  )) {
    const fresh = await (await browser.newContext()).newPage();
    await shoot(fresh, route, pathOf(route.route, params, code));
    await fresh.context().close();
  }
  await signIn(page, owner);
  for (const route of TOUR_ROUTES.filter((entry) => entry.who === 'owner'))
    await shoot(page, route, pathOf(route.route, params, code));
  const demo = TOUR_ROUTES.find((entry) => entry.route === '/demo-login');
  if (demo) {
    const fresh = await (await browser.newContext()).newPage();
    await shoot(fresh, demo, demo.route);
    await fresh.context().close();
  }
  await api.dispose();
});
