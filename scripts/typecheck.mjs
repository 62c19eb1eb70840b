#!/usr/bin/env node
// `pnpm run typecheck`: the whole workspace in two TypeScript programs (tsconfig.node.json: the server
// and its test harness; tsconfig.web.json: everything that runs in a browser, with the browser tests).
// Each package's own `tsc --noEmit` would check the packages it imports again (the server five times,
// sdk-core eight); one program checks each file once. First, every folder or file a package's
// tsconfig.json includes must be in one of the two programs, so a new folder is never left unchecked.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** tsconfig files are JSON with comments. */
const readConfig = (path) =>
  JSON.parse(
    readFileSync(path, 'utf8')
      .split('\n')
      .filter((line) => !line.trim().startsWith('//'))
      .join('\n'),
  );

const programs = ['tsconfig.node.json', 'tsconfig.web.json'];
const covered = programs.flatMap((name) => readConfig(join(root, name)).include);
const isCovered = (path) =>
  covered.some((entry) => {
    if (!entry.includes('*')) return entry === path;
    const [folder, pattern] = [
      entry.slice(0, entry.lastIndexOf('/')),
      entry.slice(entry.lastIndexOf('/') + 1),
    ];
    const suffix = pattern.replace(/^\*/, '');
    return (
      path.startsWith(`${folder}/`) && !path.slice(folder.length + 1).includes('/') && path.endsWith(suffix)
    );
  });

const missing = [];
for (const group of ['packages', 'apps']) {
  for (const name of readdirSync(join(root, group))) {
    const config = join(root, group, name, 'tsconfig.json');
    if (!existsSync(config)) continue;
    for (const entry of readConfig(config).include ?? []) {
      const path = relative(root, join(root, group, name, entry))
        .split('\\')
        .join('/');
      if (existsSync(join(root, path)) && !isCovered(path)) missing.push(path);
    }
  }
}
if (missing.length > 0) {
  console.error(`✖ typecheck: in a package's tsconfig.json but in neither ${programs.join(' nor ')}:`);
  for (const path of missing) console.error(`  ${path}`);
  process.exit(1);
}

const tsc = join(root, 'node_modules', '.bin', 'tsc');
const results = await Promise.all(
  programs.map(
    (project) =>
      new Promise((resolve) => {
        const child = spawn(tsc, ['-p', join(root, project)], { cwd: root, stdio: 'inherit' });
        child.on('exit', (code) => resolve({ project, code: code ?? 1 }));
      }),
  ),
);
const failed = results.filter((result) => result.code !== 0);
for (const { project, code } of failed) console.error(`✖ tsc -p ${project} exited with ${code}`);
process.exit(failed.length > 0 ? 1 : 0);
