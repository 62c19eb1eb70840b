import { defineConfig } from 'tsup';
import { esbuildCatalogues, esbuildNoParser } from './build/catalogues';

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
  // The catalogues ship pre-parsed, so i18n bundles intl-messageformat without its message parser.
  noExternal: ['intl-messageformat', /^@formatjs\//],
  esbuildPlugins: [esbuildCatalogues],
  esbuildOptions(options) {
    options.alias = { ...options.alias, ...esbuildNoParser };
    // The catalogues' scripts as they are (Devanagari is half the size in UTF-8 than as escapes).
    options.charset = 'utf8';
  },
});
