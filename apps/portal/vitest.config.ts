import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

// Unit tests of the portal's pure rules; the pages are covered by the browser tests in e2e/. They run
// in Node, against the workspace packages' TypeScript sources (never a stale build).
const conditions = ['@fleetkit/source', ...defaultServerConditions];

export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name: 'portal',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
