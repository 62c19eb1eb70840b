import type { Page } from '@playwright/test';

/** Devices and positions the tests put in the page's FleetStore (Traccar wire shapes). */
export function device(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name: `KA-${String(id).padStart(4, '0')}`,
    uniqueId: `35${String(id).padStart(13, '0')}`,
    status: 'online',
    disabled: false,
    category: 'truck',
    attributes: {},
    ...overrides,
  };
}

export function position(
  deviceId: number,
  latitude: number,
  longitude: number,
  overrides: Record<string, unknown> = {},
) {
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
  };
}

/** Opens the test page and waits for the map to have loaded its first style. */
export async function openFleetPage(page: Page, query = ''): Promise<void> {
  const url = process.env.FLEET_E2E_PAGE_URL;
  if (!url) throw new Error('FLEET_E2E_PAGE_URL is not set: run through playwright.config.ts');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${url}/${query}`);
  await page.waitForFunction(() => Boolean((window as unknown as FleetWindow).fleetTest?.controller));
  if (errors.length > 0) throw new Error(`The page failed: ${errors.join('\n')}`);
}

/** The shape of the page's test handle, for `page.evaluate` callbacks. */
export interface FleetWindow {
  fleetTest: {
    controller: {
      map: {
        getStyle(): {
          layers: { id: string; layout?: { visibility?: string } }[];
          sources: Record<string, unknown>;
        };
        getLayer(id: string): unknown;
        getSource(id: string): unknown;
        getZoom(): number;
        getCenter(): { lng: number; lat: number };
        getLayoutProperty(layer: string, name: string): unknown;
        querySourceFeatures(source: string): { properties: Record<string, unknown> }[];
        queryRenderedFeatures(options?: {
          layers?: string[];
        }): { properties: Record<string, unknown>; layer: { id: string } }[];
        project(lngLat: [number, number]): { x: number; y: number };
        jumpTo(options: { center: [number, number]; zoom: number }): void;
        isMoving(): boolean;
        loaded(): boolean;
        areTilesLoaded(): boolean;
        once(event: string): Promise<unknown>;
        getCanvas(): HTMLCanvasElement;
      };
      mode: string;
      popupDeviceId: number | null;
      trackedPose: { latitude: number; longitude: number; course: number } | null;
      vehicles: Map<number, unknown>;
      setVehicles(features: Map<number, unknown>): {
        kind: string;
        changed: number;
        callMs: number;
        applied: Promise<void>;
      };
      onStyleLoad(listener: () => void): () => void;
    } | null;
    store: {
      setDevices(devices: unknown[]): void;
      setPositions(positions: unknown[]): void;
      upsertPositions(positions: unknown[]): void;
      selectedDeviceId: { value: number | null };
    };
    tracking: { start(id: number): void; stop(): void; liveRoute: { value: unknown[] } };
    settings: { update(key: string, value: unknown): Promise<void>; value: Record<string, unknown> };
    editorAreas: (string | null)[];
    editorErrors: string[];
    picked: string[];
    located: string[];
    set(patch: Record<string, unknown>): void;
    signIn(email: string, password: string): Promise<void>;
  };
}

/** Waits until the map is idle (no camera motion, sources and tiles loaded). */
export async function mapIdle(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const map = (window as unknown as FleetWindow).fleetTest.controller?.map;
    return Boolean(map?.loaded() && !map.isMoving() && map.areTilesLoaded());
  });
}
