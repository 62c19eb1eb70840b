import { fileURLToPath } from 'node:url';
import { startServeChild } from '../../../../scripts/e2e/serveChild';

/**
 * Starts `serve.ts` in a child process (the real server and the built test page) and hands its URLs
 * to the tests through the environment. Returns the teardown that stops it.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const { environment, stop } = await startServeChild<{
    pageUrl: string;
    serverUrl: string;
    email: string;
    historyDeviceId: number;
    historyDay: string;
  }>(fileURLToPath(new URL('./serve.ts', import.meta.url)));
  process.env.FLEET_E2E_PAGE_URL = environment.pageUrl;
  process.env.FLEET_E2E_SERVER_URL = environment.serverUrl;
  process.env.FLEET_E2E_EMAIL = environment.email;
  process.env.FLEET_E2E_HISTORY_DEVICE = String(environment.historyDeviceId);
  process.env.FLEET_E2E_HISTORY_DAY = environment.historyDay;
  return stop;
}
