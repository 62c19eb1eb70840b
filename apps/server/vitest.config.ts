import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

// Workspace packages resolve to their TypeScript sources, so tests never need a build.
const conditions = ['@fleetkit/source', ...defaultServerConditions];

export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
