import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from '../../scripts/e2e/chromiumLaunch';

// The elements on a partner's page in the system Chromium (never a downloaded browser), against the
// real server. WebGL is software-rendered here: the tests assert behaviour, never frame rates.
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/support/globalSetup.ts',
  // Software WebGL on two shared cores loads the offline basemap in seconds, not milliseconds.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    viewport: { width: 1024, height: 720 },
    launchOptions: chromiumLaunch,
  },
});
