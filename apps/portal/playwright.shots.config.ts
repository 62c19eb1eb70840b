import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from '../../scripts/e2e/chromiumLaunch';

// The screenshot tour (`pnpm e2e:shots`): every route of the portal at a laptop's and a phone's width,
// written to `shots/` (not committed) for a reviewer to look through in one place. Not part of `pnpm e2e`:
// it checks nothing but that each screen opens. Same server as the browser tests (e2e/globalSetup.ts).

export default defineConfig({
  testDir: 'e2e/shots',
  testMatch: '**/*.shots.ts',
  globalSetup: './e2e/globalSetup.ts',
  fullyParallel: false,
  workers: 1,
  // About thirty screens at two widths, each waiting for its map to draw.
  timeout: 15 * 60_000,
  // Screens load on a shared machine; pictures wait longer than checks.
  expect: { timeout: 30_000 },
  reporter: [['list']],
  outputDir: 'test-results/shots',
  use: {
    baseURL: process.env.FLEETKIT_E2E_URL,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [{ name: 'shots', use: { ...devices['Desktop Chrome'] } }],
});
