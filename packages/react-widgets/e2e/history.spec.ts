import { formatSpeed } from '@fleetkit/sdk-core';
import { HISTORY_TEXTS, MAP_OPTION_LABELS } from '@fleetkit/sdk-core/labels';
import { expect, type Page, test } from '@playwright/test';
import { type FleetWindow, layerVisibility, mapIdle, openFleetPage, sourceData } from './support/fleetPage';
import { openSeededHistory } from './support/history';

declare const window: FleetWindow & Window;

/** The chart's plotting area on the page, and the times (ms) at its left and right edges. */
async function plotArea(page: Page) {
  const box = await page.locator('.fleet-speed-chart .u-over').boundingBox();
  if (!box) throw new Error('the speed chart has no plotting area');
  const span = await page.evaluate(() => {
    const track = window.fleetTest.history?.track ?? [];
    return { first: track[0]?.time ?? 0, last: track[track.length - 1]?.until ?? 0 };
  });
  return { box, ...span, x: (time: number) => ((time - span.first) / (span.last - span.first)) * box.width };
}

/**
 * Where the speed line crosses each of `times` (ms): the height, in canvas pixels from the bottom of
 * the plotting area, of the topmost pixel of the line's colour in that column.
 */
async function lineHeights(page: Page, times: number[]): Promise<number[]> {
  const { first, last } = await plotArea(page);
  return page.evaluate(
    ({ times, first, last }) => {
      const chart = document.querySelector('.fleet-speed-chart') as HTMLElement;
      const canvas = chart.querySelector('canvas') as HTMLCanvasElement;
      const over = chart.querySelector('.u-over') as HTMLElement;
      const ratio = canvas.width / canvas.getBoundingClientRect().width;
      const left = over.offsetLeft * ratio;
      const top = over.offsetTop * ratio;
      const width = over.clientWidth * ratio;
      const height = over.clientHeight * ratio;
      const [r, g, b] = (getComputedStyle(chart).color.match(/\d+/g) ?? []).map(Number);
      const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height);
      if (!pixels) throw new Error('the chart canvas cannot be read');
      return times.map((time) => {
        const x = Math.round(left + ((time - first) / (last - first)) * width);
        // The floor of the plot (0 km/h) is its bottom edge: look a few pixels past it.
        for (let y = Math.floor(top); y < top + height + 4; y++) {
          const i = (y * canvas.width + x) * 4;
          const [pr, pg, pb, pa] = [
            pixels.data[i],
            pixels.data[i + 1],
            pixels.data[i + 2],
            pixels.data[i + 3],
          ];
          const near =
            Math.abs((pr ?? 0) - (r ?? 0)) + Math.abs((pg ?? 0) - (g ?? 0)) + Math.abs((pb ?? 0) - (b ?? 0));
          if ((pa ?? 0) > 100 && near < 90) return Math.max(0, top + height - y);
        }
        return -1;
      });
    },
    { times, first, last },
  );
}

const cursorLeft = (page: Page) =>
  page
    .locator('.fleet-speed-chart-cursor')
    .evaluate((marker) => Number.parseFloat((marker as HTMLElement).style.left));

