// Build-time help for the bundles that carry message catalogues (sdk-core's own build, the portal and
// the partner element's script): each language's group files are shipped pre-parsed, so the bundle
// needs intl-messageformat without its message parser (about 7 kB gzipped less on every page that
// speaks a language other than English).
//
// - `precompileCatalogue(source)` turns a group file (`src/i18n/catalogues/<lang>/<group>.ts`) into
//   JavaScript whose messages are ICU ASTs (plain texts stay strings).
// - `CATALOGUE_FILE` matches those files; `NO_PARSER` is the parser's module without `parse`, to alias
//   `@formatjs/icu-messageformat-parser` to.
// - `esbuildCatalogues` (with `esbuildNoParser`) and `viteCatalogues` apply both to a tsup/esbuild or
//   a vite build.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Options } from 'tsup';
import ts from 'typescript';
import type { Plugin as VitePlugin } from 'vite';
import { isPlainMessage } from '../src/i18n/plainMessage';

const require = createRequire(import.meta.url);

/** An esbuild plugin, as tsup takes it. */
type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

/** A language's group file: `…/i18n/catalogues/<lang>/<group>.ts`. */
export const CATALOGUE_FILE = /[\\/]i18n[\\/]catalogues[\\/][a-z]{2,3}(?:-[A-Za-z]+)?[\\/]\w+\.ts$/;

/** The message parser's module without `parse` (intl-messageformat then takes ASTs only). */
export const NO_PARSER = require.resolve('@formatjs/icu-messageformat-parser/no-parser.js');

/**
 * A group file (its TypeScript) as JavaScript exporting `CATALOGUE`, each message that needs formatting
 * parsed into its ICU AST. A message that does not parse fails the build, naming its id.
 */
export async function precompileCatalogue(source: string): Promise<string> {
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const module = await import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
  if (!module.CATALOGUE || typeof module.CATALOGUE !== 'object') {
    throw new Error('A catalogue group file must export its texts as CATALOGUE');
  }
  const compiled: Record<string, unknown> = {};
  for (const [id, message] of Object.entries(module.CATALOGUE as Record<string, string>)) {
    try {
      compiled[id] = isPlainMessage(message) ? message : parse(message);
    } catch (error) {
      throw new Error(`${id}: not an ICU message (${error instanceof Error ? error.message : error})`);
    }
  }
  return `export const CATALOGUE = ${JSON.stringify(compiled)};\n`;
}

/** An esbuild plugin (for tsup's `esbuildPlugins`) that pre-parses the catalogues. */
export const esbuildCatalogues: EsbuildPlugin = {
  name: 'fleetkit-catalogues',
  setup(build) {
    build.onLoad({ filter: CATALOGUE_FILE }, async (args) => ({
      contents: await precompileCatalogue(await readFile(args.path, 'utf8')),
      loader: 'js',
    }));
  },
};

/** The parser alias for esbuild's `alias` option. */
export const esbuildNoParser = { '@formatjs/icu-messageformat-parser': NO_PARSER };

/** A vite plugin that pre-parses the catalogues and bundles intl-messageformat without its parser. */
export function viteCatalogues(): VitePlugin {
  return {
    name: 'fleetkit-catalogues',
    enforce: 'pre',
    // Production bundles only: the dev server and tests keep the parser, and read catalogues as written.
    apply: 'build',
    config: () => ({
      resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: NO_PARSER }] },
    }),
    async transform(code, id) {
      if (!CATALOGUE_FILE.test(id.replace(/\?.*$/, ''))) return undefined;
      return { code: await precompileCatalogue(code), map: null };
    },
  };
}
