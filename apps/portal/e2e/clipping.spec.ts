import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { demoOwner } from './accounts';
import { E2E_ADMIN } from './e2eUser';
import { expectUncovered, SCREENS } from './geometry';
import { signIn } from './signIn';
import { contactOf, IMEI, simOf } from './trackerIds';

// Issue 18, "Clipped and covered": at a laptop's and a phone's size every tour step, dialog footer
// and table action is inside the viewport and nothing (a toast, a sticky column) lies on top of it.

const VAN = 'Clipped Van 9';
const DAY_MS = 86_400_000;

async function adminContext(baseURL: string | undefined): Promise<APIRequestContext> {
  const admin = await request.newContext({ baseURL });
  const login = await admin.post('/api/session', {
    form: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(login.ok()).toBe(true);
  return admin;
}

/** The test's vehicle, whose subscription lapsed yesterday. */
async function ensureExpiredVan(page: Page, baseURL: string | undefined): Promise<void> {
  const devices = (await (await page.request.get('/api/devices')).json()) as { uniqueId: string }[];
  if (devices.some((device) => device.uniqueId === IMEI.clippedVan)) return;
  const created = await page.request.post('/api2/devices', {
    data: {
      name: VAN,
      category: 'van',
      uniqueId: IMEI.clippedVan,
      phone: simOf(IMEI.clippedVan),
      contact: contactOf(IMEI.clippedVan),
    },
  });
  expect(created.ok(), `POST /api2/devices: ${created.status()} ${await created.text()}`).toBe(true);
  const device = (await created.json()) as Record<string, unknown> & { id: number };
  const admin = await adminContext(baseURL);
  const expire = await admin.put(`/api/devices/${device.id}`, {
    data: { ...device, expirationTime: new Date(Date.now() - DAY_MS).toISOString() },
  });
  expect(expire.ok()).toBe(true);
  await admin.dispose();
}

/**
 * Opens a dialog with its button and expects its title and Cancel whole and uncovered, then, scrolled
 * to its end, its title and all its actions; closes it with Cancel.
 */
async function checkDialog(page: Page, opener: string, name: string, label: string): Promise<void> {
  await page.getByRole('button', { name: opener, exact: true }).click();
  const dialog = page.getByRole('dialog', { name }).or(page.getByRole('alertdialog', { name }));
  await expect(dialog).toBeVisible();
  await expectUncovered(dialog.getByRole('button', { name: 'Cancel' }), `${name}'s Cancel`);
  await expectUncovered(dialog.getByRole('heading', { name }), `${name}'s title`);
  // Scrolled to its end, a long dialog keeps its title and its actions in view.
  await dialog.evaluate((element) => {
    const boxes: Element[] = [element, ...element.querySelectorAll('*')];
    // The box that scrolls may hold the dialog (a modal panel) rather than sit inside it.
    for (
      let parent = element.parentElement;
      parent && parent !== document.body;
      parent = parent.parentElement
    )
      boxes.push(parent);
    for (const box of boxes) if (box.scrollHeight > box.clientHeight) box.scrollTop = box.scrollHeight;
  });
  await expectUncovered(dialog.getByRole('heading', { name }), `${name}'s title, scrolled`);
  await expectUncovered(
    dialog.locator('.fleet-dialog__footer button, .fleet-portal-dialog__actions button'),
    `${name}'s actions, scrolled`,
  );
  await page.screenshot({ path: test.info().outputPath(`${name}-${label}.png`) });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
}

for (const screen of SCREENS) {
  test.describe(`at ${screen.width} × ${screen.height}`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } });

    test('every step of the product tour is whole on screen and uncovered', async ({ page }) => {
      // Seven pages, two of them maps: more than an ordinary test's share of time.
      test.slow();
      await signIn(page);
      await page.locator('.fleet-portal-user-menu__trigger').click();
      await page.getByRole('button', { name: 'Product tour' }).click();
      const card = page.locator('.fleet-tour[role="dialog"]');
      for (let step = 1; step <= 7; step++) {
        await expect(card.getByText(`Step ${step} of 7`)).toBeVisible();
        await expectUncovered(card, `tour step ${step}`);
        await expectUncovered(card.getByRole('button'), `tour step ${step}'s buttons`);
        await page.screenshot({ path: test.info().outputPath(`tour-step-${step}-${screen.label}.png`) });
        if (step < 7) await card.getByRole('button', { name: 'Next' }).click();
      }
      await card.getByRole('button', { name: 'Finish' }).click();
      await expect(card).toHaveCount(0);
    });

    test('the lists show every column and every row action whole and uncovered', async ({ page }) => {
      // The demo fleet's lists, as an owner sees them: groups, drivers, registrations, subscriptions
      // that have expired and that expire soon (each with its Renew button).
      await signIn(page, demoOwner());
      for (const path of [
        '/dashboard/vehicle/vehicle-list',
        '/dashboard/vehicle/vehicle-groups',
        '/dashboard/driver/all-driver',
      ]) {
        await page.goto(path);
        const table = page.getByRole('table');
        await expect(table.getByRole('row').nth(1)).toBeVisible();
        if (path.endsWith('vehicle-list'))
          await expect(table.getByRole('button', { name: 'Renew' }).first()).toBeAttached();
        if (screen.label === 'desktop') {
          // A laptop shows the whole table: no column (Subscription, the actions) is scrolled away.
          const wrap = page.locator('.fleet-portal-table-wrap');
          await expect
            .poll(() => wrap.evaluate((element) => element.scrollWidth - element.clientWidth), {
              message: path,
            })
            .toBeLessThanOrEqual(0);
        }
        await expectUncovered(table.getByRole('button'), `the table actions of ${path}`, true);
        const name = path.split('/').pop();
        await page.screenshot({ path: test.info().outputPath(`${name}-${screen.label}.png`) });
      }
    });

    test('the vehicle dialogs keep their title and actions in view, clear of the toasts', async ({
      page,
      baseURL,
    }) => {
      test.slow();
      await signIn(page);
      await ensureExpiredVan(page, baseURL);
      await page.goto('/dashboard/vehicle/vehicle-list');
      const table = page.getByRole('table', { name: 'Vehicles' });
      // Three saves leave three toasts, which stay until dismissed.
      await page.getByRole('searchbox', { name: 'Search vehicles' }).fill(VAN);
      await expect(table.getByRole('row')).toHaveCount(2);
      for (let save = 1; save <= 3; save++) {
        await page.getByRole('button', { name: `Edit ${VAN}` }).click();
        const edit = page.getByRole('dialog', { name: 'Edit Vehicle' });
        await edit.getByRole('button', { name: 'Save' }).click();
        await expect(edit).toHaveCount(0);
        await expect(page.locator('[data-sonner-toast]')).toHaveCount(save);
      }

      for (const [opener, name] of [
        ['Add Vehicle', 'Add Vehicle'],
        [`Edit ${VAN}`, 'Edit Vehicle'],
        [`Link ${VAN}`, 'Connect Data'],
        [`Delete ${VAN}`, 'Delete Vehicle'],
      ] as const) {
        await checkDialog(page, opener, name, screen.label);
      }
    });

    test('every row of a list scrolls clear of the toasts, the last one too', async ({ page }) => {
      // The demo fleet's list, as its owner sees it, with three toasts up (three saves).
      await signIn(page, demoOwner());
      await page.goto('/dashboard/vehicle/vehicle-list');
      const table = page.getByRole('table', { name: 'Vehicles' });
      await expect(table.getByRole('row').nth(3)).toBeVisible();
      const toasts = page.locator('[data-sonner-toast]');
      const before = await toasts.count();
      for (let save = 1; save <= 3; save++) {
        await table
          .getByRole('button', { name: /^Edit / })
          .first()
          .click();
        const edit = page.getByRole('dialog', { name: 'Edit Vehicle' });
        await edit.getByRole('button', { name: 'Save' }).click();
        await expect(edit).toHaveCount(0);
        await expect(toasts).toHaveCount(before + save);
      }
      await expectUncovered(table.getByRole('button'), 'the table actions beside the toasts', true);
    });

    test('a live event toast at the bottom right keeps every row scrollable clear of it, collapsed or expanded', async ({
      page,
    }) => {
      await signIn(page);
      const uniqueId = IMEI.toastedBike;
      const devices = (await (await page.request.get('/api/devices')).json()) as { uniqueId: string }[];
      if (!devices.some((device) => device.uniqueId === uniqueId)) {
        const created = await page.request.post('/api2/devices', {
          data: {
            name: 'Toasted Bike 8',
            category: 'motorcycle',
            uniqueId,
            phone: simOf(uniqueId),
            contact: contactOf(uniqueId),
          },
        });
        expect(created.ok(), `POST /api2/devices: ${created.status()}`).toBe(true);
      }
      await page.goto('/dashboard/vehicle/vehicle-list');
      const table = page.getByRole('table', { name: 'Vehicles' });
      await expect(table.getByRole('row').nth(1)).toBeVisible();

      // The bike switches its engine on, then off: each switch is a live event, toasted bottom right.
      const start = Math.floor(Date.now() / 1000);
      for (const [offset, ignition] of [
        [0, 'true'],
        [5, 'false'],
        [10, 'true'],
        [15, 'false'],
      ] as const) {
        const query = new URLSearchParams({
          id: uniqueId,
          lat: '27.71',
          lon: '85.32',
          speed: '0',
          timestamp: String(start + offset),
          ignition,
        });
        const sent = await fetch(`${process.env.FLEETKIT_E2E_OSMAND_URL}/?${query}`, { method: 'POST' });
        expect(sent.status).toBe(200);
      }
      const events = page.locator('[data-sonner-toaster][data-x-position="right"][data-y-position="bottom"]');
      // Three or four switches (a first report counts when the bike was last seen with its engine off).
      await expect
        .poll(() => events.locator('[data-sonner-toast]').filter({ hasText: 'Toasted Bike 8' }).count(), {
          message: 'the event toasts',
        })
        .toBeGreaterThanOrEqual(3);

      /** How far the toasts reach above the bottom of the screen beyond the room the page keeps clear. */
      const uncovered = () =>
        page.evaluate(() => {
          const room = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom) || 0;
          let reach = 0;
          for (const toast of document.querySelectorAll('[data-sonner-toast][data-visible="true"]'))
            reach = Math.max(reach, window.innerHeight - toast.getBoundingClientRect().top);
          return Math.round(reach - room);
        });
      await expect.poll(uncovered, { message: 'the toasts, collapsed' }).toBeLessThanOrEqual(0);
      await expectUncovered(table.getByRole('button'), 'the table actions beside the event toasts', true);

      // Pointed at, the stack spreads out; the room grows with it.
      await events.locator('[data-sonner-toast][data-front="true"]').hover();
      await expect(events.locator('[data-sonner-toast][data-expanded="true"]').first()).toBeVisible();
      await expect.poll(uncovered, { message: 'the toasts, expanded' }).toBeLessThanOrEqual(0);
    });

    test("the portal's form dialogs keep their title and actions in view", async ({ page }) => {
      await signIn(page);
      await page.goto('/dashboard/vehicle/vehicle-groups');
      await checkDialog(page, 'Add Group', 'Add Vehicle Group', screen.label);
      await page.goto('/dashboard/driver/all-driver');
      await checkDialog(page, 'Add Driver', 'Add Driver', screen.label);
    });
  });
}
