import { MESSAGES, parseArea } from '@fleetkit/sdk-core';
import { expect, type Page, test } from '@playwright/test';
import { type FleetWindow, mapIdle, openFleetPage } from './support/fleetPage';

declare const window: FleetWindow & Window;

async function openEditor(page: Page, editor: Record<string, unknown>) {
  await openFleetPage(page, '?styles=none');
  await page.evaluate((editor) => {
    window.fleetTest.set({
      map: { mapStyles: null, mode: 'add_geofence', center: [27.7, 85.3], zoom: 14 },
      editor,
    });
    window.fleetTest.controller?.map?.jumpTo({ center: [85.3, 27.7], zoom: 14 });
  }, editor);
  await expect(page.locator('.fleet-geofence-editor[data-ready="true"]')).toBeVisible();
  await mapIdle(page);
}

const canvasBox = async (page: Page) => {
  const box = await page.locator('.fleet-map-canvas canvas').boundingBox();
  if (!box) throw new Error('no map canvas');
  return box;
};

test('draws a circle with the mouse and emits CIRCLE WKT', async ({ page }) => {
  await openEditor(page, { shape: 'circle' });
  const box = await canvasBox(page);
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.click(cx, cy);
  await page.mouse.move(cx + 40, cy, { steps: 5 });
  await page.mouse.move(cx + 80, cy, { steps: 5 });
  await page.mouse.click(cx + 80, cy);
  await expect.poll(() => page.evaluate(() => window.fleetTest.editorAreas.length)).toBeGreaterThan(0);
  const area = await page.evaluate(() => window.fleetTest.editorAreas.at(-1));
  const shape = parseArea(area ?? '');
  expect(shape.type).toBe('circle');
  if (shape.type !== 'circle') return;
  expect(shape.center[0]).toBeCloseTo(27.7, 2);
  expect(shape.center[1]).toBeCloseTo(85.3, 2);
  expect(shape.radius).toBeGreaterThan(100);
});

test('a new polygon drawn with the mouse replaces the circle: one shape at a time', async ({ page }) => {
  await openEditor(page, { shape: 'circle' });
  const box = await canvasBox(page);
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.click(cx - 200, cy - 150);
  await page.mouse.move(cx - 170, cy - 150, { steps: 5 });
  await page.mouse.click(cx - 160, cy - 150);
  await expect.poll(() => page.evaluate(() => window.fleetTest.editorAreas.length)).toBe(1);

  await page
    .getByRole('radio', { name: 'Polygon' })
    .or(page.getByRole('button', { name: 'Polygon' }))
    .click();
  const corners: [number, number][] = [
    [cx, cy],
    [cx + 120, cy],
    [cx + 120, cy + 100],
    [cx, cy + 100],
  ];
  for (const [x, y] of corners) {
    await page.mouse.move(x, y, { steps: 4 });
    await page.mouse.click(x, y);
  }
  await page.mouse.move(cx, cy, { steps: 4 });
  await page.mouse.click(cx, cy);
  await expect.poll(() => page.evaluate(() => window.fleetTest.editorAreas.length)).toBe(2);
  const area = await page.evaluate(() => window.fleetTest.editorAreas.at(-1));
  const shape = parseArea(area ?? '');
  expect(shape.type).toBe('polygon');
  if (shape.type === 'polygon') expect(shape.points).toHaveLength(4);
  const drawn = await page.evaluate(
    () =>
      window.fleetTest.controller?.map?.queryRenderedFeatures().filter((f) => f.source.startsWith('td-'))
        .length ?? 0,
  );
  expect(drawn).toBeGreaterThan(0);
  // The circle goes at the next frame the map renders, which comes after the area is emitted.
  await expect
    .poll(async () => {
      const shapes = await page.evaluate(() =>
        (window.fleetTest.controller?.map?.queryRenderedFeatures() ?? [])
          .filter((f) => f.source === 'td-polygon')
          .map((f) => String(f.properties.mode)),
      );
      return [...new Set(shapes)];
    })
    .toEqual(['polygon']);
});

test("shows 'Invalid polygon' for an area with fewer than 3 points", async ({ page }) => {
  await openEditor(page, { area: 'POLYGON ((27.70 85.30, 27.72 85.30))' });
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.invalidPolygon);
  expect(await page.evaluate(() => window.fleetTest.editorErrors)).toEqual([MESSAGES.invalidPolygon]);
});

test("shows 'Invalid polygon' and emits no area for a polygon clicked back and forth: A, B, A, B, A", async ({
  page,
}) => {
  await openEditor(page, { shape: 'polygon' });
  const box = await canvasBox(page);
  const a: [number, number] = [box.x + box.width / 2 - 80, box.y + box.height / 2];
  const b: [number, number] = [box.x + box.width / 2 + 80, box.y + box.height / 2];
  for (const [x, y] of [a, b, a, b, a]) {
    await page.mouse.move(x, y, { steps: 4 });
    await page.mouse.click(x, y);
  }
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.invalidPolygon);
  expect(await page.evaluate(() => window.fleetTest.editorAreas)).toEqual([]);
});

test('loads an existing circle for editing', async ({ page }) => {
  await openEditor(page, { area: 'CIRCLE (27.7 85.3, 400)' });
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window.fleetTest.controller?.map?.queryRenderedFeatures() ?? [])
          .filter((f) => f.source.startsWith('td-'))
          .map((f) => f.properties.mode),
      ),
    )
    .toContain('circle');
  expect(await page.evaluate(() => window.fleetTest.editorErrors)).toEqual([]);
});
