import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    settings: 'src/settings/index.ts',
    files: 'src/files/index.ts',
    calendar: 'src/calendar/index.ts',
    labels: 'src/labels/index.ts',
    'labels-portal': 'src/labels/portal/index.ts',
    'labels-server': 'src/labels/server/index.ts',
    i18n: 'src/i18n/index.ts',
  },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
});
