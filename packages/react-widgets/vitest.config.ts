import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

// Workspace packages resolve to their TypeScript sources, so tests never need a build.
const conditions = ['@fleetkit/source', ...defaultClientConditions];

export default defineProject({
  resolve: { conditions },
  test: {
    name: 'react-widgets',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
