import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

// Unit tests of the portal's pure rules; the pages are covered by the browser tests in e2e/.
export default defineProject({
  resolve: { conditions: ['@fleetkit/source', ...defaultClientConditions] },
  test: {
    name: 'portal',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
