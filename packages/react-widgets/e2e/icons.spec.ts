import { DISPLAY_STATUSES, type DisplayStatus, VEHICLE_CATEGORIES } from '@fleetkit/sdk-core';
import { expect, test } from '@playwright/test';
import { device, type FleetWindow, mapIdle, openFleetPage, position, showFleet } from './support/fleetPage';

declare const window: FleetWindow & Window;

/** Device and position fields sdk-core derives each display status from. */
const STATUS_INPUTS: Record<DisplayStatus, [Record<string, unknown>, Record<string, unknown>]> = {
  moving: [{ status: 'online' }, { motion: true, ignition: true }],
  idling: [{ status: 'online' }, { motion: false, ignition: true }],
  stopped: [{ status: 'online' }, { motion: false, ignition: false }],
  offline: [{ status: 'offline' }, {}],
  unknown: [{ status: 'unknown' }, {}],
};

test('draws a vehicle of each of the 17 categories in each display status with its own icon', async ({
  page,
}) => {
  // Wide enough that 17 columns 4 degrees apart stay unclustered at the lowest zoom.
  await page.setViewportSize({ width: 1600, height: 1000 });
  await openFleetPage(page, '?styles=none');
  const devices = [];
  const positions = [];
  let id = 1;
  for (const [column, category] of VEHICLE_CATEGORIES.entries()) {
    for (const [row, status] of DISPLAY_STATUSES.entries()) {
      const [fields, attributes] = STATUS_INPUTS[status];
      devices.push(device(id, { category, ...fields }));
      positions.push(position(id, (row - 2) * 4, (column - 8) * 4, { attributes }));
      id += 1;
    }
  }
  // The camera settles first: the vehicles must be drawn from the first tiles that hold them, with no
  // later camera move to draw them again.
  await page.evaluate(() => window.fleetTest.controller?.map?.jumpTo({ center: [0, 0], zoom: 4 }));
  await mapIdle(page);
  await showFleet(page, devices, positions);
  await mapIdle(page);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const map = window.fleetTest.controller?.map;
        const drawn = map?.queryRenderedFeatures({ layers: ['fleet-vehicles'] }) ?? [];
        const icons = [...new Set(drawn.map((f) => String(f.properties.icon)))];
        return {
          vehicles: new Set(drawn.map((f) => f.properties.deviceId)).size,
          icons,
          missing: icons.filter((icon) => !map?.hasImage(icon)),
        };
      }),
    )
    .toMatchObject({ vehicles: 85, missing: [] });
  const icons = await page.evaluate(() =>
    (window.fleetTest.controller?.map?.queryRenderedFeatures({ layers: ['fleet-vehicles'] }) ?? []).map((f) =>
      String(f.properties.icon),
    ),
  );
  expect(icons).toEqual(
    expect.arrayContaining(['fleet-vehicle:ambulance:disabled', 'fleet-vehicle:rmc:neutral']),
  );
  // Five statuses, five tones: one icon per category and status.
  expect(new Set(icons).size).toBe(VEHICLE_CATEGORIES.length * DISPLAY_STATUSES.length);
});

test('draws a vehicle whose icon id names a category it does not know with the fallback icon', async ({
  page,
}) => {
  await openFleetPage(page, '?styles=none');
  // A feature as a newer sdk-core could build it, with a category this map has no drawing for.
  await page.evaluate(() => {
    const controller = window.fleetTest.controller;
    const center = controller?.map?.getCenter();
    if (!controller || !center) return;
    const feature = {
      type: 'Feature' as const,
      id: 7,
      geometry: { type: 'Point' as const, coordinates: [center.lng, center.lat] as [number, number] },
      properties: {
        deviceId: 7,
        label: 'KA-0007',
        category: 'car' as const,
        tone: 'success' as const,
        course: 0,
        icon: 'fleet-vehicle:hovercraft:success',
      },
    };
    controller.setVehicles(new Map([[7, feature]]));
  });
  await mapIdle(page);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const map = window.fleetTest.controller?.map;
        return {
          image: map?.hasImage('fleet-vehicle:hovercraft:success'),
          drawn: map?.queryRenderedFeatures({ layers: ['fleet-vehicles'] }).map((f) => f.properties.deviceId),
        };
      }),
    )
    .toEqual({ image: true, drawn: [7] });
});
