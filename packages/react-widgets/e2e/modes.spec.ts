import {
  buildTrack,
  DEFAULT_LIVE_ROUTE_LENGTH,
  FLY_ZOOM_GEOFENCE,
  positionAt,
  TRACKING_ZOOM,
} from '@fleetkit/sdk-core';
import { expect, test } from '@playwright/test';
import {
  device,
  type FleetWindow,
  layerVisibility,
  mapIdle,
  openFleetPage,
  position,
  showFleet,
  sourceData,
} from './support/fleetPage';

declare const window: FleetWindow & Window;

const MINUTE = 60_000;

test('track_device follows the tracked vehicle at zoom 14 with its live route of 10 points and an arrow on the 9th', async ({
  page,
}) => {
  await openFleetPage(page, '?styles=none');
  await showFleet(
    page,
    [device(1, { name: 'Tracked' }), device(2)],
    [position(1, 27.7, 85.3), position(2, 27.8, 85.4)],
  );
  await page.evaluate(async () => {
    // 'Recent trail' on: the live route is drawn only when asked (SPEC §9 "Map live routes default none").
    await window.fleetTest.settings.set({ liveRoute: true });
    window.fleetTest.set({ map: { mapStyles: null, mode: 'track_device' } });
    window.fleetTest.tracking.start(1);
  });
  // Fixes a minute apart: the marker jumps to each (gaps over 30 s are not animated).
  const start = Date.now();
  for (let i = 1; i <= 12; i++) {
    await page.evaluate(
      (p) => window.fleetTest.store.upsertPositions([p]),
      position(1, 27.7 + i * 0.001, 85.3 + i * 0.001, {
        id: 5000 + i,
        fixTime: new Date(start + i * MINUTE).toISOString(),
      }),
    );
  }
  await mapIdle(page);
  const route = await sourceData(page, 'fleet-route');
  const routeLine = route.features[0];
  if (!routeLine) throw new Error('no live route drawn');
  expect((routeLine.geometry.coordinates as unknown[]).length).toBe(DEFAULT_LIVE_ROUTE_LENGTH);
  const arrows = await sourceData(page, 'fleet-route-arrows');
  expect(arrows.features).toHaveLength(1);
  expect(await layerVisibility(page, 'fleet-tracked')).toBe('visible');
  expect(await layerVisibility(page, 'fleet-route-line')).toBe('visible');
  await page.waitForFunction(() => (window.fleetTest.controller?.trackedPose?.latitude ?? 0) > 27.7119);
  await mapIdle(page);
  const view = await page.evaluate(() => ({
    zoom: window.fleetTest.controller?.map?.getZoom(),
    center: window.fleetTest.controller?.map?.getCenter(),
  }));
  expect(view.zoom).toBeCloseTo(TRACKING_ZOOM, 5);
  expect(view.center?.lat).toBeCloseTo(27.712, 4);
  expect(view.center?.lng).toBeCloseTo(85.312, 4);

  await page.evaluate(() => window.fleetTest.set({ map: { mapStyles: null, mode: 'view_devices' } }));
  await expect.poll(() => layerVisibility(page, 'fleet-route-line')).toBe('none');
  expect(await layerVisibility(page, 'fleet-vehicles')).toBe('visible');
});

test('track_device_history draws the track with arrows and moves the cursor with playback; the fleet is hidden', async ({
  page,
}) => {
  await openFleetPage(page, '?styles=none');
  await showFleet(page, [device(4)], [position(4, 27.6, 85.2)]);
  const start = Date.parse('2026-01-05T08:00:00Z');
  const fixes = Array.from({ length: 20 }, (_, i) => ({
    id: i + 1,
    latitude: 27.7 + i * 0.002,
    longitude: 85.3,
    course: 0,
    speed: 20,
    fixTime: new Date(start + i * MINUTE).toISOString(),
  }));
  await page.evaluate((positions) => {
    const { sdk } = window.fleetTest;
    const track = sdk.buildTrack(positions);
    const playback = new sdk.PlaybackEngine(track);
    (window as unknown as { playback: typeof playback }).playback = playback;
    window.fleetTest.set({
      map: { mapStyles: null, mode: 'track_device_history', historyTrack: track, playback },
    });
  }, fixes);
  await expect.poll(() => layerVisibility(page, 'fleet-history-line')).toBe('visible');
  expect(await layerVisibility(page, 'fleet-vehicles')).toBe('none');
  expect(await layerVisibility(page, 'fleet-clusters')).toBe('none');
  expect((await sourceData(page, 'fleet-history-arrows')).features.map((f) => f.properties.index)).toEqual([
    8, 17,
  ]);

  await page.evaluate(() =>
    (window as unknown as { playback: { seek(p: number): void } }).playback.seek(0.5),
  );
  const expected = positionAt(buildTrack(fixes), 0.5);
  await expect
    .poll(async () => (await sourceData(page, 'fleet-playback-cursor')).features[0]?.geometry.coordinates)
    .toEqual([expected?.longitude, expected?.latitude]);
});

test('view_geofence draws geofences and flies to the focused one at zoom 14; the Geofence toggle shows them elsewhere', async ({
  page,
}) => {
  await openFleetPage(page, '?styles=none');
  const geofences = [
    { id: 1, name: 'Depot', area: 'CIRCLE (27.7172 85.324, 500)', attributes: {} },
    {
      id: 2,
      name: 'Yard',
      area: 'POLYGON ((27.70 85.30, 27.72 85.30, 27.72 85.33, 27.70 85.30))',
      attributes: {},
    },
    { id: 3, name: 'Broken', area: 'POLYGON ((27.70 85.30, 27.72 85.30))', attributes: {} },
  ];
  await page.evaluate(
    (geofences) =>
      window.fleetTest.set({
        map: { mapStyles: null, mode: 'view_geofence', geofences, focusGeofence: geofences[0] },
      }),
    geofences,
  );
  await mapIdle(page);
  const view = await page.evaluate(() => ({
    zoom: window.fleetTest.controller?.map?.getZoom(),
    center: window.fleetTest.controller?.map?.getCenter(),
  }));
  expect(view.zoom).toBeCloseTo(FLY_ZOOM_GEOFENCE, 5);
  expect(view.center?.lat).toBeCloseTo(27.7172, 4);
  const drawn = await sourceData(page, 'fleet-geofences');
  expect(drawn.features.map((f) => [f.properties.name, f.properties.shape])).toEqual([
    ['Depot', 'circle'],
    ['Yard', 'polygon'],
  ]);
  expect(await layerVisibility(page, 'fleet-geofences-fill')).toBe('visible');

  await page.evaluate(() => window.fleetTest.settings.update('geofence', false));
  await page.evaluate(() => window.fleetTest.set({ map: { mapStyles: null, mode: 'view_devices' } }));
  await expect.poll(() => layerVisibility(page, 'fleet-geofences-fill')).toBe('none');
  await page.evaluate(() => window.fleetTest.settings.update('geofence', true));
  await expect.poll(() => layerVisibility(page, 'fleet-geofences-fill')).toBe('visible');
});
