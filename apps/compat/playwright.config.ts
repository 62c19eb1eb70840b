import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from '../../scripts/e2e/chromiumLaunch';

// Traccar's clients' requests replayed against the real server (see e2e/support/globalSetup.ts), from a
// page of the server's origin in the system Chromium (never a downloaded browser). One server for the
// run, one browser context per client.
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/support/globalSetup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunch,
    // The page stands for Traccar's web app, whose document comes from its own files, not from this
    // server: the server's Content-Security-Policy (for its own portal) does not apply to it. The
    // emulator's post to the OsmAnd port is what it would block.
    bypassCSP: true,
    // Dates the pages compute (the share page's day) are UTC, as the fixtures' variables.
    timezoneId: 'UTC',
  },
});
