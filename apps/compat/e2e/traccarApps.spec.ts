import { expect, test } from '@playwright/test';
import { POSITION } from '../fixtures/shapes';
import { CLIENT_FLOWS, MANAGER_FLOWS } from '../fixtures/traccarClient';
import { LOGIN } from '../fixtures/traccarWeb';
import { environment, replay, runVariables } from './support/replay';
import { openSocket, socketItems } from './support/socket';

// Traccar Client posts fixes to the OsmAnd port from a phone (no browser: the calls are made from
// Node); Traccar Manager shows the web app in a web view and keeps a sign-in token.

test('Traccar Client: the query form and the JSON form are stored as positions', async ({ browser }) => {
  const env = environment();
  const variables = runVariables();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${env.url}/api/health`);
  const signIn = LOGIN.calls.find((call) => call.method === 'POST');
  if (!signIn) throw new Error('the login fixture has no sign-in call');
  await replay(page, signIn, variables);

  const [queryForm, jsonForm] = CLIENT_FLOWS;
  if (!queryForm || !jsonForm) throw new Error('the client fixtures are missing');
  const latest = async () =>
    (
      (await replay(
        page,
        {
          method: 'GET',
          path: '/api/positions',
          query: { deviceId: '{deviceId}' },
          expect: { body: 'json', shape: [POSITION] },
        },
        variables,
      )) as { latitude: number; fixTime: string; attributes: Record<string, unknown> }[]
    )[0];

  for (const call of queryForm.calls) await replay(null, call, variables);
  await expect.poll(async () => (await latest())?.latitude, { message: 'the query-form fix' }).toBe(27.7612);

  // The JSON form: a newer fix of the same phone.
  variables.clientIso = new Date(Date.now() - 10_000).toISOString();
  for (const call of jsonForm.calls) await replay(null, call, variables);
  await expect.poll(async () => (await latest())?.latitude, { message: 'the JSON-form fix' }).toBe(27.7712);
  expect(Date.parse((await latest())?.fixTime ?? '')).toBe(Date.parse(String(variables.clientIso)));
  await context.close();
});

test('Traccar Manager: sign-in token, reopened with it, a notification opened, downloads, push token, live socket', async ({
  browser,
}) => {
  const env = environment();
  const variables = runVariables();
  const [signIn, reopened, opened, downloads, push] = MANAGER_FLOWS;
  if (!signIn || !reopened || !opened || !downloads || !push) {
    throw new Error('the manager fixtures are missing');
  }

  const first = await browser.newContext();
  const firstPage = await first.newPage();
  await firstPage.goto(`${env.url}/api/health`);
  for (const call of signIn.calls) await replay(firstPage, call, variables);
  await first.close();

  // The app starts again: a new web view, no cookie, the stored token.
  const second = await browser.newContext();
  const page = await second.newPage();
  await page.goto(`${env.url}/api/health`);
  for (const call of reopened.calls) await replay(page, call, variables);
  for (const call of opened.calls) await replay(page, call, variables);
  for (const call of downloads.calls) await replay(null, call, variables);
  for (const call of push.calls) await replay(page, call, variables);
  await openSocket(page);
  await expect
    .poll(async () => (await socketItems(page)).positions?.length ?? 0, {
      message: 'positions on the socket',
    })
    .toBeGreaterThan(0);
  await second.close();
});
