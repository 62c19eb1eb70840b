import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// The server the examples run against (`pnpm --filter @fleetkit/server demo`: demo fleet and simulator).
const apiTarget = process.env.FLEETKIT_API_URL ?? 'http://127.0.0.1:8082';
const proxy = {
  '/api': { target: apiTarget, changeOrigin: false, ws: true },
  '/api2': { target: apiTarget, changeOrigin: false },
  // The web component's script-tag bundle, for the plain-HTML page.
  '/embed': { target: apiTarget, changeOrigin: false },
};

export default defineConfig({
  plugins: [react()],
  // Workspace packages are compiled from their TypeScript sources: the playground shows the code as it is.
  resolve: { conditions: ['@fleetkit/source', ...defaultClientConditions] },
  server: { proxy },
  preview: { proxy },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 4096,
  },
});
