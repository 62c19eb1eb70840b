import { defineConfig } from 'vitest/config';

// One run over every package: each package's own vitest.config.ts is a project.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
    coverage: {
      provider: 'v8',
      include: ['packages/sdk-core/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/test/**', '**/index.ts'],
      thresholds: { lines: 90 },
      reporter: ['text-summary'],
    },
  },
});
