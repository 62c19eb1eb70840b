import { join } from 'node:path';
import { defaultClientConditions, type InlineConfig } from 'vite';

/**
 * Vite settings of the test page: built from `e2e/page` into `e2e/.page-dist`, workspace packages
 * resolved to their sources, and /api, /api2 and /v1 forwarded to the Fleetkit server at `serverUrl`.
 */
export function pageConfig(root: string, serverUrl: string): InlineConfig {
  const proxy = {
    '/api': { target: serverUrl, ws: true },
    '/api2': { target: serverUrl },
    // The server's Appwrite-compatible storage (document images).
    '/v1': { target: serverUrl },
  };
  return {
    root,
    configFile: false,
    resolve: { conditions: ['@fleetkit/source', ...defaultClientConditions] },
    build: {
      outDir: join(root, '..', '.page-dist'),
      emptyOutDir: true,
      sourcemap: true,
      chunkSizeWarningLimit: 4096,
    },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, proxy },
  };
}
