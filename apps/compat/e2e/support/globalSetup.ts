import { fileURLToPath } from 'node:url';
import { startServeChild } from '../../../../scripts/e2e/serveChild';

/** What `serve.ts` started, handed to the tests through the environment. */
export interface CompatEnvironment {
  /** The server's origin (`http://127.0.0.1:<port>`). */
  url: string;
  /** The OsmAnd gateway's port (Traccar's 5055). */
  osmandPort: number;
  /** The administrator the web app and the manager sign in as. */
  email: string;
  password: string;
  /** The vehicle that drove during the last hour. */
  deviceId: number;
  uniqueId: string;
}

/** Starts `serve.ts` (the real server with its seed) in a child process; returns the teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const { stop } = await startServeChild(
    fileURLToPath(new URL('./serve.ts', import.meta.url)),
    'FLEET_COMPAT_E2E',
  );
  return stop;
}
