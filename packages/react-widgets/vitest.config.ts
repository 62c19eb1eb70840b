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
    // Some tests start a real server and render react-aria widgets in jsdom; on a small, busy machine
    // that takes longer than vitest's 5 s default. These are ceilings, not timing assertions.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Every wait in a test is an expect.poll or vi.waitFor: it fails within this deadline, saying what
    // it awaited, instead of hanging until the test's own timeout. Polled often: sockets answer fast.
    expect: { poll: { timeout: 20_000, interval: 10 } },
  },
});
