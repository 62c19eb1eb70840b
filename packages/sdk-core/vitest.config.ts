import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

// Workspace packages resolve to their TypeScript sources, so tests never need a build.
const conditions = ['@fleetkit/source', ...defaultServerConditions];

export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name: 'sdk-core',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Generous: the headless test imports every entry in a child Node process, and CI machines are
    // small and shared.
    testTimeout: 60_000,
  },
});
