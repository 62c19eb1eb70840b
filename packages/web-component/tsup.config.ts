import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig, type Options } from 'tsup';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

const require = createRequire(import.meta.url);

/** maplibre's worker, copied beside the script-tag bundle, which points maplibre at it explicitly. */
function copyMaplibreWorker(): void {
  mkdirSync('dist/embed', { recursive: true });
  copyFileSync(
    require.resolve('maplibre-gl/dist/maplibre-gl-worker.mjs'),
    'dist/embed/maplibre-gl-worker.mjs',
  );
}

// Stylesheets are adopted into each element's shadow root, so they are imported as text: the sources
// say `?inline` (Vite's way, for tests and apps built from the sources); here the suffix is dropped.
const loader = { '.css': 'text' } as const;
const cssAsText: Plugin = {
  name: 'css-inline-as-text',
  setup(build) {
    build.onResolve({ filter: /\.css\?inline$/ }, async (args) => {
      const resolved = await build.resolve(args.path.replace(/\?inline$/, ''), {
        kind: args.kind,
        resolveDir: args.resolveDir,
      });
      return { path: resolved.path, errors: resolved.errors };
    });
  },
};

// The widgets resolve to their sources, file by file, so only the modules the elements use are bundled
// (the widgets' own build is one file, which cannot be tree-shaken by module).
const conditions = ['@fleetkit/source'];

/**
 * Libraries of widgets the elements do not use (geofence drawing, charts). Their modules are dropped,
 * but esbuild would still emit their lazily imported chunks; as externals nothing is emitted, and a
 * test checks that no bundle imports them.
 */
const unusedWidgetLibraries: Plugin = {
  name: 'unused-widget-libraries',
  setup(build) {
    build.onResolve({ filter: /^(terra-draw|terra-draw-maplibre-gl-adapter|uplot)$/ }, (args) => ({
      path: args.path,
      external: true,
    }));
  },
};

export default defineConfig([
  // The npm build: sdk-core and maplibre-gl stay imports; the widget parts used (the map controller
  // and the vehicle features, no React) are bundled in, so an app needs no React for the elements.
  {
    entry: { index: 'src/index.ts', define: 'src/define.ts' },
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    treeshake: true,
    loader,
    external: ['maplibre-gl', '@fleetkit/sdk-core'],
    noExternal: ['@fleetkit/react-widgets', /\.css(\?inline)?$/],
    esbuildPlugins: [cssAsText, unusedWidgetLibraries],
    esbuildOptions(options) {
      options.conditions = conditions;
    },
  },
  // The script-tag bundle: everything inside, minified; maplibre-gl (code and stylesheet) is split
  // into chunks loaded when a map mounts, and its worker sits beside the bundle.
  {
    entry: { fleetkit: 'src/embed.ts' },
    outDir: 'dist/embed',
    format: ['esm'],
    splitting: true,
    minify: true,
    sourcemap: false,
    clean: false,
    target: 'es2022',
    platform: 'browser',
    treeshake: true,
    loader,
    noExternal: [/.*/],
    esbuildPlugins: [cssAsText, unusedWidgetLibraries],
    esbuildOptions(options) {
      options.conditions = conditions;
      options.chunkNames = 'fleetkit-[name]-[hash]';
      options.define = { ...options.define, 'process.env.NODE_ENV': '"production"' };
    },
    onSuccess: async () => copyMaplibreWorker(),
  },
]);
