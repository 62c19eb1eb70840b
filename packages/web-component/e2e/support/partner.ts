import { request } from 'node:http';
import { createFleetClient, type FleetClient } from '@fleetkit/sdk-core';
import { expect, type Page } from '@playwright/test';
import type { E2eEnvironment } from './globalSetup';

/** The addresses `serve.ts` started. */
export function environment(): E2eEnvironment {
  const raw = process.env.FLEET_WC_E2E;
  if (!raw) throw new Error('FLEET_WC_E2E is not set: run through playwright.config.ts');
  return JSON.parse(raw) as E2eEnvironment;
}

/** The fleet owner's client (a cookie session), who makes vehicles and shares them. */
export async function ownerClient(): Promise<FleetClient> {
  const env = environment();
  const response = await fetch(`${env.serverUrl}/api/session`, {
    method: 'POST',
    body: new URLSearchParams({ email: env.email, password: env.password }),
  });
  if (!response.ok) throw new Error(`sign-in failed with ${response.status}`);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return createFleetClient({ baseUrl: env.serverUrl, headers: { Cookie: cookie } });
}

let serial = 0;

/** Makes a vehicle with a unique identifier for this run. */
export async function newVehicle(owner: FleetClient, name: string) {
  serial += 1;
  return owner.devices.create({ name, uniqueId: `WC${Date.now()}${serial}` });
}

/**
 * Sends one fix as a tracker running Traccar Client does: an OsmAnd HTTP request to the gateway. The
 * gateway answers 200 once the position is committed.
 */
export async function sendFix(uniqueId: string, latitude: number, longitude: number, speedKnots = 20) {
  const env = environment();
  const query = new URLSearchParams({
    id: uniqueId,
    lat: String(latitude),
    lon: String(longitude),
    timestamp: String(Math.floor(Date.now() / 1000)),
    speed: String(speedKnots),
    bearing: '90',
  });
  // One connection per request, as each tracker has its own: the gateway ties a connection to a device.
  const status = await new Promise<number>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: env.osmandPort, path: `/?${query}`, method: 'POST', agent: false },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end();
  });
  if (status !== 200) throw new Error(`OsmAnd answered ${status}`);
}

/** The URL of a partner page with its placeholders filled. */
export function partnerPage(name: string, values: Record<string, string | number>): string {
  const env = environment();
  const query = new URLSearchParams({ server: env.serverUrl });
  for (const [key, value] of Object.entries(values)) query.set(key, String(value));
  return `${env.pageUrl}/${name}?${query}`;
}

/** Records every `fleet-*` event that reaches the window, from before the page's scripts run. */
export async function recordFleetEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: { type: string; detail: unknown; target: string }[] = [];
    (window as unknown as { fleetEvents: typeof seen }).fleetEvents = seen;
    for (const type of ['fleet-ready', 'fleet-error', 'fleet-vehicle-select']) {
      window.addEventListener(type, (event) => {
        const detail = (event as CustomEvent).detail as Record<string, unknown>;
        const plain = type === 'fleet-ready' ? { hasMap: Boolean(detail?.map) } : detail;
        seen.push({ type, detail: plain, target: (event.target as Element).localName });
      });
    }
  });
}

/** The `fleet-*` events recorded so far. */
export async function fleetEvents(page: Page) {
  return page.evaluate(
    () =>
      (window as unknown as { fleetEvents: { type: string; detail: never; target: string }[] }).fleetEvents,
  );
}

/**
 * Waits until the map of the first `selector` element holds vehicle `id` at the given place, as the map
 * itself holds it (the GeoJSON source's data, read back from maplibre).
 */
export async function waitForVehicleAt(
  page: Page,
  selector: string,
  id: number,
  latitude: number,
  longitude: number,
): Promise<void> {
  // expect.poll awaits the async read each time (waitForFunction would take its promise as truthy).
  await expect
    .poll(
      () =>
        page.evaluate(
          async ({ selector, id }) => {
            const element = document.querySelector(selector) as unknown as {
              map: { getSource(id: string): { getData(): Promise<unknown> } | undefined } | null;
            } | null;
            const source = element?.map?.getSource('fleet-vehicles');
            if (!source) return null;
            const data = (await source.getData()) as {
              features: {
                id?: number;
                properties: { deviceId?: number };
                geometry: { coordinates: number[] };
              }[];
            };
            const feature = data.features.find((f) => f.properties.deviceId === id || f.id === id);
            if (!feature) return null;
            const [lon, lat] = feature.geometry.coordinates as [number, number];
            return [Math.round(lat * 1e5) / 1e5, Math.round(lon * 1e5) / 1e5];
          },
          { selector, id },
        ),
      { message: `vehicle ${id} at ${latitude}, ${longitude} on the map of ${selector}` },
    )
    .toEqual([latitude, longitude]);
}
