#!/usr/bin/env node
// Fails when React reaches the dependency tree of `@fleetkit/web-component` or `@fleetkit/map`: the
// elements are for pages without React, and `npm i @fleetkit/web-component` must not install it (npm 7+
// installs peer dependencies too). Asks pnpm (`pnpm why`, which follows workspace packages and their
// dependencies of every kind) and prints the chain that brings React in.
//
// Usage: node scripts/check-web-component-deps.mjs [path to pnpm]
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pnpm = process.argv[2] ?? 'pnpm';
const PACKAGES = ['@fleetkit/map', '@fleetkit/web-component'];
const FORBIDDEN = ['react', 'react-dom'];

/** A dependents tree of `pnpm why --json` as lines, the package first, what depends on it indented. */
function chains(node, depth = 0) {
  const label = `${'  '.repeat(depth)}${node.name}${node.version ? `@${node.version}` : ''}${
    node.depField ? ` (${node.depField})` : ''
  }`;
  return [label, ...(node.dependents ?? []).flatMap((child) => chains(child, depth + 1))];
}

let failed = false;
for (const name of PACKAGES) {
  const result = spawnSync(pnpm, ['--filter', name, 'why', ...FORBIDDEN, '--json'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error(`✖ pnpm why failed for ${name}:\n${result.stderr}`);
    process.exit(result.status ?? 1);
  }
  const found = JSON.parse(result.stdout.trim() || '[]');
  if (!Array.isArray(found)) throw new Error(`pnpm why gave no list for ${name}: ${result.stdout}`);
  if (found.length > 0) {
    failed = true;
    console.error(`✖ ${name} has React in its dependency tree:`);
    for (const tree of found)
      console.error(
        chains(tree)
          .map((line) => `  ${line}`)
          .join('\n'),
      );
  }
}
if (failed) {
  console.error(
    'The elements must run without React: depend on @fleetkit/map, never on @fleetkit/react-widgets.',
  );
  process.exit(1);
}
console.log(`✓ no React in the dependency tree of ${PACKAGES.join(' or ')}`);
