import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig, type Options } from 'tsup';
// check-tests-ignore: build tooling shared in the workspace (sdk-core's catalogue pre-parsing), not a published module
import { esbuildCatalogues, esbuildNoParser } from '../sdk-core/build/catalogues';

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

// The script-tag bundle loads its languages from a file of its own (`fleetkit-language.js`, built
// below) instead of chunks split from the bundle: esbuild puts every file both would reach (all the
// label groups) in a chunk the bundle itself imports, which English embeds would pay for.
const embedLanguage: Plugin = {
  name: 'embed-language',
  setup(build) {
    build.onResolve({ filter: /^\.\/loadLanguage$/ }, async (args) => {
      const resolved = await build.resolve('./loadLanguage.embed', {
        kind: args.kind,
        resolveDir: args.resolveDir,
      });
      return { path: resolved.path, errors: resolved.errors };
    });
  },
};

// Workspace packages resolve to their sources, file by file, so the script-tag bundle holds only the
// modules the elements use.
const conditions = ['@fleetkit/source'];

export default defineConfig([
  // The npm build: sdk-core, @fleetkit/map and maplibre-gl stay imports (none of them pulls React);
  // the stylesheets are bundled in as text.
  {
    entry: { index: 'src/index.ts', define: 'src/define.ts' },
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    treeshake: true,
    loader,
    external: ['maplibre-gl', '@fleetkit/sdk-core', '@fleetkit/map'],
    noExternal: [/\.css(\?inline)?$/],
    esbuildPlugins: [cssAsText],
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
    esbuildPlugins: [cssAsText, embedLanguage],
    esbuildOptions(options) {
      options.conditions = conditions;
      options.chunkNames = 'fleetkit-[name]-[hash]';
      options.define = { ...options.define, 'process.env.NODE_ENV': '"production"' };
    },
    onSuccess: async () => copyMaplibreWorker(),
  },
  // The script-tag bundle's languages: the translator in one file, fetched by an element whose `lang`
  // is not English (`loadLanguage.embed.ts`), and each text group of each language a chunk beside it
  // (`fleetkit-language-<group>-<hash>.js`), fetched when an element shows the group.
  {
    entry: { 'fleetkit-language': 'src/language.ts' },
    outDir: 'dist/embed',
    format: ['esm'],
    splitting: true,
    minify: true,
    sourcemap: false,
    clean: false,
    target: 'es2022',
    platform: 'browser',
    treeshake: true,
    noExternal: [/.*/],
    // Catalogues pre-parsed, intl-messageformat without its parser, Devanagari as UTF-8.
    esbuildPlugins: [esbuildCatalogues],
    esbuildOptions(options) {
      options.conditions = conditions;
      options.chunkNames = 'fleetkit-language-[name]-[hash]';
      options.alias = { ...options.alias, ...esbuildNoParser };
      options.charset = 'utf8';
    },
  },
]);
