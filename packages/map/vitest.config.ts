import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

// Workspace packages resolve to their TypeScript sources, so tests never need a build.
export default defineProject({
  resolve: { conditions: ['@fleetkit/source', ...defaultClientConditions] },
  test: {
    name: 'map',
    environment: 'jsdom',
    include: ['src/**/*.test.ts'],
  },
});
