#!/usr/bin/env node
// Checks that every relative link and anchor in the docs and READMEs resolves: `[text](path)`,
// `[text](path#anchor)` and `[text](#anchor)`, where an anchor is a heading's GitHub slug. Links to
// other sites are not fetched. Run by `npm test`; prints each broken link and exits 1 if there is one.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SKIP = new Set(['node_modules', 'dist', '.git', '.tooling', 'coverage', 'data', 'test-results']);

/** Markdown files to check: everything under docs/, and every README.md in the workspace. */
function markdownFiles(dir, all = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) markdownFiles(path, all);
    else if (
      entry.name.endsWith('.md') &&
      (relative(root, path).startsWith('docs/') || entry.name === 'README.md')
    )
      all.push(path);
  }
  return all;
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The text outside fenced code blocks and inline code. */
function prose(markdown) {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

const anchorCache = new Map();
function anchorsOf(file) {
  if (!anchorCache.has(file)) {
    const seen = new Map();
    const anchors = new Set();
    for (const match of prose(readFileSync(file, 'utf8')).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
      const base = slug(match[1].replace(/`/g, ''));
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    anchorCache.set(file, anchors);
  }
  return anchorCache.get(file);
}

const broken = [];
const files = markdownFiles(root);
for (const file of files) {
  const text = prose(readFileSync(file, 'utf8'));
  for (const match of text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const target = match[1];
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    const [pathPart, anchor] = target.split('#', 2);
    const resolved = pathPart ? resolve(dirname(file), decodeURIComponent(pathPart)) : file;
    const where = relative(root, file);
    if (!existsSync(resolved)) {
      broken.push(`${where}: ${target} (no such file)`);
      continue;
    }
    if (
      anchor &&
      statSync(resolved).isFile() &&
      resolved.endsWith('.md') &&
      !anchorsOf(resolved).has(anchor)
    ) {
      broken.push(`${where}: ${target} (no heading #${anchor} in ${relative(root, resolved)})`);
    }
  }
}

if (broken.length > 0) {
  console.error(`✖ ${broken.length} broken link(s) in the docs:\n  ${broken.join('\n  ')}`);
  process.exit(1);
}
console.log(`✔ links in ${files.length} markdown files resolve`);
