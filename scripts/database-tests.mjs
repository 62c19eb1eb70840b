#!/usr/bin/env node
// Lists the server's test files that reach a database or Redis, through their imports: the files CI
// runs a second time on PostgreSQL and Redis. A decoder or a date helper behaves the same on either
// database, so running those twice would only make CI slower.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const server = join(root, 'apps', 'server');
/** Packages whose use means the test talks to a database or Redis. */
const STORAGE = ['pg', '@electric-sql/pglite', 'ioredis', 'drizzle-orm'];
const IMPORT = /(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g;

function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    base.replace(/\.js$/, '.ts'),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

const verdicts = new Map();
function reachesStorage(file, path = new Set()) {
  if (verdicts.has(file)) return verdicts.get(file);
  if (path.has(file)) return false;
  path.add(file);
  let reaches = false;
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    if (specifier.startsWith('.')) {
      const target = resolveImport(file, specifier);
      if (target && reachesStorage(target, path)) reaches = true;
    } else if (STORAGE.some((name) => specifier === name || specifier.startsWith(`${name}/`))) reaches = true;
    else if (specifier.startsWith('@fleetkit/test-server')) reaches = true;
    if (reaches) break;
  }
  path.delete(file);
  verdicts.set(file, reaches);
  return reaches;
}

function* testFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* testFiles(path);
    else if (/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

const all = [...testFiles(join(server, 'src'))];
const chosen = all.filter((file) => reachesStorage(file)).map((file) => relative(root, file));
if (process.argv.includes('--summary'))
  console.error(`${chosen.length} of ${all.length} server test files use storage`);
console.log(chosen.sort().join('\n'));
