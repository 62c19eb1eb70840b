import type { Device, Position } from '@fleetkit/sdk-core';
import type { Page } from '@playwright/test';
import type { FleetTestHandle } from '../page/main';

/** Devices and positions the tests put in the page's FleetStore (Traccar wire shapes). */
export function device(id: number, overrides: Record<string, unknown> = {}): Device {
  return {
    id,
    name: `KA-${String(id).padStart(4, '0')}`,
    uniqueId: `35${String(id).padStart(13, '0')}`,
    status: 'online',
    disabled: false,
    category: 'truck',
    attributes: {},
    ...overrides,
  } as Device;
}

export function position(
  deviceId: number,
  latitude: number,
  longitude: number,
  overrides: Record<string, unknown> = {},
): Position {
  return {
    id: deviceId * 1000 + Math.floor(Math.random() * 999),
    deviceId,
    latitude,
    longitude,
    course: 90,
    speed: 20,
    altitude: 0,
    accuracy: 0,
    valid: true,
    fixTime: new Date().toISOString(),
    attributes: { motion: true, ignition: true },
    ...overrides,
  } as Position;
}

/** Opens the test page and waits for the map to have loaded its first style. */
export async function openFleetPage(page: Page, query = ''): Promise<void> {
  const url = process.env.FLEET_E2E_PAGE_URL;
  if (!url) throw new Error('FLEET_E2E_PAGE_URL is not set: run through playwright.config.ts');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${url}/${query}`);
  await page.waitForFunction(() =>
    Boolean((window as unknown as Partial<FleetWindow>).fleetTest?.controller),
  );
  if (errors.length > 0) throw new Error(`The page failed: ${errors.join('\n')}`);
}

/** The page's window with its test handle, for `page.evaluate` callbacks. */
export interface FleetWindow {
  fleetTest: FleetTestHandle;
}

/** Puts vehicles and their latest positions in the page's FleetStore. */
export async function showFleet(page: Page, devices: Device[], positions: Position[]): Promise<void> {
  await page.evaluate(
    ({ devices, positions }) => {
      const { store } = (window as unknown as FleetWindow).fleetTest;
      store.setDevices(devices);
      store.setPositions(positions);
    },
    { devices, positions },
  );
}

/** Waits until the map is idle (no camera motion, sources and tiles loaded). */
export async function mapIdle(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const map = (window as unknown as FleetWindow).fleetTest.controller?.map;
    return Boolean(map?.loaded() && !map.isMoving() && map.areTilesLoaded());
  });
}

/** The data of one of the map's GeoJSON sources, as the map holds it now. */
export async function sourceData(
  page: Page,
  id: string,
): Promise<{ features: { geometry: { coordinates: unknown }; properties: Record<string, unknown> }[] }> {
  return page.evaluate(async (source) => {
    const map = (window as unknown as FleetWindow).fleetTest.controller?.map;
    const geojson = map?.getSource(source) as unknown as { getData(): Promise<unknown> } | undefined;
    if (!geojson) throw new Error(`no source ${source}`);
    return (await geojson.getData()) as never;
  }, id);
}

/** The layout visibility of a map layer ('visible' or 'none'). */
export async function layerVisibility(page: Page, id: string): Promise<string> {
  return page.evaluate(
    (layer) =>
      String(
        (window as unknown as FleetWindow).fleetTest.controller?.map?.getLayoutProperty(
          layer,
          'visibility',
        ) ?? 'visible',
      ),
    id,
  );
}
