import { join } from 'node:path';
import { TEST_BASEMAP_NAMES, writeTestBasemapArchive } from '@fleetkit/test-server';
import { expect, type Page, test } from '@playwright/test';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { cutNetworkAndWatchMaps, type MapServer, openAllVehicles, startMapServer } from './mapServer';

// A site with no internet: the server is given an offline street-map extract (a PMTiles archive the
// test suite generates: a made-up town with roads, buildings, a lake and its name) and the browser may
// reach nothing but the server. The fleet map must draw the town's streets from the extract.

declare const window: Window & { fleetkitMaps?: MaplibreMap[] };

let server: MapServer;
/** Longitude and latitude of the test town. */
let townCentre: [number, number];

test.beforeAll(async () => {
  // A second server starting on a shared machine: allow it what the global setup allows its own.
  test.setTimeout(120_000);
  const started = Date.now();
  server = await startMapServer(async (dataDir) => {
    const file = join(dataDir, 'town.pmtiles');
    townCentre = (await writeTestBasemapArchive(file)).center;
    return [`--map-pmtiles=${file}`];
  });
  console.log(`The offline map server started in ${Date.now() - started} ms`);
});

test.afterAll(async () => {
  await server?.stop();
});

/** What the fleet map draws in its view now: the extract's features by source layer, and the style's source. */
function renderedTown(page: Page) {
  return page.evaluate(() => {
    const map = window.fleetkitMaps?.at(-1);
    if (!map?.isStyleLoaded()) return null;
    const features = map.queryRenderedFeatures().filter((feature) => feature.source === 'protomaps');
    const named = (layer: string) =>
      [
        ...new Set(
          features
            .filter((feature) => feature.sourceLayer === layer)
            .map((feature) => String(feature.properties.name ?? '')),
        ),
      ].sort();
    return {
      style: (map.getStyle().metadata as Record<string, unknown> | undefined)?.['fleetkit:source'],
      roads: named('roads'),
      buildings: features.filter((feature) => feature.sourceLayer === 'buildings').length,
      places: named('places'),
    };
  });
}

test('with the network cut, the fleet map draws the streets, buildings and town name of the offline extract', async ({
  page,
  context,
}) => {
  // Software WebGL on a shared machine draws a vector style in seconds: twice the usual ceiling.
  test.slow();
  const blocked = await cutNetworkAndWatchMaps(context, server.url);

  await openAllVehicles(page, server.url);

  // Over the town, at street level (the archive's highest zoom).
  const [longitude, latitude] = townCentre;
  await page.evaluate(([lng, lat]) => window.fleetkitMaps?.at(-1)?.jumpTo({ center: [lng, lat], zoom: 15 }), [
    longitude,
    latitude,
  ] as const);
  await expect
    .poll(() => renderedTown(page), {
      message: "the extract's roads, buildings and town name drawn on the fleet map",
      timeout: 60_000,
    })
    .toEqual({
      style: 'extract',
      roads: [TEST_BASEMAP_NAMES.majorRoad, TEST_BASEMAP_NAMES.minorRoad],
      buildings: expect.any(Number),
      places: [TEST_BASEMAP_NAMES.town],
    });
  const town = await renderedTown(page);
  expect(town?.buildings, 'buildings of the extract drawn').toBeGreaterThan(0);
  await page.screenshot({ path: test.info().outputPath('offline-extract-town.png') });

  // Nothing outside the server was needed: the map asked for nothing the cut network refused.
  expect(blocked, 'requests to other hosts than the server').toEqual([]);
});
