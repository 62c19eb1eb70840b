import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { LOG, POSITION } from '../fixtures/shapes';
import {
  EMULATOR,
  LOGIN,
  LOGIN_TOTP,
  LOGOUT,
  PASSWORD_RESET,
  SHARED_VIEW,
  SOCKET_MESSAGES,
  WEB_SCREENS,
} from '../fixtures/traccarWeb';
import { environment, replay, runVariables, shapeErrors, type Variables } from './support/replay';
import { openSocket, postFix, sendOnSocket, socketItems } from './support/socket';
import { totpCode } from './support/totp';

// Traccar's web app (traccar-web 6.x), screen by screen: each screen's recorded calls made with fetch
// from a page of the server's origin, as the app makes them, signed in as an administrator.

let context: BrowserContext;
let page: Page;
let variables: Variables;

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext();
  page = await context.newPage();
  await page.goto(`${environment().url}/api/health`);
  variables = runVariables();
  const signIn = LOGIN.calls.find((call) => call.method === 'POST');
  if (!signIn) throw new Error('the login fixture has no sign-in call');
  await replay(page, signIn, variables);
});

test.afterAll(async () => {
  await context?.close();
});

test('login: server, session, sign-in', async ({ browser }) => {
  const fresh = await browser.newContext();
  const loginPage = await fresh.newPage();
  await loginPage.goto(`${environment().url}/api/health`);
  const own = runVariables();
  for (const call of LOGIN.calls) await replay(loginPage, call, own);
  await fresh.close();
});

for (const screen of WEB_SCREENS) {
  test(`${screen.screen} (${screen.calls.length} calls)`, async () => {
    for (const call of screen.calls) await replay(page, call, variables);
  });
}

/** A page of the server's origin in a context of its own (no cookie yet). */
async function freshPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const fresh = await browser.newContext();
  const freshPage = await fresh.newPage();
  await freshPage.goto(`${environment().url}/api/health`);
  return { context: fresh, page: freshPage };
}

test('login with a TOTP code: the login page asks for it after a 401 with WWW-Authenticate: TOTP', async ({
  browser,
}) => {
  // The server settings screen (above) turned `totpEnable` on; the administrator adds the user.
  const own: Variables = { ...runVariables(), memberPassword: 'a long two-factor password' };
  own.memberEmail = `totp-${own.stamp}@example.com`;
  await replay(
    page,
    {
      method: 'POST',
      path: '/api/users',
      json: { name: 'Two factor {stamp}', email: '{memberEmail}', password: '{memberPassword}' },
      expect: { body: 'json' },
    },
    own,
  );
  const fresh = await freshPage(browser);
  for (const call of LOGIN_TOTP.calls) {
    if (typeof own.totpKey === 'string') own.totpCode = totpCode(own.totpKey);
    await replay(fresh.page, call, own);
  }
  await fresh.context.close();
});

test('password reset: the login page asks for a reset link', async ({ browser }) => {
  const fresh = await freshPage(browser);
  const own = runVariables();
  for (const call of PASSWORD_RESET.calls) await replay(fresh.page, call, own);
  await fresh.context.close();
});

test('share link opened: the guest sees the shared vehicle', async ({ browser }) => {
  const sharing = WEB_SCREENS.find((screen) => screen.screen === 'sharing');
  if (!sharing) throw new Error('the sharing fixture is missing');
  for (const call of sharing.calls) await replay(page, call, variables);
  const guest = await freshPage(browser);
  const own = { ...runVariables(), shareToken: variables.shareToken };
  for (const call of SHARED_VIEW.calls) await replay(guest.page, call, own);
  await guest.context.close();
});

test('logout: the session ends', async ({ browser }) => {
  const fresh = await freshPage(browser);
  const own = runVariables();
  const signIn = LOGIN.calls.find((call) => call.method === 'POST');
  if (!signIn) throw new Error('the login fixture has no sign-in call');
  await replay(fresh.page, signIn, own);
  for (const call of LOGOUT.calls) await replay(fresh.page, call, own);
  await fresh.context.close();
});

test('main map: the socket sends devices, positions and events with their message', async () => {
  const env = environment();
  await openSocket(page);
  // The first message: the latest positions.
  await expect
    .poll(async () => (await socketItems(page)).positions?.length ?? 0, { message: 'positions on open' })
    .toBeGreaterThan(0);
  expect(
    await postFix(env.osmandPort, {
      id: env.uniqueId,
      lat: '27.76',
      lon: '85.36',
      timestamp: String(Math.floor(Date.now() / 1000)),
      speed: '10',
      alarm: 'sos',
    }),
  ).toBe(200);
  await expect
    .poll(
      async () => {
        const items = await socketItems(page);
        return ['devices', 'positions', 'events'].filter((key) =>
          (items[key] ?? []).some(
            (item) =>
              (item as { deviceId?: number; id?: number }).deviceId === env.deviceId ||
              (item as { id?: number }).id === env.deviceId,
          ),
        );
      },
      { message: 'devices, positions and events of the vehicle on the socket' },
    )
    .toEqual(['devices', 'positions', 'events']);
  const items = await socketItems(page);
  expect(shapeErrors(items.devices, SOCKET_MESSAGES.devices)).toEqual([]);
  expect(shapeErrors(items.positions, SOCKET_MESSAGES.positions)).toEqual([]);
  expect(shapeErrors(items.events, SOCKET_MESSAGES.events)).toEqual([]);
});

test('emulator: a click on the map posts a fix to the OsmAnd port', async () => {
  const env = environment();
  for (const call of EMULATOR.calls) await replay(page, call, variables);
  await expect
    .poll(
      async () => {
        const positions = (await replay(
          page,
          {
            method: 'GET',
            path: '/api/positions',
            query: { deviceId: '{deviceId}' },
            expect: { body: 'json', shape: [POSITION] },
          },
          variables,
        )) as { latitude: number }[];
        return positions[0]?.latitude;
      },
      { message: `the emulated fix of ${env.uniqueId} is the latest position` },
    )
    .toBe(27.7601);
});

test('logs: raw device data on the socket', async () => {
  const env = environment();
  await openSocket(page);
  await sendOnSocket(page, { logs: true });
  expect(await postFix(env.osmandPort, { id: env.uniqueId, lat: '27.7', lon: '85.3' })).toBe(200);
  await expect
    .poll(async () => (await socketItems(page)).logs?.length ?? 0, { message: 'log lines on the socket' })
    .toBeGreaterThan(0);
  expect(shapeErrors((await socketItems(page)).logs, [LOG])).toEqual([]);
});
