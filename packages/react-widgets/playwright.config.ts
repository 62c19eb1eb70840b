import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from '../../scripts/e2e/chromiumLaunch';

// Map behaviour in the system Chromium (Debian's `chromium` package), never a downloaded browser.
// WebGL is software-rendered on CI machines: the tests assert behaviour, never frame rates.
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/support/globalSetup.ts',
  // Software WebGL on two shared cores loads the offline basemap in seconds, not milliseconds.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    viewport: { width: 1024, height: 720 },
    launchOptions: chromiumLaunch,
  },
});