test("the speed chart draws the history's speeds from the server, follows playback and seeks where it is clicked", async ({
  page,
}) => {
  await openFleetPage(page, '?styles=none');
  const { route } = await openSeededHistory(page);
  const top = Math.max(...route.map((position) => position.speed));
  await expect(page.locator('.fleet-speed-chart-caption')).toContainText(
    HISTORY_TEXTS.topSpeed(formatSpeed(top)),
  );
  await expect(page.locator('.fleet-speed-chart canvas').first()).toBeVisible();

  // The seeded day: parked, then drives at 20, 25 and 30 km/h with stops between (serve.ts). The line
  // sits on the floor while parked and climbs with each faster drive.
  const minute = (n: number) => Date.parse(route[0]?.fixTime ?? '') + n * 60_000;
  const [parked, first, second, third] = await lineHeights(page, [
    minute(15),
    minute(45),
    minute(86),
    minute(112),
  ]);
  expect(parked).toBeGreaterThanOrEqual(0);
  expect(parked).toBeLessThan(4);
  expect(first).toBeGreaterThan((parked ?? 0) + 10);
  expect(second).toBeGreaterThan((first ?? 0) + 2);
  expect(third).toBeGreaterThan((second ?? 0) + 2);

  // The cursor follows the playback engine: seeking it moves the cursor to the same time.
  const area = await plotArea(page);
  await page.evaluate(() => window.fleetTest.history?.engine.seek(0.5));
  const atHalf = await page.evaluate(() => window.fleetTest.history?.engine.current.peek()?.time ?? 0);
  await expect.poll(async () => Math.abs((await cursorLeft(page)) - area.x(atHalf))).toBeLessThan(2);

  // Playing moves it on.
  await page.getByRole('button', { name: HISTORY_TEXTS.play }).click();
  await expect.poll(() => cursorLeft(page)).toBeGreaterThan(area.x(atHalf) + 5);
  await page.getByRole('button', { name: HISTORY_TEXTS.pause }).click();

  // A click on the chart seeks playback to the time under the pointer.
  const clickX = area.box.width * 0.25;
  await page.mouse.click(area.box.x + clickX, area.box.y + area.box.height / 2);
  const clickedTime = area.first + 0.25 * (area.last - area.first);
  await expect
    .poll(() => page.evaluate(() => window.fleetTest.history?.engine.current.peek()?.time ?? 0))
    .toBeGreaterThan(clickedTime - 90_000);
  const seekedTo = await page.evaluate(() => window.fleetTest.history?.engine.current.peek()?.time ?? 0);
  expect(seekedTo).toBeLessThan(clickedTime + 90_000);
  await expect.poll(async () => Math.abs((await cursorLeft(page)) - clickX)).toBeLessThan(3);
});

/** The kinds of trip point the map has drawn on screen now. */
const renderedKinds = (page: Page) =>
  page.evaluate(() => {
    const map = window.fleetTest.controller?.map;
    const features = map?.queryRenderedFeatures({ layers: ['fleet-trip-points'] }) ?? [];
    return [...new Set(features.map((feature) => String(feature.properties.kind)))].sort();
  });

test('the replay draws stops, critical alarms and geofence enter/exit as trip points, each kind by its More Options toggle', async ({
  page,
}) => {
  await openFleetPage(page, '?styles=none');
  const { route, stops } = await openSeededHistory(page);
  await expect.poll(() => layerVisibility(page, 'fleet-history-line')).toBe('visible');
  const points = await sourceData(page, 'fleet-trip-points');
  const count = (kind: string) => points.features.filter((f) => f.properties.kind === kind).length;
  expect(stops.length).toBeGreaterThan(1);
  expect([count('stopped'), count('critical'), count('geofence')]).toEqual([stops.length, 1, 2]);

  // The whole day in view.
  await page.evaluate((positions) => {
    const lats = positions.map((p) => p.latitude);
    const lons = positions.map((p) => p.longitude);
    window.fleetTest.controller?.map?.fitBounds(
      [
        [Math.min(...lons), Math.min(...lats)],
        [Math.max(...lons), Math.max(...lats)],
      ],
      { padding: 60, animate: false },
    );
  }, route);
  await mapIdle(page);

  // Every toggle starts off: no trip point shows.
  expect(await layerVisibility(page, 'fleet-trip-points')).toBe('none');
  expect(await renderedKinds(page)).toEqual([]);

  await page.getByRole('button', { name: MAP_OPTION_LABELS.moreOptions }).click();
  const toggle = (name: string) => page.locator('.fleet-map-options-toggle', { hasText: name }).click();
  await toggle(MAP_OPTION_LABELS.stoppedPoints);
  await expect.poll(() => renderedKinds(page)).toEqual(['stopped']);
  await toggle(MAP_OPTION_LABELS.criticalPoints);
  await expect.poll(() => renderedKinds(page)).toEqual(['critical', 'stopped']);
  await toggle(MAP_OPTION_LABELS.geofencePoints);
  await expect.poll(() => renderedKinds(page)).toEqual(['critical', 'geofence', 'stopped']);
  await toggle(MAP_OPTION_LABELS.stoppedPoints);
  await expect.poll(() => renderedKinds(page)).toEqual(['critical', 'geofence']);
  expect(await page.evaluate(() => window.fleetTest.settings.value.stopedPoints)).toBe(false);
});
