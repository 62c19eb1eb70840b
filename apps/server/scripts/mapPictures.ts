/**
 * Renders the pictures of the map styles in docs/maps.md: the server's offline styles (the world
 * basemap, and an extract, here the test suite's generated town) drawn by maplibre in the system
 * Chromium. The online styles need internet and are not rendered here.
 *
 *   pnpm --filter @fleetkit/server pictures:maps
 */
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumLaunch } from '../../../scripts/e2e/chromiumLaunch';
import { startTestServer, type TestServer } from '../src/test/harness';
import { writeTestBasemapArchive } from '../src/test/testBasemapArchive';

const here = dirname(fileURLToPath(import.meta.url));
const out = resolve(here, '../../../docs/images');
const maplibreDist = dirname(createRequire(import.meta.url).resolve('maplibre-gl/dist/maplibre-gl.css'));
const css = await readFile(join(maplibreDist, 'maplibre-gl.css'), 'utf8');
await mkdir(out, { recursive: true });
const browser = await chromium.launch(chromiumLaunch);

/** Draws one style at a view on a page of the server's own origin (the styles are same-origin there). */
async function picture(t: TestServer, style: string, center: [number, number], zoom: number, file: string) {
  const page = await browser.newPage({ viewport: { width: 800, height: 450 } });
  await page.route(`${t.url}/__maplibre/*`, async (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    if (!/^maplibre-gl(-worker|-shared)?\.mjs$/.test(name)) return route.fulfill({ status: 404 });
    return route.fulfill({
      contentType: 'text/javascript',
      body: await readFile(join(maplibreDist, name), 'utf8'),
    });
  });
  await page.route(`${t.url}/__picture`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><head><style>${css} html,body,#map{margin:0;height:100%}</style></head>
<body><div id="map"></div><script type="module">
import * as maplibregl from '/__maplibre/maplibre-gl.mjs';
maplibregl.setWorkerUrl('/__maplibre/maplibre-gl-worker.mjs');
const map = new maplibregl.Map({ container: 'map', style: ${JSON.stringify(style)}, center: ${JSON.stringify(center)},
  zoom: ${zoom}, attributionControl: { compact: false } });
map.once('idle', () => { window.drawn = true; });
</script></body></html>`,
    }),
  );
  await page.goto(`${t.url}/__picture`);
  await page.waitForFunction(() => (globalThis as { drawn?: boolean }).drawn === true, undefined, {
    timeout: 120_000,
  });
  await page.screenshot({ path: join(out, file) });
  await page.close();
  console.log(`docs/images/${file}`);
}

const folder = await mkdtemp(join(tmpdir(), 'fleetkit-map-pictures-'));
try {
  const nepal: [number, number] = [84.68, 27.95];
  const world = await startTestServer({ mapOnline: false });
  await picture(world, `${world.url}/api2/map/styles/simple`, nepal, 6, 'map-world-simple.png');
  await picture(world, `${world.url}/api2/map/styles/classic`, nepal, 6, 'map-world-classic.png');
  await world.close();

  const archive = await writeTestBasemapArchive(join(folder, 'town.pmtiles'));
  const extract = await startTestServer({ mapPmtiles: join(folder, 'town.pmtiles') });
  await picture(
    extract,
    `${extract.url}/api2/map/styles/simple`,
    archive.center,
    15.3,
    'map-extract-simple.png',
  );
  await picture(
    extract,
    `${extract.url}/api2/map/styles/classic`,
    archive.center,
    15.3,
    'map-extract-classic.png',
  );
  await extract.close();
} finally {
  await browser.close();
  await rm(folder, { recursive: true, force: true });
}
