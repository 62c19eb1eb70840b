import { MAP_OPTION_LABELS } from '@fleetkit/sdk-core/labels';
import { expect, test } from '@playwright/test';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { cutNetworkAndWatchMaps, type MapServer, openAllVehicles, startMapServer } from './mapServer';

// A server left on the online basemap (the default) but with no network and no offline extract: the
// browser cannot fetch the online style, so the fleet map must fall back to the server's world basemap
// by itself and say so, instead of showing an empty or broken map.

declare const window: Window & { fleetkitMaps?: MaplibreMap[] };

let server: MapServer;

test.beforeAll(async () => {
  // A second server starting on a shared machine: allow it what the global setup allows its own.
  test.setTimeout(120_000);
  server = await startMapServer(async () => ['--map-online=true']);
});

test.afterAll(async () => {
  await server?.stop();
});

test('with no network and no extract, the fleet map falls back to the world basemap with a notice', async ({
  page,
  context,
}) => {
  test.slow();
  const blocked = await cutNetworkAndWatchMaps(context, server.url);

  await openAllVehicles(page, server.url);
  await expect(page.getByRole('status').filter({ hasText: MAP_OPTION_LABELS.offlineBasemap })).toBeVisible({
    timeout: 60_000,
  });
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const map = window.fleetkitMaps?.at(-1);
          const metadata = map?.getStyle()?.metadata as Record<string, unknown> | undefined;
          return metadata?.['fleetkit:source'] ?? null;
        }),
      { message: "the world basemap's style drawn", timeout: 60_000 },
    )
    .toBe('world');
  // The online service was tried (and refused by the cut network) before the fallback.
  expect(blocked.map((url) => new URL(url).host)).toContain('tiles.openfreemap.org');
  await page.screenshot({ path: test.info().outputPath('offline-fallback-world.png') });
});
