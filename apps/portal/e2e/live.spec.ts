import { expect, test } from '@playwright/test';
import { signIn } from './signIn';
import { contactOf, IMEI, simOf } from './trackerIds';

const UNIQUE_ID = IMEI.liveBike;

test('the live socket connects with the session and moves the home page counts without a reload', async ({
  page,
}) => {
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(new URL(socket.url()).pathname));
  await signIn(page);
  await expect.poll(() => sockets).toContain('/api/socket');

  const created = await page.request.post('/api2/devices', {
    data: {
      name: 'Live Bus 5',
      category: 'bus',
      uniqueId: UNIQUE_ID,
      phone: simOf(UNIQUE_ID),
      contact: contactOf(UNIQUE_ID),
    },
  });
  expect(created.ok()).toBe(true);
  // The reloaded page's live socket: the server sends its first message (the latest positions) once it
  // has registered the socket, so what the tracker sends after it reaches this page.
  let registered = false;
  page.on('websocket', (socket) => {
    if (new URL(socket.url()).pathname === '/api/socket')
      socket.once('framereceived', () => (registered = true));
  });
  await page.reload();
  await expect
    .poll(() => registered, { message: "the reloaded page's live socket is registered" })
    .toBe(true);

  const moving = page
    .getByRole('region', { name: 'Fleet status' })
    .locator('.fleet-portal-stat')
    .filter({ hasText: 'Moving' })
    .locator('.fleet-portal-stat__value');
  await expect(moving).not.toHaveText('…');
  const before = Number(await moving.textContent());

  // The tracker reports driving with the ignition on; the socket brings it to the open page.
  const query = new URLSearchParams({
    id: UNIQUE_ID,
    lat: '27.7',
    lon: '85.3',
    speed: '20',
    timestamp: String(Math.floor(Date.now() / 1000)),
    ignition: 'true',
    motion: 'true',
  });
  const sent = await fetch(`${process.env.FLEETKIT_E2E_OSMAND_URL}/?${query}`, { method: 'POST' });
  expect(sent.status).toBe(200);
  // A deadline above the default: on CI the PostgreSQL pass shares the machine with this one.
  await expect(moving, 'the socket brings the moving vehicle to the open page').toHaveText(
    String(before + 1),
    {
      timeout: 15_000,
    },
  );

  // Switching the engine off is an event: a toast at the bottom right and a count on the bell.
  query.set('timestamp', String(Math.floor(Date.now() / 1000) + 5));
  query.set('speed', '0');
  query.set('ignition', 'false');
  query.set('motion', 'false');
  const stopped = await fetch(`${process.env.FLEETKIT_E2E_OSMAND_URL}/?${query}`, { method: 'POST' });
  expect(stopped.status).toBe(200);
  const toaster = page.locator('[data-sonner-toaster][data-x-position="right"][data-y-position="bottom"]');
  const toast = toaster.locator('[data-sonner-toast]').filter({ hasText: 'Ignition Off' }).first();
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Live Bus 5');
  await expect(page.getByTestId('notification-badge')).toHaveText(/^[1-9][0-9]?$|^99\+$/);

  // The same event is in the alerts, filtered by vehicle and type.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Alert', exact: true })
    .click();
  await page.getByLabel('Vehicle').selectOption({ label: 'Live Bus 5' });
  await page.getByLabel('Event type').selectOption({ label: 'Ignition Off' });
  await page.getByRole('button', { name: 'Show alerts' }).click();
  const alerts = page.getByRole('table', { name: 'Alerts' });
  await expect(alerts.getByRole('row')).toHaveCount(2);
  await expect(alerts.getByRole('cell', { name: 'Ignition Off', exact: true })).toBeVisible();
  await expect(alerts.getByRole('cell', { name: 'Live Bus 5', exact: true })).toBeVisible();
});
