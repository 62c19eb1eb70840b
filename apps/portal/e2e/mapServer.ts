import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { E2E_USER } from './e2eUser';
import {
  DRIVEN_PROTOCOLS,
  portalDist,
  portsOff,
  serverCli,
  startServer,
  UNDRIVEN_PROTOCOLS,
} from './serverProcess';

/** A server of a spec's own, beside the global setup's. */
export interface MapServer {
  url: string;
  /** Its temporary data directory, removed by `stop`. */
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts another real server (its build, serving the portal's build) for tests that need map settings
 * the shared one has not: no demo fleet, no tracker gateways, no online basemap (unless `prepare`
 * passes `--map-online`), the E2E user as its one account. `prepare` runs first with the empty data directory (e.g. to write a map extract there)
 * and returns the extra command-line options.
 */
export async function startMapServer(prepare: (dataDir: string) => Promise<string[]>): Promise<MapServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fleetkit-portal-e2e-map-'));
  try {
    const options = [
      `--data-dir=${dataDir}`,
      '--host=127.0.0.1',
      `--portal-dir=${portalDist}`,
      '--login-rate-limit=1000',
      '--log-level=warn',
      ...portsOff([...DRIVEN_PROTOCOLS, ...UNDRIVEN_PROTOCOLS]),
    ];
    const extra = await prepare(dataDir);
    // No online basemap unless the spec asks for it (a test machine has no network).
    if (!extra.some((option) => option.startsWith('--map-online'))) options.push('--map-online=false');
    options.push(...extra);
    // The server runs its own build: none of the test runner's resolution conditions apply to it.
    execFileSync(
      process.execPath,
      [
        serverCli,
        'create-user',
        '--email',
        E2E_USER.email,
        '--name',
        E2E_USER.name,
        '--password',
        E2E_USER.password,
        ...options,
      ],
      { stdio: 'pipe', env: { ...process.env, NODE_OPTIONS: '' } },
    );
    const { child, url } = await startServer(options, 0, (port) => [`--port=${port}`]);
    return {
      url,
      dataDir,
      stop: async () => {
        if (child.exitCode === null) {
          const exited = new Promise((done) => child.once('exit', done));
          child.kill('SIGTERM');
          await exited;
        }
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

declare const window: Window & { fleetkitMaps?: MaplibreMap[] };

/**
 * Signs the E2E user in on a spec's own server and opens All Vehicles, waiting until the fleet map has
 * loaded and been handed to the test (the page's context must have set `window.fleetkitMaps = []`).
 */
export async function openAllVehicles(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByLabel('Email').fill(E2E_USER.email);
  await page.getByLabel('Password').fill(E2E_USER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Vehicle', exact: true })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/vehicle\/all-vehicles$/);
  await expect(page.locator('.fleet-portal-vehicles__map canvas.maplibregl-canvas')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => window.fleetkitMaps?.length ?? 0), {
      message: 'the fleet map handed to the test once it loaded',
      timeout: 60_000,
    })
    .toBeGreaterThan(0);
}

/**
 * Cuts the browser context off from everything but the server (as a site with no internet) and asks
 * for the fleet maps the portal opens (`window.fleetkitMaps`). Returns the URLs refused, as they come.
 */
export async function cutNetworkAndWatchMaps(context: BrowserContext, serverUrl: string): Promise<string[]> {
  const origin = new URL(serverUrl).origin;
  const blocked: string[] = [];
  await context.route(
    (url) => url.origin !== origin,
    (route) => {
      blocked.push(route.request().url());
      return route.abort('internetdisconnected');
    },
  );
  await context.addInitScript(() => {
    window.fleetkitMaps = [];
  });
  return blocked;
}
