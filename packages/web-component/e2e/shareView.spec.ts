import { expect, test } from '@playwright/test';
import {
  environment,
  fleetEvents,
  newVehicle,
  ownerClient,
  partnerPage,
  recordFleetEvents,
  sendFix,
  waitForVehicleAt,
} from './support/partner';

const HOUR = 3_600_000;
/** Share links last 24 hours, 3, 7 or 30 days (SPEC §9). */
const DAY = 24 * HOUR;

test.describe('<fleet-share-view> on a partner site (another origin, only the script tag)', () => {
  test('shows the shared vehicle and its card, and moves it as the tracker reports', async ({ page }) => {
    const owner = await ownerClient();
    const vehicle = await newVehicle(owner, 'Partner Truck');
    await sendFix(vehicle.uniqueId, 27.7172, 85.324);
    const token = await owner.devices.share(vehicle.id, new Date(Date.now() + DAY));
    await recordFleetEvents(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(partnerPage('share.html', { token }));
    await waitForVehicleAt(page, 'fleet-share-view', vehicle.id, 27.7172, 85.324);
    await expect.poll(async () => (await fleetEvents(page)).map((e) => e.type)).toEqual(['fleet-ready']);
    const card = page.locator('fleet-share-view .fleet-vehicle-card');
    await expect(card).toBeVisible();
    await expect(card.locator('.fleet-vehicle-card__name')).toHaveText('Partner Truck');
    await expect(card).toContainText('Data received');
    await expect(card).toContainText('Shared until');
    // Guests see no action icons (SPEC §6).
    await expect(card.locator('button')).toHaveCount(0);

    // Steps a vehicle can make between two fixes a second apart (the server drops impossible jumps).
    await sendFix(vehicle.uniqueId, 27.7175, 85.3243);
    await waitForVehicleAt(page, 'fleet-share-view', vehicle.id, 27.7175, 85.3243);
    await sendFix(vehicle.uniqueId, 27.7178, 85.3246);
    await waitForVehicleAt(page, 'fleet-share-view', vehicle.id, 27.7178, 85.3246);

    const events = await fleetEvents(page);
    expect(events.filter((e) => e.type === 'fleet-ready')).toEqual([
      { type: 'fleet-ready', detail: { hasMap: true }, target: 'fleet-share-view' },
    ]);
    expect(events.some((e) => e.type === 'fleet-error')).toBe(false);
    expect(errors).toEqual([]);
  });

  test('opens a short share link given by its code', async ({ page }) => {
    const owner = await ownerClient();
    const vehicle = await newVehicle(owner, 'Short Link Van');
    await sendFix(vehicle.uniqueId, 28.2096, 83.9856);
    const { url } = await owner.vehicles.share(vehicle.id, new Date(Date.now() + 24 * HOUR));
    const code = url.split('/short/')[1] ?? '';
    await page.goto(partnerPage('share.html', { code }));
    await waitForVehicleAt(page, 'fleet-share-view', vehicle.id, 28.2096, 83.9856);
    await expect(page.locator('fleet-share-view .fleet-vehicle-card__name')).toHaveText('Short Link Van');
  });

  test('says a withdrawn link is no longer valid, in the element, and fires fleet-error', async ({
    page,
  }) => {
    const owner = await ownerClient();
    const vehicle = await newVehicle(owner, 'Withdrawn Share');
    await sendFix(vehicle.uniqueId, 27.7, 85.3);
    const token = await owner.devices.share(vehicle.id, new Date(Date.now() + DAY));
    const env = environment();
    // The sharer withdraws the link; the server refuses its token (an expired one: FleetFeed.test.ts).
    await owner.session.revokeToken(token);
    expect((await fetch(`${env.serverUrl}/api/session?token=${encodeURIComponent(token)}`)).status).toBe(401);
    await recordFleetEvents(page);
    await page.goto(partnerPage('share.html', { token }));
    const status = page.locator('fleet-share-view .fleet-element__status');
    await expect(status).toHaveText('This share link is not valid or has been withdrawn.');
    await expect(status).toHaveAttribute('role', 'alert');
    await expect
      .poll(async () => (await fleetEvents(page)).filter((e) => e.type === 'fleet-error'))
      .toEqual([
        {
          type: 'fleet-error',
          detail: {
            code: 'invalid-token',
            message: 'This share link is not valid or has been withdrawn.',
            status: 401,
          },
          target: 'fleet-share-view',
        },
      ]);
    expect(await page.evaluate(() => document.querySelector('fleet-share-view')?.map ?? null)).toBeNull();
  });

  test('renders correctly inside a page whose CSS is hostile', async ({ page }) => {
    const owner = await ownerClient();
    const vehicle = await newVehicle(owner, 'Hostile Page Bus');
    await sendFix(vehicle.uniqueId, 26.4525, 87.2718);
    const token = await owner.devices.share(vehicle.id, new Date(Date.now() + DAY));
    await page.goto(partnerPage('hostile.html', { token }));
    await waitForVehicleAt(page, 'fleet-share-view', vehicle.id, 26.4525, 87.2718);
    const card = page.locator('fleet-share-view .fleet-vehicle-card');
    await expect(card).toBeVisible();
    const look = await page.evaluate(() => {
      const host = document.querySelector('fleet-share-view') as HTMLElement;
      const root = host.shadowRoot as ShadowRoot;
      const style = (selector: string) => getComputedStyle(root.querySelector(selector) as Element);
      const canvas = root.querySelector('canvas.maplibregl-canvas') as HTMLCanvasElement;
      const frame = root.querySelector('.fleet-element') as HTMLElement;
      const name = style('.fleet-vehicle-card__name');
      return {
        canvasDisplay: getComputedStyle(canvas).display,
        canvasSize: [canvas.clientWidth, canvas.clientHeight],
        frameSize: [frame.clientWidth, frame.clientHeight],
        fontFamily: name.fontFamily,
        textTransform: name.textTransform,
        letterSpacing: name.letterSpacing,
        cardBoxSizing: style('.fleet-vehicle-card').boxSizing,
        cardFloat: style('.fleet-vehicle-card').float,
        cardWidth: (root.querySelector('.fleet-vehicle-card') as HTMLElement).getBoundingClientRect().width,
        factDisplay: style('.fleet-vehicle-card__facts').display,
      };
    });
    expect(look.canvasDisplay).toBe('block');
    expect(look.canvasSize).toEqual(look.frameSize);
    expect(look.frameSize[0]).toBeGreaterThan(700);
    expect(look.fontFamily).toMatch(/^system-ui/);
    expect(look.fontFamily).not.toMatch(/Comic|Papyrus/);
    expect(look.textTransform).toBe('none');
    expect(look.letterSpacing).toBe('normal');
    expect(look.cardBoxSizing).toBe('border-box');
    expect(look.cardFloat).toBe('none');
    expect(look.cardWidth).toBeGreaterThanOrEqual(240);
    expect(look.factDisplay).not.toBe('inline');
    await expect(card.locator('.fleet-vehicle-card__name')).toHaveText('Hostile Page Bus');
  });

  test('keeps its map when moved in the page, and works inside an iframe', async ({ page }) => {
    const owner = await ownerClient();
    const vehicle = await newVehicle(owner, 'Moving Element');
    await sendFix(vehicle.uniqueId, 27.68, 85.42);
    const token = await owner.devices.share(vehicle.id, new Date(Date.now() + DAY));
    await recordFleetEvents(page);
    await page.goto(partnerPage('share.html', { token }));
    await waitForVehicleAt(page, 'fleet-share-view', vehicle.id, 27.68, 85.42);
    await expect.poll(async () => (await fleetEvents(page)).map((e) => e.type)).toEqual(['fleet-ready']);
    const kept = await page.evaluate(async () => {
      const element = document.querySelector('fleet-share-view') as HTMLElement & { map: unknown };
      const before = element.map;
      document.getElementById('second')?.appendChild(element);
      // The element tears down in a zero timer set on disconnect; a zero timer set after it runs after it.
      // check-tests-ignore: waits for the element's own teardown timer, not for a length of time.
      await new Promise((resolve) => setTimeout(resolve, 0));
      return element.map === before && element.parentElement?.id === 'second';
    });
    expect(kept).toBe(true);
    await sendFix(vehicle.uniqueId, 27.6803, 85.4203);
    await waitForVehicleAt(page, 'fleet-share-view', vehicle.id, 27.6803, 85.4203);
    expect((await fleetEvents(page)).filter((e) => e.type === 'fleet-ready')).toHaveLength(1);

    await page.goto(partnerPage('iframe.html', { token }));
    const frame = page.frameLocator('iframe');
    await expect(frame.locator('fleet-share-view .fleet-vehicle-card__name')).toHaveText('Moving Element');
    const inner = page.frames().find((f) => f.url().includes('/share.html'));
    if (!inner) throw new Error('the iframe did not load');
    await inner.waitForFunction(() => {
      const element = document.querySelector('fleet-share-view') as unknown as {
        map: { loaded(): boolean } | null;
      };
      return element.map?.loaded() === true;
    });
  });

  test('warns instead of throwing when the elements are loaded twice', async ({ page }) => {
    const owner = await ownerClient();
    const vehicle = await newVehicle(owner, 'Twice Loaded');
    await sendFix(vehicle.uniqueId, 27.6, 85.5);
    const token = await owner.devices.share(vehicle.id, new Date(Date.now() + DAY));
    const warnings: string[] = [];
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(partnerPage('twice.html', { token }));
    await waitForVehicleAt(page, 'fleet-share-view', vehicle.id, 27.6, 85.5);
    expect(errors).toEqual([]);
    expect(warnings.filter((w) => w.includes('<fleet-share-view> is already defined'))).toHaveLength(1);
    expect(warnings.filter((w) => w.includes('<fleet-live-map> is already defined'))).toHaveLength(1);
  });

  test('renders into the page itself with light-dom', async ({ page }) => {
    const owner = await ownerClient();
    const vehicle = await newVehicle(owner, 'Light DOM Car');
    await sendFix(vehicle.uniqueId, 27.67, 85.32);
    const token = await owner.devices.share(vehicle.id, new Date(Date.now() + DAY));
    await page.goto(partnerPage('light.html', { token }));
    await waitForVehicleAt(page, 'fleet-share-view', vehicle.id, 27.67, 85.32);
    expect(
      await page.evaluate(() => document.querySelector('fleet-share-view')?.shadowRoot ?? null),
    ).toBeNull();
    // Plain document queries reach the card: it is in the page, styled by sheets adopted by the document.
    await expect
      .poll(() =>
        page.evaluate(
          () => document.querySelector('fleet-share-view .fleet-vehicle-card__name')?.textContent,
        ),
      )
      .toBe('Light DOM Car');
    expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBeGreaterThanOrEqual(2);
  });
});
