import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from '../../scripts/e2e/chromiumLaunch';

// Browser tests against the real server serving the built portal (see e2e/globalSetup.ts), in the
// system Chromium. Build first: `pnpm --filter @fleetkit/server build && pnpm --filter @fleetkit/portal build`.

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/globalSetup.ts',
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    // Set by the global setup, which picks a free port; workers read it when they load this file.
    baseURL: process.env.FLEETKIT_E2E_URL,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 860 } } },
  ],
});
