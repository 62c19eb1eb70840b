import { parseArea } from '@fleetkit/sdk-core';
import { expect, type Page, test } from '@playwright/test';
import { type FleetWindow, mapIdle, openFleetPage } from './support/fleetPage';

declare const window: FleetWindow & Window;

// terra-draw restarts on every base-style switch (its layers go with the old style) and loads with a
// dynamic import: these tests act inside that gap, where a stopped terra-draw used to be called
// ('Terra Draw is not enabled') or two starts used to put two terra-draws on one map.

/** Errors the page throws from now on (uncaught errors and unhandled rejections). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function showEditor(page: Page, editor: Record<string, unknown>) {
  await page.evaluate((editor) => {
    window.fleetTest.set({
      map: { mapStyles: null, mode: 'add_geofence', center: [27.7, 85.3], zoom: 14 },
      editor,
    });
    window.fleetTest.controller?.map?.jumpTo({ center: [85.3, 27.7], zoom: 14 });
  }, editor);
}

/** Switches the base style to a plain one; resolves once it has loaded with the fleet layers. */
async function switchStyle(page: Page, during = '') {
  await page.evaluate((during) => {
    const controller = window.fleetTest.controller;
    if (!controller) throw new Error('no map controller');
    return new Promise<void>((resolve) => {
      // Registered after the editor's own listener: this runs right after the editor's restart began,
      // in the same task, before terra-draw's import can settle.
      const stop = controller.onStyleLoad(() => {
        stop();
        if (during) {
          const button = [
            ...document.querySelectorAll<HTMLElement>('.fleet-geofence-editor-toolbar button'),
          ].find((candidate) => candidate.textContent === during);
          if (!button) throw new Error(`no toolbar button ${during}`);
          button.click();
        }
        resolve();
      });
      controller.setStyle({
        version: 8,
        name: 'Plain again',
        sources: {},
        layers: [{ id: 'fleet-background', type: 'background', paint: { 'background-color': '#f4f1ee' } }],
      });
    });
  }, during);
}

/** terra-draw's sources on the map: one set when a single terra-draw runs. */
const terraSources = (page: Page) =>
  page.evaluate(() =>
    Object.keys(window.fleetTest.controller?.map?.getStyle().sources ?? {}).filter((id) =>
      id.startsWith('td-'),
    ),
  );

/** Draws a circle in the middle of the map with the mouse. */
async function drawCircle(page: Page) {
  const box = await page.locator('.fleet-map-canvas canvas').boundingBox();
  if (!box) throw new Error('no map canvas');
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.click(cx, cy);
  await page.mouse.move(cx + 40, cy, { steps: 5 });
  await page.mouse.move(cx + 80, cy, { steps: 5 });
  await page.mouse.click(cx + 80, cy);
}

test('choosing a shape or Clear while terra-draw restarts after a style switch throws nothing', async ({
  page,
}) => {
  await openFleetPage(page, '?styles=none');
  const errors = collectErrors(page);
  await showEditor(page, { shape: 'polygon' });
  await expect(page.locator('.fleet-geofence-editor[data-ready="true"]')).toBeVisible();
  await mapIdle(page);

  await switchStyle(page, 'Circle');
  await switchStyle(page, 'Clear');
  await switchStyle(page, 'Circle');
  await mapIdle(page);
  expect(errors).toEqual([]);

  // The shape chosen during the restart is the one drawn next, by a single running terra-draw.
  await expect.poll(() => terraSources(page).then((ids) => ids.length)).toBeGreaterThan(0);
  const sources = await terraSources(page);
  expect(new Set(sources).size).toBe(sources.length);
  const emitted = await page.evaluate(() => window.fleetTest.editorAreas.length);
  await drawCircle(page);
  await expect.poll(() => page.evaluate(() => window.fleetTest.editorAreas.length)).toBe(emitted + 1);
  const area = await page.evaluate(() => window.fleetTest.editorAreas.at(-1));
  expect(parseArea(area ?? '').type).toBe('circle');
  expect(errors).toEqual([]);
});

test('a style switch while terra-draw is still loading starts one terra-draw, not two', async ({ page }) => {
  await openFleetPage(page, '?styles=none');
  const errors = collectErrors(page);
  // Hold terra-draw's chunks until the style has switched: both starts then await the same import.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: string[] = [];
  await page.route(/terra-draw/, async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  await showEditor(page, { shape: 'circle' });
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await switchStyle(page);
  release();
  await expect(page.locator('.fleet-geofence-editor[data-ready="true"]')).toBeVisible();
  await mapIdle(page);

  const emitted = await page.evaluate(() => window.fleetTest.editorAreas.length);
  await drawCircle(page);
  await expect.poll(() => page.evaluate(() => window.fleetTest.editorAreas.length)).toBe(emitted + 1);
  await mapIdle(page);
  // Two terra-draws would each report the drawing (or fail adding the same sources).
  expect(await page.evaluate(() => window.fleetTest.editorAreas.length)).toBe(emitted + 1);
  expect(errors).toEqual([]);
});
