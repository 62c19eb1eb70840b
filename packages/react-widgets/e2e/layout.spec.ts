import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import { type FleetWindow, mapIdle, openFleetPage } from './support/fleetPage';

declare const window: FleetWindow & Window;

const maplibreCss = createRequire(import.meta.url).resolve('maplibre-gl/dist/maplibre-gl.css');

test('the map keeps filling its parent when maplibre-gl.css loads after the widgets’ style.css', async ({
  page,
}) => {
  await openFleetPage(page, '?styles=none');
  // The page loads maplibre's CSS first; a host that bundles it later puts it last in the cascade.
  await page.addStyleTag({ path: maplibreCss });
  await page.evaluate(() => window.fleetTest.controller?.map?.resize());
  await mapIdle(page);
  const sizes = await page.evaluate(() => {
    const box = (selector: string) => {
      const rect = document.querySelector(selector)?.getBoundingClientRect();
      return rect ? { width: Math.round(rect.width), height: Math.round(rect.height) } : null;
    };
    const sheets = [...document.querySelectorAll('style, link[rel="stylesheet"]')];
    const last = sheets.at(-1)?.textContent ?? '';
    return {
      maplibreLast: last.includes('.maplibregl-map'),
      root: box('.fleet-map'),
      map: box('.maplibregl-map'),
      canvas: box('.maplibregl-canvas'),
    };
  });
  expect(sizes.maplibreLast).toBe(true);
  expect(sizes.root).toEqual({ width: 1024, height: 720 });
  expect(sizes.map).toEqual(sizes.root);
  expect(sizes.canvas).toEqual(sizes.root);
});
