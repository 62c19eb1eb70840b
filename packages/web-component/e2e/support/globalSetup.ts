import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startServeChild } from '../../../../scripts/e2e/serveChild';

/** What `serve.ts` started, handed to the tests through the environment. */
export interface E2eEnvironment {
  pageUrl: string;
  serverUrl: string;
  osmandPort: number;
  email: string;
  password: string;
}

/**
 * Starts `serve.ts` in a child process (the real server and the partner site) and hands its
 * addresses to the tests. The script-tag bundle must be built (`pnpm build`). Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const bundle = fileURLToPath(new URL('../../dist/embed/fleetkit.js', import.meta.url));
  if (!existsSync(bundle)) {
    throw new Error(
      'The script-tag bundle is not built: run `pnpm --filter @fleetkit/web-component build` first.',
    );
  }
  const { stop } = await startServeChild(
    fileURLToPath(new URL('./serve.ts', import.meta.url)),
    'FLEET_WC_E2E',
  );
  return stop;
}
