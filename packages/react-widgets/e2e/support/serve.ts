// Starts what the browser tests talk to: the real Fleetkit server (in-memory database, free port) and
// the test page built by Vite and served by `vite preview` on another free port, which forwards
// /api and /api2 to the server so the page and the server share one origin (session cookies).
// Prints one line `READY {"pageUrl":…,"serverUrl":…}` and runs until it is sent SIGTERM.
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import { startTestServer } from '../../../../apps/server/src/test/harness';
import { pageConfig } from './pageConfig';

export const E2E_USER = { email: 'map@example.com', name: 'Map Owner' };

async function main() {
  const fleet = await startTestServer();
  await fleet.createUser({ email: E2E_USER.email, name: E2E_USER.name });
  const root = fileURLToPath(new URL('../page', import.meta.url));
  const config = pageConfig(root, fleet.url);
  await build({ ...config, logLevel: 'warn' });
  const server = await preview({ ...config, logLevel: 'warn' });
  const pageUrl = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!pageUrl) throw new Error('vite preview did not report its URL');
  process.stdout.write(`READY ${JSON.stringify({ pageUrl, serverUrl: fleet.url, email: E2E_USER.email })}\n`);
  const stop = async () => {
    await server.close();
    await fleet.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
