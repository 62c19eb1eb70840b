import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
// check-tests-ignore: build tooling shared in the workspace (sdk-core's catalogue pre-parsing), not a published module
import { viteCatalogues } from '../../packages/sdk-core/build/catalogues';

// The server the dev proxy forwards the APIs and the live socket to (`fleetkit-server start`).
const apiTarget = process.env.FLEETKIT_API_URL ?? 'http://127.0.0.1:8082';

export default defineConfig({
  // The language catalogues are bundled pre-parsed, with intl-messageformat without its parser.
  plugins: [react(), viteCatalogues()],
  // Workspace packages are compiled from their TypeScript sources, so the portal never needs their builds.
  resolve: { conditions: ['@fleetkit/source', ...defaultClientConditions] },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false, ws: true },
      '/api2': { target: apiTarget, changeOrigin: false },
      '/v1': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Each route is its own chunk (lazy routes); the manifest lets the size check find the login page's files.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The language list and its negotiation are read at start (the sign-in page's picker, the
          // browser's languages): a chunk of their own keeps the rest of i18n, loaded for Nepali only,
          // out of the first page.
          groups: [{ name: 'locales', test: /sdk-core[\\/]src[\\/]i18n[\\/]locales\.ts$/ }],
        },
      },
    },
  },
});
