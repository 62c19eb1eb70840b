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
    // The files share one worker's module cache: loading the server's modules again for each file cost
    // about 3.5 s a file. Each file starts servers of its own and restores what it stubs.
    isolate: false,
    // Generous: some tests start server processes, and CI machines are small and shared.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // Every wait in a test is an expect.poll or vi.waitFor: it fails within this deadline, saying what
    // it awaited, instead of hanging until the test's own timeout. Polled often: sockets answer fast.
    expect: { poll: { timeout: 20_000, interval: 10 } },
  },
});
